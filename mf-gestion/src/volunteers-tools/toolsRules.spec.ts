import { emailListText, pagesOf, selectionQuery } from './toolsRules';

describe('volunteer tools rules', () => {
  it('sends only the chosen filters', () => {
    expect(selectionQuery({ status: null, teamId: null })).toEqual({});
    expect(selectionQuery({ status: 'ACCEPTED', teamId: 4 })).toEqual({ status: 'ACCEPTED', teamId: 4 });
  });

  it('joins addresses for a Bcc field and cuts the sheet into pages', () => {
    expect(emailListText(['a@x.org', 'b@x.org'])).toBe('a@x.org, b@x.org');
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([])).toEqual([]);
  });
});
