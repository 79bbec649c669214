import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Container } from '@mantine/core';
import { createBrowserRouter, RouterProvider } from 'react-router';
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
  // A data router, as in the shell: forms block leaving with unsaved changes (useBlocker).
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <Container size="xl" px={0}>
          <Suspense fallback={<LoadingState />}>
            <Routes />
          </Suspense>
        </Container>
      ),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
