/** @dom */
import { draw, gate, refusal, screen, serveApi, waitFor, within, type ApiCall, type ServedApi } from '@festival/ui/testing';
import type { Candidate, PlanningSlot, PlanningTeam } from '../planningApi';
import { ALICE, BOB, EDITION, planning } from '../testing/planningFixtures';
import { SlotDrawer } from './SlotDrawer';

let server: ServedApi;
afterEach(() => server.close());

const board = planning();
const SERVICE = board.slots[0]!;
const BAR_TEAM = board.teams[0]!;
const people = new Map(board.people.map((p) => [p.id, p]));
const isCandidates = (c: ApiCall) => c.method === 'GET' && c.path === `/api/editions/${EDITION.id}/volunteers/planning/candidates`;

const candidate = (userId: number, pseudo: string, change: Partial<Candidate> = {}): Candidate => ({
  userId,
  pseudo,
  prenom: null,
  nom: null,
  setup: null,
  event: true,
  teardown: null,
  arrival: null,
  departure: null,
  timePreferences: [],
  teamPreferences: [],
  teamIds: [],
  loadMinutes: 0,
  assigned: false,
  inTeam: false,
  preferenceRank: 0,
  available: null,
  clash: null,
  ...change,
});
const CANDIDATES = [
  candidate(ALICE, 'alice', { prenom: 'Alice', assigned: true }),
  candidate(BOB, 'bob', { prenom: 'Bob', clash: { slotId: 101, title: 'Door', teamName: 'Gate', start: '2030-05-15T11:00:00.000Z', end: '2030-05-15T13:00:00.000Z' } }),
  candidate(7, 'carol', { prenom: 'Carol', inTeam: true }),
];

function drawDrawer(change: { slot?: PlanningSlot; team?: PlanningTeam; error?: string | null; warning?: string | null } = {}) {
  const props = { onClose: jest.fn(), onAssign: jest.fn(), onUnassign: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() };
  const drawn = draw(
    <SlotDrawer
      editionId={EDITION.id}
      slot={change.slot ?? SERVICE}
      team={change.team ?? BAR_TEAM}
      people={people}
      timeZone="UTC"
      error={change.error ?? null}
      warning={change.warning ?? null}
      busy={false}
      {...props}
    />,
  );
  return { ...drawn, ...props };
}

describe('the slot drawer', () => {
  it('shows the candidates loading, then those not on the slot, naming the slot each would clash with; Assign puts one on', async () => {
    const held = gate();
    server = await serveApi((call) => (isCandidates(call) ? { body: { items: CANDIDATES }, until: held.until } : undefined));
    const { user, onAssign } = drawDrawer();
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('status')).toHaveAccessibleName('Loading…');
    held.open();
    await within(drawer).findByRole('button', { name: 'Assign Carol' });
    expect(within(drawer).getAllByTestId('candidate').map((c) => within(c).getAllByText(/^(Bob|Carol)$/)[0]!.textContent)).toEqual(['Bob', 'Carol']);
    expect(within(drawer).getByText('Already on "Door" (Gate) 11:00–13:00')).toBeInTheDocument();
    expect(server.calls.find(isCandidates)!.query.get('slotId')).toBe(String(SERVICE.id));
    await user.click(within(drawer).getByRole('button', { name: 'Assign Carol' }));
    expect(onAssign).toHaveBeenCalledWith(SERVICE.id, 7);
  });

  it('says the candidates could not be read (500), and reads them again on retry', async () => {
    let fail = true;
    server = await serveApi((call) => (isCandidates(call) ? (fail ? refusal(500, 'INTERNAL', 'Something went wrong on our side.') : { body: { items: CANDIDATES } }) : undefined));
    const { user } = drawDrawer();
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByRole('button', { name: 'Assign Carol' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nobody is on an empty slot', async () => {
    server = await serveApi((call) => (isCandidates(call) ? { body: { items: [] } } : undefined));
    drawDrawer({ slot: { ...SERVICE, assignees: [], assigned: 0 } });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Nobody yet.')).toBeInTheDocument();
    expect(within(drawer).queryAllByTestId('slot-assignee')).toEqual([]);
  });

  it('shows the refusal of the last placement as the server words it, and its warnings', async () => {
    server = await serveApi((call) => (isCandidates(call) ? { body: { items: CANDIDATES } } : undefined));
    drawDrawer({ error: 'This slot already has everyone it needs.', warning: 'Only 30 min of rest after "Early".' });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTestId('assign-error')).toHaveTextContent('This slot already has everyone it needs.');
    expect(within(drawer).getByTestId('assign-warning')).toHaveTextContent('Only 30 min of rest after "Early".');
    // The person is still listed on the slot the drawer shows.
    expect(within(drawer).getAllByTestId('slot-assignee').map((r) => r.textContent)).toEqual([expect.stringContaining('Alice')]);
  });

  it('asks before taking someone off, and does nothing when kept', async () => {
    server = await serveApi((call) => (isCandidates(call) ? { body: { items: CANDIDATES } } : undefined));
    const { user, onUnassign } = drawDrawer();
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Remove' }));
    const ask = await screen.findByRole('dialog', { name: 'Take this person off the slot?' });
    expect(ask).toHaveTextContent('Alice is taken off Service');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Take this person off the slot?' })).not.toBeInTheDocument());
    expect(onUnassign).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Take this person off the slot?' })).getByRole('button', { name: 'Remove' }));
    expect(onUnassign).toHaveBeenCalledWith(SERVICE.id, ALICE);
  });

  it('a slot of a team the caller does not lead: read only, no candidates asked', async () => {
    server = await serveApi(() => undefined);
    drawDrawer({ team: { ...BAR_TEAM, editable: false } });
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Alice')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Assign someone')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('slot-assignee')).not.toHaveAttribute('draggable');
    expect(server.calls).toEqual([]);
  });
});
