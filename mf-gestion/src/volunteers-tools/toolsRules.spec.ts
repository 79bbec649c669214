import { emailListText, exportHref, pagesOf, selectionQuery } from './toolsRules';

describe('volunteer tools rules', () => {
  it('sends only the chosen filters', () => {
    expect(selectionQuery({ status: null, teamId: null })).toEqual({});
    expect(selectionQuery({ status: 'ACCEPTED', teamId: 4 })).toEqual({ status: 'ACCEPTED', teamId: 4 });
  });

  it('links the CSV export of a selection', () => {
    expect(exportHref(7, { status: null, teamId: null })).toBe('/api/editions/7/volunteers/applications/export.csv');
    expect(exportHref(7, { status: 'ACCEPTED', teamId: 2 })).toBe('/api/editions/7/volunteers/applications/export.csv?status=ACCEPTED&teamId=2');
  });

  it('joins addresses for a Bcc field and cuts the sheet into pages', () => {
    expect(emailListText(['a@x.org', 'b@x.org'])).toBe('a@x.org, b@x.org');
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([])).toEqual([]);
  });
});
