import { lazy, type ComponentType, type ReactElement } from 'react';

/** Where a page is opened, and by whom: what its `prepare` reads (the path's parameters come from its section's path). */
export interface PageVisit {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
  /** The signed-in user's id (the session is known by then), as the page's hooks key their queries; null for a visitor. */
  userId: number | null;
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
export type LazyPage = LazyComponent<object> & {
  /** Loads the page's code; with a visit, also runs its `prepare` (whose failure is the page's to show). */
  preload(visit?: PageVisit): Promise<void>;
};

/** A component loaded when first drawn, or before with `preload()`; see lazyComponent. */
export type LazyComponent<P extends object> = ((props: P) => ReactElement) & { preload(): Promise<void> };

/**
 * Like React.lazy, but once its code has arrived (`preload()`, or an earlier draw) it is drawn at
 * once instead of suspending for a turn: a page's `prepare` loads the parts its first screen shows,
 * so that the first draw is complete. A failed load is tried again at the next draw or preload.
 */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const code = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Suspended = lazy(code);
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspended {...props} />;
  };
  return Object.assign(Component, {
    async preload() {
      await code();
    },
  });
}

/**
 * A page loaded when first shown, drawn at once once its code has arrived (a lazyComponent): the
 * start-up loads the first page and runs its module's `prepare` before drawing anything, and then
 * draws it in one pass.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let module: PageModule | undefined;
  const Page = lazyComponent<object>(async () => (module = await load()));
  const loadCode = Page.preload;
  return Object.assign(Page, {
    async preload(visit?: PageVisit) {
      await loadCode();
      if (visit) await module?.prepare?.(visit);
    },
  });
}
