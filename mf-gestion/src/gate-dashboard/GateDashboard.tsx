import { LoadingState } from '@festival/ui';

/** Placeholder: the gate dashboard (its own engineer's part) replaces this file at merge, same path and props. */
export function GateDashboard(_props: { editionId: number }) {
  return <LoadingState />;
}
