/**
 * A list's filters kept in the page's address (?search=…&status=VALID&page=2), the one way of every
 * list page: a reload, the back button or a shared link shows the same list. The feature's rules
 * file holds the two pure halves, `filtersOf(params)` (what is not a value the API takes is left
 * out, so a hand-edited or old link opens the list as far as it can) and
 * `withFilterParams(params, filters)` (defaults left out, the address's other parameters kept).
 * A sub-entry: only the list pages load it, not the first visit.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The filters an address carries. */
export type FiltersOf<F> = (params: URLSearchParams) => F;
/** The address for these filters, from the current one. */
export type WithFilterParams<F> = (current: URLSearchParams, filters: F) => URLSearchParams;

/**
 * The filters in the address and a way to change them. A change replaces the history entry (no
 * step per key typed, so "back" leaves the list). Pass module-level functions: new ones at each
 * render read the address again each time.
 */
export function useAddressFilters<F>(read: FiltersOf<F>, write: WithFilterParams<F>): [F, (filters: F) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => read(search), [read, search]);
  const setFilters = useCallback((next: F) => setSearch((current) => write(current, next), { replace: true }), [setSearch, write]);
  return [filters, setFilters];
}

/**
 * The record open in a drawer (?order=12), and a way to open another or close it (null). Opening
 * adds a history entry, so "back" closes it; closing replaces it.
 */
export function useAddressRecord(param: string): [number | null, (id: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const openId = wholeNumber(search.get(param));
  const open = useCallback(
    (id: number | null) => setSearch((current) => withParams(current, { [param]: id === null ? null : String(id) }), { replace: id === null }),
    [setSearch, param],
  );
  return [openId, open];
}

// ── the pure halves' pieces ────────────────────────────────────────────────────────────────────

/** The address with these parameters set, or removed where null; the others kept. */
export function withParams(current: URLSearchParams, values: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** A positive whole number written plainly (no sign, no decimals), at most `max`; else null. */
export function wholeNumber(text: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n <= max ? n : null;
}

/** The text if it is one of `values` (an enum of the API), else null. */
export function oneOf<T extends string>(values: readonly T[], text: string | null): T | null {
  return values.find((v) => v === text) ?? null;
}

/** A calendar day as the API takes it (2027-05-14: the backend's DAY_PATTERN), else null. */
export const calendarDay = (text: string | null): string | null => (text && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(text) ? text : null);

/** A yes/no filter as the API takes it ('true' | 'false'), else null. */
export const yesNo = (text: string | null) => oneOf(['true', 'false'] as const, text);
