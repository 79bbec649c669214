import { TicketingOrderStatus } from './ticketing-fields';
import { isValidItemState, orderStatusOf } from './ticketing-rules';

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
