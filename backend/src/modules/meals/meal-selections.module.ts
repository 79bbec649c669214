import { Module } from '@nestjs/common';
import { MealSelectionsRepository } from './meal-selections.repository';
import { MealSelections } from './meal-selections.service';

/**
 * Volunteers' meal selections on their own: the volunteers' module keeps them in step inside its
 * transactions and the meals module reads and refreshes them, so both import this one (neither
 * imports the other: no cycle). MealsModule re-exports it.
 */
@Module({
  providers: [MealSelectionsRepository, MealSelections],
  exports: [MealSelections],
})
export class MealSelectionsModule {}
