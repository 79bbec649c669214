import type { SectionEntry } from '@festival/ui';

/** The edition's orders: the searchable list with each order's tickets and QR codes, orders taken on site, cancelling, CSV exports and the counts. */
export const ticketingOrdersEntry = {
  id: 'gestion/ticketing-orders',
  path: '/editions/:id/gestion/ticketing/orders',
  title: 'gestion:ticketingSections.orders.title',
  icon: 'IconReceipt',
  check: 'auth-protected',
  right: { edition: ['canManageTicketing'] },
  card: [{ when: 'canManageTicketing', title: 'gestion:ticketingSections.orders.title', text: 'gestion:ticketingSections.orders.text' }],
} as const satisfies SectionEntry;
