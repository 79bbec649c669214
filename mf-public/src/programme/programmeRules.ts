/**
 * Pure rules of the public programme: shows by day (the edition's days, on its clocks: `dayOf` reads
 * a show's day, e.g. with @festival/i18n's dayOf and the answer's timeZone), the calendar link.
 */

/** Shows grouped by the local day they start on (`dayOf`: shows of editions in other zones may each have their own), days and shows in time order. */
export function showsByDay<T extends { startDateTime: string; id: number }>(shows: readonly T[], dayOf: (show: T) => string): { day: string; shows: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...shows].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.id - b.id);
  for (const show of sorted) {
    const day = dayOf(show);
    groups.set(day, [...(groups.get(day) ?? []), show]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, shows: list }));
}

/** The day to open the programme on: today when the programme has it, else the first day. */
export function openingDay(days: readonly string[], today: string): string | undefined {
  return days.includes(today) ? today : days[0];
}

/** The webcal:// form of the feed (calendar apps subscribe to it). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
