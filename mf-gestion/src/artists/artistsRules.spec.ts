import type { Schemas } from '@festival/api-client';
import {
  addBody,
  addErrors,
  currencySymbol,
  filterQuery,
  filtersOf,
  fromCents,
  hasFilters,
  listQuery,
  NO_FILTERS,
  recordBody,
  recordErrors,
  recordValues,
  SEARCH_MAX,
  toCents,
  withFilterParams,
} from './artistsRules';

type ArtistRecord = Schemas['ArtistRecordDto'];

const person = { id: 7, pseudo: 'pilot', prenom: 'Paul', nom: 'Pilot' };

const record = (over: Partial<ArtistRecord> = {}): ArtistRecord => ({
  id: 3,
  name: 'Zora',
  stageName: null,
  user: { id: 2, pseudo: 'Zora', prenom: 'Zora', nom: 'Acrobat', email: 'zora@example.org' },
  invitedEmail: null,
  invitationPending: false,
  arrivalDateTime: '2027-05-14T09:00:00.000Z',
  departureDateTime: null,
  accommodationAutonomous: false,
  accommodationProposal: null,
  dietaryPreference: null,
  allergies: null,
  allergySeverity: null,
  payment: 25000,
  paymentPaid: false,
  reimbursementMax: null,
  reimbursementActual: 4050,
  reimbursementActualPaid: false,
  invoiceRequested: false,
  invoiceProvided: false,
  feeRequested: false,
  feeProvided: false,
  pickupRequired: true,
  pickupLocation: 'Station',
  pickupResponsible: person,
  dropoffRequired: false,
  dropoffLocation: null,
  dropoffResponsible: null,
  organizerNotes: 'Quiet room',
  entryValidated: false,
  entryValidatedAt: null,
  entryValidatedBy: null,
  paymentState: 'unpaid',
  stillToPay: 29050,
  addedBy: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  warnings: [],
  ...over,
});

describe('the list’s query', () => {
  it('leaves out absent filters, trims and bounds the search, and pages', () => {
    expect(listQuery(NO_FILTERS)).toEqual({ page: 1, pageSize: 25 });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    const f = { ...NO_FILTERS, search: `  ${'x'.repeat(120)} `, arrived: 'false' as const, payment: 'unpaid' as const, pickup: 'true' as const, accommodation: 'needed' as const, page: 3 };
    expect(filterQuery(f)).toEqual({ search: 'x'.repeat(100), arrived: 'false', payment: 'unpaid', pickup: 'true', accommodation: 'needed' });
    expect(listQuery(f, 10)).toMatchObject({ page: 3, pageSize: 10 });
    expect(filterQuery({ ...NO_FILTERS, search: '   ' })).toEqual({});
  });
});

describe('the filters in the address', () => {
  it('reads back what it wrote, the open record kept', () => {
    const filters = { search: 'zora ', arrived: 'true' as const, payment: 'unpaid' as const, pickup: 'false' as const, accommodation: 'needed' as const, page: 3 };
    const params = withFilterParams(new URLSearchParams('artist=12'), filters);
    expect(Object.fromEntries(params)).toEqual({ artist: '12', search: 'zora ', arrived: 'true', payment: 'unpaid', pickup: 'false', accommodation: 'needed', page: '3' });
    expect(filtersOf(params)).toEqual(filters);
  });

  it('leaves the defaults out, so a link stays short', () => {
    expect(withFilterParams(new URLSearchParams('search=x&payment=paid&page=2'), { ...NO_FILTERS, search: '  ' }).toString()).toBe('');
  });

  it('drops what the API would refuse and cuts the search at its bound', () => {
    const read = filtersOf(new URLSearchParams({ search: 'y'.repeat(500), arrived: 'yes', payment: 'PAID', pickup: '1', accommodation: 'tent', page: '-2' }));
    expect(read).toEqual({ ...NO_FILTERS, search: 'y'.repeat(SEARCH_MAX) });
    expect(filtersOf(new URLSearchParams('page=100001')).page).toBe(1);
  });
});

describe('adding', () => {
  it('needs an identifier, bounds it and the stage name, and sends an empty stage name as null', () => {
    expect(addErrors({ identifier: '  ', stageName: '' })).toEqual({ identifier: 'required' });
    expect(addErrors({ identifier: `${'a'.repeat(250)}@x.org`, stageName: 'x'.repeat(101) })).toEqual({ identifier: 'tooLong', stageName: 'tooLong' });
    expect(addErrors({ identifier: 'someone@example.org', stageName: '' })).toEqual({});
    expect(addBody({ identifier: ' Zora ', stageName: '  ' })).toEqual({ identifier: 'Zora', stageName: null });
    expect(addBody({ identifier: 'a@b.org', stageName: ' Nova ' })).toEqual({ identifier: 'a@b.org', stageName: 'Nova' });
  });
});

describe('amounts', () => {
  it('turns units into cents and back, empty as null', () => {
    expect(toCents('')).toBeNull();
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(null)).toBe('');
    expect(fromCents(4050)).toBe(40.5);
  });
  it('shows the currency’s symbol in the reader’s language, else its code', () => {
    expect(currencySymbol('EUR', 'fr')).toBe('€');
    expect(currencySymbol('CHF', 'en')).toBe('CHF');
    expect(currencySymbol('NOPE', 'en')).toBe('NOPE');
  });
});

describe('the record form', () => {
  // Arrival and departure are typed on the edition's clocks (Lyon: UTC+2 in May).
  const PARIS = 'Europe/Paris';

  it('loads a record and sends nothing when nothing changed', () => {
    const r = record();
    const v = recordValues(r, PARIS);
    expect(v).toMatchObject({ stageName: '', payment: 250, reimbursementActual: 40.5, reimbursementMax: '', pickupResponsibleId: '7', dropoffResponsibleId: null, organizerNotes: 'Quiet room' });
    expect(v.arrivalDateTime).toBe('2027-05-14T11:00');
    expect(recordValues(r, 'UTC').arrivalDateTime).toBe('2027-05-14T09:00');
    expect(recordBody(r, v, PARIS)).toEqual({});
  });
  it('sends only what changed: texts trimmed (empty as null), amounts in cents, instants as ISO, ids as numbers', () => {
    const r = record();
    const v = { ...recordValues(r, PARIS), stageName: ' Zora Z ', organizerNotes: '  ', payment: 300 as const, reimbursementMax: 50 as const, paymentPaid: true, pickupResponsibleId: null, dropoffResponsibleId: '9', dietaryPreference: 'VEGAN' as const };
    v.departureDateTime = '2027-05-17T20:00';
    expect(recordBody(r, v, PARIS)).toEqual({
      stageName: 'Zora Z',
      organizerNotes: null,
      payment: 30000,
      reimbursementMax: 5000,
      paymentPaid: true,
      departureDateTime: '2027-05-17T18:00:00.000Z',
      dietaryPreference: 'VEGAN',
      pickupResponsibleId: null,
      dropoffResponsibleId: 9,
    });
    expect(recordBody(r, { ...recordValues(r, PARIS), payment: '' }, PARIS)).toEqual({ payment: null });
  });
  it('mirrors the server’s refusals: long texts, huge amounts, a departure before the arrival, an invited artist without a stage name', () => {
    const r = record();
    const ok = recordValues(r, PARIS);
    expect(recordErrors(ok, false, PARIS)).toEqual({});
    expect(recordErrors({ ...ok, organizerNotes: 'x'.repeat(10001), pickupLocation: 'x'.repeat(301) }, false, PARIS)).toEqual({ organizerNotes: 'tooLong', pickupLocation: 'tooLong' });
    expect(recordErrors({ ...ok, payment: 10_000_001 }, false, PARIS)).toEqual({ payment: 'tooLarge' });
    expect(recordErrors({ ...ok, departureDateTime: '2027-05-14T10:00' }, false, PARIS)).toEqual({ departureDateTime: 'departureBeforeArrival' });
    expect(recordErrors({ ...ok, departureDateTime: '2027-05-14T11:00' }, false, PARIS)).toEqual({});
    expect(recordErrors({ ...ok, stageName: ' ' }, true, PARIS)).toEqual({ stageName: 'stageNameRequired' });
    expect(recordErrors({ ...ok, stageName: ' ' }, false, PARIS)).toEqual({});
  });
});
