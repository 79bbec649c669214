import { GateOutcome, GateSubjectKind } from './gate-fields';
import { codeOutcome, gateSearchWords, lookupError, outcomeOf, scannedAtError, ticketStanding, toPay, type GateFacts } from './gate-rules';

const NOW = new Date('2027-05-14T10:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const ticket = (o: Partial<Extract<GateFacts, { kind: GateSubjectKind.TICKET }>> = {}): GateFacts => ({
  kind: GateSubjectKind.TICKET,
  state: 'Processed',
  source: 'SYNCED',
  validFrom: null,
  validUntil: null,
  ...o,
});

describe('ticketStanding', () => {
  it.each([
    ['Processed', 'SYNCED', GateOutcome.VALID],
    ['Registered', 'SYNCED', GateOutcome.VALID],
    ['Processed', 'ONSITE', GateOutcome.VALID],
    ['Canceled', 'SYNCED', GateOutcome.REFUNDED],
    ['Canceled', 'ONSITE', GateOutcome.CANCELLED],
    ['Refused', 'SYNCED', GateOutcome.CANCELLED],
    ['Waiting', 'SYNCED', GateOutcome.CANCELLED],
    ['Deleted', 'SYNCED', GateOutcome.CANCELLED],
    ['Abandoned', 'SYNCED', GateOutcome.CANCELLED],
    ['SomethingNew', 'SYNCED', GateOutcome.CANCELLED],
  ])('a %s item of a %s order stands %s', (state, source, standing) => {
    expect(ticketStanding(state, source)).toBe(standing);
  });
});

describe('outcomeOf', () => {
  it('lets in a valid ticket with no window, and says ALREADY_IN when an entry is in force', () => {
    expect(outcomeOf(ticket(), false, NOW)).toBe(GateOutcome.VALID);
    expect(outcomeOf(ticket(), true, NOW)).toBe(GateOutcome.ALREADY_IN);
  });

  it("judges the tier's window as the desk does, both ends included", () => {
    expect(outcomeOf(ticket({ validFrom: at(1) }), false, NOW)).toBe(GateOutcome.NOT_YET_VALID);
    expect(outcomeOf(ticket({ validFrom: NOW }), false, NOW)).toBe(GateOutcome.VALID);
    expect(outcomeOf(ticket({ validUntil: at(1) }), false, NOW)).toBe(GateOutcome.VALID);
    expect(outcomeOf(ticket({ validUntil: NOW }), false, NOW)).toBe(GateOutcome.VALID);
    expect(outcomeOf(ticket({ validUntil: at(-1) }), false, NOW)).toBe(GateOutcome.EXPIRED);
    expect(outcomeOf(ticket({ validFrom: at(-DAY), validUntil: at(DAY) }), false, NOW)).toBe(GateOutcome.VALID);
  });

  it('puts the standing before the window, and the window before being in', () => {
    expect(outcomeOf(ticket({ state: 'Canceled', validFrom: at(DAY) }), true, NOW)).toBe(GateOutcome.REFUNDED);
    expect(outcomeOf(ticket({ state: 'Canceled', source: 'ONSITE' }), true, NOW)).toBe(GateOutcome.CANCELLED);
    expect(outcomeOf(ticket({ validUntil: at(-1) }), true, NOW)).toBe(GateOutcome.EXPIRED);
    expect(outcomeOf(ticket({ validFrom: at(1) }), true, NOW)).toBe(GateOutcome.NOT_YET_VALID);
  });

  it('lets in an accepted volunteer only', () => {
    expect(outcomeOf({ kind: GateSubjectKind.VOLUNTEER, status: 'ACCEPTED' }, false, NOW)).toBe(GateOutcome.VALID);
    expect(outcomeOf({ kind: GateSubjectKind.VOLUNTEER, status: 'ACCEPTED' }, true, NOW)).toBe(GateOutcome.ALREADY_IN);
    expect(outcomeOf({ kind: GateSubjectKind.VOLUNTEER, status: 'PENDING' }, false, NOW)).toBe(GateOutcome.NOT_ACCEPTED);
    expect(outcomeOf({ kind: GateSubjectKind.VOLUNTEER, status: 'REJECTED' }, true, NOW)).toBe(GateOutcome.NOT_ACCEPTED);
  });

  it("lets in an artist of the edition once", () => {
    expect(outcomeOf({ kind: GateSubjectKind.ARTIST }, false, NOW)).toBe(GateOutcome.VALID);
    expect(outcomeOf({ kind: GateSubjectKind.ARTIST }, true, NOW)).toBe(GateOutcome.ALREADY_IN);
  });
});

describe('codeOutcome', () => {
  it('says UNKNOWN for a code found nowhere, WRONG_EDITION for another edition, nothing for this one', () => {
    expect(codeOutcome(null, 7)).toBe(GateOutcome.UNKNOWN);
    expect(codeOutcome(8, 7)).toBe(GateOutcome.WRONG_EDITION);
    expect(codeOutcome(7, 7)).toBeNull();
  });
});

describe('scannedAtError', () => {
  it('takes a time up to 7 days old and up to 5 minutes ahead', () => {
    expect(scannedAtError(NOW, NOW)).toBeNull();
    expect(scannedAtError(at(-7 * DAY), NOW)).toBeNull();
    expect(scannedAtError(at(-7 * DAY - 1), NOW)).toBe('errors.gate.scannedTooLongAgo');
    expect(scannedAtError(at(5 * MIN), NOW)).toBeNull();
    expect(scannedAtError(at(5 * MIN + 1), NOW)).toBe('errors.gate.scannedInFuture');
  });
});

describe('toPay', () => {
  it('asks the amount of an on-site order left unpaid, and nothing of any other', () => {
    expect(toPay({ source: 'ONSITE', paymentMethod: null, amount: 2500 })).toBe(2500);
    expect(toPay({ source: 'ONSITE', paymentMethod: 'CASH', amount: 2500 })).toBeNull();
    expect(toPay({ source: 'ONSITE', paymentMethod: null, amount: 0 })).toBeNull();
    expect(toPay({ source: 'SYNCED', paymentMethod: null, amount: 2500 })).toBeNull();
    expect(toPay({ source: null, paymentMethod: null, amount: null })).toBeNull();
  });
});

describe('lookupError', () => {
  it('wants a code, or a kind with a subject id, and not both', () => {
    expect(lookupError({ code: 'abc' })).toBeNull();
    expect(lookupError({ kind: GateSubjectKind.TICKET, subjectId: 3 })).toBeNull();
    expect(lookupError({})).toEqual({ field: 'code', key: 'errors.gate.codeOrPerson' });
    expect(lookupError({ code: 'abc', kind: GateSubjectKind.TICKET, subjectId: 3 })).toEqual({ field: 'code', key: 'errors.gate.codeOrPerson' });
    expect(lookupError({ code: 'abc', subjectId: 3 })).toEqual({ field: 'code', key: 'errors.gate.codeOrPerson' });
    expect(lookupError({ kind: GateSubjectKind.ARTIST })).toEqual({ field: 'subjectId', key: 'validation.isNotEmpty' });
    expect(lookupError({ subjectId: 3 })).toEqual({ field: 'kind', key: 'validation.isNotEmpty' });
  });
});

describe('gateSearchWords', () => {
  it('needs 2 characters, and keeps at most 8 words', () => {
    expect(gateSearchWords(' a ')).toBeNull();
    expect(gateSearchWords('')).toBeNull();
    expect(gateSearchWords('Zoé')).toEqual(['Zoé']);
    expect(gateSearchWords(' ab  cd ')).toEqual(['ab', 'cd']);
    expect(gateSearchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
