import { pageOffset } from './posts-rules';

describe('the rows a page skips', () => {
  it('is none on the first page and whole pages after', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(2, 10)).toBe(10);
    expect(pageOffset(5, 50)).toBe(200);
  });
});
