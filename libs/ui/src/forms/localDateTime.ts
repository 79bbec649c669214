/**
 * A `datetime-local` input holds a wall-clock time without a zone ('YYYY-MM-DDTHH:mm'); the API
 * speaks instants (ISO 8601). These two convert between them on the clocks of `timeZone`: an
 * edition's (its answers' `timeZone`) wherever a day or time of an edition is typed, else the
 * browser's. The conversions are @festival/i18n's zone helpers (zoned.ts).
 */
import { browserTimeZone, fromLocalInput as fromZonedInput, toLocalInput as toZonedInput } from '@festival/i18n/zoned';

/** 'YYYY-MM-DDTHH:mm' of an instant on the clocks of `timeZone` (what a datetime-local input shows); '' when empty or invalid. */
export function toLocalInput(iso: string | null | undefined, timeZone: string = browserTimeZone()): string {
  return toZonedInput(iso, timeZone);
}

/** The instant a datetime-local value means on the clocks of `timeZone`, as ISO; null when empty or invalid. */
export function fromLocalInput(value: string, timeZone: string = browserTimeZone()): string | null {
  return fromZonedInput(value, timeZone);
}
