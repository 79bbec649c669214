import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ArtistMealsController } from './artist-meals.controller';
import { ArtistMealsRepository } from './artist-meals.repository';
import { ArtistMealsService } from './artist-meals.service';
import { KitchenController } from './kitchen.controller';
import { KitchenRepository } from './kitchen.repository';
import { KitchenService } from './kitchen.service';
import { GateModule } from '../gate/gate.module';
import { CanteenController } from './canteen.controller';
import { CanteenRepository } from './canteen.repository';
import { CanteenService } from './canteen.service';
import { MEAL_ENTITIES } from './meal.entity';
import { MealKitchenReminder } from './meal-reminder.entity';
import { MealReminders } from './meal-reminders';
import { MealSelectionsModule } from './meal-selections.module';
import { MealsGridController } from './meals-grid.controller';
import { MealsGridNotifications } from './meals-grid-notifications';
import { MealsGridRepository } from './meals-grid.repository';
import { MealsGridService } from './meals-grid.service';
import { MyMealsController } from './my-meals.controller';
import { TicketMealsRepository } from './ticket-meals.repository';
import { TicketMealsService } from './ticket-meals.service';

const ENTITIES = [...MEAL_ENTITIES, MealKitchenReminder];

/**
 * Meals: the grid of an edition, who eats what, the kitchen's lists and the canteen's validation (meals.*).
 * The artists and ticketing modules import this one (their records and items keep meals in step in
 * their own transactions), so it imports neither of them: it reads their tables in SQL. The volunteers'
 * selections live in MealSelectionsModule, which the volunteers module imports.
 */
@Module({
  imports: [MikroOrmModule.forFeature(ENTITIES), AccessModule, NotificationsModule, MealSelectionsModule, GateModule],
  controllers: [MealsGridController, MyMealsController, KitchenController, ArtistMealsController, CanteenController],
  providers: [MealsGridService, MealsGridRepository, MealsGridNotifications, KitchenService, KitchenRepository, MealReminders, ArtistMealsRepository, ArtistMealsService, TicketMealsRepository, TicketMealsService, CanteenService, CanteenRepository],
  exports: [MealSelectionsModule, ArtistMealsService, TicketMealsService],
})
export class MealsModule {
  static readonly entities = ENTITIES;
}
