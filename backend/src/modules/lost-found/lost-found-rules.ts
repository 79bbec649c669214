import { LostFoundStatus } from './lost-found.entity';

/** What an item records of its handing back. */
export interface ReturnRecord {
  status: LostFoundStatus;
  returnedAt: Date | null;
  returnedById: number | null;
}

/**
 * The item's state after the team sets `wanted`: RETURNED records when and by whom, LOST again (a
 * mistake) forgets it; null when nothing changes (marking it RETURNED twice keeps the first time).
 */
export function statusChange(current: LostFoundStatus, wanted: LostFoundStatus, actorId: number, now: Date): ReturnRecord | null {
  if (current === wanted) return null;
  return wanted === LostFoundStatus.RETURNED ? { status: wanted, returnedAt: now, returnedById: actorId } : { status: wanted, returnedAt: null, returnedById: null };
}

/** Whom a comment tells: the team member who recorded the item, unless they wrote it or their account is gone. */
export function commentRecipient(recorderId: number | null, commenterId: number): number | null {
  return recorderId !== null && recorderId !== commenterId ? recorderId : null;
}
