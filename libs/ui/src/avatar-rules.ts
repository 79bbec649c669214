/** Avatar rules of spec section 9: sizes, initials, colour, picture version, failure cache. */
export const AVATAR_SIZES = { xs: 16, sm: 20, md: 32, lg: 40, xl: 120 } as const;
export const DEFAULT_AVATAR_SIZE = 80;
export type AvatarSize = keyof typeof AVATAR_SIZES | number | undefined;

export function avatarPixels(size: AvatarSize): number {
  if (typeof size === 'number') return size;
  return size ? AVATAR_SIZES[size] : DEFAULT_AVATAR_SIZE;
}

/** First letter of up to two words, upper-cased. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export const AVATAR_COLORS = [
  'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal',
  'green', 'lime', 'yellow', 'orange', 'dark', 'gray', 'brown', 'navy',
] as const;

/** One of 16 colours, always the same for a name. */
export function avatarColor(name: string): (typeof AVATAR_COLORS)[number] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) | 0;
  return AVATAR_COLORS[Math.abs(hash) % AVATAR_COLORS.length]!;
}

/** Uploaded pictures get ?v=<updatedAt> so a new picture is not hidden by the cache; absolute URLs stay as they are. */
export function pictureUrl(path: string | null | undefined, updatedAt?: string): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path) || !updatedAt) return path;
  const v = new Date(updatedAt).getTime();
  return `${path}${path.includes('?') ? '&' : '?'}v=${v}`;
}

export const IMAGE_CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_KEY = 'imageLoadCache';

export interface ImageCacheEntry {
  status: 'success' | 'error';
  timestamp: number;
  fallbackUrl?: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readCache(storage: StorageLike, now: number): Record<string, ImageCacheEntry> {
  let cache: Record<string, ImageCacheEntry> = {};
  try {
    cache = JSON.parse(storage.getItem(CACHE_KEY) ?? '{}') as Record<string, ImageCacheEntry>;
  } catch {
    cache = {};
  }
  // Old entries are purged on every read.
  for (const [url, entry] of Object.entries(cache)) if (now - entry.timestamp > IMAGE_CACHE_MS) delete cache[url];
  return cache;
}

export function imageFailed(storage: StorageLike, url: string, now = Date.now()): boolean {
  return readCache(storage, now)[url]?.status === 'error';
}

export function rememberImage(storage: StorageLike, url: string, status: ImageCacheEntry['status'], now = Date.now()): void {
  const cache = readCache(storage, now);
  cache[url] = { status, timestamp: now };
  try {
    storage.setItem(CACHE_KEY, JSON.stringify(cache));
  } catch {
    /* storage full or disabled: the cache is only an optimisation */
  }
}
