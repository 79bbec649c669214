import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { JobQueue } from '../../core/jobs/job-queue';
import type { NotificationChannels, NotificationPreferences, User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, normalizeCategory, type NotificationCategory } from './notification.constants';
import type {
  CountsByCategoryDto,
  CountsByTypeDto,
  MarkedAllReadDto,
  NotificationChangedDto,
  NotificationListDto,
  NotificationListQuery,
  NotificationPreferencesDto,
  NotificationStatsDto,
  PreferencesByCategoryDto,
  PreferencesInputDto,
} from './notification.dto';
import type { Notification } from './notification.entity';
import { recordOfEntity, renderNotification } from './notification-render';
import type { NotificationInput, NotifyOptions, NotifyResult, Recipients } from './notification-rules';
import { NotificationsRepository, type CentreFilter } from './notifications.repository';

export { byLanguage, type NotificationInput, type NotifyOptions, type NotifyResult, type Recipients } from './notification-rules';

export const PUSH_FANOUT_QUEUE = 'push-fanout';

/** Largest value of a PostgreSQL int: ids above cannot exist (and must not reach the database). */
const MAX_ID = 2_147_483_647;

/**
 * The notification centre. Other modules tell users things in one line:
 *
 *     await notifications.notify(userId, { category: 'carpool', titleKey: 'notifications.carpool.booked.title', translationParams: { name } });
 *
 * Each recipient's preferences for the category decide the channels (in-app centre + live
 * stream, push). E-mail is recorded as a preference only: no notification e-mails are sent yet.
 * notify() commits on its own connection: call it once your own changes are committed, so nobody
 * is told about something that was rolled back.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly users: UsersService,
    private readonly jobs: JobQueue,
    private readonly i18n: ServerI18n,
  ) {}

  /**
   * Stores the notification for each recipient (one statement), publishes it to the live streams of
   * every replica (PostgreSQL NOTIFY, at commit) and queues push delivery in the same transaction.
   */
  notify(recipients: Recipients, input: NotificationInput, options: NotifyOptions = {}): Promise<NotifyResult> {
    return this.jobs.transaction(async (tx) => {
      const result = await this.repository.storeAndPublish(tx, recipients, input, options);
      if (result.wantsPush) await tx.send(PUSH_FANOUT_QUEUE, { batchId: result.batchId });
      return result;
    });
  }

  async list(userId: number, query: NotificationListQuery, lng: string): Promise<NotificationListDto> {
    const filter: CentreFilter = {};
    if (query.isRead !== undefined) filter.isRead = query.isRead === 'true';
    if (query.category) filter.category = query.category;
    const [[items, total], unreadCount] = await Promise.all([this.repository.page(userId, filter, query.limit, query.offset), this.unreadCount(userId)]);
    return {
      notifications: items.map((n) => renderNotification(this.i18n, lng, recordOfEntity(n))),
      unreadCount,
      pagination: { limit: query.limit, offset: query.offset, total, hasMore: query.offset + items.length < total },
    };
  }

  unreadCount(userId: number): Promise<number> {
    return this.repository.unreadCount(userId);
  }

  private async own(userId: number, id: number): Promise<Notification> {
    const notification = id > 0 && id <= MAX_ID ? await this.repository.own(userId, id) : null;
    // Another user's notification answers like a missing one: its existence is not disclosed.
    if (!notification) throw new NotFoundError();
    return notification;
  }

  async setRead(userId: number, id: number, read: boolean, lng: string): Promise<NotificationChangedDto> {
    const notification = await this.own(userId, id);
    if (notification.isRead !== read) {
      notification.isRead = read;
      notification.readAt = read ? new Date() : null;
      await this.repository.flush();
    }
    return { notification: renderNotification(this.i18n, lng, recordOfEntity(notification)), unreadCount: await this.unreadCount(userId) };
  }

  async markAllRead(userId: number, category?: string): Promise<MarkedAllReadDto> {
    const updated = await this.repository.markAllRead(userId, category);
    return { updated, unreadCount: await this.unreadCount(userId) };
  }

  async remove(userId: number, id: number): Promise<{ deleted: true; unreadCount: number }> {
    const notification = await this.own(userId, id);
    await this.repository.remove(notification);
    return { deleted: true, unreadCount: await this.unreadCount(userId) };
  }

  async stats(userId: number): Promise<NotificationStatsDto> {
    const rows = await this.repository.countsByKind(userId);
    const byCategory = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, { total: 0, unread: 0 }])) as CountsByCategoryDto;
    const byType = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, 0])) as CountsByTypeDto;
    let total = 0;
    let unread = 0;
    for (const row of rows) {
      const count = Number(row.count);
      const category = byCategory[normalizeCategory(row.category)];
      total += count;
      category.total += count;
      if (!row.is_read) {
        unread += count;
        category.unread += count;
      }
      byType[row.type as keyof CountsByTypeDto] += count;
    }
    return { total, unread, byCategory, byType };
  }

  /**
   * The language of each of these users (that of their notifications), for a sender that writes a
   * part of the text itself (a day, a trip): one query. Group them with `byLanguage`.
   */
  languagesOf(userIds: readonly number[]): Promise<Map<number, string>> {
    return this.repository.languagesOf(userIds);
  }

  /** Every category with its three channels; what the user never changed is on. */
  preferencesOf(user: Pick<User, 'notificationPreferences'>): NotificationPreferencesDto {
    const stored = user.notificationPreferences ?? {};
    const preferences = Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((c) => [c, Object.fromEntries(NOTIFICATION_CHANNELS.map((ch) => [ch, stored[c]?.[ch] ?? true])) as NotificationChannels]),
    ) as PreferencesByCategoryDto;
    return { categories: [...NOTIFICATION_CATEGORIES], preferences };
  }

  async preferences(userId: number): Promise<NotificationPreferencesDto> {
    return this.preferencesOf(await this.user(userId));
  }

  private async user(userId: number): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError();
    return user;
  }

  async updatePreferences(userId: number, input: PreferencesInputDto): Promise<NotificationPreferencesDto> {
    const user = await this.user(userId);
    const merged: NotificationPreferences = { ...(this.preferencesOf(user).preferences as unknown as NotificationPreferences) };
    for (const category of NOTIFICATION_CATEGORIES) {
      const change = input[category as NotificationCategory];
      if (!change) continue;
      for (const channel of NOTIFICATION_CHANNELS) if (typeof change[channel] === 'boolean') merged[category][channel] = change[channel];
    }
    user.notificationPreferences = merged;
    await this.users.saveChanges();
    return this.preferencesOf(user);
  }
}
