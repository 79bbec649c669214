import { AllergySeverity, DietaryPreference } from '../../core/validation/diet';
import { localDayOf, nextDay, wallClock } from '../../core/time/zoned';
import { MEAL_TYPES, MealType } from './meal-fields';

/**
 * What the kitchen reads of a meal: who eats it by kind and diet, the allergies to watch (the worst
 * first), which meal the cooks are on now, and when the meal-validation leaders hear of tomorrow.
 */

/** Who eats: a volunteer, an artist, a ticket holder (whose ticket includes the meal). */
export enum MealEaterKind {
  VOLUNTEER = 'VOLUNTEER',
  ARTIST = 'ARTIST',
  TICKET_HOLDER = 'TICKET_HOLDER',
}

export const MEAL_EATER_KINDS = [MealEaterKind.VOLUNTEER, MealEaterKind.ARTIST, MealEaterKind.TICKET_HOLDER] as const;
export const DIETS = [DietaryPreference.NONE, DietaryPreference.VEGETARIAN, DietaryPreference.VEGAN] as const;

/** A diet the person never gave (ticket holders are never asked) is cooked as no particular diet. */
export function dietOf(value: string | null | undefined): DietaryPreference {
  return DIETS.find((d) => d === value) ?? DietaryPreference.NONE;
}

/** The worst first: the kitchen reads a list from its top. An allergy without a severity comes last. */
export const SEVERITY_ORDER: readonly AllergySeverity[] = [AllergySeverity.CRITICAL, AllergySeverity.SEVERE, AllergySeverity.MODERATE, AllergySeverity.LIGHT];

/** The severities shown loudly, and counted in the evening reminder. */
export const LOUD_SEVERITIES: readonly string[] = [AllergySeverity.CRITICAL, AllergySeverity.SEVERE];

const severityRank = (severity: string | null): number => {
  const rank = SEVERITY_ORDER.indexOf(severity as AllergySeverity);
  return rank < 0 ? SEVERITY_ORDER.length : rank;
};

/** Allergies CRITICAL, SEVERE, MODERATE, LIGHT (then none given), then by name (case and accents aside), then kind. */
export function sortAllergies<A extends { severity: string | null; name: string; kind: string }>(allergies: readonly A[]): A[] {
  return [...allergies].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.kind.localeCompare(b.kind),
  );
}

/** A group of eaters of a meal as counted by the database: one kind, one diet as stored (null: never given). */
export interface EaterGroup {
  kind: string;
  diet: string | null;
  total: number;
  eaten: number;
  afterShow: number;
  loudAllergies: number;
}

export interface KitchenCounts {
  /** Per kind, per diet (every kind and diet present, zeros included). */
  byKind: Record<MealEaterKind, Record<DietaryPreference, number>>;
  /** Per diet, every kind together. */
  byDiet: Record<DietaryPreference, number>;
  total: number;
  eaten: number;
  afterShow: number;
  loudAllergies: number;
}

const zeroDiets = (): Record<DietaryPreference, number> => ({ NONE: 0, VEGETARIAN: 0, VEGAN: 0 });

/** Folds the database's groups into the kitchen's table: every kind × diet, an unknown diet counted as none. */
export function countsOf(groups: readonly EaterGroup[]): KitchenCounts {
  const counts: KitchenCounts = {
    byKind: { VOLUNTEER: zeroDiets(), ARTIST: zeroDiets(), TICKET_HOLDER: zeroDiets() },
    byDiet: zeroDiets(),
    total: 0,
    eaten: 0,
    afterShow: 0,
    loudAllergies: 0,
  };
  for (const g of groups) {
    const kind = MEAL_EATER_KINDS.find((k) => k === g.kind);
    if (!kind) continue;
    const diet = dietOf(g.diet);
    counts.byKind[kind][diet] += g.total;
    counts.byDiet[diet] += g.total;
    counts.total += g.total;
    counts.eaten += g.eaten;
    counts.afterShow += g.afterShow;
    counts.loudAllergies += g.loudAllergies;
  }
  return counts;
}

/** Local hours (on the edition's clock) when a meal's service is over: the kitchen's page then moves to the next. */
export const MEAL_SERVICE_ENDS: Record<MealType, number> = { BREAKFAST: 11, LUNCH: 15, DINNER: 24 };

/** A meal of the grid as the picker sees it. */
export interface PickableMeal {
  id: number;
  date: string;
  mealType: MealType;
  enabled: boolean;
}

const mealOrder = (m: PickableMeal) => `${m.date}:${MEAL_TYPES.indexOf(m.mealType)}`;

/**
 * The meal the kitchen's page opens on: the meal on now or the next one (meals that are on only); after
 * the last, the last; no meal on, none.
 */
export function currentOrNextMeal<M extends PickableMeal>(meals: readonly M[], now: Date, timeZone: string): M | null {
  const on = meals.filter((m) => m.enabled).sort((a, b) => mealOrder(a).localeCompare(mealOrder(b)));
  const today = localDayOf(now, timeZone);
  const hour = wallClock(now, timeZone).hour;
  return on.find((m) => m.date > today || (m.date === today && hour < MEAL_SERVICE_ENDS[m.mealType])) ?? on[on.length - 1] ?? null;
}

/** Local hour from which the meal-validation leaders are told of tomorrow's meals. */
export const KITCHEN_REMINDER_HOUR = 18;

/** The day the evening reminder is about at `now` on the edition's clock: tomorrow from 18:00, else none yet. */
export function reminderDay(now: Date, timeZone: string): string | null {
  return wallClock(now, timeZone).hour >= KITCHEN_REMINDER_HOUR ? nextDay(localDayOf(now, timeZone)) : null;
}
