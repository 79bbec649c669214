import { hasFiltersOf, listQueryOf, pageCount, pageOf, pageParam, withFilter } from './listRules';

type Filters = { search: string; kind: 'a' | 'b' | null; page: number };
const NONE: Filters = { search: '', kind: null, page: 1 };
const filterQuery = (f: Filters) => ({ ...(f.search.trim() ? { search: f.search.trim() } : {}), ...(f.kind ? { kind: f.kind } : {}) });

describe('a paged list', () => {
  it('asks for the filters, then the page and its size', () => {
    expect(listQueryOf(filterQuery)(NONE)).toEqual({ page: 1, pageSize: 25 });
    expect(listQueryOf(filterQuery)({ search: ' jo ', kind: 'b', page: 3 }, 10)).toEqual({ search: 'jo', kind: 'b', page: 3, pageSize: 10 });
  });

  it('knows whether a filter narrows it (the page aside)', () => {
    expect(hasFiltersOf(filterQuery)({ ...NONE, search: '  ', page: 4 })).toBe(false);
    expect(hasFiltersOf(filterQuery)({ ...NONE, kind: 'a' })).toBe(true);
  });

  it('starts again from the first page when a filter changes', () => {
    expect(withFilter({ ...NONE, page: 4 }, { kind: 'a' })).toEqual({ search: '', kind: 'a', page: 1 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(51, 25)).toBe(3);
  });

  it('reads the page from the address within the bound, and leaves the first out', () => {
    expect(pageOf(new URLSearchParams('page=7'), 100)).toBe(7);
    for (const bad of ['0', '-1', '2.5', '1e3', 'two', '101', '']) expect(pageOf(new URLSearchParams({ page: bad }), 100)).toBe(1);
    expect(pageParam(1)).toEqual({ page: null });
    expect(pageParam(2)).toEqual({ page: '2' });
  });
});
