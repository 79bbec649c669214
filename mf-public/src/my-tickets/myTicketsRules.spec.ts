import { holderOf, offlineCopyOf, ticketBadge } from './myTicketsRules';

const headers = (values: Record<string, string>) => new Headers(values);

describe('my tickets rules', () => {
  it('reads the service worker’s offline copy and its time; a fresh answer is not one', () => {
    expect(offlineCopyOf(headers({}))).toBeNull();
    expect(offlineCopyOf(headers({ 'X-Cached-At': '2030-05-14T08:30:00.000Z' }))).toBeNull();
    expect(offlineCopyOf(headers({ 'X-From-Cache': '1', 'X-Cached-At': '2030-05-14T08:30:00.000Z' }))).toBe('2030-05-14T08:30:00.000Z');
    expect(offlineCopyOf(headers({ 'X-From-Cache': '1', 'X-Cached-At': 'soon' }))).toBe('');
    expect(offlineCopyOf(headers({ 'X-From-Cache': '1' }))).toBe('');
  });

  it('badges a ticket: refunded and cancelled whatever its entry; a valid one let in says when', () => {
    expect(ticketBadge({ state: 'VALID', enteredAt: null })).toEqual({ kind: 'valid' });
    expect(ticketBadge({ state: 'VALID', enteredAt: '2030-05-14T08:30:00.000Z' })).toEqual({ kind: 'entered', at: '2030-05-14T08:30:00.000Z' });
    expect(ticketBadge({ state: 'REFUNDED', enteredAt: '2030-05-14T08:30:00.000Z' })).toEqual({ kind: 'refunded' });
    expect(ticketBadge({ state: 'CANCELLED', enteredAt: null })).toEqual({ kind: 'cancelled' });
  });

  it('names the holder from what the provider gave', () => {
    expect(holderOf({ firstName: 'Ann', lastName: 'Holder' })).toBe('Ann Holder');
    expect(holderOf({ firstName: null, lastName: 'Holder' })).toBe('Holder');
    expect(holderOf({ firstName: null, lastName: null })).toBe('');
  });
});
