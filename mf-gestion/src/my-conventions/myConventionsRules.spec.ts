import { editionsByConvention, pageOf, pagesFor } from './myConventionsRules';

describe('pages', () => {
  it('splits a list into pages and clamps the page number', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pagesFor(0, 12)).toBe(1);
    expect(pagesFor(24, 12)).toBe(2);
    expect(pagesFor(25, 12)).toBe(3);
    expect(pageOf(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageOf(items, 3, 12)).toEqual([24]);
    expect(pageOf(items, 9, 12)).toEqual([24]);
    expect(pageOf(items, 0, 12)).toEqual(items.slice(0, 12));
  });
});

describe('editions of each convention', () => {
  it('groups the editions by convention, keeping their order', () => {
    const editions = [
      { id: 1, conventionId: 7 },
      { id: 2, conventionId: 8 },
      { id: 3, conventionId: 7 },
    ];
    const grouped = editionsByConvention(editions);
    expect(grouped.get(7)?.map((e) => e.id)).toEqual([1, 3]);
    expect(grouped.get(8)?.map((e) => e.id)).toEqual([2]);
    expect(grouped.get(9)).toBeUndefined();
  });
});
