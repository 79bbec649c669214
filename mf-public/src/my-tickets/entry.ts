import type { SectionEntry } from '@festival/ui';

/** The user's tickets, across editions, with the codes the gate scans (kept for offline use by the service worker). */
export const myTicketsEntry = {
  id: 'public/my-tickets',
  path: '/my-tickets',
  title: 'public:myTickets.title',
  icon: 'IconTicket',
  check: 'auth-protected',
} as const satisfies SectionEntry;
