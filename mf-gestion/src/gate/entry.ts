import type { SectionEntry } from '@festival/ui';

/** The gate: scanning tickets, volunteers and artists in (offline too), undoing, the dashboard. A gate volunteer sees this page and nothing else of management. */
export const gateEntry = {
  id: 'gestion/ticketing-access-control',
  path: '/editions/:id/gestion/ticketing/access-control',
  title: 'gestion:ticketingSections.accessControl.title',
  icon: 'IconScan',
  check: 'auth-protected',
  right: { edition: ['scanAtGate'] },
  card: [{ when: 'scanAtGate', title: 'gestion:ticketingSections.accessControl.title', text: 'gestion:ticketingSections.accessControl.text' }],
} as const satisfies SectionEntry;
