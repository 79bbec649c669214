/** @dom */
import { configure } from '@testing-library/react';
import type { Schemas } from '@festival/api-client';
import { draw, gate, liveStream, refusal, screen, serveApi, within, type ApiAnswer, type LiveStream, type ServedApi } from '@festival/ui/testing';
import GateDashboard from './GateDashboard';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Dashboard = Schemas['GateDashboardDto'];

const DASHBOARD: Dashboard = {
  timeZone: 'Europe/Paris',
  entriesPerHour: [
    { hour: '2026-07-10T16:00:00.000Z', count: 4 },
    { hour: '2026-07-10T17:00:00.000Z', count: 12 },
  ],
  tiers: [
    { tierId: 1, name: 'Adult', present: 16, expected: 40 },
    { tierId: 2, name: 'Child', present: 0, expected: 5 },
  ],
  volunteers: { arrived: 3, expected: 8 },
  artists: { arrived: 1, expected: 2 },
  recent: [
    { id: 31, action: 'UNDO', at: '2026-07-10T17:42:00.000Z', kind: 'TICKET', subjectId: 5, name: 'Ada Lovelace', by: 'gatekeeper', deviceId: 'phone-a', conflict: false },
    { id: 30, action: 'ENTRY', at: '2026-07-10T17:40:00.000Z', kind: 'VOLUNTEER', subjectId: 9, name: 'Grace Hopper', by: 'gatekeeper', deviceId: 'phone-b', conflict: true },
  ],
  dueToday: [{ kind: 'ARTIST', subjectId: 3, name: 'The Tuners', detail: 'Main stage', expectedAt: '2026-07-10T18:30:00.000Z' }],
  dueTotal: 3,
};

let server: ServedApi;
let live: LiveStream;
afterEach(() => server.close());

const dashboardGets = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/api/editions/7/gate/dashboard');

function start(dashboard: () => ApiAnswer = () => ({ body: DASHBOARD })) {
  live = liveStream();
  return serveApi((call) => {
    if (call.method === 'GET' && call.path === '/api/editions/7/gate/dashboard') return dashboard();
    if (call.method === 'GET' && call.path === '/api/editions/7/gate/live') return live.answer;
    return undefined;
  });
}

describe('GateDashboard', () => {
  it('shows that it is loading, then entries per hour, presence per tier, volunteers and artists, the last validations and who is due', async () => {
    const held = gate();
    server = await start(() => ({ body: DASHBOARD, until: held.until }));
    draw(<GateDashboard editionId={7} />);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    held.open();

    const hours = await screen.findByRole('region', { name: 'Entries per hour' });
    // On the edition's clocks (Paris, UTC+2 in July), not the browser's.
    expect(within(hours).getByRole('listitem', { name: '6:00 PM: 4 entries' })).toBeInTheDocument();
    expect(within(hours).getByRole('listitem', { name: '7:00 PM: 12 entries' })).toBeInTheDocument();

    const presence = screen.getByRole('region', { name: 'Present now against expected' });
    expect(within(presence).getByRole('progressbar', { name: 'Adult: 16 in of 40' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(presence).getByRole('progressbar', { name: 'Child: 0 in of 5' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(presence).getByRole('progressbar', { name: 'Volunteers: 3 in of 8' })).toBeInTheDocument();
    expect(within(presence).getByRole('progressbar', { name: 'Artists: 1 in of 2' })).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Last validations' });
    const [undo, conflict] = within(recent).getAllByTestId('gate-recent-line');
    expect(within(undo!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(undo!).getByText('Undone')).toBeInTheDocument();
    expect(within(undo!).getByText('by gatekeeper · device phone-a')).toBeInTheDocument();
    expect(within(undo!).getByText('7:42 PM')).toBeInTheDocument();
    expect(within(undo!).queryByText('Conflict')).not.toBeInTheDocument();
    expect(within(conflict!).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(conflict!).getByText('Volunteer')).toBeInTheDocument();
    expect(within(conflict!).getByText('Conflict')).toBeInTheDocument();

    const due = screen.getByRole('region', { name: 'Due today, not in yet (3)' });
    expect(within(due).getByText('The Tuners')).toBeInTheDocument();
    expect(within(due).getByText('Artist · Main stage')).toBeInTheDocument();
    expect(within(due).getByText('8:30 PM')).toBeInTheDocument();
    expect(within(due).getByText('2 more not shown.')).toBeInTheDocument();
  });

  it('names the day of each hour when the entries cross midnight on the edition’s clocks', async () => {
    const night = { ...DASHBOARD, entriesPerHour: [{ hour: '2026-07-10T21:00:00.000Z', count: 2 }, { hour: '2026-07-10T22:00:00.000Z', count: 1 }] };
    server = await start(() => ({ body: night }));
    draw(<GateDashboard editionId={7} />);
    const hours = await screen.findByRole('region', { name: 'Entries per hour' });
    expect(within(hours).getByRole('listitem', { name: 'Fri 11:00 PM: 2 entries' })).toBeInTheDocument();
    expect(within(hours).getByRole('listitem', { name: 'Sat 12:00 AM: 1 entries' })).toBeInTheDocument();
  });

  it('says when there is nothing to follow yet', async () => {
    server = await start(() => ({ body: { ...DASHBOARD, entriesPerHour: [], tiers: [], volunteers: { arrived: 0, expected: 0 }, artists: { arrived: 0, expected: 0 }, recent: [], dueToday: [], dueTotal: 0 } }));
    draw(<GateDashboard editionId={7} />);
    expect(await screen.findByText('Nothing to follow at the gate yet')).toBeInTheDocument();
  });

  it('says when no one is in yet and no one else is due', async () => {
    server = await start(() => ({ body: { ...DASHBOARD, entriesPerHour: [], recent: [], dueToday: [], dueTotal: 0 } }));
    draw(<GateDashboard editionId={7} />);
    const hours = await screen.findByRole('region', { name: 'Entries per hour' });
    expect(within(hours).getByText('No entry yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Due today, not in yet (0)' })).getByText('Nobody else is due today.')).toBeInTheDocument();
  });

  it('says the dashboard could not be read, and reads it again on retry', async () => {
    let failing = true;
    server = await start(() => (failing ? refusal(503, 'DATABASE_UNAVAILABLE', 'The service is busy, try again in a moment.') : { body: DASHBOARD }));
    const { user } = draw(<GateDashboard editionId={7} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The service is busy, try again in a moment.')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Entries per hour' })).toBeInTheDocument();
  });

  it('shows an entry made on another device: the live feed refetches the dashboard', async () => {
    let answer = DASHBOARD;
    server = await start(() => ({ body: answer }));
    draw(<GateDashboard editionId={7} />);
    const presence = await screen.findByRole('region', { name: 'Present now against expected' });
    await live.opened();
    answer = { ...DASHBOARD, tiers: [{ tierId: 1, name: 'Adult', present: 17, expected: 40 }, DASHBOARD.tiers[1]!] };
    live.send('entry', { entryId: 32, action: 'ENTRY', kind: 'TICKET', subjectId: 6, deviceId: 'phone-c', conflict: false });
    expect(await within(presence).findByRole('progressbar', { name: 'Adult: 17 in of 40' })).toBeInTheDocument();
    expect(dashboardGets()).toHaveLength(2);
  });

  it('closes the live feed when the dashboard goes', async () => {
    server = await start();
    const { unmount } = draw(<GateDashboard editionId={7} />);
    await screen.findByRole('region', { name: 'Entries per hour' });
    await live.opened();
    unmount();
    await live.closed();
    expect(live.open).toBe(0);
  });
});
