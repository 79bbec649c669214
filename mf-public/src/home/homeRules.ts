/** Pure rules of the home page's edition search: URL filters, pages, the month grid, map markers. */
import { localeOf } from '@festival/i18n';

export { AMENITY_FLAGS, PAYMENT_FLAGS, isEditionFlag, formatDayRange, type AmenityFlag, type PaymentFlag, type EditionFlag } from '@festival/ui/editions';
import { countryCodeOf, isEditionFlag, type CountryCode, type EditionFlag } from '@festival/ui/editions';
import { hrefOf } from '@festival/ui';
import { editionEntry } from '../edition/entry';
import { mapSubtitle, type MapPoint } from '../shared/publicRules';
export { flagsSet } from '../shared/publicRules';

// A number here, not the generated bounds table: the home page is the first visit, whose script budget is tight (homeRules.spec holds it to the server's).
/** The longest search the server takes (GET /api/editions `q`). */
export const SEARCH_MAX = 100;
export const PAGE_SIZE = 20;
/** Calendar view asks for every edition of the month in one page. */
export const CALENDAR_PAGE_SIZE = 100;

export type BrowseView = 'list' | 'calendar' | 'map';

const VIEWS: readonly BrowseView[] = ['list', 'calendar', 'map'];

export function isBrowseView(value: string | null | undefined): value is BrowseView {
  return VIEWS.includes(value as BrowseView);
}

export interface EditionFilters {
  q: string;
  from: string;
  to: string;
  /** An ISO 3166-1 code, or '' for any country. */
  country: CountryCode | '';
  amenities: EditionFlag[];
  offset: number;
  view: BrowseView;
  /** List and map show past editions instead of current ones (the calendar shows every month as it is). */
  past: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Reads the filters from the URL search params; anything invalid is dropped. */
export function filtersFromParams(params: URLSearchParams): EditionFilters {
  const offset = Number.parseInt(params.get('offset') ?? '', 10);
  const amenities = (params.get('amenities') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(isEditionFlag);
  const from = params.get('from');
  const to = params.get('to');
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    country: countryCodeOf(params.get('country')?.slice(0, 100)) ?? '',
    amenities: [...new Set(amenities)],
    offset: Number.isFinite(offset) && offset > 0 ? offset : 0,
    view: isBrowseView(params.get('view')) ? (params.get('view') as BrowseView) : 'list',
    past: params.get('past') === '1',
  };
}

/** Writes the filters back to search params; empty values are left out so URLs stay short. */
export function paramsFromFilters(filters: Partial<EditionFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.country) params.set('country', filters.country);
  if (filters.amenities?.length) params.set('amenities', filters.amenities.join(','));
  if (filters.offset && filters.offset > 0) params.set('offset', String(filters.offset));
  if (filters.view && filters.view !== 'list') params.set('view', filters.view);
  if (filters.past) params.set('past', '1');
  return params;
}

/** The query sent to GET /api/editions for these filters. */
export function searchQueryOf(filters: EditionFilters) {
  const calendar = filters.view === 'calendar';
  return {
    ...(filters.q.trim() ? { q: filters.q.trim().slice(0, SEARCH_MAX) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.amenities.length ? { amenities: filters.amenities } : {}),
    ...(calendar ? {} : { when: filters.past ? ('past' as const) : ('current' as const) }),
    limit: calendar ? CALENDAR_PAGE_SIZE : PAGE_SIZE,
    offset: calendar ? 0 : filters.offset,
  };
}

/** The query sent to GET /api/editions/map: the same filters, no pages (the map shows every match). */
export function mapQueryOf(filters: EditionFilters) {
  const { limit: _limit, offset: _offset, ...rest } = searchQueryOf(filters);
  return rest;
}

/**
 * The date filters when switching view: the calendar shows one month (its from/to), so entering it
 * sets the month and leaving it clears them; list and map keep what the user chose.
 */
export function datesForView(from: BrowseView, to: BrowseView, month: Month): { from?: string; to?: string } {
  if (to === 'calendar') return monthRange(month);
  if (from === 'calendar') return { from: '', to: '' };
  return {};
}

/**
 * Map markers for the edition points, linking to the edition page. The subtitle is written when its
 * popup opens: formatting thousands of date ranges up front costs about a second.
 */
export function markersOf(points: readonly MapPoint[], lng: string) {
  return points.map((p) => ({
    id: p.id,
    latitude: p.latitude,
    longitude: p.longitude,
    title: p.name,
    subtitle: () => mapSubtitle(p, lng),
    href: hrefOf(editionEntry, { id: p.id }),
  }));
}

export type EditionGroupName = 'now' | 'upcoming' | 'past';

/**
 * A page of results under headings that tell the truth: happening now (started, not over),
 * upcoming, past. Days compare as YYYY-MM-DD text; the order of the page is kept.
 */
export function groupByPeriod<E extends { startDate: string; endDate: string }>(editions: readonly E[], today: string) {
  const groups: { name: EditionGroupName; editions: E[] }[] = [];
  for (const edition of editions) {
    const name: EditionGroupName =
      edition.endDate.slice(0, 10) < today ? 'past' : edition.startDate.slice(0, 10) <= today ? 'now' : 'upcoming';
    const last = groups.at(-1);
    if (last?.name === name) last.editions.push(edition);
    else groups.push({ name, editions: [edition] });
  }
  return groups;
}

/** Today on the user's calendar, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return toDay(now.getFullYear(), now.getMonth(), now.getDate());
}

export function pageOf(offset: number, pageSize = PAGE_SIZE): number {
  return Math.floor(offset / pageSize) + 1;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function offsetOfPage(page: number, pageSize = PAGE_SIZE): number {
  return Math.max(0, (page - 1) * pageSize);
}

// ---- dates -------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

export function toDay(year: number, monthIndex: number, day: number): string {
  const d = new Date(Date.UTC(year, monthIndex, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export interface Month {
  year: number;
  /** 0 = January */
  month: number;
}

export function monthOfDay(day: string): Month {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 };
}

export function currentMonth(now = new Date()): Month {
  return { year: now.getFullYear(), month: now.getMonth() };
}

export function shiftMonth({ year, month }: Month, delta: number): Month {
  const d = new Date(Date.UTC(year, month + delta, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/** First and last day of a month, as the from/to filters. */
export function monthRange({ year, month }: Month): { from: string; to: string } {
  return { from: toDay(year, month, 1), to: toDay(year, month + 1, 0) };
}

/** Weeks (Monday first) of the month grid; days outside the month are null. */
export function monthGrid({ year, month }: Month): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = 1; d <= daysInMonth; d++) cells.push(toDay(year, month, d));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Editions taking place on a day (start ≤ day ≤ end); days compare as YYYY-MM-DD strings. */
export function editionsOnDay<E extends { startDate: string; endDate: string }>(editions: readonly E[], day: string): E[] {
  return editions.filter((e) => e.startDate.slice(0, 10) <= day && e.endDate.slice(0, 10) >= day);
}

export function formatMonth(month: Month, lng: string): string {
  return new Intl.DateTimeFormat(localeOf(lng), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month, 1)),
  );
}

/** Short weekday names, Monday first. */
export function weekdayNames(lng: string): string[] {
  const fmt = new Intl.DateTimeFormat(localeOf(lng), { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2024, 0, 1 + i))));
}
