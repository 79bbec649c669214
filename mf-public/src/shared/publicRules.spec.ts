import { AMENITY_FLAGS, flagsSet, formatDayRange, pendingFavoriteOf, pendingFavoriteValue, PENDING_FAVORITE_TTL_MS } from './publicRules';

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

describe("a visitor's star kept through sign-in", () => {
  const now = 1_800_000_000_000;
  it('reads back the edition it was made for, within the time allowed', () => {
    expect(pendingFavoriteOf(pendingFavoriteValue(12, now), now + 60_000)).toBe(12);
    expect(pendingFavoriteOf(pendingFavoriteValue(12, now), now + PENDING_FAVORITE_TTL_MS)).toBe(12);
  });
  it('ignores a star too old, from the future, missing or malformed', () => {
    expect(pendingFavoriteOf(pendingFavoriteValue(12, now), now + PENDING_FAVORITE_TTL_MS + 1)).toBeNull();
    expect(pendingFavoriteOf(pendingFavoriteValue(12, now + 1000), now)).toBeNull();
    expect(pendingFavoriteOf(null, now)).toBeNull();
    for (const raw of ['', '{', '12', '{"id":"12","at":1}', '{"id":-1,"at":1}', '{"id":1.5,"at":1}', '{"id":3}', 'null']) expect(pendingFavoriteOf(raw, now)).toBeNull();
  });
});
