import { ARTIST_SELF_FIELDS, mergedStay, showEnd, stayErrors } from './programme-rules';

const at = (iso: string) => new Date(iso);

describe('what an artist may change of their own record', () => {
  it('is their stay, food and whether they sent their invoice: nothing of money, travel, notes or entry', () => {
    expect([...ARTIST_SELF_FIELDS].sort()).toEqual(
      ['accommodationAutonomous', 'accommodationProposal', 'allergies', 'allergySeverity', 'arrivalDateTime', 'departureDateTime', 'dietaryPreference', 'invoiceProvided'].sort(),
    );
    for (const organisers of ['organizerNotes', 'payment', 'paymentPaid', 'reimbursementMax', 'reimbursementActual', 'invoiceRequested', 'feeProvided', 'pickupLocation', 'entryValidated', 'qrToken', 'stageName']) {
      expect(ARTIST_SELF_FIELDS).not.toContain(organisers);
    }
  });
});

describe('the stay after a change', () => {
  const stored = { arrivalDateTime: at('2030-05-14T10:00:00Z'), departureDateTime: at('2030-05-17T18:00:00Z') };

  it('keeps a stored date the change leaves out, takes a given one, and clears one given as null', () => {
    expect(mergedStay(stored, {})).toEqual({ arrival: stored.arrivalDateTime, departure: stored.departureDateTime });
    expect(mergedStay(stored, { arrivalDateTime: '2030-05-15T09:00:00.000Z' })).toEqual({ arrival: at('2030-05-15T09:00:00Z'), departure: stored.departureDateTime });
    expect(mergedStay(stored, { departureDateTime: null })).toEqual({ arrival: stored.arrivalDateTime, departure: null });
    expect(mergedStay({ arrivalDateTime: null, departureDateTime: null }, { arrivalDateTime: null, departureDateTime: '2030-05-17T18:00:00+02:00' })).toEqual({
      arrival: null,
      departure: at('2030-05-17T16:00:00Z'),
    });
  });

  it('refuses a departure before the arrival, on the departure field', () => {
    expect(stayErrors({ arrival: at('2030-05-15T10:00:00Z'), departure: at('2030-05-15T09:59:59Z') })).toEqual({ departureDateTime: [{ key: 'errors.artists.space.departureBeforeArrival' }] });
    // A stored arrival moved after the stored departure is refused too.
    expect(Object.keys(stayErrors(mergedStay(stored, { arrivalDateTime: '2030-05-18T10:00:00Z' })))).toEqual(['departureDateTime']);
  });

  it('accepts a departure after or at the arrival, and a stay with either end unknown', () => {
    expect(stayErrors({ arrival: at('2030-05-15T10:00:00Z'), departure: at('2030-05-16T10:00:00Z') })).toEqual({});
    expect(stayErrors({ arrival: at('2030-05-15T10:00:00Z'), departure: at('2030-05-15T10:00:00Z') })).toEqual({});
    expect(stayErrors({ arrival: null, departure: at('2030-05-15T10:00:00Z') })).toEqual({});
    expect(stayErrors({ arrival: at('2030-05-15T10:00:00Z'), departure: null })).toEqual({});
    expect(stayErrors({ arrival: null, departure: null })).toEqual({});
  });
});

describe('a show’s end', () => {
  it('is its start plus its duration in minutes, across midnight too', () => {
    expect(showEnd(at('2030-05-15T20:00:00Z'), 45)).toEqual(at('2030-05-15T20:45:00Z'));
    expect(showEnd(at('2030-05-15T23:30:00Z'), 90)).toEqual(at('2030-05-16T01:00:00Z'));
  });
});
