/** Pure rules of the volunteer space: the calendar links, slots grouped by day, statuses. */

/** The webcal:// form of the feed (calendar apps subscribe to it). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Slots grouped by their local day (in the browser's zone), in time order. */
export function byDay<T extends { start: string }>(slots: readonly T[], dayKey: (iso: string) => string): { day: string; slots: T[] }[] {
  const groups: { day: string; slots: T[] }[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = dayKey(slot.start);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}

export const STATUS_COLOR: Record<string, string> = { PENDING: 'yellow', ACCEPTED: 'green', REJECTED: 'gray' };

/** The local day of an ISO moment (browser's zone), YYYY-MM-DD. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
