/**
 * The signed-in user's answers the service worker keeps for offline use (My tickets: shell/public/sw.js,
 * PRIVATE_CACHE there). A shared device must not show them to the next person: wiped on sign-out.
 */
export const PRIVATE_CACHE = 'festival-private-v1';

export interface PrivateCopiesBrowser {
  caches?: Pick<CacheStorage, 'delete'>;
  worker?: { postMessage(message: unknown): void } | null;
}

const browser = (): PrivateCopiesBrowser => ({
  caches: typeof caches === 'undefined' ? undefined : caches,
  worker: typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null),
});

/** Deletes the copies from the page (the Cache API is shared with the worker) and tells the worker too, in case a write of its own is under way. */
export async function wipePrivateCopies(env: PrivateCopiesBrowser = browser()): Promise<void> {
  env.worker?.postMessage({ type: 'wipe-private' });
  await env.caches?.delete(PRIVATE_CACHE).catch(() => false);
}
