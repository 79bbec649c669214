import type { SectionEntry } from '@festival/ui';

/** The artists to fetch at arrival and take back at departure, day by day, with who drives; printable. */
export const artistsPickupsEntry = {
  id: 'gestion/artists-pickups',
  path: '/editions/:id/gestion/artists/pickups',
  title: 'gestion:artistSections.pickups.title',
  icon: 'IconCar',
  check: 'authenticated',
  right: { edition: ['canManageArtists'] },
  card: [{ when: 'canManageArtists', title: 'gestion:artistSections.pickups.title', text: 'gestion:artistSections.pickups.text' }],
} as const satisfies SectionEntry;
