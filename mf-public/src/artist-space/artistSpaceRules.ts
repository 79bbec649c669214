/**
 * Pure rules of the artist's space: their form's values and changes (the stay typed on the edition's
 * clocks: `space.edition.timeZone`), the stay check (as the server's), what their money says.
 */
import { fromLocalInput, toLocalInput } from '@festival/i18n/zoned';
import type { ArtistSpace, ArtistSpaceChange } from './artistSpaceApi';

/** What the form edits: the fields an artist may change of their record (the server's ARTIST_SELF_FIELDS). */
export interface ArtistSpaceFormValues {
  /** datetime-local values on the edition's clocks; '' when unknown. */
  arrivalDateTime: string;
  departureDateTime: string;
  dietaryPreference: string | null;
  allergies: string;
  allergySeverity: string | null;
  accommodationAutonomous: boolean;
  accommodationProposal: string;
  invoiceProvided: boolean;
}

export function formValuesOf(space: ArtistSpace): ArtistSpaceFormValues {
  return {
    arrivalDateTime: toLocalInput(space.arrivalDateTime, space.edition.timeZone),
    departureDateTime: toLocalInput(space.departureDateTime, space.edition.timeZone),
    dietaryPreference: space.dietaryPreference ?? null,
    allergies: space.allergies ?? '',
    allergySeverity: space.allergySeverity ?? null,
    accommodationAutonomous: space.accommodationAutonomous,
    accommodationProposal: space.accommodationProposal ?? '',
    invoiceProvided: space.invoiceProvided,
  };
}

/** The body of a save: only what differs from the record (texts trimmed, empty ones cleared). */
export function changesOf(values: ArtistSpaceFormValues, space: ArtistSpace): ArtistSpaceChange {
  const change: ArtistSpaceChange = {};
  const arrival = fromLocalInput(values.arrivalDateTime, space.edition.timeZone);
  const departure = fromLocalInput(values.departureDateTime, space.edition.timeZone);
  const sameInstant = (a: string | null, b: string | null | undefined) => (a === null ? b == null : b != null && new Date(a).getTime() === new Date(b).getTime());
  if (!sameInstant(arrival, space.arrivalDateTime)) change.arrivalDateTime = arrival;
  if (!sameInstant(departure, space.departureDateTime)) change.departureDateTime = departure;
  if ((values.dietaryPreference ?? null) !== (space.dietaryPreference ?? null)) change.dietaryPreference = (values.dietaryPreference ?? null) as ArtistSpaceChange['dietaryPreference'];
  const allergies = values.allergies.trim() || null;
  if (allergies !== (space.allergies ?? null)) change.allergies = allergies;
  if ((values.allergySeverity ?? null) !== (space.allergySeverity ?? null)) change.allergySeverity = (values.allergySeverity ?? null) as ArtistSpaceChange['allergySeverity'];
  if (values.accommodationAutonomous !== space.accommodationAutonomous) change.accommodationAutonomous = values.accommodationAutonomous;
  const proposal = values.accommodationProposal.trim() || null;
  if (proposal !== (space.accommodationProposal ?? null)) change.accommodationProposal = proposal;
  if (values.invoiceProvided !== space.invoiceProvided) change.invoiceProvided = values.invoiceProvided;
  return change;
}

/** The form's own checks, as the server's: a departure before the arrival is refused, on the departure field. */
export function validateArtistSpace(values: ArtistSpaceFormValues, timeZone: string): Partial<Record<keyof ArtistSpaceFormValues, 'departureBeforeArrival'>> {
  const arrival = fromLocalInput(values.arrivalDateTime, timeZone);
  const departure = fromLocalInput(values.departureDateTime, timeZone);
  if (arrival && departure && new Date(departure).getTime() < new Date(arrival).getTime()) return { departureDateTime: 'departureBeforeArrival' };
  return {};
}

/** Where a sum stands for the artist: nothing set, to be paid, paid. */
export type MoneyState = 'none' | 'due' | 'paid';

export function moneyState(amount: number | null | undefined, paid: boolean): MoneyState {
  if (amount == null) return 'none';
  return paid ? 'paid' : 'due';
}

/** Whether the artist has anything to say about their invoice: it is asked, or they said they sent it. */
export const asksInvoice = (space: Pick<ArtistSpace, 'invoiceRequested' | 'invoiceProvided'>): boolean => space.invoiceRequested || space.invoiceProvided;

/** The artist's meals by day (the public pages' one rule, named as this page's). */
export { mealsByDay as mealDaysOf } from '../shared/publicRules';
