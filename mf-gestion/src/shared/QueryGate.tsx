import type { ReactNode } from 'react';
import { ErrorPage, ErrorState, errorStatus, LoadingState } from '@festival/ui';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Loading → error → content for the queries a page needs. 403 / 404 answers of the API become the
 * shared error page (the convention does not exist or is not the user's); other errors get a retry.
 * `allowed`, asked once every query has its data, turns a missing right into the 403 page.
 */
export function QueryGate({ queries, allowed, children }: { queries: QueryLike[]; allowed?: () => boolean; children: () => ReactNode }) {
  const failed = queries.find((q) => q.isError);
  if (failed) {
    const status = errorStatus(failed.error);
    if (status === 403 || status === 404) return <ErrorPage status={status} />;
    return (
      <ErrorState
        error={failed.error}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  if (queries.some((q) => q.isPending)) return <LoadingState />;
  if (allowed && !allowed()) return <ErrorPage status={403} />;
  return <>{children()}</>;
}
