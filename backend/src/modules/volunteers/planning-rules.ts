/**
 * The planning's pure rules: overlaps, rest between slots, a day's total, the volunteer period, a
 * copy of a day (same local times across a DST change). Days are local to the edition's time zone
 * (core/time/zoned.ts). Intervals are half-open: a slot ending at 10:00 does not overlap one starting at 10:00.
 */
import { dayBounds, daysBetween, localDayOf, nextDay, shiftDays, type Interval } from '../../core/time/zoned';

export type { Interval };

export interface PlannedSlot extends Interval {
  id: number;
  title: string;
  teamName: string;
}

export type PlanningWarning =
  | { code: 'SHORT_REST'; slotId: number; title: string; restMinutes: number; minRestMinutes: number }
  | { code: 'LONG_DAY'; day: string; totalMinutes: number; maxDayMinutes: number };

const MINUTE = 60_000;

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

// ── days in the edition's time zone ───────────────────────────────────────────────────────────

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
 * When volunteers may be there, the one period the form and the planning check against and every
 * answer shows: from the setup start when the organisers set it, else the edition's first day's
 * local midnight; to the teardown end when set, else the local midnight after its last day (each
 * bound on its own). Half-open like every interval here: the end is the first instant after it.
 */
export function volunteerPeriod(
  edition: { startDate: string; endDate: string; timeZone: string },
  settings: { volunteersSetupStartDate?: Date | null; volunteersTeardownEndDate?: Date | null } | null | undefined,
): Interval {
  return {
    start: settings?.volunteersSetupStartDate ?? dayBounds(edition.startDate, edition.timeZone).start,
    end: settings?.volunteersTeardownEndDate ?? dayBounds(edition.endDate, edition.timeZone).end,
  };
}

/** Whether the interval lies within the period. */
export function within(interval: Interval, period: Interval): boolean {
  return interval.start.getTime() >= period.start.getTime() && interval.end.getTime() <= period.end.getTime();
}

// ── who to put on a slot ───────────────────────────────────────────────────────────────────────

/**
 * Whether a volunteer is there for the whole slot by the arrival and departure they gave (either may
 * be missing: open on that side); null, unknown, when they gave neither.
 */
export function presentThroughout(slot: Interval, stay: { arrival: Date | string | null; departure: Date | string | null }): boolean | null {
  if (!stay.arrival && !stay.departure) return null;
  return (!stay.arrival || new Date(stay.arrival).getTime() <= slot.start.getTime()) && (!stay.departure || new Date(stay.departure).getTime() >= slot.end.getTime());
}

/** What a slot's candidate is ranked by. */
export interface CandidateFacts {
  pseudo: string;
  /** Already on the slot. */
  assigned: boolean;
  /** Another slot of theirs overlapping this one (null: none). */
  clash: unknown;
  /** presentThroughout: false only when their stay leaves part of the slot out. */
  available: boolean | null;
  inTeam: boolean;
  /** Place of the slot's team in their preferences, from 1; 0: not among them. */
  preferenceRank: number;
  loadMinutes: number;
}

/** A preference rank after every real one. */
const NOT_PREFERRED = Number.MAX_SAFE_INTEGER;

/**
 * The candidates of a slot, best first: not on it yet, free then, there then (unknown counts as
 * there), in the team, preferring the team (first choice first), least loaded; then by pseudo.
 */
export function rankCandidates<T extends CandidateFacts>(candidates: readonly T[]): T[] {
  const score = (c: CandidateFacts) => [c.assigned ? 1 : 0, c.clash ? 1 : 0, c.available === false ? 1 : 0, c.inTeam ? 0 : 1, c.preferenceRank || NOT_PREFERRED, c.loadMinutes];
  return [...candidates].sort((a, b) => {
    const x = score(a);
    const y = score(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return a.pseudo.localeCompare(b.pseudo);
  });
}
