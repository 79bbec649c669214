/**
 * Days and wall-clock times in a time zone: an edition's (`timeZone` of its answers, an IANA name),
 * whatever the browser's own. The API speaks instants (ISO 8601); an edition's days (YYYY-MM-DD)
 * and the times its team types or its visitors read are on the clocks of its place. DST-safe: a
 * day may last 23 or 25 hours, a time skipped in spring moves forward, a time shown twice in
 * autumn is the first. The server's twin is backend/src/core/time/zoned.ts.
 */
// The shared package's language table (one instance for the shell and the remotes): this module is
// not shared but bundled into each remote that uses it (`@festival/i18n/zoned`), off the first visit.
import { localeOf } from '@festival/i18n';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

type Moment = Date | string | number;

const clocks = new Map<string, Intl.DateTimeFormat>();
function clock(timeZone: string): Intl.DateTimeFormat {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    clocks.set(timeZone, f);
  }
  return f;
}

/** The browser's time zone (the visitor's clocks). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The local date and time of a moment in `timeZone`. */
export function wallClock(date: Moment, timeZone: string): WallClock {
  const parts = Object.fromEntries(clock(timeZone).formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour! % 24, minute: +parts.minute! };
}

/** Offset of `timeZone` from UTC at a moment (ms), to the minute. */
const offsetAt = (ms: number, timeZone: string): number => {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(ms / 60_000) * 60_000;
};

const shows = (ms: number, w: WallClock, timeZone: string): boolean => {
  const s = wallClock(ms, timeZone);
  return s.day === w.day && s.hour === w.hour && s.minute === w.minute;
};

/** The moment showing this local time in `timeZone`: a time skipped by DST moves forward, a time shown twice is the first. */
export function fromWallClock(w: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  if (first === second) {
    const earlier = first - 3_600_000;
    return new Date(shows(earlier, w, timeZone) ? earlier : first);
  }
  const [low, high] = [Math.min(first, second), Math.max(first, second)];
  return new Date(shows(low, w, timeZone) ? low : high);
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** 'YYYY-MM-DD' of a moment in `timeZone`. */
export function dayOf(date: Moment, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:mm' (24 h) of a moment in `timeZone`. */
export function timeOf(date: Moment, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Local midnight of `day` in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  return fromWallClock({ year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: 0, minute: 0 }, timeZone);
}

/** Minutes from local midnight of `day` (negative before it, past 24 h after it, 23 or 25 h long on a DST day). */
export function minutesInto(date: Moment, day: string, timeZone: string): number {
  return Math.round((new Date(date).getTime() - startOfDay(day, timeZone).getTime()) / 60_000);
}

/** The value of a datetime-local input showing this moment in `timeZone`; '' when empty or not a date. */
export function toLocalInput(date: Moment | null | undefined, timeZone: string): string {
  if (date === null || date === undefined || date === '') return '';
  if (Number.isNaN(new Date(date).getTime())) return '';
  return `${dayOf(date, timeZone)}T${timeOf(date, timeZone)}`;
}

/** The ISO moment of a datetime-local input ('YYYY-MM-DDTHH:mm', seconds ignored) read in `timeZone`; null when it is not one. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return null;
  const w = { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! };
  if (w.month < 1 || w.month > 12 || w.day < 1 || w.day > 31 || w.hour > 23 || w.minute > 59) return null;
  return fromWallClock(w, timeZone).toISOString();
}

// ── in the reader's language ───────────────────────────────────────────────────────────────────

const twelveHourLocales = new Map<string, boolean>();
/** Whether the locale writes times on a 12-hour clock ("2:00 PM"). */
function twelveHour(locale: string): boolean {
  let twelve = twelveHourLocales.get(locale);
  if (twelve === undefined) {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    twelve = cycle === 'h11' || cycle === 'h12';
    twelveHourLocales.set(locale, twelve);
  }
  return twelve;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * A cached formatter. Two-digit hours are for 24-hour clocks ("07:05", as timetables write them);
 * a 12-hour clock writes none ("7:05 PM", as its short time style does).
 */
function formatter(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    const locale = localeOf(lng);
    f = new Intl.DateTimeFormat(locale, options.hour === '2-digit' && twelveHour(locale) ? { ...options, hour: 'numeric' } : options);
    formatters.set(key, f);
  }
  return f;
}

/** A moment in the reader's language on the clocks of `timeZone` (default: time as hours and minutes). */
export function formatInZone(date: Moment, lng: string, timeZone: string, options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }): string {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? '' : formatter(lng, { ...options, timeZone }).format(d);
}

/** '20:00 – 21:30' (or '8:00 PM – 9:30 PM') in the reader's language, on the clocks of `timeZone`. */
export function timeRange(start: Moment, end: Moment, lng: string, timeZone: string): string {
  return `${formatInZone(start, lng, timeZone)} – ${formatInZone(end, lng, timeZone)}`;
}

/** A range that may run into another day: its days too when start and end (its last minute) are not on the same local day. */
export function whenRange(start: Moment, end: Moment, lng: string, timeZone: string): string {
  if (dayOf(start, timeZone) === dayOf(new Date(end).getTime() - 1, timeZone)) return timeRange(start, end, lng, timeZone);
  return formatter(lng, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).formatRange(new Date(start), new Date(end));
}

/** A calendar day (YYYY-MM-DD) in the reader's language, whatever the zones ('Thu, May 16' by default). */
export function formatDay(day: string, lng: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatter(lng, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

// ── zones ──────────────────────────────────────────────────────────────────────────────────────

/** The place a zone is named after ('Europe/Paris' → 'Paris', 'America/New_York' → 'New York', 'UTC' → 'UTC'). */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** Whether two zones show the same clocks at all these moments (Paris and Brussels do; Paris and London do not). */
export function sameClocks(a: string, b: string, moments: readonly Moment[]): boolean {
  if (a === b) return true;
  return moments.every((m) => {
    const x = wallClock(m, a);
    const y = wallClock(m, b);
    return x.day === y.day && x.hour === y.hour && x.minute === y.minute;
  });
}

/** The IANA names this browser knows, and UTC, in order; `keep` (a stored name) is listed even if this browser knows it otherwise. */
export function timeZoneNames(keep?: string | null): string[] {
  const names = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  names.add('UTC');
  if (keep) names.add(keep);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** Its offset from UTC now, as the reader's language writes it ('GMT+2', 'UTC+02:00'…); '' when the browser cannot say. */
export function zoneOffset(timeZone: string, lng: string, at: Moment = Date.now()): string {
  try {
    return formatter(lng, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}
