/**
 * The show programme page's pure rules: days and durations in the reader's language, the shows of a
 * day grouped by place, the server's checks of a show mirrored. Days and times are the edition's, on
 * its clocks (the programme's `timeZone`; the zone helpers are @festival/i18n's).
 */
import { formatDay, fromLocalInput } from '@festival/i18n/zoned';
import { fieldBounds } from '@festival/api-client/bounds';

const bounds = fieldBounds.CreateShowDto;
export const SHOW_TITLE_MAX = bounds.title.maxLength;
export const SHOW_DESCRIPTION_MAX = bounds.description.maxLength;
export const SHOW_LOCATION_MAX = bounds.location.maxLength;
export const SHOW_DURATION_MAX = bounds.duration.maximum;
export const SHOW_QUANTITY_MAX = fieldBounds.ShowItemInputDto.quantity.maximum;

const pad = (n: number) => String(n).padStart(2, '0');

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/** A day (YYYY-MM-DD) in the reader's language: 'Thu, May 16' or its equivalent; `long` for a heading. */
export function dayLabel(day: string, lng: string, long = false): string {
  return long ? formatDay(day, lng, LONG_DAY) : formatDay(day, lng);
}

/** '1 h 30', '45 min', '2 h'. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${pad(m)}` : `${h} h`;
}

// ── the day's shows ────────────────────────────────────────────────────────────────────────────

/** A place as compared (as the server does): trimmed, in lower case; null when there is none. */
export function placeKey(location: string | null | undefined): string | null {
  const key = location?.trim().toLowerCase();
  return key ? key : null;
}

export interface PlaceGroup<T> {
  /** The place as first written; null: the shows without a place. */
  place: string | null;
  shows: T[];
}

/** A day's shows by place: places in the order their first show starts, shows in time order; those without a place last. */
export function byPlace<T extends { location: string | null; startDateTime: string; id: number }>(shows: readonly T[]): PlaceGroup<T>[] {
  const sorted = [...shows].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.id - b.id);
  const groups = new Map<string | null, PlaceGroup<T>>();
  for (const show of sorted) {
    const key = placeKey(show.location);
    const group = groups.get(key);
    if (group) group.shows.push(show);
    else groups.set(key, { place: key === null ? null : show.location!.trim(), shows: [show] });
  }
  const nowhere = groups.get(null);
  return [...[...groups.values()].filter((g) => g !== nowhere), ...(nowhere ? [nowhere] : [])];
}

/** The day shown first: the one asked (if the programme has it), else today during the edition, else the first day with a show, else the first day. */
export function firstDay(days: readonly string[], shows: readonly { day: string }[], today: string, asked: string | null): string | null {
  if (asked && days.includes(asked)) return asked;
  if (days.includes(today)) return today;
  return shows[0]?.day ?? days[0] ?? null;
}

// ── the form ───────────────────────────────────────────────────────────────────────────────────

export interface ShowValues {
  title: string;
  description: string;
  /** datetime-local, on the edition's clocks. */
  start: string;
  duration: number | '';
  location: string;
  artistIds: string[];
  /** Quantity of each chosen returnable item, by id (as text: the form's values). */
  items: { id: string; quantity: number | '' }[];
}

export type ShowField = keyof ShowValues;

/** Error keys (artists namespace) by field, mirroring the server; empty when the show may be sent. */
export function showErrors(v: ShowValues, timeZone: string): Partial<Record<ShowField, string>> {
  const errors: Partial<Record<ShowField, string>> = {};
  if (!v.title.trim()) errors.title = 'shows.errors.titleRequired';
  else if (v.title.trim().length > SHOW_TITLE_MAX) errors.title = 'shows.errors.tooLong';
  if (v.description.trim().length > SHOW_DESCRIPTION_MAX) errors.description = 'shows.errors.tooLong';
  if (!fromLocalInput(v.start, timeZone)) errors.start = 'shows.errors.startRequired';
  if (v.duration === '' || !Number.isInteger(v.duration) || v.duration < 1 || v.duration > SHOW_DURATION_MAX) errors.duration = 'shows.errors.duration';
  if (v.location.trim().length > SHOW_LOCATION_MAX) errors.location = 'shows.errors.tooLong';
  if (v.items.some((i) => i.quantity === '' || !Number.isInteger(i.quantity) || i.quantity < 1 || i.quantity > SHOW_QUANTITY_MAX)) errors.items = 'shows.errors.quantity';
  return errors;
}

/** The request of valid form values. */
export function showBody(v: ShowValues, timeZone: string) {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    startDateTime: fromLocalInput(v.start, timeZone)!,
    duration: v.duration as number,
    location: v.location.trim() || null,
    artistIds: v.artistIds.map(Number),
    returnableItems: v.items.map((i) => ({ returnableItemId: Number(i.id), quantity: i.quantity as number })),
  };
}

/** The items chosen, keeping the quantities already typed; a new one starts at 1. */
export function withItems(current: ShowValues['items'], ids: readonly string[]): ShowValues['items'] {
  const quantities = new Map(current.map((i) => [i.id, i.quantity]));
  return ids.map((id) => ({ id, quantity: quantities.get(id) ?? 1 }));
}

/** The server's field names → the form's ('returnableItems.0.quantity' → items). */
export function formFieldOf(serverField: string): string {
  if (serverField.startsWith('returnableItems')) return 'items';
  if (serverField === 'startDateTime') return 'start';
  return serverField;
}
