import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@festival/i18n';
import { loadAppConfig, registerSections } from '@festival/ui';
import { App } from './app/App';
import { registerAppRemotes } from './app/remotes';
import { refreshSession } from './app/session';
import { installOffer } from './pwa/installPrompt';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { ALL_SECTIONS } from './sections';

/** Full-screen loading logo: hidden 500 ms after the window has loaded. */
function hideLoadingScreenAfterLoad() {
  const hide = () =>
    setTimeout(() => {
      const el = document.getElementById('app-loading');
      if (!el) return;
      el.classList.add('hidden');
      setTimeout(() => el.remove(), 400);
    }, 500);
  if (document.readyState === 'complete') hide();
  else window.addEventListener('load', hide, { once: true });
}

const RETRY_MS = 3000;

// The browser may offer installation before the app renders: listen from the start.
installOffer.listen();
// Remotes build their links to each other's pages from this table.
registerSections(ALL_SECTIONS);

async function start() {
  const config = await loadAppConfig();
  registerAppRemotes(config);
  void refreshSession();
  await initI18n({ build: config.build });
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
