const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|code|api[-_]?key|p256dh|auth$/i;
export const REDACTED = '[redacted]';

/** NUL and unpaired surrogates, which PostgreSQL text and jsonb refuse. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is searched for
const UNSTORABLE = /\u0000|\p{Cs}/gu;

/** Text as PostgreSQL stores it: NUL and lone surrogates become U+FFFD (the log of a bad request must still be written). */
export function storable(text: string): string {
  return text.replace(UNSTORABLE, '\ufffd');
}

/**
 * Deep copy with every secret-looking key replaced, so error logs never hold credentials; long
 * strings cut, structures bounded, and every string and key storable.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[depth]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[storable(k)] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string') return storable(value.length > 2000 ? value.slice(0, 2000) + '…' : value);
  return value;
}
