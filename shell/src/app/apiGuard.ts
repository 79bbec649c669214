import type { To } from 'react-router';
import { allowClientNavigation } from '@festival/ui';

interface NavigatingRouter {
  navigate(...args: never[]): Promise<void>;
}

function targetPath(to: unknown): string {
  if (typeof to === 'string') return to;
  if (to && typeof to === 'object') return (to as Exclude<To, string>).pathname ?? '';
  return '';
}

/**
 * The one place client navigations are checked: every Link click, navigate() and <Navigate> of a
 * data router goes through router.navigate, so wrapping it cancels navigations to /api/….
 */
export function guardApiNavigation<R extends NavigatingRouter>(router: R): R {
  const original = router.navigate.bind(router) as (...args: unknown[]) => Promise<void>;
  const guarded = (...args: unknown[]) => {
    const path = targetPath(args[0]);
    if (path && !allowClientNavigation(path)) return Promise.resolve();
    return original(...args);
  };
  router.navigate = guarded as R['navigate'];
  return router;
}
