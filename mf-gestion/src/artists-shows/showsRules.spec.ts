import { byPlace, dayLabel, durationLabel, firstDay, formFieldOf, placeKey, showBody, showErrors, withItems, type ShowValues } from './showsRules';

const PARIS = 'Europe/Paris';

const values = (v: Partial<ShowValues> = {}): ShowValues => ({ title: 'Fire', description: '', start: '2030-05-16T20:00', duration: 60, location: '', artistIds: [], items: [], ...v });

describe('show programme rules: days and durations', () => {
  it('writes days in the reader’s language', () => {
    expect(dayLabel('2030-05-16', 'fr', true)).toBe('jeudi 16 mai');
    expect(dayLabel('2030-05-16', 'en')).toBe('Thu, May 16');
    expect(dayLabel('2030-05-16', 'de', true)).toBe('Donnerstag, 16. Mai');
  });

  it('writes durations in hours and minutes', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1 h');
    expect(durationLabel(90)).toBe('1 h 30');
    expect(durationLabel(1440)).toBe('24 h');
  });
});

describe('show programme rules: a day’s shows', () => {
  const show = (id: number, time: string, location: string | null) => ({ id, startDateTime: `2030-05-16T${time}:00.000Z`, location });

  it('groups a day’s shows by place (trimmed, any case) in the order places start; shows without a place last', () => {
    const groups = byPlace([show(1, '20:00', 'Big top'), show(2, '10:00', null), show(3, '12:00', ' big TOP '), show(4, '11:00', 'Street'), show(5, '09:00', '  ')]);
    expect(groups.map((g) => [g.place, g.shows.map((s) => s.id)])).toEqual([
      ['Street', [4]],
      ['big TOP', [3, 1]],
      [null, [5, 2]],
    ]);
    expect(byPlace([])).toEqual([]);
    expect(placeKey(' A ')).toBe('a');
  });

  it('opens on the day asked, else today during the edition, else the first day with a show, else the first day', () => {
    const days = ['2030-05-16', '2030-05-17', '2030-05-18'];
    expect(firstDay(days, [{ day: '2030-05-17' }], '2030-01-01', '2030-05-18')).toBe('2030-05-18');
    expect(firstDay(days, [{ day: '2030-05-17' }], '2030-05-16', '2030-06-01')).toBe('2030-05-16');
    expect(firstDay(days, [{ day: '2030-05-17' }], '2030-01-01', null)).toBe('2030-05-17');
    expect(firstDay(days, [], '2030-01-01', null)).toBe('2030-05-16');
    expect(firstDay([], [], '2030-01-01', null)).toBeNull();
  });
});

describe('show programme rules: the form', () => {
  it('mirrors the server’s checks of a show', () => {
    expect(showErrors(values(), PARIS)).toEqual({});
    expect(showErrors(values({ title: '  ' }), PARIS)).toEqual({ title: 'shows.errors.titleRequired' });
    expect(showErrors(values({ title: 'x'.repeat(201) }), PARIS)).toEqual({ title: 'shows.errors.tooLong' });
    expect(showErrors(values({ start: '' }), PARIS)).toEqual({ start: 'shows.errors.startRequired' });
    for (const duration of [0, 1441, 1.5, '' as const]) expect(showErrors(values({ duration }), PARIS)).toEqual({ duration: 'shows.errors.duration' });
    expect(showErrors(values({ duration: 1440 }), PARIS)).toEqual({});
    expect(showErrors(values({ location: 'x'.repeat(201) }), PARIS)).toEqual({ location: 'shows.errors.tooLong' });
    expect(showErrors(values({ description: 'x'.repeat(5001) }), PARIS)).toEqual({ description: 'shows.errors.tooLong' });
    expect(showErrors(values({ items: [{ id: '3', quantity: 0 }] }), PARIS)).toEqual({ items: 'shows.errors.quantity' });
    expect(showErrors(values({ items: [{ id: '3', quantity: '' }] }), PARIS)).toEqual({ items: 'shows.errors.quantity' });
    expect(showErrors(values({ items: [{ id: '3', quantity: 1000 }] }), PARIS)).toEqual({});
  });

  it('sends trimmed texts, cleared ones as null, the start in the programme’s zone, ids as numbers', () => {
    expect(
      showBody(values({ title: ' Fire ', description: '  ', location: ' Big top ', artistIds: ['4', '2'], items: [{ id: '7', quantity: 2 }], start: '2030-05-16T20:00', duration: 90 }), PARIS),
    ).toEqual({
      title: 'Fire',
      description: null,
      startDateTime: '2030-05-16T18:00:00.000Z',
      duration: 90,
      location: 'Big top',
      artistIds: [4, 2],
      returnableItems: [{ returnableItemId: 7, quantity: 2 }],
    });
  });

  it('keeps the quantities typed when items are added or removed; a new one starts at 1', () => {
    expect(withItems([{ id: '1', quantity: 3 }], ['1', '2'])).toEqual([
      { id: '1', quantity: 3 },
      { id: '2', quantity: 1 },
    ]);
    expect(withItems([{ id: '1', quantity: 3 }, { id: '2', quantity: 5 }], ['2'])).toEqual([{ id: '2', quantity: 5 }]);
  });

  it('puts the server’s field messages on the form’s fields', () => {
    expect(formFieldOf('returnableItems.0.quantity')).toBe('items');
    expect(formFieldOf('returnableItems')).toBe('items');
    expect(formFieldOf('startDateTime')).toBe('start');
    expect(formFieldOf('artistIds')).toBe('artistIds');
  });
});
