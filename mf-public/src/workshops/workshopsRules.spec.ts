import {
  defaultTimes,
  emptyWorkshop,
  filtersOf,
  formFieldOf,
  hasFilters,
  mayPropose,
  NO_FILTERS,
  valuesOfWorkshop,
  webcalUrl,
  withFilterParams,
  workshopBody,
  workshopErrors,
  workshopsByDay,
} from './workshopsRules';

const edition = { startDate: '2030-05-14', endDate: '2030-05-17' };
const zone = 'Europe/Paris';
const valid = (over = {}) => ({ ...emptyWorkshop(), title: 'Juggling', start: '2030-05-15T10:00', end: '2030-05-15T11:00', ...over });

describe('workshopsByDay', () => {
  it('groups by the answer’s local day, days and workshops in time order', () => {
    const w = (id: number, day: string, start: string) => ({ id, day, startDateTime: start });
    expect(workshopsByDay([w(3, '2030-05-16', '2030-05-15T22:30:00Z'), w(1, '2030-05-15', '2030-05-15T10:00:00Z'), w(2, '2030-05-15', '2030-05-15T08:00:00Z')])).toEqual([
      { day: '2030-05-15', workshops: [w(2, '2030-05-15', '2030-05-15T08:00:00Z'), w(1, '2030-05-15', '2030-05-15T10:00:00Z')] },
      { day: '2030-05-16', workshops: [w(3, '2030-05-16', '2030-05-15T22:30:00Z')] },
    ]);
  });
});

describe('the filters in the address', () => {
  it('reads back what it wrote, the other parameters kept', () => {
    const filters = { day: '2030-05-15', locationId: 3, favorites: true };
    const params = withFilterParams(new URLSearchParams('lng=fr'), filters);
    expect(Object.fromEntries(params)).toEqual({ lng: 'fr', day: '2030-05-15', location: '3', favorites: 'true' });
    expect(filtersOf(params)).toEqual(filters);
    expect(hasFilters(filtersOf(params))).toBe(true);
  });

  it('leaves the defaults out, so a link stays short', () => {
    expect(withFilterParams(new URLSearchParams('day=2030-05-15&location=3&favorites=true'), NO_FILTERS).toString()).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('drops what the API would refuse', () => {
    expect(filtersOf(new URLSearchParams({ day: '2030-13-01', location: '0', favorites: 'yes' }))).toEqual(NO_FILTERS);
    expect(filtersOf(new URLSearchParams({ day: '15/05/2030', location: '2147483648' }))).toEqual(NO_FILTERS);
    expect(filtersOf(new URLSearchParams({ day: '2030-05-15x', location: '3.5' }))).toEqual(NO_FILTERS);
  });
});

describe('mayPropose', () => {
  const on = { workshopsEnabled: true, workshopProposalsOpen: true };
  it('offers proposing to those with the right while workshops are on and proposals open', () => {
    expect(mayPropose({ ...on, permissions: { proposeWorkshop: true, team: false } })).toBe(true);
    expect(mayPropose({ ...on, permissions: { proposeWorkshop: false, team: false } })).toBe(false);
    expect(mayPropose({ ...on, permissions: null })).toBe(false);
  });
  it('closed proposals leave only the team; workshops off leave nobody', () => {
    expect(mayPropose({ ...on, workshopProposalsOpen: false, permissions: { proposeWorkshop: true, team: false } })).toBe(false);
    expect(mayPropose({ ...on, workshopProposalsOpen: false, permissions: { proposeWorkshop: true, team: true } })).toBe(true);
    expect(mayPropose({ ...on, workshopsEnabled: false, permissions: { proposeWorkshop: true, team: true } })).toBe(false);
  });
});

describe('workshopErrors', () => {
  it('accepts a valid workshop', () => {
    expect(workshopErrors(valid(), edition, zone, false)).toEqual({});
    expect(workshopErrors(valid({ start: '2030-05-14T00:00', end: '2030-05-18T00:00', maxParticipants: 10000 }), edition, zone, false)).toEqual({});
  });
  it('mirrors the server: title, description, times in order within the edition’s days, participants, place', () => {
    expect(workshopErrors(valid({ title: ' ' }), edition, zone, false)).toEqual({ title: 'form.errors.required' });
    expect(workshopErrors(valid({ title: 'x'.repeat(201) }), edition, zone, false)).toEqual({ title: 'form.errors.tooLong' });
    expect(workshopErrors(valid({ description: 'x'.repeat(5001) }), edition, zone, false)).toEqual({ description: 'form.errors.tooLong' });
    expect(workshopErrors(valid({ start: '' }), edition, zone, false)).toEqual({ start: 'form.errors.required' });
    expect(workshopErrors(valid({ end: '2030-05-15T10:00' }), edition, zone, false)).toEqual({ end: 'form.errors.endBeforeStart' });
    expect(workshopErrors(valid({ start: '2030-05-13T23:59' }), edition, zone, false)).toEqual({ start: 'form.errors.outsideEdition' });
    expect(workshopErrors(valid({ start: '2030-05-17T23:00', end: '2030-05-18T00:01' }), edition, zone, false)).toEqual({ end: 'form.errors.outsideEdition' });
    expect(workshopErrors(valid({ maxParticipants: 0 }), edition, zone, false)).toEqual({ maxParticipants: 'form.errors.participants' });
    expect(workshopErrors(valid({ maxParticipants: 10001 }), edition, zone, false)).toEqual({ maxParticipants: 'form.errors.participants' });
    expect(workshopErrors(valid({ locationText: 'Meadow' }), edition, zone, false)).toEqual({ locationText: 'form.errors.freeLocationOff' });
    expect(workshopErrors(valid({ locationText: 'Meadow' }), edition, zone, true)).toEqual({});
    expect(workshopErrors(valid({ locationText: 'x'.repeat(101) }), edition, zone, true)).toEqual({ locationText: 'form.errors.tooLong' });
    expect(workshopErrors(valid({ locationText: 'Meadow', locationId: '3' }), edition, zone, true)).toEqual({ locationText: 'form.errors.oneLocation' });
  });
});

describe('the body and back', () => {
  it('sends instants read on the edition’s clocks, null for what is empty', () => {
    expect(workshopBody(valid({ description: ' ', locationId: '4', maxParticipants: 12 }), zone)).toEqual({
      title: 'Juggling',
      description: null,
      startDateTime: '2030-05-15T08:00:00.000Z',
      endDateTime: '2030-05-15T09:00:00.000Z',
      maxParticipants: 12,
      locationId: 4,
      locationText: null,
    });
  });
  it('loads a workshop into the form', () => {
    const values = valuesOfWorkshop(
      { title: 'T', description: null, startDateTime: '2030-05-15T08:00:00.000Z', endDateTime: '2030-05-15T09:00:00.000Z', maxParticipants: null, location: { id: 4 }, locationText: null },
      (iso) => iso.slice(0, 16),
    );
    expect(values).toEqual({ title: 'T', description: '', start: '2030-05-15T08:00', end: '2030-05-15T09:00', maxParticipants: '', locationId: '4', locationText: '' });
  });
  it('names the form’s fields for the server’s', () => {
    expect(formFieldOf('startDateTime')).toBe('start');
    expect(formFieldOf('endDateTime')).toBe('end');
    expect(formFieldOf('locationId')).toBe('locationId');
    expect(defaultTimes('2030-05-15')).toEqual({ start: '2030-05-15T10:00', end: '2030-05-15T11:00' });
  });
});

describe('the calendar feed', () => {
  it('gives the webcal form of a feed', () => {
    expect(webcalUrl('https://x.example/api/calendar/abc.ics')).toBe('webcal://x.example/api/calendar/abc.ics');
  });
});
