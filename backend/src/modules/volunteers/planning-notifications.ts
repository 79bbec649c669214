import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ScheduledJobs } from '../../core/jobs/scheduled-jobs';
import { NotificationsService } from '../notifications/notifications.service';
import { VolunteerMoved, VolunteersAssigned, VolunteersUnassigned } from './planning.events';
import { PlanningRepository } from './planning.repository';

/** How long before a slot its volunteers are reminded. */
export const REMINDER_MINUTES = 30;

/** Where a volunteer sees their slots. */
const MY_SPACE = '/my-volunteer-applications';

/**
 * What volunteers are told about their slots, in their language (in-app and push): that they were
 * put on one, taken off one or moved from one to another (after the commit), and, by a job run every minute once across
 * replicas, that one of their slots starts in about 30 minutes (once per assignment).
 */
@Injectable()
export class PlanningNotifications {
  private readonly logger = new Logger('PlanningNotifications');

  constructor(
    private readonly repository: PlanningRepository,
    private readonly notifications: NotificationsService,
    private readonly scheduled: ScheduledJobs,
  ) {}

  @OnEvent(VolunteersAssigned.event, { async: true, promisify: true })
  async assigned(event: VolunteersAssigned): Promise<void> {
    try {
      const labels = await this.repository.slotLabels(event.slotId);
      if (!labels) return;
      await this.notifications.notify([...event.userIds], {
        type: 'SUCCESS',
        category: 'volunteer',
        titleKey: 'notifications.volunteers.planning.assigned.title',
        messageKey: 'notifications.volunteers.planning.assigned.message',
        translationParams: { slot: labels.title, team: labels.teamName, edition: labels.editionName },
        actionTextKey: 'notifications.volunteers.planning.action',
        actionUrl: MY_SPACE,
        entityType: 'volunteer_time_slot',
        entityId: event.slotId,
      });
    } catch (error) {
      this.logger.error(`Could not tell the volunteers of slot ${event.slotId}: ${(error as Error).message}`);
    }
  }

  @OnEvent(VolunteersUnassigned.event, { async: true, promisify: true })
  async unassigned(event: VolunteersUnassigned): Promise<void> {
    try {
      await this.notifications.notify([...event.userIds], {
        type: 'WARNING',
        category: 'volunteer',
        titleKey: 'notifications.volunteers.planning.unassigned.title',
        messageKey: 'notifications.volunteers.planning.unassigned.message',
        translationParams: { slot: event.labels.title, team: event.labels.teamName, edition: event.labels.editionName },
        actionTextKey: 'notifications.volunteers.planning.action',
        actionUrl: MY_SPACE,
        entityType: 'edition',
        entityId: event.editionId,
      });
    } catch (error) {
      this.logger.error(`Could not tell volunteers of edition ${event.editionId} they left a slot: ${(error as Error).message}`);
    }
  }

  @OnEvent(VolunteerMoved.event, { async: true, promisify: true })
  async moved(event: VolunteerMoved): Promise<void> {
    try {
      const labels = await this.repository.slotLabels(event.slotId);
      if (!labels) return;
      await this.notifications.notify(event.userId, {
        type: 'INFO',
        category: 'volunteer',
        titleKey: 'notifications.volunteers.planning.moved.title',
        messageKey: 'notifications.volunteers.planning.moved.message',
        translationParams: { slot: labels.title, team: labels.teamName, edition: labels.editionName, from: event.from.title, fromTeam: event.from.teamName },
        actionTextKey: 'notifications.volunteers.planning.action',
        actionUrl: MY_SPACE,
        entityType: 'volunteer_time_slot',
        entityId: event.slotId,
      });
    } catch (error) {
      this.logger.error(`Could not tell volunteer ${event.userId} of their move to slot ${event.slotId}: ${(error as Error).message}`);
    }
  }

  /** Every minute, on one replica. */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'volunteer-slot-reminders' })
  everyMinute(): Promise<boolean> {
    return this.scheduled.once('volunteer-slot-reminders', () => this.remindDue());
  }

  /**
   * Sends the reminders due; answers how many were claimed. A notification that cannot be sent
   * gives its claim back (the next run retries it, while the slot has not started); the run then fails.
   */
  async remindDue(): Promise<number> {
    const due = await this.repository.claimDueReminders(REMINDER_MINUTES);
    let failure: unknown = null;
    for (const row of due) {
      try {
        await this.notifications.notify(row.userId, {
          category: 'reminder',
          titleKey: 'notifications.volunteers.planning.reminder.title',
          messageKey: 'notifications.volunteers.planning.reminder.message',
          translationParams: { slot: row.title, team: row.teamName, edition: row.editionName, minutes: REMINDER_MINUTES },
          actionTextKey: 'notifications.volunteers.planning.action',
          actionUrl: MY_SPACE,
          entityType: 'volunteer_time_slot',
          entityId: row.slotId,
        });
      } catch (error) {
        await this.repository.releaseReminders([row.assignmentId]);
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return due.length;
  }
}
