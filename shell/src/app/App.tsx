import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, LoadingState } from '@festival/ui';
import { AppErrorBoundary } from './ErrorBoundary';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <AppErrorBoundary>
        <Suspense fallback={<LoadingState />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppErrorBoundary>
    </AppProviders>
  );
}
