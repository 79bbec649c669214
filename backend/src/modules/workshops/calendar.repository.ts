import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one } from '../../core/database/sql';
import { newSecret } from '../../core/crypto/new-secret';

/** Whose feed a secret opens, on which edition, with what its events say of the edition. */
export interface FeedOwnerRow {
  userId: number;
  preferredLanguage: string;
  editionId: number;
  editionName: string;
  editionCity: string | null;
  /** The edition's address on one line (null when it has none). */
  editionAddress: string | null;
}

const FEED_TOKEN = defineSql<{ token: string }>(
  'CalendarRepository.feedToken',
  `insert into edition_calendar_feeds (edition_id, user_id, token) values (:editionId, :userId, :token)
   on conflict (edition_id, user_id) do update set token = edition_calendar_feeds.token
   returning token`,
);

const RENEW_FEED_TOKEN = defineSql<{ token: string }>(
  'CalendarRepository.renewFeedToken',
  `insert into edition_calendar_feeds (edition_id, user_id, token) values (:editionId, :userId, :token)
   on conflict (edition_id, user_id) do update set token = excluded.token, created_at = now()
   returning token`,
);

const FEED_OWNER = defineSql<FeedOwnerRow>(
  'CalendarRepository.feedOwner',
  `select f.user_id as "userId", u.preferred_language as "preferredLanguage", e.id as "editionId", e.name as "editionName", nullif(e.city, '') as "editionCity",
          nullif(concat_ws(', ', nullif(e.address_line1, ''), nullif(e.address_line2, ''), nullif(concat_ws(' ', nullif(e.postal_code, ''), nullif(e.city, '')), ''), nullif(e.country, '')), '') as "editionAddress"
     from edition_calendar_feeds f join users u on u.id = f.user_id join editions e on e.id = f.edition_id
    where f.token = :token`,
);

/** The secrets of the users' calendar feeds, one per user and edition. */
@Injectable()
export class CalendarRepository {
  constructor(private readonly em: EntityManager) {}

  /** The secret of the user's feed of the edition, made in the same statement when they have none yet (parallel calls make one). */
  async feedToken(editionId: number, userId: number): Promise<string> {
    return (await one(this.em, FEED_TOKEN, { editionId, userId, token: newSecret() })).token;
  }

  /** A new secret for the user's feed of the edition (made if they had none): the previous one opens nothing any more. */
  async renewFeedToken(editionId: number, userId: number): Promise<string> {
    return (await one(this.em, RENEW_FEED_TOKEN, { editionId, userId, token: newSecret() })).token;
  }

  /** Whose feed a secret opens, with their language and the edition's name and place. */
  async feedOwner(token: string): Promise<FeedOwnerRow | null> {
    return maybeOne(this.em, FEED_OWNER, { token });
  }
}
