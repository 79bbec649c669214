/** Pure rules more than one public feature applies (cards, the edition page, the map); no React here. */
import { countryName, formatDayRange } from '@festival/ui/editions';

export { AMENITY_FLAGS, PAYMENT_FLAGS, countryName, formatDayRange } from '@festival/ui/editions';

/** The flags of `list` that are set on the edition, in list order. */
export function flagsSet<F extends string>(edition: Partial<Record<F, boolean>>, list: readonly F[]): F[] {
  return list.filter((flag) => edition[flag] === true);
}

export interface MapPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  startDate: string;
  endDate: string;
  city: string | null;
  country: string | null;
}

/** The line under an edition's name on the map: dates, then place. */
export function mapSubtitle(p: Pick<MapPoint, 'startDate' | 'endDate' | 'city' | 'country'>, lng: string): string {
  return [formatDayRange(p.startDate, p.endDate, lng), placeOf(p, lng)].filter(Boolean).join(' · ');
}

/** "City, Country" with whatever parts exist, the country named in the reader's language. */
export function placeOf(edition: { city: string | null; country: string | null }, lng: string): string {
  return [edition.city?.trim(), edition.country && countryName(edition.country, lng)].filter(Boolean).join(', ');
}

/** Where a visitor's star on an edition waits while they sign in (this tab only), and for how long (any star: shared/StarToggle). */
export const PENDING_FAVORITE_KEY = 'festival.pendingFavorite';
export const PENDING_FAVORITE_TTL_MS = 30 * 60_000;

/** The stored form of "star `id` (an edition, a workshop) once signed in", made at `now`. */
export function pendingFavoriteValue(id: number, now: number): string {
  return JSON.stringify({ id, at: now });
}

/** The id a stored star is for, or null when it is missing, malformed or older than the TTL. */
export function pendingFavoriteOf(raw: string | null, now: number): number | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { id?: unknown; at?: unknown };
    const { id, at } = value;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || typeof at !== 'number') return null;
    return at <= now && now - at <= PENDING_FAVORITE_TTL_MS ? id : null;
  } catch {
    return null;
  }
}

/** Meals grouped by their day (YYYY-MM-DD, the edition's), days in order, keeping the answer's order within a day: a volunteer's, an artist's. */
export function mealsByDay<T extends { date: string }>(meals: readonly T[]): { day: string; meals: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const meal of meals) groups.set(meal.date, [...(groups.get(meal.date) ?? []), meal]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, meals: list }));
}

