import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { NotificationsService } from '../notifications/notifications.service';
import { ArtistAdded, ArtistResponsibleAssigned } from './records.events';

/**
 * What the records feature tells people, in their language (in-app and push), after the commit: an
 * artist that they are one of the edition's artists (added by an organiser, or their invitation
 * claimed), with a link to their artist space; a team member that they are in charge of an
 * artist's pickup or drop-off, with a link to the pickups list.
 */
@Injectable()
export class RecordsNotifications {
  private readonly logger = new Logger('RecordsNotifications');

  constructor(private readonly notifications: NotificationsService) {}

  private async send(userId: number, editionId: number, key: string, params: Record<string, string>, action: { key: string; url: string }): Promise<void> {
    try {
      await this.notifications.notify(userId, {
        type: 'INFO',
        category: 'artist',
        titleKey: `notifications.artists.records.${key}.title`,
        messageKey: `notifications.artists.records.${key}.message`,
        translationParams: params,
        actionTextKey: `notifications.artists.records.${action.key}`,
        actionUrl: action.url,
        entityType: 'edition',
        entityId: editionId,
      });
    } catch (error) {
      this.logger.error(`Could not tell user ${userId} (${key}, edition ${editionId}): ${(error as Error).message}`);
    }
  }

  @OnEvent(ArtistAdded.event, { async: true, promisify: true })
  added(e: ArtistAdded): Promise<void> {
    return this.send(e.userId, e.editionId, 'added', { edition: e.editionName }, { key: 'openArtistSpace', url: `/editions/${e.editionId}/artist-space` });
  }

  @OnEvent(ArtistResponsibleAssigned.event, { async: true, promisify: true })
  responsibleAssigned(e: ArtistResponsibleAssigned): Promise<void> {
    const key = `${e.kind}Assigned${e.location ? 'At' : ''}`;
    return this.send(
      e.userId,
      e.editionId,
      key,
      { edition: e.editionName, artist: e.artistName, location: e.location ?? '' },
      { key: 'openPickups', url: `/editions/${e.editionId}/gestion/artists/pickups` },
    );
  }
}
