import type { SectionEntry } from '@festival/ui';

/** An edition's lost and found: the items its team found, with photos and comments (the spec's path; no route guard). */
export const lostFoundEntry = {
  id: 'public/lost-found',
  path: '/editions/:id/objets-trouves',
  title: 'public:communitySections.lostFound.title',
  icon: 'IconLifebuoy',
} as const satisfies SectionEntry;
