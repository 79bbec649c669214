/** Pure rules of the confirm page: its ids, its state, how a moment reads. */

const MAX_ID = 2_147_483_647;

/** A path parameter as a positive whole id; null for anything else (the page is a 404). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** What the recipient still has to do: confirm, or nothing (confirmed, by this visit or before). */
export type ConfirmState = 'toConfirm' | 'confirmed';

export function confirmState(confirmedAt: string | null | undefined): ConfirmState {
  return confirmedAt ? 'confirmed' : 'toConfirm';
}

/** A date and time in the reader's language ("26 Nov 2026, 14:05"). */
export function formatMoment(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
