import { fromWallClock } from '../../core/time/zoned';
import { countsOf, currentOrNextMeal, dietOf, reminderDay, sortAllergies } from './kitchen-rules';
import { MealType } from './meal-fields';

const TZ = 'America/New_York';
const at = (day: string, hour: number, minute = 0) => {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return fromWallClock({ year, month, day: d, hour, minute, second: 0 }, TZ);
};

describe('dietOf', () => {
  it('keeps a known diet and cooks an unknown or missing one as none', () => {
    expect(dietOf('VEGAN')).toBe('VEGAN');
    expect(dietOf('VEGETARIAN')).toBe('VEGETARIAN');
    expect(dietOf('NONE')).toBe('NONE');
    expect(dietOf(null)).toBe('NONE');
    expect(dietOf(undefined)).toBe('NONE');
    expect(dietOf('PESCATARIAN')).toBe('NONE');
  });
});

describe('sortAllergies', () => {
  it('puts CRITICAL, SEVERE, MODERATE, LIGHT, then no severity, each by name whatever the case', () => {
    const rows = [
      { name: 'zoe', severity: 'LIGHT', kind: 'ARTIST' },
      { name: 'Anna', severity: null, kind: 'VOLUNTEER' },
      { name: 'bob', severity: 'SEVERE', kind: 'VOLUNTEER' },
      { name: 'Carl', severity: 'CRITICAL', kind: 'VOLUNTEER' },
      { name: 'Alice', severity: 'SEVERE', kind: 'ARTIST' },
      { name: 'Dan', severity: 'MODERATE', kind: 'VOLUNTEER' },
      { name: 'alice', severity: 'SEVERE', kind: 'VOLUNTEER' },
    ];
    expect(sortAllergies(rows).map((r) => `${r.severity}:${r.name}:${r.kind}`)).toEqual([
      'CRITICAL:Carl:VOLUNTEER',
      'SEVERE:Alice:ARTIST',
      'SEVERE:alice:VOLUNTEER',
      'SEVERE:bob:VOLUNTEER',
      'MODERATE:Dan:VOLUNTEER',
      'LIGHT:zoe:ARTIST',
      'null:Anna:VOLUNTEER',
    ]);
  });
});

describe('countsOf', () => {
  it('fills every kind and diet, folds an unknown diet into none and sums the totals', () => {
    const counts = countsOf([
      { kind: 'VOLUNTEER', diet: 'VEGAN', total: 3, eaten: 1, afterShow: 0, loudAllergies: 1 },
      { kind: 'VOLUNTEER', diet: null, total: 2, eaten: 2, afterShow: 0, loudAllergies: 0 },
      { kind: 'VOLUNTEER', diet: 'NONE', total: 1, eaten: 0, afterShow: 0, loudAllergies: 0 },
      { kind: 'ARTIST', diet: 'VEGETARIAN', total: 4, eaten: 0, afterShow: 2, loudAllergies: 2 },
      { kind: 'TICKET_HOLDER', diet: null, total: 5, eaten: 5, afterShow: 0, loudAllergies: 0 },
    ]);
    expect(counts).toEqual({
      byKind: {
        VOLUNTEER: { NONE: 3, VEGETARIAN: 0, VEGAN: 3 },
        ARTIST: { NONE: 0, VEGETARIAN: 4, VEGAN: 0 },
        TICKET_HOLDER: { NONE: 5, VEGETARIAN: 0, VEGAN: 0 },
      },
      byDiet: { NONE: 8, VEGETARIAN: 4, VEGAN: 3 },
      total: 15,
      eaten: 8,
      afterShow: 2,
      loudAllergies: 3,
    });
  });

  it('answers zeros for a meal nobody eats', () => {
    expect(countsOf([]).total).toBe(0);
    expect(countsOf([]).byKind.ARTIST).toEqual({ NONE: 0, VEGETARIAN: 0, VEGAN: 0 });
  });
});

describe('currentOrNextMeal', () => {
  const meals = [
    { id: 6, date: '2027-05-15', mealType: MealType.DINNER, enabled: true },
    { id: 1, date: '2027-05-14', mealType: MealType.BREAKFAST, enabled: true },
    { id: 2, date: '2027-05-14', mealType: MealType.LUNCH, enabled: false },
    { id: 3, date: '2027-05-14', mealType: MealType.DINNER, enabled: true },
    { id: 4, date: '2027-05-15', mealType: MealType.BREAKFAST, enabled: true },
    { id: 5, date: '2027-05-15', mealType: MealType.LUNCH, enabled: true },
  ];
  it.each([
    ['before the first day: the first meal', at('2027-05-10', 12), 1],
    ['at 10:59 of a day: its breakfast', at('2027-05-14', 10, 59), 1],
    ['at 11:00, lunch being off: dinner', at('2027-05-14', 11), 3],
    ['late in the evening: that dinner', at('2027-05-14', 23, 30), 3],
    ['at 14:59: lunch', at('2027-05-15', 14, 59), 5],
    ['at 15:00: dinner', at('2027-05-15', 15), 6],
    ['after the last day: the last meal', at('2027-05-20', 9), 6],
  ])('%s', (_, now, id) => {
    expect(currentOrNextMeal(meals, now, TZ)?.id).toBe(id);
  });

  it('answers none when no meal is on', () => {
    expect(currentOrNextMeal(meals.map((m) => ({ ...m, enabled: false })), at('2027-05-14', 9), TZ)).toBeNull();
  });
});

describe('reminderDay', () => {
  it('is tomorrow on the edition’s clock from 18:00, none before', () => {
    expect(reminderDay(at('2027-05-14', 17, 59), TZ)).toBeNull();
    expect(reminderDay(at('2027-05-14', 18), TZ)).toBe('2027-05-15');
    expect(reminderDay(at('2027-05-14', 23, 59), TZ)).toBe('2027-05-15');
    expect(reminderDay(at('2027-05-31', 20), TZ)).toBe('2027-06-01');
  });
});
