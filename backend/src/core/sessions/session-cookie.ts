import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed cookie values already checked, by value: a bound on what the memory holds. */
const MAX_REMEMBERED = 10_000;

/**
 * The session id a request's cookie header carries, as express-session reads it (the first cookie
 * of that name, URI-decoded, `s:` + id + '.' + HMAC-SHA256 of the id without padding), or undefined
 * when there is none or its signature is wrong. Each signed value is checked once per process.
 */
export function signedSessionIds(cookieName: string, secret: string): (cookieHeader: string | undefined) => string | undefined {
  const pattern = new RegExp(`(?:^|;)\\s*${cookieName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`);
  const checked = new Map<string, string>();
  return (cookieHeader) => {
    const value = cookieHeader && pattern.exec(cookieHeader)?.[1]?.trim();
    if (!value) return undefined;
    const known = checked.get(value);
    if (known !== undefined) return known;
    let raw: string;
    try {
      raw = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return undefined;
    }
    const dot = raw.lastIndexOf('.');
    if (!raw.startsWith('s:') || dot < 2) return undefined;
    const sid = raw.slice(2, dot);
    const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
    const given = Buffer.from(raw.slice(dot + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (checked.size >= MAX_REMEMBERED) checked.clear();
    checked.set(value, sid);
    return sid;
  };
}
