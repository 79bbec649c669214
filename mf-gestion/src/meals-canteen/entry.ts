import type { SectionEntry } from '@festival/ui';

/** The canteen: validating meals by scanning tickets, volunteers and artists (offline too), undoing. A meal-validation volunteer sees this page and nothing else of management. */
export const mealsCanteenEntry = {
  id: 'gestion/meals-validate',
  path: '/editions/:id/gestion/meals/validate',
  title: 'gestion:canteen.sectionTitle',
  icon: 'IconScan',
  check: 'auth-protected',
  right: { edition: ['validateMeals'] },
  card: [{ when: 'validateMeals', title: 'gestion:canteen.sectionTitle', text: 'gestion:canteen.sectionText' }],
} as const satisfies SectionEntry;
