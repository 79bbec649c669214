/**
 * Pure rules of what visitors and the artists themselves see and do: the fields an artist may change
 * of their own record, and the checks on their stay. No I/O here.
 */
import type { TranslatableMessage } from '../../core/errors/app-errors';

/**
 * What an artist may change of their own record (their artist space): their stay, food and whether
 * they sent their invoice. Everything else (money, travel, notes, entry) is the organisers'.
 */
export const ARTIST_SELF_FIELDS = [
  'arrivalDateTime',
  'departureDateTime',
  'dietaryPreference',
  'allergies',
  'allergySeverity',
  'accommodationAutonomous',
  'accommodationProposal',
  'invoiceProvided',
] as const;

export type ArtistSelfField = (typeof ARTIST_SELF_FIELDS)[number];

/** The stay as it will be: a field given replaces the stored one (null clears it), an absent one keeps it. */
export function mergedStay(
  stored: { arrivalDateTime: Date | null; departureDateTime: Date | null },
  change: { arrivalDateTime?: string | null; departureDateTime?: string | null },
): { arrival: Date | null; departure: Date | null } {
  const pick = (given: string | null | undefined, kept: Date | null) => (given === undefined ? kept : given === null ? null : new Date(given));
  return { arrival: pick(change.arrivalDateTime, stored.arrivalDateTime), departure: pick(change.departureDateTime, stored.departureDateTime) };
}

/** What is wrong with a stay, by field: a departure before the arrival (the same instant is allowed, as the database allows it). */
export function stayErrors(stay: { arrival: Date | null; departure: Date | null }): Record<string, TranslatableMessage[]> {
  if (stay.arrival && stay.departure && stay.departure.getTime() < stay.arrival.getTime()) {
    return { departureDateTime: [{ key: 'errors.artists.space.departureBeforeArrival' }] };
  }
  return {};
}

/** The end of a show: its start plus its duration in minutes. */
export function showEnd(start: Date, durationMinutes: number): Date {
  return new Date(start.getTime() + durationMinutes * 60_000);
}
