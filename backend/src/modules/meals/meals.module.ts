import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ArtistMealsController } from './artist-meals.controller';
import { ArtistMealsRepository } from './artist-meals.repository';
import { ArtistMealsService } from './artist-meals.service';
import { MEAL_ENTITIES } from './meal.entity';
import { TicketMealsRepository } from './ticket-meals.repository';
import { TicketMealsService } from './ticket-meals.service';

/**
 * Meals: the grid of an edition, who eats what, the kitchen's lists and the canteen's validation (meals.*).
 * The artists and ticketing modules import this one (their records and items keep meals in step in
 * their own transactions), so it imports neither of them: it reads their tables in SQL.
 */
@Module({
  imports: [MikroOrmModule.forFeature(MEAL_ENTITIES), AccessModule],
  controllers: [
    ArtistMealsController,
  ],
  providers: [
    ArtistMealsRepository,
    ArtistMealsService,
    TicketMealsRepository,
    TicketMealsService,
  ],
  exports: [
    ArtistMealsService,
    TicketMealsService,
  ],
})
export class MealsModule {
  static readonly entities = MEAL_ENTITIES;
}
