/** The pickups page's pure rules: names, times and days as shown, what is still without a driver. */
import { formatDate } from '@festival/i18n';

interface Person {
  pseudo: string;
  prenom: string | null;
  nom: string | null;
}

interface Trip {
  at: string | null;
  responsible: Person | null;
}

/** A team member's name: first and last name, else the pseudo (shared/gestionRules.ts). */
export { personName } from '../shared/gestionRules';

/** 'HH:mm' (as the language writes it) of a moment in the list's time zone. */
export const timeOf = (iso: string, timeZone: string, lng: string): string => formatDate(iso, lng, { timeStyle: 'short', timeZone });

/** A day (YYYY-MM-DD) in full words: "Thursday, July 1, 2027". */
export const dayTitle = (day: string, lng: string): string => formatDate(`${day}T12:00:00Z`, lng, { dateStyle: 'full', timeZone: 'UTC' });

/** How many trips there are, and how many still have nobody to drive. */
export function tripCounts(days: readonly { trips: readonly Trip[] }[], undated: readonly Trip[]): { total: number; unassigned: number } {
  const all = [...days.flatMap((d) => d.trips), ...undated];
  return { total: all.length, unassigned: all.filter((trip) => trip.responsible === null).length };
}

/** A phone number as a tel: link (spaces, dots, dashes and brackets left out). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[\s.()-]/g, '')}`;

/** "Only mine" from the address (?mine=1). */
export const mineOf = (value: string | null): boolean => value === '1' || value === 'true';
