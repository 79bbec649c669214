/**
 * The enumerations and constants of meals, declared once: the DTOs, the rules and, through the
 * generated client, the screens derive from these.
 */

/** Spec section 4. */
export enum MealType {
  BREAKFAST = 'BREAKFAST',
  LUNCH = 'LUNCH',
  DINNER = 'DINNER',
}

/** When a meal falls: SETUP before the edition starts, EVENT during it, TEARDOWN after it. A volunteer eats a meal of a phase they are available for. */
export enum MealPhase {
  SETUP = 'SETUP',
  EVENT = 'EVENT',
  TEARDOWN = 'TEARDOWN',
}

/** The meal types in the order of a day. */
export const MEAL_TYPES = [MealType.BREAKFAST, MealType.LUNCH, MealType.DINNER] as const;

/**
 * The checkpoint of `gate_entries` where a meal is eaten: the canteen reuses the gate's validations
 * (device ids, one in force per person and checkpoint, undo, history) with one checkpoint per meal.
 */
export const mealCheckpoint = (mealId: number): string => `MEAL:${mealId}`;
