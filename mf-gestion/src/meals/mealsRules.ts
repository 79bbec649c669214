import { formatDay } from '@festival/i18n/zoned';
import { mealsByDay } from '../shared/mealDays';
import type { GridMeal, MealToRemove } from './mealsApi';

/** The rules of the meal grid page: its days, what a change would take from people. */

export interface GridDay {
  date: string;
  meals: GridMeal[];
  /** The phases of the day's meals, in the order they come (a day's phase, and any an organiser added). */
  phases: GridMeal['phases'];
}

/** The grid by day, in the server's order (days, then breakfast, lunch, dinner). */
export function daysOf(meals: readonly GridMeal[]): GridDay[] {
  return mealsByDay(meals).map((day) => ({ ...day, phases: [...new Set(day.meals.flatMap((m) => m.phases))] }));
}

/** Meals a change would take from someone: the organiser confirms these. */
export const withEaters = (meals: readonly MealToRemove[]): MealToRemove[] => meals.filter((m) => m.eaters > 0);

/** Turning this meal off takes it from its eaters: confirm first. */
export const switchingOffNeedsConfirm = (meal: Pick<GridMeal, 'enabled' | 'eaters'>, on: boolean): boolean => meal.enabled && !on && meal.eaters > 0;

/** A plain day (YYYY-MM-DD, already on the edition's clock) in the reader's language, in full. */
export function dayTitle(date: string, language: string): string {
  return formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long' });
}
