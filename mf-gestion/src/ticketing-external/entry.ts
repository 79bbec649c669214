import type { SectionEntry } from '@festival/ui';

/** Where the edition sells its tickets: HelloAsso (connection, test, sync with its progress and history) or another provider managed by hand. */
export const ticketingExternalEntry = {
  id: 'gestion/ticketing-external',
  path: '/editions/:id/gestion/ticketing/external',
  title: 'gestion:ticketingSections.external.title',
  icon: 'IconPlugConnected',
  check: 'auth-protected',
  right: { edition: ['canManageTicketing'] },
  card: [{ when: 'canManageTicketing', title: 'gestion:ticketingSections.external.title', text: 'gestion:ticketingSections.external.text' }],
} as const satisfies SectionEntry;
