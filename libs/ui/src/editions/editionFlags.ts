/** Edition facts every screen shows the same way: amenity and payment flags, the day range. */
import { amenityFlagValues, paymentFlagValues, type Schemas } from '@festival/api-client';
import { localeOf } from '@festival/i18n';

/**
 * The amenity and payment flags of an edition, in the backend's order (declared once in
 * backend/src/modules/editions/edition-flags.ts, carried by the generated client's enums).
 */
export const AMENITY_FLAGS = amenityFlagValues;
export const PAYMENT_FLAGS = paymentFlagValues;

export type AmenityFlag = Schemas['AmenityFlag'];
export type PaymentFlag = Schemas['PaymentFlag'];
export type EditionFlag = AmenityFlag | PaymentFlag;

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
