import {
  AVATAR_COLORS,
  avatarColor,
  avatarPixels,
  hasRecentFailure,
  IMAGE_CACHE_TTL_MS,
  initialsOf,
  purgeImageCache,
  recordImageResult,
  versionedPictureUrl,
} from './avatarRules';
import { contrast, MIN_CONTRAST } from '../providers/readableColors';

describe('avatar rules', () => {
  it('maps sizes to pixels', () => {
    expect([avatarPixels('xs'), avatarPixels('sm'), avatarPixels('md'), avatarPixels('lg'), avatarPixels('xl'), avatarPixels()]).toEqual([16, 20, 32, 40, 120, 80]);
    expect(avatarPixels(50)).toBe(50);
  });

  it('takes the first letter of up to two words, uppercased', () => {
    expect(initialsOf('ann')).toBe('A');
    expect(initialsOf('jean claude van damme')).toBe('JC');
    expect(initialsOf('  élodie   martin ')).toBe('ÉM');
    expect(initialsOf('')).toBe('?');
  });

  it('picks a stable colour among 16', () => {
    expect(AVATAR_COLORS).toHaveLength(16);
    expect(avatarColor('ann')).toBe(avatarColor('ann'));
    expect(AVATAR_COLORS).toContain(avatarColor('someone else'));
  });

  it('draws the white initials readable on every colour (4.5:1)', () => {
    for (const color of AVATAR_COLORS) expect([color, contrast('#ffffff', color) >= MIN_CONTRAST]).toEqual([color, true]);
    expect(new Set(AVATAR_COLORS).size).toBe(16);
  });

  it('versions the picture URL with updatedAt', () => {
    expect(versionedPictureUrl('/uploads/profiles/1/a.webp', '2025-01-01T00:00:00.000Z')).toBe('/uploads/profiles/1/a.webp?v=1735689600000');
    expect(versionedPictureUrl('/a.webp?x=1', 5)).toBe('/a.webp?x=1&v=5');
    expect(versionedPictureUrl(null, 5)).toBeNull();
    expect(versionedPictureUrl('/a.webp', null)).toBe('/a.webp');
  });

  it('caches failures for 24 hours and purges old entries', () => {
    const now = 1_000_000_000;
    let cache = recordImageResult({}, '/a', 'error', now);
    expect(hasRecentFailure(cache, '/a', now + 1000)).toBe(true);
    expect(hasRecentFailure(cache, '/a', now + IMAGE_CACHE_TTL_MS)).toBe(false);
    cache = recordImageResult(cache, '/b', 'success', now + IMAGE_CACHE_TTL_MS + 1);
    expect(Object.keys(cache)).toEqual(['/b']);
    expect(purgeImageCache({ '/c': { status: 'error', timestamp: now } }, now + 1)).toEqual({ '/c': { status: 'error', timestamp: now } });
  });
});
