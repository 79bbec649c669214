/** @dom */
// A real IndexedDB in memory (jsdom has none) and the platform's WebCrypto (jsdom's lacks `subtle`).
import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/react';
import { authStore, type AuthUser } from '@festival/ui';
import { act, draw, screen, serveApi, waitFor, type ApiCall, type ApiAnswer, type ServedApi } from '@festival/ui/testing';
import { closeOfflineStore, SCANNER_DB } from '../../shared/scanner/offlineStore';
import { codeKey } from '../gateRules';
import { answer, copy, copyPerson } from '../testing/gateFixtures';
import { GateScanner } from './GateScanner';

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const GATE = '/api/editions/7/gate';
let server: ServedApi;

/** The browser's network state, as Chromium's offline mode sets it, and the event it fires. */
function network(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const serve = (answerOf: (call: ApiCall) => ApiAnswer | undefined) =>
  serveApi((call) => answerOf(call) ?? (call.path === `${GATE}/copy` ? { body: copy({ people: [] }) } : undefined));

const posts = (path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === `${GATE}${path}`);

beforeEach(() => {
  authStore.setUser({ id: 1, pseudo: 'gate', email: 'gate@example.org' } as AuthUser);
  network(true);
});
afterEach(async () => {
  authStore.setUser(null);
  await closeOfflineStore();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(SCANNER_DB);
    request.onsuccess = request.onerror = resolve;
  });
  await server.close();
});

const typeCode = async (user: ReturnType<typeof draw>['user'], code: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'Code (scanner or typed)' }), `${code}{Enter}`);
};

describe('GateScanner', () => {
  it('asks about a typed code, then lets in with a clientId made on the device and its device id', async () => {
    server = await serve((call) => {
      if (call.path === `${GATE}/check`) return { body: answer() };
      if (call.path === `${GATE}/entries`) return { body: answer({ entryId: 31 }) };
      return undefined;
    });
    const { user } = draw(<GateScanner editionId={7} timeZone="Europe/Paris" />);
    await typeCode(user, 'CODE-ADA');
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    expect(posts('/check')[0]!.body).toEqual({ code: 'CODE-ADA' });
    expect(posts('/entries')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Let in' }));
    expect(await screen.findByRole('heading', { name: 'In — welcome' })).toBeInTheDocument();
    const body = posts('/entries')[0]!.body as Record<string, string>;
    expect(body).toEqual({ code: 'CODE-ADA', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), deviceId: localStorage.getItem('festival.gate.device') });
    expect(body.deviceId).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('pay at the gate: lets in with the payment method chosen', async () => {
    server = await serve((call) => {
      if (call.path === `${GATE}/check`) return { body: answer({ toPay: 2000 }) };
      if (call.path === `${GATE}/entries`) return { body: answer({ entryId: 32 }) };
      return undefined;
    });
    const { user } = draw(<GateScanner editionId={7} timeZone="Europe/Paris" />);
    await typeCode(user, 'CODE-UNPAID');
    await user.click(await screen.findByRole('button', { name: 'Paid by cheque — let in' }));
    await screen.findByRole('heading', { name: 'In — welcome' });
    expect(posts('/entries')[0]!.body).toMatchObject({ code: 'CODE-UNPAID', paymentMethod: 'CHEQUE' });
  });

  it('through a network cut: answers from the copy with the banner, queues the let-in, then sends it when the network returns', async () => {
    const held = copy({ people: [copyPerson({ h: await codeKey('CODE-ADA') })] });
    server = await serve((call) => {
      if (call.path === `${GATE}/copy`) return { body: held };
      if (call.path === `${GATE}/entries/sync`)
        return { body: { results: (call.body as { entries: { clientId: string }[] }).entries.map((e) => ({ clientId: e.clientId, answer: answer({ entryId: 40 }) })) } };
      return undefined;
    });
    const { user } = draw(<GateScanner editionId={7} timeZone="Europe/Paris" />);
    await waitFor(() => expect(server.calls.some((c) => c.path === `${GATE}/copy`)).toBe(true));
    await screen.findByRole('textbox', { name: 'Code (scanner or typed)' });
    network(false);
    expect(await screen.findByTestId('gate-offline')).toHaveTextContent(/^Offline — answers from the copy of /);

    await typeCode(user, 'CODE-ADA');
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    expect(screen.getByText('Answered from the offline copy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Let in' }));
    expect(await screen.findByRole('heading', { name: 'In — welcome' })).toBeInTheDocument();
    expect(screen.getByTestId('gate-waiting')).toHaveTextContent('Waiting to send: 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Marked in locally: a second scan is ALREADY IN, and nothing more is queued.
    await typeCode(user, 'CODE-ADA');
    expect(await screen.findByRole('heading', { name: 'Already in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await typeCode(user, 'FORGED');
    expect(await screen.findByRole('heading', { name: 'Not recognised' })).toBeInTheDocument();
    expect(screen.getByTestId('gate-waiting')).toHaveTextContent('Waiting to send: 1');
    expect(posts('/check')).toHaveLength(0);
    expect(posts('/entries')).toHaveLength(0);

    network(true);
    await waitFor(() => expect(screen.queryByTestId('gate-waiting')).not.toBeInTheDocument());
    expect(posts('/entries/sync')).toHaveLength(1);
    const sent = (posts('/entries/sync')[0]!.body as { entries: Record<string, unknown>[] }).entries;
    expect(sent).toEqual([{ code: 'CODE-ADA', clientId: expect.any(String), deviceId: expect.any(String), scannedAt: expect.any(String), offline: true }]);
    expect(screen.queryByTestId('gate-offline')).not.toBeInTheDocument();
  });

  it('lists the conflicts the server reports for this device', async () => {
    server = await serve((call) => {
      if (call.path === `${GATE}/copy`)
        return {
          body: copy({
            conflicts: [
              { clientId: 'c-1', entryId: 5, kind: 'TICKET', subjectId: 41, name: 'Ada Lovelace', at: '2027-05-14T08:10:00.000Z', other: { entryId: 4, at: '2027-05-14T08:05:00.000Z', by: 'Bob', deviceId: 'otherdevice1', offline: true } },
            ],
          }),
        };
      return undefined;
    });
    const { user } = draw(<GateScanner editionId={7} timeZone="Europe/Paris" />);
    await user.click(await screen.findByRole('button', { name: 'Conflicts: 1' }));
    expect(await screen.findByText('Ada Lovelace: let in here at 10:10 AM, already in since 10:05 AM (device otherdev)')).toBeInTheDocument();
  });
});
