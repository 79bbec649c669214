import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import type { MealPhase, MealType } from './meal-fields';
import type { GridMeal } from './meal-selections-rules';

/** What of an application decides its meals, and whether it is ACCEPTED. */
export interface VolunteerFactsRow {
  id: number;
  accepted: boolean;
  setupAvailability: boolean | null;
  eventAvailability: boolean | null;
  teardownAvailability: boolean | null;
  arrival: Date | null;
  departure: Date | null;
}

/** A selection of "my meals", with its meal. */
export interface MyMealRow {
  mealId: number;
  date: string;
  mealType: MealType;
  phases: MealPhase[];
  accepted: boolean;
  consumedAt: Date | null;
}

const FACT_COLUMNS = `a.id, a.status = 'ACCEPTED' as accepted, a.setup_availability as "setupAvailability", a.event_availability as "eventAvailability",
  a.teardown_availability as "teardownAvailability", a.arrival_date_time as arrival, a.departure_date_time as departure`;

const GRID = defineSql<GridMeal>(
  'MealSelectionsRepository.grid',
  `select id, to_char(date, 'YYYY-MM-DD') as date, meal_type as "mealType", enabled, phases::text[] as phases from volunteer_meals where edition_id = :editionId order by date, meal_type`,
);

const EDITION_CLOCK = defineSql<{ timeZone: string }>('MealSelectionsRepository.editionClock', 'select time_zone as "timeZone" from editions where id = :editionId');

// Locked for share: a decision or an edit under way on one of them is waited for, and then read as committed.
const EDITION_VOLUNTEERS = defineSql<VolunteerFactsRow>(
  'MealSelectionsRepository.editionVolunteers',
  `select ${FACT_COLUMNS} from edition_volunteer_applications a where a.edition_id = :editionId order by a.id for share`,
  { moments: ['arrival', 'departure'] },
);

const VOLUNTEER = defineSql<VolunteerFactsRow & { editionId: number; timeZone: string }>(
  'MealSelectionsRepository.volunteer',
  `select ${FACT_COLUMNS}, a.edition_id as "editionId", e.time_zone as "timeZone" from edition_volunteer_applications a join editions e on e.id = a.edition_id where a.id = :applicationId`,
  { moments: ['arrival', 'departure'] },
);

/**
 * Brings the selections in scope to the wanted (volunteer, meal) pairs in one statement: the
 * missing ones added (accepted), the unwanted unconsumed ones removed; a declined one still wanted
 * stays declined, an eaten one stays (history).
 */
const SYNC = defineSql<{ added: number; removed: number }>(
  'MealSelectionsRepository.sync',
  `with wanted as (select * from unnest(:volunteerIds::int[], :mealIds::int[]) as w(volunteer_id, meal_id)),
   removed as (
     delete from volunteer_meal_selections s
      where {{scope}} and s.consumed_at is null
        and not exists (select 1 from wanted w where w.volunteer_id = s.volunteer_id and w.meal_id = s.meal_id)
     returning 1),
   added as (
     insert into volunteer_meal_selections (volunteer_id, meal_id)
     select volunteer_id, meal_id from wanted order by volunteer_id, meal_id
     on conflict (volunteer_id, meal_id) do nothing
     returning 1)
   select (select count(*)::int from added) as added, (select count(*)::int from removed) as removed`,
  {
    parts: {
      scope: {
        volunteer: 's.volunteer_id = :applicationId',
        edition: 's.meal_id in (select id from volunteer_meals where edition_id = :editionId)',
      },
    },
  },
);

const MY_APPLICATION = defineSql<{ id: number; editionId: number; timeZone: string }>(
  'MealSelectionsRepository.myApplication',
  'select a.id, a.edition_id as "editionId", e.time_zone as "timeZone" from edition_volunteer_applications a join editions e on e.id = a.edition_id where a.id = :applicationId and a.user_id = :userId',
);

const MY_MEALS = defineSql<MyMealRow>(
  'MealSelectionsRepository.myMeals',
  `select s.meal_id as "mealId", to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.phases::text[] as phases, s.accepted, s.consumed_at as "consumedAt"
     from volunteer_meal_selections s join volunteer_meals m on m.id = s.meal_id
    where s.volunteer_id = :applicationId {{meal}}
    order by m.date, m.meal_type {{lock}}`,
  { parts: { meal: 'and s.meal_id = :mealId', lock: 'for update of s' }, moments: ['consumedAt'] },
);

const CHOOSE = defineSql('MealSelectionsRepository.choose', 'update volunteer_meal_selections set accepted = :accepted where volunteer_id = :applicationId and meal_id = :mealId');

/** The queries of volunteers' meal selections: keeping them in step with applications, and a volunteer's own meals. */
@Injectable()
export class MealSelectionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction, or in the caller's when there is one (a nested call is a savepoint). */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  /** The edition's meal grid, in the order of the days. */
  grid(editionId: number): Promise<GridMeal[]> {
    return query(this.em, GRID, { editionId });
  }

  /** The edition's time zone (null: no such edition). */
  async timeZone(editionId: number): Promise<string | null> {
    return (await maybeOne(this.em, EDITION_CLOCK, { editionId }))?.timeZone ?? null;
  }

  /** Every application of the edition with what decides its meals, locked for share until the transaction ends. */
  editionVolunteers(editionId: number): Promise<VolunteerFactsRow[]> {
    return query(this.em, EDITION_VOLUNTEERS, { editionId });
  }

  /** One application with what decides its meals and its edition's clock. */
  volunteer(applicationId: number): Promise<(VolunteerFactsRow & { editionId: number; timeZone: string }) | null> {
    return maybeOne(this.em, VOLUNTEER, { applicationId });
  }

  /** Brings one application's selections, or all of an edition's, to these wanted pairs. */
  sync(scope: { applicationId: number } | { editionId: number }, wanted: readonly { volunteerId: number; mealId: number }[]): Promise<{ added: number; removed: number }> {
    const pairs = { volunteerIds: intArray(wanted.map((w) => w.volunteerId)), mealIds: intArray(wanted.map((w) => w.mealId)) };
    return 'applicationId' in scope
      ? one(this.em, SYNC, { ...pairs, applicationId: scope.applicationId }, { scope: 'volunteer' })
      : one(this.em, SYNC, { ...pairs, editionId: scope.editionId }, { scope: 'edition' });
  }

  /** The user's own application (null when it is someone else's or unknown). */
  myApplication(userId: number, applicationId: number): Promise<{ id: number; editionId: number; timeZone: string } | null> {
    return maybeOne(this.em, MY_APPLICATION, { userId, applicationId });
  }

  /** The application's selections with their meals, by day and meal. */
  myMeals(applicationId: number): Promise<MyMealRow[]> {
    return query(this.em, MY_MEALS, { applicationId });
  }

  /** One selection of the application, locked until the transaction ends (the canteen's validation waits for it). */
  lockedMeal(applicationId: number, mealId: number): Promise<MyMealRow | null> {
    return maybeOne(this.em, MY_MEALS, { applicationId, mealId }, { meal: true, lock: true });
  }

  async choose(applicationId: number, mealId: number, accepted: boolean): Promise<void> {
    await query(this.em, CHOOSE, { applicationId, mealId, accepted });
  }
}
