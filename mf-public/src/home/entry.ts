import type { SectionEntry } from '@festival/ui';

/** The home page: what the platform does, and the search of upcoming editions (list, calendar, map). */
export const homeEntry = {
  id: 'public/home',
  path: '/',
  title: 'public:home.metaTitle',
  icon: 'IconHome',
} as const satisfies SectionEntry;
