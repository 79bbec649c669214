import type { SectionEntry } from '@festival/ui';

/** The edition's ticket catalogue: tiers (synced and local), quotas with their counts, options, custom fields, returnable items. */
export const ticketingTiersEntry = {
  id: 'gestion/ticketing-tiers',
  path: '/editions/:id/gestion/ticketing/tiers',
  title: 'gestion:ticketingSections.tiers.title',
  icon: 'IconTicket',
  check: 'auth-protected',
  right: { edition: ['canManageTicketing'] },
  card: [{ when: 'canManageTicketing', title: 'gestion:ticketingSections.tiers.title', text: 'gestion:ticketingSections.tiers.text' }],
} as const satisfies SectionEntry;
