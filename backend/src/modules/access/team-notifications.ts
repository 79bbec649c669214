import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { CollaboratorAdded, CollaboratorRightsChanged } from './access.events';

/** Where a collaborator sees their conventions and what they may do there. */
const MY_CONVENTIONS = '/my-conventions';

/**
 * Tells a collaborator, in their language, that they joined a convention's team or that their
 * rights there changed (in-app and push, through the notifications service). Runs after the
 * change is committed; a failure is logged and undoes nothing.
 */
@Injectable()
export class TeamNotifications {
  private readonly logger = new Logger('TeamNotifications');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  @OnEvent(CollaboratorAdded.event, { async: true, promisify: true })
  added(event: CollaboratorAdded): Promise<void> {
    return this.tell(event, 'added');
  }

  @OnEvent(CollaboratorRightsChanged.event, { async: true, promisify: true })
  rightsChanged(event: CollaboratorRightsChanged): Promise<void> {
    return this.tell(event, 'rightsChanged');
  }

  private async tell(event: CollaboratorAdded | CollaboratorRightsChanged, what: 'added' | 'rightsChanged'): Promise<void> {
    if (event.userId === event.actorId) return;
    try {
      const actor = await this.users.findById(event.actorId);
      await this.notifications.notify(event.userId, {
        category: 'system',
        titleKey: `notifications.team.${what}.title`,
        messageKey: `notifications.team.${what}.message`,
        translationParams: { convention: event.conventionName, actor: actor?.pseudo ?? '' },
        actionTextKey: 'notifications.team.action',
        actionUrl: MY_CONVENTIONS,
        entityType: 'convention',
        entityId: event.conventionId,
      });
    } catch (error) {
      this.logger.error(`Could not tell user ${event.userId} (${what}, convention ${event.conventionId}): ${(error as Error).message}`);
    }
  }
}
