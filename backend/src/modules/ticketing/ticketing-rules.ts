import { CANCELLED_ITEM_STATE, TicketingOrderSource, TicketingOrderStatus, TicketStanding, VALID_ITEM_STATES } from './ticketing-fields';

/** Whether an item in this provider state is a valid ticket (Processed or Registered). */
export function isValidItemState(state: string): boolean {
  return VALID_ITEM_STATES.includes(state);
}

/** An order's status from its items' states: all valid, some, none yet (waiting for payment), or none. */
export function orderStatusOf(itemStates: readonly string[]): TicketingOrderStatus {
  const valid = itemStates.filter(isValidItemState).length;
  if (itemStates.length > 0 && valid === itemStates.length) return TicketingOrderStatus.VALID;
  if (valid > 0) return TicketingOrderStatus.PARTIAL;
  if (itemStates.includes('Waiting')) return TicketingOrderStatus.PENDING;
  return TicketingOrderStatus.CANCELLED;
}

/**
 * Where a ticket stands (My tickets, the gate's answers and its offline copy): valid in a valid
 * state; refunded when the provider cancelled a synced ticket (HelloAsso's refunds cancel the
 * items); cancelled otherwise (cancelled here, never paid, refused or deleted at the provider).
 */
export function ticketStanding(state: string, source: TicketingOrderSource | string): TicketStanding {
  if (isValidItemState(state)) return TicketStanding.VALID;
  return source === TicketingOrderSource.SYNCED && state === CANCELLED_ITEM_STATE ? TicketStanding.REFUNDED : TicketStanding.CANCELLED;
}
