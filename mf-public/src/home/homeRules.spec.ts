import { queryBounds } from '@festival/api-client/bounds';
import {
  datesForView,
  editionsOnDay,
  mapQueryOf,
  markersOf,
  filtersFromParams,
  groupByPeriod,
  localToday,
  monthGrid,
  monthRange,
  offsetOfPage,
  pageCount,
  pageOf,
  paramsFromFilters,
  searchQueryOf,
  SEARCH_MAX,
  shiftMonth,
} from './homeRules';

describe('URL filters', () => {
  it('reads valid filters and drops invalid ones', () => {
    const f = filtersFromParams(new URLSearchParams('q=juggling&from=2026-07-01&to=2026-13-40&amenities=hasShowers,bogus,hasGym&offset=40&view=calendar'));
    expect(f).toEqual({ q: 'juggling', from: '2026-07-01', to: '', country: '', amenities: ['hasShowers', 'hasGym'], offset: 40, view: 'calendar', past: false });
  });
  it('round-trips and leaves empty values out', () => {
    const params = paramsFromFilters({ q: ' fire ', from: '', to: '2026-08-31', country: '', amenities: ['hasGym'], offset: 0, view: 'list', past: false });
    expect(params.toString()).toBe('q=fire&to=2026-08-31&amenities=hasGym');
    expect(filtersFromParams(params).amenities).toEqual(['hasGym']);
  });
  it('builds the API query: 20 per page in the list, whole month in the calendar', () => {
    const base = filtersFromParams(new URLSearchParams('q=a&offset=20'));
    expect(searchQueryOf(base)).toEqual({ q: 'a', when: 'current', limit: 20, offset: 20 });
    expect(searchQueryOf({ ...base, view: 'calendar' })).toEqual({ q: 'a', limit: 100, offset: 0 });
  });
  it('asks for current editions unless past=1, which the URL keeps; the calendar shows every month as it is', () => {
    const past = filtersFromParams(new URLSearchParams('q=a&past=1'));
    expect(past.past).toBe(true);
    expect(paramsFromFilters(past).toString()).toBe('q=a&past=1');
    expect(searchQueryOf(past)).toEqual({ q: 'a', when: 'past', limit: 20, offset: 0 });
    expect(mapQueryOf({ ...past, view: 'map' })).toEqual({ q: 'a', when: 'past' });
    expect(searchQueryOf({ ...past, view: 'calendar' })).toEqual({ q: 'a', limit: 100, offset: 0 });
    expect(filtersFromParams(new URLSearchParams('past=yes')).past).toBe(false);
  });
});

describe('country filter', () => {
  it('keeps a country code; reads an old link naming the country in any language as its code; drops the rest', () => {
    expect(filtersFromParams(new URLSearchParams('country=fr')).country).toBe('FR');
    expect(filtersFromParams(new URLSearchParams('country=France')).country).toBe('FR');
    expect(filtersFromParams(new URLSearchParams('country=Allemagne')).country).toBe('DE');
    expect(filtersFromParams(new URLSearchParams('country=Narnia')).country).toBe('');
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams('country=Deutschland'))).toString()).toBe('country=DE');
  });
});

describe('headings of the list', () => {
  const e = (name: string, startDate: string, endDate: string) => ({ name, startDate, endDate });
  it('puts each edition under happening now, upcoming or past, keeping the order', () => {
    const groups = groupByPeriod(
      [e('now', '2027-05-10', '2027-05-14'), e('ends today', '2027-05-12', '2027-05-14T00:00:00Z'), e('starts today', '2027-05-14', '2027-05-16'), e('soon', '2027-05-15', '2027-05-16'), e('over', '2027-05-01', '2027-05-13')],
      '2027-05-14',
    );
    expect(groups.map((g) => [g.name, g.editions.map((x) => x.name)])).toEqual([
      ['now', ['now', 'ends today', 'starts today']],
      ['upcoming', ['soon']],
      ['past', ['over']],
    ]);
    expect(groupByPeriod([], '2027-05-14')).toEqual([]);
  });
  it("reads today on the user's calendar", () => {
    expect(localToday(new Date(2027, 0, 9, 23, 59))).toBe('2027-01-09');
  });
});

describe('pages', () => {
  it('converts offsets and pages', () => {
    expect(pageOf(0)).toBe(1);
    expect(pageOf(40)).toBe(3);
    expect(offsetOfPage(3)).toBe(40);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});

describe('month calendar', () => {
  it('gives the month range and moves across years', () => {
    expect(monthRange({ year: 2024, month: 1 })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
  });
  it('lays out weeks Monday first', () => {
    const grid = monthGrid({ year: 2026, month: 6 }); // July 2026 starts on a Wednesday
    expect(grid[0]).toEqual([null, null, '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
    expect(grid.every((w) => w.length === 7)).toBe(true);
    expect(grid.flat().filter(Boolean)).toHaveLength(31);
  });
  it('places multi-day editions on each of their days', () => {
    const e = [{ id: 1, startDate: '2026-07-10', endDate: '2026-07-12' }];
    expect(editionsOnDay(e, '2026-07-09')).toHaveLength(0);
    expect(editionsOnDay(e, '2026-07-11')).toHaveLength(1);
    expect(editionsOnDay(e, '2026-07-12')).toHaveLength(1);
  });
});

describe('map view', () => {
  it('keeps view=map in the URL and reads unknown views as the list', () => {
    const f = filtersFromParams(new URLSearchParams('q=fire&view=map&amenities=hasShowers'));
    expect(f.view).toBe('map');
    expect(paramsFromFilters(f).toString()).toBe('q=fire&amenities=hasShowers&view=map');
    expect(filtersFromParams(new URLSearchParams('view=globe')).view).toBe('list');
  });
  it('asks the map endpoint for the same filters without pages', () => {
    const f = filtersFromParams(new URLSearchParams('q=fire&from=2026-07-01&country=FR&amenities=hasGym&offset=40&view=map'));
    expect(mapQueryOf(f)).toEqual({ q: 'fire', from: '2026-07-01', country: 'FR', amenities: ['hasGym'], when: 'current' });
  });
  it('sets the month entering the calendar, clears it leaving, keeps chosen dates between list and map', () => {
    const month = { year: 2026, month: 6 };
    expect(datesForView('list', 'calendar', month)).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(datesForView('map', 'calendar', month)).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(datesForView('calendar', 'map', month)).toEqual({ from: '', to: '' });
    expect(datesForView('calendar', 'list', month)).toEqual({ from: '', to: '' });
    expect(datesForView('list', 'map', month)).toEqual({});
    expect(datesForView('map', 'list', month)).toEqual({});
  });
  it('turns map points into markers titled by name, with dates and place, linking to the edition', () => {
    const [m] = markersOf([{ id: 7, name: 'Fire Fest', latitude: 45.7, longitude: 4.8, startDate: '2026-07-10', endDate: '2026-07-12', city: 'Lyon', country: 'FR' }], 'en');
    expect(m).toMatchObject({ id: 7, title: 'Fire Fest', latitude: 45.7, longitude: 4.8, href: '/editions/7' });
    expect(m!.subtitle()).toMatch(/10.*12.*2026 · Lyon, France$/);
    const [bare] = markersOf([{ id: 8, name: 'X', latitude: 0, longitude: 0, startDate: '2026-07-10', endDate: '2026-07-10', city: null, country: null }], 'en');
    expect(bare!.subtitle()).not.toContain('·');
  });
});

describe('the search box', () => {
  const serverMax = queryBounds.Editions_search.q.maxLength;

  it('keeps the bound of the server, which refuses a longer search with a 400', () => {
    expect(SEARCH_MAX).toBe(serverMax);
  });

  it('sends no search longer than the server takes, even from a shared link', () => {
    const filters = filtersFromParams(new URLSearchParams({ q: 'x'.repeat(serverMax + 50) }));
    expect(searchQueryOf(filters).q).toHaveLength(serverMax);
    expect(mapQueryOf({ ...filters, q: ` ${'y'.repeat(serverMax + 1)} ` }).q).toHaveLength(serverMax);
  });
});
