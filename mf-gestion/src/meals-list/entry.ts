import type { SectionEntry } from '@festival/ui';

/** The kitchen's lists: who eats a meal by kind and diet, the allergies, eaten so far, a day for the cooks; printable and as CSV. */
export const mealsListEntry = {
  id: 'gestion/meals-list',
  path: '/editions/:id/gestion/meals/list',
  title: 'gestion:meals.kitchen.title',
  icon: 'IconListCheck',
  check: 'auth-protected',
  right: { edition: ['manageMeals'] },
  card: [{ when: 'manageMeals', title: 'gestion:meals.kitchen.title', text: 'gestion:meals.kitchen.text' }],
} as const satisfies SectionEntry;
