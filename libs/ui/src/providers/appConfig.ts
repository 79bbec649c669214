/** /app-config.json as served by the backend (no-cache). */
export interface AppConfig {
  build: string;
  remotes: Record<string, string>;
  socialUrl?: string;
  /** Map tiles ({z}/{x}/{y}); maps still show markers when tiles cannot be reached. */
  mapTileUrl?: string;
  mapAttribution?: string;
  /** The avatar service ({hash}: SHA-256 of the e-mail, {size}: pixels); null: initials only. */
  avatarServiceUrl?: string | null;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  build: 'dev',
  remotes: {
    mf_public: '/remotes/public/remoteEntry.js',
    mf_gestion: '/remotes/gestion/remoteEntry.js',
    mf_admin: '/remotes/admin/remoteEntry.js',
  },
};

let current: AppConfig = DEFAULT_APP_CONFIG;
let pending: Promise<AppConfig> | undefined;

/** Fetches the runtime configuration once; falls back to defaults so the app still starts. */
export function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  pending ??= fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<AppConfig>) : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((cfg) => (current = { ...DEFAULT_APP_CONFIG, ...cfg, remotes: { ...DEFAULT_APP_CONFIG.remotes, ...cfg.remotes } }))
    .catch((err) => {
      console.warn('[app-config] could not load /app-config.json, using defaults', err);
      return current;
    });
  return pending;
}

export function appConfig(): AppConfig {
  return current;
}
