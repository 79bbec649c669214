import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import { starSql, unstarSql, type StarTables } from '../../core/database/edition-stars';
import { newSecret } from '../../core/crypto/new-secret';
import { showArtistsSql } from './artists.repository';

/** A user's stars on the edition's shows. */
const STARS: StarTables = { rows: 'shows', stars: 'show_favorites', rowColumn: 'show_id' };

/**
 * SQL: the names the artists of the show `s` go by, by name (nothing else of them: no e-mail, no
 * record); `exceptArtistId`: leave that artist out (the artist's own space lists the others).
 */
export const showArtistNamesSql = (exceptArtistId?: string): string =>
  `coalesce((select array_agg(n.name order by lower(n.name), n.name) from (${showArtistsSql(exceptArtistId)}) n where n.name is not null), '{}')`;

/** SQL: what anyone may read of a show `s`: title, description, start, end (start plus duration), duration, place. */
export const SHOW_SELECT = `s.id, s.title, s.description, ${isoSql('s.start_date_time')} as "startDateTime",
  ${isoSql('s.start_date_time + make_interval(mins => s.duration)')} as "endDateTime", s.duration, s.location`;

/** SQL: a show `s` of the programme as ProgrammeShowRow reads it (without isFavorite). */
const PROGRAMME_SHOW_SELECT = `${SHOW_SELECT}, ${showArtistNamesSql()} as artists`;

/** A show `s` as SHOW_SELECT reads it. */
export interface PublicShowRow {
  id: number;
  title: string;
  description: string | null;
  startDateTime: string;
  endDateTime: string;
  duration: number;
  location: string | null;
}

export interface ProgrammeShowRow extends PublicShowRow {
  artists: string[];
  isFavorite: boolean;
}

export interface FavoriteShowRow extends ProgrammeShowRow {
  editionId: number;
  editionName: string;
  editionCity: string | null;
  editionTimeZone: string;
  conventionName: string;
}

export interface FeedOwnerRow {
  userId: number;
  preferredLanguage: string;
}

const PROGRAMME = defineSql<ProgrammeShowRow>(
  'ProgrammeRepository.programme',
  `select ${PROGRAMME_SHOW_SELECT}, {{favorite}} as "isFavorite" from shows s where s.edition_id = :editionId order by s.start_date_time, s.id`,
  { parts: { favorite: { visitor: 'false', user: 'exists (select 1 from show_favorites f where f.show_id = s.id and f.user_id = :userId)' } } },
);

const STAR = defineSql<{ found: boolean }>('ProgrammeRepository.star', starSql(STARS));
const UNSTAR = defineSql<{ found: boolean }>('ProgrammeRepository.unstar', unstarSql(STARS));

const FAVORITE_SHOWS = defineSql<FavoriteShowRow>(
  'ProgrammeRepository.favoriteShows',
  `select ${PROGRAMME_SHOW_SELECT}, true as "isFavorite", e.id as "editionId", e.name as "editionName", e.city as "editionCity", e.time_zone as "editionTimeZone", c.name as "conventionName"
     from show_favorites f
     join shows s on s.id = f.show_id
     join editions e on e.id = s.edition_id
     join conventions c on c.id = e.convention_id
    where f.user_id = :userId {{edition}}
      and ((e.is_online and not c.is_archived)
           or c.author_id = f.user_id
           or exists (select 1 from convention_collaborators cc where cc.convention_id = c.id and cc.user_id = f.user_id)
           or exists (select 1 from edition_artists me where me.edition_id = e.id and me.user_id = f.user_id))
    order by s.start_date_time, s.id`,
  { parts: { edition: 'and e.id = :editionId' } },
);

const FEED_TOKEN = defineSql<{ token: string }>(
  'ProgrammeRepository.feedToken',
  `insert into show_calendar_feeds (user_id, token) values (:userId, :token)
   on conflict (user_id) do update set token = show_calendar_feeds.token
   returning token`,
);

const RENEW_FEED_TOKEN = defineSql<{ token: string }>(
  'ProgrammeRepository.renewFeedToken',
  `insert into show_calendar_feeds (user_id, token) values (:userId, :token)
   on conflict (user_id) do update set token = excluded.token, created_at = now()
   returning token`,
);

const FEED_OWNER = defineSql<FeedOwnerRow>(
  'ProgrammeRepository.feedOwner',
  'select f.user_id as "userId", u.preferred_language as "preferredLanguage" from show_calendar_feeds f join users u on u.id = f.user_id where f.token = :token',
);

/**
 * Every query of the public programme: an edition's shows in time order with their artists' names,
 * the stars users give them, a user's starred shows across editions and their calendar feed's secret.
 */
@Injectable()
export class ProgrammeRepository {
  constructor(private readonly em: EntityManager) {}

  /** The edition's shows in time order, each with its artists' names and whether the user starred it (visitors: never): one query. */
  programme(editionId: number, userId: number | null): Promise<ProgrammeShowRow[]> {
    return userId === null ? query(this.em, PROGRAMME, { editionId }, { favorite: 'visitor' }) : query(this.em, PROGRAMME, { editionId, userId }, { favorite: 'user' });
  }

  /** Stars a show of the edition (starring twice is harmless, parallel stars make one row); false when the edition has no such show. */
  async star(editionId: number, showId: number, userId: number): Promise<boolean> {
    return (await one(this.em, STAR, { rowId: showId, editionId, userId })).found;
  }

  /** Takes the star off a show of the edition (none is harmless); false when the edition has no such show. */
  async unstar(editionId: number, showId: number, userId: number): Promise<boolean> {
    return (await one(this.em, UNSTAR, { rowId: showId, editionId, userId })).found;
  }

  /**
   * The shows the user starred, in time order, on the editions they may still see (online of a
   * convention not archived; or one of their convention's team, or an artist of it), with their
   * edition: one query. `editionId`: of that edition only (its calendar feed).
   */
  favoriteShows(userId: number, editionId?: number): Promise<FavoriteShowRow[]> {
    return editionId === undefined ? query(this.em, FAVORITE_SHOWS, { userId }) : query(this.em, FAVORITE_SHOWS, { userId, editionId }, { edition: true });
  }

  /** The secret of the user's calendar feed, made in the same statement when they have none yet. */
  async feedToken(userId: number): Promise<string> {
    return (await one(this.em, FEED_TOKEN, { userId, token: newSecret() })).token;
  }

  /** A new secret for the user's calendar feed (made if they had none): the previous one opens nothing any more. */
  async renewFeedToken(userId: number): Promise<string> {
    return (await one(this.em, RENEW_FEED_TOKEN, { userId, token: newSecret() })).token;
  }

  /** Whose feed a secret opens, with their language. */
  async feedOwner(token: string): Promise<FeedOwnerRow | null> {
    return maybeOne(this.em, FEED_OWNER, { token });
  }
}
