import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { byLanguage, NotificationsService } from '../notifications/notifications.service';
import { ShowArtistsChanged } from './shows.events';
import { showWhen, type ShowFacts, type Tellings } from './shows-rules';

/** What each kind of telling says, and of which state of the show. */
const KINDS: readonly { kind: keyof Tellings; type: string; of: 'show' | 'before' }[] = [
  { kind: 'added', type: 'SUCCESS', of: 'show' },
  { kind: 'removed', type: 'WARNING', of: 'before' },
  { kind: 'moved', type: 'INFO', of: 'show' },
  { kind: 'cancelled', type: 'WARNING', of: 'before' },
];

/**
 * What artists are told about their shows, in their language (in-app and push), after the change
 * is committed: added to a show, taken off one, a show of theirs moved (start, duration or place)
 * or cancelled. The day and time are written in each recipient's language, on the edition's
 * clocks (its time zone), so recipients are notified by language. Each links to their artist space.
 */
@Injectable()
export class ShowsNotifications {
  private readonly logger = new Logger('ShowsNotifications');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly i18n: ServerI18n,
  ) {}

  @OnEvent(ShowArtistsChanged.event, { async: true, promisify: true })
  async changed(e: ShowArtistsChanged): Promise<void> {
    try {
      const languages = await this.notifications.languagesOf(KINDS.flatMap(({ kind }) => e.tell[kind]));
      for (const { kind, type, of } of KINDS) {
        for (const [language, userIds] of byLanguage(e.tell[kind], languages)) await this.send(e, kind, type, e[of], language, userIds);
      }
    } catch (error) {
      this.logger.error(`Could not tell the artists of show ${e.showId} (edition ${e.editionId}): ${(error as Error).message}`);
    }
  }

  private send(e: ShowArtistsChanged, kind: keyof Tellings, type: string, facts: ShowFacts, language: string, userIds: number[]) {
    return this.notifications.notify(userIds, {
      type,
      category: 'artist',
      titleKey: `notifications.artists.shows.${kind}.title`,
      messageKey: `notifications.artists.shows.${kind}.message`,
      translationParams: {
        show: facts.title,
        edition: e.editionName,
        when: showWhen(facts, language, e.timeZone),
        place: facts.location ?? this.i18n.t(language, 'notifications.artists.shows.noPlace'),
      },
      actionTextKey: 'notifications.artists.shows.action',
      actionUrl: `/editions/${e.editionId}/artist-space`,
      entityType: 'show',
      entityId: e.showId,
    });
  }
}
