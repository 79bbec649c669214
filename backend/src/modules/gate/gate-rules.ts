/**
 * The gate's pure rules: what a scan answers about a ticket, a volunteer or an artist, how far the
 * device's clock may be trusted, and what is left to pay at the gate.
 */
import { searchWords, ticketStanding as standingOfTicket, tierWindowAt } from '../ticketing/orders.dto';
import { GateOutcome, GateSubjectKind } from './gate-fields';

/** The one application status that lets a volunteer in. */
const ACCEPTED = 'ACCEPTED';

/** An offline validation may be sent this long after it was made (a device back after a long cut). */
export const SCANNED_AT_MAX_AGE_MS = 7 * 24 * 3600_000;
/** A device's clock may be ahead of the server's by this much. */
export const SCANNED_AT_MAX_AHEAD_MS = 5 * 60_000;

/** Where a volunteer stands whatever the gate: only an accepted application lets them in. */
export const volunteerStanding = (status: string | null): GateOutcome.VALID | GateOutcome.NOT_ACCEPTED => (status === ACCEPTED ? GateOutcome.VALID : GateOutcome.NOT_ACCEPTED);

/** Where a ticket stands whatever the gate: valid, refunded by the provider, or otherwise no longer valid. */
export type TicketStanding = GateOutcome.VALID | GateOutcome.REFUNDED | GateOutcome.CANCELLED;

/** Ticketing's one rule (valid; refunded by the provider; cancelled), in the gate's words. */
export function ticketStanding(state: string, source: string): TicketStanding {
  return GateOutcome[standingOfTicket(state, source)];
}

/** What the gate knows of a code or a picked person before answering. */
export type GateFacts =
  | { kind: GateSubjectKind.TICKET; state: string; source: string; validFrom: Date | null; validUntil: Date | null }
  | { kind: GateSubjectKind.VOLUNTEER; status: string }
  | { kind: GateSubjectKind.ARTIST };

/**
 * The answer about a person of this edition at `at`: a ticket's standing first, then its tier's
 * window (the desk's: both ends included), then whether they are in; a volunteer must
 * be accepted; an artist's record of the edition lets them in once.
 */
export function outcomeOf(facts: GateFacts, inForce: boolean, at: Date): GateOutcome {
  if (facts.kind === GateSubjectKind.TICKET) {
    const standing = ticketStanding(facts.state, facts.source);
    if (standing !== GateOutcome.VALID) return standing;
    const window = tierWindowAt(facts, at);
    if (window !== 'within') return window === 'before' ? GateOutcome.NOT_YET_VALID : GateOutcome.EXPIRED;
  }
  if (facts.kind === GateSubjectKind.VOLUNTEER && volunteerStanding(facts.status) !== GateOutcome.VALID) return GateOutcome.NOT_ACCEPTED;
  return inForce ? GateOutcome.ALREADY_IN : GateOutcome.VALID;
}

/** A code found nowhere is UNKNOWN; found in another edition, WRONG_EDITION; else null (this edition's: ask `outcomeOf`). */
export function codeOutcome(foundEditionId: number | null, editionId: number): GateOutcome.UNKNOWN | GateOutcome.WRONG_EDITION | null {
  if (foundEditionId === null) return GateOutcome.UNKNOWN;
  return foundEditionId === editionId ? null : GateOutcome.WRONG_EDITION;
}

/** Why the device's time of a validation is refused (server.json key), or null: at most 7 days old, at most 5 minutes ahead. */
export function scannedAtError(scannedAt: Date, now: Date): string | null {
  if (scannedAt.getTime() < now.getTime() - SCANNED_AT_MAX_AGE_MS) return 'errors.gate.scannedTooLongAgo';
  if (scannedAt.getTime() > now.getTime() + SCANNED_AT_MAX_AHEAD_MS) return 'errors.gate.scannedInFuture';
  return null;
}

/** Cents to pay at the gate: an on-site order left unpaid (no payment method) owes its amount; anything else, nothing (null). */
export function toPay(order: { source: string | null; paymentMethod: string | null; amount: number | null }): number | null {
  return order.source === 'ONSITE' && order.paymentMethod === null && (order.amount ?? 0) > 0 ? order.amount : null;
}

/** Who is asked about: a code, or a person picked by kind and id; the field to blame when it is neither or both. */
export function lookupError(lookup: { code?: string; kind?: GateSubjectKind; subjectId?: number }): { field: string; key: string } | null {
  const byCode = lookup.code !== undefined;
  const bySubject = lookup.kind !== undefined || lookup.subjectId !== undefined;
  if (byCode && bySubject) return { field: 'code', key: 'errors.gate.codeOrPerson' };
  if (byCode) return null;
  if (lookup.kind === undefined) return { field: lookup.subjectId === undefined ? 'code' : 'kind', key: lookup.subjectId === undefined ? 'errors.gate.codeOrPerson' : 'validation.isNotEmpty' };
  return lookup.subjectId === undefined ? { field: 'subjectId', key: 'validation.isNotEmpty' } : null;
}

/** A search needs this many characters (trimmed). */
export const GATE_SEARCH_MIN = 2;

/** The words of a search (the orders' rule: at most 8); null when it is too short to search. */
export function gateSearchWords(q: string): string[] | null {
  return [...q.trim()].length < GATE_SEARCH_MIN ? null : searchWords(q);
}
