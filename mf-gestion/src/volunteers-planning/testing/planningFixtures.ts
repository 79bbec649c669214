/** A planning as the API answers it, and the drag data a browser carries, for the planning's component tests. */
import type { Edition } from '../../shared/gestionApi';
import type { Planning, PlanningSlot } from '../planningApi';

export const EDITION = { id: 1, name: 'CJ 2030', startDate: '2030-05-14', endDate: '2030-05-17', timeZone: 'UTC' } as Edition;
export const DAY = '2030-05-15';
export const BAR = 10;
export const GATE = 11;
export const ALICE = 5;
export const BOB = 6;

const slot = (id: number, teamId: number, title: string, from: string, to: string, needed: number, assignees: number[]): PlanningSlot => ({
  id,
  teamId,
  title,
  description: null,
  start: `${DAY}T${from}:00.000Z`,
  end: `${DAY}T${to}:00.000Z`,
  needed,
  assigned: assignees.length,
  assignees,
});

/** Bar 10–12 (Alice on it, room for one more), Gate 13–15 (full with Bob), Gate 16–18 (empty). */
export function planning(change: Partial<Planning> = {}): Planning {
  return {
    days: ['2030-05-14', DAY, '2030-05-16', '2030-05-17'],
    period: { start: '2030-05-14T00:00:00.000Z', end: '2030-05-18T00:00:00.000Z' },
    timeZone: 'UTC',
    canAssign: true,
    canManage: true,
    minRestMinutes: 60,
    maxDayMinutes: 600,
    teams: [
      { id: BAR, name: 'Bar', color: '#228be6', isVisibleToVolunteers: true, editable: true },
      { id: GATE, name: 'Gate', color: '#40c057', isVisibleToVolunteers: true, editable: true },
    ],
    slots: [slot(100, BAR, 'Service', '10:00', '12:00', 2, [ALICE]), slot(101, GATE, 'Door', '13:00', '15:00', 1, [BOB]), slot(102, GATE, 'Night', '16:00', '18:00', 2, [])],
    people: [
      { id: ALICE, pseudo: 'alice', prenom: 'Alice', nom: null },
      { id: BOB, pseudo: 'bob', prenom: 'Bob', nom: null },
    ],
    volunteers: [
      { userId: ALICE, teamPreferences: [], teamIds: [BAR], loadMinutes: 120 },
      { userId: BOB, teamPreferences: [], teamIds: [GATE], loadMinutes: 120 },
    ],
    ...change,
  };
}

/** The planning after `userId` went from one slot to another, as the server then answers it. */
export function moved(board: Planning, fromSlotId: number, toSlotId: number, userId: number): Planning {
  return {
    ...board,
    slots: board.slots.map((s) => {
      const assignees = s.id === fromSlotId ? s.assignees.filter((u) => u !== userId) : s.id === toSlotId ? [...s.assignees, userId] : s.assignees;
      return { ...s, assignees, assigned: assignees.length };
    }),
  };
}

/** What a browser's drag carries (jsdom has no DataTransfer): the types set on drag start, read on drag over and drop. */
export function dragData() {
  const data = new Map<string, string>();
  return {
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}
