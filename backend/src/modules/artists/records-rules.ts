/**
 * The rules of the organisers' artist records, pure: the fields of a record declared once (the
 * DTOs, the updates, the CSV columns derive from these lists), what an artist is owed and what is
 * still to pay, the stay's order, the warnings a record carries (saved anyway), and who became
 * responsible for a pickup or a drop-off.
 */

/** Yes/no fields an organiser sets. */
export const RECORD_FLAGS = [
  'accommodationAutonomous',
  'paymentPaid',
  'reimbursementActualPaid',
  'invoiceRequested',
  'invoiceProvided',
  'feeRequested',
  'feeProvided',
  'pickupRequired',
  'dropoffRequired',
] as const;
export type RecordFlag = (typeof RECORD_FLAGS)[number];

/** Optional texts and their longest length (the columns' where they have one). */
export const RECORD_TEXTS = {
  stageName: 100,
  accommodationProposal: 2000,
  allergies: 1000,
  pickupLocation: 300,
  dropoffLocation: 300,
  organizerNotes: 10000,
} as const;
export type RecordText = keyof typeof RECORD_TEXTS;
export const RECORD_TEXT_FIELDS = Object.keys(RECORD_TEXTS) as RecordText[];

/** Amounts in cents of the edition's currency, never negative. */
export const RECORD_AMOUNTS = ['payment', 'reimbursementMax', 'reimbursementActual'] as const;
export type RecordAmount = (typeof RECORD_AMOUNTS)[number];

/** The stay's instants. */
export const RECORD_INSTANTS = ['arrivalDateTime', 'departureDateTime'] as const;
export type RecordInstant = (typeof RECORD_INSTANTS)[number];

/** The team members in charge of a pickup (on arrival) and of a drop-off (on departure). */
export const RESPONSIBLE_FIELDS = ['pickupResponsibleId', 'dropoffResponsibleId'] as const;
export type ResponsibleField = (typeof RESPONSIBLE_FIELDS)[number];
export type TravelKind = 'pickup' | 'dropoff';
export const kindOf = (field: ResponsibleField): TravelKind => (field === 'pickupResponsibleId' ? 'pickup' : 'dropoff');

/** Where an artist stands with money: nothing owed, everything owed paid, or something still to pay. */
export const ARTIST_PAYMENT_STATES = ['none', 'paid', 'unpaid'] as const;
export type ArtistPaymentState = (typeof ARTIST_PAYMENT_STATES)[number];

/** The filter on accommodation: finds their own bed, or needs one. */
export const ARTIST_ACCOMMODATION_FILTERS = ['autonomous', 'needed'] as const;
export type ArtistAccommodationFilter = (typeof ARTIST_ACCOMMODATION_FILTERS)[number];

export interface MoneyFacts {
  payment: number | null;
  paymentPaid: boolean;
  reimbursementActual: number | null;
  reimbursementActualPaid: boolean;
}

/**
 * What is still to pay to an artist: the fee unless marked paid, and the actual reimbursement unless
 * marked paid. (records.repository.ts says the same in SQL for the totals and the filter.)
 */
export function stillToPay(m: MoneyFacts): number {
  return (m.paymentPaid ? 0 : (m.payment ?? 0)) + (m.reimbursementActualPaid ? 0 : (m.reimbursementActual ?? 0));
}

/** none: no fee and no actual reimbursement; unpaid: something of it still to pay; paid: all of it paid. */
export function paymentState(m: MoneyFacts): ArtistPaymentState {
  if (!(m.payment ?? 0) && !(m.reimbursementActual ?? 0)) return 'none';
  return stillToPay(m) > 0 ? 'unpaid' : 'paid';
}

/** The departure may not come before the arrival (either may be unknown). */
export function departsBeforeArrival(arrival: Date | null | undefined, departure: Date | null | undefined): boolean {
  return !!arrival && !!departure && departure.getTime() < arrival.getTime();
}

/** What a record warns of: saved anyway, shown next to the field. */
export const ARTIST_WARNING_CODES = [
  'REIMBURSEMENT_ABOVE_MAX',
  'PAID_WITHOUT_AMOUNT',
  'REIMBURSED_WITHOUT_AMOUNT',
  'PICKUP_WITHOUT_LOCATION',
  'PICKUP_WITHOUT_ARRIVAL',
  'DROPOFF_WITHOUT_LOCATION',
  'DROPOFF_WITHOUT_DEPARTURE',
  'SEVERITY_WITHOUT_ALLERGIES',
] as const;
export type ArtistWarningCode = (typeof ARTIST_WARNING_CODES)[number];

export interface RecordWarning {
  field: string;
  code: ArtistWarningCode;
}

export interface WarningFacts extends MoneyFacts {
  reimbursementMax: number | null;
  pickupRequired: boolean;
  pickupLocation: string | null;
  arrivalDateTime: Date | null;
  dropoffRequired: boolean;
  dropoffLocation: string | null;
  departureDateTime: Date | null;
  allergies: string | null;
  allergySeverity: string | null;
}

const blank = (text: string | null) => !text?.trim();

/**
 * The record's warnings, in the order of its sections: an actual reimbursement above its maximum, a
 * fee or a reimbursement marked paid without an amount, a pickup or a drop-off without a place or a
 * time, an allergy severity without the allergies. None of them refuses the record.
 */
export function recordWarnings(r: WarningFacts): RecordWarning[] {
  const warnings: RecordWarning[] = [];
  const add = (field: string, code: ArtistWarningCode) => warnings.push({ field, code });
  if (r.allergySeverity && blank(r.allergies)) add('allergies', 'SEVERITY_WITHOUT_ALLERGIES');
  if (r.paymentPaid && !r.payment) add('paymentPaid', 'PAID_WITHOUT_AMOUNT');
  if (r.reimbursementActual !== null && r.reimbursementMax !== null && r.reimbursementActual > r.reimbursementMax) add('reimbursementActual', 'REIMBURSEMENT_ABOVE_MAX');
  if (r.reimbursementActualPaid && !r.reimbursementActual) add('reimbursementActualPaid', 'REIMBURSED_WITHOUT_AMOUNT');
  if (r.pickupRequired && blank(r.pickupLocation)) add('pickupLocation', 'PICKUP_WITHOUT_LOCATION');
  if (r.pickupRequired && !r.arrivalDateTime) add('arrivalDateTime', 'PICKUP_WITHOUT_ARRIVAL');
  if (r.dropoffRequired && blank(r.dropoffLocation)) add('dropoffLocation', 'DROPOFF_WITHOUT_LOCATION');
  if (r.dropoffRequired && !r.departureDateTime) add('departureDateTime', 'DROPOFF_WITHOUT_DEPARTURE');
  return warnings;
}

/** A person newly in charge of a pickup or a drop-off: told once per change, never when it stays the same or is cleared. */
export function newResponsibles(before: Record<ResponsibleField, number | null>, after: Record<ResponsibleField, number | null>): { kind: TravelKind; userId: number }[] {
  return RESPONSIBLE_FIELDS.flatMap((field) => {
    const userId = after[field];
    return userId !== null && userId !== before[field] ? [{ kind: kindOf(field), userId }] : [];
  });
}

/** The identifier of an artist to add names an e-mail (else a pseudo). */
export const isEmailIdentifier = (identifier: string): boolean => identifier.includes('@');

/** An amount of cents as plain text with two decimals ("1250" → "12.50"), for spreadsheets. */
export const centsText = (cents: number | null): string => (cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
