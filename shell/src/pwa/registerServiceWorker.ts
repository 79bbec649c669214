import { SERVICE_WORKER_URL } from './pushService';

/**
 * Registers /sw.js (pushes, offline start) once the page has loaded, so it never competes with the
 * first render. A failure is logged; subscribing to push later reports it to the user.
 */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // What this first visit loaded before the worker took over: the worker keeps it for offline starts.
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'cache-urls', urls });
      })
      .catch((err: unknown) => {
        console.warn('[sw] registration failed', err);
      });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
