import { dayOf } from '@festival/i18n/zoned';
import { byDay, firstName, leadsATeam, managementLinks, mealsByDay, openingDay, teamPlanning, webcalUrl } from './myVolunteeringRules';

describe('volunteer space rules', () => {
  it('turns the feed URL into a webcal link', () => {
    expect(webcalUrl('https://fest.example.org/api/volunteers/calendar/abc.ics')).toBe('webcal://fest.example.org/api/volunteers/calendar/abc.ics');
    expect(webcalUrl('http://localhost:3000/api/volunteers/calendar/abc.ics')).toBe('webcal://localhost:3000/api/volunteers/calendar/abc.ics');
  });

  it('groups meals by day, days in order, the meals of a day as they came', () => {
    const groups = mealsByDay([
      { mealId: 5, date: '2030-05-16' },
      { mealId: 1, date: '2030-05-15' },
      { mealId: 2, date: '2030-05-15' },
      { mealId: 6, date: '2030-05-16' },
    ]);
    expect(groups.map((g) => [g.day, g.meals.map((m) => m.mealId)])).toEqual([
      ['2030-05-15', [1, 2]],
      ['2030-05-16', [5, 6]],
    ]);
    expect(mealsByDay([])).toEqual([]);
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

  it('groups slots by the edition’s day: 00:30 in Lyon is the next day there, not in UTC', () => {
    const slots = [
      { id: 1, start: '2030-05-15T20:00:00Z' },
      { id: 2, start: '2030-05-15T22:30:00Z' },
    ];
    expect(byDay(slots, (iso) => dayOf(iso, 'Europe/Paris')).map((g) => [g.day, g.slots.map((s) => s.id)])).toEqual([
      ['2030-05-15', [1]],
      ['2030-05-16', [2]],
    ]);
    expect(byDay(slots, (iso) => dayOf(iso, 'UTC')).map((g) => [g.day, g.slots.map((s) => s.id)])).toEqual([['2030-05-15', [1, 2]]]);
  });

  it('opens the planning on today during the edition, else on the next own slot, else on the first day', () => {
    const edition = { startDate: '2030-05-15', endDate: '2030-05-17' };
    expect(openingDay({ ...edition, today: '2030-05-16', mySlotDays: ['2030-05-17'] })).toBe('2030-05-16');
    expect(openingDay({ ...edition, today: '2030-05-01', mySlotDays: ['2030-05-17', '2030-05-13'] })).toBe('2030-05-13');
    expect(openingDay({ ...edition, today: '2030-06-01', mySlotDays: ['2030-05-17', '2030-05-16'] })).toBe('2030-05-16');
    expect(openingDay({ ...edition, today: '2030-05-01', mySlotDays: [] })).toBe('2030-05-15');
  });

  it('names people by their first name, else their pseudo', () => {
    expect(firstName({ pseudo: 'zaz', prenom: 'Anna' })).toBe('Anna');
    expect(firstName({ pseudo: 'zaz', prenom: null })).toBe('zaz');
    expect(firstName({ pseudo: 'zaz', prenom: '  ' })).toBe('zaz');
    expect(firstName(undefined)).toBe('?');
  });

  it('groups the planning by team: visible teams and the caller\'s own, slots in time order with fill, names and the caller\'s own', () => {
    const team = (id: number, isVisibleToVolunteers: boolean) => ({ id, name: `T${id}`, color: '#228be6', isVisibleToVolunteers });
    const slot = (id: number, teamId: number, start: string, assignees: number[], needed = 2) => ({
      id,
      teamId,
      title: `S${id}`,
      start,
      end: start.replace('T08', 'T10'),
      needed,
      assigned: assignees.length,
      assignees,
    });
    const planning = {
      teams: [team(1, true), team(2, false), team(3, false), team(4, true)],
      slots: [
        slot(11, 1, '2030-05-15T14:00:00Z', [7, 8]),
        slot(10, 1, '2030-05-15T08:00:00Z', [8]),
        slot(20, 2, '2030-05-15T08:00:00Z', []),
        slot(30, 3, '2030-05-15T08:00:00Z', [7]),
        slot(12, 1, '2030-05-15T08:00:00Z', [], 1),
      ],
      people: [
        { id: 7, pseudo: 'me', prenom: 'Moi' },
        { id: 8, pseudo: 'bob', prenom: null },
      ],
    };
    const shown = teamPlanning(planning, { userId: 7, teamIds: [3], slotIds: [] });
    expect(shown.map((g) => g.team.id)).toEqual([1, 3, 4]);
    expect(shown[0]!.slots.map((s) => [s.slot.id, s.fill, s.names, s.mine])).toEqual([
      [10, 'PARTIAL', ['bob'], false],
      [12, 'EMPTY', [], false],
      [11, 'FULL', ['Moi', 'bob'], true],
    ]);
    expect(shown[1]!.slots.map((s) => s.slot.id)).toEqual([30]);
    expect(shown[2]!.slots).toEqual([]);
    // The caller's slots are known from their application too (before their user is).
    expect(teamPlanning(planning, { userId: null, teamIds: [], slotIds: [10] })[0]!.slots.map((s) => s.mine)).toEqual([true, false, false]);
    expect(teamPlanning({ teams: [], slots: [], people: [] }, { userId: 7, teamIds: [], slotIds: [] })).toEqual([]);
  });

  it('offers the management pages (the shell\'s table of sections) to a leader only', () => {
    expect(leadsATeam({ teams: [{ isLeader: false }, { isLeader: true }] })).toBe(true);
    expect(leadsATeam({ teams: [{ isLeader: false }] })).toBe(false);
    expect(leadsATeam({ teams: [] })).toBe(false);
    expect(managementLinks(5, true)).toEqual([
      { key: 'planning', to: '/editions/5/gestion/volunteers/planning' },
      { key: 'applications', to: '/editions/5/gestion/volunteers/applications' },
      { key: 'messages', to: '/editions/5/gestion/volunteers/notifications' },
    ]);
    expect(managementLinks(5, false)).toEqual([]);
  });
});
