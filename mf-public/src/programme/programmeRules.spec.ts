import { localDay, openingDay, showsByDay, webcalUrl } from './programmeRules';

describe('the programme by day', () => {
  const dayOf = (iso: string) => iso.slice(0, 10);
  const show = (id: number, startDateTime: string) => ({ id, startDateTime });

  it('groups the shows by the day they start on, days and shows in time order', () => {
    const groups = showsByDay([show(3, '2030-05-16T10:00:00.000Z'), show(1, '2030-05-15T20:00:00.000Z'), show(2, '2030-05-15T10:00:00.000Z'), show(4, '2030-05-15T10:00:00.000Z')], dayOf);
    expect(groups).toEqual([
      { day: '2030-05-15', shows: [show(2, '2030-05-15T10:00:00.000Z'), show(4, '2030-05-15T10:00:00.000Z'), show(1, '2030-05-15T20:00:00.000Z')] },
      { day: '2030-05-16', shows: [show(3, '2030-05-16T10:00:00.000Z')] },
    ]);
    expect(showsByDay([], dayOf)).toEqual([]);
  });

  it('reads the day in the browser’s time zone by default', () => {
    const iso = new Date(2030, 4, 15, 23, 30).toISOString();
    expect(localDay(iso)).toBe('2030-05-15');
    expect(showsByDay([show(1, iso)])[0]!.day).toBe('2030-05-15');
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
