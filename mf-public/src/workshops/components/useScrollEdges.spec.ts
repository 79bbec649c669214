import { edgeFade } from './useScrollEdges';

describe('the fade of a row scrolling sideways', () => {
  it('fades only the sides hiding content, and nothing when all of it shows', () => {
    expect(edgeFade({ start: false, end: false })).toBeUndefined();
    expect(edgeFade({ start: false, end: true })).toBe('linear-gradient(to right, #000, #000 calc(100% - 24px), transparent)');
    expect(edgeFade({ start: true, end: false })).toBe('linear-gradient(to right, transparent, #000 24px, #000)');
    expect(edgeFade({ start: true, end: true })).toBe('linear-gradient(to right, transparent, #000 24px, #000 calc(100% - 24px), transparent)');
  });
});
