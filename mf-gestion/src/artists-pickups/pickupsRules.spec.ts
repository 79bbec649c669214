import { dayTitle, mineOf, telHref, timeOf, tripCounts } from './pickupsRules';

const driver = { pseudo: 'olga', prenom: 'Olga', nom: 'Organiser' };

describe('pickups page rules', () => {
  it('shows times in the list’s time zone, in the reader’s way of writing them', () => {
    expect(timeOf('2027-07-01T22:30:00.000Z', 'UTC', 'en')).toMatch(/^10:30\sPM$/);
    expect(timeOf('2027-07-01T22:30:00.000Z', 'Europe/Paris', 'fr')).toBe('00:30');
    expect(timeOf('2027-07-01T09:05:00.000Z', 'UTC', 'de')).toBe('09:05');
  });

  it('writes a day in full, whatever the reader’s time zone', () => {
    expect(dayTitle('2027-07-01', 'en')).toBe('Thursday, July 1, 2027');
    expect(dayTitle('2027-07-01', 'fr')).toBe('jeudi 1 juillet 2027');
  });

  it('counts every trip, dated or not, and those nobody drives yet', () => {
    const days = [{ trips: [{ at: '2027-07-01T09:00:00Z', responsible: driver }, { at: '2027-07-01T10:00:00Z', responsible: null }] }, { trips: [{ at: '2027-07-02T09:00:00Z', responsible: null }] }];
    expect(tripCounts(days, [{ at: null, responsible: null }])).toEqual({ total: 4, unassigned: 3 });
    expect(tripCounts([], [])).toEqual({ total: 0, unassigned: 0 });
  });

  it('makes a phone number a tel: link', () => {
    expect(telHref('+33 6 12.34-56 (78)')).toBe('tel:+33612345678');
    expect(telHref('06 12 34 56 78')).toBe('tel:0612345678');
  });

  it('reads “only mine” from the address', () => {
    expect(mineOf('1')).toBe(true);
    expect(mineOf('true')).toBe(true);
    expect(mineOf(null)).toBe(false);
    expect(mineOf('0')).toBe(false);
  });
});
