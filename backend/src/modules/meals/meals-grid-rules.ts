import { MEAL_TYPES, type MealPhase, type MealType } from './meal-fields';
import type { MealSlot } from './meal-rules';

/**
 * What a grid change does: the meals the dates call for that are missing, those outside the dates,
 * and which of them someone would lose. Pure rules of the grid's sync (meal-rules.ts's `gridOf`
 * says what the dates call for).
 */

/** A meal of the stored grid as the sync sees it. */
export interface StoredMeal {
  id: number;
  date: string;
  mealType: MealType;
  eaters: number;
}

/** A meal the dates call for that the grid lacks. */
export interface MealToAdd {
  date: string;
  mealType: MealType;
  phases: readonly MealPhase[];
}

export interface GridPlan {
  toAdd: MealToAdd[];
  toRemove: StoredMeal[];
}

const keyOf = (m: { date: string; mealType: MealType }) => `${m.date} ${m.mealType}`;

/** In the order of the days, then of a day's meals. */
export function byDateAndType<T extends { date: string; mealType: MealType }>(a: T, b: T): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : MEAL_TYPES.indexOf(a.mealType) - MEAL_TYPES.indexOf(b.mealType);
}

/** What brings the stored grid in step with the one the dates call for: a meal is matched by its day and type, never moved. */
export function planSync(stored: readonly StoredMeal[], wanted: readonly MealSlot[]): GridPlan {
  const have = new Set(stored.map(keyOf));
  const want = new Set(wanted.map(keyOf));
  return {
    toAdd: wanted.filter((m) => !have.has(keyOf(m))).map(({ date, mealType, phases }) => ({ date, mealType, phases })).sort(byDateAndType),
    toRemove: stored.filter((m) => !want.has(keyOf(m))).sort(byDateAndType),
  };
}

/** The meals of a change someone would lose: those with eaters, which the organiser must confirm. */
export const mealsWithEaters = (meals: readonly StoredMeal[]): StoredMeal[] => meals.filter((m) => m.eaters > 0);

/** A meal a volunteer held, read before it goes. */
export interface HeldMeal {
  userId: number;
  date: string;
  mealType: MealType;
}

/** The meals each volunteer loses, in the order of the days: one notice per person, naming them all. */
export function lostMealsByVolunteer(held: readonly HeldMeal[]): Map<number, { date: string; mealType: MealType }[]> {
  const lost = new Map<number, { date: string; mealType: MealType }[]>();
  for (const { userId, date, mealType } of held) {
    const meals = lost.get(userId) ?? [];
    if (!meals.some((m) => m.date === date && m.mealType === mealType)) meals.push({ date, mealType });
    lost.set(userId, meals);
  }
  for (const meals of lost.values()) meals.sort(byDateAndType);
  return lost;
}

/** Lost meals as a volunteer reads them, in their language: "Saturday, July 10 (lunch, dinner) and Sunday, July 11 (breakfast)". */
export function lostMealsText(meals: readonly { date: string; mealType: MealType }[], language: string, typeName: (type: MealType) => string): string {
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const days = new Map<string, string[]>();
  for (const m of meals) days.set(m.date, [...(days.get(m.date) ?? []), typeName(m.mealType)]);
  // A plain day read at noon UTC is that day whatever the zone of the edition: the date is already on its clock.
  return list([...days].map(([date, types]) => `${day.format(new Date(`${date}T12:00:00Z`))} (${types.join(', ')})`));
}
