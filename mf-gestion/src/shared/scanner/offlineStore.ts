/**
 * What a scanner keeps on the device through a network cut, in IndexedDB (over `idb`): the
 * edition's copy as ONE record (50,000 rows written one by one would take seconds on a phone), and
 * the validations made offline, one record each, waiting to be sent. The database is wiped on
 * sign-out (`wipeOnSignOut`): a shared phone keeps no one's copy.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { wipeOnSignOut } from '@festival/ui';

export const SCANNER_DB = 'festival-scanner';

/** A copy kept for an edition: whose it is, when it was saved, and the copy itself. */
export interface StoredCopy<C> {
  key: string;
  userId: number;
  savedAt: number;
  copy: C;
}

/** A validation made offline, waiting to be sent. */
export interface QueuedValidation<E> {
  clientId: string;
  scope: string;
  entry: E;
}

interface ScannerDb extends DBSchema {
  copies: { key: string; value: StoredCopy<unknown> };
  queue: { key: string; value: QueuedValidation<unknown>; indexes: { scope: string } };
}

let opening: Promise<IDBPDatabase<ScannerDb>> | null = null;

function db(): Promise<IDBPDatabase<ScannerDb>> {
  wipeOnSignOut(SCANNER_DB);
  opening ??= openDB<ScannerDb>(SCANNER_DB, 1, {
    upgrade(d) {
      d.createObjectStore('copies', { keyPath: 'key' });
      d.createObjectStore('queue', { keyPath: 'clientId' }).createIndex('scope', 'scope');
    },
    // Another tab wiping the database (a sign-out) closes this connection: open again next time.
    terminated: () => (opening = null),
    blocking: () => {
      void opening?.then((d) => d.close());
      opening = null;
    },
  });
  return opening;
}

/**
 * One scanner's storage: `scope` names what it scans (the gate of edition 7: 'gate:7'); a copy
 * saved by another user is not theirs to read.
 */
export function offlineStore<C, E extends { clientId: string }>(scope: string) {
  return {
    async readCopy(userId: number): Promise<StoredCopy<C> | null> {
      const stored = (await (await db()).get('copies', scope)) as StoredCopy<C> | undefined;
      return stored && stored.userId === userId ? stored : null;
    },
    async saveCopy(userId: number, copy: C, savedAt: number): Promise<void> {
      await (await db()).put('copies', { key: scope, userId, savedAt, copy });
    },
    async queued(): Promise<E[]> {
      const rows = await (await db()).getAllFromIndex('queue', 'scope', scope);
      return rows.map((r) => r.entry as E);
    },
    async enqueue(entry: E): Promise<void> {
      await (await db()).put('queue', { clientId: entry.clientId, scope, entry });
    },
    async drop(clientIds: readonly string[]): Promise<void> {
      const tx = (await db()).transaction('queue', 'readwrite');
      await Promise.all([...clientIds.map((id) => tx.store.delete(id)), tx.done]);
    },
  };
}

export type OfflineStore<C, E extends { clientId: string }> = ReturnType<typeof offlineStore<C, E>>;

/** Closes the connection (a test between cases, a sign-out before the wipe). */
export async function closeOfflineStore(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current).close();
}
