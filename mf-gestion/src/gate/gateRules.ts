/**
 * The gate's rules on the device: the answer the offline copy gives (a mirror of the server's: the
 * copy's state, then the tier's window, then "already in"), merging a refresh into the copy, the
 * code key the copy is indexed by, and the offline queue's bookkeeping. Pure, but for the hash.
 */
import type { Schemas } from '@festival/api-client';

export type GateAnswer = Schemas['GateAnswerDto'];
export type GatePerson = Schemas['GatePersonDto'];
export type GateCopy = Schemas['GateCopyDto'];
export type GateCopyPerson = Schemas['GateCopyPersonDto'];
export type GateConflict = Schemas['GateConflictDto'];
export type GateEntry = Schemas['GateEntryDto'];
export type GateOutcome = Schemas['GateAnswerDto']['outcome'];
export type GateSubjectKind = Schemas['GatePersonDto']['kind'];
export type PaymentMethod = NonNullable<GateEntry['paymentMethod']>;

/** The server's GATE_CODE_HASH_BYTES: the copy's key is the first 12 bytes of SHA-256 of the code. */
export const CODE_HASH_BYTES = 12;
/** The server's GATE_SYNC_MAX: validations sent at once. */
export const SYNC_BATCH = 200;
/** A copy older than this is downloaded whole again rather than refreshed. */
export const COPY_MAX_AGE_MS = 60 * 60_000;
/** How often the copy is refreshed by its changes. */
export const COPY_REFRESH_MS = 30_000;
/** A request longer than this counts as a network cut: the copy answers. */
export const ONLINE_TIMEOUT_MS = 4_000;

/** Outcomes that let the person in (or would). */
export const letsIn = (outcome: GateOutcome): boolean => outcome === 'VALID';

/** The colour of an outcome on the result screen: green in, orange already in, grey unknown, red every refusal. */
export function outcomeColor(outcome: GateOutcome): 'green' | 'orange' | 'gray' | 'red' {
  if (outcome === 'VALID') return 'green';
  if (outcome === 'ALREADY_IN') return 'orange';
  if (outcome === 'UNKNOWN') return 'gray';
  return 'red';
}

/** base64url without padding, as the server writes the code key. */
function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The copy's key of a scanned code: the first 12 bytes of its SHA-256, base64url (the code itself never travels in the copy). */
export async function codeKey(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)));
  return base64url(digest.slice(0, CODE_HASH_BYTES));
}

/** A copy's person's key by kind and id (a person picked from a search, a change to merge). */
export const subjectKey = (kind: GateSubjectKind, subjectId: number): string => `${kind}:${subjectId}`;

/** Merges a refresh (`full: false`: only what changed since the cursor) into the copy; a whole copy replaces it. */
export function mergeCopy(copy: GateCopy | null, next: GateCopy): GateCopy {
  if (next.full || !copy) return next;
  const byId = <T extends { id: number }>(old: T[], changed: T[]) => [...new Map([...old, ...changed].map((x) => [x.id, x])).values()];
  const people = new Map(copy.people.map((p) => [subjectKey(p.k, p.i), p]));
  for (const p of next.people) people.set(subjectKey(p.k, p.i), p);
  const conflicts = new Map([...copy.conflicts, ...next.conflicts].map((c) => [c.clientId, c]));
  return {
    ...next,
    full: true,
    tiers: byId(copy.tiers, next.tiers),
    options: byId(copy.options, next.options),
    returnables: byId(copy.returnables, next.returnables),
    people: [...people.values()],
    conflicts: [...conflicts.values()],
  };
}

/** Whether a stored copy is too old to refresh by its changes. */
export const copyIsStale = (savedAt: number, now: number): boolean => now - savedAt > COPY_MAX_AGE_MS;

/** A person of the copy as the server's answer draws them (names of tiers, options and returnables looked up). */
export function personFromCopy(copy: GateCopy, p: GateCopyPerson): GatePerson {
  const label = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name;
  const names = (list: { id: number; name: string }[], ids: number[]) => ids.flatMap((id) => label(list, id) ?? []);
  return {
    kind: p.k,
    subjectId: p.i,
    name: p.n,
    tier: copy.tiers.find((t) => t.id === p.t) ?? null,
    options: names(copy.options, p.o),
    orderNumber: p.k === 'TICKET' ? p.d : null,
    teams: p.k === 'VOLUNTEER' && p.d ? [p.d] : [],
    shows: p.k === 'ARTIST' && p.d ? [p.d] : [],
    answers: p.a.map(([label, answer]) => ({ label: label ?? '', answer: answer ?? '' })),
    returnables: names(copy.returnables, p.r),
    meals: [],
    entry: p.e ? { entryId: 0, at: p.e, by: null, deviceId: '', offline: true } : null,
  };
}

/** The copy's outcome for a person now: its refusal state, else the tier's window, else already in, else valid. */
export function copyOutcome(copy: GateCopy, p: GateCopyPerson, now: number): GateOutcome {
  if (p.s !== 'VALID') return p.s;
  const tier = p.t == null ? null : copy.tiers.find((t) => t.id === p.t);
  if (tier?.validFrom && now < Date.parse(tier.validFrom)) return 'NOT_YET_VALID';
  if (tier?.validUntil && now > Date.parse(tier.validUntil)) return 'EXPIRED';
  if (p.e) return 'ALREADY_IN';
  return 'VALID';
}

/** The answer the copy gives about a person (or none: UNKNOWN, revealing nothing), as the server would word it. */
export function answerFromCopy(copy: GateCopy, p: GateCopyPerson | undefined, now: number): GateAnswer {
  const unknown: GateAnswer = { outcome: 'UNKNOWN', person: null, entryId: null, conflict: false, previous: null, otherEdition: null, toPay: null, currency: copy.currency };
  if (!p) return unknown;
  const outcome = copyOutcome(copy, p, now);
  const person = personFromCopy(copy, p);
  return {
    ...unknown,
    outcome,
    person,
    previous: outcome === 'ALREADY_IN' ? person.entry : null,
    toPay: outcome === 'VALID' && p.p ? p.p : null,
  };
}

/** The copy once a person is let in on this device (so a second scan answers ALREADY_IN), or back out after an undo of a queued validation. */
export function markInCopy(copy: GateCopy, kind: GateSubjectKind, subjectId: number, at: string | null): GateCopy {
  return { ...copy, people: copy.people.map((p) => (p.k === kind && p.i === subjectId ? { ...p, e: at, p: at ? null : p.p } : p)) };
}

/** The people of the copy whose name holds every word typed (accents and case ignored), for the search offline. */
export function searchCopy(copy: GateCopy, query: string, max = 20): GateCopyPerson[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: GateCopyPerson[] = [];
  for (const p of copy.people) {
    const name = fold(`${p.n} ${p.d ?? ''}`);
    if (words.every((w) => name.includes(w))) found.push(p);
    if (found.length >= max) break;
  }
  return found;
}

/** A search needs at least this many characters (the API's rule). */
export const SEARCH_MIN = 2;
export const searchable = (query: string): boolean => query.trim().length >= SEARCH_MIN;

/** The queue split into the batches `entries/sync` takes, oldest first. */
export function syncBatches<T extends { scannedAt?: string }>(queue: readonly T[], size = SYNC_BATCH): T[][] {
  const sorted = [...queue].sort((a, b) => (a.scannedAt ?? '').localeCompare(b.scannedAt ?? ''));
  const batches: T[][] = [];
  for (let i = 0; i < sorted.length; i += size) batches.push(sorted.slice(i, i + size));
  return batches;
}

/** Whether an error is a network cut (no answer, or none in time) rather than the server's answer. */
export function isNetworkCut(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError' || name === 'NetworkError';
}

/** Money in the edition's currency, from cents. */
export const money = (cents: number, currency: string, lng: string): string => new Intl.NumberFormat(lng, { style: 'currency', currency }).format(cents / 100);
