/**
 * The pickups list's pure rules: the trips (a pickup at the artist's arrival, a drop-off at their
 * departure) grouped by local day in time order, those without a time apart. Days are the
 * edition's, in its time zone (core/time/zoned.ts).
 */
import { localDayOf } from '../../core/time/zoned';

export type TripKind = 'PICKUP' | 'DROPOFF';

/** What the grouping needs of a trip: when (ISO instant, or null while unknown), whose, which way. */
export interface DatedTrip {
  artistId: number;
  artistName: string;
  kind: TripKind;
  at: string | null;
}

export interface TripDay<T> {
  /** YYYY-MM-DD, local to `timeZone`. */
  day: string;
  trips: T[];
}

export interface GroupedTrips<T> {
  days: TripDay<T>[];
  /** Required trips whose arrival or departure is not known yet. */
  undated: T[];
}

const KIND_ORDER: Record<TripKind, number> = { PICKUP: 0, DROPOFF: 1 };

/** Same time: pickups first (the car comes back with them), then by name, then by record. */
function sameTimeOrder(a: DatedTrip, b: DatedTrip): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.artistName.localeCompare(b.artistName) || a.artistId - b.artistId;
}

/** In time order (undated ones by name). */
export function compareTrips(a: DatedTrip, b: DatedTrip): number {
  const ta = a.at === null ? Number.POSITIVE_INFINITY : Date.parse(a.at);
  const tb = b.at === null ? Number.POSITIVE_INFINITY : Date.parse(b.at);
  return ta === tb ? sameTimeOrder(a, b) : ta - tb;
}

/** The trips by local day (days in order, each in time order), and those without a time apart (by name). */
export function groupByDay<T extends DatedTrip>(trips: readonly T[], timeZone: string): GroupedTrips<T> {
  const byDay = new Map<string, T[]>();
  const undated: T[] = [];
  for (const trip of [...trips].sort(compareTrips)) {
    if (trip.at === null) {
      undated.push(trip);
      continue;
    }
    const day = localDayOf(new Date(trip.at), timeZone);
    const list = byDay.get(day);
    if (list) list.push(trip);
    else byDay.set(day, [trip]);
  }
  // Trips come in time order, so their local days do too.
  return { days: [...byDay.entries()].map(([day, list]) => ({ day, trips: list })), undated };
}
