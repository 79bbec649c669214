import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { ScheduledJobs } from '../../core/jobs/scheduled-jobs';
import { NotificationsService } from '../notifications/notifications.service';
import { reminderDay } from './kitchen-rules';
import { toKitchenMealCounts } from './kitchen.dto';
import { KitchenRepository } from './kitchen.repository';
import { MEAL_TYPES } from './meal-fields';

/** Where the leaders read the day's counts. */
const kitchenPath = (editionId: number, date: string) => `/editions/${editionId}/gestion/meals/list?day=${date}`;

/**
 * The evening reminder: from 18:00 on an edition's clock, the leaders of its meal-validation teams are
 * told tomorrow's counts (per meal: how many, vegetarian, vegan, severe or critical allergies), in-app
 * and push, in their language. Once per edition and day: the run that claims the day sends it; one
 * that cannot send gives the claim back, and the next run (every 15 minutes) tries again.
 */
@Injectable()
export class MealReminders {
  constructor(
    private readonly repository: KitchenRepository,
    private readonly notifications: NotificationsService,
    private readonly scheduled: ScheduledJobs,
  ) {}

  @Cron('*/15 * * * *', { name: 'meal-kitchen-reminders' })
  everyQuarter(): Promise<boolean> {
    return this.scheduled.once('meal-kitchen-reminders', () => this.remindKitchen());
  }

  /** Sends the reminders due at `now`; answers the editions told. */
  async remindKitchen(now = new Date()): Promise<number[]> {
    const told: number[] = [];
    let failure: unknown = null;
    for (const edition of await this.repository.reminderCandidates(now)) {
      const day = reminderDay(now, edition.timeZone);
      if (!day || !edition.dates.includes(day)) continue;
      const claim = await this.repository.claimReminder(edition.editionId, day);
      if (claim === null) continue;
      try {
        const leaders = await this.repository.mealTeamLeaders(edition.editionId);
        if (leaders.length) {
          const meals = toKitchenMealCounts(await this.repository.dayCounts(edition.editionId, day));
          const params: Record<string, string | number> = { edition: edition.editionName, date: day };
          for (const type of MEAL_TYPES) {
            const counts = meals.find((m) => m.meal.mealType === type && m.meal.enabled)?.counts;
            const key = type.toLowerCase();
            params[key] = counts?.total ?? 0;
            params[`${key}Vegetarian`] = counts?.byDiet.VEGETARIAN ?? 0;
            params[`${key}Vegan`] = counts?.byDiet.VEGAN ?? 0;
            params[`${key}Allergies`] = counts?.loudAllergies ?? 0;
          }
          await this.notifications.notify(leaders, {
            category: 'meal',
            titleKey: 'notifications.meals.reminder.title',
            messageKey: 'notifications.meals.reminder.message',
            translationParams: params,
            actionTextKey: 'notifications.meals.reminder.action',
            actionUrl: kitchenPath(edition.editionId, day),
            entityType: 'edition',
            entityId: edition.editionId,
          });
        }
        told.push(edition.editionId);
      } catch (error) {
        await this.repository.releaseReminder(claim);
        failure ??= error;
      }
    }
    if (failure) throw failure;
    return told;
  }
}
