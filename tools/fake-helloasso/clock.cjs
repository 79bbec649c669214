'use strict';
// Time as HelloAsso writes it: ISO 8601 in Paris time with its offset and 7 fractional digits
// ("2026-11-26T05:28:28.1234567+01:00"). A stamp is { ms, sub }: epoch milliseconds plus the
// 100-ns ticks inside that millisecond (0–9999), so stamps stay exact and strictly ordered.

/** Last Sunday of a month (0-based), in UTC ms at 01:00 UTC: when Europe switches summer time. */
function lastSundayAt1Utc(year, month) {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 86_400_000;
}

/** Europe/Paris offset in minutes at an instant (+60 in winter, +120 in summer). */
function parisOffsetMinutes(ms) {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9) ? 120 : 60;
}

const pad = (n, w = 2) => String(n).padStart(w, '0');

/** "2026-11-26T05:28:28.1234567+01:00" for a stamp (or plain ms). */
function formatStamp(ms, sub = 0) {
  const offset = parisOffsetMinutes(ms);
  const local = new Date(ms + offset * 60_000);
  const fraction = pad(local.getUTCMilliseconds(), 3) + pad(sub, 4);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}.${fraction}` +
    `+${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`
  );
}

const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Parses a query date ("2026-11-26", "2026-11-26T05:28:28Z", "…28.1234567+01:00"). No offset means
 * UTC. Returns a stamp or null when it is not a date.
 */
function parseStamp(text) {
  const m = ISO.exec(String(text).trim());
  if (!m) return null;
  const [, day, hh = '00', mi = '00', ss = '00', fraction = '', zone = 'Z'] = m;
  const digits = (fraction + '0000000').slice(0, 7);
  const z = zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const ms = Date.parse(`${day}T${hh}:${mi}:${ss}.${digits.slice(0, 3)}${z}`);
  if (Number.isNaN(ms)) return null;
  return { ms, sub: Number(digits.slice(3)) };
}

/** Orders stamps: negative, zero or positive like a comparator. */
function compareStamps(a, b) {
  return a.ms - b.ms || a.sub - b.sub;
}

/** .NET ticks (100 ns since year 1) of a stamp, as HelloAsso puts in its QR codes. */
function dotnetTicks(ms, sub = 0) {
  return (BigInt(ms) * 10_000n + BigInt(sub) + 621_355_968_000_000_000n).toString();
}

module.exports = { formatStamp, parseStamp, compareStamps, dotnetTicks, parisOffsetMinutes };
