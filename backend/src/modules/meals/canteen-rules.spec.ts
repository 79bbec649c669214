import { MealOutcome, MealRefusal } from './canteen-fields';
import { currentMeal, mealOfCheckpoint, mealOutcomeOf, type EaterFacts } from './canteen-rules';
import { mealCheckpoint, MealType } from './meal-fields';

const volunteer = (o: Partial<EaterFacts> = {}): EaterFacts => ({ kind: 'VOLUNTEER', state: null, source: null, accepted: true, selection: { accepted: true }, mealEnabled: true, eaten: false, ...o });
const ticket = (o: Partial<EaterFacts> = {}): EaterFacts => ({ ...volunteer(), kind: 'TICKET', state: 'Processed', source: 'SYNCED', accepted: false, ...o });

describe('what the canteen answers for a meal', () => {
  it.each<[string, EaterFacts, MealOutcome, MealRefusal | null]>([
    ['a volunteer holding the meal', volunteer(), MealOutcome.ELIGIBLE, null],
    ['who has eaten', volunteer({ eaten: true }), MealOutcome.ALREADY_EATEN, null],
    ['who holds no such meal', volunteer({ selection: null }), MealOutcome.NOT_ELIGIBLE, MealRefusal.NO_MEAL],
    ['who declined it', volunteer({ selection: { accepted: false } }), MealOutcome.NOT_ELIGIBLE, MealRefusal.DECLINED],
    ['a volunteer not accepted (before the meal)', volunteer({ accepted: false, mealEnabled: false }), MealOutcome.NOT_ELIGIBLE, MealRefusal.NOT_ACCEPTED],
    ['a meal turned off (before the selection)', volunteer({ mealEnabled: false, selection: null }), MealOutcome.NOT_ELIGIBLE, MealRefusal.MEAL_OFF],
    ['a ticket carrying the meal (no application to accept)', ticket(), MealOutcome.ELIGIBLE, null],
    ['a refunded ticket, first of all', ticket({ state: 'Canceled', eaten: true }), MealOutcome.TICKET_REFUNDED, null],
    ['an on-site ticket cancelled', ticket({ state: 'Canceled', source: 'ONSITE' }), MealOutcome.CANCELLED, null],
    ['an artist without the meal', { ...volunteer(), kind: 'ARTIST', accepted: false, selection: null }, MealOutcome.NOT_ELIGIBLE, MealRefusal.NO_MEAL],
  ])('%s', (_, facts, outcome, refusal) => {
    expect(mealOutcomeOf(facts)).toEqual({ outcome, refusal });
  });
});

describe('the meal a canteen phone opens on', () => {
  const meal = (id: number, date: string, mealType: MealType, enabled = true) => ({ id, date, mealType, enabled });
  const grid = [meal(1, '2027-07-10', MealType.BREAKFAST), meal(2, '2027-07-10', MealType.LUNCH), meal(3, '2027-07-10', MealType.DINNER), meal(4, '2027-07-11', MealType.BREAKFAST, false), meal(5, '2027-07-11', MealType.LUNCH)];

  it.each([
    [8, 1],
    [10, 1],
    [11, 2],
    [14, 2],
    [15, 3],
    [22, 3],
    [23, 5],
  ])('at %i:00 on the first day: meal %i (running, else next; never one turned off)', (hour, id) => {
    expect(currentMeal(grid, '2027-07-10', hour)?.id).toBe(id);
  });

  it('before the grid, its first meal; after it, its last', () => {
    expect(currentMeal(grid, '2027-07-01', 12)?.id).toBe(1);
    expect(currentMeal(grid, '2027-08-01', 12)?.id).toBe(5);
    expect(currentMeal([], '2027-08-01', 12)).toBeNull();
  });
});

it('reads the meal of its checkpoint back', () => {
  expect(mealOfCheckpoint(mealCheckpoint(42))).toBe(42);
  expect(mealOfCheckpoint('GATE')).toBeNull();
  expect(mealOfCheckpoint('MEAL:4x')).toBeNull();
});
