import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError, ErrorPage } from '@festival/ui';

/** Route-level error element: 404 for unknown routes, 'Internal Server Error' for anything else. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={typeof error.data === 'string' ? error.data : error.statusText} />;
  }
  console.error(error);
  const info = describeError(error);
  return <ErrorPage status={info.status === 404 ? 404 : info.status >= 400 ? info.status : 500} message={info.message} />;
}
