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

const cache = new Map<RemoteName, Promise<ComponentType>>();

/** The remote's route tree component ("<remote>/routes"); a failed load can be retried. */
export function loadRemoteRoutes(name: RemoteName): Promise<ComponentType> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadRemote<{ default: ComponentType }>(`${name}/routes`).then((mod) => {
      if (!mod?.default) throw new Error(`Remote ${name} has no routes`);
      return mod.default;
    });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/** Forgets a failed remote so the next load fetches its entry again. */
export function resetRemote(name: RemoteName) {
  cache.delete(name);
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
