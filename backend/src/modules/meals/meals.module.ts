import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { KitchenController } from './kitchen.controller';
import { KitchenRepository } from './kitchen.repository';
import { KitchenService } from './kitchen.service';
import { MEAL_ENTITIES } from './meal.entity';
import { MealKitchenReminder } from './meal-reminder.entity';
import { MealReminders } from './meal-reminders';
import { MealSelectionsModule } from './meal-selections.module';
import { MyMealsController } from './my-meals.controller';

const ENTITIES = [...MEAL_ENTITIES, MealKitchenReminder];

/** Meals: the grid of an edition, who eats what, the kitchen's lists and the canteen's validation (meals.*). */
@Module({
  imports: [MikroOrmModule.forFeature(ENTITIES), AccessModule, NotificationsModule, MealSelectionsModule],
  controllers: [MyMealsController, KitchenController],
  providers: [KitchenService, KitchenRepository, MealReminders],
  exports: [MealSelectionsModule],
})
export class MealsModule {
  static readonly entities = ENTITIES;
}
