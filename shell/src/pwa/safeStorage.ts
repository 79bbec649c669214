/** localStorage / sessionStorage, or an in-memory stand-in where the browser refuses them. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memory(): KeyValueStorage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

function safe(get: () => Storage): KeyValueStorage {
  try {
    const s = get();
    s.getItem('x');
    return s;
  } catch {
    return memory();
  }
}

export const localRecords: KeyValueStorage = typeof window === 'undefined' ? memory() : safe(() => window.localStorage);
export const sessionRecords: KeyValueStorage = typeof window === 'undefined' ? memory() : safe(() => window.sessionStorage);
