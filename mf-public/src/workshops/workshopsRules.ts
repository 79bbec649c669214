/**
 * The workshops page's pure rules: workshops by day (the edition's days, on its clocks), who may
 * propose one, the server's checks of the form mirrored, the body sent, a star asked for before
 * signing in. Days and times are the edition's (the answer's `timeZone`; the zone helpers are
 * @festival/i18n's).
 */
import { fieldBounds, queryBounds } from '@festival/api-client/bounds';
import { fromLocalInput, nextDay, startOfDay } from '@festival/i18n/zoned';
import { calendarDay, wholeNumber, withParams } from '@festival/ui/address';
import type { WorkshopFilters } from './workshopsApi';

const bounds = fieldBounds.CreateWorkshopDto;
export const WORKSHOP_TITLE_MAX = bounds.title.maxLength;
export const WORKSHOP_DESCRIPTION_MAX = bounds.description.maxLength;
export const WORKSHOP_LOCATION_MAX = bounds.locationText.maxLength;
export const WORKSHOP_PARTICIPANTS_MAX = bounds.maxParticipants.maximum;

/** Workshops grouped by their local day (`day` of the answer), days and workshops in time order. */
export function workshopsByDay<T extends { day: string; startDateTime: string; id: number }>(workshops: readonly T[]): { day: string; workshops: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...workshops].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.id - b.id);
  for (const w of sorted) groups.set(w.day, [...(groups.get(w.day) ?? []), w]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, workshops: list }));
}

// ── the filters, in the address ────────────────────────────────────────────────────────────────

export const NO_FILTERS: WorkshopFilters = { day: null, locationId: null, favorites: false };

export const hasFilters = (f: WorkshopFilters) => f.day !== null || f.locationId !== null || f.favorites;

/** The filters an address carries (?day=2027-05-14&location=3&favorites=true); what the API would refuse is left out. */
export function filtersOf(params: URLSearchParams): WorkshopFilters {
  return {
    day: calendarDay(params.get('day')),
    locationId: wholeNumber(params.get('location'), queryBounds.Workshops_list.locationId.maximum),
    favorites: params.get('favorites') === 'true',
  };
}

/** The address for these filters, keeping its other parameters: defaults left out, so a link stays short. */
export function withFilterParams(current: URLSearchParams, f: WorkshopFilters): URLSearchParams {
  return withParams(current, { day: f.day, location: f.locationId ? String(f.locationId) : null, favorites: f.favorites ? 'true' : null });
}

/** What the edition says about workshops, and the caller's rights on it (null: a visitor, or not known yet). */
export interface ProposalContext {
  workshopsEnabled: boolean;
  workshopProposalsOpen: boolean;
  permissions: { proposeWorkshop: boolean; team: boolean } | null;
}

/** Whether to offer "Propose a workshop": the server's rule (the right, workshops on, proposals open or the team). */
export function mayPropose({ workshopsEnabled, workshopProposalsOpen, permissions }: ProposalContext): boolean {
  if (!permissions || !workshopsEnabled || !permissions.proposeWorkshop) return false;
  return workshopProposalsOpen || permissions.team;
}

// ── the form ───────────────────────────────────────────────────────────────────────────────────

export interface WorkshopValues {
  title: string;
  description: string;
  /** datetime-local, on the edition's clocks. */
  start: string;
  end: string;
  maxParticipants: number | '';
  /** A location's id as text, or '' for none. */
  locationId: string;
  /** A place typed freely (when the edition allows it). */
  locationText: string;
}

export type WorkshopField = keyof WorkshopValues;

export const emptyWorkshop = (): WorkshopValues => ({ title: '', description: '', start: '', end: '', maxParticipants: '', locationId: '', locationText: '' });

/** The form's values of a workshop, its times on the edition's clocks. */
export function valuesOfWorkshop(
  w: { title: string; description: string | null; startDateTime: string; endDateTime: string; maxParticipants: number | null; location: { id: number } | null; locationText: string | null },
  toLocal: (iso: string) => string,
): WorkshopValues {
  return {
    title: w.title,
    description: w.description ?? '',
    start: toLocal(w.startDateTime),
    end: toLocal(w.endDateTime),
    maxParticipants: w.maxParticipants ?? '',
    locationId: w.location ? String(w.location.id) : '',
    locationText: w.locationText ?? '',
  };
}

/** Error keys (workshops namespace) by field, as the server would answer; empty when the workshop may be sent. */
export function workshopErrors(v: WorkshopValues, edition: { startDate: string; endDate: string }, timeZone: string, freeInput: boolean): Partial<Record<WorkshopField, string>> {
  const errors: Partial<Record<WorkshopField, string>> = {};
  const title = v.title.trim();
  if (!title) errors.title = 'form.errors.required';
  else if (title.length > WORKSHOP_TITLE_MAX) errors.title = 'form.errors.tooLong';
  if (v.description.trim().length > WORKSHOP_DESCRIPTION_MAX) errors.description = 'form.errors.tooLong';
  const start = fromLocalInput(v.start, timeZone);
  const end = fromLocalInput(v.end, timeZone);
  const first = startOfDay(edition.startDate, timeZone).toISOString();
  const after = startOfDay(nextDay(edition.endDate), timeZone).toISOString();
  if (!start) errors.start = 'form.errors.required';
  else if (start < first || start >= after) errors.start = 'form.errors.outsideEdition';
  if (!end) errors.end = 'form.errors.required';
  else if (start && end <= start) errors.end = 'form.errors.endBeforeStart';
  else if (end > after) errors.end = 'form.errors.outsideEdition';
  if (v.maxParticipants !== '' && (!Number.isInteger(v.maxParticipants) || v.maxParticipants < 1 || v.maxParticipants > WORKSHOP_PARTICIPANTS_MAX)) errors.maxParticipants = 'form.errors.participants';
  const text = v.locationText.trim();
  if (text && !freeInput) errors.locationText = 'form.errors.freeLocationOff';
  else if (text.length > WORKSHOP_LOCATION_MAX) errors.locationText = 'form.errors.tooLong';
  else if (text && v.locationId) errors.locationText = 'form.errors.oneLocation';
  return errors;
}

/** What the API takes (the times as instants). */
export function workshopBody(v: WorkshopValues, timeZone: string) {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    startDateTime: fromLocalInput(v.start, timeZone)!,
    endDateTime: fromLocalInput(v.end, timeZone)!,
    maxParticipants: v.maxParticipants === '' ? null : v.maxParticipants,
    locationId: v.locationId ? Number(v.locationId) : null,
    locationText: v.locationText.trim() || null,
  };
}

/** The form's field of a server's field message. */
export function formFieldOf(serverField: string): WorkshopField {
  const map: Record<string, WorkshopField> = { startDateTime: 'start', endDateTime: 'end' };
  return map[serverField] ?? (serverField as WorkshopField);
}

/** A new workshop's first times: 10:00 to 11:00 on `day` (the day shown, else the edition's first). */
export function defaultTimes(day: string): { start: string; end: string } {
  return { start: `${day}T10:00`, end: `${day}T11:00` };
}

// ── a star asked for before signing in ─────────────────────────────────────────────────────────

/** Where a visitor's star on a workshop waits while they sign in (shared/StarToggle). */
export const PENDING_WORKSHOP_STAR_KEY = 'festival.pendingWorkshopStar';

/** The webcal:// form of a feed (calendar apps subscribe to it). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
