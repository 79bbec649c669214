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
  const days: GridDay[] = [];
  for (const meal of meals) {
    let day = days.at(-1);
    if (day?.date !== meal.date) days.push((day = { date: meal.date, meals: [], phases: [] }));
    day.meals.push(meal);
    for (const p of meal.phases) if (!day.phases.includes(p)) day.phases.push(p);
  }
  return days;
}

/** Meals a change would take from someone: the organiser confirms these. */
export const withEaters = (meals: readonly MealToRemove[]): MealToRemove[] => meals.filter((m) => m.eaters > 0);

/** Turning this meal off takes it from its eaters: confirm first. */
export const switchingOffNeedsConfirm = (meal: Pick<GridMeal, 'enabled' | 'eaters'>, on: boolean): boolean => meal.enabled && !on && meal.eaters > 0;

/** A plain day (YYYY-MM-DD) in the reader's language: the date is already on the edition's clock, read at noon UTC it stays that day. */
export function dayTitle(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
