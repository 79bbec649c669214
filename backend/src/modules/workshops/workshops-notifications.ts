import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ScheduledJobs } from '../../core/jobs/scheduled-jobs';
import { NotificationsService } from '../notifications/notifications.service';
import { WorkshopsRepository } from './workshops.repository';
import { WORKSHOP_REMINDER_MINUTES } from './workshops-rules';

/**
 * What users are told about the workshops they starred, in their language (in-app and push, as
 * their 'workshop' preferences say): by a job run every minute once across replicas, that one
 * starts in about 30 minutes (once per favourite; again when the workshop moves).
 */
@Injectable()
export class WorkshopsNotifications {
  constructor(
    private readonly repository: WorkshopsRepository,
    private readonly notifications: NotificationsService,
    private readonly scheduled: ScheduledJobs,
  ) {}

  /** Every minute, on one replica. */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'workshop-reminders' })
  everyMinute(): Promise<boolean> {
    return this.scheduled.once('workshop-reminders', () => this.remindDue());
  }

  /**
   * Sends the reminders due; answers how many were claimed. A notification that cannot be sent
   * gives its claim back (the next run retries it, while the workshop has not started); the run then fails.
   */
  async remindDue(): Promise<number> {
    const due = await this.repository.claimDueReminders(WORKSHOP_REMINDER_MINUTES);
    let failure: unknown = null;
    for (const row of due) {
      try {
        await this.notifications.notify(row.userId, {
          category: 'workshop',
          titleKey: 'notifications.workshops.reminder.title',
          messageKey: row.place ? 'notifications.workshops.reminder.messageAt' : 'notifications.workshops.reminder.message',
          translationParams: { workshop: row.title, edition: row.editionName, minutes: WORKSHOP_REMINDER_MINUTES, ...(row.place ? { place: row.place } : {}) },
          actionTextKey: 'notifications.workshops.reminder.action',
          actionUrl: `/editions/${row.editionId}/workshops`,
          entityType: 'workshop',
          entityId: row.workshopId,
        });
      } catch (error) {
        await this.repository.releaseReminder(row.userId, row.workshopId);
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return due.length;
  }
}
