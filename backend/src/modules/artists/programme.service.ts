import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { NotFoundError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { toPublicShowDto, type FavoriteShowDto, type ProgrammeShowDto } from './programme.dto';
import type { CalendarEvent } from '../../core/web/ical';
import { favoriteShowsCalendar, showEvent, type FeedTexts } from './programme-ical';
import { ProgrammeRepository, type FavoriteShowRow, type ProgrammeShowRow } from './programme.repository';

/** A feed secret (newSecret() makes 48 hex digits): anything else is unknown without asking the database. */
const FEED_TOKEN = /^[0-9a-f]{16,64}$/;

/** One mapper for a show of the programme, whoever reads it. */
export function toProgrammeShowDto(r: ProgrammeShowRow): ProgrammeShowDto {
  return { ...toPublicShowDto(r), artists: r.artists, isFavorite: r.isFavorite };
}

function toFavoriteShowDto(r: FavoriteShowRow): FavoriteShowDto {
  return { ...toProgrammeShowDto(r), edition: { id: r.editionId, name: r.editionName, conventionName: r.conventionName, timeZone: r.editionTimeZone } };
}

/**
 * The public programme of an edition, the shows users star, and the calendar feed of a user's
 * starred shows (every edition), which calendar apps fetch without a session (the secret in its
 * URL is the key).
 */
@Injectable()
export class ProgrammeService {
  constructor(
    private readonly repository: ProgrammeRepository,
    private readonly i18n: ServerI18n,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The edition's shows in time order; for a signed-in caller, which ones they starred: one query. */
  async programme(editionId: number, userId: number | null): Promise<ProgrammeShowDto[]> {
    return (await this.repository.programme(editionId, userId)).map(toProgrammeShowDto);
  }

  /** Stars or unstars a show of the edition (idempotent); 404 for a show of another edition. */
  async setFavorite(editionId: number, showId: number, userId: number, on: boolean): Promise<void> {
    const found = on ? await this.repository.star(editionId, showId, userId) : await this.repository.unstar(editionId, showId, userId);
    if (!found) throw new NotFoundError();
  }

  /** The caller's starred shows in time order, across the editions they may still see. */
  async favorites(userId: number): Promise<FavoriteShowDto[]> {
    return (await this.repository.favoriteShows(userId)).map(toFavoriteShowDto);
  }

  calendarUrl(token: string): string {
    return `${this.config.publicUrl}/api/shows/calendar/${token}.ics`;
  }

  /** The caller's feed address (its secret made the first time). */
  async calendarFeed(userId: number): Promise<string> {
    return this.calendarUrl(await this.repository.feedToken(userId));
  }

  /** A new secret for the caller's feed: the old address answers 404 from now on. */
  async renewCalendarFeed(userId: number): Promise<string> {
    return this.calendarUrl(await this.repository.renewFeedToken(userId));
  }

  /** The feed of a secret (404 for an unknown one), in its owner's language. */
  async calendar(token: string): Promise<string> {
    if (!FEED_TOKEN.test(token)) throw new NotFoundError();
    const owner = await this.repository.feedOwner(token);
    if (!owner) throw new NotFoundError();
    const shows = await this.repository.favoriteShows(owner.userId);
    return favoriteShowsCalendar(shows, this.feedTexts(owner.preferredLanguage), new URL(this.config.publicUrl).host, new Date());
  }

  /** The user's favourite shows of one edition as calendar events, in their language (the edition's own feed, made by the workshops module). */
  async calendarEvents(editionId: number, userId: number, lng: string, stamp: Date): Promise<CalendarEvent[]> {
    const shows = await this.repository.favoriteShows(userId, editionId);
    const host = new URL(this.config.publicUrl).host;
    return shows.map((show) => showEvent(show, this.feedTexts(lng), host, stamp));
  }

  private feedTexts(lng: string): FeedTexts {
    return {
      name: this.i18n.t(lng, 'calendar.artists.programme.name'),
      artists: (names: string) => this.i18n.t(lng, 'calendar.artists.programme.artists', { names }),
    };
  }
}
