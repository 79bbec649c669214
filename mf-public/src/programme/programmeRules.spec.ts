import { dayOf } from '@festival/i18n/zoned';
import { openingDay, showsByDay, webcalUrl } from './programmeRules';

describe('the programme by day', () => {
  const utcDay = (s: { startDateTime: string }) => s.startDateTime.slice(0, 10);
  const show = (id: number, startDateTime: string) => ({ id, startDateTime });

  it('groups the shows by the day they start on, days and shows in time order', () => {
    const groups = showsByDay([show(3, '2030-05-16T10:00:00.000Z'), show(1, '2030-05-15T20:00:00.000Z'), show(2, '2030-05-15T10:00:00.000Z'), show(4, '2030-05-15T10:00:00.000Z')], utcDay);
    expect(groups).toEqual([
      { day: '2030-05-15', shows: [show(2, '2030-05-15T10:00:00.000Z'), show(4, '2030-05-15T10:00:00.000Z'), show(1, '2030-05-15T20:00:00.000Z')] },
      { day: '2030-05-16', shows: [show(3, '2030-05-16T10:00:00.000Z')] },
    ]);
    expect(showsByDay([], utcDay)).toEqual([]);
  });

  it('puts a show on the edition’s day: 01:30 in Lyon is 23:30 UTC the day before', () => {
    const night = show(1, '2030-05-15T23:30:00.000Z');
    expect(showsByDay([night], (s) => dayOf(s.startDateTime, 'Europe/Paris'))[0]!.day).toBe('2030-05-16');
    expect(showsByDay([night], (s) => dayOf(s.startDateTime, 'UTC'))[0]!.day).toBe('2030-05-15');
    // Shows of several editions (the starred ones), each on its own edition's clocks.
    const paris = { ...show(2, '2030-05-15T22:30:00.000Z'), timeZone: 'Europe/Paris' };
    const newYork = { ...show(3, '2030-05-16T02:00:00.000Z'), timeZone: 'America/New_York' };
    expect(showsByDay([paris, newYork], (s) => dayOf(s.startDateTime, s.timeZone)).map((g) => [g.day, g.shows.map((s) => s.id)])).toEqual([
      ['2030-05-15', [3]],
      ['2030-05-16', [2]],
    ]);
  });

  it('opens on today when the programme has shows today, else on its first day', () => {
    expect(openingDay(['2030-05-15', '2030-05-16'], '2030-05-16')).toBe('2030-05-16');
    expect(openingDay(['2030-05-15', '2030-05-16'], '2030-05-20')).toBe('2030-05-15');
    expect(openingDay([], '2030-05-20')).toBeUndefined();
  });
});

describe('the calendar link', () => {
  it('turns the feed address into its webcal:// form', () => {
    expect(webcalUrl('https://festival.example/api/shows/calendar/abc.ics')).toBe('webcal://festival.example/api/shows/calendar/abc.ics');
    expect(webcalUrl('http://localhost:3000/api/shows/calendar/abc.ics')).toBe('webcal://localhost:3000/api/shows/calendar/abc.ics');
  });
});
