import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import type { ArtistMealRow, ArtistStayRow, GridMealRow } from './artist-meals.dto';

/** The artists whose meals are worked out (one, or every artist of an edition), with their stay and their edition's clock. */
const STAYS = defineSql<ArtistStayRow>(
  'ArtistMealsRepository.stays',
  `select ea.id, ea.edition_id as "editionId", ea.arrival_date_time as arrival, ea.departure_date_time as departure, e.time_zone as "timeZone"
     from edition_artists ea join editions e on e.id = ea.edition_id
    where {{which}}`,
  { parts: { which: { artist: 'ea.id = :artistId', edition: 'ea.edition_id = :editionId' } }, moments: ['arrival', 'departure'] },
);

/** The edition's grid as the rules read it. */
const GRID = defineSql<GridMealRow>(
  'ArtistMealsRepository.grid',
  `select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled, m.phases::text[] as phases
     from volunteer_meals m where m.edition_id = :editionId order by m.date, m.meal_type`,
);

/**
 * The selections of these artists made exactly the pairs wanted, in one statement: a missing pair is
 * added (accepted), an unconsumed selection not wanted is deleted; a declined one stays declined and
 * a consumed one stays whatever the stay says.
 */
const KEEP_IN_STEP = defineSql(
  'ArtistMealsRepository.keepInStep',
  `with wanted as (select * from jsonb_to_recordset(:pairs::jsonb) as w(artist_id int, meal_id int)),
   gone as (
     delete from artist_meal_selections s where s.artist_id = any(:artistIds::int[]) and s.consumed_at is null
        and not exists (select 1 from wanted w where w.artist_id = s.artist_id and w.meal_id = s.meal_id))
   insert into artist_meal_selections (artist_id, meal_id) select w.artist_id, w.meal_id from wanted w
   on conflict (artist_id, meal_id) do nothing`,
);

const MEAL_COLUMNS = `s.meal_id as "mealId", to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", s.accepted, s.after_show as "afterShow", s.consumed_at as "consumedAt"`;

/** An artist's meals in the order of the days (the artist of the edition, by id or by their account). */
const MEALS = defineSql<ArtistMealRow>(
  'ArtistMealsRepository.meals',
  `select ${MEAL_COLUMNS}
     from artist_meal_selections s join volunteer_meals m on m.id = s.meal_id join edition_artists ea on ea.id = s.artist_id
    where ea.edition_id = :editionId and {{whose}}
    order by m.date, m.meal_type`,
  { parts: { whose: { artist: 'ea.id = :artistId', user: 'ea.user_id = :userId' } }, moments: ['consumedAt'] },
);

/** Whether the edition has a meal on: without one, meals are off. */
const MEALS_ON = defineSql<{ on: boolean }>(
  'ArtistMealsRepository.mealsOn',
  `select exists (select 1 from volunteer_meals where edition_id = :editionId and enabled) as on`,
);

/** Whether the artist is one of the edition's (by id, or the caller's own record). */
const ARTIST = defineSql<{ id: number }>(
  'ArtistMealsRepository.artist',
  `select ea.id from edition_artists ea where ea.edition_id = :editionId and {{whose}}`,
  { parts: { whose: { artist: 'ea.id = :artistId', user: 'ea.user_id = :userId' } } },
);

/** Changes what is given of one selection of an artist of the edition: one statement, its row back (none: no such meal of theirs). */
const UPDATE = defineSql<ArtistMealRow>(
  'ArtistMealsRepository.update',
  `with s as (
     update artist_meal_selections x set accepted = coalesce(:accepted::boolean, x.accepted), after_show = coalesce(:afterShow::boolean, x.after_show)
       from edition_artists ea
      where x.artist_id = :artistId and x.meal_id = :mealId and ea.id = x.artist_id and ea.edition_id = :editionId
      returning x.*)
   select ${MEAL_COLUMNS} from s join volunteer_meals m on m.id = s.meal_id`,
  { moments: ['consumedAt'] },
);

/** Every query of the artists' meals: their stays and the grid, the selections kept in step in one statement, an artist's meals and a change of one. */
@Injectable()
export class ArtistMealsRepository {
  constructor(private readonly em: EntityManager) {}

  stays(which: { artistId: number } | { editionId: number }): Promise<ArtistStayRow[]> {
    return 'artistId' in which ? query(this.em, STAYS, which, { which: 'artist' }) : query(this.em, STAYS, which, { which: 'edition' });
  }

  grid(editionId: number): Promise<GridMealRow[]> {
    return query(this.em, GRID, { editionId });
  }

  async keepInStep(artistIds: readonly number[], pairs: readonly { artistId: number; mealId: number }[]): Promise<void> {
    if (!artistIds.length) return;
    await query(this.em, KEEP_IN_STEP, { artistIds: intArray(artistIds), pairs: JSON.stringify(pairs.map((p) => ({ artist_id: p.artistId, meal_id: p.mealId }))) });
  }

  meals(editionId: number, whose: { artistId: number } | { userId: number }): Promise<ArtistMealRow[]> {
    return 'artistId' in whose ? query(this.em, MEALS, { editionId, ...whose }, { whose: 'artist' }) : query(this.em, MEALS, { editionId, ...whose }, { whose: 'user' });
  }

  async mealsOn(editionId: number): Promise<boolean> {
    return (await maybeOne(this.em, MEALS_ON, { editionId }))?.on === true;
  }

  async artistExists(editionId: number, whose: { artistId: number } | { userId: number }): Promise<boolean> {
    const row = 'artistId' in whose ? await maybeOne(this.em, ARTIST, { editionId, ...whose }, { whose: 'artist' }) : await maybeOne(this.em, ARTIST, { editionId, ...whose }, { whose: 'user' });
    return row !== null;
  }

  update(editionId: number, artistId: number, mealId: number, change: { accepted: boolean | null; afterShow: boolean | null }): Promise<ArtistMealRow | null> {
    return maybeOne(this.em, UPDATE, { editionId, artistId, mealId, ...change });
  }
}
