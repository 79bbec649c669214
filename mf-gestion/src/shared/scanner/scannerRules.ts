/**
 * What every checkpoint's scanner (the gate, the canteen) does alike on the device: the code key its
 * offline copy is indexed by, the copy's age, the queue's batches, telling a network cut from the
 * server's answer, and the search of the copy by name. Pure, but for the hash.
 */

/** What a code or a search result stands for (the API's GateSubjectKind). */
export type SubjectKind = 'TICKET' | 'VOLUNTEER' | 'ARTIST';

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
export const subjectKey = (kind: SubjectKind, subjectId: number): string => `${kind}:${subjectId}`;

/** Whether a stored copy is too old to refresh by its changes. */
export const copyIsStale = (savedAt: number, now: number): boolean => now - savedAt > COPY_MAX_AGE_MS;

/** The people of a copy whose text (`textOf`: name and details) holds every word typed (accents and case ignored), for the search offline. */
export function searchPeople<P>(people: readonly P[], query: string, textOf: (p: P) => string, max = 20): P[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: P[] = [];
  for (const p of people) {
    const text = fold(textOf(p));
    if (words.every((w) => text.includes(w))) found.push(p);
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

/** Offline (the browser says so) fails at once, like a cut: no request is made. */
class OfflineNow extends TypeError {}

/** The signal of a scanner's request: a cut at once when the browser is offline, else after ONLINE_TIMEOUT_MS (× `times` for a batch). */
export function inTime(times = 1): AbortSignal {
  // Read through globalThis: the backend's parity test compiles these rules without the DOM's types.
  if (times === 1 && (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false) throw new OfflineNow('offline');
  return AbortSignal.timeout(ONLINE_TIMEOUT_MS * times);
}
