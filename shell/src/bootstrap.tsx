import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { type ReactNode, useLayoutEffect } from 'react';
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

const LOGO_FADE_MS = 300;

/**
 * Full-screen loading logo: hidden 500 ms after the window has loaded, once the app is drawn (a
 * start-up still retrying keeps it). The 500 ms count from the load itself, not from the draw. The
 * fade is set at the first draw, to start at its time: the browser's compositor runs it then even
 * while the first layout keeps the page's thread busy (a timer would wait behind that work).
 */
function hideLoadingScreenAfterLoad() {
  const afterLoad = () => {
    const el = document.getElementById('app-loading');
    if (!el || el.style.pointerEvents === 'none') return; // already fading (effects may run twice in development)
    // The load's own time: its event may have waited behind the first draw.
    const loadedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart || performance.now();
    el.style.pointerEvents = 'none';
    const fade = el.animate({ opacity: [1, 0] }, { duration: LOGO_FADE_MS, easing: 'ease', fill: 'forwards' });
    fade.startTime = Math.max(loadedAt + 500, performance.now());
    const remove = () => el.remove();
    fade.finished.then(remove, remove);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Calls `onDrawn` once, when the app's first render is in the page and before it is painted. */
function FirstDraw({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return children;
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
  createRoot(document.getElementById('root')!).render(
    <FirstDraw onDrawn={hideLoadingScreenAfterLoad}>
      <App />
    </FirstDraw>,
  );
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
