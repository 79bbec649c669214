import { lazy, type ComponentType, type ReactElement } from 'react';

/** Where a page is opened: what its `prepare` reads (the path's parameters come from its section's path). */
export interface PageVisit {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A page's module: the page, and optionally what it fetches before it is first drawn (the data of
 * its first screen, into the shared query cache), so that it renders once, complete.
 */
export interface PageModule {
  default: ComponentType;
  prepare?: (visit: PageVisit) => Promise<unknown> | void;
}

/** A page loaded when first shown, which can also be loaded (and prepared) before. */
export type LazyPage = (() => ReactElement) & {
  /** Loads the page's code; with a visit, also runs its `prepare` (whose failure is the page's to show). */
  preload(visit?: PageVisit): Promise<void>;
};

/**
 * Like React.lazy, but a page whose code has arrived renders at once instead of suspending for a
 * turn: the start-up loads the first page before drawing anything, and then draws it in one pass.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const code = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later visit tries again
        throw error;
      },
    );
    return pending;
  };
  const Suspended = lazy(code);
  const Page = () => {
    const Loaded = loaded?.default;
    return Loaded ? <Loaded /> : <Suspended />;
  };
  return Object.assign(Page, {
    async preload(visit?: PageVisit) {
      const module = await code();
      if (visit) await module.prepare?.(visit);
    },
  });
}
