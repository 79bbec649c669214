/**
 * The scanner's offline answers agree with the server's: one table of cases runs through the
 * server's rules (what a scan answers online, and the standing the copy carries) and the page's
 * answer from its copy. Kept as two functions (the server reads rows, the page its copy's short
 * keys) held together here, as the desk's sale rules are (here, in the backend's tests, which read
 * the server's decorated DTOs the pages' test compiler does not).
 */
import { copyOutcome } from '../../../../mf-gestion/src/gate/gateRules';
import { copy, copyPerson } from '../../../../mf-gestion/src/gate/testing/gateFixtures';
import { standingOf } from './gate-board-rules';
import { GateSubjectKind } from './gate-fields';
import { outcomeOf, type GateFacts } from './gate-rules';

const NOW = Date.parse('2027-05-16T10:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

interface Case {
  name: string;
  kind: 'TICKET' | 'VOLUNTEER' | 'ARTIST';
  state?: string;
  source?: string;
  status?: string;
  validFrom?: string | null;
  validUntil?: string | null;
  inForce?: boolean;
}

const cases: Case[] = [
  { name: 'a valid ticket', kind: 'TICKET' },
  { name: 'a valid ticket already in', kind: 'TICKET', inForce: true },
  { name: 'refunded by the provider', kind: 'TICKET', state: 'Canceled' },
  { name: 'cancelled at the desk', kind: 'TICKET', state: 'Canceled', source: 'ONSITE' },
  { name: 'refused at the provider', kind: 'TICKET', state: 'Refused' },
  { name: 'refunded and in', kind: 'TICKET', state: 'Canceled', inForce: true },
  { name: 'opens in a millisecond', kind: 'TICKET', validFrom: at(1) },
  { name: 'opens this very instant', kind: 'TICKET', validFrom: at(0) },
  { name: 'closes this very instant', kind: 'TICKET', validUntil: at(0) },
  { name: 'closed a millisecond ago', kind: 'TICKET', validUntil: at(-1) },
  { name: 'closed, and in', kind: 'TICKET', validUntil: at(-1), inForce: true },
  { name: 'within its window, and in', kind: 'TICKET', validFrom: at(-60_000), validUntil: at(60_000), inForce: true },
  { name: 'an accepted volunteer', kind: 'VOLUNTEER', status: 'ACCEPTED' },
  { name: 'an accepted volunteer in', kind: 'VOLUNTEER', status: 'ACCEPTED', inForce: true },
  { name: 'a pending volunteer', kind: 'VOLUNTEER', status: 'PENDING' },
  { name: 'a withdrawn volunteer already in', kind: 'VOLUNTEER', status: 'WITHDRAWN', inForce: true },
  { name: 'an artist', kind: 'ARTIST' },
  { name: 'an artist in', kind: 'ARTIST', inForce: true },
];

describe('the offline copy answers as the server does', () => {
  it.each(cases)('$name', (c) => {
    const state = c.state ?? 'Processed';
    const source = c.source ?? 'SYNCED';
    const facts: GateFacts =
      c.kind === 'TICKET'
        ? { kind: GateSubjectKind.TICKET, state, source, validFrom: c.validFrom ? new Date(c.validFrom) : null, validUntil: c.validUntil ? new Date(c.validUntil) : null }
        : c.kind === 'VOLUNTEER'
          ? { kind: GateSubjectKind.VOLUNTEER, status: c.status ?? 'ACCEPTED' }
          : { kind: GateSubjectKind.ARTIST };
    const server = outcomeOf(facts, c.inForce === true, new Date(NOW));
    // What the server puts in the copy for that person, and how the page answers from it.
    const standing = standingOf({ kind: GateSubjectKind[c.kind], state: c.kind === 'TICKET' ? state : null, source: c.kind === 'TICKET' ? source : null, cancelledAt: null, status: c.status ?? null });
    const held = copy({ tiers: [{ id: 3, name: 'Weekend', validFrom: c.validFrom ?? null, validUntil: c.validUntil ?? null }] });
    const person = copyPerson({ k: c.kind, t: c.kind === 'TICKET' ? 3 : null, s: standing, e: c.inForce ? at(-3_600_000) : null });
    expect(copyOutcome(held, person, NOW)).toBe(server);
  });
});
