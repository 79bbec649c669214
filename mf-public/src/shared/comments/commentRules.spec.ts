import { COMMENT_MAX_LENGTH, commentPageCount, validComment } from './commentRules';

describe('comment rules', () => {
  it('sends a comment with something besides spaces, within the length', () => {
    expect(validComment('  ')).toBe(false);
    expect(validComment('')).toBe(false);
    expect(validComment(' mine! ')).toBe(true);
    expect(validComment('x'.repeat(COMMENT_MAX_LENGTH))).toBe(true);
    expect(validComment('x'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(false);
  });

  it('counts the pages', () => {
    expect(commentPageCount(0, 20)).toBe(0);
    expect(commentPageCount(20, 20)).toBe(1);
    expect(commentPageCount(21, 20)).toBe(2);
    expect(commentPageCount(5, 0)).toBe(0);
  });
});
