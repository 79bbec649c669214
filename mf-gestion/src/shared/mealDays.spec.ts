import { mealsAreOff, mealsByDay } from './mealDays';

const meal = (id: number, date: string, enabled = true) => ({ id, date, enabled });

describe('mealDays', () => {
  it('groups meals by day in their order, each day keeping its meals in order', () => {
    expect(mealsByDay([meal(1, '2027-05-14'), meal(2, '2027-05-14'), meal(3, '2027-05-15')])).toEqual([
      { date: '2027-05-14', meals: [meal(1, '2027-05-14'), meal(2, '2027-05-14')] },
      { date: '2027-05-15', meals: [meal(3, '2027-05-15')] },
    ]);
    expect(mealsByDay([])).toEqual([]);
  });

  it('says meals are off when no meal of the grid is on', () => {
    expect(mealsAreOff([])).toBe(true);
    expect(mealsAreOff([meal(1, '2027-05-14', false)])).toBe(true);
    expect(mealsAreOff([meal(1, '2027-05-14', false), meal(2, '2027-05-14')])).toBe(false);
  });
});
