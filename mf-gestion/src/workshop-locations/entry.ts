import type { SectionEntry } from '@festival/ui';

/** The edition's workshop locations (the places proposers choose from): add, rename, delete. */
export const workshopLocationsEntry = {
  id: 'gestion/workshop-locations',
  path: '/editions/:id/gestion/workshops',
  title: 'gestion:workshopSections.locations.title',
  icon: 'IconMapPin',
  check: 'auth-protected',
  right: { edition: ['team'] },
  card: [{ when: 'team', title: 'gestion:workshopSections.locations.title', text: 'gestion:workshopSections.locations.text' }],
} as const satisfies SectionEntry;
