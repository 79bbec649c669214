import { mayDeleteComment, pageOffset } from './posts-rules';

describe('who may delete a comment under a post', () => {
  it('is its author, whether of the team or not', () => {
    expect(mayDeleteComment(7, 7, false)).toBe(true);
    expect(mayDeleteComment(7, 7, true)).toBe(true);
  });

  it('is the edition’s team for anyone’s comment (moderation)', () => {
    expect(mayDeleteComment(7, 8, true)).toBe(true);
  });

  it('is nobody else', () => {
    expect(mayDeleteComment(7, 8, false)).toBe(false);
  });
});

describe('the rows a page skips', () => {
  it('is none on the first page and whole pages after', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(2, 10)).toBe(10);
    expect(pageOffset(5, 50)).toBe(200);
  });
});
