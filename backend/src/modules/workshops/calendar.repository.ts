import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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

/** The secrets of the users' calendar feeds, one per user and edition. */
@Injectable()
export class CalendarRepository {
  constructor(private readonly em: EntityManager) {}

  private sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(text, params);
  }

  /** The secret of the user's feed of the edition, made in the same statement when they have none yet (parallel calls make one). */
  async feedToken(editionId: number, userId: number): Promise<string> {
    const [row] = await this.sql<{ token: string }>(
      `insert into edition_calendar_feeds (edition_id, user_id, token) values (?, ?, ?)
       on conflict (edition_id, user_id) do update set token = edition_calendar_feeds.token
       returning token`,
      [editionId, userId, newSecret()],
    );
    return row!.token;
  }

  /** A new secret for the user's feed of the edition (made if they had none): the previous one opens nothing any more. */
  async renewFeedToken(editionId: number, userId: number): Promise<string> {
    const [row] = await this.sql<{ token: string }>(
      `insert into edition_calendar_feeds (edition_id, user_id, token) values (?, ?, ?)
       on conflict (edition_id, user_id) do update set token = excluded.token, created_at = now()
       returning token`,
      [editionId, userId, newSecret()],
    );
    return row!.token;
  }

  /** Whose feed a secret opens, with their language and the edition's name and place. */
  async feedOwner(token: string): Promise<FeedOwnerRow | null> {
    const [row] = await this.sql<FeedOwnerRow>(
      `select f.user_id as "userId", u.preferred_language as "preferredLanguage", e.id as "editionId", e.name as "editionName", nullif(e.city, '') as "editionCity",
              nullif(concat_ws(', ', nullif(e.address_line1, ''), nullif(e.address_line2, ''), nullif(concat_ws(' ', nullif(e.postal_code, ''), nullif(e.city, '')), ''), nullif(e.country, '')), '') as "editionAddress"
         from edition_calendar_feeds f join users u on u.id = f.user_id join editions e on e.id = f.edition_id
        where f.token = ?`,
      [token],
    );
    return row ?? null;
  }
}
