import type { SectionEntry } from '@festival/ui';

/** The edition's show programme: shows by day and place, their artists and returnable items, clashes warned. */
export const artistsShowsEntry = {
  id: 'gestion/artists-shows',
  path: '/editions/:id/gestion/artists/shows',
  title: 'gestion:artistSections.shows.title',
  icon: 'IconMicrophone2',
  check: 'authenticated',
  right: { edition: ['canManageArtists'] },
  card: [{ when: 'canManageArtists', title: 'gestion:artistSections.shows.title', text: 'gestion:artistSections.shows.text' }],
} as const satisfies SectionEntry;
