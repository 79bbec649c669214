import { FILL_COLOR, fillOf } from './slotFill';

describe('a slot fill', () => {
  it('is empty with nobody, partial below the need, full at or above it', () => {
    expect([fillOf(0, 3), fillOf(1, 3), fillOf(3, 3), fillOf(4, 3)]).toEqual(['EMPTY', 'PARTIAL', 'FULL', 'FULL']);
  });

  it('is coloured red, orange, green', () => {
    expect([FILL_COLOR[fillOf(0, 2)], FILL_COLOR[fillOf(1, 2)], FILL_COLOR[fillOf(2, 2)]]).toEqual(['red', 'orange', 'green']);
  });
});
