/**
 * A `datetime-local` input holds a wall-clock time without a zone ('YYYY-MM-DDTHH:mm'); the API
 * speaks instants (ISO 8601). These two convert between them in the browser's time zone.
 */

/** 'YYYY-MM-DDTHH:mm' of an instant in the browser's time zone (what a datetime-local input shows); '' when empty or invalid. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value means (browser's time zone), as ISO; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
