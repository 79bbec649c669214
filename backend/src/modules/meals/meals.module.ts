import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MEAL_ENTITIES } from './meal.entity';
import { MealsGridController } from './meals-grid.controller';
import { MealsGridNotifications } from './meals-grid-notifications';
import { MealsGridRepository } from './meals-grid.repository';
import { MealsGridService } from './meals-grid.service';

/** Meals: the grid of an edition, who eats what, the kitchen's lists and the canteen's validation (meals.*). */
@Module({
  imports: [MikroOrmModule.forFeature(MEAL_ENTITIES), AccessModule, NotificationsModule],
  controllers: [MealsGridController],
  providers: [MealsGridService, MealsGridRepository, MealsGridNotifications],
})
export class MealsModule {
  static readonly entities = MEAL_ENTITIES;
}
