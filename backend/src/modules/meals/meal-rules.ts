import { daysFrom, localDayOf, wallClock } from '../../core/time/zoned';
import { MEAL_TYPES, MealPhase, MealType } from './meal-fields';

/**
 * Who eats which meal, and the grid of an edition: pure rules, shared by the selections kept in step
 * with applications and artist records, the grid's sync with the dates, and the screens (through the DTOs).
 */

/** A part of the day an arrival or a departure falls in, on the edition's clock. */
export enum PartOfDay {
  MORNING = 'MORNING',
  NOON = 'NOON',
  AFTERNOON = 'AFTERNOON',
  EVENING = 'EVENING',
}

/** Local hours where a part of the day starts: morning until 11:00, noon until 14:00, afternoon until 18:00, evening after. */
export const PART_OF_DAY_STARTS = { NOON: 11, AFTERNOON: 14, EVENING: 18 } as const;

export function partOfDay(at: Date, timeZone: string): PartOfDay {
  const { hour } = wallClock(at, timeZone);
  if (hour < PART_OF_DAY_STARTS.NOON) return PartOfDay.MORNING;
  if (hour < PART_OF_DAY_STARTS.AFTERNOON) return PartOfDay.NOON;
  if (hour < PART_OF_DAY_STARTS.EVENING) return PartOfDay.AFTERNOON;
  return PartOfDay.EVENING;
}

/** The meals of their arrival day a person eats: arriving in the morning, all three; at noon, lunch and dinner; later, dinner. */
export const MEALS_ON_ARRIVAL: Record<PartOfDay, readonly MealType[]> = {
  MORNING: MEAL_TYPES,
  NOON: [MealType.LUNCH, MealType.DINNER],
  AFTERNOON: [MealType.DINNER],
  EVENING: [MealType.DINNER],
};

/** The meals of their departure day a person eats: leaving in the morning, breakfast; at noon or in the afternoon, breakfast and lunch; in the evening, all three. */
export const MEALS_ON_DEPARTURE: Record<PartOfDay, readonly MealType[]> = {
  MORNING: [MealType.BREAKFAST],
  NOON: [MealType.BREAKFAST, MealType.LUNCH],
  AFTERNOON: [MealType.BREAKFAST, MealType.LUNCH],
  EVENING: MEAL_TYPES,
};

/** A meal of the grid as the rules see it. */
export interface MealSlot {
  date: string;
  mealType: MealType;
  enabled: boolean;
  phases: readonly MealPhase[];
}

/** A person's stay: no arrival, from the first meal; no departure, to the last. */
export interface Stay {
  arrival: Date | null;
  departure: Date | null;
}

/** Whether a meal falls within a stay (an arrival and a departure on one day: both rules hold). */
export function withinStay(meal: Pick<MealSlot, 'date' | 'mealType'>, stay: Stay, timeZone: string): boolean {
  if (stay.arrival) {
    const day = localDayOf(stay.arrival, timeZone);
    if (meal.date < day) return false;
    if (meal.date === day && !MEALS_ON_ARRIVAL[partOfDay(stay.arrival, timeZone)].includes(meal.mealType)) return false;
  }
  if (stay.departure) {
    const day = localDayOf(stay.departure, timeZone);
    if (meal.date > day) return false;
    if (meal.date === day && !MEALS_ON_DEPARTURE[partOfDay(stay.departure, timeZone)].includes(meal.mealType)) return false;
  }
  return true;
}

/** What of an accepted volunteer's application decides their meals. */
export interface VolunteerMealFacts extends Stay {
  setupAvailability: boolean | null;
  eventAvailability: boolean | null;
  teardownAvailability: boolean | null;
}

/**
 * The phases a volunteer is available for. An availability the application was not asked (null)
 * counts for the event and not for setup or teardown: setup and teardown are asked when they exist.
 */
export function phasesOf(v: Pick<VolunteerMealFacts, 'setupAvailability' | 'eventAvailability' | 'teardownAvailability'>): MealPhase[] {
  const phases: MealPhase[] = [];
  if (v.setupAvailability === true) phases.push(MealPhase.SETUP);
  if (v.eventAvailability !== false) phases.push(MealPhase.EVENT);
  if (v.teardownAvailability === true) phases.push(MealPhase.TEARDOWN);
  return phases;
}

/** An accepted volunteer eats a meal that is on, of a phase they are available for, within their stay. */
export function volunteerEats(meal: MealSlot, v: VolunteerMealFacts, timeZone: string): boolean {
  if (!meal.enabled) return false;
  const phases = phasesOf(v);
  return meal.phases.some((p) => phases.includes(p)) && withinStay(meal, v, timeZone);
}

/** An artist eats a meal that is on, within their stay (phases are the volunteers' business). */
export function artistEats(meal: MealSlot, stay: Stay, timeZone: string): boolean {
  return meal.enabled && withinStay(meal, stay, timeZone);
}

/** The dates of an edition's grid: the volunteer setup start (else the edition's start) to the teardown end (else its end), on its clock. */
export interface GridDates {
  startDate: string;
  endDate: string;
  setupStart: Date | null;
  teardownEnd: Date | null;
  timeZone: string;
}

/** The phase of a day: before the edition's first day, SETUP; after its last, TEARDOWN; else EVENT. */
export function phaseOfDay(date: string, d: Pick<GridDates, 'startDate' | 'endDate'>): MealPhase {
  if (date < d.startDate) return MealPhase.SETUP;
  if (date > d.endDate) return MealPhase.TEARDOWN;
  return MealPhase.EVENT;
}

/** The most days a grid holds (a year of meals is a mistake in the dates, not a festival). */
export const MEAL_GRID_MAX_DAYS = 60;

/** The meals the dates call for: three per day, each with the phase of its day, on. */
export function gridOf(d: GridDates): MealSlot[] {
  const first = d.setupStart ? [localDayOf(d.setupStart, d.timeZone), d.startDate].sort()[0]! : d.startDate;
  const last = d.teardownEnd ? [localDayOf(d.teardownEnd, d.timeZone), d.endDate].sort()[1]! : d.endDate;
  return daysFrom(first, last, MEAL_GRID_MAX_DAYS).flatMap((date) => MEAL_TYPES.map((mealType) => ({ date, mealType, enabled: true, phases: [phaseOfDay(date, d)] })));
}
