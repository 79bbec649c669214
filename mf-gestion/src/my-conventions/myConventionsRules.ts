/** Pure rules of "My conventions": pages of conventions, editions grouped by convention; no React here. */

/** Number of pages for `total` items (at least 1). */
export function pagesFor(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Items of page `page` (1-based); a page past the end gives the last page. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  const last = pagesFor(items.length, perPage);
  const p = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return items.slice((p - 1) * perPage, p * perPage);
}

/** Editions grouped by their convention, in their order (one request for all, none per card). */
export function editionsByConvention<E extends { conventionId: number }>(editions: readonly E[]): Map<number, E[]> {
  const map = new Map<number, E[]>();
  for (const e of editions) map.set(e.conventionId, [...(map.get(e.conventionId) ?? []), e]);
  return map;
}
