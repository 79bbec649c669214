import { offsetOf, pageCount, parseFilter, parsePage, resolvedParam } from './feedbackRules';

describe('feedback list rules', () => {
  it('parses the filter', () => {
    expect(parseFilter('resolved')).toBe('resolved');
    expect(parseFilter('unresolved')).toBe('unresolved');
    expect(parseFilter('x')).toBe('all');
    expect(parseFilter(null)).toBe('all');
  });
  it('maps the filter to the API parameter', () => {
    expect(resolvedParam('all')).toBeUndefined();
    expect(resolvedParam('resolved')).toBe('true');
    expect(resolvedParam('unresolved')).toBe('false');
  });
  it('pages by 20', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(40);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
