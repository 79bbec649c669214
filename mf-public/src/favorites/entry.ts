import type { SectionEntry } from '@festival/ui';

/** The editions the user starred. */
export const favoritesEntry = {
  id: 'public/favorites',
  path: '/favorites',
  title: 'public:favorites.title',
  icon: 'IconHeart',
  check: 'auth-protected',
} as const satisfies SectionEntry;
