import { pageWithin, POST_MAX_LENGTH, postPageCount, postProblem, wasEdited } from './postsRules';

describe('a post’s text before sending', () => {
  it('needs something besides spaces', () => {
    expect(postProblem('')).toBe('empty');
    expect(postProblem('  \n\t ')).toBe('empty');
    expect(postProblem('**Hello**')).toBeNull();
  });

  it('holds at most the server’s length once trimmed, as the server counts it', () => {
    expect(postProblem('x'.repeat(POST_MAX_LENGTH))).toBeNull();
    expect(postProblem(`  ${'x'.repeat(POST_MAX_LENGTH)}  `)).toBeNull();
    expect(postProblem('x'.repeat(POST_MAX_LENGTH + 1))).toBe('tooLong');
    expect(POST_MAX_LENGTH).toBe(10_000);
  });
});

describe('whether a post says it was edited', () => {
  it('does once its text changed more than a minute after it was made', () => {
    expect(wasEdited({ createdAt: '2030-05-14T10:00:00.000Z', updatedAt: '2030-05-14T10:00:00.000Z' })).toBe(false);
    expect(wasEdited({ createdAt: '2030-05-14T10:00:00.000Z', updatedAt: '2030-05-14T10:01:00.000Z' })).toBe(false);
    expect(wasEdited({ createdAt: '2030-05-14T10:00:00.000Z', updatedAt: '2030-05-14T10:01:00.001Z' })).toBe(true);
  });
});

describe('the pages of posts', () => {
  it('counts whole pages, the last one partly filled', () => {
    expect(postPageCount(0, 10)).toBe(0);
    expect(postPageCount(10, 10)).toBe(1);
    expect(postPageCount(11, 10)).toBe(2);
    expect(postPageCount(5, 0)).toBe(0);
  });

  it('goes back to the last page left when the list shrank, never before the first', () => {
    expect(pageWithin(3, 21, 10)).toBe(3);
    expect(pageWithin(3, 20, 10)).toBe(2);
    expect(pageWithin(2, 0, 10)).toBe(1);
    expect(pageWithin(1, 5, 10)).toBe(1);
  });
});
