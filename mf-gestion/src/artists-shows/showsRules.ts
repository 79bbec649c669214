/**
 * The show programme page's pure rules: local times in the server's time zone (the programme's
 * days are its days), times and days in the reader's language, the shows of a day grouped by
 * place, the server's checks of a show mirrored.
 */

export const SHOW_TITLE_MAX = 200;
export const SHOW_DESCRIPTION_MAX = 5000;
export const SHOW_LOCATION_MAX = 200;
export const SHOW_DURATION_MAX = 1440;
export const SHOW_QUANTITY_MAX = 1000;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();
function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = clockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    clockFormatters.set(timeZone, f);
  }
  return f;
}

/** The local date and time of a moment in `timeZone`. */
function wallClock(date: Date | string, timeZone: string): WallClock {
  const parts = Object.fromEntries(clockFormatter(timeZone).formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour! % 24, minute: +parts.minute! };
}

const offsetAt = (ms: number, timeZone: string) => {
  const w = wallClock(new Date(ms), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(ms / 60_000) * 60_000;
};

/** The moment showing this local time in `timeZone` (a time skipped by a DST change moves forward). */
function fromWallClock(w: WallClock, timeZone: string): Date {
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

/** The value of a datetime-local input showing this moment in `timeZone`. */
export function toLocalInput(date: Date | string, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${dayOf(date, timeZone)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The ISO moment of a datetime-local input read in `timeZone`; null when it is not one. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  return fromWallClock({ year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! }, timeZone).toISOString();
}

// ── in the reader's language ───────────────────────────────────────────────────────────────────

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, options);
    formatters.set(key, f);
  }
  return f;
}

/** '20:00 – 21:30' (or '08:00 PM – 09:30 PM') in the reader's language, local to `timeZone` (a show ending at midnight ends at 00:00). */
export function timeRange(start: string, end: string, lng: string, timeZone: string): string {
  const f = formatter(lng, { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${f.format(new Date(start))} – ${f.format(new Date(end))}`;
}

/** A time range that may run into another day: the days too when start and end are not on the same local day. */
export function whenRange(start: string, end: string, lng: string, timeZone: string): string {
  if (dayOf(start, timeZone) === dayOf(new Date(new Date(end).getTime() - 1), timeZone)) return timeRange(start, end, lng, timeZone);
  return formatter(lng, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).formatRange(new Date(start), new Date(end));
}

/** A day (YYYY-MM-DD) in the reader's language: 'Thu, May 16' or its equivalent; `long` for a heading. */
export function dayLabel(day: string, lng: string, long = false): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions = long ? { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' } : { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' };
  return formatter(lng, options).format(new Date(Date.UTC(y, m - 1, d)));
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
  /** datetime-local, in the server's time zone. */
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
