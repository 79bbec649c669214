import { AVATAR_COLORS, avatarColor, avatarPixels, imageFailed, initials, pictureUrl, rememberImage, IMAGE_CACHE_MS } from './avatar-rules';
import { canConfirm } from './confirm-rules';

describe('avatar rules', () => {
  it('maps sizes, defaulting to 80', () => {
    expect([avatarPixels('xs'), avatarPixels('sm'), avatarPixels('md'), avatarPixels('lg'), avatarPixels('xl'), avatarPixels(undefined)]).toEqual([16, 20, 32, 40, 120, 80]);
  });

  it('makes initials from up to two words and a stable colour among 16', () => {
    expect(initials('léa  marie dupont')).toBe('LM');
    expect(initials('zoe')).toBe('Z');
    expect(AVATAR_COLORS).toHaveLength(16);
    expect(avatarColor('Léa Dupont')).toBe(avatarColor('Léa Dupont'));
  });

  it('versions uploaded pictures by updatedAt and leaves absolute URLs alone', () => {
    expect(pictureUrl('/uploads/profiles/1/a.webp', '2026-01-01T00:00:00.000Z')).toBe('/uploads/profiles/1/a.webp?v=1767225600000');
    expect(pictureUrl('https://cdn.example/a.png', '2026-01-01T00:00:00.000Z')).toBe('https://cdn.example/a.png');
    expect(pictureUrl(null)).toBeUndefined();
  });

  it('remembers failures for 24 hours', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    rememberImage(storage, '/x.png', 'error', 1000);
    expect(imageFailed(storage, '/x.png', 2000)).toBe(true);
    expect(imageFailed(storage, '/x.png', 1000 + IMAGE_CACHE_MS + 1)).toBe(false);
  });
});

describe('confirm modal rules', () => {
  const items = [{ id: 'a', name: 'Editions' }, { id: 'b', name: 'Volunteers' }];
  it('needs the trimmed name and every tick', () => {
    expect(canConfirm('My Fest', ' My Fest ', items, new Set(['a', 'b']))).toBe(true);
    expect(canConfirm('My Fest', 'My fest', items, new Set(['a', 'b']))).toBe(false);
    expect(canConfirm('My Fest', 'My Fest', items, new Set(['a']))).toBe(false);
    expect(canConfirm(undefined, '', undefined, new Set())).toBe(true);
  });
});
