import { daysOf, eatenPercent, isLoud, kitchenViewOf, mealAt, shownDay, shownMeal, withKitchenView } from './mealsListRules';

const meals = [
  { id: 1, date: '2027-05-14', mealType: 'DINNER' as const, enabled: true },
  { id: 2, date: '2027-05-15', mealType: 'BREAKFAST' as const, enabled: true },
  { id: 3, date: '2027-05-15', mealType: 'LUNCH' as const, enabled: false },
];

describe('the kitchen view in the address', () => {
  it.each([
    ['', { tab: 'meal', mealId: null }],
    ['meal=12', { tab: 'meal', mealId: 12 }],
    ['meal=-3', { tab: 'meal', mealId: null }],
    ['meal=abc', { tab: 'meal', mealId: null }],
    ['day=2027-05-15', { tab: 'day', day: '2027-05-15' }],
    ['day=', { tab: 'day', day: null }],
    ['day=tomorrow', { tab: 'day', day: null }],
  ])('reads ?%s', (query, view) => {
    expect(kitchenViewOf(new URLSearchParams(query))).toEqual(view);
  });

  it('writes back what it reads', () => {
    for (const query of ['meal=12', 'day=2027-05-15', '']) expect(withKitchenView(kitchenViewOf(new URLSearchParams(query))).toString()).toBe(query);
  });
});

describe('picking a meal', () => {
  it('lists the days once each, in order, and finds a meal by day and type', () => {
    expect(daysOf([...meals].reverse())).toEqual(['2027-05-14', '2027-05-15']);
    expect(mealAt(meals, '2027-05-15', 'LUNCH')?.id).toBe(3);
    expect(mealAt(meals, '2027-05-14', 'LUNCH')).toBeUndefined();
  });

  it('shows the meal asked, else the current one, else the first', () => {
    expect(shownMeal(meals, 3, 2)?.id).toBe(3);
    expect(shownMeal(meals, 99, 2)?.id).toBe(2);
    expect(shownMeal(meals, null, null)?.id).toBe(1);
    expect(shownMeal([], null, null)).toBeNull();
  });

  it('shows the day asked when the grid holds it, else the current meal’s, else the first', () => {
    expect(shownDay(meals, '2027-05-14', 2)).toBe('2027-05-14');
    expect(shownDay(meals, '2027-06-01', 2)).toBe('2027-05-15');
    expect(shownDay(meals, null, null)).toBe('2027-05-14');
    expect(shownDay([], null, null)).toBeNull();
  });
});

describe('eatenPercent and isLoud', () => {
  it('rounds eaten of total, 0 when nobody eats, never above 100', () => {
    expect(eatenPercent(1, 3)).toBe(33);
    expect(eatenPercent(0, 0)).toBe(0);
    expect(eatenPercent(5, 4)).toBe(100);
  });
  it('is loud for CRITICAL and SEVERE only', () => {
    expect(['CRITICAL', 'SEVERE', 'MODERATE', 'LIGHT', null].map(isLoud)).toEqual([true, true, false, false, false]);
  });
});
