import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth/authStore';
import { ErrorPage } from '../errors/ErrorPage';
import { LoadingState } from '../states/DataStates';
import { needsSession, runRouteCheck, type RouteCheckName } from './routeChecks';

/** Applies one registered route check to its children. */
export function RouteGuard({ check, children }: { check: RouteCheckName; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  // A stored user answers at once; a signed-out visitor waits for the start-up session check.
  if (!auth.user && !auth.sessionChecked && needsSession(check)) return <LoadingState />;
  const result = runRouteCheck(check, { user: auth.user, pathname: location.pathname, search: location.search, hash: location.hash });
  if (result.kind === 'redirect') return <Navigate to={result.to} replace />;
  if (result.kind === 'deny') return <ErrorPage status={result.status} />;
  return <>{children}</>;
}
