import type { SectionEntry } from '@festival/ui';

/** The administrator's dashboard: figures, and a card per admin tool. */
export const dashboardEntry = {
  id: 'admin/dashboard',
  path: '/admin',
  title: 'admin:dashboard.title',
  icon: 'IconShield',
  check: 'super-admin',
} as const satisfies SectionEntry;
