import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EditionMapPointDto, EditionMapQuery, EditionSearchQuery } from './edition.dto';
import { Edition, EditionFavorite } from './edition.entity';
import { defineSql, one, query, run } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import { mapCountStatement, mapPointsStatement, searchStatement, starsStatement, versionStatement } from './edition-search';

type Row = Record<string, unknown>;

const FAVORITER_IDS = defineSql<{ user_id: number }>('EditionsRepository.favoriterIds', 'select user_id from edition_favorites where edition_id = :editionId');

const CLAIM_FAVORITE_REMINDERS = defineSql<{ edition_id: number; user_id: number; name: string }>(
  'EditionsRepository.claimFavoriteReminders',
  `with due as (
     insert into favorite_reminders (edition_id, user_id)
     select f.edition_id, f.user_id
     from edition_favorites f
     join editions e on e.id = f.edition_id
     join conventions c on c.id = e.convention_id
     where e.is_online and not c.is_archived and e.start_date between current_date + 2 and current_date + 3
     on conflict do nothing
     returning edition_id, user_id
   )
   select due.edition_id, due.user_id, e.name from due join editions e on e.id = due.edition_id order by due.edition_id, due.user_id`,
);

const RELEASE_FAVORITE_REMINDERS = defineSql('EditionsRepository.releaseFavoriteReminders', 'delete from favorite_reminders where edition_id = :editionId and user_id = any(:userIds::int[])');

const STAR = defineSql('EditionsRepository.star', 'insert into edition_favorites (user_id, edition_id) values (:userId, :editionId) on conflict do nothing');

/**
 * Every query of the editions module. The public search and map run the hand-written statements of
 * edition-search.ts over the narrow `edition_search` table (the documented exception to querying
 * through the ORM: they are the hottest reads of the product); the rest goes through the ORM.
 */
@Injectable()
export class EditionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The edition with its convention, which the access guard has just found: it exists. */
  get(id: number): Promise<Edition> {
    return this.em.findOneOrFail(Edition, { id }, { populate: ['convention'] });
  }

  /** A new edition, saved with the next flush. */
  create(conventionId: number, creatorId: number, fields: Pick<Edition, 'name' | 'startDate' | 'endDate'>): Edition {
    return this.em.create(Edition, { convention: conventionId, creator: creatorId, ...fields });
  }

  /** Loads the edition's convention (after its creation by id). */
  async withConvention(edition: Edition): Promise<Edition> {
    await this.em.populate(edition, ['convention']);
    return edition;
  }

  remove(edition: Edition): void {
    this.em.remove(edition);
  }

  /** A convention's editions, newest first, with their convention; the online ones only unless `withOffline`. */
  ofConvention(conventionId: number, withOffline: boolean): Promise<Edition[]> {
    return this.em.find(Edition, withOffline ? { convention: conventionId } : { convention: conventionId, isOnline: true }, { orderBy: { startDate: 'desc', id: 'desc' }, populate: ['convention'] });
  }

  /** The editions of these conventions, newest first. */
  ofConventions(conventionIds: readonly number[]): Promise<Edition[]> {
    if (!conventionIds.length) return Promise.resolve([]);
    return this.em.find(Edition, { convention: { $in: [...conventionIds] } }, { orderBy: { startDate: 'desc', id: 'desc' } });
  }

  /** The user's starred editions they may still see (online, convention not archived), soonest first. */
  favorites(userId: number): Promise<EditionFavorite[]> {
    return this.em.find(
      EditionFavorite,
      { user: userId, edition: { isOnline: true, convention: { isArchived: false } } },
      { populate: ['edition', 'edition.convention'], orderBy: { edition: { startDate: 'asc' } } },
    );
  }

  /** Who starred an edition. */
  async favoriterIds(editionId: number): Promise<number[]> {
    const rows = await query(this.em, FAVORITER_IDS, { editionId });
    return rows.map((r) => r.user_id);
  }

  /**
   * Records, in one statement, the reminders due (a starred edition, online, of a convention not
   * archived, starting in two or three days: a day missed is caught up) and not sent before;
   * answers them, with the edition's name, for the notifications to go out.
   */
  async claimFavoriteReminders(): Promise<{ edition_id: number; user_id: number; name: string }[]> {
    return query(this.em, CLAIM_FAVORITE_REMINDERS);
  }

  /** Gives reminders back (their notifications could not be sent): the next run sends them. */
  async releaseFavoriteReminders(editionId: number, userIds: readonly number[]): Promise<void> {
    await query(this.em, RELEASE_FAVORITE_REMINDERS, { editionId, userIds: intArray(userIds) });
  }

  /** Starring twice is harmless. */
  async star(userId: number, editionId: number): Promise<void> {
    await query(this.em, STAR, { userId, editionId });
  }

  async unstar(userId: number, editionId: number): Promise<void> {
    await this.em.nativeDelete(EditionFavorite, { user: userId, edition: editionId });
  }

  /** A page of the public search; always one row at least, carrying `total` and the data's `version`. */
  searchPage(query: EditionSearchQuery, today: string): Promise<Row[]> {
    return run(this.em, searchStatement(query, today));
  }

  /** Which of these editions the user starred, and the version of the public data: one row. */
  async starsAndVersion(userId: number, editionIds: number[]): Promise<{ starred: number[]; version: string }> {
    const call = starsStatement(userId, editionIds);
    return one(this.em, call.statement, call.params, call.parts);
  }

  /** The version of the public data alone. */
  async version(): Promise<number> {
    const row = await one(this.em, versionStatement().statement);
    return Number(row.version);
  }

  /** How many matches of the map have a position and how many have none, and the data's version. */
  async mapCounts(query: EditionMapQuery, today: string): Promise<{ located: number; unlocated: number; version: string }> {
    const call = mapCountStatement(query, today);
    return one(this.em, call.statement, call.params, call.parts);
  }

  mapPoints(query: EditionMapQuery, limit: number | undefined, today: string): Promise<EditionMapPointDto[]> {
    return run(this.em, mapPointsStatement(query, limit, today));
  }

  /** Commits the changes made through this repository (and the caller's unit of work). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
