import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Container } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import { initI18n } from '@festival/i18n';
import { refreshSession } from '../auth/session';
import { LoadingState } from '../states/DataStates';
import { AppProviders } from './AppProviders';
import { registerSections, type SectionEntry } from '../routing/sections';
import { loadAppConfig } from './appConfig';

/**
 * A remote run on its own (nx run mf-x:serve): same providers as the shell, its own router,
 * no header, its own sections only. Used only by the remotes' standalone entry, never when loaded by the shell.
 */
export async function renderStandalone(Routes: ComponentType, sections: readonly SectionEntry[]): Promise<void> {
  // Only its own sections: links to other apps' pages are left out.
  registerSections(sections);
  const config = await loadAppConfig();
  void refreshSession();
  await initI18n({ build: config.build });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Container size="xl" px={0}>
            <Suspense fallback={<LoadingState />}>
              <Routes />
            </Suspense>
          </Container>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
