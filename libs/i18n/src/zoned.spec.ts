import {
  dayOf,
  formatDay,
  formatInZone,
  fromLocalInput,
  fromWallClock,
  minutesInto,
  nextDay,
  sameClocks,
  startOfDay,
  timeOf,
  timeRange,
  timeZoneNames,
  toLocalInput,
  wallClock,
  whenRange,
  zoneCity,
  zoneOffset,
} from './zoned';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';

describe('zoned times: reading and typing on an edition’s clocks', () => {
  it('reads the local day and time of a moment, whatever the browser’s zone', () => {
    expect(dayOf('2030-05-15T22:30:00Z', PARIS)).toBe('2030-05-16');
    expect(dayOf('2030-05-15T22:30:00Z', 'UTC')).toBe('2030-05-15');
    expect(dayOf('2030-05-16T03:00:00Z', NEW_YORK)).toBe('2030-05-15');
    expect(timeOf('2030-05-15T08:05:00Z', PARIS)).toBe('10:05');
    expect(timeOf('2030-01-15T08:05:00Z', PARIS)).toBe('09:05');
    expect(wallClock('2030-01-15T23:59:00Z', PARIS)).toEqual({ year: 2030, month: 1, day: 16, hour: 0, minute: 59 });
  });

  it('writes and reads datetime-local inputs in the zone, summer and winter', () => {
    expect(toLocalInput('2030-05-15T18:05:00Z', PARIS)).toBe('2030-05-15T20:05');
    expect(toLocalInput('2030-05-15T18:05:00Z', 'UTC')).toBe('2030-05-15T18:05');
    expect(fromLocalInput('2030-05-15T20:05', PARIS)).toBe('2030-05-15T18:05:00.000Z');
    expect(fromLocalInput('2030-01-15T20:05', PARIS)).toBe('2030-01-15T19:05:00.000Z');
    expect(fromLocalInput('2030-05-15T20:05', 'UTC')).toBe('2030-05-15T20:05:00.000Z');
    expect(fromLocalInput('2030-05-15T20:05:30', 'UTC')).toBe('2030-05-15T20:05:00.000Z');
    for (const value of ['', '2030-05-15', '2030-13-45T99:99', '15/05/2030 20:05']) expect(fromLocalInput(value, PARIS)).toBeNull();
    for (const value of [null, undefined, '', 'not a date']) expect(toLocalInput(value, PARIS)).toBe('');
  });

  it('goes forward through the spring gap and takes the first of the autumn repeat (Paris: 31 March and 27 October 2030)', () => {
    expect(fromLocalInput('2030-03-31T02:30', PARIS)).toBe('2030-03-31T01:30:00.000Z');
    expect(fromLocalInput('2030-03-31T03:00', PARIS)).toBe('2030-03-31T01:00:00.000Z');
    expect(fromLocalInput('2030-10-27T02:30', PARIS)).toBe('2030-10-27T00:30:00.000Z');
    expect(fromLocalInput('2030-10-27T03:00', PARIS)).toBe('2030-10-27T02:00:00.000Z');
    expect(fromWallClock({ year: 2030, month: 12, day: 31, hour: 23, minute: 0 }, NEW_YORK).toISOString()).toBe('2031-01-01T04:00:00.000Z');
    // Every quarter hour of the autumn day comes back as typed.
    for (let m = 0; m < 24 * 60; m += 15) {
      const typed = `2030-10-27T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      expect(toLocalInput(fromLocalInput(typed, PARIS), PARIS)).toBe(typed);
    }
  });

  it('measures minutes from local midnight, on 23- and 25-hour days too', () => {
    expect(minutesInto('2030-05-15T08:00:00Z', '2030-05-15', PARIS)).toBe(600);
    expect(minutesInto('2030-05-15T23:00:00Z', '2030-05-15', PARIS)).toBe(25 * 60);
    expect(minutesInto('2030-05-14T21:00:00Z', '2030-05-15', PARIS)).toBe(-60);
    expect(startOfDay('2030-10-27', PARIS).toISOString()).toBe('2030-10-26T22:00:00.000Z');
    // 23:00 on the autumn day is its 24th hour; on the spring day its 22nd.
    expect(minutesInto('2030-10-27T22:00:00Z', '2030-10-27', PARIS)).toBe(24 * 60);
    expect(minutesInto('2030-03-31T21:00:00Z', '2030-03-31', PARIS)).toBe(22 * 60);
    expect(nextDay('2030-02-28')).toBe('2030-03-01');
    expect(nextDay('2030-12-31')).toBe('2031-01-01');
  });
});

describe('zoned times: in the reader’s language', () => {
  it('writes times and ranges on the zone’s clocks', () => {
    expect(formatInZone('2030-05-16T18:00:00Z', 'fr', PARIS)).toBe('20:00');
    expect(formatInZone('2030-05-16T18:00:00Z', 'fr', 'UTC')).toBe('18:00');
    expect(timeRange('2030-05-16T18:00:00Z', '2030-05-16T19:30:00Z', 'fr', PARIS)).toMatch(/^20:00\s*–\s*21:30$/);
    expect(timeRange('2030-05-16T18:00:00Z', '2030-05-16T19:30:00Z', 'en', PARIS)).toMatch(/^8:00\sPM – 9:30\sPM$/);
    expect(formatInZone('not a date', 'fr', PARIS)).toBe('');
  });

  it('keeps two-digit hours for 24-hour clocks only: a 12-hour clock writes none, as its short time style does', () => {
    expect(formatInZone('2030-05-16T05:05:00Z', 'fr', PARIS)).toBe('07:05');
    expect(formatInZone('2030-05-16T05:05:00Z', 'de', PARIS)).toBe('07:05');
    expect(formatInZone('2030-05-16T05:05:00Z', 'en', PARIS)).toMatch(/^7:05\sAM$/);
    expect(formatInZone('2030-05-16T05:05:00Z', 'en', PARIS, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })).toMatch(/^May 16, 7:05\sAM$/);
  });

  it('names the days of a range running past midnight, not those of one ending at midnight', () => {
    expect(whenRange('2030-05-16T20:00:00Z', '2030-05-16T22:00:00Z', 'fr', PARIS)).toMatch(/^22:00\s*–\s*00:00$/);
    const late = whenRange('2030-05-16T21:00:00Z', '2030-05-16T23:00:00Z', 'fr', PARIS);
    expect(late).toContain('jeu');
    expect(late).toContain('ven');
    // The same range on UTC clocks stays within Thursday.
    expect(whenRange('2030-05-16T21:00:00Z', '2030-05-16T23:00:00Z', 'fr', 'UTC')).toMatch(/^21:00\s*–\s*23:00$/);
  });

  it('writes a calendar day in words, whatever the zones', () => {
    expect(formatDay('2030-05-16', 'en')).toBe('Thu, May 16');
    expect(formatDay('2030-05-16', 'fr', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('jeudi 16 mai');
    expect(formatDay('2030-05-16', 'de', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('Donnerstag, 16. Mai');
  });
});

describe('zoned times: zones', () => {
  it('names the city of a zone', () => {
    expect(zoneCity(PARIS)).toBe('Paris');
    expect(zoneCity(NEW_YORK)).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it('tells whether two zones show the same clocks at given moments', () => {
    const moments = ['2030-05-16T18:00:00Z', '2030-11-16T18:00:00Z'];
    expect(sameClocks(PARIS, PARIS, moments)).toBe(true);
    expect(sameClocks(PARIS, 'Europe/Brussels', moments)).toBe(true);
    expect(sameClocks(PARIS, 'Europe/London', moments)).toBe(false);
    expect(sameClocks(PARIS, 'UTC', [])).toBe(true);
  });

  it('lists the zones the browser knows, UTC and a stored one included, in order', () => {
    const names = timeZoneNames('Europe/Kiev');
    expect(names).toContain(PARIS);
    expect(names).toContain('UTC');
    expect(names).toContain('Europe/Kiev');
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    expect(zoneOffset(PARIS, 'en', '2030-05-16T12:00:00Z')).toBe('GMT+2');
    expect(zoneOffset('Mars/Olympus', 'en')).toBe('');
  });
});
