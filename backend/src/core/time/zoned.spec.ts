import { dayBounds, daysBetween, daysFrom, daysOf, fromWallClock, localDateTimeOf, localDayOf, nextDay, parseDay, shiftDays, wallClock } from './zoned';

const at = (iso: string) => new Date(iso);
const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';
const clock = (year: number, month: number, day: number, hour: number, minute = 0) => ({ year, month, day, hour, minute, second: 0 });

describe('zoned times: a moment on a zone’s clocks', () => {
  it('reads the local day and time of a moment', () => {
    expect(localDayOf(at('2027-05-01T22:30:00Z'), PARIS)).toBe('2027-05-02');
    expect(localDayOf(at('2027-05-01T22:30:00Z'), 'UTC')).toBe('2027-05-01');
    // 23:30 in Paris in winter (UTC+1) is still the 1st.
    expect(localDayOf(at('2027-01-01T22:30:00Z'), PARIS)).toBe('2027-01-01');
    expect(localDayOf(at('2027-07-02T03:00:00Z'), NEW_YORK)).toBe('2027-07-01');
    expect(wallClock(at('2027-01-15T23:59:00Z'), PARIS)).toEqual({ year: 2027, month: 1, day: 16, hour: 0, minute: 59, second: 0 });
    expect(localDateTimeOf(at('2027-05-01T22:30:00Z'), PARIS)).toBe('2027-05-02 00:30');
    expect(localDateTimeOf(at('2027-05-01T22:30:00Z'), 'UTC')).toBe('2027-05-01 22:30');
  });

  it('reads both sides of a DST change: the clock jumps from 01:59 to 03:00 in spring and shows 02:xx twice in autumn', () => {
    expect(wallClock(at('2027-03-28T00:59:00Z'), PARIS)).toMatchObject({ hour: 1, minute: 59 });
    expect(wallClock(at('2027-03-28T01:00:00Z'), PARIS)).toMatchObject({ hour: 3, minute: 0 });
    expect(wallClock(at('2027-10-31T00:30:00Z'), PARIS)).toMatchObject({ day: 31, hour: 2, minute: 30 });
    expect(wallClock(at('2027-10-31T01:30:00Z'), PARIS)).toMatchObject({ day: 31, hour: 2, minute: 30 });
  });

  it('finds the moment of a local time, moving forward through the spring gap and taking the first of the autumn repeat', () => {
    expect(fromWallClock(clock(2027, 5, 1, 10), PARIS).toISOString()).toBe('2027-05-01T08:00:00.000Z');
    expect(fromWallClock(clock(2027, 1, 15, 10), PARIS).toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(fromWallClock(clock(2027, 3, 28, 2, 30), PARIS).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(fromWallClock(clock(2027, 3, 28, 3, 0), PARIS).toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(fromWallClock(clock(2027, 10, 31, 2, 30), PARIS).toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(fromWallClock(clock(2027, 10, 31, 3, 0), PARIS).toISOString()).toBe('2027-10-31T02:00:00.000Z');
    expect(fromWallClock(clock(2027, 12, 31, 23), NEW_YORK).toISOString()).toBe('2028-01-01T04:00:00.000Z');
    // New York changes on other days (14 March and 7 November 2027).
    expect(fromWallClock(clock(2027, 3, 14, 2, 30), NEW_YORK).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(fromWallClock(clock(2027, 11, 7, 1, 30), NEW_YORK).toISOString()).toBe('2027-11-07T05:30:00.000Z');
    expect(fromWallClock(clock(2027, 5, 1, 10), 'UTC').toISOString()).toBe('2027-05-01T10:00:00.000Z');
  });

  it('comes back to the same local time for every quarter hour of a DST day, except those skipped', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const w = clock(2027, 3, 28, Math.floor(minutes / 60), minutes % 60);
      const back = wallClock(fromWallClock(w, PARIS), PARIS);
      if (w.hour === 2) expect(back.hour).toBe(3);
      else expect(back).toEqual(w);
    }
  });
});

describe('zoned times: days', () => {
  it('bounds a day by its local midnights: 23 hours in spring, 25 in autumn', () => {
    const spring = dayBounds('2027-03-28', PARIS);
    expect(spring.start.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    const autumn = dayBounds('2027-10-31', PARIS);
    expect(autumn.start.toISOString()).toBe('2027-10-30T22:00:00.000Z');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
    expect(dayBounds('2027-05-01', 'UTC')).toEqual({ start: at('2027-05-01T00:00:00Z'), end: at('2027-05-02T00:00:00Z') });
  });

  it('counts, steps and lists days across months and years, DST days included', () => {
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2027-12-31')).toBe('2028-01-01');
    expect(daysBetween('2027-05-01', '2027-05-03')).toBe(2);
    expect(daysBetween('2027-05-03', '2027-05-01')).toBe(-2);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysFrom('2030-05-30', '2030-06-02')).toEqual(['2030-05-30', '2030-05-31', '2030-06-01', '2030-06-02']);
    expect(daysFrom('2030-05-15', '2030-05-15')).toEqual(['2030-05-15']);
    expect(daysFrom('2030-05-16', '2030-05-15')).toEqual([]);
    expect(daysFrom('2030-01-01', '2031-12-31', 10)).toHaveLength(10);
    expect(parseDay('2027-03-28')).toEqual({ year: 2027, month: 3, day: 28 });
    expect(() => parseDay('2027-3-28')).toThrow();
  });

  it('lists the local days an interval touches, its end excluded', () => {
    // Saturday 22:00 to Monday 00:00 in Paris, across the autumn change.
    const weekend = { start: at('2027-10-30T20:00:00Z'), end: at('2027-10-31T23:00:00Z') };
    expect(daysOf(weekend, PARIS)).toEqual(['2027-10-30', '2027-10-31']);
    expect(daysOf(weekend, 'UTC')).toEqual(['2027-10-30', '2027-10-31']);
    expect(daysOf({ start: at('2027-05-14T22:30:00Z'), end: at('2027-05-14T23:30:00Z') }, PARIS)).toEqual(['2027-05-15']);
    expect(daysOf({ start: at('2027-05-14T22:30:00Z'), end: at('2027-05-14T23:30:00Z') }, 'UTC')).toEqual(['2027-05-14']);
    expect(daysOf({ start: at('2027-01-01T00:00:00Z'), end: at('2028-01-01T00:00:00Z') }, 'UTC', 10)).toHaveLength(10);
  });

  it('shifts a moment by whole days keeping its local time, across a DST change both ways', () => {
    // 10:00 in Paris on Saturday 27 March (UTC+1) → Monday 29 March (UTC+2): still 10:00.
    const saturday = at('2027-03-27T09:00:00Z');
    expect(shiftDays(saturday, 2, PARIS).toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(shiftDays(at('2027-03-29T08:00:00Z'), -2, PARIS).toISOString()).toBe(saturday.toISOString());
    expect(shiftDays(at('2027-10-30T18:00:00Z'), 1, PARIS).toISOString()).toBe('2027-10-31T19:00:00.000Z');
    expect(shiftDays(at('2027-05-01T08:15:00Z'), 3, 'UTC').toISOString()).toBe('2027-05-04T08:15:00.000Z');
  });
});
