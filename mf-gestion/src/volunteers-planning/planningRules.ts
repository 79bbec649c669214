/**
 * The planning board's pure rules: positions on the board, fill colours, the order of the list, the
 * server's checks of a slot mirrored. Days and times are the edition's, on its clocks (the board's
 * `timeZone`; the zone helpers are @festival/i18n's).
 */
import { fromLocalInput, minutesInto, startOfDay, timeOf } from '@festival/i18n/zoned';
import { FILL_COLOR, fillOf, type Fill } from '@festival/ui';
import { fieldBounds, queryBounds } from '@festival/api-client/bounds';
import { calendarDay, oneOf, wholeNumber, withParams } from '@festival/ui/address';

export const SLOT_TITLE_MAX = fieldBounds.CreateTimeSlotDto.title.maxLength;
export const SLOT_NEEDED_MAX = fieldBounds.CreateTimeSlotDto.maxVolunteers.maximum;

// ── the filters, in the address ──────────────────────────────────────────────────────────────

export type PlanningView = 'board' | 'list';
export type PrintBy = 'team' | 'person';

/** The planning's filters as the address holds them (?day=…&team=3&view=list&print=team); null: the page's default (today or the first day; the list on a phone). */
export interface PlanningFilters {
  day: string | null;
  teamId: number | null;
  view: PlanningView | null;
  print: PrintBy | null;
}

/** The filters an address carries; what the API would refuse (or the page does not know) is left out. */
export function planningFiltersOf(params: URLSearchParams): PlanningFilters {
  return {
    day: calendarDay(params.get('day')),
    teamId: wholeNumber(params.get('team'), queryBounds.PlanningGestion_planningBoard.teamId.maximum),
    view: oneOf(['board', 'list'] as const, params.get('view')),
    print: oneOf(['team', 'person'] as const, params.get('print')),
  };
}

/** The address for these filters, keeping its other parameters. */
export function withPlanningParams(current: URLSearchParams, f: PlanningFilters): URLSearchParams {
  return withParams(current, { day: f.day, team: f.teamId ? String(f.teamId) : null, view: f.view, print: f.print });
}

const pad = (n: number) => String(n).padStart(2, '0');

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

/** The wall-clock time each column of the board starts at ('HH:mm'): hours elapsed since local midnight, so a DST day shows 02:00 twice in autumn and skips it in spring. */
export function hourLabels(day: string, from: number, to: number, timeZone: string): string[] {
  const midnight = startOfDay(day, timeZone).getTime();
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => timeOf(midnight + (from + i) * 3_600_000, timeZone));
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
