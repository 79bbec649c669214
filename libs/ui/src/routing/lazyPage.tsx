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

/** A component loaded when first drawn, or before with `preload()`; see lazyComponent. */
export type LazyComponent<P extends object> = ((props: P) => ReactElement) & { preload(): Promise<void> };

/** The code of a lazily loaded module, fetched once (again after a failure), and the module once arrived. */
function moduleLoader<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const code = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later draw tries again
        throw error;
      },
    );
    return pending;
  };
  return { code, loaded: () => loaded };
}

/**
 * Like React.lazy, but once its code has arrived (`preload()`, or an earlier draw) it is drawn at
 * once instead of suspending for a turn: a page's `prepare` loads the parts its first screen shows,
 * so that the first draw is complete.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  const module = moduleLoader(load);
  const Suspended = lazy(module.code);
  const Component = (props: P) => {
    const Loaded = module.loaded()?.default;
    return Loaded ? <Loaded {...props} /> : <Suspended {...props} />;
  };
  return Object.assign(Component, {
    async preload() {
      await module.code();
    },
  });
}

/**
 * A page loaded when first shown, drawn at once once its code has arrived (as lazyComponent): the
 * start-up loads the first page and runs its module's `prepare` before drawing anything, and then
 * draws it in one pass.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const module = moduleLoader(load);
  const Suspended = lazy(module.code);
  const Page = () => {
    const Loaded = module.loaded()?.default;
    return Loaded ? <Loaded /> : <Suspended />;
  };
  return Object.assign(Page, {
    async preload(visit?: PageVisit) {
      const loaded = await module.code();
      if (visit) await loaded.prepare?.(visit);
    },
  });
}
