import { Injectable, Logger } from '@nestjs/common';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { eligibleMealIds, mealChangeRefusal } from './meal-selections-rules';
import { MealSelectionsRepository, type VolunteerFactsRow } from './meal-selections.repository';
import { toMyMealDto, type ChooseMealDto, type MyMealDto, type MyMealsDto } from './my-meals.dto';

const applicationNotFound = () => new NotFoundError('errors.volunteers.applicationNotFound', { code: 'APPLICATION_NOT_FOUND' });

/**
 * Volunteers' meal selections: kept in step with their applications (by the volunteers' module
 * in the transaction of each change, by the grid after each of its changes), and a volunteer's
 * own meals, which they may decline or take back until eaten or over.
 */
@Injectable()
export class MealSelections {
  private readonly logger = new Logger('MealSelections');

  constructor(private readonly repository: MealSelectionsRepository) {}

  /**
   * Brings one application's selections in step, inside the caller's transaction (flush the
   * application first): ACCEPTED, a selection for every eligible meal without one; unconsumed
   * selections of meals no longer eligible, or of an application not ACCEPTED, removed.
   */
  async refreshVolunteer(applicationId: number): Promise<void> {
    const volunteer = await this.repository.volunteer(applicationId);
    if (!volunteer) return;
    const meals = await this.repository.grid(volunteer.editionId);
    await this.repository.sync({ applicationId }, wantedOf([volunteer], meals, volunteer.timeZone));
  }

  /** The same for every application of the edition, in two reads and one write whatever their number. */
  async refreshEdition(editionId: number): Promise<void> {
    const started = performance.now();
    const changed = await this.repository.transaction(async () => {
      const timeZone = await this.repository.timeZone(editionId);
      if (!timeZone) return null;
      const meals = await this.repository.grid(editionId);
      const volunteers = await this.repository.editionVolunteers(editionId);
      return this.repository.sync({ editionId }, wantedOf(volunteers, meals, timeZone));
    });
    if (changed) this.logger.debug(`edition ${editionId}: ${changed.added} added, ${changed.removed} removed in ${Math.round(performance.now() - started)} ms`);
  }

  /** The caller's meals for one of their applications (404 for anyone else's). */
  async mine(userId: number, applicationId: number): Promise<MyMealsDto> {
    const application = await this.repository.myApplication(userId, applicationId);
    if (!application) throw applicationNotFound();
    const now = new Date();
    return { timeZone: application.timeZone, items: (await this.repository.myMeals(application.id)).map((row) => toMyMealDto(row, now, application.timeZone)) };
  }

  /** Declines a meal or takes it back: 409 once eaten (MEAL_CONSUMED) or over (MEAL_PAST). */
  async choose(userId: number, applicationId: number, mealId: number, dto: ChooseMealDto): Promise<MyMealDto> {
    const application = await this.repository.myApplication(userId, applicationId);
    if (!application) throw applicationNotFound();
    return this.repository.transaction(async () => {
      const row = await this.repository.lockedMeal(application.id, mealId);
      if (!row) throw new NotFoundError('errors.volunteers.meals.notFound', { code: 'MEAL_NOT_FOUND' });
      const now = new Date();
      const refusal = mealChangeRefusal(row, row, now, application.timeZone);
      if (refusal === 'CONSUMED') throw new AppException(409, 'errors.volunteers.meals.consumed', { code: 'MEAL_CONSUMED' });
      if (refusal === 'PAST') throw new AppException(409, 'errors.volunteers.meals.past', { code: 'MEAL_PAST' });
      if (row.accepted !== dto.accepted) await this.repository.choose(application.id, mealId, dto.accepted);
      return toMyMealDto({ ...row, accepted: dto.accepted }, now, application.timeZone);
    });
  }
}

/** The (volunteer, meal) pairs the rules call for. */
function wantedOf(volunteers: readonly VolunteerFactsRow[], meals: Parameters<typeof eligibleMealIds>[0], timeZone: string): { volunteerId: number; mealId: number }[] {
  return volunteers.flatMap((v) => eligibleMealIds(meals, v, timeZone).map((mealId) => ({ volunteerId: v.id, mealId })));
}
