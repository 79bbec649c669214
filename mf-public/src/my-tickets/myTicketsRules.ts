import type { Schemas } from '@festival/api-client';

type MyTicket = Schemas['MyTicketDto'];

/** The headers the service worker (shell/public/sw.js) puts on the copy of /api/my-tickets it answers with offline. */
export const FROM_CACHE_HEADER = 'X-From-Cache';
export const CACHED_AT_HEADER = 'X-Cached-At';

/** When the answer is the service worker's offline copy: the time it was taken (ISO), or '' when unknown; null for a fresh answer. */
export function offlineCopyOf(headers: Pick<Headers, 'get'>): string | null {
  if (headers.get(FROM_CACHE_HEADER) !== '1') return null;
  const at = headers.get(CACHED_AT_HEADER) ?? '';
  return Number.isNaN(Date.parse(at)) ? '' : at;
}

/** What a ticket's badge says: let in already (with when), or its state. */
export type TicketBadge = { kind: 'entered'; at: string } | { kind: 'valid' } | { kind: 'refunded' } | { kind: 'cancelled' };

export function ticketBadge(ticket: Pick<MyTicket, 'state' | 'enteredAt'>): TicketBadge {
  if (ticket.state === 'REFUNDED') return { kind: 'refunded' };
  if (ticket.state === 'CANCELLED') return { kind: 'cancelled' };
  return ticket.enteredAt ? { kind: 'entered', at: ticket.enteredAt } : { kind: 'valid' };
}

/** The holder's name as printed on the ticket, '' when the provider gave none. */
export const holderOf = (ticket: Pick<MyTicket, 'firstName' | 'lastName'>): string => [ticket.firstName, ticket.lastName].filter(Boolean).join(' ').trim();
