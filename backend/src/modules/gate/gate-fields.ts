/**
 * The enumerations and constants of the gate, declared once: the DTOs, the rules and, through the
 * generated client, the scanner's screens derive from these.
 */

/** What a code or a search result stands for. */
export enum GateSubjectKind {
  TICKET = 'TICKET',
  VOLUNTEER = 'VOLUNTEER',
  ARTIST = 'ARTIST',
}

/**
 * The gate's one answer about a person, before or after letting them in:
 * - VALID: may come in (after a let-in: they are in now, by this validation);
 * - ALREADY_IN: entered earlier (when, by whom, on which device);
 * - REFUNDED: a synced ticket the provider refunded (the last sync saw it); CANCELLED: any other ticket no longer valid;
 * - WRONG_EDITION: a real code of another edition (a ticket, a volunteer or an artist record of it);
 * - NOT_YET_VALID / EXPIRED: outside the tier's validity window;
 * - NOT_ACCEPTED: a volunteer whose application is not accepted;
 * - UNKNOWN: not recognised (an unknown or forged code): says nothing more.
 */
export enum GateOutcome {
  VALID = 'VALID',
  ALREADY_IN = 'ALREADY_IN',
  REFUNDED = 'REFUNDED',
  CANCELLED = 'CANCELLED',
  WRONG_EDITION = 'WRONG_EDITION',
  NOT_YET_VALID = 'NOT_YET_VALID',
  EXPIRED = 'EXPIRED',
  NOT_ACCEPTED = 'NOT_ACCEPTED',
  UNKNOWN = 'UNKNOWN',
}

/** A line of a person's gate history. */
export enum GateAction {
  ENTRY = 'ENTRY',
  UNDO = 'UNDO',
}

/** The longest code read (HelloAsso's QR codes are long base64 texts; ours are 43 characters). */
export const GATE_CODE_MAX = 500;
/** A device's id (made once per browser, kept in its storage). */
export const GATE_DEVICE_ID_MAX = 64;
/** Validations sent at once when a device comes back online. */
export const GATE_SYNC_MAX = 200;
/** People a search answers. */
export const GATE_SEARCH_MAX = 20;
/** Validations the dashboard lists. */
export const GATE_RECENT_MAX = 20;
/** People "due today, not yet in" the dashboard lists. */
export const GATE_DUE_MAX = 100;
/**
 * The offline copy's code key: the first bytes of SHA-256 of the code, base64url. The device hashes
 * what it scans the same way; the codes themselves never leave the server.
 */
export const GATE_CODE_HASH_BYTES = 12;
/** A refresh of the offline copy asks again for what changed this long before its cursor (clocks, slow transactions). */
export const GATE_COPY_OVERLAP_MS = 30_000;
