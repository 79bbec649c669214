import { CODE_RELOAD_KEY, codeReloadDue, isCodeLoadError, noteCodeReload, RELOAD_GUARD_MS } from './codeReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const chunkError = Object.assign(new Error('Loading chunk 315 failed.\n(error: http://localhost/remotes/public/315.abc.js)'), { name: 'ChunkLoadError' });

describe('reload guard', () => {
  it('knows the errors of code that failed to load', () => {
    expect(isCodeLoadError(chunkError)).toBe(true);
    expect(isCodeLoadError(new Error('Loading css chunk 12 failed.\n(/859.css)'))).toBe(true);
    expect(isCodeLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isCodeLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isCodeLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isCodeLoadError(null)).toBe(false);
  });

  it('reloads once for such an error, not again within 10 s', () => {
    const storage = memoryStorage();
    const now = 1_000_000;
    expect(codeReloadDue(chunkError, now, storage)).toBe(true);
    // Deciding writes nothing (a render may be thrown away); the reload notes its time.
    expect(codeReloadDue(chunkError, now, storage)).toBe(true);
    expect(noteCodeReload(now, storage)).toBe(true);
    expect(storage.data.get(CODE_RELOAD_KEY)).toBe(String(now));
    expect(codeReloadDue(chunkError, now + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(codeReloadDue(chunkError, now + RELOAD_GUARD_MS, storage)).toBe(true);
    // Other errors never reload; without storage nothing could stop a loop, so no reload.
    expect(codeReloadDue(new Error('boom'), now + 10 * RELOAD_GUARD_MS, storage)).toBe(false);
    expect(codeReloadDue(chunkError, now, null)).toBe(false);
    expect(noteCodeReload(now, null)).toBe(false);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(noteCodeReload(now, full)).toBe(false);
    // A clock set back does not block reloads for ever.
    expect(codeReloadDue(chunkError, now - 1, storage)).toBe(true);
  });
});
