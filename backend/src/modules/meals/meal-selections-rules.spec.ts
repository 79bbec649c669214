import { MealPhase, MealType } from './meal-fields';
import { eligibleMealIds, mealChangeRefusal, mealEndsAt, type GridMeal } from './meal-selections-rules';

const tz = 'Europe/Paris';
const meal = (id: number, date: string, mealType: MealType, phases: MealPhase[] = [MealPhase.EVENT], enabled = true): GridMeal => ({ id, date, mealType, phases, enabled });

describe('the meals of a volunteer', () => {
  const grid = [
    meal(1, '2027-07-09', MealType.DINNER, [MealPhase.SETUP]),
    meal(2, '2027-07-10', MealType.BREAKFAST),
    meal(3, '2027-07-10', MealType.LUNCH),
    meal(4, '2027-07-10', MealType.DINNER, [MealPhase.EVENT], false),
  ];
  const facts = { setupAvailability: true, eventAvailability: true, teardownAvailability: false, arrival: null, departure: null };

  it('an accepted volunteer gets every meal of the table that is on', () => {
    expect(eligibleMealIds(grid, { ...facts, accepted: true }, tz)).toEqual([1, 2, 3]);
    expect(eligibleMealIds(grid, { ...facts, setupAvailability: false, accepted: true }, tz)).toEqual([2, 3]);
  });

  it('a volunteer not accepted gets none', () => {
    expect(eligibleMealIds(grid, { ...facts, accepted: false }, tz)).toEqual([]);
  });
});

describe('when a meal may still be changed', () => {
  it('breakfast until 11:00, lunch until 14:00, dinner until midnight, on the edition clock (summer time in Paris: UTC+2)', () => {
    expect(mealEndsAt({ date: '2027-07-10', mealType: MealType.BREAKFAST }, tz).toISOString()).toBe('2027-07-10T09:00:00.000Z');
    expect(mealEndsAt({ date: '2027-07-10', mealType: MealType.LUNCH }, tz).toISOString()).toBe('2027-07-10T12:00:00.000Z');
    expect(mealEndsAt({ date: '2027-07-10', mealType: MealType.DINNER }, tz).toISOString()).toBe('2027-07-10T22:00:00.000Z');
  });

  it('refuses an eaten meal first, then a meal over, and lets the rest change', () => {
    const lunch = { date: '2027-07-10', mealType: MealType.LUNCH };
    const before = new Date('2027-07-10T11:59:59.000Z');
    const after = new Date('2027-07-10T12:00:00.000Z');
    expect(mealChangeRefusal({ consumedAt: null }, lunch, before, tz)).toBeNull();
    expect(mealChangeRefusal({ consumedAt: null }, lunch, after, tz)).toBe('PAST');
    expect(mealChangeRefusal({ consumedAt: before }, lunch, before, tz)).toBe('CONSUMED');
    expect(mealChangeRefusal({ consumedAt: before }, lunch, after, tz)).toBe('CONSUMED');
  });
});
