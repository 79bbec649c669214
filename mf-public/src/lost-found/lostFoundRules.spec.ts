import { descriptionProblem, itemIdOf, pageCount, pageOf, photoProblem, PHOTO_MAX_BYTES, statusFilterOf, statusQueryOf } from './lostFoundRules';

describe('photoProblem', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem({ size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(photoProblem({ size: PHOTO_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(photoProblem({ size: 10, type: 'image/webp' })).toBeNull();
  });

  it('refuses another type, and a file over 5 MB', () => {
    expect(photoProblem({ size: 10, type: 'image/gif' })).toBe('wrongType');
    expect(photoProblem({ size: 10, type: 'text/plain' })).toBe('wrongType');
    expect(photoProblem({ size: 10, type: '' })).toBe('wrongType');
    expect(photoProblem({ size: PHOTO_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('tooLarge');
  });
});

describe('descriptionProblem', () => {
  it('asks for some text, at most 2000 characters once trimmed', () => {
    expect(descriptionProblem('')).toBe('required');
    expect(descriptionProblem('   ')).toBe('required');
    expect(descriptionProblem('x'.repeat(2001))).toBe('tooLong');
    expect(descriptionProblem(` ${'x'.repeat(2000)} `)).toBeNull();
    expect(descriptionProblem('A blue scarf')).toBeNull();
  });
});

describe('the address of the page', () => {
  it('filters what is still lost unless told otherwise', () => {
    expect(statusFilterOf(null)).toBe('LOST');
    expect(statusFilterOf('returned')).toBe('RETURNED');
    expect(statusFilterOf('all')).toBe('ALL');
    expect(statusFilterOf('found')).toBe('LOST');
  });

  it('asks the API for a state, or for every item', () => {
    expect(statusQueryOf('LOST')).toBe('LOST');
    expect(statusQueryOf('RETURNED')).toBe('RETURNED');
    expect(statusQueryOf('ALL')).toBeUndefined();
  });

  it('reads a page number and an item id, ignoring anything else', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf(null)).toBe(1);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('-2')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(itemIdOf('42')).toBe(42);
    expect(itemIdOf('042')).toBeNull();
    expect(itemIdOf('99999999999')).toBeNull();
    expect(itemIdOf(null)).toBeNull();
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
