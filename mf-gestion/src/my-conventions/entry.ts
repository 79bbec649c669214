import type { SectionEntry } from '@festival/ui';

/** The conventions the user created or helps organise, with their editions. */
export const myConventionsEntry = {
  id: 'gestion/my-conventions',
  path: '/my-conventions',
  title: 'gestion:myConventions.title',
  icon: 'IconCalendarEvent',
  check: 'auth-protected',
} as const satisfies SectionEntry;
