import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { codeReloadDue, describeError, ErrorPage, noteCodeReload } from '@festival/ui';

/**
 * Route-level error element: 404 for unknown routes, 'Internal Server Error' for anything else;
 * a page whose code no longer loads (a new version deployed) reloads once instead (reload guard).
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading, setReloading] = useState(() => codeReloadDue(error, Date.now()));
  useEffect(() => {
    if (!reloading) return;
    if (noteCodeReload(Date.now())) window.location.reload();
    else setReloading(false);
  }, [reloading]);
  if (reloading) return null;
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={typeof error.data === 'string' ? error.data : error.statusText} />;
  }
  console.error(error);
  const info = describeError(error);
  return <ErrorPage status={info.status === 404 ? 404 : info.status >= 400 ? info.status : 500} message={info.message} />;
}
