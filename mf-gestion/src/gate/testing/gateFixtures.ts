/** API rows of the gate for its tests (only specs import this). */
import type { GateAnswer, GateCopy, GateCopyPerson, GatePerson } from '../gateRules';

export const person = (over: Partial<GatePerson> = {}): GatePerson => ({
  kind: 'TICKET',
  subjectId: 41,
  name: 'Ada Lovelace',
  tier: { id: 3, name: 'Weekend', validFrom: null, validUntil: null },
  options: ['Camping'],
  orderNumber: 'HA-1001',
  teams: [],
  shows: [],
  answers: [{ label: 'T-shirt', answer: 'M' }],
  returnables: ['cup', 'wristband'],
  meals: [],
  entry: null,
  ...over,
});

export const answer = (over: Partial<GateAnswer> = {}): GateAnswer => ({
  outcome: 'VALID',
  person: person(),
  entryId: null,
  conflict: false,
  previous: null,
  otherEdition: null,
  toPay: null,
  currency: 'EUR',
  ...over,
});

export const copyPerson = (over: Partial<GateCopyPerson> = {}): GateCopyPerson => ({
  h: 'AAAAAAAAAAAAAAAA',
  k: 'TICKET',
  i: 41,
  n: 'Ada Lovelace',
  t: 3,
  o: [5],
  r: [9],
  d: 'HA-1001',
  a: [['T-shirt', 'M']],
  s: 'VALID',
  e: null,
  p: null,
  ...over,
});

export const copy = (over: Partial<GateCopy> = {}): GateCopy => ({
  cursor: 'c1',
  full: true,
  generatedAt: '2027-05-14T08:00:00.000Z',
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  tiers: [{ id: 3, name: 'Weekend', validFrom: null, validUntil: null }],
  options: [{ id: 5, name: 'Camping' }],
  returnables: [{ id: 9, name: 'cup' }],
  people: [copyPerson()],
  conflicts: [],
  ...over,
});
