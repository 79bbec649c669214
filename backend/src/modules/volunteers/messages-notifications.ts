import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { NotificationsService, type NotificationInput } from '../notifications/notifications.service';
import { VolunteerMessageReminded, VolunteerMessageSent } from './messages.events';

/** Where a recipient confirms they read a message (the notification's link). */
export const confirmPath = (editionId: number, groupId: number) => `/editions/${editionId}/volunteers/notification/${groupId}/confirm`;

/**
 * What the recipients of a group message are told (in-app, live and push), after it is stored: the
 * message itself as its sender wrote it (free text, not translated), with a link to confirm it in
 * their language; then, on a reminder, the same again to those who have not confirmed. One batch per
 * message or reminder, whatever the number of recipients.
 */
@Injectable()
export class MessageNotifications {
  private readonly logger = new Logger('MessageNotifications');

  constructor(private readonly notifications: NotificationsService) {}

  private async send(e: VolunteerMessageSent | VolunteerMessageReminded, input: Partial<NotificationInput>): Promise<void> {
    if (!e.userIds.length) return;
    try {
      await this.notifications.notify(
        e.userIds,
        {
          category: 'volunteer',
          titleText: e.title,
          messageText: e.message,
          actionTextKey: 'notifications.volunteers.messages.action',
          actionUrl: confirmPath(e.editionId, e.groupId),
          entityType: 'volunteer_message',
          entityId: e.groupId,
          ...input,
        },
        { source: 'volunteers', sentById: e.senderId },
      );
    } catch (error) {
      this.logger.error(`Could not tell the recipients of message ${e.groupId} (edition ${e.editionId}): ${(error as Error).message}`);
    }
  }

  @OnEvent(VolunteerMessageSent.event, { async: true, promisify: true })
  sent(e: VolunteerMessageSent): Promise<void> {
    return this.send(e, {});
  }

  @OnEvent(VolunteerMessageReminded.event, { async: true, promisify: true })
  reminded(e: VolunteerMessageReminded): Promise<void> {
    return this.send(e, { type: 'WARNING', titleKey: 'notifications.volunteers.messages.reminderTitle', translationParams: { title: e.title } });
  }
}
