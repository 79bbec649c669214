import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { MEAL_ENTITIES } from './meal.entity';
import { MealSelectionsModule } from './meal-selections.module';
import { MyMealsController } from './my-meals.controller';

/** Meals: the grid of an edition, who eats what, the kitchen's lists and the canteen's validation (meals.*). */
@Module({
  imports: [MikroOrmModule.forFeature(MEAL_ENTITIES), AccessModule, MealSelectionsModule],
  controllers: [MyMealsController],
  providers: [],
  exports: [MealSelectionsModule],
})
export class MealsModule {
  static readonly entities = MEAL_ENTITIES;
}
