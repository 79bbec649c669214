import { boardHours, hourLabels, hoursAndMinutes, matchesSearch, personName, planningFiltersOf, slotErrors, unfilledFirst, withPlanningParams } from './planningRules';

const PARIS = 'Europe/Paris';

describe('planning board rules', () => {
  it('spans the board over the day’s slots, on the edition’s clocks', () => {
    expect(boardHours([], '2030-05-15', PARIS)).toEqual({ from: 8, to: 20 });
    expect(boardHours([{ start: '2030-05-15T06:30:00Z', end: '2030-05-15T09:15:00Z' }, { start: '2030-05-15T12:00:00Z', end: '2030-05-15T20:00:00Z' }], '2030-05-15', PARIS)).toEqual({ from: 8, to: 22 });
    expect(boardHours([{ start: '2030-05-15T06:30:00Z', end: '2030-05-15T09:15:00Z' }], '2030-05-15', 'UTC')).toEqual({ from: 6, to: 10 });
  });

  it('labels the board’s columns with the wall-clock hour, on 25- and 23-hour days too', () => {
    expect(hourLabels('2030-05-15', 8, 11, PARIS)).toEqual(['08:00', '09:00', '10:00']);
    // Paris, 27 October 2030: 02:00 comes twice.
    expect(hourLabels('2030-10-27', 0, 5, PARIS)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
    // Paris, 31 March 2030: 02:00 never comes.
    expect(hourLabels('2030-03-31', 0, 4, PARIS)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    // Past midnight: the next day's hours.
    expect(hourLabels('2030-05-15', 23, 26, 'UTC')).toEqual(['23:00', '00:00', '01:00']);
  });

  it('lists the emptiest first', () => {
    const slots = [
      { id: 1, assigned: 2, needed: 2, start: '2030-05-15T08:00:00Z' },
      { id: 2, assigned: 1, needed: 4, start: '2030-05-15T09:00:00Z' },
      { id: 3, assigned: 0, needed: 1, start: '2030-05-15T10:00:00Z' },
      { id: 4, assigned: 0, needed: 3, start: '2030-05-15T07:00:00Z' },
    ];
    expect(unfilledFirst(slots).map((s) => s.id)).toEqual([4, 3, 2, 1]);
  });

  it('checks a slot as the server does', () => {
    const ok = { teamId: 1, title: 'Bar', description: '', start: '2030-05-15T10:00', end: '2030-05-15T12:00', maxVolunteers: 2 as number | '' };
    expect(slotErrors(ok, 'UTC')).toEqual({});
    expect(slotErrors({ ...ok, teamId: null, title: ' ' }, 'UTC')).toEqual({ teamId: 'planning.errors.teamRequired', title: 'planning.errors.titleRequired' });
    expect(slotErrors({ ...ok, title: 'x'.repeat(201) }, 'UTC')).toEqual({ title: 'planning.errors.titleTooLong' });
    expect(slotErrors({ ...ok, end: '2030-05-15T10:00' }, 'UTC')).toEqual({ end: 'planning.errors.endAfterStart' });
    expect(slotErrors({ ...ok, start: '' }, 'UTC')).toEqual({ start: 'planning.errors.dateRequired' });
    expect(slotErrors({ ...ok, maxVolunteers: 0 }, 'UTC')).toEqual({ maxVolunteers: 'planning.errors.needed' });
    expect(slotErrors({ ...ok, maxVolunteers: 501 }, 'UTC')).toEqual({ maxVolunteers: 'planning.errors.needed' });
    expect(slotErrors({ ...ok, maxVolunteers: '' }, 'UTC')).toEqual({ maxVolunteers: 'planning.errors.needed' });
  });

  it('finds people by pseudo or name, ignoring case and accents, and names them', () => {
    const p = { pseudo: 'jongleur42', prenom: 'Émilie', nom: 'Durand' };
    expect(matchesSearch(p, 'emi')).toBe(true);
    expect(matchesSearch(p, 'DURAND')).toBe(true);
    expect(matchesSearch(p, 'jongleur')).toBe(true);
    expect(matchesSearch(p, 'zed')).toBe(false);
    expect(matchesSearch(p, '  ')).toBe(true);
    expect(personName(p)).toBe('Émilie Durand');
    expect(personName({ pseudo: 'x', prenom: null, nom: null })).toBe('x');
    expect(hoursAndMinutes(150)).toBe('2 h 30');
    expect(hoursAndMinutes(120)).toBe('2 h');
  });
});

describe('the planning’s filters in the address', () => {
  it('reads back what it wrote, the other parameters kept', () => {
    const filters = { day: '2030-05-15', teamId: 3, view: 'list' as const, print: 'person' as const };
    const params = withPlanningParams(new URLSearchParams('x=1'), filters);
    expect(Object.fromEntries(params)).toEqual({ x: '1', day: '2030-05-15', team: '3', view: 'list', print: 'person' });
    expect(planningFiltersOf(params)).toEqual(filters);
    expect(withPlanningParams(params, { day: null, teamId: null, view: null, print: null }).toString()).toBe('x=1');
  });

  it('drops what the API would refuse or the page does not know', () => {
    expect(planningFiltersOf(new URLSearchParams({ day: '2030-02-31x', team: '2.5', view: 'grid', print: 'all' }))).toEqual({ day: null, teamId: null, view: null, print: null });
  });
});
