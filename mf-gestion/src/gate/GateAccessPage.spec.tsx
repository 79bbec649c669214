/** @dom */
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { draw, liveStream, screen, waitFor, type LiveStream, type ServedApi } from '@festival/ui/testing';
import { Address, addressNow, EDITION, serveEditionPage, signIn, signOut } from '../shared/testing/listPage';
import GateAccessPage from './GateAccessPage';
import { gateEntry } from './entry';
import { copy } from './testing/gateFixtures';

// A page's first draw loads its lazy parts: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const DASHBOARD = {
  timeZone: EDITION.timeZone,
  entriesPerHour: [],
  tiers: [],
  volunteers: { arrived: 0, expected: 2 },
  artists: { arrived: 0, expected: 0 },
  recent: [],
  dueToday: [],
  dueTotal: 0,
};

let server: ServedApi;
let live: LiveStream;
beforeEach(signIn);
afterEach(() => {
  signOut();
  return server.close();
});

const start = () => {
  live = liveStream();
  return serveEditionPage({ scanAtGate: true }, (call) => {
    if (call.path === `/api/editions/${EDITION.id}/gate/dashboard`) return { body: DASHBOARD };
    if (call.path === `/api/editions/${EDITION.id}/gate/live`) return live.answer;
    if (call.path === `/api/editions/${EDITION.id}/gate/copy`) return { body: copy() };
    return undefined;
  });
};

const page = (
  <>
    <GateAccessPage />
    <Address />
  </>
);
const base = `/editions/${EDITION.id}/gestion/ticketing/access-control`;

describe('GateAccessPage: the tab is in the address', () => {
  it('opens on the dashboard a notice of arrivals links to', async () => {
    server = await start();
    draw(page, { route: `${base}?tab=dashboard`, path: gateEntry.path });
    expect(await screen.findByRole('tab', { name: 'Dashboard', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((c) => c.path === `/api/editions/${EDITION.id}/gate/dashboard`)).toBe(true));
  });

  it('opens on the scanner otherwise, and writes the tab chosen to the address', async () => {
    server = await start();
    const { user } = draw(page, { route: base, path: gateEntry.path });
    expect(await screen.findByRole('tab', { name: 'Scanner', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    await waitFor(() => expect(addressNow()).toEqual({ tab: 'dashboard' }));
    await user.click(screen.getByRole('tab', { name: 'Scanner' }));
    await waitFor(() => expect(addressNow()).toEqual({}));
  });
});
