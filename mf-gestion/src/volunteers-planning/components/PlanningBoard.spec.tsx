/** @dom */
import { fireEvent } from '@testing-library/react';
import { draw, screen, within } from '@festival/ui/testing';
import type { PlanningSlot } from '../planningApi';
import { ALICE, BAR, BOB, DAY, dragData, GATE, planning } from '../testing/planningFixtures';
import { PlanningBoard } from './PlanningBoard';
import { VOLUNTEER_DRAG } from './SlotBlock';

function drawBoard(change: { gateEditable?: boolean; slots?: PlanningSlot[] } = {}) {
  const board = planning();
  const teams = board.teams.map((team) => (team.id === GATE ? { ...team, editable: change.gateEditable ?? true } : team));
  const slotsByTeam = new Map<number, PlanningSlot[]>();
  for (const s of change.slots ?? board.slots) slotsByTeam.set(s.teamId, [...(slotsByTeam.get(s.teamId) ?? []), s]);
  const props = { onOpen: jest.fn(), onDropPerson: jest.fn(), onMovePerson: jest.fn() };
  const drawn = draw(<PlanningBoard teams={teams} slotsByTeam={slotsByTeam} day={DAY} timeZone="UTC" people={new Map(board.people.map((p) => [p.id, p]))} {...props} />);
  return { ...drawn, ...props };
}

const block = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title},`) }).closest<HTMLElement>('[data-testid="planning-slot"]')!;

/** Drags what `start` puts in the drag data onto a slot; answers whether the slot took it (its dragover accepted the drop). */
function dropOn(title: string, start: (data: ReturnType<typeof dragData>) => void): boolean {
  const data = dragData();
  start(data);
  const accepted = !fireEvent.dragOver(block(title), { dataTransfer: data });
  fireEvent.drop(block(title), { dataTransfer: data });
  return accepted;
}
const chip = (name: string, from: string) => (data: ReturnType<typeof dragData>) => fireEvent.dragStart(within(block(from)).getByText(name), { dataTransfer: data });

describe('the planning board', () => {
  it('draws a row per team with its slots, their times, fill and the people on them', () => {
    drawBoard();
    const rows = screen.getAllByTestId('planning-row');
    expect(rows.map((r) => within(r).getAllByText(/^(Bar|Gate)$/)[0]!.textContent)).toEqual(['Bar', 'Gate']);
    expect(screen.getByRole('button', { name: 'Service, 10:00–12:00, 1 of 2' })).toBeInTheDocument();
    expect([block('Service'), block('Door'), block('Night')].map((b) => b.dataset.fill)).toEqual(['PARTIAL', 'FULL', 'EMPTY']);
    expect(within(block('Door')).getByRole('listitem', { name: /^Bob: drag onto another slot/ })).toHaveAttribute('draggable', 'true');
  });

  it('a team without slots is an empty row', () => {
    drawBoard({ slots: planning().slots.filter((s) => s.teamId === BAR) });
    const [, gateRow] = screen.getAllByTestId('planning-row');
    expect(within(gateRow!).queryAllByTestId('planning-slot')).toEqual([]);
  });

  it('opens a slot when clicked', async () => {
    const { user, onOpen } = drawBoard();
    await user.click(screen.getByRole('button', { name: /^Night,/ }));
    expect(onOpen).toHaveBeenCalledWith(102);
  });

  it('a chip dropped on another slot is one move of that person from its slot', () => {
    const { onMovePerson, onDropPerson } = drawBoard();
    expect(dropOn('Night', chip('Alice', 'Service'))).toBe(true);
    expect(onMovePerson).toHaveBeenCalledTimes(1);
    expect(onMovePerson).toHaveBeenCalledWith(100, 102, ALICE);
    expect(onDropPerson).not.toHaveBeenCalled();
  });

  it('a volunteer dragged from the list is an assignment', () => {
    const { onMovePerson, onDropPerson } = drawBoard();
    expect(dropOn('Night', (data) => data.setData(VOLUNTEER_DRAG, String(BOB)))).toBe(true);
    expect(onDropPerson).toHaveBeenCalledWith(102, BOB);
    expect(onMovePerson).not.toHaveBeenCalled();
  });

  it('refuses a chip on its own slot and any drop on a team the caller does not lead', () => {
    const { onMovePerson, onDropPerson } = drawBoard({ gateEditable: false });
    expect(dropOn('Service', chip('Alice', 'Service'))).toBe(false);
    expect(dropOn('Night', chip('Alice', 'Service'))).toBe(false);
    expect(within(block('Door')).getByRole('listitem', { name: 'Bob' })).not.toHaveAttribute('draggable');
    expect(onMovePerson).not.toHaveBeenCalled();
    expect(onDropPerson).not.toHaveBeenCalled();
  });
});
