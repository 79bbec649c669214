import { MealPhase, MealType } from './meal-fields';
import { artistEats, gridOf, MEAL_GRID_MAX_DAYS, partOfDay, PartOfDay, phasesOf, volunteerEats, withinStay, type MealSlot } from './meal-rules';

const tz = 'Europe/Paris';
/** 2027-07-10 at `hh:mm` in Paris (UTC+2 in July). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);
const meal = (date: string, mealType: MealType, phases: MealPhase[] = [MealPhase.EVENT], enabled = true): MealSlot => ({ date, mealType, phases, enabled });
const { BREAKFAST, LUNCH, DINNER } = MealType;

describe('parts of the day, on the edition clock', () => {
  it.each([
    ['00:00', PartOfDay.MORNING],
    ['10:59', PartOfDay.MORNING],
    ['11:00', PartOfDay.NOON],
    ['13:59', PartOfDay.NOON],
    ['14:00', PartOfDay.AFTERNOON],
    ['17:59', PartOfDay.AFTERNOON],
    ['18:00', PartOfDay.EVENING],
    ['23:59', PartOfDay.EVENING],
  ])('%s is %s', (time, part) => {
    expect(partOfDay(at('2027-07-10', time), tz)).toBe(part);
  });

  it('reads the hour in the edition time zone, not the server one', () => {
    // 09:30 UTC is 11:30 in Paris (noon) and 05:30 in New York (morning).
    expect(partOfDay(new Date('2027-07-10T09:30:00Z'), tz)).toBe(PartOfDay.NOON);
    expect(partOfDay(new Date('2027-07-10T09:30:00Z'), 'America/New_York')).toBe(PartOfDay.MORNING);
  });
});

describe('the eligibility table: arrival and departure part of day × meal type', () => {
  const arrivalDay = '2027-07-10';
  const departureDay = '2027-07-13';
  const stay = (arrival: string, departure: string) => ({ arrival: at(arrivalDay, arrival), departure: at(departureDay, departure) });

  it.each([
    ['08:00', [BREAKFAST, LUNCH, DINNER]],
    ['12:00', [LUNCH, DINNER]],
    ['15:00', [DINNER]],
    ['20:00', [DINNER]],
  ])('arriving at %s eats %j of the arrival day', (time, eaten) => {
    for (const type of [BREAKFAST, LUNCH, DINNER]) expect([type, withinStay(meal(arrivalDay, type), stay(time, '20:00'), tz)]).toEqual([type, eaten.includes(type)]);
  });

  it.each([
    ['08:00', [BREAKFAST]],
    ['12:00', [BREAKFAST, LUNCH]],
    ['15:00', [BREAKFAST, LUNCH]],
    ['20:00', [BREAKFAST, LUNCH, DINNER]],
  ])('leaving at %s eats %j of the departure day', (time, eaten) => {
    for (const type of [BREAKFAST, LUNCH, DINNER]) expect([type, withinStay(meal(departureDay, type), stay('08:00', time), tz)]).toEqual([type, eaten.includes(type)]);
  });

  it('eats every meal of the days between, none before the arrival day or after the departure day', () => {
    const s = stay('20:00', '08:00');
    for (const type of [BREAKFAST, LUNCH, DINNER]) {
      expect(withinStay(meal('2027-07-11', type), s, tz)).toBe(true);
      expect(withinStay(meal('2027-07-12', type), s, tz)).toBe(true);
      expect(withinStay(meal('2027-07-09', type), s, tz)).toBe(false);
      expect(withinStay(meal('2027-07-14', type), s, tz)).toBe(false);
    }
  });

  it('arriving and leaving the same day: both rules hold', () => {
    const s = { arrival: at(arrivalDay, '12:00'), departure: at(arrivalDay, '15:00') };
    expect([BREAKFAST, LUNCH, DINNER].filter((t) => withinStay(meal(arrivalDay, t), s, tz))).toEqual([LUNCH]);
  });

  it('no arrival or departure given: from the first meal, to the last', () => {
    expect(withinStay(meal('2027-07-01', BREAKFAST), { arrival: null, departure: at(departureDay, '08:00') }, tz)).toBe(true);
    expect(withinStay(meal('2027-08-01', DINNER), { arrival: at(arrivalDay, '08:00'), departure: null }, tz)).toBe(true);
    expect(withinStay(meal('2027-08-01', DINNER), { arrival: null, departure: null }, tz)).toBe(true);
  });
});

describe('phases: a volunteer eats the meals of the phases they are available for', () => {
  const always = { arrival: null, departure: null };

  it.each([
    [{ setupAvailability: true, eventAvailability: true, teardownAvailability: true }, [MealPhase.SETUP, MealPhase.EVENT, MealPhase.TEARDOWN]],
    [{ setupAvailability: true, eventAvailability: false, teardownAvailability: false }, [MealPhase.SETUP]],
    [{ setupAvailability: false, eventAvailability: true, teardownAvailability: true }, [MealPhase.EVENT, MealPhase.TEARDOWN]],
    [{ setupAvailability: null, eventAvailability: null, teardownAvailability: null }, [MealPhase.EVENT]],
  ])('%j → %j', (availability, phases) => {
    expect(phasesOf(availability)).toEqual(phases);
    for (const phase of [MealPhase.SETUP, MealPhase.EVENT, MealPhase.TEARDOWN]) {
      expect(volunteerEats(meal('2027-07-10', LUNCH, [phase]), { ...availability, ...always }, tz)).toBe(phases.includes(phase));
    }
  });

  it('a meal of two phases feeds the volunteers of either', () => {
    const setupOnly = { setupAvailability: true, eventAvailability: false, teardownAvailability: false, ...always };
    expect(volunteerEats(meal('2027-07-10', DINNER, [MealPhase.EVENT, MealPhase.SETUP]), setupOnly, tz)).toBe(true);
  });

  it('a meal turned off feeds nobody, volunteers or artists', () => {
    const all = { setupAvailability: true, eventAvailability: true, teardownAvailability: true, ...always };
    expect(volunteerEats(meal('2027-07-10', LUNCH, [MealPhase.EVENT], false), all, tz)).toBe(false);
    expect(artistEats(meal('2027-07-10', LUNCH, [MealPhase.EVENT], false), always, tz)).toBe(false);
    expect(artistEats(meal('2027-07-10', LUNCH, [MealPhase.SETUP]), always, tz)).toBe(true);
  });

  it('phase and stay must both hold', () => {
    const v = { setupAvailability: false, eventAvailability: true, teardownAvailability: false, arrival: at('2027-07-10', '15:00'), departure: null };
    expect(volunteerEats(meal('2027-07-10', LUNCH), v, tz)).toBe(false);
    expect(volunteerEats(meal('2027-07-10', DINNER), v, tz)).toBe(true);
    expect(volunteerEats(meal('2027-07-10', DINNER, [MealPhase.SETUP]), v, tz)).toBe(false);
  });
});

describe('the grid of an edition', () => {
  it('three meals a day from the setup start to the teardown end, each with the phase of its day', () => {
    const grid = gridOf({ startDate: '2027-07-10', endDate: '2027-07-11', setupStart: at('2027-07-08', '14:00'), teardownEnd: at('2027-07-12', '12:00'), timeZone: tz });
    expect(grid).toHaveLength(5 * 3);
    expect(grid.slice(0, 3).map((m) => [m.date, m.mealType, m.phases])).toEqual([
      ['2027-07-08', BREAKFAST, [MealPhase.SETUP]],
      ['2027-07-08', LUNCH, [MealPhase.SETUP]],
      ['2027-07-08', DINNER, [MealPhase.SETUP]],
    ]);
    expect(grid.filter((m) => m.phases[0] === MealPhase.EVENT).map((m) => m.date)).toEqual(['2027-07-10', '2027-07-10', '2027-07-10', '2027-07-11', '2027-07-11', '2027-07-11']);
    expect(grid.at(-1)).toEqual({ date: '2027-07-12', mealType: DINNER, enabled: true, phases: [MealPhase.TEARDOWN] });
  });

  it("the edition's dates when there is no setup or teardown", () => {
    const grid = gridOf({ startDate: '2027-07-10', endDate: '2027-07-10', setupStart: null, teardownEnd: null, timeZone: tz });
    expect(grid.map((m) => m.mealType)).toEqual([BREAKFAST, LUNCH, DINNER]);
  });

  it('never runs away with mistaken dates', () => {
    expect(gridOf({ startDate: '2027-01-01', endDate: '2029-01-01', setupStart: null, teardownEnd: null, timeZone: tz })).toHaveLength(MEAL_GRID_MAX_DAYS * 3);
  });
});
