import { connectionBody, connectionErrors, connectionValues, durationOf, formatDuration, isLive, ordersDone, type ConnectionValues } from './ticketingExternalRules';
import type { ExternalTicketing } from './ticketingExternalApi';

const none: ExternalTicketing = { provider: null, status: null, lastError: null, lastSyncAt: null, syncedUntil: null, webhookUrl: null, helloAsso: null, activeRun: null };
const helloAsso: ExternalTicketing = {
  ...none,
  provider: 'HELLOASSO',
  status: 'ACTIVE',
  webhookUrl: 'https://festival.example/api/ticketing/webhooks/helloasso/abc',
  helloAsso: { clientId: 'client', hasClientSecret: true, organizationSlug: 'org', formType: 'Event', formSlug: 'form', apiBaseUrl: 'https://api.helloasso.com' },
};
const values = (extra: Partial<ConnectionValues> = {}): ConnectionValues => ({ ...connectionValues(helloAsso), ...extra });

describe('the form of the connection', () => {
  it('starts from the stored settings, never a secret, the default address left empty', () => {
    expect(connectionValues(helloAsso)).toEqual({
      kind: 'HELLOASSO',
      manualProvider: 'OTHER',
      clientId: 'client',
      clientSecret: '',
      organizationSlug: 'org',
      formType: 'Event',
      formSlug: 'form',
      apiBaseUrl: '',
    });
    expect(connectionValues({ ...none, provider: 'WEEZEVENT', status: 'ACTIVE' })).toMatchObject({ kind: 'MANUAL', manualProvider: 'WEEZEVENT' });
    expect(connectionValues(none)).toMatchObject({ kind: 'HELLOASSO', clientId: '', formType: 'Event' });
    expect(connectionValues({ ...helloAsso, helloAsso: { ...helloAsso.helloAsso!, apiBaseUrl: 'http://127.0.0.1:3901' } }).apiBaseUrl).toBe('http://127.0.0.1:3901');
  });

  it('sends the HelloAsso settings trimmed (empty secret: keep it; empty address: the default), or only the provider', () => {
    expect(connectionBody(values({ clientId: ' client ', apiBaseUrl: ' ' }))).toEqual({
      provider: 'HELLOASSO',
      clientId: 'client',
      clientSecret: '',
      organizationSlug: 'org',
      formType: 'Event',
      formSlug: 'form',
      apiBaseUrl: null,
    });
    expect(connectionBody(values({ kind: 'MANUAL', manualProvider: 'BILLETWEB' }))).toEqual({ provider: 'BILLETWEB' });
  });

  it('checks what the server checks', () => {
    expect(connectionErrors(values(), helloAsso.helloAsso)).toEqual({});
    expect(connectionErrors(values({ clientId: ' ', organizationSlug: 'mon asso', formSlug: '', apiBaseUrl: 'ftp://x' }), helloAsso.helloAsso)).toEqual({
      clientId: 'required',
      organizationSlug: 'slug',
      formSlug: 'required',
      apiBaseUrl: 'url',
      clientSecret: 'secretRequired',
    });
    expect(connectionErrors(values({ kind: 'MANUAL', clientId: '' }), null)).toEqual({});
  });

  it('asks for the secret on the first connection and when the client id or the address changes', () => {
    expect(connectionErrors(values(), null).clientSecret).toBe('secretRequired');
    expect(connectionErrors(values({ clientId: 'other' }), helloAsso.helloAsso).clientSecret).toBe('secretRequired');
    expect(connectionErrors(values({ apiBaseUrl: 'https://sandbox.helloasso.com' }), helloAsso.helloAsso).clientSecret).toBe('secretRequired');
    expect(connectionErrors(values({ apiBaseUrl: 'https://api.helloasso.com/' }), helloAsso.helloAsso).clientSecret).toBeUndefined();
    expect(connectionErrors(values({ clientSecret: 'typed' }), null).clientSecret).toBeUndefined();
  });
});

describe('a run', () => {
  it('is live while queued or running', () => {
    expect(['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'].map((status) => isLive({ status: status as never }))).toEqual([true, true, false, false, false]);
  });
  it('took from its start to its end', () => {
    expect(durationOf({ startedAt: '2026-11-26T10:00:00Z', finishedAt: '2026-11-26T10:00:12.5Z' })).toBe(12_500);
    expect(durationOf({ startedAt: '2026-11-26T10:00:00Z', finishedAt: null })).toBeNull();
  });
  it('says its duration in seconds, then minutes', () => {
    expect(formatDuration(12_400, 'en')).toBe('12 sec');
    expect(formatDuration(1_500, 'en')).toBe('1.5 sec');
    expect(formatDuration(300_000, 'en')).toBe('5 min');
  });
  it('counts the orders gone through', () => {
    expect(ordersDone({ created: 1, updated: 2, cancelled: 3, unchanged: 4, skipped: 5 })).toBe(15);
  });
});
