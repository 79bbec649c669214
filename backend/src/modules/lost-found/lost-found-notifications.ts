import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { NotificationsService } from '../notifications/notifications.service';
import { LostFoundCommented } from './lost-found.events';

/**
 * What the lost and found tells people, in their language (in-app and push), after the commit: the
 * team member who recorded an item, that someone commented under it, with a link to the page.
 */
@Injectable()
export class LostFoundNotifications {
  private readonly logger = new Logger('LostFoundNotifications');

  constructor(private readonly notifications: NotificationsService) {}

  @OnEvent(LostFoundCommented.event, { async: true, promisify: true })
  async commented(e: LostFoundCommented): Promise<void> {
    try {
      await this.notifications.notify(e.recipientId, {
        type: 'INFO',
        category: 'other',
        titleKey: 'notifications.lostFound.commented.title',
        messageKey: 'notifications.lostFound.commented.message',
        translationParams: { edition: e.editionName, item: e.itemName, pseudo: e.commenterPseudo },
        actionTextKey: 'notifications.lostFound.open',
        actionUrl: `/editions/${e.editionId}/objets-trouves?item=${e.itemId}`,
        entityType: 'edition',
        entityId: e.editionId,
      });
    } catch (error) {
      this.logger.error(`Could not tell user ${e.recipientId} of a comment (item ${e.itemId}, edition ${e.editionId}): ${(error as Error).message}`);
    }
  }
}
