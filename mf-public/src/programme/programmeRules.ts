/** Pure rules of the public programme: shows by day (in the browser's time zone), the calendar link. */

/** The local day of an ISO moment (browser's zone), YYYY-MM-DD. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Shows grouped by the local day they start on, days and shows in time order. */
export function showsByDay<T extends { startDateTime: string; id: number }>(shows: readonly T[], dayOf: (iso: string) => string = localDay): { day: string; shows: T[] }[] {
  const groups: { day: string; shows: T[] }[] = [];
  const sorted = [...shows].sort((a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.id - b.id);
  for (const show of sorted) {
    const day = dayOf(show.startDateTime);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.shows.push(show);
    else groups.push({ day, shows: [show] });
  }
  return groups;
}

/** The day to open the programme on: today when the programme has it, else the first day. */
export function openingDay(days: readonly string[], today: string): string | undefined {
  return days.includes(today) ? today : days[0];
}

/** The webcal:// form of the feed (calendar apps subscribe to it). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
