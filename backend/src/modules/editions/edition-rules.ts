/** Pure rules of editions: the days of an edition, the words and flags of a search. No I/O here. */
import type { EditionMapQuery } from './edition.dto';
import { SERVICE_FLAGS } from './edition-flags';

/** The end day may not come before the start day (both YYYY-MM-DD, so they compare as text). */
export function daysInOrder(startDate: string, endDate: string): boolean {
  return endDate >= startDate;
}

/** The words of a text search: split on white space, at most eight. */
export function searchWords(q: string | undefined): string[] {
  return q?.trim().split(/\s+/).filter(Boolean).slice(0, 8) ?? [];
}

/** The bit mask of the chosen amenity and payment flags (all must be set). */
export function flagMask(flags: readonly string[] | undefined): number {
  let mask = 0;
  for (const flag of flags ?? []) {
    const bit = SERVICE_FLAGS.indexOf(flag as (typeof SERVICE_FLAGS)[number]);
    if (bit < 0) throw new Error(`Unknown flag ${flag}`);
    mask |= 1 << bit;
  }
  return mask;
}

/** The day of `now` on this machine's calendar (as the database's `current_date` on the same machine), YYYY-MM-DD. */
export function localDay(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * One key per distinct public answer: same filters, same words, same page, same day (what is
 * current or past, and the order, move at midnight while the data stays the same).
 */
export function filtersKey(query: EditionMapQuery & { limit?: number; offset?: number }, today = localDay()): string {
  return JSON.stringify([
    searchWords(query.q),
    query.from ?? null,
    query.to ?? null,
    query.country ?? null,
    flagMask(query.amenities),
    query.when ?? null,
    today,
    query.limit ?? null,
    query.offset ?? null,
  ]);
}
