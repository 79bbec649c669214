import { ITEM_STATES, TicketingOrderSource, TicketingOrderStatus, TicketStanding } from './ticketing-fields';
import { isValidItemState, orderStatusOf, ticketStanding } from './ticketing-rules';

describe('item validity', () => {
  it('takes only Processed and Registered as valid tickets', () => {
    expect(['Processed', 'Registered'].map(isValidItemState)).toEqual([true, true]);
    expect(['Waiting', 'Deleted', 'Unknown', 'Canceled', 'Refused', 'Abandoned', 'SomethingNew'].some(isValidItemState)).toBe(false);
  });
});

describe('order status', () => {
  it('follows its items', () => {
    expect(orderStatusOf(['Processed', 'Registered'])).toBe(TicketingOrderStatus.VALID);
    expect(orderStatusOf(['Processed', 'Canceled'])).toBe(TicketingOrderStatus.PARTIAL);
    expect(orderStatusOf(['Waiting'])).toBe(TicketingOrderStatus.PENDING);
    expect(orderStatusOf(['Canceled', 'Refused'])).toBe(TicketingOrderStatus.CANCELLED);
    expect(orderStatusOf([])).toBe(TicketingOrderStatus.CANCELLED);
  });
});

describe('ticket standing', () => {
  it('is valid in a valid state, whoever sold it', () => {
    for (const source of [TicketingOrderSource.SYNCED, TicketingOrderSource.ONSITE]) {
      expect(ticketStanding('Processed', source)).toBe(TicketStanding.VALID);
      expect(ticketStanding('Registered', source)).toBe(TicketStanding.VALID);
    }
  });

  it('is refunded when a sync invalidated a synced ticket, whatever the invalid state (a future one included)', () => {
    const invalid = [...ITEM_STATES.filter((s) => !isValidItemState(s)), 'SomethingNew'];
    expect(invalid.map((s) => ticketStanding(s, TicketingOrderSource.SYNCED))).toEqual(invalid.map(() => TicketStanding.REFUNDED));
  });

  it('is cancelled when an on-site ticket is not valid (cancelled by the team)', () => {
    const invalid = [...ITEM_STATES.filter((s) => !isValidItemState(s)), 'SomethingNew'];
    expect(invalid.map((s) => ticketStanding(s, TicketingOrderSource.ONSITE))).toEqual(invalid.map(() => TicketStanding.CANCELLED));
  });
});
