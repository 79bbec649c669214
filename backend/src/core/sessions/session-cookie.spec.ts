import { createHmac } from 'node:crypto';
import { signedSessionIds } from './session-cookie';

const secret = 'a session secret';
/** A cookie value as express-session writes it: s:<id>.<HMAC-SHA256 without padding>, URI-encoded. */
const signed = (sid: string, key = secret) => encodeURIComponent(`s:${sid}.${createHmac('sha256', key).update(sid).digest('base64').replace(/=+$/, '')}`);

describe('signedSessionIds', () => {
  const sessionIdOf = signedSessionIds('festival.sid', secret);

  it('reads the id of a cookie signed with the secret, wherever it stands in the header', () => {
    expect(sessionIdOf(`festival.sid=${signed('abc-123')}`)).toBe('abc-123');
    expect(sessionIdOf(`theme=dark; festival.sid=${signed('abc-123')}; i18n_redirected=fr`)).toBe('abc-123');
    // A second reading of the same value (remembered) answers the same.
    expect(sessionIdOf(`festival.sid=${signed('abc-123')}`)).toBe('abc-123');
  });

  it('takes the first cookie of that name, as express-session does', () => {
    expect(sessionIdOf(`festival.sid=${signed('first')}; festival.sid=${signed('second')}`)).toBe('first');
  });

  it('finds nothing without the cookie, or under a name that only ends like it', () => {
    expect(sessionIdOf(undefined)).toBeUndefined();
    expect(sessionIdOf('theme=dark')).toBeUndefined();
    expect(sessionIdOf(`xfestival.sid=${signed('abc')}`)).toBeUndefined();
    expect(sessionIdOf(`festival-sid=${signed('abc')}`)).toBeUndefined();
  });

  it('refuses a wrong or missing signature, another secret, and a value that is not signed', () => {
    const good = decodeURIComponent(signed('victim'));
    expect(sessionIdOf(`festival.sid=${encodeURIComponent(`${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`)}`)).toBeUndefined();
    expect(sessionIdOf(`festival.sid=${signed('victim', 'another secret')}`)).toBeUndefined();
    expect(sessionIdOf('festival.sid=victim')).toBeUndefined();
    expect(sessionIdOf(`festival.sid=${encodeURIComponent('s:victim')}`)).toBeUndefined();
    expect(sessionIdOf('festival.sid=%E0%A4%A')).toBeUndefined();
    // A refused value is not remembered as good.
    expect(sessionIdOf(`festival.sid=${signed('victim', 'another secret')}`)).toBeUndefined();
  });
});
