import { formatDay, formatInZone } from '@festival/i18n/zoned';
import type { Schemas } from '@festival/api-client';

/**
 * The bounds of the volunteer period as a reader says them, on the edition's clocks (`timeZone`): a
 * setup start or teardown end the organisers set as its date and time, else the edition's first or
 * last day (the period ends at the midnight after it, which would read as the next day).
 */
export function periodBounds(period: Schemas['VolunteerPeriodDto'], lng: string, timeZone: string): { start: string; end: string } {
  const moment = (iso: string) => formatInZone(iso, lng, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
  const day = (date: string) => formatDay(date, lng, { dateStyle: 'medium' });
  return {
    start: period.setupStart ? moment(period.setupStart) : day(period.startDate),
    end: period.teardownEnd ? moment(period.teardownEnd) : day(period.endDate),
  };
}
