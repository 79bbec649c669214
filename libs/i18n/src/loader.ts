/**
 * How the shared i18next instance finds the visitor's language and its texts, in a few hundred
 * bytes instead of four plugins (first-visit JavaScript):
 * - the language: the i18n_redirected cookie, else the first browser language the product speaks,
 *   else English; the choice is kept in the cookie (365 days, whole site);
 * - the texts: /locales/{build}/{lng}/{group}.json, kept 24 h in localStorage under the build id, so
 *   a new deployment never serves stale texts. A network failure is retried by i18next.
 */
import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageCookie, matchLanguage, readCookie } from './languages';

export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_PREFIX = 'i18n_';

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const chosen = typeof document !== 'undefined' ? matchLanguage(readCookie(document.cookie, LANGUAGE_COOKIE)) : undefined;
    if (chosen) return chosen;
    const tags = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of tags) {
      const code = matchLanguage(tag);
      if (code) return code;
    }
    return DEFAULT_LANGUAGE;
  },
  cacheUserLanguage(lng) {
    const code = matchLanguage(lng);
    if (code && typeof document !== 'undefined') document.cookie = languageCookie(code, typeof location !== 'undefined' && location.protocol === 'https:');
  },
};

export interface TranslationBackendOptions {
  /** Locales build id from /app-config.json. */
  build: string;
  /** Base URL of the locale files. */
  basePath: string;
}

interface CachedTexts {
  build: string;
  expires: number;
  data: Record<string, unknown>;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, cookies off)
  }
}

/** The texts of one group in one language, from the cache while fresh and of this build, else from the server. */
export class TranslationBackend implements BackendModule<TranslationBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private options: TranslationBackendOptions = { build: 'dev', basePath: '/locales' };

  init(_services: unknown, options: Partial<TranslationBackendOptions>): void {
    this.options = { ...this.options, ...options };
  }

  read(lng: string, ns: string, callback: ReadCallback): void {
    const { build, basePath } = this.options;
    const key = `${CACHE_PREFIX}${lng}-${ns}`;
    const store = storage();
    try {
      const cached = JSON.parse(store?.getItem(key) ?? 'null') as CachedTexts | null;
      if (cached && cached.build === build && cached.expires > Date.now()) return callback(null, cached.data);
    } catch {
      // unreadable entry: fetched again below
    }
    fetch(`${basePath}/${encodeURIComponent(build)}/${lng}/${ns}.json`)
      .then((res) => (res.ok ? (res.json() as Promise<Record<string, unknown>>) : Promise.reject(Object.assign(new Error(`HTTP ${res.status} for ${lng}/${ns}`), { retry: res.status >= 500 }))))
      .then(
        (data) => {
          try {
            store?.setItem(key, JSON.stringify({ build, expires: Date.now() + TRANSLATION_CACHE_MS, data } satisfies CachedTexts));
          } catch {
            // storage full or blocked: the texts still serve this page
          }
          callback(null, data);
        },
        (error: Error & { retry?: boolean }) => callback(error, error.retry ?? true),
      );
  }
}
