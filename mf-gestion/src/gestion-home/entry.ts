import type { SectionEntry } from '@festival/ui';

/** An edition's management home: its summary and a card per management page the user may open. No route check: the page asks visitors to sign in. */
export const gestionHomeEntry = {
  id: 'gestion/edition-home',
  path: '/editions/:id/gestion',
  title: 'gestion:gestionHome.title',
  icon: 'IconLayoutDashboard',
  right: { edition: ['team'] },
} as const satisfies SectionEntry;
