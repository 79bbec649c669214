import { fromWallClock, nextDay, parseDay } from '../../core/time/zoned';
import { MealType } from './meal-fields';
import { PART_OF_DAY_STARTS, volunteerEats, type MealSlot, type VolunteerMealFacts } from './meal-rules';

/**
 * A volunteer's selections kept in step with their application, and what they may still change:
 * pure rules over meal-rules.ts, shared by the sync of selections and "my meals".
 */

/** A meal of the grid with its id. */
export interface GridMeal extends MealSlot {
  id: number;
}

/** The ids of the meals an accepted volunteer is eligible for (a volunteer not accepted: none). */
export function eligibleMealIds(meals: readonly GridMeal[], volunteer: VolunteerMealFacts & { accepted: boolean }, timeZone: string): number[] {
  if (!volunteer.accepted) return [];
  return meals.filter((meal) => volunteerEats(meal, volunteer, timeZone)).map((meal) => meal.id);
}

/**
 * The local hour a meal is over: the end of the part of the day it belongs to in the eligibility
 * table (arriving before 11:00 still gets breakfast, before 14:00 lunch), dinner at midnight.
 */
export const MEAL_ENDS: Record<MealType, number | null> = {
  BREAKFAST: PART_OF_DAY_STARTS.NOON,
  LUNCH: PART_OF_DAY_STARTS.AFTERNOON,
  DINNER: null,
};

/** The moment a meal is over, on the edition's clock. */
export function mealEndsAt(meal: Pick<MealSlot, 'date' | 'mealType'>, timeZone: string): Date {
  const hour = MEAL_ENDS[meal.mealType];
  const day = parseDay(hour === null ? nextDay(meal.date) : meal.date);
  return fromWallClock({ ...day, hour: hour ?? 0, minute: 0, second: 0 }, timeZone);
}

/** Why a volunteer may no longer decline or take back a meal: eaten, or over; null while they may. */
export function mealChangeRefusal(selection: { consumedAt: Date | null }, meal: Pick<MealSlot, 'date' | 'mealType'>, now: Date, timeZone: string): 'CONSUMED' | 'PAST' | null {
  if (selection.consumedAt) return 'CONSUMED';
  if (now.getTime() >= mealEndsAt(meal, timeZone).getTime()) return 'PAST';
  return null;
}
