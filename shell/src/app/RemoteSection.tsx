import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { ErrorPage, LoadingState } from '@festival/ui';
import { loadedRemoteRoutes, loadRemoteRoutes, resetRemote, type RemoteName } from './remotes';

type State = { status: 'loading' } | { status: 'ready'; Routes: ComponentType } | { status: 'error'; error: unknown };

/** Renders a remote's routes; loader while it loads, error page with retry if it cannot load. */
export function RemoteSection({ remote }: { remote: RemoteName }) {
  // A remote loaded before the first draw (the start-up prepares the first page) is drawn at once.
  const [state, setState] = useState<State>(() => {
    const Routes = loadedRemoteRoutes(remote);
    return Routes ? { status: 'ready', Routes } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRemoteRoutes(remote).then(
      (Routes) => alive && setState((s) => (s.status === 'ready' && s.Routes === Routes ? s : { status: 'ready', Routes })),
      (error) => {
        console.error(`[remotes] ${remote} failed to load`, error);
        if (alive) setState({ status: 'error', error });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, attempt]);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((a) => a + 1);
  }, [remote]);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') {
    return <ErrorPage status={503} message={state.error instanceof Error ? state.error.message : String(state.error)} onRetry={retry} />;
  }
  const { Routes } = state;
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes />
    </Suspense>
  );
}
