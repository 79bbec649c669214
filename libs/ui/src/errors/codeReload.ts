/**
 * Spec §9, "reload guard 10 s". A page's code that no longer loads (a tab opened before a new
 * version was deployed asks for files the server no longer has) is fixed by loading the page again,
 * which fetches the new version: the app reloads itself once instead of showing an error. Not twice
 * within 10 s: code that still fails after a reload (offline, a broken deployment) shows the error
 * page with its retry button rather than reloading in a loop.
 */
export const RELOAD_GUARD_MS = 10_000;
export const CODE_RELOAD_KEY = 'codeReloadAt';

/**
 * A script or style sheet of the app that failed to load: rspack's ChunkLoadError, whatever loaded
 * the chunk (a lazy page, a remote's part). A remote whose entry fails shows its own retry (RemoteSection).
 */
export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (css )?chunk \S+ failed/i.test(error.message));
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * True when this error is one a reload fixes and no such reload happened in the last 10 s. Reads
 * only: a render may decide with it (and be discarded); the reload itself notes its time first
 * (noteCodeReload).
 */
export function codeReloadDue(error: unknown, now: number, storage: Storage | null = safeSessionStorage()): boolean {
  if (!isCodeLoadError(error) || !storage) return false;
  const last = Number(storage.getItem(CODE_RELOAD_KEY) ?? 0);
  return !(Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS);
}

/** Notes (per tab) the time of a reload about to be made; false if it cannot be noted, and then no reload may be made (a loop could not be stopped). */
export function noteCodeReload(now: number, storage: Storage | null = safeSessionStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CODE_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
