import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AccessService } from '../access/access.service';
import { NotificationsService } from '../notifications/notifications.service';
import { SyncStartedFailing } from './sync.events';
import { SyncRepository } from './sync.repository';

/**
 * What the ticketing team is told about the sync, in their language (in-app and push): that the
 * HelloAsso import of their edition stopped working (a scheduled run fails in the night, a
 * secret was revoked…), once, with a link to the connection page that says why.
 */
@Injectable()
export class SyncNotifications {
  private readonly logger = new Logger('SyncNotifications');

  constructor(
    private readonly repository: SyncRepository,
    private readonly access: AccessService,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEvent(SyncStartedFailing.event, { async: true, promisify: true })
  async startedFailing(event: SyncStartedFailing): Promise<void> {
    try {
      const [userIds, edition] = await Promise.all([this.access.teamHoldersOf(event.editionId, 'manageTicketing'), this.repository.editionName(event.editionId)]);
      if (!userIds.length || edition === null) return;
      await this.notifications.notify(userIds, {
        type: 'ERROR',
        category: 'ticketing',
        titleKey: 'notifications.ticketing.syncFailing.title',
        messageKey: 'notifications.ticketing.syncFailing.message',
        translationParams: { edition },
        actionTextKey: 'notifications.ticketing.syncFailing.action',
        actionUrl: `/editions/${event.editionId}/gestion/ticketing/external`,
        entityType: 'edition',
        entityId: event.editionId,
      });
    } catch (error) {
      this.logger.error(`Could not tell the ticketing team of edition ${event.editionId} that its sync fails: ${(error as Error).message}`);
    }
  }
}
