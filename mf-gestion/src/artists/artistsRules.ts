/**
 * The artists page's pure rules: the list's query from the filters, the record form (its values
 * from a record, the server's checks mirrored, only what changed as the request), amounts typed in
 * the currency's units and sent in cents, arrival and departure typed on the edition's clocks (its
 * time zone), and how a person or an artist is named.
 */
import { artistAccommodationFilterValues, artistPaymentStateValues, artistRecordFlagValues, type Schemas } from '@festival/api-client';
import { fieldBounds, queryBounds } from '@festival/api-client/bounds';
import { fromLocalInput, toLocalInput } from '@festival/i18n/zoned';
import { oneOf, withParams, yesNo } from '@festival/ui/address';
import { hasFiltersOf, listQueryOf, pageOf, pageParam, type ListQuery as PagedQuery } from '../shared/listRules';

type ArtistRecord = Schemas['ArtistRecordDto'];
type UpdateBody = Schemas['UpdateArtistDto'];
type PaymentState = Schemas['ArtistPaymentState'];
type Accommodation = Schemas['ArtistAccommodationFilter'];
type Diet = Schemas['DietaryPreference'];
type Severity = Schemas['AllergySeverity'];

/** The server's bounds (records-rules.ts, core/validation/fields.ts), from the API's document. */
export const SEARCH_MAX = queryBounds.RecordsGestion_list.search.maxLength;
export const IDENTIFIER_MAX = fieldBounds.AddArtistDto.identifier.maxLength;
const record = fieldBounds.UpdateArtistDto;
export const TEXT_MAX = {
  stageName: record.stageName.maxLength,
  accommodationProposal: record.accommodationProposal.maxLength,
  allergies: record.allergies.maxLength,
  pickupLocation: record.pickupLocation.maxLength,
  dropoffLocation: record.dropoffLocation.maxLength,
  organizerNotes: record.organizerNotes.maxLength,
} as const;
export const MONEY_MAX_CENTS = record.payment.maximum;

// ── the list ─────────────────────────────────────────────────────────────────────────────────

export interface Filters {
  search: string;
  arrived: 'true' | 'false' | null;
  payment: PaymentState | null;
  pickup: 'true' | 'false' | null;
  accommodation: Accommodation | null;
  page: number;
}

export const NO_FILTERS: Filters = { search: '', arrived: null, payment: null, pickup: null, accommodation: null, page: 1 };

export type FilterQuery = { search?: string; arrived?: 'true' | 'false'; payment?: PaymentState; pickup?: 'true' | 'false'; accommodation?: Accommodation };
export type ListQuery = PagedQuery<FilterQuery>;

/** The filters as the API takes them (absent ones left out, the search trimmed and bounded); the CSV takes the same. */
export function filterQuery(f: Filters): FilterQuery {
  const query: FilterQuery = {};
  const search = f.search.trim().slice(0, SEARCH_MAX);
  if (search) query.search = search;
  if (f.arrived) query.arrived = f.arrived;
  if (f.payment) query.payment = f.payment;
  if (f.pickup) query.pickup = f.pickup;
  if (f.accommodation) query.accommodation = f.accommodation;
  return query;
}

export const listQuery = listQueryOf(filterQuery);
export const hasFilters = hasFiltersOf(filterQuery);

/** The filters an address carries (?search=…&arrived=true&payment=unpaid&pickup=false&accommodation=…&page=2); what is not a valid value is left out. */
export function filtersOf(params: URLSearchParams): Filters {
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    arrived: yesNo(params.get('arrived')),
    payment: oneOf(artistPaymentStateValues, params.get('payment')),
    pickup: yesNo(params.get('pickup')),
    accommodation: oneOf(artistAccommodationFilterValues, params.get('accommodation')),
    page: pageOf(params, queryBounds.RecordsGestion_list.page.maximum),
  };
}

/** The address for these filters, keeping its other parameters (the open record): defaults left out, so a link stays short. */
export function withFilterParams(current: URLSearchParams, f: Filters): URLSearchParams {
  return withParams(current, {
    // As typed (the search box compares it with what it holds); only blank is left out.
    search: f.search.trim() ? f.search : null,
    arrived: f.arrived,
    payment: f.payment,
    pickup: f.pickup,
    accommodation: f.accommodation,
    ...pageParam(f.page),
  });
}

export const paymentStateColor = (state: PaymentState) => ({ none: 'gray', paid: 'green', unpaid: 'orange' })[state];

/** A person as the page names them (shared/gestionRules.ts). */
export { personName } from '../shared/gestionRules';

// ── adding ───────────────────────────────────────────────────────────────────────────────────

export interface AddValues {
  identifier: string;
  stageName: string;
}

/** The server's first checks: something to look for, and a stage name to invite an e-mail (the server alone knows whether an account uses it). */
export function addErrors(v: AddValues): Partial<Record<keyof AddValues, 'required' | 'tooLong'>> {
  const errors: Partial<Record<keyof AddValues, 'required' | 'tooLong'>> = {};
  const identifier = v.identifier.trim();
  if (!identifier) errors.identifier = 'required';
  else if (identifier.length > IDENTIFIER_MAX) errors.identifier = 'tooLong';
  if (v.stageName.trim().length > TEXT_MAX.stageName) errors.stageName = 'tooLong';
  return errors;
}

export const addBody = (v: AddValues): Schemas['AddArtistDto'] => ({ identifier: v.identifier.trim(), stageName: v.stageName.trim() || null });

// ── the record ───────────────────────────────────────────────────────────────────────────────

export const TEXT_FIELDS = Object.keys(TEXT_MAX) as (keyof typeof TEXT_MAX)[];
/** Arrival, then the record's flags as the server lists them (records-rules.ts RECORD_FLAGS, through the generated enum). */
export const FLAG_FIELDS = ['entryValidated', ...artistRecordFlagValues] as const;
export const AMOUNT_FIELDS = ['payment', 'reimbursementMax', 'reimbursementActual'] as const;
export const INSTANT_FIELDS = ['arrivalDateTime', 'departureDateTime'] as const;
export const RESPONSIBLE_FIELDS = ['pickupResponsibleId', 'dropoffResponsibleId'] as const;

type TextField = (typeof TEXT_FIELDS)[number];
type FlagField = (typeof FLAG_FIELDS)[number];
type AmountField = (typeof AMOUNT_FIELDS)[number];
type InstantField = (typeof INSTANT_FIELDS)[number];
type ResponsibleField = (typeof RESPONSIBLE_FIELDS)[number];

/** The record form as its inputs hold it: texts, ticks, amounts in the currency's units ('' when empty), local date-times, ids as text. */
export type RecordValues = Record<TextField, string> &
  Record<FlagField, boolean> &
  Record<AmountField, number | ''> &
  Record<InstantField, string> &
  Record<ResponsibleField, string | null> & { dietaryPreference: Diet | null; allergySeverity: Severity | null };

export type RecordField = keyof RecordValues;

/** An amount typed in the currency's units (12.5) as cents (1250); '' as null. */
export const toCents = (amount: number | ''): number | null => (amount === '' ? null : Math.round(amount * 100));
/** Cents as the amount an input shows (12.5); null as ''. */
export const fromCents = (cents: number | null | undefined): number | '' => (cents === null || cents === undefined ? '' : cents / 100);

export function recordValues(r: ArtistRecord, timeZone: string): RecordValues {
  const values = { dietaryPreference: r.dietaryPreference ?? null, allergySeverity: r.allergySeverity ?? null } as RecordValues;
  for (const f of TEXT_FIELDS) values[f] = r[f] ?? '';
  for (const f of FLAG_FIELDS) values[f] = r[f] === true;
  for (const f of AMOUNT_FIELDS) values[f] = fromCents(r[f]);
  for (const f of INSTANT_FIELDS) values[f] = toLocalInput(r[f] ?? null, timeZone);
  values.pickupResponsibleId = r.pickupResponsible ? String(r.pickupResponsible.id) : null;
  values.dropoffResponsibleId = r.dropoffResponsible ? String(r.dropoffResponsible.id) : null;
  return values;
}

export type RecordError = 'tooLong' | 'departureBeforeArrival' | 'tooLarge' | 'stageNameRequired';

/** The server's refusals, mirrored: texts too long, amounts too large, a departure before the arrival, an invited artist without a stage name. */
export function recordErrors(v: RecordValues, invited: boolean, timeZone: string): Partial<Record<RecordField, RecordError>> {
  const errors: Partial<Record<RecordField, RecordError>> = {};
  for (const f of TEXT_FIELDS) if (v[f].trim().length > TEXT_MAX[f]) errors[f] = 'tooLong';
  for (const f of AMOUNT_FIELDS) {
    const cents = toCents(v[f]);
    if (cents !== null && cents > MONEY_MAX_CENTS) errors[f] = 'tooLarge';
  }
  if (invited && !v.stageName.trim() && !errors.stageName) errors.stageName = 'stageNameRequired';
  const arrival = fromLocalInput(v.arrivalDateTime, timeZone);
  const departure = fromLocalInput(v.departureDateTime, timeZone);
  if (arrival && departure && departure < arrival) errors.departureDateTime = 'departureBeforeArrival';
  return errors;
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) => (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

/** Only what changed, as the API takes it: empty texts as null, amounts in cents, instants as ISO, ids as numbers. */
export function recordBody(r: ArtistRecord, v: RecordValues, timeZone: string): UpdateBody {
  const body: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) {
    const value = v[f].trim() || null;
    if (value !== (r[f] ?? null)) body[f] = value;
  }
  for (const f of FLAG_FIELDS) if (v[f] !== (r[f] === true)) body[f] = v[f];
  for (const f of AMOUNT_FIELDS) {
    const cents = toCents(v[f]);
    if (cents !== (r[f] ?? null)) body[f] = cents;
  }
  for (const f of INSTANT_FIELDS) {
    const iso = fromLocalInput(v[f], timeZone);
    if (!sameInstant(iso, r[f])) body[f] = iso;
  }
  for (const f of ['dietaryPreference', 'allergySeverity'] as const) if ((v[f] ?? null) !== (r[f] ?? null)) body[f] = v[f] ?? null;
  const stored = { pickupResponsibleId: r.pickupResponsible?.id ?? null, dropoffResponsibleId: r.dropoffResponsible?.id ?? null };
  for (const f of RESPONSIBLE_FIELDS) {
    const id = v[f] ? Number(v[f]) : null;
    if (id !== stored[f]) body[f] = id;
  }
  return body as UpdateBody;
}

/** The symbol an amount input shows for a currency in a language (€, CHF, £…); the code when the browser knows no symbol. */
export function currencySymbol(currency: string, lng: string): string {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
