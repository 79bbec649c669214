/** Pure rules of claiming a convention whose team is gone. */

export const CLAIM_CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** An author who has not signed in for a year no longer counts as an active team. */
export const INACTIVE_AFTER_MS = 365 * 24 * 60 * 60 * 1000;

export interface ClaimFacts {
  /** The convention's contact address, where the code goes. */
  email: string | null;
  hasCollaborators: boolean;
  /** When the author last signed in; null if never (e.g. imported data). */
  authorLastLoginAt: Date | null;
}

/**
 * A convention can be claimed when it has a contact e-mail, no collaborator, and an author who has
 * not signed in for a year (or never did).
 */
export function isClaimable(f: ClaimFacts, now: number): boolean {
  if (!f.email || f.hasCollaborators) return false;
  return !f.authorLastLoginAt || now - f.authorLastLoginAt.getTime() > INACTIVE_AFTER_MS;
}

/** Whether this caller may be offered to claim: not the author, not already on the team. */
export function mayOfferClaim(caller: { userId?: number; onTeam: boolean }, authorId: number): boolean {
  return !caller.onTeam && caller.userId !== authorId;
}
