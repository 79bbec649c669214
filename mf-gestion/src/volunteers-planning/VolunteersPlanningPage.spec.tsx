/** @dom */
import { notifications } from '@mantine/notifications';
import { fireEvent } from '@testing-library/react';
import { draw, gate, refusal, screen, serveApi, waitFor, within, type ApiCall, type ServedApi } from '@festival/ui/testing';
import type { Planning } from './planningApi';
import { ALICE, DAY, dragData, EDITION, moved, planning } from './testing/planningFixtures';
import { PlanningScreen } from './VolunteersPlanningPage';

let server: ServedApi;
afterEach(async () => {
  // The toasts are one store for the whole page: none is carried into the next test.
  notifications.clean();
  await server.close();
});

const BOARD = `/api/editions/${EDITION.id}/volunteers/planning`;
const isBoard = (c: ApiCall) => c.method === 'GET' && c.path === BOARD;
/** The requests that change something. */
const writes = () => server.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));

const drawScreen = () => draw(<PlanningScreen edition={EDITION} />, { route: `/editions/1/gestion/volunteers/planning?day=${DAY}` });
/** A slot's block on the board, by its title. */
const block = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title},`) }).closest<HTMLElement>('[data-testid="planning-slot"]')!;
const chipsOf = (title: string) => within(block(title)).queryAllByTestId('slot-chip').map((c) => c.textContent);

/** Drags the person's chip from one slot's block onto another's, as a browser does. */
function dragChip(name: string, from: string, to: string) {
  const data = dragData();
  fireEvent.dragStart(within(block(from)).getByText(name), { dataTransfer: data });
  fireEvent.dragOver(block(to), { dataTransfer: data });
  fireEvent.drop(block(to), { dataTransfer: data });
}

/** A server holding the planning: moves change it as the API would; `refuse` answers a move instead. */
async function planningServer(start: Planning, refuse?: ReturnType<typeof refusal>) {
  let board = start;
  server = await serveApi((call) => {
    if (isBoard(call)) return { body: board };
    const move = /^\/api\/editions\/1\/volunteers\/slots\/(\d+)\/assignments\/(\d+)\/move$/.exec(call.path);
    if (call.method === 'POST' && move) {
      if (refuse) return refuse;
      const toSlotId = (call.body as { toSlotId: number }).toSlotId;
      board = moved(board, Number(move[1]), toSlotId, Number(move[2]));
      const slot = board.slots.find((s) => s.id === toSlotId)!;
      return { status: 201, body: { slot: { id: slot.id, teamId: slot.teamId, title: slot.title, description: null, startDateTime: slot.start, endDateTime: slot.end, maxVolunteers: slot.needed, assignedVolunteers: slot.assigned }, userId: Number(move[2]), warnings: [] } };
    }
    return undefined;
  });
}

describe('the planning page', () => {
  it('asks for the first day and every team when the address holds a day and a team the API would refuse', async () => {
    server = await serveApi((call) => (isBoard(call) ? { body: planning() } : undefined));
    draw(<PlanningScreen edition={EDITION} />, { route: '/editions/1/gestion/volunteers/planning?day=15-05-2030&team=2.5' });
    expect(await screen.findByRole('region', { name: 'Planning board: teams by hour' })).toBeInTheDocument();
    expect(Object.fromEntries(server.calls.find(isBoard)!.query)).toEqual({ day: EDITION.startDate });
  });

  it('shows that it loads, then the day’s board by team', async () => {
    const held = gate();
    server = await serveApi((call) => (isBoard(call) ? { body: planning(), until: held.until } : undefined));
    drawScreen();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    held.open();
    expect(await screen.findByRole('region', { name: 'Planning board: teams by hour' })).toBeInTheDocument();
    expect(chipsOf('Service')).toEqual(['Alice']);
    expect(server.calls.find(isBoard)!.query.get('day')).toBe(DAY);
  });

  it('says there is no team yet, with the way to the teams, and that a day has no slot', async () => {
    server = await serveApi((call) => (isBoard(call) ? { body: planning({ teams: [], slots: [] }) } : undefined));
    const first = drawScreen();
    expect(await screen.findByText('No team yet')).toBeInTheDocument();
    first.unmount();
    await server.close();
    server = await serveApi((call) => (isBoard(call) ? { body: planning({ slots: [] }) } : undefined));
    drawScreen();
    expect(await screen.findByText('No slot on this day for these teams.')).toBeInTheDocument();
  });

  it('says the board could not be read (500) and reads it again on retry', async () => {
    let fail = true;
    server = await serveApi((call) => (isBoard(call) ? (fail ? refusal(500, 'INTERNAL', 'Something went wrong on our side.') : { body: planning() }) : undefined));
    const { user } = drawScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Planning board: teams by hour' })).toBeInTheDocument();
  });

  it('moves a chip dropped on another slot with one request, says so and shows them there', async () => {
    await planningServer(planning());
    drawScreen();
    await screen.findByRole('region', { name: 'Planning board: teams by hour' });
    dragChip('Alice', 'Service', 'Night');
    expect(await screen.findByText('Alice moved to the slot.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: `/api/editions/1/volunteers/slots/100/assignments/${ALICE}/move`, body: { toSlotId: 102 } }]);
    await waitFor(() => expect(chipsOf('Night')).toEqual(['Alice']));
    expect(chipsOf('Service')).toEqual([]);
  });

  it('shows a refused move (409) above the board, the person still on their slot, with nothing else asked', async () => {
    await planningServer(planning(), refusal(409, 'SLOT_FULL', 'This slot already has everyone it needs.'));
    drawScreen();
    await screen.findByRole('region', { name: 'Planning board: teams by hour' });
    const reads = server.calls.filter(isBoard).length;
    dragChip('Alice', 'Service', 'Door');
    expect(await screen.findByTestId('move-error')).toHaveTextContent('This slot already has everyone it needs.');
    expect(writes()).toEqual([{ method: 'POST', path: `/api/editions/1/volunteers/slots/100/assignments/${ALICE}/move`, body: { toSlotId: 101 } }]);
    // The board is read again after the refusal: the server still has them on Service.
    await waitFor(() => expect(server.calls.filter(isBoard).length).toBeGreaterThan(reads));
    await waitFor(() => expect(chipsOf('Service')).toEqual(['Alice']));
    expect(chipsOf('Door')).toEqual(['Bob']);
  });

  it('moves someone dragged out of the slot’s drawer onto another slot with the same one request', async () => {
    await planningServer(planning());
    const { user } = drawScreen();
    await screen.findByRole('region', { name: 'Planning board: teams by hour' });
    await user.click(screen.getByRole('button', { name: /^Service,/ }));
    const drawer = await screen.findByRole('dialog');
    const row = await within(drawer).findByTestId('slot-assignee');
    const data = dragData();
    fireEvent.dragStart(row, { dataTransfer: data });
    fireEvent.dragOver(block('Night'), { dataTransfer: data });
    fireEvent.drop(block('Night'), { dataTransfer: data });
    expect(await screen.findByText('Alice moved to the slot.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', path: `/api/editions/1/volunteers/slots/100/assignments/${ALICE}/move`, body: { toSlotId: 102 } }]);
  });
});
