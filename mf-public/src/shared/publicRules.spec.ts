import { AMENITY_FLAGS, flagsSet, formatDayRange } from './publicRules';

describe('display helpers', () => {
  it('formats day ranges without shifting days across time zones', () => {
    expect(formatDayRange('2026-07-10', '2026-07-10', 'en')).toContain('10');
    const range = formatDayRange('2026-07-10', '2026-07-12', 'fr');
    expect(range).toMatch(/10/);
    expect(range).toMatch(/12/);
  });
  it('lists the flags that are set', () => {
    expect(flagsSet({ hasGym: true, hasShowers: false, acceptsPets: true }, AMENITY_FLAGS)).toEqual(['acceptsPets', 'hasGym']);
  });
});
