/**
 * Days and wall-clock times in a time zone (an edition's: `Edition.timeZone`). The database and the
 * API hold instants; an edition's days (YYYY-MM-DD) and the times its team types are read on the
 * clocks of its place, whatever the server's own zone. DST-safe: a day may last 23 or 25 hours.
 */

export interface Interval {
  start: Date;
  end: Date;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local date and time of a moment in `timeZone`. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour! % 24, minute: +parts.minute!, second: +parts.second! };
}

/** Offset of `timeZone` from UTC at a moment, in milliseconds. */
function offsetAt(date: Date, timeZone: string): number {
  const w = wallClock(date, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (date.getTime() - date.getMilliseconds());
}

const shows = (ms: number, w: WallClock, timeZone: string) => {
  const s = wallClock(new Date(ms), timeZone);
  return s.day === w.day && s.hour === w.hour && s.minute === w.minute;
};

/**
 * The moment showing this local time in `timeZone`. A time skipped by a DST change (02:30 on a
 * spring-forward night) moves forward by the gap; a time shown twice (autumn) takes the first.
 */
export function fromWallClock(w: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  const second = asUtc - offsetAt(new Date(first), timeZone);
  if (first === second) {
    // Shown twice when the clocks go back: the earlier of the two.
    const earlier = first - 3_600_000;
    return new Date(shows(earlier, w, timeZone) ? earlier : first);
  }
  // Around a change the two guesses differ: the earlier one that shows the wanted time, else the later (a skipped time).
  const [low, high] = [Math.min(first, second), Math.max(first, second)];
  return new Date(shows(low, w, timeZone) ? low : high);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day (YYYY-MM-DD) of a moment in `timeZone`. */
export function localDayOf(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'YYYY-MM-DD HH:mm' of a moment in `timeZone` (exports read by people). */
export function localDateTimeOf(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** A day (YYYY-MM-DD) as its parts; throws on anything else. */
export function parseDay(day: string): { year: number; month: number; day: number } {
  const m = DAY_PATTERN.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  return { year: +m[1]!, month: +m[2]!, day: +m[3]! };
}

/** The day after `day`. */
export function nextDay(day: string): string {
  const { year, month, day: d } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, d + 1)).toISOString().slice(0, 10);
}

/** Whole days between two days (`to` - `from`). */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** Every day from `first` to `last` included, in order (at most `max`). */
export function daysFrom(first: string, last: string, max = 366): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < max; day = nextDay(day)) days.push(day);
  return days;
}

/** From local midnight of `day` to local midnight of the next day (23 or 25 hours on a DST day). */
export function dayBounds(day: string, timeZone: string): Interval {
  const start = fromWallClock({ ...parseDay(day), hour: 0, minute: 0, second: 0 }, timeZone);
  const end = fromWallClock({ ...parseDay(nextDay(day)), hour: 0, minute: 0, second: 0 }, timeZone);
  return { start, end };
}

/** Every local day an interval touches (its end excluded), in order (at most `max`). */
export function daysOf(interval: Interval, timeZone: string, max = 120): string[] {
  return daysFrom(localDayOf(interval.start, timeZone), localDayOf(new Date(interval.end.getTime() - 1), timeZone), max);
}

/** The same local time `days` later (or earlier): what a copy to another day keeps on the wall clock. */
export function shiftDays(date: Date, days: number, timeZone: string): Date {
  const w = wallClock(date, timeZone);
  const target = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return fromWallClock({ ...w, year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() }, timeZone);
}

const readable = new Map<string, Intl.DateTimeFormat>();
/**
 * A day and time as a reader of `language` writes it, on the clocks of `timeZone`: 'Saturday 16 May,
 * 07:05' on a 24-hour clock (two-digit hours, as timetables write them), 'Saturday, May 16, 7:05 AM'
 * on a 12-hour one (no leading zero), as the app writes them (libs/i18n zoned.ts).
 */
export function dayAndTimeFormat(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let f = readable.get(key);
  if (!f) {
    const cycle = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions().hourCycle;
    const hour = cycle === 'h11' || cycle === 'h12' ? 'numeric' : '2-digit';
    f = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour, minute: '2-digit' });
    readable.set(key, f);
  }
  return f;
}
