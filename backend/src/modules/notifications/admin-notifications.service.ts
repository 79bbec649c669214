import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../core/errors/app-errors';
import type { PageQuery } from '../../core/validation/validation';
import { User } from '../users/user.entity';
import { normalizeCategory, normalizeType } from './notification.constants';
import type { AdminNotificationSentDto, AdminSendNotificationDto, AdminSentNotificationsDto, RecipientsDto } from './notification.dto';
import { NotificationBatch } from './notification.entity';
import { NotificationsService } from './notifications.service';

/** What global administrators send from /admin/notifications, and the list of it. */
@Injectable()
export class AdminNotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
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
      const exists = await this.em.fork().count(User, { id: dto.userId! });
      if (!exists) throw new NotFoundError('notifications.errors.recipientNotFound', { fields: { userId: [{ key: 'notifications.errors.recipientNotFound' }] } });
      result = await this.notifications.notify(dto.userId!, content, options);
    } else {
      result = await this.notifications.notify('all', content, options);
    }
    return { id: result.batchId, recipientCount: result.recipientCount };
  }

  async sent(query: PageQuery): Promise<AdminSentNotificationsDto> {
    const em = this.em.fork();
    const [batches, total] = await em.findAndCount(
      NotificationBatch,
      { source: 'admin' },
      { orderBy: { id: 'desc' }, limit: query.limit, offset: query.offset, populate: ['sentBy'] },
    );
    const recipientIds = [...new Set(batches.filter((b) => b.target !== 'all' && b.recipientIds?.length === 1).map((b) => b.recipientIds![0]))];
    const recipients = new Map(
      recipientIds.length ? (await em.find(User, { id: { $in: recipientIds } }, { fields: ['id', 'pseudo'] })).map((u) => [u.id, u]) : [],
    );
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
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.em
      .getConnection()
      .execute<{ id: number; pseudo: string; email: string; nom: string; prenom: string }[]>(
        `select id, pseudo, email, nom, prenom from users
         where lower(pseudo) like ? or email like ? or lower(nom) like ? or lower(prenom) like ? or lower(prenom || ' ' || nom) like ?
         order by (lower(pseudo) like ?) desc, lower(pseudo) asc, id asc
         limit 10`,
        [pattern, pattern, pattern, pattern, pattern, `${pattern.slice(1)}`],
      );
    return { items: rows.map((r) => ({ id: r.id, pseudo: r.pseudo, email: r.email, nom: r.nom, prenom: r.prenom })) };
  }
}
