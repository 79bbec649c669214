import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { NotificationsService } from '../notifications/notifications.service';
import { ApplicationCorrected, ApplicationStatusChanged, ApplicationTeamsChanged } from './applications.events';
import { ApplicationStatus } from './volunteer-fields';

const MY_APPLICATIONS = '/my-volunteer-applications';

/**
 * What a volunteer is told about their application, in their language (in-app and push), after the
 * organisers' change is committed: accepted (with the note), rejected, back to pending; the teams
 * they joined or lead; the answers an organiser corrected.
 */
@Injectable()
export class ApplicationNotifications {
  private readonly logger = new Logger('ApplicationNotifications');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly i18n: ServerI18n,
  ) {}

  private async send(userId: number, editionId: number, key: string, params: Record<string, string>, type = 'INFO'): Promise<void> {
    try {
      await this.notifications.notify(userId, {
        type,
        category: 'volunteer',
        titleKey: `notifications.volunteers.${key}.title`,
        messageKey: `notifications.volunteers.${key}.message`,
        translationParams: params,
        actionTextKey: 'notifications.volunteers.action',
        actionUrl: MY_APPLICATIONS,
        entityType: 'edition',
        entityId: editionId,
      });
    } catch (error) {
      this.logger.error(`Could not tell user ${userId} (${key}, edition ${editionId}): ${(error as Error).message}`);
    }
  }

  @OnEvent(ApplicationStatusChanged.event, { async: true, promisify: true })
  statusChanged(e: ApplicationStatusChanged): Promise<void> {
    if (e.status === ApplicationStatus.ACCEPTED) {
      return this.send(e.userId, e.editionId, e.acceptanceNote ? 'acceptedWithNote' : 'accepted', { edition: e.editionName, note: e.acceptanceNote ?? '' }, 'SUCCESS');
    }
    return this.send(e.userId, e.editionId, e.status === ApplicationStatus.REJECTED ? 'rejected' : 'pending', { edition: e.editionName });
  }

  @OnEvent(ApplicationTeamsChanged.event, { async: true, promisify: true })
  async teamsChanged(e: ApplicationTeamsChanged): Promise<void> {
    if (e.joined.length) await this.send(e.userId, e.editionId, 'joinedTeams', { edition: e.editionName, teams: e.joined.join(', ') }, 'SUCCESS');
    if (e.leading.length) await this.send(e.userId, e.editionId, 'leadingTeams', { edition: e.editionName, teams: e.leading.join(', ') }, 'SUCCESS');
  }

  @OnEvent(ApplicationCorrected.event, { async: true, promisify: true })
  corrected(e: ApplicationCorrected): Promise<void> {
    const fields = e.fields.map((f) => this.i18n.t(e.language, `notifications.volunteers.fields.${f}`)).join(', ');
    return this.send(e.userId, e.editionId, 'corrected', { edition: e.editionName, fields });
  }
}
