/**
 * The planning's pure rules: overlaps, rest between slots, a day's total, the volunteer period, days
 * and wall-clock times in a time zone (copying a day keeps the local times across a DST change).
 * Intervals are half-open: a slot ending at 10:00 does not overlap one starting at 10:00.
 */

export interface Interval {
  start: Date;
  end: Date;
}

export interface PlannedSlot extends Interval {
  id: number;
  title: string;
  teamName: string;
}

export type PlanningWarning =
  | { code: 'SHORT_REST'; slotId: number; title: string; restMinutes: number; minRestMinutes: number }
  | { code: 'LONG_DAY'; day: string; totalMinutes: number; maxDayMinutes: number };

const MINUTE = 60_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const minutesOf = (i: Interval): number => Math.round((i.end.getTime() - i.start.getTime()) / MINUTE);

/** Whether two intervals share a moment (touching ends do not). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** The first of `others` (in time order) that overlaps `slot`, ignoring `slot` itself. */
export function firstClash<T extends PlannedSlot>(slot: Interval & { id?: number }, others: readonly T[]): T | null {
  const sorted = [...others].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  return sorted.find((o) => o.id !== slot.id && overlaps(slot, o)) ?? null;
}

/** Minutes between two intervals that do not overlap (0 when they touch); null when they overlap. */
export function restBetween(a: Interval, b: Interval): number | null {
  if (overlaps(a, b)) return null;
  const gap = a.end.getTime() <= b.start.getTime() ? b.start.getTime() - a.end.getTime() : a.start.getTime() - b.end.getTime();
  return Math.round(gap / MINUTE);
}

/** A warning for each other slot of the person whose rest before or after `slot` is under `minRestMinutes`. */
export function shortRests(slot: PlannedSlot, others: readonly PlannedSlot[], minRestMinutes: number): PlanningWarning[] {
  const warnings: PlanningWarning[] = [];
  for (const other of [...others].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    if (other.id === slot.id) continue;
    const rest = restBetween(slot, other);
    if (rest !== null && rest < minRestMinutes) warnings.push({ code: 'SHORT_REST', slotId: other.id, title: other.title, restMinutes: rest, minRestMinutes });
  }
  return warnings;
}

// ── days and wall-clock times in a time zone ───────────────────────────────────────────────────

/** The server's time zone: the planning's days are its local days (as the editions' days are). */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
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

/**
 * The moment showing this local time in `timeZone`. A time skipped by a DST change (02:30 on a
 * spring-forward night) moves forward by the gap; a time shown twice takes the first.
 */
export function fromWallClock(w: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  const second = asUtc - offsetAt(new Date(first), timeZone);
  if (first === second) {
    // A time shown twice (the night clocks go back): the earlier of the two.
    const earlier = first - 3_600_000;
    const e = wallClock(new Date(earlier), timeZone);
    return new Date(e.hour === w.hour && e.minute === w.minute && e.day === w.day ? earlier : first);
  }
  // Around a change the two guesses differ: keep the earlier one that shows the wanted time, else the later.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const exact = candidates.find((c) => {
    const s = wallClock(new Date(c), timeZone);
    return s.hour === w.hour && s.minute === w.minute && s.day === w.day;
  });
  return new Date(exact ?? Math.max(first, second));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day (YYYY-MM-DD) of a moment. */
export function localDayOf(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

function parseDay(day: string): { year: number; month: number; day: number } {
  const m = DAY_PATTERN.exec(day);
  if (!m) throw new Error(`Not a day: ${day}`);
  return { year: +m[1]!, month: +m[2]!, day: +m[3]! };
}

/** The day after `day`. */
export function nextDay(day: string): string {
  const { year, month, day: d } = parseDay(day);
  const next = new Date(Date.UTC(year, month - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** From local midnight of `day` to local midnight of the next day (23 or 25 hours on a DST day). */
export function dayBounds(day: string, timeZone: string): Interval {
  const start = fromWallClock({ ...parseDay(day), hour: 0, minute: 0, second: 0 }, timeZone);
  const end = fromWallClock({ ...parseDay(nextDay(day)), hour: 0, minute: 0, second: 0 }, timeZone);
  return { start, end };
}

/** Whole days between two days (`to` - `from`). */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** The same local time `days` later (or earlier): a slot copied to another day keeps its times on the wall clock. */
export function shiftDays(date: Date, days: number, timeZone: string): Date {
  const w = wallClock(date, timeZone);
  const target = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return fromWallClock({ ...w, year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() }, timeZone);
}

/** A slot copied from day `from` to day `to`: same local start, same length (an end past midnight stays so). */
export function copiedInterval(slot: Interval, from: string, to: string, timeZone: string): Interval {
  const days = daysBetween(from, to);
  return { start: shiftDays(slot.start, days, timeZone), end: shiftDays(slot.end, days, timeZone) };
}

/** Minutes of each local day an interval covers (split at local midnight). */
export function minutesPerDay(interval: Interval, timeZone: string): Map<string, number> {
  const out = new Map<string, number>();
  let day = localDayOf(interval.start, timeZone);
  let cursor = interval.start;
  while (cursor.getTime() < interval.end.getTime()) {
    const { end: dayEnd } = dayBounds(day, timeZone);
    const until = dayEnd.getTime() < interval.end.getTime() ? dayEnd : interval.end;
    out.set(day, (out.get(day) ?? 0) + minutesOf({ start: cursor, end: until }));
    cursor = until;
    day = nextDay(day);
  }
  return out;
}

/** Each local day's total minutes over these intervals. */
export function dayTotals(intervals: readonly Interval[], timeZone: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const i of intervals) for (const [day, minutes] of minutesPerDay(i, timeZone)) totals.set(day, (totals.get(day) ?? 0) + minutes);
  return totals;
}

/** A warning for each day `slot` touches whose total with the person's other slots exceeds `maxDayMinutes`. */
export function longDays(slot: PlannedSlot, others: readonly PlannedSlot[], maxDayMinutes: number, timeZone: string): PlanningWarning[] {
  const totals = dayTotals([slot, ...others.filter((o) => o.id !== slot.id)], timeZone);
  return [...minutesPerDay(slot, timeZone).keys()]
    .filter((day) => totals.get(day)! > maxDayMinutes)
    .map((day) => ({ code: 'LONG_DAY' as const, day, totalMinutes: totals.get(day)!, maxDayMinutes }));
}

/** The warnings of putting a person on `slot` given their other slots (the assignment is still made). */
export function assignmentWarnings(
  slot: PlannedSlot,
  others: readonly PlannedSlot[],
  limits: { minRestMinutes: number; maxDayMinutes: number },
  timeZone: string,
): PlanningWarning[] {
  return [...shortRests(slot, others, limits.minRestMinutes), ...longDays(slot, others, limits.maxDayMinutes, timeZone)];
}

// ── the volunteer period ───────────────────────────────────────────────────────────────────────

/**
 * When slots may be: from the setup start to the teardown end when the organisers set them, else
 * from the edition's first day's local midnight to the end of its last day (each bound on its own).
 */
export function volunteerPeriod(
  edition: { startDate: string; endDate: string },
  settings: { setupStart?: Date | null; teardownEnd?: Date | null } | null,
  timeZone: string,
): Interval {
  return {
    start: settings?.setupStart ?? dayBounds(edition.startDate, timeZone).start,
    end: settings?.teardownEnd ?? dayBounds(edition.endDate, timeZone).end,
  };
}

/** Whether the interval lies within the period. */
export function within(interval: Interval, period: Interval): boolean {
  return interval.start.getTime() >= period.start.getTime() && interval.end.getTime() <= period.end.getTime();
}

/** Every local day the period touches, in order. */
export function daysOf(period: Interval, timeZone: string, max = 120): string[] {
  const days: string[] = [];
  let day = localDayOf(period.start, timeZone);
  const last = localDayOf(new Date(period.end.getTime() - 1), timeZone);
  while (day <= last && days.length < max) {
    days.push(day);
    day = nextDay(day);
  }
  return days;
}
