/**
 * Countries as the API carries them (ISO 3166-1 alpha-2 codes, declared once in
 * backend/src/core/validation/countries.ts, carried by the generated client) and as people read
 * them: the name in their language from Intl, found by any part of it, whatever the case or accents.
 */
import { countryCodeValues, type Schemas } from '@festival/api-client';
import { LANGUAGE_CODES, localeOf } from '@festival/i18n';

export type CountryCode = Schemas['CountryCode'];
export const COUNTRY_CODES: readonly CountryCode[] = countryCodeValues;

const KNOWN = new Set<string>(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && KNOWN.has(value);
}

// Building an Intl object is costly; a list shows hundreds of names.
const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(lng: string): Intl.DisplayNames {
  let names = displayNames.get(lng);
  if (!names) {
    names = new Intl.DisplayNames(localeOf(lng), { type: 'region', fallback: 'code' });
    displayNames.set(lng, names);
  }
  return names;
}

/** The country's name in the reader's language; the code itself if Intl has none. */
export function countryName(code: string, lng: string): string {
  return (isCountryCode(code) && namesIn(lng).of(code)) || code;
}

/** Lower case, no accents, no punctuation: how typed text and names are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface CountryOption {
  value: CountryCode;
  label: string;
}

const optionLists = new Map<string, CountryOption[]>();

/** Every country, named and sorted in the reader's language. */
export function countryOptions(lng: string): CountryOption[] {
  let list = optionLists.get(lng);
  if (!list) {
    const collator = new Intl.Collator(localeOf(lng));
    list = COUNTRY_CODES.map((value) => ({ value, label: countryName(value, lng) })).sort((a, b) => collator.compare(a.label, b.label));
    optionLists.set(lng, list);
  }
  return list;
}

/**
 * Options matching what was typed: any part of the name (case and accents aside) or the exact code.
 * The closest come first (the code or the whole name, then names starting so, then a word starting
 * so, then the rest, each in the list's order): Enter picks the first.
 */
export function matchCountries<O extends { value: string; label: string }>(options: readonly O[], search: string): O[] {
  const typed = foldText(search);
  if (!typed) return [...options];
  const code = search.trim().toUpperCase();
  const rank = (o: O): number => {
    const name = foldText(o.label);
    if (o.value === code || name === typed) return 0;
    if (name.startsWith(typed)) return 1;
    if (` ${name}`.includes(` ${typed}`)) return 2;
    return name.includes(typed) ? 3 : -1;
  };
  const ranked = options.map((o) => ({ o, r: rank(o) })).filter(({ r }) => r >= 0);
  return ranked.sort((a, b) => a.r - b.r).map(({ o }) => o);
}

let nameIndex: Map<string, CountryCode> | null = null;

/**
 * The code of a country given as a code (any case) or as its full name in any of the product's
 * languages (old links carried names); null when it names no country.
 */
export function countryCodeOf(text: string | null | undefined): CountryCode | null {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return null;
  if (isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase() as CountryCode;
  if (!nameIndex) {
    nameIndex = new Map();
    for (const lng of LANGUAGE_CODES) for (const code of COUNTRY_CODES) nameIndex.set(foldText(countryName(code, lng)), code);
  }
  return nameIndex.get(foldText(trimmed)) ?? null;
}
