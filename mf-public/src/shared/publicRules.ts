/** Pure rules more than one public feature applies (cards, the edition page, the map); no React here. */
import { formatDayRange } from '@festival/ui/editions';

export { AMENITY_FLAGS, PAYMENT_FLAGS, formatDayRange } from '@festival/ui/editions';

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
  return [formatDayRange(p.startDate, p.endDate, lng), placeOf(p)].filter(Boolean).join(' · ');
}

/** "City, Country" with whatever parts exist. */
export function placeOf(edition: { city: string | null; country: string | null }): string {
  return [edition.city, edition.country].filter((v) => v && v.trim()).join(', ');
}
