/**
 * Remotes are registered at run time from /app-config.json (no URL is built into the shell) and
 * loaded only when the user first enters their section.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig } from '@festival/ui';

export type RemoteName = 'mf_public' | 'mf_gestion' | 'mf_admin';

let registered: AppConfig['remotes'] = {};

export function registerAppRemotes(config: AppConfig, force = false) {
  registered = config.remotes;
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

/** What a remote exposes as "<remote>/routes": its route tree, and how to load a page before it is drawn. */
interface RoutesModule {
  default: ComponentType;
  prepare?: (location: { pathname: string; search: string }) => Promise<void>;
}

const cache = new Map<RemoteName, Promise<RoutesModule>>();
const loaded = new Map<RemoteName, ComponentType>();

function loadRoutesModule(name: RemoteName): Promise<RoutesModule> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadRemote<RoutesModule>(`${name}/routes`).then((mod) => {
      if (!mod?.default) throw new Error(`Remote ${name} has no routes`);
      loaded.set(name, mod.default);
      return mod;
    });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/** The remote's route tree component ("<remote>/routes"); a failed load can be retried. */
export function loadRemoteRoutes(name: RemoteName): Promise<ComponentType> {
  return loadRoutesModule(name).then((mod) => mod.default);
}

/** The remote's route tree if it has already arrived (drawn at once, without a loading turn). */
export function loadedRemoteRoutes(name: RemoteName): ComponentType | undefined {
  return loaded.get(name);
}

/** Loads the remote, then, once `ready` (the session), the page it shows at this location (code and first data). */
export async function prepareRemotePage(name: RemoteName, location: { pathname: string; search: string }, ready: Promise<unknown>): Promise<void> {
  const [mod] = await Promise.all([loadRoutesModule(name), ready]);
  await mod.prepare?.(location);
}

/** Forgets a failed remote so the next load fetches its entry again. */
export function resetRemote(name: RemoteName) {
  cache.delete(name);
  loaded.delete(name);
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
