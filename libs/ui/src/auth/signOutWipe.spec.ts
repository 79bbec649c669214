/** @dom */
// A real IndexedDB in memory: jsdom has none.
import 'fake-indexeddb/auto';
import { wipeOnSignOut, wipeSignedOutData } from './signOutWipe';

const open = (name: string) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('rows');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const names = async () => (await indexedDB.databases()).map((d) => d.name).sort();

describe('signOutWipe', () => {
  it('deletes at sign-out every database a remote named, and only those', async () => {
    (await open('festival-scanner')).close();
    (await open('kept-by-someone-else')).close();
    wipeOnSignOut('festival-scanner');
    wipeOnSignOut('festival-scanner');
    expect(JSON.parse(localStorage.getItem('festival.signOut.databases')!)).toEqual(['festival-scanner']);
    await wipeSignedOutData();
    expect(await names()).toEqual(['kept-by-someone-else']);
    expect(localStorage.getItem('festival.signOut.databases')).toBeNull();
  });
});
