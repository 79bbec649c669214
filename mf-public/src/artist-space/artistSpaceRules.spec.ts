import type { ArtistSpace } from './artistSpaceApi';
import { asksInvoice, changesOf, formValuesOf, mealDaysOf, moneyState, validateArtistSpace } from './artistSpaceRules';

const space = {
  arrivalDateTime: '2030-05-14T09:30:00.000Z',
  departureDateTime: null,
  dietaryPreference: 'VEGETARIAN',
  allergies: 'Peanuts',
  allergySeverity: null,
  accommodationAutonomous: false,
  accommodationProposal: null,
  invoiceProvided: false,
  invoiceRequested: true,
  // Lyon: UTC+2 in May.
  edition: { timeZone: 'Europe/Paris' },
} as unknown as ArtistSpace;

describe('the artist space form', () => {
  it('starts from the record, dates on the edition’s clocks, empty texts as empty', () => {
    expect(formValuesOf({ ...space, edition: { ...space.edition, timeZone: 'UTC' } }).arrivalDateTime).toBe('2030-05-14T09:30');
    expect(formValuesOf(space)).toEqual({
      arrivalDateTime: '2030-05-14T11:30',
      departureDateTime: '',
      dietaryPreference: 'VEGETARIAN',
      allergies: 'Peanuts',
      allergySeverity: null,
      accommodationAutonomous: false,
      accommodationProposal: '',
      invoiceProvided: false,
    });
  });

  it('sends only what changed, texts trimmed, emptied ones and dates cleared as null', () => {
    const values = formValuesOf(space);
    expect(changesOf(values, space)).toEqual({});
    expect(changesOf({ ...values, allergies: '  Peanuts ' }, space)).toEqual({});
    expect(
      changesOf(
        {
          ...values,
          arrivalDateTime: '',
          departureDateTime: '2030-05-17T18:00',
          dietaryPreference: null,
          allergies: ' ',
          allergySeverity: 'SEVERE',
          accommodationAutonomous: true,
          accommodationProposal: ' A tent ',
          invoiceProvided: true,
        },
        space,
      ),
    ).toEqual({
      arrivalDateTime: null,
      departureDateTime: '2030-05-17T16:00:00.000Z',
      dietaryPreference: null,
      allergies: null,
      allergySeverity: 'SEVERE',
      accommodationAutonomous: true,
      accommodationProposal: 'A tent',
      invoiceProvided: true,
    });
  });

  it('refuses a departure before the arrival, as the server does; the same minute is fine', () => {
    const values = formValuesOf(space);
    expect(validateArtistSpace({ ...values, arrivalDateTime: '2030-05-15T10:00', departureDateTime: '2030-05-15T09:59' }, 'Europe/Paris')).toEqual({ departureDateTime: 'departureBeforeArrival' });
    expect(validateArtistSpace({ ...values, arrivalDateTime: '2030-05-15T10:00', departureDateTime: '2030-05-15T10:00' }, 'Europe/Paris')).toEqual({});
    expect(validateArtistSpace({ ...values, arrivalDateTime: '', departureDateTime: '2030-05-15T09:59' }, 'Europe/Paris')).toEqual({});
    // The night the clocks go back in Lyon: 02:30 (the first one) comes before 02:45 (the first one too).
    expect(validateArtistSpace({ ...values, arrivalDateTime: '2030-10-27T02:30', departureDateTime: '2030-10-27T02:45' }, 'Europe/Paris')).toEqual({});
  });
});

describe('the artist’s money', () => {
  it('says whether a sum is unset, due or paid', () => {
    expect(moneyState(null, false)).toBe('none');
    expect(moneyState(null, true)).toBe('none');
    expect(moneyState(0, false)).toBe('due');
    expect(moneyState(45000, false)).toBe('due');
    expect(moneyState(45000, true)).toBe('paid');
  });

  it('shows the invoice question when the invoice is asked for, or was said to be sent', () => {
    expect(asksInvoice({ invoiceRequested: false, invoiceProvided: false })).toBe(false);
    expect(asksInvoice({ invoiceRequested: true, invoiceProvided: false })).toBe(true);
    expect(asksInvoice({ invoiceRequested: false, invoiceProvided: true })).toBe(true);
  });
});

describe('the artist’s meals', () => {
  it('groups them by day in their order', () => {
    const meal = (mealId: number, date: string) => ({ mealId, date });
    expect(mealDaysOf([meal(1, '2027-05-15'), meal(2, '2027-05-16'), meal(3, '2027-05-16')])).toEqual([
      { day: '2027-05-15', meals: [meal(1, '2027-05-15')] },
      { day: '2027-05-16', meals: [meal(2, '2027-05-16'), meal(3, '2027-05-16')] },
    ]);
    expect(mealDaysOf([])).toEqual([]);
  });
});
