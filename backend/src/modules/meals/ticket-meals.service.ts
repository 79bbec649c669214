import { Injectable } from '@nestjs/common';
import { toMealChoiceDto, type MealChoiceDto } from './ticket-meals.dto';
import { TicketMealsRepository, type MealLinkOwner } from './ticket-meals.repository';

/**
 * The meals tickets carry: a tier or an option includes meals of the grid, and its items carry them
 * (ticketing_order_item_meals), kept in step in the caller's transaction when those meals change,
 * when the sync writes items and when an order is taken at the desk. The ticketing module checks
 * that the meals named are its edition's.
 */
@Injectable()
export class TicketMealsService {
  constructor(private readonly repository: TicketMealsRepository) {}

  /** The edition's grid, for the tier and option forms. */
  async choices(editionId: number): Promise<MealChoiceDto[]> {
    return (await this.repository.choices(editionId)).map(toMealChoiceDto);
  }

  /** The tier's or option's meals made exactly these (checked to be the edition's), then its items in step. */
  async include(owner: MealLinkOwner, ownerId: number, mealIds: readonly number[]): Promise<void> {
    await this.repository.replace(owner, ownerId, mealIds);
    await this.repository.keepInStep(owner === 'tier' ? { tierId: ownerId } : { optionId: ownerId });
  }

  /** The items written (a page of the sync): one statement whatever their number. */
  refreshItems(itemIds: readonly number[]): Promise<void> {
    return this.repository.keepInStep({ itemIds });
  }

  /** The items of an order taken at the desk. */
  refreshOrder(orderId: number): Promise<void> {
    return this.repository.keepInStep({ orderId });
  }
}
