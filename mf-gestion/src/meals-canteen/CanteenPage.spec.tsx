/** @dom */
// A real IndexedDB in memory (jsdom has none) and the platform's WebCrypto (jsdom's lacks `subtle`).
import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/react';
import { act, draw, screen, waitFor, type ServedApi } from '@festival/ui/testing';
import { closeOfflineStore, SCANNER_DB } from '../shared/scanner/offlineStore';
import { codeKey } from '../shared/scanner/scannerRules';
import { EDITION, serveEditionPage, signIn, signOut } from '../shared/testing/listPage';
import CanteenPage from './CanteenPage';
import { mealsCanteenEntry } from './entry';
import { mealAnswer, mealCopy, mealCopyPerson, meals } from './testing/canteenFixtures';

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const MEALS = `/api/editions/${EDITION.id}/meals`;
let server: ServedApi;

/** The browser's network state, as Chromium's offline mode sets it, and the event it fires. */
function network(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => {
  signIn();
  network(true);
  // Each case starts with the automatic mode off (a case may turn it on).
  localStorage.removeItem('festival.canteen.auto');
});
afterEach(async () => {
  signOut();
  await closeOfflineStore();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(SCANNER_DB);
    request.onsuccess = request.onerror = resolve;
  });
  await server.close();
});

const start = (copy = mealCopy(), synced = mealAnswer({ entryId: 40 })) =>
  serveEditionPage({ validateMeals: true }, (call) => {
    if (call.path === `${MEALS}/canteen/meals`) return { body: meals() };
    if (/\/meals\/\d+\/copy$/.test(call.path)) return { body: copy };
    if (/\/meals\/\d+\/check$/.test(call.path)) return { body: mealAnswer() };
    if (/\/meals\/\d+\/entries$/.test(call.path)) return { body: mealAnswer({ entryId: 31 }) };
    if (/\/meals\/\d+\/entries\/sync$/.test(call.path))
      return { body: { results: (call.body as { entries: { clientId: string }[] }).entries.map((e) => ({ clientId: e.clientId, answer: synced })) } };
    return undefined;
  });

const route = `/editions/${EDITION.id}/gestion/meals/validate`;
const posts = (path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === path);
const typeCode = async (user: ReturnType<typeof draw>['user'], code: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'Code (scanner or typed)' }), `${code}{Enter}`);
};

describe('CanteenPage', () => {
  it('opens on the meal being served, asks about a code for it, then serves it with a clientId and the device id', async () => {
    server = await start();
    const { user } = draw(<CanteenPage />, { route, path: mealsCanteenEntry.path });
    expect(await screen.findByRole('textbox', { name: 'Meal' })).toHaveValue('Lunch, Fri, May 14');
    await typeCode(user, 'CODE-ADA');
    expect(await screen.findByRole('heading', { name: 'May eat' })).toBeInTheDocument();
    expect(posts(`${MEALS}/12/check`)[0]!.body).toEqual({ code: 'CODE-ADA' });
    await user.click(screen.getByRole('button', { name: 'Serve the meal' }));
    expect(await screen.findByRole('heading', { name: 'Served — enjoy your meal' })).toBeInTheDocument();
    expect(posts(`${MEALS}/12/entries`)[0]!.body).toEqual({ code: 'CODE-ADA', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), deviceId: localStorage.getItem('festival.gate.device') });
  });

  it('scans for another meal once it is picked', async () => {
    server = await start();
    const { user } = draw(<CanteenPage />, { route, path: mealsCanteenEntry.path });
    await user.click(await screen.findByRole('textbox', { name: 'Meal' }));
    await user.click(await screen.findByRole('option', { name: 'Breakfast, Fri, May 14' }));
    await typeCode(user, 'CODE-ADA');
    await screen.findByRole('heading', { name: 'May eat' });
    expect(posts(`${MEALS}/11/check`)).toHaveLength(1);
    expect(posts(`${MEALS}/12/check`)).toHaveLength(0);
  });

  it('offline: answers from the meal’s copy, queues the plate, says ALREADY EATEN to a second scan, and sends the queue once back', async () => {
    const copy = mealCopy({ people: [mealCopyPerson({ h: await codeKey('CODE-ADA') })] });
    server = await start(copy);
    const { user } = draw(<CanteenPage />, { route, path: mealsCanteenEntry.path });
    await waitFor(() => expect(server.calls.some((c) => c.path === `${MEALS}/12/copy`)).toBe(true));
    await screen.findByRole('textbox', { name: 'Code (scanner or typed)' });
    network(false);
    await user.click(screen.getByRole('switch', { name: /Serve at once/ }));
    await typeCode(user, 'CODE-ADA');
    expect(await screen.findByRole('heading', { name: 'Served — enjoy your meal' })).toBeInTheDocument();
    expect(screen.getByTestId('canteen-waiting')).toHaveTextContent('Waiting to send: 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await typeCode(user, 'CODE-ADA');
    expect(await screen.findByRole('heading', { name: 'Already eaten' })).toBeInTheDocument();
    expect(screen.getByTestId('canteen-waiting')).toHaveTextContent('Waiting to send: 1');
    expect(posts(`${MEALS}/12/entries`)).toHaveLength(0);
    network(true);
    await waitFor(() => expect(screen.queryByTestId('canteen-waiting')).not.toBeInTheDocument());
    const [sent] = posts(`${MEALS}/12/entries/sync`);
    expect(sent!.body).toEqual({ entries: [{ code: 'CODE-ADA', clientId: expect.any(String), deviceId: expect.any(String), scannedAt: expect.any(String), offline: true }] });
  });

  it('keeps listing a plate served twice offline once the meal’s copy is downloaded again', async () => {
    const other = { entryId: 41, at: '2027-05-14T10:00:00.000Z', by: 'cook', deviceId: 'other-phone', offline: false };
    server = await start(mealCopy({ people: [mealCopyPerson({ h: await codeKey('CODE-ADA') })] }), mealAnswer({ outcome: 'ALREADY_EATEN', entryId: 42, conflict: true, previous: other }));
    const { user } = draw(<CanteenPage />, { route, path: mealsCanteenEntry.path });
    await waitFor(() => expect(server.calls.filter((c) => c.path === `${MEALS}/12/copy`)).toHaveLength(1));
    await screen.findByRole('textbox', { name: 'Code (scanner or typed)' });
    network(false);
    await typeCode(user, 'CODE-ADA');
    await user.click(await screen.findByRole('button', { name: 'Serve the meal' }));
    await screen.findByRole('heading', { name: 'Served — enjoy your meal' });
    network(true);
    // Back online: the queue is sent (a conflict reported), then the copy downloaded again.
    await waitFor(() => expect(server.calls.filter((c) => c.path === `${MEALS}/12/copy`)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('canteen-waiting')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Conflicts: 1' })).toBeInTheDocument();
  });
});
