/**
 * i18next set-up shared by the shell and the remotes (one instance: this package is a Module
 * Federation singleton). Translations come from /locales/{build}/{lng}/{group}.json and are cached
 * 24 h in localStorage, keyed by the build id so a new deployment never serves stale texts.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  ALL_GROUPS,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languageCookie,
  matchLanguage,
  START_GROUPS_BY_LANGUAGE,
  startGroupsFor,
  type LanguageCode,
} from './languages';
import { languageDetector, TranslationBackend, type TranslationBackendOptions } from './loader';

export * from './languages';
export * from './formatters';

export const i18n: I18n = i18next.createInstance();

export { TRANSLATION_CACHE_MS } from './loader';

let initPromise: Promise<I18n> | undefined;

export interface InitI18nOptions {
  /** Locales build id from /app-config.json. */
  build: string;
  /** Base URL of the locale files; defaults to /locales. */
  basePath?: string;
}

/** Initialises the shared instance once; later calls get the same promise. */
export function initI18n({ build, basePath = '/locales' }: InitI18nOptions): Promise<I18n> {
  if (initPromise) return initPromise;
  i18n.on('failedLoading', (lng, ns, msg) => {
    console.warn(`[i18n] could not load ${lng}/${ns}:`, msg);
  });
  // Extra start groups for a language (fr → gestion) follow every language change.
  i18n.on('languageChanged', (lng) => {
    const extra = START_GROUPS_BY_LANGUAGE[matchLanguage(lng) ?? DEFAULT_LANGUAGE];
    if (extra?.length) void i18n.loadNamespaces(extra);
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  initPromise = i18n
    .use(TranslationBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGE_CODES,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: [...startGroupsFor(DEFAULT_LANGUAGE)],
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      // No third-party promotion in the visitor's console.
      showSupportNotice: false,
      backend: { build, basePath } satisfies TranslationBackendOptions,
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    })
    .then(() => {
      const extra = startGroupsFor(i18n.language).filter((g) => !i18n.hasLoadedNamespace(g));
      return extra.length ? i18n.loadNamespaces(extra) : undefined;
    })
    .then(() => i18n)
    .catch((err) => {
      console.warn('[i18n] initialisation failed, carrying on', err);
      return i18n;
    });
  return initPromise;
}

/** Current language, restricted to the supported ones. */
export function currentLanguage(): LanguageCode {
  return matchLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches language and stores the choice in the i18n_redirected cookie (365 days, path /). */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  if (typeof document !== 'undefined') {
    document.cookie = languageCookie(code, typeof location !== 'undefined' && location.protocol === 'https:');
  }
  await i18n.changeLanguage(code);
}

/** Loads route-section groups (e.g. 'auth', 'admin'), once the start-up's are in; failures are logged by the backend. */
export async function loadGroups(groups: string[]): Promise<void> {
  await initPromise;
  return i18n.loadNamespaces(groups.filter((g) => (ALL_GROUPS as readonly string[]).includes(g)));
}
