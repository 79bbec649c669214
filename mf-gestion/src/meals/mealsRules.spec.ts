import { dayTitle, daysOf, switchingOffNeedsConfirm, withEaters } from './mealsRules';
import type { GridMeal } from './mealsApi';

const meal = (id: number, date: string, mealType: GridMeal['mealType'], phases: GridMeal['phases'] = ['EVENT'], eaters = 0): GridMeal => ({
  id,
  date,
  mealType,
  enabled: true,
  phases,
  returnableItemIds: [],
  eaters,
  eaten: 0,
});

describe('the grid by day', () => {
  it('groups the meals by day in their order, with the phases of the day once each', () => {
    const days = daysOf([meal(1, '2030-07-09', 'BREAKFAST', ['SETUP']), meal(2, '2030-07-09', 'DINNER', ['EVENT', 'SETUP']), meal(3, '2030-07-10', 'LUNCH')]);
    expect(days.map((d) => [d.date, d.meals.map((m) => m.id), d.phases])).toEqual([
      ['2030-07-09', [1, 2], ['SETUP', 'EVENT']],
      ['2030-07-10', [3], ['EVENT']],
    ]);
  });

  it('names a day in the reader’s language, whatever the browser’s clock', () => {
    expect(dayTitle('2030-07-10', 'en')).toBe('Wednesday, July 10');
    expect(dayTitle('2030-07-10', 'fr')).toBe('mercredi 10 juillet');
  });
});

describe('what needs the organiser’s word', () => {
  it('only meals with eaters', () => {
    expect(withEaters([{ id: 1, date: 'd', mealType: 'LUNCH', eaters: 0 }, { id: 2, date: 'd', mealType: 'DINNER', eaters: 3 }]).map((m) => m.id)).toEqual([2]);
  });

  it('switching off a meal someone holds; not switching it on, nor off a meal nobody holds', () => {
    expect(switchingOffNeedsConfirm(meal(1, 'd', 'LUNCH', ['EVENT'], 2), false)).toBe(true);
    expect(switchingOffNeedsConfirm(meal(1, 'd', 'LUNCH', ['EVENT'], 0), false)).toBe(false);
    expect(switchingOffNeedsConfirm({ enabled: false, eaters: 2 }, true)).toBe(false);
  });
});
