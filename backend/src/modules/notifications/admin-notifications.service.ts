import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../core/errors/app-errors';
import type { PageQuery } from '../../core/validation/validation';
import { UsersService } from '../users/users.service';
import { normalizeCategory, normalizeType } from './notification.constants';
import type { AdminNotificationSentDto, AdminSendNotificationDto, AdminSentNotificationsDto, RecipientsDto } from './notification.dto';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** What global administrators send from /admin/notifications, and the list of it. */
@Injectable()
export class AdminNotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  async send(adminId: number, dto: AdminSendNotificationDto): Promise<AdminNotificationSentDto> {
    const content = {
      type: dto.type,
      category: dto.category,
      titleText: dto.title,
      messageText: dto.message,
      actionUrl: dto.actionUrl || null,
      actionText: dto.actionText || null,
    };
    const options = { source: 'admin', sentById: adminId, target: dto.target };
    let result;
    if (dto.target === 'self') {
      // A test: marked as such in the reader's language, and shown whatever the admin's own preferences.
      result = await this.notifications.notify(
        adminId,
        { ...content, titleKey: 'notifications.adminTest.title', translationParams: { title: dto.title } },
        { ...options, ignorePreferences: true },
      );
    } else if (dto.target === 'user') {
      if (!(await this.users.findById(dto.userId!))) throw new NotFoundError('notifications.errors.recipientNotFound', { fields: { userId: [{ key: 'notifications.errors.recipientNotFound' }] } });
      result = await this.notifications.notify(dto.userId!, content, options);
    } else {
      result = await this.notifications.notify('all', content, options);
    }
    return { id: result.batchId, recipientCount: result.recipientCount };
  }

  async sent(query: PageQuery): Promise<AdminSentNotificationsDto> {
    const [batches, total] = await this.repository.adminBatches(query.limit, query.offset);
    const recipientIds = [...new Set(batches.filter((b) => b.target !== 'all' && b.recipientIds?.length === 1).map((b) => b.recipientIds![0]))];
    const recipients = new Map((await this.users.findByIds(recipientIds)).map((u) => [u.id, u]));
    return {
      items: batches.map((b) => {
        const recipient = b.target !== 'all' && b.recipientIds?.length === 1 ? recipients.get(b.recipientIds[0]) : undefined;
        return {
          id: b.id,
          sender: b.sentBy ? { id: b.sentBy.id, pseudo: b.sentBy.pseudo } : null,
          target: b.target,
          recipient: recipient ? { id: recipient.id, pseudo: recipient.pseudo } : null,
          recipientCount: b.recipientCount,
          type: normalizeType(b.type),
          title: b.titleText ?? '',
          message: b.messageText ?? '',
          category: normalizeCategory(b.category),
          actionUrl: b.actionUrl ?? null,
          createdAt: b.createdAt.toISOString(),
        };
      }),
      total,
      hasMore: query.offset + batches.length < total,
    };
  }

  /** At most 10 users whose pseudo, e-mail, last or first name contains the text; pseudo matches first. */
  async recipients(q: string): Promise<RecipientsDto> {
    const rows = await this.users.search(q, 10);
    return { items: rows.map((r) => ({ id: r.id, pseudo: r.pseudo, email: r.email, nom: r.nom, prenom: r.prenom })) };
  }
}
