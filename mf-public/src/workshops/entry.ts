import type { SectionEntry } from '@festival/ui';

/** An edition's workshops by day, with filters and stars; proposing one (no route guard: visitors read, signed-in users act). */
export const workshopsEntry = {
  id: 'public/workshops',
  path: '/editions/:id/workshops',
  title: 'public:communitySections.workshops.title',
  icon: 'IconChalkboard',
} as const satisfies SectionEntry;
