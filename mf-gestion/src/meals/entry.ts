import type { SectionEntry } from '@festival/ui';

/** The meal grid: turning meals on, a breakfast, lunch and dinner per day kept in step with the dates, each on or off with its phases and items. */
export const mealsEntry = {
  id: 'gestion/meals',
  path: '/editions/:id/gestion/meals',
  title: 'gestion:meals.title',
  icon: 'IconToolsKitchen2',
  check: 'authenticated',
  right: { edition: ['manageMeals'] },
  card: [{ when: 'manageMeals', title: 'gestion:meals.title', text: 'gestion:meals.text' }],
} as const satisfies SectionEntry;
