import {
  ARTIST_WARNING_CODES,
  centsText,
  departsBeforeArrival,
  isEmailIdentifier,
  kindOf,
  newResponsibles,
  paymentState,
  RECORD_TEXT_FIELDS,
  recordWarnings,
  stillToPay,
  type MoneyFacts,
  type WarningFacts,
} from './records-rules';

const money = (m: Partial<MoneyFacts> = {}): MoneyFacts => ({ payment: null, paymentPaid: false, reimbursementActual: null, reimbursementActualPaid: false, ...m });

const calm: WarningFacts = {
  ...money(),
  reimbursementMax: null,
  pickupRequired: false,
  pickupLocation: null,
  arrivalDateTime: null,
  dropoffRequired: false,
  dropoffLocation: null,
  departureDateTime: null,
  allergies: null,
  allergySeverity: null,
};
const codes = (r: Partial<WarningFacts>) => recordWarnings({ ...calm, ...r }).map((w) => `${w.field}:${w.code}`);

describe('stillToPay', () => {
  it('adds the fee and the actual reimbursement unless each is marked paid', () => {
    expect(stillToPay(money())).toBe(0);
    expect(stillToPay(money({ payment: 50000 }))).toBe(50000);
    expect(stillToPay(money({ payment: 50000, paymentPaid: true }))).toBe(0);
    expect(stillToPay(money({ payment: 50000, reimbursementActual: 1250 }))).toBe(51250);
    expect(stillToPay(money({ payment: 50000, paymentPaid: true, reimbursementActual: 1250 }))).toBe(1250);
    expect(stillToPay(money({ payment: 50000, reimbursementActual: 1250, reimbursementActualPaid: true }))).toBe(50000);
    expect(stillToPay(money({ payment: 50000, paymentPaid: true, reimbursementActual: 1250, reimbursementActualPaid: true }))).toBe(0);
  });
  it('does not count the maximum reimbursement, only the actual one', () => {
    expect(stillToPay({ ...money({ reimbursementActual: null }), reimbursementMax: 9000 } as MoneyFacts)).toBe(0);
  });
});

describe('paymentState', () => {
  it('is none when neither a fee nor an actual reimbursement is owed (zero counts as nothing)', () => {
    expect(paymentState(money())).toBe('none');
    expect(paymentState(money({ payment: 0, reimbursementActual: 0 }))).toBe('none');
    // Marked paid without an amount: still nothing owed (a warning says so).
    expect(paymentState(money({ paymentPaid: true }))).toBe('none');
  });
  it('is unpaid while some of it is still to pay, paid once all of it is', () => {
    expect(paymentState(money({ payment: 100 }))).toBe('unpaid');
    expect(paymentState(money({ payment: 100, paymentPaid: true, reimbursementActual: 5 }))).toBe('unpaid');
    expect(paymentState(money({ reimbursementActual: 5 }))).toBe('unpaid');
    expect(paymentState(money({ payment: 100, paymentPaid: true }))).toBe('paid');
    expect(paymentState(money({ reimbursementActual: 5, reimbursementActualPaid: true }))).toBe('paid');
    expect(paymentState(money({ payment: 100, paymentPaid: true, reimbursementActual: 5, reimbursementActualPaid: true }))).toBe('paid');
  });
});

describe('departsBeforeArrival', () => {
  const at = (iso: string) => new Date(iso);
  it('refuses only a departure strictly before a known arrival', () => {
    expect(departsBeforeArrival(at('2027-05-14T10:00:00Z'), at('2027-05-14T09:59:59Z'))).toBe(true);
    expect(departsBeforeArrival(at('2027-05-14T10:00:00Z'), at('2027-05-14T10:00:00Z'))).toBe(false);
    expect(departsBeforeArrival(at('2027-05-14T10:00:00Z'), at('2027-05-15T08:00:00Z'))).toBe(false);
    expect(departsBeforeArrival(null, at('2027-05-14T10:00:00Z'))).toBe(false);
    expect(departsBeforeArrival(at('2027-05-14T10:00:00Z'), null)).toBe(false);
    expect(departsBeforeArrival(undefined, undefined)).toBe(false);
  });
  it('compares instants, whatever their offsets', () => {
    expect(departsBeforeArrival(at('2027-05-14T10:00:00+02:00'), at('2027-05-14T09:00:00Z'))).toBe(false);
    expect(departsBeforeArrival(at('2027-05-14T10:00:00Z'), at('2027-05-14T11:00:00+02:00'))).toBe(true);
  });
});

describe('recordWarnings', () => {
  it('has nothing to say of an empty or consistent record', () => {
    expect(recordWarnings(calm)).toEqual([]);
    expect(
      codes({
        payment: 100,
        paymentPaid: true,
        reimbursementMax: 50,
        reimbursementActual: 50,
        reimbursementActualPaid: true,
        pickupRequired: true,
        pickupLocation: 'Station',
        arrivalDateTime: new Date(),
        dropoffRequired: true,
        dropoffLocation: 'Airport',
        departureDateTime: new Date(),
        allergies: 'Nuts',
        allergySeverity: 'SEVERE',
      }),
    ).toEqual([]);
  });
  it('warns of an actual reimbursement above its maximum, not of one without a maximum', () => {
    expect(codes({ reimbursementMax: 50, reimbursementActual: 51 })).toEqual(['reimbursementActual:REIMBURSEMENT_ABOVE_MAX']);
    expect(codes({ reimbursementMax: null, reimbursementActual: 51 })).toEqual([]);
    expect(codes({ reimbursementMax: 0, reimbursementActual: 1 })).toEqual(['reimbursementActual:REIMBURSEMENT_ABOVE_MAX']);
  });
  it('warns of a fee or a reimbursement marked paid without an amount', () => {
    expect(codes({ paymentPaid: true })).toEqual(['paymentPaid:PAID_WITHOUT_AMOUNT']);
    expect(codes({ paymentPaid: true, payment: 0 })).toEqual(['paymentPaid:PAID_WITHOUT_AMOUNT']);
    expect(codes({ reimbursementActualPaid: true })).toEqual(['reimbursementActualPaid:REIMBURSED_WITHOUT_AMOUNT']);
  });
  it('warns of a pickup or a drop-off without a place or a time, blank places included', () => {
    expect(codes({ pickupRequired: true })).toEqual(['pickupLocation:PICKUP_WITHOUT_LOCATION', 'arrivalDateTime:PICKUP_WITHOUT_ARRIVAL']);
    expect(codes({ pickupRequired: true, pickupLocation: '  ', arrivalDateTime: new Date() })).toEqual(['pickupLocation:PICKUP_WITHOUT_LOCATION']);
    expect(codes({ dropoffRequired: true })).toEqual(['dropoffLocation:DROPOFF_WITHOUT_LOCATION', 'departureDateTime:DROPOFF_WITHOUT_DEPARTURE']);
    // Not required: whatever is missing is fine.
    expect(codes({ pickupRequired: false, dropoffRequired: false })).toEqual([]);
  });
  it('warns of an allergy severity given without the allergies', () => {
    expect(codes({ allergySeverity: 'CRITICAL' })).toEqual(['allergies:SEVERITY_WITHOUT_ALLERGIES']);
    expect(codes({ allergies: 'Nuts' })).toEqual([]);
  });
  it('lists every warning at once, in the order of the record’s sections, each with a known code', () => {
    const all = recordWarnings({ ...calm, allergySeverity: 'LIGHT', paymentPaid: true, reimbursementMax: 1, reimbursementActual: 2, pickupRequired: true, dropoffRequired: true });
    expect(all.map((w) => w.code)).toEqual([
      'SEVERITY_WITHOUT_ALLERGIES',
      'PAID_WITHOUT_AMOUNT',
      'REIMBURSEMENT_ABOVE_MAX',
      'PICKUP_WITHOUT_LOCATION',
      'PICKUP_WITHOUT_ARRIVAL',
      'DROPOFF_WITHOUT_LOCATION',
      'DROPOFF_WITHOUT_DEPARTURE',
    ]);
    for (const w of all) expect(ARTIST_WARNING_CODES).toContain(w.code);
  });
});

describe('newResponsibles', () => {
  const none = { pickupResponsibleId: null, dropoffResponsibleId: null };
  it('names a person newly in charge, with what they are in charge of', () => {
    expect(newResponsibles(none, { pickupResponsibleId: 4, dropoffResponsibleId: null })).toEqual([{ kind: 'pickup', userId: 4 }]);
    expect(newResponsibles(none, { pickupResponsibleId: 4, dropoffResponsibleId: 4 })).toEqual([
      { kind: 'pickup', userId: 4 },
      { kind: 'dropoff', userId: 4 },
    ]);
    expect(newResponsibles({ pickupResponsibleId: 4, dropoffResponsibleId: null }, { pickupResponsibleId: 5, dropoffResponsibleId: null })).toEqual([{ kind: 'pickup', userId: 5 }]);
  });
  it('names nobody when unchanged or cleared', () => {
    expect(newResponsibles({ pickupResponsibleId: 4, dropoffResponsibleId: 6 }, { pickupResponsibleId: 4, dropoffResponsibleId: 6 })).toEqual([]);
    expect(newResponsibles({ pickupResponsibleId: 4, dropoffResponsibleId: 6 }, none)).toEqual([]);
  });
  it('tells the kinds apart by field', () => {
    expect(kindOf('pickupResponsibleId')).toBe('pickup');
    expect(kindOf('dropoffResponsibleId')).toBe('dropoff');
  });
});

describe('the record’s fields and texts', () => {
  it('tells an e-mail from a pseudo by its @', () => {
    expect(isEmailIdentifier('jo@example.org')).toBe(true);
    expect(isEmailIdentifier('jo_the_juggler')).toBe(false);
  });
  it('writes cents as plain amounts with two decimals', () => {
    expect(centsText(null)).toBe('');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(1250)).toBe('12.50');
    expect(centsText(100000)).toBe('1000.00');
  });
  it('keeps the stage name among the texts an organiser sets', () => {
    expect(RECORD_TEXT_FIELDS).toEqual(['stageName', 'accommodationProposal', 'allergies', 'pickupLocation', 'dropoffLocation', 'organizerNotes']);
  });
});
