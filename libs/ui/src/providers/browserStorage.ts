import type { StorageLike } from '../auth/authState';

/** A Map standing in for Web Storage (server rendering, tests, or a browser that refuses storage). */
export function memoryStorage(): StorageLike {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

/** localStorage / sessionStorage, or memory where the browser refuses them (private modes, blocked cookies). */
export function browserStorage(kind: 'local' | 'session'): StorageLike {
  if (typeof window === 'undefined') return memoryStorage();
  try {
    const s = kind === 'local' ? window.localStorage : window.sessionStorage;
    s.getItem('x');
    return s;
  } catch {
    return memoryStorage();
  }
}

/** The app's long-lived and per-session local records (auth state, dismissed prompts...). */
export const localRecords: StorageLike = browserStorage('local');
export const sessionRecords: StorageLike = browserStorage('session');
