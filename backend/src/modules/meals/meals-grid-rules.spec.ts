import { MealPhase, MealType } from './meal-fields';
import { gridOf } from './meal-rules';
import { byDateAndType, lostMealsByVolunteer, lostMealsText, mealsWithEaters, planSync, type StoredMeal } from './meals-grid-rules';

const { BREAKFAST, LUNCH, DINNER } = MealType;
const stored = (id: number, date: string, mealType: MealType, eaters = 0): StoredMeal => ({ id, date, mealType, eaters });
const dates = (startDate: string, endDate: string) => ({ startDate, endDate, setupStart: null, teardownEnd: null, timeZone: 'Europe/Paris' });

describe('bringing the grid in step with the dates', () => {
  it('turning meals on adds every meal the dates call for and removes nothing', () => {
    const plan = planSync([], gridOf(dates('2027-07-10', '2027-07-11')));
    expect(plan.toAdd.map((m) => `${m.date} ${m.mealType} ${m.phases.join()}`)).toEqual([
      `2027-07-10 ${BREAKFAST} ${MealPhase.EVENT}`,
      `2027-07-10 ${LUNCH} ${MealPhase.EVENT}`,
      `2027-07-10 ${DINNER} ${MealPhase.EVENT}`,
      `2027-07-11 ${BREAKFAST} ${MealPhase.EVENT}`,
      `2027-07-11 ${LUNCH} ${MealPhase.EVENT}`,
      `2027-07-11 ${DINNER} ${MealPhase.EVENT}`,
    ]);
    expect(plan.toRemove).toEqual([]);
  });

  it('a grid in step changes nothing, whatever its meals were made of', () => {
    const grid = [stored(1, '2027-07-10', BREAKFAST), stored(2, '2027-07-10', LUNCH, 4), stored(3, '2027-07-10', DINNER)];
    expect(planSync(grid, gridOf(dates('2027-07-10', '2027-07-10')))).toEqual({ toAdd: [], toRemove: [] });
  });

  it('dates moved by a day: the new day is added, the day left behind removed, the days kept are kept', () => {
    const grid = [9, 10].flatMap((d, i) => [BREAKFAST, LUNCH, DINNER].map((t, j) => stored(i * 3 + j + 1, `2027-07-${d}`, t, j)));
    const plan = planSync(grid, gridOf(dates('2027-07-10', '2027-07-11')));
    expect(plan.toAdd.map((m) => `${m.date} ${m.mealType}`)).toEqual([`2027-07-11 ${BREAKFAST}`, `2027-07-11 ${LUNCH}`, `2027-07-11 ${DINNER}`]);
    expect(plan.toRemove.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(mealsWithEaters(plan.toRemove).map((m) => m.id)).toEqual([2, 3]);
  });

  it('orders by day, then breakfast, lunch, dinner', () => {
    const meals = [stored(1, '2027-07-11', BREAKFAST), stored(2, '2027-07-10', DINNER), stored(3, '2027-07-10', BREAKFAST), stored(4, '2027-07-10', LUNCH)];
    expect([...meals].sort(byDateAndType).map((m) => m.id)).toEqual([3, 4, 2, 1]);
  });
});

describe('who is told of meals they lose', () => {
  it('one entry per volunteer naming each meal once, in the order of the days', () => {
    const lost = lostMealsByVolunteer([
      { userId: 7, date: '2027-07-11', mealType: LUNCH },
      { userId: 8, date: '2027-07-10', mealType: DINNER },
      { userId: 7, date: '2027-07-10', mealType: DINNER },
      { userId: 7, date: '2027-07-11', mealType: LUNCH },
    ]);
    expect([...lost.keys()]).toEqual([7, 8]);
    expect(lost.get(7)).toEqual([
      { date: '2027-07-10', mealType: DINNER },
      { date: '2027-07-11', mealType: LUNCH },
    ]);
    expect(lost.get(8)).toEqual([{ date: '2027-07-10', mealType: DINNER }]);
  });
});

describe('the lost meals as a volunteer reads them', () => {
  it('names each day in their language with its meals', () => {
    const meals = [
      { date: '2027-07-10', mealType: LUNCH },
      { date: '2027-07-10', mealType: DINNER },
      { date: '2027-07-11', mealType: BREAKFAST },
    ];
    const names = { BREAKFAST: 'breakfast', LUNCH: 'lunch', DINNER: 'dinner' };
    expect(lostMealsText(meals, 'en', (t) => names[t])).toBe('Saturday, July 10 (lunch, dinner) and Sunday, July 11 (breakfast)');
    expect(lostMealsText(meals.slice(2), 'fr', () => 'petit-déjeuner')).toBe('dimanche 11 juillet (petit-déjeuner)');
  });
});
