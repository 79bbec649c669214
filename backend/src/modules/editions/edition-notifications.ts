import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Cron } from '@nestjs/schedule';
import { ScheduledJobs } from '../../core/jobs/scheduled-jobs';
import { NotificationsService } from '../notifications/notifications.service';
import { EditionPublished } from './edition.events';
import { EditionsRepository } from './editions.repository';

/**
 * What those who starred an edition are told, in their language (in-app and push): that it was
 * published, and, by a daily job run once across replicas, that it starts in about three days
 * (once per user and edition, however often the job runs).
 */
@Injectable()
export class EditionNotifications {
  private readonly logger = new Logger('EditionNotifications');

  constructor(
    private readonly repository: EditionsRepository,
    private readonly notifications: NotificationsService,
    private readonly scheduled: ScheduledJobs,
  ) {}

  @OnEvent(EditionPublished.event, { async: true, promisify: true })
  async published(event: EditionPublished): Promise<void> {
    try {
      const userIds = await this.repository.favoriterIds(event.editionId);
      if (userIds.length === 0) return;
      await this.notifications.notify(userIds, {
        type: 'SUCCESS',
        category: 'edition',
        titleKey: 'notifications.editionPublished.title',
        messageKey: 'notifications.editionPublished.message',
        translationParams: { edition: event.name },
        actionTextKey: 'notifications.edition.action',
        actionUrl: `/editions/${event.editionId}`,
        entityType: 'edition',
        entityId: event.editionId,
      });
    } catch (error) {
      this.logger.error(`Could not tell the favoriters of edition ${event.editionId}: ${(error as Error).message}`);
    }
  }

  /** Every morning at 9 (server time), on one replica. */
  @Cron('0 9 * * *', { name: 'favorite-reminders' })
  daily(): Promise<boolean> {
    return this.scheduled.once('favorite-reminders', () => this.remindFavorites());
  }

  /**
   * Sends the reminders due; answers how many were claimed. An edition whose sending fails gives
   * its claims back (the next run retries them) without holding up the others; the run then fails.
   */
  async remindFavorites(): Promise<number> {
    const due = await this.repository.claimFavoriteReminders();
    const byEdition = new Map<number, { name: string; userIds: number[] }>();
    for (const row of due) {
      const entry = byEdition.get(row.edition_id) ?? { name: row.name, userIds: [] };
      entry.userIds.push(row.user_id);
      byEdition.set(row.edition_id, entry);
    }
    let failure: unknown = null;
    for (const [editionId, { name, userIds }] of byEdition) {
      try {
        await this.notifications.notify(userIds, {
          category: 'reminder',
          titleKey: 'notifications.favoriteReminder.title',
          messageKey: 'notifications.favoriteReminder.message',
          translationParams: { edition: name },
          actionTextKey: 'notifications.edition.action',
          actionUrl: `/editions/${editionId}`,
          entityType: 'edition',
          entityId: editionId,
        });
      } catch (error) {
        await this.repository.releaseFavoriteReminders(editionId, userIds);
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return due.length;
  }
}
