import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { NotFoundError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { renderCalendar, type CalendarEvent } from '../../core/web/ical';
import { ProgrammeService } from '../artists/programme.service';
import { PlanningService } from '../volunteers/planning.service';
import { CalendarRepository, type FeedOwnerRow } from './calendar.repository';
import { WorkshopsRepository, type WorkshopRow } from './workshops.repository';

/** A feed secret (newSecret() makes 48 hex digits): anything else is unknown without asking the database. */
const FEED_TOKEN = /^[0-9a-f]{16,64}$/;

/** The event of a favourite workshop; `host` makes the UID unique to this site (stable: a calendar app updates it when the workshop moves). */
export function workshopEvent(w: WorkshopRow, owner: Pick<FeedOwnerRow, 'editionName' | 'editionCity'>, host: string, stamp: Date): CalendarEvent {
  return {
    uid: `workshop-${w.id}@${host}`,
    start: new Date(w.startDateTime),
    end: new Date(w.endDateTime),
    stamp,
    summary: w.title,
    description: [w.description, owner.editionName].filter(Boolean).join('\n\n'),
    location: [w.locationName ?? w.locationText, owner.editionCity].filter(Boolean).join(', ') || null,
  };
}

/**
 * A user's calendar feed of one edition, which calendar apps fetch without a session (the secret
 * in its URL is the key): their favourite workshops of the edition, their favourite shows of it
 * (the artists module's events) and their volunteer slots on it (the volunteers module's), in time
 * order, in the owner's language.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly repository: CalendarRepository,
    private readonly workshops: WorkshopsRepository,
    private readonly programme: ProgrammeService,
    private readonly planning: PlanningService,
    private readonly i18n: ServerI18n,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  calendarUrl(token: string): string {
    return `${this.config.publicUrl}/api/calendar/${token}.ics`;
  }

  /** The caller's feed address for the edition (its secret made the first time). */
  async feed(editionId: number, userId: number): Promise<string> {
    return this.calendarUrl(await this.repository.feedToken(editionId, userId));
  }

  /** A new secret for the caller's feed of the edition: the old address answers 404 from now on. */
  async renew(editionId: number, userId: number): Promise<string> {
    return this.calendarUrl(await this.repository.renewFeedToken(editionId, userId));
  }

  /** The feed of a secret (404 for an unknown one). */
  async calendar(token: string): Promise<string> {
    if (!FEED_TOKEN.test(token)) throw new NotFoundError();
    const owner = await this.repository.feedOwner(token);
    if (!owner) throw new NotFoundError();
    const host = new URL(this.config.publicUrl).host;
    const stamp = new Date();
    const [workshops, shows, slots] = await Promise.all([
      this.workshops.list(owner.editionId, owner.userId, { favoritesOf: owner.userId }),
      this.programme.calendarEvents(owner.editionId, owner.userId, owner.preferredLanguage, stamp),
      this.planning.calendarEvents(owner.editionId, owner.userId, { name: owner.editionName, location: owner.editionAddress }, stamp),
    ]);
    const events = [...workshops.map((w) => workshopEvent(w, owner, host, stamp)), ...shows, ...slots].sort(
      (a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid),
    );
    return renderCalendar({ product: 'Edition', name: this.i18n.t(owner.preferredLanguage, 'calendar.workshops.name', { edition: owner.editionName }), events });
  }
}
