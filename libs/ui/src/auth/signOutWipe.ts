/**
 * Data a remote keeps on the device for a signed-in user (a scanner's offline copy in IndexedDB)
 * and that a sign-out must wipe, even when that remote's code is not loaded: the names are kept in
 * localStorage, and the shell's sign-out deletes them all.
 */
import { localRecords } from '../providers/browserStorage';

const KEY = 'festival.signOut.databases';

const recorded = (): string[] => {
  try {
    const names: unknown = JSON.parse(localRecords.getItem(KEY) ?? '[]');
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
};

/** Names an IndexedDB database to delete at the next sign-out. */
export function wipeOnSignOut(database: string): void {
  const names = recorded();
  if (!names.includes(database)) localRecords.setItem(KEY, JSON.stringify([...names, database]));
}

/** Deletes every database named by `wipeOnSignOut` (the shell's sign-out calls it). */
export async function wipeSignedOutData(): Promise<void> {
  const names = recorded();
  localRecords.removeItem(KEY);
  if (typeof indexedDB === 'undefined') return;
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          // Blocked: an open tab holds it; the deletion completes once that tab lets go.
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
