import { REDACTED, redact, storable } from './redact';

describe('redact', () => {
  it('removes secrets at any depth and keeps the rest', () => {
    expect(
      redact({
        identifier: 'a@b.c',
        password: 'x',
        nested: { newPassword: 'y', clientSecret: 'z', keys: { p256dh: 'k', auth: 'a' }, list: [{ token: 't', ok: 1 }] },
        headers: { cookie: 'sid=1', authorization: 'Bearer q', 'user-agent': 'UA' },
      }),
    ).toEqual({
      identifier: 'a@b.c',
      password: REDACTED,
      nested: { newPassword: REDACTED, clientSecret: REDACTED, keys: { p256dh: REDACTED, auth: REDACTED }, list: [{ token: REDACTED, ok: 1 }] },
      headers: { cookie: REDACTED, authorization: REDACTED, 'user-agent': 'UA' },
    });
  });

  it('cuts very long strings and deep structures', () => {
    expect((redact('x'.repeat(5000)) as string).length).toBe(2001);
    let deep: object = { v: 1 };
    for (let i = 0; i < 10; i++) deep = { d: deep };
    expect(JSON.stringify(redact(deep))).toContain('[depth]');
  });

  it('makes every string and key storable by PostgreSQL: NUL and lone surrogates become U+FFFD, pairs stay', () => {
    expect(redact({ 'k\u0000': 'a\u0000b', list: ['\ud800x', 'ok 🤹'] })).toEqual({ 'k\ufffd': 'a\ufffdb', list: ['\ufffdx', 'ok 🤹'] });
    expect(storable('end \udc00')).toBe('end \ufffd');
  });
});
