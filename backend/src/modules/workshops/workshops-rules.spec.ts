import { canEditWorkshop, editionWindow, overlaps, placeErrors, placeKey, proposalRefusal, startMoved, timeErrors, workshopClashes, type PlacedWorkshop } from './workshops-rules';

const at = (iso: string) => new Date(iso);
const edition = { startDate: '2030-05-14', endDate: '2030-05-17' };

describe('proposalRefusal', () => {
  const open = { workshopsEnabled: true, workshopProposalsOpen: true, workshopLocationsFreeInput: false };
  it('lets anyone entitled propose while workshops are on and proposals open', () => {
    expect(proposalRefusal(open, false)).toBeNull();
    expect(proposalRefusal(open, true)).toBeNull();
  });
  it('refuses everyone, the team too, when workshops are off', () => {
    expect(proposalRefusal({ ...open, workshopsEnabled: false }, true)).toBe('WORKSHOPS_DISABLED');
    expect(proposalRefusal({ ...open, workshopsEnabled: false, workshopProposalsOpen: false }, false)).toBe('WORKSHOPS_DISABLED');
  });
  it('refuses all but the team when proposals are closed', () => {
    expect(proposalRefusal({ ...open, workshopProposalsOpen: false }, false)).toBe('PROPOSALS_CLOSED');
    expect(proposalRefusal({ ...open, workshopProposalsOpen: false }, true)).toBeNull();
  });
});

describe('canEditWorkshop', () => {
  it('is its creator’s and the team’s, never a visitor’s nor another user’s', () => {
    expect(canEditWorkshop(7, 7, false)).toBe(true);
    expect(canEditWorkshop(7, 8, true)).toBe(true);
    expect(canEditWorkshop(7, 8, false)).toBe(false);
    expect(canEditWorkshop(7, null, true)).toBe(false);
    expect(canEditWorkshop(null, 8, false)).toBe(false);
    expect(canEditWorkshop(null, 8, true)).toBe(true);
  });
});

describe('editionWindow and timeErrors', () => {
  const window = editionWindow(edition, 'Europe/Paris');
  it('runs from midnight of the first day to midnight after the last, on the edition’s clocks', () => {
    expect(window.start.toISOString()).toBe('2030-05-13T22:00:00.000Z');
    expect(window.end.toISOString()).toBe('2030-05-17T22:00:00.000Z');
  });
  it('accepts a workshop within the days, from the first minute to the last', () => {
    expect(timeErrors({ start: at('2030-05-13T22:00:00Z'), end: at('2030-05-17T22:00:00Z') }, window, edition)).toEqual({});
  });
  it('refuses an end not after the start', () => {
    expect(timeErrors({ start: at('2030-05-15T10:00:00Z'), end: at('2030-05-15T10:00:00Z') }, window, edition)).toEqual({ endDateTime: [{ key: 'errors.workshops.endBeforeStart' }] });
    expect(timeErrors({ start: at('2030-05-15T10:00:00Z'), end: at('2030-05-15T09:00:00Z') }, window, edition)).toEqual({ endDateTime: [{ key: 'errors.workshops.endBeforeStart' }] });
  });
  it('refuses a start before the first day and an end after the last, naming the days', () => {
    const outside = [{ key: 'errors.workshops.outsideEdition', params: edition }];
    expect(timeErrors({ start: at('2030-05-13T21:59:00Z'), end: at('2030-05-14T10:00:00Z') }, window, edition)).toEqual({ startDateTime: outside });
    expect(timeErrors({ start: at('2030-05-17T21:00:00Z'), end: at('2030-05-17T22:01:00Z') }, window, edition)).toEqual({ endDateTime: outside });
    expect(timeErrors({ start: at('2030-05-18T10:00:00Z'), end: at('2030-05-18T11:00:00Z') }, window, edition)).toEqual({ startDateTime: outside, endDateTime: outside });
  });
});

describe('placeErrors', () => {
  it('accepts a known location, a free text when allowed, or nowhere', () => {
    expect(placeErrors({ locationId: 3, locationText: null }, false, true)).toEqual({});
    expect(placeErrors({ locationId: null, locationText: 'Under the oak' }, true, true)).toEqual({});
    expect(placeErrors({ locationId: null, locationText: null }, false, true)).toEqual({});
  });
  it('refuses both at once, a free text the edition does not allow, a location not the edition’s', () => {
    expect(placeErrors({ locationId: 3, locationText: 'Gym' }, true, true)).toEqual({ locationText: [{ key: 'errors.workshops.oneLocation' }] });
    expect(placeErrors({ locationId: null, locationText: 'Gym' }, false, true)).toEqual({ locationText: [{ key: 'errors.workshops.freeLocationOff' }] });
    expect(placeErrors({ locationId: 3, locationText: null }, true, false)).toEqual({ locationId: [{ key: 'errors.workshops.unknownLocation' }] });
  });
});

describe('clashes', () => {
  const w = (id: number, start: string, end: string, place: string | null): PlacedWorkshop => ({ id, title: `W${id}`, start: at(start), end: at(end), place });
  it('compares places trimmed and in any case', () => {
    expect(placeKey('  Gym ')).toBe('gym');
    expect(placeKey('  ')).toBeNull();
    expect(placeKey(null)).toBeNull();
  });
  it('half-open intervals: touching ends do not overlap', () => {
    expect(overlaps({ start: at('2030-05-15T09:00:00Z'), end: at('2030-05-15T10:00:00Z') }, { start: at('2030-05-15T10:00:00Z'), end: at('2030-05-15T11:00:00Z') })).toBe(false);
    expect(overlaps({ start: at('2030-05-15T09:00:00Z'), end: at('2030-05-15T10:01:00Z') }, { start: at('2030-05-15T10:00:00Z'), end: at('2030-05-15T11:00:00Z') })).toBe(true);
  });
  it('finds the others in the same place at the same time, in the order they start, never itself', () => {
    const me = w(1, '2030-05-15T10:00:00Z', '2030-05-15T12:00:00Z', 'Gym');
    const others = [
      me,
      w(2, '2030-05-15T11:00:00Z', '2030-05-15T13:00:00Z', 'gym '),
      w(3, '2030-05-15T09:00:00Z', '2030-05-15T10:30:00Z', 'GYM'),
      w(4, '2030-05-15T12:00:00Z', '2030-05-15T13:00:00Z', 'Gym'),
      w(5, '2030-05-15T08:00:00Z', '2030-05-15T10:00:00Z', 'Gym'),
      w(6, '2030-05-15T10:00:00Z', '2030-05-15T12:00:00Z', 'Big top'),
      w(7, '2030-05-15T10:00:00Z', '2030-05-15T12:00:00Z', null),
    ];
    expect(workshopClashes(me, others).map((c) => c.id)).toEqual([3, 2]);
  });
  it('a workshop nowhere clashes with nothing', () => {
    expect(workshopClashes(w(1, '2030-05-15T10:00:00Z', '2030-05-15T12:00:00Z', null), [w(2, '2030-05-15T10:00:00Z', '2030-05-15T12:00:00Z', null)])).toEqual([]);
  });
});

describe('startMoved', () => {
  it('is true only when the start changes', () => {
    expect(startMoved(at('2030-05-15T10:00:00Z'), at('2030-05-15T10:00:00.000Z'))).toBe(false);
    expect(startMoved(at('2030-05-15T10:00:00Z'), at('2030-05-15T10:05:00Z'))).toBe(true);
  });
});
