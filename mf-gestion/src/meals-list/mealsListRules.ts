/**
 * The kitchen page's pure rules: what the address says (the meal, or the day view), the days and meals
 * to pick from, how far the service is, which allergies are loud.
 */
import type { Schemas } from '@festival/api-client';

type MealRef = Schemas['KitchenMealRefDto'];
type MealType = MealRef['mealType'];

export const MEAL_TYPES: readonly MealType[] = ['BREAKFAST', 'LUNCH', 'DINNER'];
export const EATER_KINDS = ['VOLUNTEER', 'ARTIST', 'TICKET_HOLDER'] as const;
export const DIETS = ['NONE', 'VEGETARIAN', 'VEGAN'] as const;

/** How often "eaten so far" is read again while the page is visible. */
export const EATEN_REFRESH_MS = 10_000;

/** What the address says: a meal (?meal=12) or a day for the cooks (?day=2027-05-15). */
export type KitchenView = { tab: 'meal'; mealId: number | null } | { tab: 'day'; day: string | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function kitchenViewOf(search: URLSearchParams): KitchenView {
  const day = search.get('day');
  if (day !== null) return { tab: 'day', day: DAY.test(day) ? day : null };
  const meal = Number(search.get('meal'));
  return { tab: 'meal', mealId: Number.isInteger(meal) && meal > 0 ? meal : null };
}

export function withKitchenView(view: KitchenView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.tab === 'day') search.set('day', view.day ?? '');
  else if (view.mealId !== null) search.set('meal', String(view.mealId));
  return search;
}

/** The days of the grid, in order, once each. */
export const daysOf = (meals: readonly MealRef[]): string[] => [...new Set(meals.map((m) => m.date))].sort();

/** The meal a day and a type name, if the grid holds it. */
export const mealAt = (meals: readonly MealRef[], day: string, type: MealType): MealRef | undefined => meals.find((m) => m.date === day && m.mealType === type);

/** The meal shown: the one the address names when the grid holds it, else the one on now or next, else the first. */
export function shownMeal(meals: readonly MealRef[], asked: number | null, current: number | null): MealRef | null {
  return meals.find((m) => m.id === asked) ?? meals.find((m) => m.id === current) ?? meals[0] ?? null;
}

/** The day shown in the day view: the one asked when the grid holds it, else the current meal's, else the first. */
export function shownDay(meals: readonly MealRef[], asked: string | null, current: number | null): string | null {
  const days = daysOf(meals);
  if (asked && days.includes(asked)) return asked;
  return meals.find((m) => m.id === current)?.date ?? days[0] ?? null;
}

/** Eaten of total as a whole percent (0 when nobody eats). */
export const eatenPercent = (eaten: number, total: number): number => (total > 0 ? Math.min(100, Math.round((eaten / total) * 100)) : 0);

/** The allergies the kitchen must not miss: shown loudly. */
export const isLoud = (severity: string | null): boolean => severity === 'CRITICAL' || severity === 'SEVERE';
