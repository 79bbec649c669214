import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EditionMapPointDto, EditionMapQuery, EditionSearchQuery } from './edition.dto';
import { Edition, EditionFavorite } from './edition.entity';
import { mapCountStatement, mapPointsStatement, searchStatement, starsStatement, versionStatement, type Statement } from './edition-search';

type Row = Record<string, unknown>;

/**
 * Every query of the editions module. The public search and map run the hand-written statements of
 * edition-search.ts over the narrow `edition_search` table (the documented exception to querying
 * through the ORM: they are the hottest reads of the product); the rest goes through the ORM.
 */
@Injectable()
export class EditionsRepository {
  constructor(private readonly em: EntityManager) {}

  private run<T>({ sql, params }: Statement): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

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
    const rows = await this.em.getConnection().execute<{ user_id: number }[]>('select user_id from edition_favorites where edition_id = ?', [editionId]);
    return rows.map((r) => r.user_id);
  }

  /**
   * Records, in one statement, the reminders due (a starred edition, online, of a convention not
   * archived, starting in two or three days: a day missed is caught up) and not sent before;
   * answers them, with the edition's name, for the notifications to go out.
   */
  async claimFavoriteReminders(): Promise<{ edition_id: number; user_id: number; name: string }[]> {
    return this.em.getConnection().execute(
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
  }

  /** Gives reminders back (their notifications could not be sent): the next run sends them. */
  async releaseFavoriteReminders(editionId: number, userIds: readonly number[]): Promise<void> {
    await this.em.getConnection().execute('delete from favorite_reminders where edition_id = ? and user_id = any(?::int[])', [editionId, `{${userIds.join(',')}}`]);
  }

  /** Starring twice is harmless. */
  async star(userId: number, editionId: number): Promise<void> {
    await this.em.getConnection().execute('insert into edition_favorites (user_id, edition_id) values (?, ?) on conflict do nothing', [userId, editionId]);
  }

  async unstar(userId: number, editionId: number): Promise<void> {
    await this.em.nativeDelete(EditionFavorite, { user: userId, edition: editionId });
  }

  /** A page of the public search; always one row at least, carrying `total` and the data's `version`. */
  searchPage(query: EditionSearchQuery, today: string): Promise<Row[]> {
    return this.run<Row>(searchStatement(query, today));
  }

  /** Which of these editions the user starred, and the version of the public data: one row. */
  async starsAndVersion(userId: number, editionIds: number[]): Promise<{ starred: number[]; version: string }> {
    const [row] = await this.run<{ starred: number[]; version: string }>(starsStatement(userId, editionIds));
    return row!;
  }

  /** The version of the public data alone. */
  async version(): Promise<number> {
    const [row] = await this.run<{ version: string }>(versionStatement());
    return Number(row!.version);
  }

  /** How many matches of the map have a position and how many have none, and the data's version. */
  async mapCounts(query: EditionMapQuery, today: string): Promise<{ located: number; unlocated: number; version: string }> {
    const [counts] = await this.run<{ located: number; unlocated: number; version: string }>(mapCountStatement(query, today));
    return counts!;
  }

  mapPoints(query: EditionMapQuery, limit: number | undefined, today: string): Promise<EditionMapPointDto[]> {
    return this.run<EditionMapPointDto>(mapPointsStatement(query, limit, today));
  }

  /** Commits the changes made through this repository (and the caller's unit of work). */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
