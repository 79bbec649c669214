import { byDay, STATUS_COLOR, webcalUrl } from './myVolunteeringRules';

describe('volunteer space rules', () => {
  it('turns the feed URL into a webcal link', () => {
    expect(webcalUrl('https://fest.example.org/api/volunteers/calendar/abc.ics')).toBe('webcal://fest.example.org/api/volunteers/calendar/abc.ics');
    expect(webcalUrl('http://localhost:3000/api/volunteers/calendar/abc.ics')).toBe('webcal://localhost:3000/api/volunteers/calendar/abc.ics');
  });

  it('groups slots by day in time order', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const groups = byDay(
      [
        { id: 3, start: '2030-05-16T08:00:00Z' },
        { id: 1, start: '2030-05-15T08:00:00Z' },
        { id: 2, start: '2030-05-15T14:00:00Z' },
      ],
      day,
    );
    expect(groups.map((g) => [g.day, g.slots.map((s) => s.id)])).toEqual([
      ['2030-05-15', [1, 2]],
      ['2030-05-16', [3]],
    ]);
    expect(byDay([], day)).toEqual([]);
  });

  it('colours every status', () => {
    expect(Object.keys(STATUS_COLOR).sort()).toEqual(['ACCEPTED', 'PENDING', 'REJECTED']);
  });
});
