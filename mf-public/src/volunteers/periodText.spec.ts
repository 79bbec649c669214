import { periodBounds } from './periodText';

/** An edition of 14-17 May 2027 in Lyon (UTC+2): its period ends at the midnight after the 17th, 22:00 UTC. */
const days = { start: '2027-05-13T22:00:00.000Z', end: '2027-05-17T22:00:00.000Z', setupStart: null, teardownEnd: null, startDate: '2027-05-14', endDate: '2027-05-17' };

describe('the volunteer period as the page says it', () => {
  it('names the edition’s first and last days when the organisers set no setup or teardown, not the midnight after', () => {
    expect(periodBounds(days, 'en', 'Europe/Paris')).toEqual({ start: 'May 14, 2027', end: 'May 17, 2027' });
    expect(periodBounds(days, 'fr', 'Europe/Paris')).toEqual({ start: '14 mai 2027', end: '17 mai 2027' });
  });

  it('gives the setup start and the teardown end with their times on the edition’s clocks', () => {
    const set = { ...days, start: '2027-05-12T06:00:00.000Z', end: '2027-05-18T10:00:00.000Z', setupStart: '2027-05-12T06:00:00.000Z', teardownEnd: '2027-05-18T10:00:00.000Z' };
    expect(periodBounds(set, 'en', 'Europe/Paris')).toEqual({ start: 'May 12, 2027, 8:00 AM', end: 'May 18, 2027, 12:00 PM' });
    expect(periodBounds({ ...set, setupStart: null }, 'en', 'Europe/Paris').start).toBe('May 14, 2027');
  });
});
