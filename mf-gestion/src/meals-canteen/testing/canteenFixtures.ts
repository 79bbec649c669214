/** API rows of the canteen for its tests (only specs import this). */
import type { CanteenMeals } from '../canteenApi';
import type { MealAnswer, MealCopy, MealCopyPerson, MealEater } from '../canteenRules';

export const lunch = { id: 12, date: '2027-05-14', mealType: 'LUNCH', enabled: true } as const;

export const meals = (over: Partial<CanteenMeals> = {}): CanteenMeals => ({
  timeZone: 'Europe/Paris',
  currentMealId: 12,
  meals: [{ id: 11, date: '2027-05-14', mealType: 'BREAKFAST', enabled: true }, { ...lunch }, { id: 13, date: '2027-05-14', mealType: 'DINNER', enabled: false }],
  ...over,
});

export const eater = (over: Partial<MealEater> = {}): MealEater => ({
  kind: 'VOLUNTEER',
  subjectId: 41,
  name: 'Ada Lovelace',
  diet: 'VEGAN',
  allergies: 'Peanuts',
  allergySeverity: 'SEVERE',
  afterShow: false,
  returnables: ['Cup'],
  entry: null,
  ...over,
});

export const mealAnswer = (over: Partial<MealAnswer> = {}): MealAnswer => ({
  outcome: 'ELIGIBLE',
  refusal: null,
  meal: { ...lunch },
  person: eater(),
  entryId: null,
  conflict: false,
  previous: null,
  otherEdition: null,
  ...over,
});

export const mealCopyPerson = (over: Partial<MealCopyPerson> = {}): MealCopyPerson => ({
  h: 'AAAAAAAAAAAAAAAA',
  k: 'VOLUNTEER',
  i: 41,
  n: 'Ada Lovelace',
  s: 'ELIGIBLE',
  w: null,
  d: 'VEGAN',
  a: 'Peanuts',
  v: 'SEVERE',
  l: false,
  r: ['Cup'],
  e: null,
  ...over,
});

export const mealCopy = (over: Partial<MealCopy> = {}): MealCopy => ({ meal: { ...lunch }, generatedAt: '2027-05-14T10:00:00.000Z', people: [mealCopyPerson()], ...over });
