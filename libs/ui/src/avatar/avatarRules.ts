/**
 * Pure avatar rules (spec §7, §9): sizes, initials, colour by name hash, versioned picture URL, the
 * avatar service keyed by emailHash as the picture's fallback, and the cache of images' results.
 */

export const AVATAR_SIZES = { xs: 16, sm: 20, md: 32, lg: 40, xl: 120 } as const;
export const DEFAULT_AVATAR_SIZE = 80;
export type AvatarSize = keyof typeof AVATAR_SIZES | number;

export function avatarPixels(size?: AvatarSize): number {
  if (typeof size === 'number') return size;
  return size ? AVATAR_SIZES[size] : DEFAULT_AVATAR_SIZE;
}

/** First letter of up to two words, uppercased. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return words.map((w) => Array.from(w)[0]?.toUpperCase() ?? '').join('') || '?';
}

/** Each carries the white initials at 4.5:1 or more (WCAG AA); the cyan, teal, green, lime and oranges a shade darker than Mantine's for that. */
export const AVATAR_COLORS = [
  '#e03131', '#c2255c', '#9c36b5', '#6741d9', '#3b5bdb', '#1971c2', '#0c8093', '#08855f',
  '#28863a', '#4f810c', '#c84d0a', '#d0450e', '#a61e4d', '#5f3dc4', '#364fc7', '#087f5b',
] as const;

export function hashString(value: string): number {
  let hash = 0;
  for (let i = 0; i < value.length; i++) hash = (hash * 31 + value.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

export function avatarColor(name: string | null | undefined): string {
  return AVATAR_COLORS[hashString(name ?? '') % AVATAR_COLORS.length];
}

/** Picture URL with ?v=<updatedAt in ms> so a new upload is never served from cache. */
export function versionedPictureUrl(picture: string | null | undefined, updatedAt?: string | number | Date | null): string | null {
  if (!picture) return null;
  const ms = updatedAt == null ? NaN : new Date(updatedAt).getTime();
  if (Number.isNaN(ms)) return picture;
  return `${picture}${picture.includes('?') ? '&' : '?'}v=${ms}`;
}

export interface ImageCacheEntry {
  status: 'success' | 'error';
  timestamp: number;
  fallbackUrl?: string;
}
export type ImageCache = Record<string, ImageCacheEntry>;

export const IMAGE_CACHE_KEY = 'imageLoadCache';
export const IMAGE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** Drops entries older than 24 h. */
export function purgeImageCache(cache: ImageCache, now: number): ImageCache {
  const out: ImageCache = {};
  for (const [url, entry] of Object.entries(cache)) if (now - entry.timestamp < IMAGE_CACHE_TTL_MS) out[url] = entry;
  return out;
}

/** True when this URL failed to load less than 24 h ago. */
export function hasRecentFailure(cache: ImageCache, url: string, now: number): boolean {
  const entry = cache[url];
  return Boolean(entry && entry.status === 'error' && now - entry.timestamp < IMAGE_CACHE_TTL_MS);
}

/** Records how an image ended; a failure names what is shown instead (the avatar service's picture, when there is one). */
export function recordImageResult(cache: ImageCache, url: string, status: ImageCacheEntry['status'], now: number, fallbackUrl?: string | null): ImageCache {
  return { ...purgeImageCache(cache, now), [url]: fallbackUrl ? { status, timestamp: now, fallbackUrl } : { status, timestamp: now } };
}

/** The service's picture is asked for at twice the drawn size (sharp on phones' dense screens), within what services serve. */
const MAX_SERVICE_PIXELS = 2048;

/**
 * The avatar service's URL for an e-mail hash: the configured template with `{hash}` and `{size}`
 * (pixels) filled in; null without a template or a hash (the service is switched off, or the user
 * is not the signed-in one, whose hash alone the app knows).
 */
export function serviceAvatarUrl(template: string | null | undefined, emailHash: string | null | undefined, px: number): string | null {
  if (!template || !emailHash || !/^[0-9a-f]{32,128}$/i.test(emailHash)) return null;
  const size = String(Math.min(MAX_SERVICE_PIXELS, Math.max(1, Math.round(px * 2))));
  return template.replaceAll('{hash}', emailHash.toLowerCase()).replaceAll('{size}', size);
}

/** The first picture, in order (own picture, then the service's), that has not failed in the last 24 h; null: initials. */
export function firstLoadable(candidates: readonly (string | null | undefined)[], cache: ImageCache, now: number): string | null {
  for (const url of candidates) if (url && !hasRecentFailure(cache, url, now)) return url;
  return null;
}
