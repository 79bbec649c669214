/**
 * The pure rules every paged list of the management pages follows (orders, artists, applications):
 * the page size, the query the API takes (the filters, then the page), a filter change starting
 * again from page 1, the number of pages, and the page's place in the address (?page=2). Each
 * feature's rules file keeps what is its own: its filters, their query, their parameters.
 */
import { wholeNumber } from '@festival/ui/address';

export const PAGE_SIZE = 25;

/** A list's filters: whatever the feature filters on, and the page shown. */
export interface Paged {
  page: number;
}

export type ListQuery<Q> = Q & { page: number; pageSize: number };

/** The list's query for a feature's filters: what `filterQuery` makes of them, then the page. */
export const listQueryOf =
  <F extends Paged, Q extends object>(filterQuery: (f: F) => Q) =>
  (f: F, pageSize = PAGE_SIZE): ListQuery<Q> => ({ ...filterQuery(f), page: f.page, pageSize });

/** Whether any filter narrows the list (the page aside): what `filterQuery` makes of them is not empty. */
export const hasFiltersOf =
  <F, Q extends object>(filterQuery: (f: F) => Q) =>
  (f: F): boolean =>
    Object.keys(filterQuery(f)).length > 0;

/** A filter change starts again from the first page. */
export const withFilter = <F extends Paged>(f: F, change: Partial<F>): F => ({ ...f, page: 1, ...change });

export const pageCount = (total: number, pageSize = PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

/** The page an address carries (?page=2) within the API's bound, else the first. */
export const pageOf = (params: URLSearchParams, max: number): number => wholeNumber(params.get('page'), max) ?? 1;

/** The page's parameter: the first page left out, so a link stays short. */
export const pageParam = (page: number): Record<'page', string | null> => ({ page: page > 1 ? String(page) : null });
