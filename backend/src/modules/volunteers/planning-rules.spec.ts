import { daysOf, shiftDays, wallClock } from '../../core/time/zoned';
import { applicationErrors, normalizeAnswers, type ApplicationAnswers } from './application-rules';
import { assignmentWarnings, copiedInterval, dayTotals, firstClash, longDays, minutesPerDay, overlaps, presentThroughout, rankCandidates, restBetween, shortRests, volunteerPeriod, within, type CandidateFacts, type Interval, type PlannedSlot } from './planning-rules';
import { VOLUNTEER_ASK_FLAGS, type VolunteerAskFlags } from './volunteer-fields';

const at = (iso: string) => new Date(iso);
const slot = (id: number, start: string, end: string, title = `slot ${id}`): PlannedSlot => ({ id, title, teamName: 'Bar', start: at(start), end: at(end) });
const PARIS = 'Europe/Paris';
const NO_QUESTIONS = Object.fromEntries(VOLUNTEER_ASK_FLAGS.map((f) => [f, false])) as VolunteerAskFlags;

describe('planning rules: overlaps', () => {
  it('finds an overlap when two slots share a moment, never when they only touch', () => {
    const a = slot(1, '2027-05-01T08:00:00Z', '2027-05-01T10:00:00Z');
    expect(overlaps(a, slot(2, '2027-05-01T09:00:00Z', '2027-05-01T11:00:00Z'))).toBe(true);
    expect(overlaps(a, slot(2, '2027-05-01T07:00:00Z', '2027-05-01T08:30:00Z'))).toBe(true);
    expect(overlaps(a, slot(2, '2027-05-01T08:30:00Z', '2027-05-01T09:00:00Z'))).toBe(true);
    expect(overlaps(a, slot(2, '2027-05-01T06:00:00Z', '2027-05-01T12:00:00Z'))).toBe(true);
    expect(overlaps(a, a)).toBe(true);
    expect(overlaps(a, slot(2, '2027-05-01T10:00:00Z', '2027-05-01T11:00:00Z'))).toBe(false);
    expect(overlaps(a, slot(2, '2027-05-01T06:00:00Z', '2027-05-01T08:00:00Z'))).toBe(false);
    expect(overlaps(a, slot(2, '2027-05-02T08:00:00Z', '2027-05-02T10:00:00Z'))).toBe(false);
  });

  it('names the earliest clashing slot and ignores the slot itself', () => {
    const target = { id: 9, start: at('2027-05-01T08:00:00Z'), end: at('2027-05-01T12:00:00Z') };
    const later = slot(3, '2027-05-01T11:00:00Z', '2027-05-01T13:00:00Z', 'later');
    const earlier = slot(4, '2027-05-01T07:00:00Z', '2027-05-01T09:00:00Z', 'earlier');
    expect(firstClash(target, [later, earlier])?.title).toBe('earlier');
    expect(firstClash(target, [slot(9, '2027-05-01T08:00:00Z', '2027-05-01T12:00:00Z')])).toBeNull();
    expect(firstClash(target, [slot(5, '2027-05-01T12:00:00Z', '2027-05-01T13:00:00Z')])).toBeNull();
    expect(firstClash(target, [])).toBeNull();
  });
});

describe('planning rules: rest and day totals', () => {
  it('measures the rest between two slots in either order, null when they overlap', () => {
    const a = slot(1, '2027-05-01T08:00:00Z', '2027-05-01T10:00:00Z');
    expect(restBetween(a, slot(2, '2027-05-01T10:45:00Z', '2027-05-01T11:00:00Z'))).toBe(45);
    expect(restBetween(slot(2, '2027-05-01T06:00:00Z', '2027-05-01T07:30:00Z'), a)).toBe(30);
    expect(restBetween(a, slot(2, '2027-05-01T10:00:00Z', '2027-05-01T11:00:00Z'))).toBe(0);
    expect(restBetween(a, slot(2, '2027-05-01T09:00:00Z', '2027-05-01T11:00:00Z'))).toBeNull();
  });

  it('warns of a rest under the minimum before or after, not at the minimum nor above', () => {
    const target = slot(1, '2027-05-01T12:00:00Z', '2027-05-01T14:00:00Z');
    const before = slot(2, '2027-05-01T10:00:00Z', '2027-05-01T11:30:00Z', 'before');
    const after = slot(3, '2027-05-01T14:10:00Z', '2027-05-01T15:00:00Z', 'after');
    const farAfter = slot(4, '2027-05-01T15:00:00Z', '2027-05-01T16:00:00Z', 'an hour later');
    expect(shortRests(target, [after, before, farAfter], 60)).toEqual([
      { code: 'SHORT_REST', slotId: 2, title: 'before', restMinutes: 30, minRestMinutes: 60 },
      { code: 'SHORT_REST', slotId: 3, title: 'after', restMinutes: 10, minRestMinutes: 60 },
    ]);
    expect(shortRests(target, [farAfter], 60)).toEqual([]);
    expect(shortRests(target, [before], 30)).toEqual([]);
    expect(shortRests(target, [target], 60)).toEqual([]);
    // Back-to-back slots: no rest at all.
    expect(shortRests(target, [slot(5, '2027-05-01T14:00:00Z', '2027-05-01T15:00:00Z')], 60)).toMatchObject([{ restMinutes: 0 }]);
  });

  it('splits a slot over local midnight into each day it covers', () => {
    // 22:00 → 02:00 in Paris (UTC+2 in May).
    const night = slot(1, '2027-05-01T20:00:00Z', '2027-05-02T00:00:00Z');
    expect(Object.fromEntries(minutesPerDay(night, PARIS))).toEqual({ '2027-05-01': 120, '2027-05-02': 120 });
    expect(Object.fromEntries(minutesPerDay(night, 'UTC'))).toEqual({ '2027-05-01': 240 });
    expect(Object.fromEntries(dayTotals([night, slot(2, '2027-05-02T06:00:00Z', '2027-05-02T08:00:00Z')], PARIS))).toEqual({ '2027-05-01': 120, '2027-05-02': 240 });
  });

  it('warns when a day of the person exceeds the maximum with the new slot, not when it reaches it', () => {
    const morning = slot(1, '2027-05-01T06:00:00Z', '2027-05-01T11:00:00Z');
    const afternoon = slot(2, '2027-05-01T12:00:00Z', '2027-05-01T17:00:00Z');
    expect(longDays(afternoon, [morning], 600, 'UTC')).toEqual([]);
    expect(longDays(afternoon, [morning], 599, 'UTC')).toEqual([{ code: 'LONG_DAY', day: '2027-05-01', totalMinutes: 600, maxDayMinutes: 599 }]);
    // Another day's slots do not count.
    expect(longDays(afternoon, [slot(3, '2027-05-02T06:00:00Z', '2027-05-02T16:00:00Z')], 300, 'UTC')).toEqual([]);
    // The slot itself among the others is not counted twice.
    expect(longDays(afternoon, [afternoon], 300, 'UTC')).toEqual([]);
  });

  it('gathers both kinds of warnings', () => {
    const a = slot(1, '2027-05-01T06:00:00Z', '2027-05-01T12:00:00Z');
    const b = slot(2, '2027-05-01T12:30:00Z', '2027-05-01T18:00:00Z');
    expect(assignmentWarnings(b, [a], { minRestMinutes: 60, maxDayMinutes: 600 }, 'UTC').map((w) => w.code)).toEqual(['SHORT_REST', 'LONG_DAY']);
    expect(assignmentWarnings(b, [], { minRestMinutes: 60, maxDayMinutes: 600 }, 'UTC')).toEqual([]);
  });
});

describe('planning rules: copying a day', () => {
  it('copies a slot to another day at the same local times, across a DST change both ways', () => {
    // 10:00-12:00 in Paris on Saturday 27 March (UTC+1) → Monday 29 March (UTC+2): still 10:00-12:00 local.
    const saturday = { start: at('2027-03-27T09:00:00Z'), end: at('2027-03-27T11:00:00Z') };
    const monday = copiedInterval(saturday, '2027-03-27', '2027-03-29', PARIS);
    expect(monday.start.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(monday.end.toISOString()).toBe('2027-03-29T10:00:00.000Z');
    expect(wallClock(monday.start, PARIS).hour).toBe(10);
    // And back.
    const back = copiedInterval(monday, '2027-03-29', '2027-03-27', PARIS);
    expect(back.start.toISOString()).toBe(saturday.start.toISOString());
    // A night slot keeps ending the next day.
    const night = { start: at('2027-05-01T20:00:00Z'), end: at('2027-05-02T00:00:00Z') };
    const copied = copiedInterval(night, '2027-05-01', '2027-05-05', PARIS);
    expect(copied).toEqual({ start: at('2027-05-05T20:00:00Z'), end: at('2027-05-06T00:00:00Z') });
    // In UTC a copy is a plain shift of whole days.
    expect(shiftDays(at('2027-05-01T08:15:00Z'), 3, 'UTC').toISOString()).toBe('2027-05-04T08:15:00.000Z');
  });
});

describe('planning rules: the volunteer period (the one the form, the planning and every answer use)', () => {
  const edition = { startDate: '2027-05-14', endDate: '2027-05-16', timeZone: 'UTC' };
  const ms = (d: Date, n: number) => new Date(d.getTime() + n);
  /** A one-minute slot starting at `start`. */
  const minute = (start: Date) => ({ start, end: ms(start, 60_000) });
  const { arrivalDateTime, departureDateTime } = { arrivalDateTime: '2027-05-14T10:00:00.000Z', departureDateTime: '2027-05-16T18:00:00.000Z' };
  const answers = (over: Partial<ApplicationAnswers>) => normalizeAnswers({ eventAvailability: true, arrivalDateTime, departureDateTime, ...over }, NO_QUESTIONS);
  const formErrors = (period: Interval, over: Partial<ApplicationAnswers>) => Object.keys(applicationErrors(answers(over), { asks: NO_QUESTIONS, period, teamIds: [] }));

  it('runs from the first day’s midnight to the midnight after the last day when the organisers set no setup or teardown', () => {
    const p = volunteerPeriod(edition, null);
    expect(p).toEqual({ start: at('2027-05-14T00:00:00Z'), end: at('2027-05-17T00:00:00Z') });
    expect(volunteerPeriod(edition, undefined)).toEqual(p);
    expect(volunteerPeriod(edition, { volunteersSetupStartDate: null, volunteersTeardownEndDate: null })).toEqual(p);
    // The last day is all in: its days are the edition's.
    expect(daysOf(p, 'UTC')).toEqual(['2027-05-14', '2027-05-15', '2027-05-16']);
  });

  it('takes its first and last instants in, the instants around them out (a slot, an arrival, a departure)', () => {
    const p = volunteerPeriod(edition, null);
    expect(within(minute(p.start), p)).toBe(true);
    expect(within(minute(ms(p.start, -60_000)), p)).toBe(false);
    expect(within(minute(ms(p.end, -60_000)), p)).toBe(true);
    expect(within(minute(p.end), p)).toBe(false);
    expect(within({ start: ms(p.start, -1), end: p.end }, p)).toBe(false);
    expect(within({ start: p.start, end: ms(p.end, 1) }, p)).toBe(false);
    // The form: arriving at its start and leaving at its end are in, a millisecond beyond is not.
    expect(formErrors(p, { arrivalDateTime: p.start.toISOString(), departureDateTime: p.end.toISOString() })).toEqual([]);
    expect(formErrors(p, { departureDateTime: ms(p.end, -1).toISOString() })).toEqual([]);
    expect(formErrors(p, { arrivalDateTime: ms(p.start, -1).toISOString() })).toEqual(['arrivalDateTime']);
    expect(formErrors(p, { departureDateTime: ms(p.end, 1).toISOString() })).toEqual(['departureDateTime']);
  });

  it('is bounded by the edition’s local midnights, a day of a clock change included', () => {
    // Paris is UTC+2 in May.
    expect(volunteerPeriod({ ...edition, timeZone: PARIS }, null)).toEqual({ start: at('2027-05-13T22:00:00Z'), end: at('2027-05-16T22:00:00Z') });
    // The clocks go back on Sunday 27 October 2030 (a 25-hour day): it ends at 00:00 on the 28th, UTC+1.
    const autumn = volunteerPeriod({ startDate: '2030-10-25', endDate: '2030-10-27', timeZone: PARIS }, null);
    expect(autumn).toEqual({ start: at('2030-10-24T22:00:00Z'), end: at('2030-10-27T23:00:00Z') });
    expect(within(minute(at('2030-10-27T22:59:00Z')), autumn)).toBe(true);
    expect(within(minute(at('2030-10-27T23:00:00Z')), autumn)).toBe(false);
    // The clocks go forward on Sunday 28 March 2027 (a 23-hour day): it starts at 00:00 on the 28th, UTC+1, and ends at 00:00 on the 29th, UTC+2.
    const spring = volunteerPeriod({ startDate: '2027-03-28', endDate: '2027-03-28', timeZone: PARIS }, null);
    expect(spring).toEqual({ start: at('2027-03-27T23:00:00Z'), end: at('2027-03-28T22:00:00Z') });
    expect(daysOf(spring, PARIS)).toEqual(['2027-03-28']);
  });

  it('starts at the setup start and ends at the teardown end when the organisers set them, each on its own', () => {
    const volunteersSetupStartDate = at('2027-05-10T08:00:00Z');
    const volunteersTeardownEndDate = at('2027-05-19T18:00:00Z');
    expect(volunteerPeriod(edition, { volunteersSetupStartDate, volunteersTeardownEndDate })).toEqual({ start: volunteersSetupStartDate, end: volunteersTeardownEndDate });
    expect(volunteerPeriod(edition, { volunteersSetupStartDate })).toEqual({ start: volunteersSetupStartDate, end: at('2027-05-17T00:00:00Z') });
    expect(volunteerPeriod(edition, { volunteersTeardownEndDate })).toEqual({ start: at('2027-05-14T00:00:00Z'), end: volunteersTeardownEndDate });
    const p = volunteerPeriod(edition, { volunteersSetupStartDate, volunteersTeardownEndDate });
    expect(formErrors(p, { arrivalDateTime: '2027-05-10T08:00:00.000Z', departureDateTime: '2027-05-19T18:00:00.000Z' })).toEqual([]);
    expect(formErrors(p, { arrivalDateTime: '2027-05-10T07:59:59.999Z' })).toEqual(['arrivalDateTime']);
    expect(formErrors(p, { departureDateTime: '2027-05-19T18:00:00.001Z' })).toEqual(['departureDateTime']);
  });

  it('lists the days of the period', () => {
    expect(daysOf({ start: at('2027-05-14T10:00:00Z'), end: at('2027-05-14T12:00:00Z') }, 'UTC')).toEqual(['2027-05-14']);
    expect(daysOf({ start: at('2027-01-01T00:00:00Z'), end: at('2028-01-01T00:00:00Z') }, 'UTC', 10)).toHaveLength(10);
  });
});

describe('planning rules: who to put on a slot', () => {
  const slot10to12 = { start: at('2027-05-15T10:00:00Z'), end: at('2027-05-15T12:00:00Z') };

  it('knows a volunteer is there for the whole slot from the arrival and departure they gave, unknown when they gave neither', () => {
    expect(presentThroughout(slot10to12, { arrival: null, departure: null })).toBeNull();
    expect(presentThroughout(slot10to12, { arrival: '2027-05-15T10:00:00.000Z', departure: '2027-05-15T12:00:00.000Z' })).toBe(true);
    expect(presentThroughout(slot10to12, { arrival: at('2027-05-14T08:00:00Z'), departure: null })).toBe(true);
    expect(presentThroughout(slot10to12, { arrival: null, departure: at('2027-05-16T08:00:00Z') })).toBe(true);
    expect(presentThroughout(slot10to12, { arrival: '2027-05-15T10:01:00.000Z', departure: null })).toBe(false);
    expect(presentThroughout(slot10to12, { arrival: null, departure: '2027-05-15T11:59:00.000Z' })).toBe(false);
  });

  /** A candidate who is the best on every count but those given. */
  const candidate = (pseudo: string, over: Partial<CandidateFacts> = {}): CandidateFacts => ({
    pseudo,
    assigned: false,
    clash: null,
    available: true,
    inTeam: true,
    preferenceRank: 1,
    loadMinutes: 0,
    ...over,
  });
  const order = (list: CandidateFacts[]) => rankCandidates(list).map((c) => c.pseudo);

  it('puts first who is not on the slot yet, then who is free then, then who is there then', () => {
    const list = [
      candidate('on it', { assigned: true }),
      candidate('busy', { clash: { slotId: 4 } }),
      candidate('gone', { available: false }),
      candidate('best'),
    ];
    expect(order(list)).toEqual(['best', 'gone', 'busy', 'on it']);
    // Each count outweighs every one after it.
    expect(order([candidate('busy but in the team', { clash: {} }), candidate('free, away, outside, loaded', { available: false, inTeam: false, preferenceRank: 0, loadMinutes: 900 })])).toEqual([
      'free, away, outside, loaded',
      'busy but in the team',
    ]);
  });

  it('counts an unknown stay as there, and ranks the team’s members, then its first choices, then the least loaded', () => {
    expect(order([candidate('away', { available: false }), candidate('unknown', { available: null })])).toEqual(['unknown', 'away']);
    expect(order([candidate('outside', { inTeam: false }), candidate('member')])).toEqual(['member', 'outside']);
    expect(order([candidate('not preferred', { preferenceRank: 0 }), candidate('third choice', { preferenceRank: 3 }), candidate('first choice')])).toEqual([
      'first choice',
      'third choice',
      'not preferred',
    ]);
    // Even far down a long list of preferences, a preference beats none.
    expect(order([candidate('not preferred', { preferenceRank: 0 }), candidate('choice 120', { preferenceRank: 120 })])).toEqual(['choice 120', 'not preferred']);
    expect(order([candidate('loaded', { loadMinutes: 240 }), candidate('rested', { loadMinutes: 60 })])).toEqual(['rested', 'loaded']);
  });

  it('breaks a tie by pseudo, in the reader’s alphabet, and leaves the list it was given as it was', () => {
    const list = [candidate('Zoé'), candidate('élodie'), candidate('Bruno'), candidate('anna')];
    expect(order(list)).toEqual(['anna', 'Bruno', 'élodie', 'Zoé']);
    expect(list.map((c) => c.pseudo)).toEqual(['Zoé', 'élodie', 'Bruno', 'anna']);
    expect(order([candidate('b', { loadMinutes: 30 }), candidate('a', { loadMinutes: 30 }), candidate('c', { loadMinutes: 10 })])).toEqual(['c', 'a', 'b']);
  });
});
