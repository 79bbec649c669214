import type { SectionEntry } from '@festival/ui';

/** The edition's artists: the list with counts and money totals, adding or inviting one, each record in sections (stay, food, money, travel, organisers' notes), the CSV. */
export const artistsRecordsEntry = {
  id: 'gestion/artists',
  path: '/editions/:id/gestion/artists',
  title: 'gestion:artistSections.records.title',
  icon: 'IconUserStar',
  check: 'authenticated',
  right: { edition: ['canManageArtists'] },
  card: [{ when: 'canManageArtists', title: 'gestion:artistSections.records.title', text: 'gestion:artistSections.records.text' }],
} as const satisfies SectionEntry;
