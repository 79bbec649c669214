/** Pure rules of the edition forms (fields, validation like the server's DTOs, request bodies); no React here. */
import type { Schemas } from '@festival/api-client';
import { fieldBounds } from '@festival/api-client/bounds';
import { browserTimeZone, timeZoneNames, zoneOffset } from '@festival/i18n/zoned';
import { COUNTRY_TIME_ZONES } from './countryTimeZones';

export type Edition = Schemas['EditionDto'];
export type EditionBody = Schemas['CreateEditionDto'];
export type Currency = Schemas['CurrencyCode'];

/** What a new edition counts in until its team says otherwise (the server's default). */
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** The 21 amenity flags, grouped the way an organiser thinks of them (every flag exactly once). */
export const AMENITY_GROUPS = [
  { id: 'stay', flags: ['hasTentCamping', 'hasTruckCamping', 'hasFamilyCamping', 'hasSleepingRoom', 'hasShowers', 'hasToilets'] },
  { id: 'food', flags: ['hasCantine', 'hasFoodTrucks', 'hasATM'] },
  { id: 'spaces', flags: ['hasGym', 'hasAerialSpace', 'hasSlacklineSpace', 'hasFireSpace', 'hasWorkshops'] },
  { id: 'shows', flags: ['hasConcert', 'hasGala', 'hasOpenStage', 'hasLongShow'] },
  { id: 'welcome', flags: ['hasKidsZone', 'acceptsPets', 'hasAccessibility'] },
] as const;

export { AMENITY_FLAGS, PAYMENT_FLAGS, formatDayRange, type AmenityFlag, type PaymentFlag, type EditionFlag } from '@festival/ui/editions';
import { AMENITY_FLAGS, PAYMENT_FLAGS, type EditionFlag } from '@festival/ui/editions';

export type AmenityGroupId = (typeof AMENITY_GROUPS)[number]['id'];

const bounds = fieldBounds.CreateEditionDto;
/** Optional texts and their server limits (CreateEditionDto). */
export const TEXT_LIMITS = {
  description: bounds.description.maxLength,
  program: bounds.program.maxLength,
  addressLine1: bounds.addressLine1.maxLength,
  addressLine2: bounds.addressLine2.maxLength,
  postalCode: bounds.postalCode.maxLength,
  city: bounds.city.maxLength,
  region: bounds.region.maxLength,
  /** An ISO 3166-1 code, picked from the list. */
  country: 2,
} as const;
export type TextField = keyof typeof TEXT_LIMITS;
export const TEXT_FIELDS = Object.keys(TEXT_LIMITS) as TextField[];

export const URL_FIELDS = ['officialWebsiteUrl', 'ticketingUrl', 'facebookUrl', 'instagramUrl'] as const;
export type UrlField = (typeof URL_FIELDS)[number];

export const NAME_MAX = bounds.name.maxLength;
export const URL_MAX = bounds.officialWebsiteUrl.maxLength;
/** Longest URL class-validator's IsUrl accepts. */
const URL_ABSOLUTE_MAX = 2083;

export type Coordinate = number | string;

export interface EditionFormValues extends Record<EditionFlag, boolean>, Record<TextField, string>, Record<UrlField, string> {
  name: string;
  startDate: string;
  endDate: string;
  isOnline: boolean;
  /** Number inputs give '' when empty. */
  latitude: Coordinate;
  longitude: Coordinate;
  workshopsEnabled: boolean;
  workshopLocationsFreeInput: boolean;
  workshopProposalsOpen: boolean;
  /** ISO 4217 code (the API's CurrencyCode list): what its amounts are counted in. */
  currency: Currency;
  /** IANA time zone of the place: its days and the times of its slots, shows and pickups are read on its clocks. */
  timeZone: string;
}

export type EditionField = keyof EditionFormValues;

export type EditionFieldError =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'invalidDate' }
  | { code: 'endBeforeStart' }
  | { code: 'latitudeRange' }
  | { code: 'longitudeRange' }
  | { code: 'invalidUrl' };

const noFlags = (): Record<EditionFlag, boolean> =>
  Object.fromEntries([...AMENITY_FLAGS, ...PAYMENT_FLAGS].map((f) => [f, false])) as Record<EditionFlag, boolean>;

/** A new edition starts offline (a draft for the team) with nothing ticked, in the organiser's own time zone. */
export function emptyEditionValues(timeZone: string = browserTimeZone()): EditionFormValues {
  return {
    name: '',
    startDate: '',
    endDate: '',
    isOnline: false,
    latitude: '',
    longitude: '',
    workshopsEnabled: false,
    workshopLocationsFreeInput: false,
    // As the server's default: volunteers, artists and ticket holders may propose once workshops are on.
    workshopProposalsOpen: true,
    currency: DEFAULT_CURRENCY,
    timeZone,
    ...noFlags(),
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>),
    ...(Object.fromEntries(URL_FIELDS.map((f) => [f, ''])) as Record<UrlField, string>),
  };
}

export function valuesFromEdition(e: Edition): EditionFormValues {
  const values = emptyEditionValues();
  values.name = e.name;
  values.startDate = e.startDate.slice(0, 10);
  values.endDate = e.endDate.slice(0, 10);
  values.isOnline = e.isOnline;
  values.latitude = e.latitude ?? '';
  values.longitude = e.longitude ?? '';
  values.workshopsEnabled = e.workshopsEnabled;
  values.workshopLocationsFreeInput = e.workshopLocationsFreeInput;
  values.workshopProposalsOpen = e.workshopProposalsOpen;
  values.currency = e.currency;
  values.timeZone = e.timeZone;
  for (const f of [...AMENITY_FLAGS, ...PAYMENT_FLAGS]) values[f] = e[f];
  for (const f of TEXT_FIELDS) values[f] = e[f] ?? '';
  for (const f of URL_FIELDS) values[f] = e[f] ?? '';
  return values;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day written YYYY-MM-DD (the server's pattern, and no 30 February). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const TLD = /^([a-z\u00a1-\u00a8\u00aa-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]{2,}|xn[a-z0-9-]{2,})$/i;
const LABEL = /^[a-z\u00a1-\u00a8\u00aa-\ud7ff\uf900-\ufdcf\ufdf0-\uffef0-9-]+$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * An absolute http(s) address with a real domain (or an IP), as the server's
 * IsUrl({ protocols: ['http', 'https'], require_protocol: true }) accepts it.
 */
export function isHttpUrl(raw: string): boolean {
  const value = raw.trim();
  if (!value || value.length > URL_ABSOLUTE_MAX || /[\s<>]/.test(value)) return false;
  const scheme = /^(https?):\/\/([^/?#]*)/i.exec(value);
  if (!scheme) return false;
  let authority = scheme[2];
  const at = authority.lastIndexOf('@');
  if (at !== -1) {
    const auth = authority.slice(0, at);
    // [user][:password], at most one colon
    if (!auth || auth.split(':').length > 2) return false;
    authority = authority.slice(at + 1);
  }
  let host = authority;
  const port = /:(\d*)$/.exec(authority);
  if (authority.startsWith('[')) {
    const end = authority.indexOf(']');
    if (end === -1) return false;
    host = authority.slice(1, end);
    const rest = authority.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return false;
    if (rest && Number(rest.slice(1)) > 65535) return false;
    return /^[0-9a-f:.]+$/i.test(host) && host.includes(':');
  }
  if (port) {
    // An empty port ("host:") is tolerated, as the server does.
    if (port[1] && (port[1].length > 5 || Number(port[1]) > 65535 || Number(port[1]) === 0)) return false;
    host = authority.slice(0, port.index);
  } else if (authority.includes(':')) {
    return false;
  }
  if (!host) return false;
  if (IPV4.test(host)) return true;
  if (host.length > 253 || host.endsWith('.')) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1];
  if (!TLD.test(tld)) return false;
  return labels.every((l) => l.length > 0 && l.length <= 63 && LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-') && !/[\uff01-\uff5e]/.test(l));
}

/** A coordinate as sent: null when empty, a number otherwise (NaN for garbage, caught by validation). */
export function coordinateOf(value: Coordinate): number | null {
  if (typeof value === 'number') return value;
  const v = value.trim().replace(',', '.');
  return v === '' ? null : Number(v);
}

/** Mirrors CreateEditionDto: name ≤200, days YYYY-MM-DD with end ≥ start, coordinates in range, http(s) links ≤500, text limits. */
export function validateEdition(values: EditionFormValues): Partial<Record<EditionField, EditionFieldError>> {
  const errors: Partial<Record<EditionField, EditionFieldError>> = {};
  const name = values.name.trim();
  if (!name) errors.name = { code: 'required' };
  else if (name.length > NAME_MAX) errors.name = { code: 'tooLong', max: NAME_MAX };

  if (!values.startDate) errors.startDate = { code: 'required' };
  else if (!isDay(values.startDate)) errors.startDate = { code: 'invalidDate' };
  if (!values.endDate) errors.endDate = { code: 'required' };
  else if (!isDay(values.endDate)) errors.endDate = { code: 'invalidDate' };
  else if (!errors.startDate && values.endDate < values.startDate) errors.endDate = { code: 'endBeforeStart' };

  const latitude = coordinateOf(values.latitude);
  if (latitude !== null && !(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) errors.latitude = { code: 'latitudeRange' };
  const longitude = coordinateOf(values.longitude);
  if (longitude !== null && !(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) errors.longitude = { code: 'longitudeRange' };

  for (const field of TEXT_FIELDS) {
    const max = TEXT_LIMITS[field];
    if (values[field].trim().length > max) errors[field] = { code: 'tooLong', max };
  }
  for (const field of URL_FIELDS) {
    const url = values[field].trim();
    if (!url) continue;
    if (!isHttpUrl(url)) errors[field] = { code: 'invalidUrl' };
    else if (url.length > URL_MAX) errors[field] = { code: 'tooLong', max: URL_MAX };
  }
  return errors;
}

/** A currency as the form lists it: its name in the reader's language and its code ("Swiss Franc (CHF)"); the code alone where the browser knows no name. */
export function currencyName(code: string, lng: string): string {
  try {
    const name = new Intl.DisplayNames([lng], { type: 'currency' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The time zones the form offers, by name with their offset now ('Europe/Paris (GMT+1)'); `current` (the stored one) always among them. */
export function timeZoneOptions(lng: string, current: string | null, now: number = Date.now()): { value: string; label: string }[] {
  return timeZoneNames(current).map((zone) => {
    const offset = zoneOffset(zone, lng, now);
    const name = zone.replace(/_/g, ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}

/** The name this browser gives a zone (Europe/Kyiv or Europe/Kiev…), or null when it knows none. */
function browserNameOf(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A country's time zones, under the names of `known` (the zones the form lists: the table's name,
 * or the name this browser gives the same zone); none for an unknown or empty country.
 */
export function countryZones(country: string, known: readonly string[]): string[] {
  const listed = new Set(known);
  const zones: string[] = [];
  for (const zone of COUNTRY_TIME_ZONES[country] ?? []) {
    let name: string | null | undefined = listed.has(zone) ? zone : browserNameOf(zone);
    if (name && !listed.has(name)) name = known.find((k) => browserNameOf(k) === name);
    if (name && !zones.includes(name)) zones.push(name);
  }
  return zones;
}

/**
 * The zone once a country is chosen: its only zone, unless the user picked one by hand (or it is an
 * edition's stored zone); a country of several zones leaves it as it is, its zones offered first.
 */
export function zoneAfterCountry(current: string, zones: readonly string[], chosenByHand: boolean): string {
  return !chosenByHand && zones.length === 1 ? zones[0]! : current;
}

type ZoneOption = { value: string; label: string };

/** The time-zone field's options: the country's zones first, under its name, then every other one. */
export function zoneOptionsFor(options: readonly ZoneOption[], zones: readonly string[], countryLabel: string, othersLabel: string): ZoneOption[] | { group: string; items: ZoneOption[] }[] {
  if (!zones.length) return [...options];
  const first = zones.map((zone) => options.find((o) => o.value === zone)).filter((o): o is ZoneOption => o !== undefined);
  return [
    { group: countryLabel, items: first },
    { group: othersLabel, items: options.filter((o) => !zones.includes(o.value)) },
  ];
}

/** Request body of a create: trimmed, empty optional texts and coordinates as null. */
export function editionBody(values: EditionFormValues): EditionBody {
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    isOnline: values.isOnline,
    latitude: coordinateOf(values.latitude),
    longitude: coordinateOf(values.longitude),
    workshopsEnabled: values.workshopsEnabled,
    workshopLocationsFreeInput: values.workshopLocationsFreeInput,
    workshopProposalsOpen: values.workshopProposalsOpen,
    currency: values.currency,
    timeZone: values.timeZone,
  };
  for (const f of [...AMENITY_FLAGS, ...PAYMENT_FLAGS]) body[f] = values[f];
  for (const f of [...TEXT_FIELDS, ...URL_FIELDS]) body[f] = values[f].trim() || null;
  return body as unknown as EditionBody;
}

/**
 * Only the fields that differ from what was loaded, for PATCH: two people editing different parts
 * of the same edition do not undo each other's changes.
 */
export function changedBody(initial: EditionFormValues, values: EditionFormValues): Partial<EditionBody> {
  const before = editionBody(initial) as unknown as Record<string, unknown>;
  const after = editionBody(values) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) if (before[key] !== after[key]) out[key] = after[key];
  return out as Partial<EditionBody>;
}

/** Upcoming, running or past, relative to `today` (YYYY-MM-DD). */
export function editionTiming(edition: { startDate: string; endDate: string }, today: string): 'upcoming' | 'running' | 'past' {
  if (edition.endDate.slice(0, 10) < today) return 'past';
  if (edition.startDate.slice(0, 10) > today) return 'upcoming';
  return 'running';
}

/** Today in the user's time zone as YYYY-MM-DD. */
export function todayDay(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** What deleting an edition loses, as the confirmation lists it: its image only when it has one. */
export function deleteChecklist(edition: { imageUrl: string | null }): ('details' | 'image' | 'rights' | 'favorites')[] {
  return edition.imageUrl ? ['details', 'image', 'rights', 'favorites'] : ['details', 'rights', 'favorites'];
}
