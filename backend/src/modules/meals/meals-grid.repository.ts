import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import { MealPhase, type MealType } from './meal-fields';
import { EATERS, eatersParams } from './meal-eaters';
import type { HeldMeal, MealToAdd } from './meals-grid-rules';

/** The phases in the order of an edition. */
const MEAL_PHASES = [MealPhase.SETUP, MealPhase.EVENT, MealPhase.TEARDOWN];

/** A meal of the grid with how many hold it and how many ate it. */
export interface GridMealRow {
  id: number;
  date: string;
  mealType: MealType;
  enabled: boolean;
  phases: MealPhase[];
  returnableItemIds: number[];
  eaters: number;
  eaten: number;
}

/** What the dates of an edition's grid are read from. */
export interface GridDatesRow {
  startDate: string;
  endDate: string;
  timeZone: string;
  setupStart: Date | null;
  teardownEnd: Date | null;
}

/** The meals of `meals` (a CTE of ids) with their returnable items, how many hold them and how many ate them (who eats: meal-eaters.ts). */
const gridOf = (meals: string, where: string) => `with meals as (${meals}), ${EATERS},
     counts as (select meal_id, count(*)::int as eaters, count(consumed_at)::int as eaten from eaters group by meal_id)
   select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled, m.phases::text[] as phases,
          coalesce((select array_agg(r.returnable_item_id order by r.returnable_item_id) from volunteer_meal_returnable_items r where r.meal_id = m.id), '{}')::int[] as "returnableItemIds",
          coalesce(c.eaters, 0) as eaters, coalesce(c.eaten, 0) as eaten
     from volunteer_meals m left join counts c on c.meal_id = m.id
    where ${where}`;

const GRID = defineSql<GridMealRow>(
  'MealsGridRepository.grid',
  gridOf('select id from volunteer_meals where edition_id = :editionId', 'm.edition_id = :editionId order by m.date, m.meal_type'),
);
const MEAL = defineSql<GridMealRow>(
  'MealsGridRepository.meal',
  gridOf('select id from volunteer_meals where edition_id = :editionId and id = :mealId', 'm.edition_id = :editionId and m.id = :mealId'),
);

const GRID_DATES = defineSql<GridDatesRow>(
  'MealsGridRepository.gridDates',
  `select to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate", e.time_zone as "timeZone",
          s.volunteers_setup_start_date as "setupStart", s.volunteers_teardown_end_date as "teardownEnd"
     from editions e left join edition_volunteer_settings s on s.edition_id = e.id
    where e.id = :editionId`,
  { moments: ['setupStart', 'teardownEnd'] },
);

/** The edition's grid changes take turns on this lock (until the transaction ends): a plan is made and applied on the grid it read. */
const LOCK_GRID = defineSql('MealsGridRepository.lockGrid', `select pg_advisory_xact_lock(hashtext('volunteer_meals'), :editionId::int)`);

/** The unique (edition, date, meal type) keeps a meal added twice (a double click, two organisers) once. */
const ADD_MEALS = defineSql<{ id: number }>(
  'MealsGridRepository.addMeals',
  `insert into volunteer_meals (edition_id, date, meal_type, phases)
   select :editionId::int, r.date, r.meal_type::meal_type, r.phases::meal_phase[]
     from jsonb_to_recordset(:meals::jsonb) as r(date date, meal_type text, phases text[])
   on conflict (edition_id, date, meal_type) do nothing
   returning id`,
);

const REMOVE_MEALS = defineSql('MealsGridRepository.removeMeals', 'delete from volunteer_meals where edition_id = :editionId and id = any(:mealIds::int[])');

/** The volunteers holding these meals (read before the meals go: the selections go with them). */
const VOLUNTEER_HOLDERS = defineSql<HeldMeal>(
  'MealsGridRepository.volunteerHolders',
  `select a.user_id as "userId", to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType"
     from volunteer_meal_selections s
     join volunteer_meals m on m.id = s.meal_id
     join edition_volunteer_applications a on a.id = s.volunteer_id
    where m.edition_id = :editionId and m.id = any(:mealIds::int[]) and s.accepted
    order by a.user_id, m.date, m.meal_type`,
);

const SET_MEAL = defineSql(
  'MealsGridRepository.setMeal',
  `update volunteer_meals set enabled = coalesce(:enabled::boolean, enabled), phases = coalesce(:phases::meal_phase[], phases), updated_at = now()
    where edition_id = :editionId and id = :mealId`,
);

const EDITION_RETURNABLE_ITEMS = defineSql<{ id: number }>(
  'MealsGridRepository.editionReturnableItems',
  'select id from ticketing_returnable_items where edition_id = :editionId and id = any(:ids::int[])',
);

const SET_RETURNABLE_ITEMS = defineSql(
  'MealsGridRepository.setReturnableItems',
  `with gone as (delete from volunteer_meal_returnable_items where meal_id = :mealId and not (returnable_item_id = any(:ids::int[])))
   insert into volunteer_meal_returnable_items (meal_id, returnable_item_id) select :mealId, unnest(:ids::int[])
   on conflict (meal_id, returnable_item_id) do nothing`,
);

const EDITION_NAME = defineSql<{ name: string }>('MealsGridRepository.editionName', 'select name from editions where id = :editionId');

/** Every query of the meal grid: the meals with their counts, the dates they follow, adding and removing meals, a meal's settings and items. */
@Injectable()
export class MealsGridRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (this repository's statements join it through the context). */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  /** The edition's meals in the order of the days, then of a day's meals (the enum's order). */
  grid(editionId: number): Promise<GridMealRow[]> {
    return query(this.em, GRID, { editionId, ...eatersParams() });
  }

  meal(editionId: number, mealId: number): Promise<GridMealRow | null> {
    return maybeOne(this.em, MEAL, { editionId, mealId, ...eatersParams() });
  }

  gridDates(editionId: number): Promise<GridDatesRow> {
    return one(this.em, GRID_DATES, { editionId });
  }

  async lockGrid(editionId: number): Promise<void> {
    await query(this.em, LOCK_GRID, { editionId });
  }

  async addMeals(editionId: number, meals: readonly MealToAdd[]): Promise<number> {
    if (!meals.length) return 0;
    const rows = meals.map((m) => ({ date: m.date, meal_type: m.mealType, phases: m.phases }));
    return (await query(this.em, ADD_MEALS, { editionId, meals: JSON.stringify(rows) })).length;
  }

  async removeMeals(editionId: number, mealIds: readonly number[]): Promise<void> {
    if (mealIds.length) await query(this.em, REMOVE_MEALS, { editionId, mealIds: intArray(mealIds) });
  }

  volunteerHolders(editionId: number, mealIds: readonly number[]): Promise<HeldMeal[]> {
    return mealIds.length ? query(this.em, VOLUNTEER_HOLDERS, { editionId, mealIds: intArray(mealIds) }) : Promise.resolve([]);
  }

  /** Sets what is given (null keeps it). */
  async setMeal(editionId: number, mealId: number, change: { enabled?: boolean; phases?: readonly MealPhase[] }): Promise<void> {
    // Stored in the order of an edition's phases, whatever order they came in.
    const phases = change.phases ? `{${MEAL_PHASES.filter((p) => change.phases!.includes(p)).join(',')}}` : null;
    await query(this.em, SET_MEAL, { editionId, mealId, enabled: change.enabled ?? null, phases });
  }

  /** Of these ids, those of the edition's returnable items. */
  async editionReturnableItems(editionId: number, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    return new Set((await query(this.em, EDITION_RETURNABLE_ITEMS, { editionId, ids: intArray(ids) })).map((r) => r.id));
  }

  /** The meal's returnable items become exactly these. */
  async setReturnableItems(mealId: number, ids: readonly number[]): Promise<void> {
    await query(this.em, SET_RETURNABLE_ITEMS, { mealId, ids: intArray(ids) });
  }

  async editionName(editionId: number): Promise<string> {
    return (await one(this.em, EDITION_NAME, { editionId })).name;
  }
}
