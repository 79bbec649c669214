/** The sync's rules (pure): which orders a run asks for, where it resumes, how its failures are told. */
import { ExternalTicketingStatus, TicketingProvider } from './ticketing-fields';

/** An incremental run asks again for what changed this long before the last successful one started (clock skew between HelloAsso and us). */
export const SYNC_OVERLAP_MS = 10 * 60_000;

/** Whether an edition's connection is synced: HelloAsso, not disconnected. */
export function isSyncable(provider: TicketingProvider | null | undefined, status: ExternalTicketingStatus | null | undefined): boolean {
  return provider === TicketingProvider.HELLOASSO && status !== ExternalTicketingStatus.INACTIVE && !!status;
}

/** The orders a run asks for: changed since the last successful sync (minus the overlap; all on the first run), up to the run's start. */
export function ordersWindowOf(syncedUntil: Date | null | undefined, startedAt: Date): { from: Date | null; to: Date } {
  return { from: syncedUntil ? new Date(syncedUntil.getTime() - SYNC_OVERLAP_MS) : null, to: startedAt };
}

/**
 * Where an unfinished run is, kept with each committed page: the catalogue still to read, the
 * orders from the page of `token` on (null: the first page), or every page read.
 */
export interface ResumeState {
  phase: 'catalogue' | 'orders' | 'finishing';
  from: string | null;
  to: string;
  token: string | null;
}

/** The state a run starts from: its saved one when it was interrupted, else a new one for its window. */
export function resumeStateOf(saved: unknown, window: { from: Date | null; to: Date }): ResumeState {
  if (saved && typeof saved === 'object') {
    const s = saved as Partial<ResumeState>;
    const phaseOk = s.phase === 'catalogue' || s.phase === 'orders' || s.phase === 'finishing';
    const dateOk = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
    if (phaseOk && dateOk(s.to) && (s.from === null || dateOk(s.from)) && (s.token === null || typeof s.token === 'string')) {
      return { phase: s.phase!, from: s.from ?? null, to: s.to!, token: s.token ?? null };
    }
  }
  return { phase: 'catalogue', from: window.from?.toISOString() ?? null, to: window.to.toISOString(), token: null };
}

/** A run that has committed nothing (no page, no start) for this long is failed as STALLED, and the edition is free again. */
export const SYNC_STALL_MS = 2 * 60_000;

/**
 * Why a run or a test failed, as the page says it: the client's codes (helloasso-client.ts),
 * NOT_CONNECTED (disconnected or not HelloAsso when the run started), DISCONNECTED (while it ran),
 * SECRET_UNREADABLE (sealed with another key), STALLED (nothing committed for SYNC_STALL_MS: HelloAsso
 * too slow, or its worker gone), INTERNAL (anything else: see the server log).
 */
export const SYNC_ERROR_CODES = [
  'BAD_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'NETWORK',
  'BLOCKED_ADDRESS',
  'PROVIDER_ERROR',
  'NOT_CONNECTED',
  'DISCONNECTED',
  'SECRET_UNREADABLE',
  'STALLED',
  'INTERNAL',
] as const;
export type SyncErrorCode = (typeof SYNC_ERROR_CODES)[number];

export interface SyncError {
  code: SyncErrorCode;
  params?: Record<string, string | number>;
}

const CODES = new Set<string>(SYNC_ERROR_CODES);

/** A failure as it is kept (text column): JSON of its code and params. */
export function storedError(error: SyncError): string {
  return JSON.stringify(error.params ? { code: error.code, params: error.params } : { code: error.code });
}

/** A kept failure read back; an unreadable one is INTERNAL. */
export function readError(stored: string | null | undefined): SyncError | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<SyncError>;
    if (typeof parsed.code === 'string' && CODES.has(parsed.code)) {
      const params = parsed.params && typeof parsed.params === 'object' ? Object.fromEntries(Object.entries(parsed.params).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) : undefined;
      return params && Object.keys(params).length ? { code: parsed.code, params } : { code: parsed.code };
    }
  } catch {
    /* not JSON */
  }
  return { code: 'INTERNAL' };
}
