/** Edition facts every screen shows the same way: amenity and payment flags, the day range. */
import type { Schemas } from '@festival/api-client';
import { localeOf } from '@festival/i18n';

/** The 21 amenity flags of an edition (spec section 3), in the spec's order. */
export const AMENITY_FLAGS = [
  'acceptsPets',
  'hasFoodTrucks',
  'hasGym',
  'hasKidsZone',
  'hasTentCamping',
  'hasTruckCamping',
  'hasAccessibility',
  'hasAerialSpace',
  'hasCantine',
  'hasConcert',
  'hasFamilyCamping',
  'hasSleepingRoom',
  'hasFireSpace',
  'hasGala',
  'hasOpenStage',
  'hasShowers',
  'hasSlacklineSpace',
  'hasToilets',
  'hasWorkshops',
  'hasATM',
  'hasLongShow',
] as const;

export const PAYMENT_FLAGS = ['hasCashPayment', 'hasCreditCardPayment', 'hasAfjTokenPayment'] as const;

export type AmenityFlag = (typeof AMENITY_FLAGS)[number];
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];
export type EditionFlag = AmenityFlag | PaymentFlag;

/**
 * The backend keeps its own copy of these lists (edition.entity.ts); the type-check fails here when
 * they drift apart: the flags are exactly the API edition's `has…` / `accepts…` fields.
 */
type ApiEditionFlag = Extract<keyof Schemas['EditionDto'], `has${string}` | `accepts${string}`>;
const _flagsMatchTheApi: [ApiEditionFlag] extends [EditionFlag] ? ([EditionFlag] extends [ApiEditionFlag] ? true : never) : never = true;

const ALL_FLAGS: readonly string[] = [...AMENITY_FLAGS, ...PAYMENT_FLAGS];

export function isEditionFlag(value: string): value is EditionFlag {
  return ALL_FLAGS.includes(value);
}

const utc = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

// Building an Intl format is costly; a long list formats thousands of ranges.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(lng: string): Intl.DateTimeFormat {
  let fmt = dayFormats.get(lng);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(lng, fmt);
  }
  return fmt;
}

/** "12 – 14 Jul 2026" style range in the user's language; one date when start = end. */
export function formatDayRange(start: string, end: string, lng: string): string {
  const fmt = dayFormat(lng);
  const a = utc(start);
  const b = utc(end);
  if (Number.isNaN(a.getTime())) return '';
  if (Number.isNaN(b.getTime()) || start.slice(0, 10) === end.slice(0, 10)) return fmt.format(a);
  return fmt.formatRange(a, b);
}
