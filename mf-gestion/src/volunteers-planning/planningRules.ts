/**
 * The planning board's pure rules: local times in the server's time zone (the planning's days are
 * its days), positions on the board, fill colours, the order of the list, the server's checks of a
 * slot mirrored.
 */
import { FILL_COLOR, fillOf, type Fill } from '@festival/ui';

export const SLOT_TITLE_MAX = 200;
export const SLOT_NEEDED_MAX = 500;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local date and time of a moment in `timeZone`. */
export function wallClock(date: Date | string, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour! % 24, minute: +parts.minute! };
}

const offsetAt = (ms: number, timeZone: string) => {
  const w = wallClock(new Date(ms), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(ms / 60_000) * 60_000;
};

/** The moment showing this local time in `timeZone` (a time skipped by DST moves forward). */
export function fromWallClock(w: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return new Date(Math.max(first, second));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a moment in `timeZone`. */
export function dayOf(date: Date | string, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** 'HH:mm' of a moment in `timeZone`. */
export function timeOf(date: Date | string, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** The value of a datetime-local input showing this moment in `timeZone`. */
export function toLocalInput(date: Date | string, timeZone: string): string {
  return `${dayOf(date, timeZone)}T${timeOf(date, timeZone)}`;
}

/** The ISO moment of a datetime-local input read in `timeZone`; null when it is not one. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  return fromWallClock({ year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! }, timeZone).toISOString();
}

/** Minutes from local midnight of `day` (may be negative, or past 24 h for a slot running over midnight). */
export function minutesInto(date: Date | string, day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = fromWallClock({ year: y, month: m, day: d, hour: 0, minute: 0 }, timeZone).getTime();
  return Math.round((new Date(date).getTime() - midnight) / 60_000);
}

/** The hours the board shows for a day: from the first slot's hour to the last slot's end (8:00-20:00 without slots). */
export function boardHours(slots: readonly { start: string; end: string }[], day: string, timeZone: string): { from: number; to: number } {
  if (!slots.length) return { from: 8, to: 20 };
  let from = 24;
  let to = 0;
  for (const s of slots) {
    from = Math.min(from, Math.floor(Math.max(0, minutesInto(s.start, day, timeZone)) / 60));
    to = Math.max(to, Math.ceil(Math.min(48 * 60, minutesInto(s.end, day, timeZone)) / 60));
  }
  return { from, to: Math.max(to, from + 1) };
}

/** How full a slot is and its colour (one definition, in @festival/ui: the volunteer's own space draws them too). */
export { FILL_COLOR, fillOf, type Fill };

/** The list's order: the emptiest first (share of the need filled), then by start. */
export function unfilledFirst<T extends { assigned: number; needed: number; start: string; id: number }>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.assigned / a.needed - b.assigned / b.needed || a.start.localeCompare(b.start) || a.id - b.id);
}

/** '2 h 30' style durations. */
export function hoursAndMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${pad(m)}` : `${h} h`;
}

export interface SlotValues {
  teamId: number | null;
  title: string;
  description: string;
  start: string;
  end: string;
  maxVolunteers: number | '';
}

/** Error keys (volunteers namespace) by field, mirroring the server; empty when the slot may be sent. */
export function slotErrors(v: SlotValues, timeZone: string): Partial<Record<keyof SlotValues, string>> {
  const errors: Partial<Record<keyof SlotValues, string>> = {};
  if (!v.teamId) errors.teamId = 'planning.errors.teamRequired';
  if (!v.title.trim()) errors.title = 'planning.errors.titleRequired';
  else if (v.title.trim().length > SLOT_TITLE_MAX) errors.title = 'planning.errors.titleTooLong';
  const start = fromLocalInput(v.start, timeZone);
  const end = fromLocalInput(v.end, timeZone);
  if (!start) errors.start = 'planning.errors.dateRequired';
  if (!end) errors.end = 'planning.errors.dateRequired';
  else if (start && end <= start) errors.end = 'planning.errors.endAfterStart';
  if (v.maxVolunteers === '' || !Number.isInteger(v.maxVolunteers) || v.maxVolunteers < 1 || v.maxVolunteers > SLOT_NEEDED_MAX) errors.maxVolunteers = 'planning.errors.needed';
  return errors;
}

/** People matching a search (pseudo, first or last name, any case, accents ignored). */
export function matchesSearch(person: { pseudo: string; prenom: string | null; nom: string | null }, search: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const q = fold(search.trim());
  if (!q) return true;
  return fold(`${person.pseudo} ${person.prenom ?? ''} ${person.nom ?? ''}`).includes(q);
}

/** A person's name as the board shows it. */
export const personName = (p: { pseudo: string; prenom: string | null; nom: string | null } | undefined): string =>
  p ? ([p.prenom, p.nom].filter(Boolean).join(' ') || p.pseudo) : '?';
