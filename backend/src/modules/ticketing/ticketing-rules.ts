import { TicketingOrderSource, TicketingOrderStatus, TicketStanding, VALID_ITEM_STATES } from './ticketing-fields';

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
 * Where a ticket stands: valid in a valid state; otherwise refunded when the provider's sync said so
 * (a synced order's invalid line: refunded, deleted, refused there), cancelled when the team cancelled
 * it here (an on-site order) or it never was paid.
 */
export function ticketStanding(state: string, source: TicketingOrderSource): TicketStanding {
  if (isValidItemState(state)) return TicketStanding.VALID;
  return source === TicketingOrderSource.SYNCED ? TicketStanding.REFUNDED : TicketStanding.CANCELLED;
}
