import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-store';
import { NotFoundPage } from './ErrorPage';
import { runCheck, type RouteCheck } from './route-checks';

/** Renders the page only when the route check allows it; otherwise redirects or shows 404. */
export function RequireCheck({ check, children }: { check: RouteCheck; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const result = runCheck(check, { auth, pathname: location.pathname, search: location.search });
  if ('redirect' in result) return <Navigate to={result.redirect} replace />;
  if ('notFound' in result) return <NotFoundPage />;
  return <>{children}</>;
}
