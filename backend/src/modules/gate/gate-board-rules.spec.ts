import { arrivalSummary, changesSince, choiceKey, cursorOf, gateAnswers, groupReturnables, standingOf, ticketReturnables } from './gate-board-rules';
import { GATE_COPY_OVERLAP_MS, GateOutcome, GateSubjectKind } from './gate-fields';

const ticket = (state: string | null, source = 'SYNCED', cancelledAt: unknown = null) => ({ kind: GateSubjectKind.TICKET, state, source, cancelledAt, status: null });

describe('standingOf', () => {
  it('lets in a ticket in a valid state, whoever sold it', () => {
    expect(standingOf(ticket('Processed'))).toBe(GateOutcome.VALID);
    expect(standingOf(ticket('Registered', 'ONSITE'))).toBe(GateOutcome.VALID);
  });

  it('tells a ticket the provider invalidated as refunded, and one cancelled here (or made here) as cancelled', () => {
    expect(standingOf(ticket('Refunded'))).toBe(GateOutcome.REFUNDED);
    expect(standingOf(ticket('Canceled'))).toBe(GateOutcome.REFUNDED);
    expect(standingOf(ticket('Canceled', 'SYNCED', new Date()))).toBe(GateOutcome.CANCELLED);
    expect(standingOf(ticket('Canceled', 'ONSITE', new Date()))).toBe(GateOutcome.CANCELLED);
    expect(standingOf(ticket('Waiting', 'ONSITE'))).toBe(GateOutcome.CANCELLED);
    expect(standingOf(ticket(null))).toBe(GateOutcome.REFUNDED);
  });

  it('lets in an accepted volunteer only, and any artist of the edition', () => {
    for (const status of ['PENDING', 'REJECTED', 'WITHDRAWN', null]) expect(standingOf({ kind: GateSubjectKind.VOLUNTEER, state: null, source: null, cancelledAt: null, status })).toBe(GateOutcome.NOT_ACCEPTED);
    expect(standingOf({ kind: GateSubjectKind.VOLUNTEER, state: null, source: null, cancelledAt: null, status: 'ACCEPTED' })).toBe(GateOutcome.VALID);
    expect(standingOf({ kind: GateSubjectKind.ARTIST, state: null, source: null, cancelledAt: null, status: null })).toBe(GateOutcome.VALID);
  });
});

describe('the copy cursor', () => {
  const now = new Date('2027-05-14T10:00:00Z');

  it('reads back the cursor it wrote, less the overlap', () => {
    const at = new Date('2027-05-14T09:00:00Z');
    expect(changesSince(cursorOf(at), now)).toEqual(new Date(at.getTime() - GATE_COPY_OVERLAP_MS));
  });

  it('accepts a cursor a little ahead of this clock (another replica), not one from the future nor before 2000', () => {
    expect(changesSince(String(now.getTime() + GATE_COPY_OVERLAP_MS), now)).not.toBeNull();
    expect(changesSince(String(now.getTime() + GATE_COPY_OVERLAP_MS + 1), now)).toBeNull();
    expect(changesSince(String(Date.UTC(1999, 11, 31)), now)).toBeNull();
  });

  it('refuses what is not a number of milliseconds', () => {
    for (const cursor of ['', 'abc', '-1', '1.5', '1e12', ' 1700000000000', '9'.repeat(16)]) expect(changesSince(cursor, now)).toBeNull();
  });
});

describe('arrivalSummary', () => {
  it('names everyone when two or fewer came, else the first two and counts the others', () => {
    expect(arrivalSummary(['Alice'])).toEqual({ names: 'Alice', others: 0 });
    expect(arrivalSummary(['Alice', 'Bob'])).toEqual({ names: 'Alice, Bob', others: 0 });
    expect(arrivalSummary(['Alice', 'Bob', 'Carol'])).toEqual({ names: 'Alice, Bob', others: 1 });
    expect(arrivalSummary(['Alice', 'Bob', 'Carol', 'Dan', 'Eve'])).toEqual({ names: 'Alice, Bob', others: 3 });
  });
});

describe('returnables and answers', () => {
  const links = {
    byTier: new Map([[1, [10]]]),
    byOption: new Map([[2, [20, 10]]]),
    byChoice: new Map([[choiceKey(3, 'L'), [30]], [choiceKey(3, 'S'), [31]]]),
  };

  it('gives a ticket its tier’s, options’ and answered choices’ items, each once, in order', () => {
    expect(ticketReturnables(1, [2], [{ customFieldId: 3, answer: 'L' }], links)).toEqual([10, 20, 30]);
    expect(ticketReturnables(null, [], [{ customFieldId: null, answer: 'L' }, { customFieldId: 3, answer: 'M' }], links)).toEqual([]);
  });

  it('gives a volunteer or an artist the items of their teams or shows', () => {
    expect(groupReturnables([5, 6], new Map([[5, [2, 1]], [6, [1]]]))).toEqual([1, 2]);
    expect(groupReturnables([], new Map())).toEqual([]);
  });

  it('shows at the gate the answers to the marked fields only, never an empty one', () => {
    const answers = [
      { customFieldId: 3, label: 'T-shirt', answer: 'L' },
      { customFieldId: 4, label: 'Diet', answer: 'Vegan' },
      { customFieldId: 5, label: 'Note', answer: '' },
      { customFieldId: null, label: 'Unknown', answer: 'x' },
    ];
    expect(gateAnswers(answers, new Set([3, 5]))).toEqual([['T-shirt', 'L']]);
  });
});
