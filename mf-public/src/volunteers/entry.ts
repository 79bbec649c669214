import type { SectionEntry } from '@festival/ui';

/** An edition's volunteers page: what the organisers say, and the form to apply (no route guard: visitors read it and are asked to sign in). */
export const volunteersEntry = {
  id: 'public/volunteers',
  path: '/editions/:id/volunteers',
  title: 'public:volunteerSections.volunteers.title',
  icon: 'IconHeartHandshake',
} as const satisfies SectionEntry;
