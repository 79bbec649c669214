import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { daysFrom, fromWallClock, parseDay } from '../core/time/zoned';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { MealType } from '../modules/meals/meal-fields';
import { ArtistMealsRepository } from '../modules/meals/artist-meals.repository';
import { ArtistMealsService } from '../modules/meals/artist-meals.service';
import { TicketingTierMeal, VolunteerMeal, VolunteerMealReturnableItem } from '../modules/meals/meal.entity';
import { MealSelectionsRepository } from '../modules/meals/meal-selections.repository';
import { MealSelections } from '../modules/meals/meal-selections.service';
import { TicketMealsRepository } from '../modules/meals/ticket-meals.repository';
import { gridOf } from '../modules/meals/meal-rules';
import { TicketingReturnableItem, TicketingTier } from '../modules/ticketing/ticketing.entity';
import { User } from '../modules/users/user.entity';
import { ApplicationTeamAssignment, VolunteerApplication, VolunteerAssignment, VolunteerSettings, VolunteerTeam, VolunteerTimeSlot } from '../modules/volunteers/volunteer.entity';
import { DEMO_GATE_TIER } from './demo-gate';
import { DEMO_VOLUNTEER_EDITION } from './demo-volunteers';

/** The demo's meal-validation team, the demo volunteer in it. */
export const DEMO_CANTEEN_TEAM = 'Canteen';
/** What each dinner hands over. */
export const DEMO_MEAL_ITEM = 'Cup';

/** When the canteen serves each meal, on the edition's clock: its slots run then. */
const SERVICE: Record<MealType, [from: number, to: number]> = { BREAKFAST: [7, 10], LUNCH: [12, 14], DINNER: [19, 21] };

/**
 * The demo edition's meals: turned on (the grid from its dates, a cup handed over with each dinner),
 * a meal-validation team "Canteen" with a slot during each meal of the edition's days, the demo
 * volunteer on each (but those overlapping their other shifts), and the desk's tier including the event's lunches. Made once: nothing happens when
 * the edition already has meals (or the edition, the demo volunteer's application or the tier is missing).
 */
export async function seedDemoMeals(em: EntityManager): Promise<number> {
  const organiser = await em.findOne(User, { email: 'organiser@demo.festival' });
  const volunteer = await em.findOne(User, { email: 'volunteer@demo.festival' });
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  const application = edition && volunteer && (await em.findOne(VolunteerApplication, { edition, user: volunteer }));
  const tier = edition && (await em.findOne(TicketingTier, { edition, name: DEMO_GATE_TIER }));
  if (!organiser || !edition || !application || !tier || (await em.count(VolunteerMeal, { edition }))) return 0;

  // The grid as "Turn meals on" makes it: three meals a day from the volunteer setup to the teardown.
  const settings = await em.findOne(VolunteerSettings, { edition });
  const grid = gridOf({
    startDate: edition.startDate,
    endDate: edition.endDate,
    setupStart: settings?.volunteersSetupStartDate ?? null,
    teardownEnd: settings?.volunteersTeardownEndDate ?? null,
    timeZone: edition.timeZone,
  });
  const meals = grid.map((m) => em.create(VolunteerMeal, { edition, date: m.date, mealType: m.mealType, phases: [...m.phases] }));
  meals.forEach((m) => em.persist(m));
  const cup = (await em.findOne(TicketingReturnableItem, { edition, name: DEMO_MEAL_ITEM })) ?? em.create(TicketingReturnableItem, { edition, name: DEMO_MEAL_ITEM });
  em.persist(cup);
  for (const dinner of meals.filter((m) => m.mealType === MealType.DINNER)) em.persist(em.create(VolunteerMealReturnableItem, { meal: dinner, returnableItem: cup }));

  // The desk's pass includes the lunches of the event's days.
  const eventDays = new Set(daysFrom(edition.startDate, edition.endDate));
  for (const lunch of meals.filter((m) => m.mealType === MealType.LUNCH && eventDays.has(m.date))) em.persist(em.create(TicketingTierMeal, { tier, meal: lunch }));

  // The canteen: the demo volunteer validates meals during each service of the edition's days.
  const team = em.create(VolunteerTeam, { edition, name: DEMO_CANTEEN_TEAM, description: 'Checks meal tickets and volunteer badges at the canteen.', color: '#e8590c', isMealValidationTeam: true });
  em.persist(team);
  em.persist(em.create(ApplicationTeamAssignment, { application, team, isLeader: false }));
  const at = (date: string, hour: number) => fromWallClock({ ...parseDay(date), hour, minute: 0, second: 0 }, edition.timeZone);
  // Nobody is on two shifts at once: a service overlapping one of the demo volunteer's shifts is left to others.
  const busy = (await em.find(VolunteerAssignment, { user: volunteer!, timeSlot: { edition } }, { populate: ['timeSlot'] })).map((a) => a.timeSlot);
  for (const date of eventDays) {
    for (const [type, [from, to]] of Object.entries(SERVICE)) {
      const slot = em.create(VolunteerTimeSlot, { edition, team, title: `Canteen: ${type.toLowerCase()}`, startDateTime: at(date, from), endDateTime: at(date, to), maxVolunteers: 2 });
      em.persist(slot);
      if (busy.some((s) => s.startDateTime < slot.endDateTime && slot.startDateTime < s.endDateTime)) continue;
      em.persist(em.create(VolunteerAssignment, { timeSlot: slot, user: volunteer!, assignedBy: organiser, assignedAt: new Date() }));
    }
  }
  await em.flush();
  // The demo's people hold their meals as the running product would give them: the same refreshes as the grid's and the tiers'.
  const sql = em as SqlEntityManager; // the demo runs on the PostgreSQL driver
  await new MealSelections(new MealSelectionsRepository(sql)).refreshEdition(edition.id);
  await new ArtistMealsService(new ArtistMealsRepository(sql)).refreshEdition(edition.id);
  await new TicketMealsRepository(sql).keepInStep({ tierId: tier.id });
  return meals.length;
}
