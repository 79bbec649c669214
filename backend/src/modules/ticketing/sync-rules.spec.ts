import { isSyncable, ordersWindowOf, readError, resumeStateOf, storedError, SYNC_OVERLAP_MS, SYNC_STALL_MS } from './sync-rules';
import { ExternalTicketingStatus, TicketingProvider } from './ticketing-fields';

describe('which connections are synced', () => {
  it('is HelloAsso, connected (even after a failure)', () => {
    expect(isSyncable(TicketingProvider.HELLOASSO, ExternalTicketingStatus.ACTIVE)).toBe(true);
    expect(isSyncable(TicketingProvider.HELLOASSO, ExternalTicketingStatus.ERROR)).toBe(true);
    expect(isSyncable(TicketingProvider.HELLOASSO, ExternalTicketingStatus.INACTIVE)).toBe(false);
    expect(isSyncable(TicketingProvider.WEEZEVENT, ExternalTicketingStatus.ACTIVE)).toBe(false);
    expect(isSyncable(null, null)).toBe(false);
  });
});

describe('the orders a run asks for', () => {
  const start = new Date('2026-11-26T10:00:00Z');
  it('everything up to its start on a first run', () => {
    expect(ordersWindowOf(null, start)).toEqual({ from: null, to: start });
  });
  it('what changed since the last successful run, with an overlap for clock skew', () => {
    const last = new Date('2026-11-26T09:45:00Z');
    expect(ordersWindowOf(last, start)).toEqual({ from: new Date(last.getTime() - SYNC_OVERLAP_MS), to: start });
    expect(SYNC_OVERLAP_MS).toBe(600_000);
  });
});

describe('where a run resumes', () => {
  const window = { from: new Date('2026-11-26T09:00:00Z'), to: new Date('2026-11-26T10:00:00Z') };
  it('starts with the catalogue of its window when it never ran', () => {
    expect(resumeStateOf(null, window)).toEqual({ phase: 'catalogue', from: '2026-11-26T09:00:00.000Z', to: '2026-11-26T10:00:00.000Z', token: null });
  });
  it('goes on from its saved state', () => {
    const saved = { phase: 'orders', from: null, to: '2026-11-26T08:00:00.000Z', token: 'abc+/=' };
    expect(resumeStateOf(saved, window)).toEqual(saved);
  });
  it('starts again when the saved state cannot be read', () => {
    for (const saved of [{ phase: 'x' }, { phase: 'orders', to: 'soon', from: null, token: null }, 'text', 42]) {
      expect(resumeStateOf(saved, window).phase).toBe('catalogue');
    }
  });
});

describe('a failure as kept', () => {
  it('is read back with its code and values; anything else is INTERNAL', () => {
    expect(readError(storedError({ code: 'PROVIDER_ERROR', params: { status: 502 } }))).toEqual({ code: 'PROVIDER_ERROR', params: { status: 502 } });
    expect(readError(storedError({ code: 'NETWORK' }))).toEqual({ code: 'NETWORK' });
    expect(readError(storedError({ code: 'STALLED' }))).toEqual({ code: 'STALLED' });
    expect(readError('boom')).toEqual({ code: 'INTERNAL' });
    expect(readError('{"code":"SOMETHING"}')).toEqual({ code: 'INTERNAL' });
    expect(readError(null)).toBeNull();
  });
});

describe('a run that stalls', () => {
  it('is one that has committed nothing for 2 minutes', () => {
    expect(SYNC_STALL_MS).toBe(120_000);
  });
});
