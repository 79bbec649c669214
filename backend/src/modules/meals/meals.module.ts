import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { GateModule } from '../gate/gate.module';
import { CanteenController } from './canteen.controller';
import { CanteenRepository } from './canteen.repository';
import { CanteenService } from './canteen.service';
import { MEAL_ENTITIES } from './meal.entity';

/** Meals: the grid of an edition, who eats what, the kitchen's lists and the canteen's validation (meals.*). */
@Module({
  imports: [MikroOrmModule.forFeature(MEAL_ENTITIES), AccessModule, GateModule],
  controllers: [CanteenController],
  providers: [CanteenService, CanteenRepository],
})
export class MealsModule {
  static readonly entities = MEAL_ENTITIES;
}
