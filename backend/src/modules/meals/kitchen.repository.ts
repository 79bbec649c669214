import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, query } from '../../core/database/sql';
import { EATERS, eatersParams } from './meal-eaters';
import { textArray } from '../../core/database/sql-params';
import type { AllergyRow, EaterRow, MealCountRow, ReminderCandidateRow } from './kitchen.dto';
import type { PickableMeal } from './kitchen-rules';
import { LOUD_SEVERITIES } from './kitchen-rules';

/** The meals of `meals` each with its eaters grouped by kind and diet (a meal nobody eats: one row, kind null), in the day's order. */
const countsOf = (meals: string) => `with meals as (${meals}), ${EATERS}
   select m.id as "mealId", m.date::text as date, m.meal_type as "mealType", m.enabled, e.kind, e.diet,
          count(e.kind)::int as total, count(e.consumed_at)::int as eaten, count(*) filter (where e.after_show)::int as "afterShow",
          count(*) filter (where e.severity = any(:loud::text[]))::int as "loudAllergies"
     from volunteer_meals m join meals on meals.id = m.id left join eaters e on e.meal_id = m.id
    group by m.id, e.kind, e.diet
    order by m.date, m.meal_type, e.kind, e.diet`;

const MEAL_COUNTS = defineSql<MealCountRow>('KitchenRepository.mealCounts', countsOf('select id from volunteer_meals where id = :mealId::int and edition_id = :editionId::int'), {
  prepared: true,
});

const DAY_COUNTS = defineSql<MealCountRow>('KitchenRepository.dayCounts', countsOf('select id from volunteer_meals where edition_id = :editionId and date = :date::date'));

/** Who has an allergy among a meal's eaters (the order is the rules'). */
const ALLERGIES = defineSql<AllergyRow>(
  'KitchenRepository.allergies',
  `with meals as (select id from volunteer_meals where id = :mealId::int and edition_id = :editionId::int), ${EATERS}
   select kind, name, trim(allergies) as allergies, severity from eaters where nullif(trim(allergies), '') is not null`,
  { prepared: true },
);

/** Every eater of a meal, for the CSV: by kind, then name. */
const EATERS_OF = defineSql<EaterRow>(
  'KitchenRepository.eaters',
  `with meals as (select id from volunteer_meals where id = :mealId and edition_id = :editionId), ${EATERS}
   select kind, name, diet, allergies, severity, after_show as "afterShow", consumed_at as "consumedAt"
     from eaters order by array_position(array['VOLUNTEER', 'ARTIST', 'TICKET_HOLDER'], kind), lower(name), name`,
  { moments: ['consumedAt'] },
);

const MEALS = defineSql<PickableMeal>(
  'KitchenRepository.meals',
  `select id, date::text as date, meal_type as "mealType", enabled from volunteer_meals where edition_id = :editionId order by date, meal_type`,
);

const MEAL = defineSql<PickableMeal>(
  'KitchenRepository.meal',
  `select id, date::text as date, meal_type as "mealType", enabled from volunteer_meals where id = :mealId and edition_id = :editionId`,
);

/**
 * The editions with meals on around :now (its UTC date, from the day before to two days after, which
 * covers tomorrow in every time zone), with their clock and those dates: the rules pick tomorrow.
 */
const REMINDER_CANDIDATES = defineSql<ReminderCandidateRow>(
  'KitchenRepository.reminderCandidates',
  `select e.id as "editionId", e.name as "editionName", e.time_zone as "timeZone", array_agg(distinct m.date::text order by m.date::text) as dates
     from volunteer_meals m join editions e on e.id = m.edition_id
    where m.enabled and m.date between (:now::timestamptz at time zone 'UTC')::date - 1 and (:now::timestamptz at time zone 'UTC')::date + 2
    group by e.id`,
);

/** Claims the evening reminder of an edition's day: the one run, on whatever replica, that inserts it sends it. */
const CLAIM_REMINDER = defineSql<{ id: number }>(
  'KitchenRepository.claimReminder',
  `insert into meal_kitchen_reminders (edition_id, date) values (:editionId, :date::date) on conflict (edition_id, date) do nothing returning id`,
);

const RELEASE_REMINDER = defineSql('KitchenRepository.releaseReminder', `delete from meal_kitchen_reminders where id = :id`);

/** The leaders of the edition's meal-validation teams (accepted applications). */
const MEAL_TEAM_LEADERS = defineSql<{ userId: number }>(
  'KitchenRepository.mealTeamLeaders',
  `select distinct v.user_id as "userId"
     from application_team_assignments ata
     join volunteer_teams t on t.id = ata.team_id
     join edition_volunteer_applications v on v.id = ata.application_id
    where t.edition_id = :editionId and t.is_meal_validation_team and ata.is_leader and v.status = 'ACCEPTED'
    order by 1`,
);

/** The kitchen's statements: counts, allergies and eaters of meals, and the evening reminder's claims. */
@Injectable()
export class KitchenRepository {
  constructor(private readonly em: EntityManager) {}

  meals(editionId: number): Promise<PickableMeal[]> {
    return query(this.em, MEALS, { editionId });
  }

  meal(editionId: number, mealId: number): Promise<PickableMeal | null> {
    return maybeOne(this.em, MEAL, { editionId, mealId });
  }

  /** The meal's groups of eaters; none when the edition has no such meal. */
  mealCounts(editionId: number, mealId: number): Promise<MealCountRow[]> {
    return query(this.em, MEAL_COUNTS, { editionId, mealId, ...eatersParams(), loud: textArray(LOUD_SEVERITIES) });
  }

  dayCounts(editionId: number, date: string): Promise<MealCountRow[]> {
    return query(this.em, DAY_COUNTS, { editionId, date, ...eatersParams(), loud: textArray(LOUD_SEVERITIES) });
  }

  allergies(editionId: number, mealId: number): Promise<AllergyRow[]> {
    return query(this.em, ALLERGIES, { editionId, mealId, ...eatersParams() });
  }

  eaters(editionId: number, mealId: number): Promise<EaterRow[]> {
    return query(this.em, EATERS_OF, { editionId, mealId, ...eatersParams() });
  }

  reminderCandidates(now: Date): Promise<ReminderCandidateRow[]> {
    return query(this.em, REMINDER_CANDIDATES, { now });
  }

  /** The claim's id, or null when another run has it. */
  async claimReminder(editionId: number, date: string): Promise<number | null> {
    return (await maybeOne(this.em, CLAIM_REMINDER, { editionId, date }))?.id ?? null;
  }

  async releaseReminder(id: number): Promise<void> {
    await query(this.em, RELEASE_REMINDER, { id });
  }

  async mealTeamLeaders(editionId: number): Promise<number[]> {
    return (await query(this.em, MEAL_TEAM_LEADERS, { editionId })).map((r) => r.userId);
  }
}
