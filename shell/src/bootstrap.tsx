import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@festival/i18n';
import { loadAppConfig, registerSections } from '@festival/ui';
import { App } from './app/App';
import { registerAppRemotes } from './app/remotes';
import { prepareFirstPage } from './app/router';
import { refreshSession } from './app/session';
import { installOffer } from './pwa/installPrompt';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { ALL_SECTIONS } from './sections';

/**
 * Full-screen loading logo: hidden 500 ms after the window has loaded, once the app is drawn (a
 * start-up still retrying keeps it). The 500 ms count from the load itself, not from the draw.
 */
function hideLoadingScreenAfterLoad() {
  const hide = () => {
    const el = document.getElementById('app-loading');
    if (!el) return;
    el.classList.add('hidden');
    setTimeout(() => el.remove(), 400);
  };
  const afterLoad = () => {
    // The load's own time: its event may have waited behind the first draw.
    const loadedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart || performance.now();
    setTimeout(hide, Math.max(0, loadedAt + 500 - performance.now()));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const RETRY_MS = 3000;
/**
 * How long the start-up waits for the first page's code and data before drawing anyway (the page
 * then shows its own loading state): the loading logo covers that wait.
 */
const FIRST_PAGE_WAIT_MS = 1500;

// The browser may offer installation before the app renders: listen from the start.
installOffer.listen();
// Remotes build their links to each other's pages from this table.
registerSections(ALL_SECTIONS);

async function start() {
  const config = await loadAppConfig();
  registerAppRemotes(config);
  const session = refreshSession();
  // The first page is loaded while the translations are: one complete first draw instead of a
  // layout, then a loader, then the page, then its data, each a full render (slow on a phone).
  const firstPage = prepareFirstPage(window.location, session).catch(() => undefined);
  await initI18n({ build: config.build });
  await Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  createRoot(document.getElementById('root')!).render(<App />);
  hideLoadingScreenAfterLoad();
  registerServiceWorker();
}

/** On a poor connection the start-up manifest may not arrive: keep the loading logo and try again. */
function startWithRetry() {
  start().catch((error: unknown) => {
    console.error('Start-up failed, retrying', error);
    setTimeout(startWithRetry, RETRY_MS);
  });
}

startWithRetry();
