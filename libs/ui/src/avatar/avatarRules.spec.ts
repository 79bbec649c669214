import {
  AVATAR_COLORS,
  avatarColor,
  avatarPixels,
  firstLoadable,
  hasRecentFailure,
  IMAGE_CACHE_TTL_MS,
  initialsOf,
  purgeImageCache,
  recordImageResult,
  serviceAvatarUrl,
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

  it('records a failure with what shows instead, and a success', () => {
    const now = 1_000_000_000;
    const cache = recordImageResult({}, '/a', 'error', now, 'https://avatars.example/x');
    expect(cache['/a']).toEqual({ status: 'error', timestamp: now, fallbackUrl: 'https://avatars.example/x' });
    expect(recordImageResult(cache, '/b', 'success', now)['/b']).toEqual({ status: 'success', timestamp: now });
    expect(recordImageResult({}, '/c', 'error', now, null)['/c']).toEqual({ status: 'error', timestamp: now });
  });

  it("builds the avatar service's URL from the e-mail hash, at twice the drawn size", () => {
    const hash = 'AB'.repeat(32);
    const template = 'https://www.gravatar.com/avatar/{hash}?s={size}&d=404';
    expect(serviceAvatarUrl(template, hash, 32)).toBe(`https://www.gravatar.com/avatar/${'ab'.repeat(32)}?s=64&d=404`);
    expect(serviceAvatarUrl(template, hash, 1500)).toContain('s=2048');
    expect(serviceAvatarUrl('http://127.0.0.1:1/{hash}/{hash}', 'f'.repeat(64), 20)).toBe(`http://127.0.0.1:1/${'f'.repeat(64)}/${'f'.repeat(64)}`);
    // No service configured, no hash (another user), or not a hash: no request at all.
    expect(serviceAvatarUrl(null, hash, 32)).toBeNull();
    expect(serviceAvatarUrl(template, null, 32)).toBeNull();
    expect(serviceAvatarUrl(template, '', 32)).toBeNull();
    expect(serviceAvatarUrl(template, '../../admin?x=', 32)).toBeNull();
  });

  it('shows the first picture that has not failed lately: own picture, then the service, else initials', () => {
    const now = 1_000_000_000;
    expect(firstLoadable(['/own', 'https://svc/h'], {}, now)).toBe('/own');
    expect(firstLoadable([null, 'https://svc/h'], {}, now)).toBe('https://svc/h');
    const ownFailed = recordImageResult({}, '/own', 'error', now, 'https://svc/h');
    expect(firstLoadable(['/own', 'https://svc/h'], ownFailed, now + 1)).toBe('https://svc/h');
    const bothFailed = recordImageResult(ownFailed, 'https://svc/h', 'error', now);
    expect(firstLoadable(['/own', 'https://svc/h'], bothFailed, now + 1)).toBeNull();
    // A day later both are tried again.
    expect(firstLoadable(['/own', 'https://svc/h'], bothFailed, now + IMAGE_CACHE_TTL_MS)).toBe('/own');
    expect(firstLoadable([null, null], {}, now)).toBeNull();
  });
});
