import type { MealType } from './meal-fields';

/** What the meal grid tells the rest of the system, after its commit. */

/** Meals that volunteers held were removed from the grid or turned off: each volunteer (user id) with the meals they lost. */
export class VolunteerMealsLost {
  static readonly event = 'meals.grid.volunteerMealsLost';
  constructor(
    readonly editionId: number,
    readonly editionName: string,
    readonly lost: ReadonlyMap<number, readonly { date: string; mealType: MealType }[]>,
  ) {}
}
