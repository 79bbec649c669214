import { createHash } from 'node:crypto';
import { answerFromCopy, codeKey, copyIsStale, copyOutcome, isNetworkCut, markInCopy, mergeCopy, outcomeColor, searchCopy, syncBatches, COPY_MAX_AGE_MS } from './gateRules';
import { copy, copyPerson } from './testing/gateFixtures';

const NOW = Date.parse('2027-05-14T10:00:00Z');

describe('gateRules', () => {
  it('keys a code like the server: the first 12 bytes of its SHA-256, base64url', async () => {
    const code = 'hello/asso+code==?';
    const server = createHash('sha256').update(code).digest().subarray(0, 12).toString('base64url');
    expect(await codeKey(code)).toBe(server);
    expect(await codeKey(code)).toHaveLength(16);
  });

  it("answers the copy's refusal state before anything else", () => {
    for (const s of ['REFUNDED', 'CANCELLED', 'NOT_ACCEPTED'] as const) expect(copyOutcome(copy(), copyPerson({ s, e: '2027-05-14T09:00:00Z' }), NOW)).toBe(s);
  });

  it("works out the tier's window at its edges", () => {
    const windowed = copy({ tiers: [{ id: 3, name: 'Saturday', validFrom: '2027-05-14T10:00:00Z', validUntil: '2027-05-14T20:00:00Z' }] });
    expect(copyOutcome(windowed, copyPerson(), NOW - 1)).toBe('NOT_YET_VALID');
    expect(copyOutcome(windowed, copyPerson(), NOW)).toBe('VALID');
    expect(copyOutcome(windowed, copyPerson(), Date.parse('2027-05-14T20:00:00Z'))).toBe('VALID');
    expect(copyOutcome(windowed, copyPerson(), Date.parse('2027-05-14T20:00:00Z') + 1)).toBe('EXPIRED');
  });

  it('answers ALREADY_IN with when for someone in, and VALID otherwise', () => {
    const a = answerFromCopy(copy(), copyPerson({ e: '2027-05-14T09:00:00Z' }), NOW);
    expect(a.outcome).toBe('ALREADY_IN');
    expect(a.previous?.at).toBe('2027-05-14T09:00:00Z');
    const v = answerFromCopy(copy(), copyPerson(), NOW);
    expect(v).toMatchObject({ outcome: 'VALID', previous: null, person: { name: 'Ada Lovelace', options: ['Camping'], returnables: ['cup'], tier: { name: 'Weekend' } } });
  });

  it('says nothing of an unknown code', () => {
    expect(answerFromCopy(copy(), undefined, NOW)).toEqual(expect.objectContaining({ outcome: 'UNKNOWN', person: null, toPay: null }));
  });

  it('asks the amount of an unpaid order only of someone who may come in', () => {
    expect(answerFromCopy(copy(), copyPerson({ p: 1500 }), NOW).toPay).toBe(1500);
    expect(answerFromCopy(copy(), copyPerson({ p: 1500, s: 'CANCELLED' }), NOW).toPay).toBeNull();
  });

  it('marks a person in locally (nothing left to pay), and back out', () => {
    const inside = markInCopy(copy({ people: [copyPerson({ p: 800 }), copyPerson({ i: 42 })] }), 'TICKET', 41, '2027-05-14T09:30:00Z');
    expect(inside.people.map((p) => [p.i, p.e, p.p])).toEqual([
      [41, '2027-05-14T09:30:00Z', null],
      [42, null, null],
    ]);
    expect(markInCopy(inside, 'TICKET', 41, null).people[0]!.e).toBeNull();
  });

  it('merges a refresh by kind and id, keeping the rest, and a whole copy replaces', () => {
    const held = copy({ people: [copyPerson(), copyPerson({ k: 'VOLUNTEER', i: 41, n: 'Vol' })] });
    const merged = mergeCopy(held, copy({ full: false, cursor: 'c2', people: [copyPerson({ e: '2027-05-14T09:00:00Z' })], tiers: [], options: [], returnables: [], conflicts: [] }));
    expect(merged.cursor).toBe('c2');
    expect(merged.people).toHaveLength(2);
    expect(merged.people.find((p) => p.k === 'TICKET')!.e).toBe('2027-05-14T09:00:00Z');
    expect(merged.tiers).toHaveLength(1);
    expect(mergeCopy(held, copy({ people: [] })).people).toHaveLength(0);
  });

  it('downloads the copy whole again once older than an hour', () => {
    expect(copyIsStale(NOW - COPY_MAX_AGE_MS, NOW)).toBe(false);
    expect(copyIsStale(NOW - COPY_MAX_AGE_MS - 1, NOW)).toBe(true);
  });

  it('searches the copy by every word of the name, accents and case ignored', () => {
    const held = copy({ people: [copyPerson({ n: 'Zoé Müller' }), copyPerson({ i: 2, n: 'Zoe Martin' })] });
    expect(searchCopy(held, 'zoe mul').map((p) => p.n)).toEqual(['Zoé Müller']);
    expect(searchCopy(held, 'ZOE')).toHaveLength(2);
    expect(searchCopy(held, '  ')).toEqual([]);
  });

  it('sends the queue oldest first in batches of at most 200', () => {
    const queue = Array.from({ length: 450 }, (_, n) => ({ clientId: String(n), scannedAt: new Date(NOW - n * 1000).toISOString() }));
    const batches = syncBatches(queue);
    expect(batches.map((b) => b.length)).toEqual([200, 200, 50]);
    expect(batches[0]![0]!.clientId).toBe('449');
  });

  it('tells a network cut from an answer of the server', () => {
    expect(isNetworkCut(new TypeError('fetch failed'))).toBe(true);
    expect(isNetworkCut(new DOMException('late', 'TimeoutError'))).toBe(true);
    expect(isNetworkCut(Object.assign(new Error('409'), { status: 409 }))).toBe(false);
  });

  it('colours each outcome', () => {
    expect([outcomeColor('VALID'), outcomeColor('ALREADY_IN'), outcomeColor('UNKNOWN'), outcomeColor('EXPIRED'), outcomeColor('WRONG_EDITION')]).toEqual(['green', 'orange', 'gray', 'red', 'red']);
  });
});
