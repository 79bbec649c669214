import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { DomainEvents } from '../../core/events/domain-events';
import { fieldErrors } from '../../core/validation/field-errors';
import type { EditionAccess } from '../access/access.service';
import { ArtistMealsService } from './artist-meals.service';
import { gridOf } from './meal-rules';
import { MealSelections } from './meal-selections.service';
import { type GridMealDto, type MealGridDto, type MealGridSyncDto, type UpdateMealDto, toGridMealDto, toMealGridDto, toMealToRemoveDto } from './meals-grid.dto';
import { VolunteerMealsLost } from './meals-grid.events';
import { MealsGridRepository, type GridMealRow } from './meals-grid.repository';
import { lostMealsByVolunteer, mealsWithEaters, planSync, type GridPlan, type HeldMeal, type StoredMeal } from './meals-grid-rules';

/** A change would take meals from people: the organiser confirms, seeing how many lose each. */
function mealsHaveEaters(meals: readonly StoredMeal[]): AppException {
  return new AppException(409, 'errors.meals.haveEaters', { code: 'MEALS_HAVE_EATERS', params: { count: meals.length }, extra: { meals: meals.map(toMealToRemoveDto) } });
}

const mealNotFound = () => new NotFoundError('errors.meals.mealNotFound', { code: 'MEAL_NOT_FOUND' });

/**
 * The meal grid of an edition: a breakfast, a lunch and a dinner per day from the volunteer setup
 * start to the teardown end, each on or off, with its phases and returnable items; turned on once,
 * then kept in step with the dates, never taking a meal from anyone without the organiser's word.
 */
@Injectable()
export class MealsGridService {
  constructor(
    private readonly repository: MealsGridRepository,
    private readonly events: DomainEvents,
    private readonly volunteers: MealSelections,
    private readonly artists: ArtistMealsService,
  ) {}

  async grid(access: EditionAccess): Promise<MealGridDto> {
    const editionId = access.edition.id;
    const meals = await this.repository.grid(editionId);
    const { plan, timeZone } = await this.plan(editionId, meals);
    return toMealGridDto(meals, plan, timeZone);
  }

  /** Turns meals on, or brings the grid in step with the dates: all of it or nothing. */
  async sync(access: EditionAccess, dto: MealGridSyncDto): Promise<MealGridDto> {
    const editionId = access.edition.id;
    const held = await this.repository.transaction(async () => {
      await this.repository.lockGrid(editionId);
      const { plan } = await this.plan(editionId, await this.repository.grid(editionId));
      const lost = mealsWithEaters(plan.toRemove);
      if (lost.length && !dto.confirmRemoval) throw mealsHaveEaters(lost);
      const removed = plan.toRemove.map((m) => m.id);
      const holders = await this.repository.volunteerHolders(editionId, removed);
      await this.repository.addMeals(editionId, plan.toAdd);
      await this.repository.removeMeals(editionId, removed);
      await this.refreshSelections(editionId);
      return holders;
    });
    await this.tellHolders(editionId, held);
    return this.grid(access);
  }

  /** A meal's switch, phases and returnable items; turning off a meal someone holds, or phases that take it from volunteers, needs the organiser's word. */
  async update(access: EditionAccess, mealId: number, dto: UpdateMealDto): Promise<GridMealDto> {
    const editionId = access.edition.id;
    const held = await this.repository.transaction(async () => {
      await this.repository.lockGrid(editionId);
      const meal = await this.repository.meal(editionId, mealId);
      if (!meal) throw mealNotFound();
      if (dto.returnableItemIds) {
        const known = await this.repository.editionReturnableItems(editionId, dto.returnableItemIds);
        const errors = fieldErrors();
        if (dto.returnableItemIds.some((id) => !known.has(id))) errors.add('returnableItemIds', 'errors.meals.unknownReturnableItem');
        errors.throwIfAny();
        await this.repository.setReturnableItems(mealId, dto.returnableItemIds);
      }
      const turnedOff = meal.enabled && dto.enabled === false;
      if (turnedOff && meal.eaters > 0 && !dto.confirmRemoval) throw mealsHaveEaters([meal]);
      const before = await this.repository.volunteerHolders(editionId, [mealId]);
      if (dto.enabled !== undefined || dto.phases) await this.repository.setMeal(editionId, mealId, { enabled: dto.enabled, phases: dto.phases });
      await this.refreshSelections(editionId);
      // Phases taken away take the meal from the volunteers of those phases: the same word is asked, and they are told.
      const after = new Set((await this.repository.volunteerHolders(editionId, [mealId])).map((h) => h.userId));
      const lost = before.filter((h) => !after.has(h.userId));
      if (lost.length && !dto.confirmRemoval) throw mealsHaveEaters([{ ...meal, eaters: lost.length }]);
      return lost;
    });
    await this.tellHolders(editionId, held);
    return toGridMealDto((await this.repository.meal(editionId, mealId))!);
  }

  /** What the edition's dates call for against the grid stored. */
  private async plan(editionId: number, meals: readonly GridMealRow[]): Promise<{ plan: GridPlan; timeZone: string }> {
    const d = await this.repository.gridDates(editionId);
    return { plan: planSync(meals, gridOf(d)), timeZone: d.timeZone };
  }

  /**
   * The selections of volunteers and artists follow the grid, in its transaction (a new meal is
   * eaten by whoever it fits; a meal turned off or removed, by nobody). Ticket items follow their
   * tiers' and options' meals, which name meals already there: a removed meal takes its rows along.
   */
  private async refreshSelections(editionId: number): Promise<void> {
    await this.volunteers.refreshEdition(editionId);
    await this.artists.refreshEdition(editionId);
  }

  /** Volunteers whose meals went are told once each, after the commit. */
  private async tellHolders(editionId: number, held: readonly HeldMeal[]): Promise<void> {
    if (!held.length) return;
    await this.events.publish(new VolunteerMealsLost(editionId, await this.repository.editionName(editionId), lostMealsByVolunteer(held)));
  }
}
