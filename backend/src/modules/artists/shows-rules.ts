/**
 * The show programme's pure rules: when a show ends, its clashes (an artist in two overlapping
 * shows, two shows in one place at once, a show outside the edition's days: warnings, never
 * refusals), the days of the programme, who is told what after a change, and a show's time in a
 * reader's language. Intervals are half-open: a show ending at 20:00 does not clash with one
 * starting at 20:00. Days and times are the edition's, in its time zone (core/time/zoned.ts).
 */
import { dayAndTimeFormat, daysFrom, localDayOf } from '../../core/time/zoned';

const MINUTE = 60_000;

/** The longest show: a whole day, in minutes. */
export const SHOW_MAX_DURATION = 1440;

/** What the clashes need of a show. */
export interface PlannedShow {
  id: number;
  title: string;
  start: Date;
  /** Minutes. */
  duration: number;
  location: string | null;
  artists: readonly { id: number; name: string }[];
}

export type ShowClashCode = 'ARTIST_OVERLAP' | 'PLACE_OVERLAP' | 'OUTSIDE_EDITION';
export const SHOW_CLASH_CODES: readonly ShowClashCode[] = ['ARTIST_OVERLAP', 'PLACE_OVERLAP', 'OUTSIDE_EDITION'];

/** A clash of a show: with another show (which one, when; the artist or the place they share), or with the edition's days. */
export type ShowClash =
  | { code: 'ARTIST_OVERLAP'; artistId: number; artistName: string; showId: number; showTitle: string; start: Date; end: Date }
  | { code: 'PLACE_OVERLAP'; location: string; showId: number; showTitle: string; start: Date; end: Date }
  | { code: 'OUTSIDE_EDITION'; startDate: string; endDate: string };

/** The edition's days (YYYY-MM-DD, first and last). */
export interface EditionDays {
  startDate: string;
  endDate: string;
}

export const endOf = (show: { start: Date; duration: number }): Date => new Date(show.start.getTime() + show.duration * MINUTE);

/** Whether two shows share a moment (touching ends do not). */
export function overlaps(a: { start: Date; duration: number }, b: { start: Date; duration: number }): boolean {
  return a.start.getTime() < endOf(b).getTime() && b.start.getTime() < endOf(a).getTime();
}

/** A place as compared: trimmed, in lower case; null when there is none. */
export function placeKey(location: string | null | undefined): string | null {
  const key = location?.trim().toLowerCase();
  return key ? key : null;
}

// ── days in the edition's time zone ───────────────────────────────────────────────────────────

/** Whether a show starts before the edition's first day or ends after its last day (local days). */
export function outsideEdition(show: { start: Date; duration: number }, edition: EditionDays, timeZone: string): boolean {
  const first = localDayOf(show.start, timeZone);
  // The last moment of the show (its end is not part of it: a show ending at midnight ends that day).
  const last = localDayOf(new Date(endOf(show).getTime() - 1), timeZone);
  return first < edition.startDate || last > edition.endDate;
}

/** The days the programme shows: the edition's, and those of shows outside them (so they can be found), in order. */
export function programmeDays(edition: EditionDays, shows: readonly { start: Date }[], timeZone: string): string[] {
  const days = new Set(daysFrom(edition.startDate, edition.endDate));
  for (const show of shows) days.add(localDayOf(show.start, timeZone));
  return [...days].sort();
}

// ── clashes ────────────────────────────────────────────────────────────────────────────────────

/** The clashes `show` has because it overlaps `other`: each artist they share (by name), and their place. */
function clashesWith(show: PlannedShow, other: PlannedShow): ShowClash[] {
  const about = { showId: other.id, showTitle: other.title, start: other.start, end: endOf(other) };
  const theirs = new Set(other.artists.map((a) => a.id));
  const clashes: ShowClash[] = [...show.artists]
    .filter((a) => theirs.has(a.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((a) => ({ code: 'ARTIST_OVERLAP' as const, artistId: a.id, artistName: a.name, ...about }));
  const place = placeKey(show.location);
  if (place !== null && place === placeKey(other.location)) clashes.push({ code: 'PLACE_OVERLAP', location: other.location!.trim(), ...about });
  return clashes;
}

const byStart = (a: PlannedShow, b: PlannedShow) => a.start.getTime() - b.start.getTime() || a.id - b.id;

/**
 * Every show's clashes (each show of `shows` has an entry, empty when it has none): outside the
 * edition first, then those with other shows in the order they start. Sorted by start, a show
 * can only overlap those starting before it ends, so each pair is looked at once.
 */
export function programmeClashes(shows: readonly PlannedShow[], edition: EditionDays, timeZone: string): Map<number, ShowClash[]> {
  const sorted = [...shows].sort(byStart);
  const others = new Map<number, PlannedShow[]>(sorted.map((s) => [s.id, []]));
  for (let i = 0; i < sorted.length; i++) {
    const show = sorted[i]!;
    const end = endOf(show).getTime();
    for (let j = i + 1; j < sorted.length && sorted[j]!.start.getTime() < end; j++) {
      const other = sorted[j]!;
      if (!clashesWith(show, other).length) continue;
      others.get(show.id)!.push(other);
      others.get(other.id)!.push(show);
    }
  }
  const out = new Map<number, ShowClash[]>();
  for (const show of sorted) {
    const clashes: ShowClash[] = outsideEdition(show, edition, timeZone) ? [{ code: 'OUTSIDE_EDITION', startDate: edition.startDate, endDate: edition.endDate }] : [];
    for (const other of others.get(show.id)!.sort(byStart)) clashes.push(...clashesWith(show, other));
    out.set(show.id, clashes);
  }
  return out;
}

// ── who is told what ───────────────────────────────────────────────────────────────────────────

/** What the artists are told about: when and where a show is. */
export interface ShowFacts {
  title: string;
  /** ISO instant. */
  start: string;
  duration: number;
  location: string | null;
}

/** A show before or after a change: its facts and the accounts of its artists (those invited by e-mail alone have none). */
export interface ShowState {
  facts: ShowFacts;
  userIds: readonly number[];
}

export interface Tellings {
  added: number[];
  removed: number[];
  /** Artists still on a show whose start, duration or place changed. */
  moved: number[];
  cancelled: number[];
}

/** Whether the artists of a show have something to be told: a new start, length or place (a new title or description is not). */
export function moved(before: ShowFacts, after: ShowFacts): boolean {
  return Date.parse(before.start) !== Date.parse(after.start) || before.duration !== after.duration || placeKey(before.location) !== placeKey(after.location);
}

/**
 * Who is told what about a change of a show (`before` null: it was just made; `after` null: it
 * was deleted). The one who made the change is told nothing; anyone it changed nothing for neither.
 */
export function tellings(before: ShowState | null, after: ShowState | null, actorId: number): Tellings {
  const was = new Set(before?.userIds ?? []);
  const is = new Set(after?.userIds ?? []);
  const others = (ids: Iterable<number>) => [...new Set(ids)].filter((id) => id !== actorId).sort((a, b) => a - b);
  if (!after) return { added: [], removed: [], moved: [], cancelled: others(was) };
  const kept = [...is].filter((id) => was.has(id));
  return {
    added: others([...is].filter((id) => !was.has(id))),
    removed: others([...was].filter((id) => !is.has(id))),
    moved: before && moved(before.facts, after.facts) ? others(kept) : [],
    cancelled: [],
  };
}

// ── a show's time in words ─────────────────────────────────────────────────────────────────────

/** When a show is, in a reader's language and the edition's zone: 'Saturday, May 15, 8:00 – 9:30 PM' or its equivalent. */
export function showWhen(facts: Pick<ShowFacts, 'start' | 'duration'>, language: string, timeZone: string): string {
  const start = new Date(facts.start);
  return dayAndTimeFormat(language, timeZone).formatRange(start, endOf({ start, duration: facts.duration }));
}
