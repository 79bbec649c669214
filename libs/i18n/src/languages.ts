import startGroups from '../start-groups.json';

/** The 13 interface languages, each with its own name (the selector draws their flags: shell/src/layout/LanguageFlag.tsx). */
export const LANGUAGES = [
  { code: 'cs', name: 'Čeština', locale: 'cs-CZ' },
  { code: 'da', name: 'Dansk', locale: 'da-DK' },
  { code: 'de', name: 'Deutsch', locale: 'de-DE' },
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'es', name: 'Español', locale: 'es-ES' },
  { code: 'fr', name: 'Français', locale: 'fr-FR' },
  { code: 'it', name: 'Italiano', locale: 'it-IT' },
  { code: 'nl', name: 'Nederlands', locale: 'nl-NL' },
  { code: 'pl', name: 'Polski', locale: 'pl-PL' },
  { code: 'pt', name: 'Português', locale: 'pt-PT' },
  { code: 'ru', name: 'Русский', locale: 'ru-RU' },
  { code: 'sv', name: 'Svenska', locale: 'sv-SE' },
  { code: 'uk', name: 'Українська', locale: 'uk-UA' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: LanguageCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_DAYS = 365;

/**
 * Groups every page needs, loaded at start, and the extra ones some languages load at start (French
 * keeps its gestion texts at hand). In a JSON file: the server reads it too, to have a first-time
 * visitor's browser fetch them with the page (core/web/front-ends.ts).
 */
export const START_GROUPS: readonly string[] = startGroups.groups;
export const START_GROUPS_BY_LANGUAGE: Partial<Record<LanguageCode, string[]>> = startGroups.byLanguage;
/** Groups loaded when the user enters a route section. */
export const SECTION_GROUPS = ['admin', 'edition', 'auth', 'ticketing', 'workshops', 'artists', 'gestion', 'volunteers', 'community'] as const;
export const ALL_GROUPS = [...START_GROUPS, ...SECTION_GROUPS] as const;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);
}

/** Best supported language for a tag such as "fr-CA" or "pt_BR"; undefined when none fits. */
export function matchLanguage(tag: string | null | undefined): LanguageCode | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(base) ? base : undefined;
}

export function localeOf(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.locale ?? 'en-US';
}

/** Groups to load at start for a language. */
export function startGroupsFor(code: string): string[] {
  return [...START_GROUPS, ...(START_GROUPS_BY_LANGUAGE[code as LanguageCode] ?? [])];
}

/** Cookie string for the language choice: 365 days, whole site. */
export function languageCookie(code: LanguageCode, secure = false): string {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LANGUAGE_COOKIE}=${code}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}
