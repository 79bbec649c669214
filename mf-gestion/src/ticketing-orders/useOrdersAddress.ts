import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersOf, withFilterParams, type Filters } from './ticketingOrdersRules';

/**
 * The orders page's state lives in its address, as the planning's does: the filters and page
 * (?search=…&tier=3&status=VALID&validated=true&page=2) and the open order (?order=12), so a
 * reload, the back button or a shared link shows the same list. A filter change replaces the
 * entry (no history step per key typed); opening an order adds one, so "back" closes it.
 */
export function useOrderFilters(): [Filters, (filters: Filters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersOf(search), [search]);
  const setFilters = useCallback((next: Filters) => setSearch((current) => withFilterParams(current, next), { replace: true }), [setSearch]);
  return [filters, setFilters];
}

/** The order open in the drawer (?order=12), and a way to open another or close it (null). */
export function useOpenOrder(): [number | null, (id: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const openId = Number(search.get('order')) || null;
  const open = useCallback(
    (id: number | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('order');
          else next.set('order', String(id));
          return next;
        },
        { replace: id === null },
      ),
    [setSearch],
  );
  return [openId, open];
}
