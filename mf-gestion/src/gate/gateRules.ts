/**
 * The gate's rules on the device: the answer the offline copy gives (a mirror of the server's: the
 * copy's state, then the tier's window, then "already in"), merging a refresh into the copy, the
 * code key the copy is indexed by, and the offline queue's bookkeeping. Pure, but for the hash.
 */
import type { Schemas } from '@festival/api-client';
import { searchPeople, subjectKey } from '../shared/scanner/scannerRules';

// The scanners' shared rules, for the gate's callers.
export { codeKey, copyIsStale, COPY_MAX_AGE_MS, COPY_REFRESH_MS, isNetworkCut, ONLINE_TIMEOUT_MS, SEARCH_MIN, searchable, subjectKey, syncBatches } from '../shared/scanner/scannerRules';

export type GateAnswer = Schemas['GateAnswerDto'];
export type GatePerson = Schemas['GatePersonDto'];
export type GateCopy = Schemas['GateCopyDto'];
export type GateCopyPerson = Schemas['GateCopyPersonDto'];
export type GateConflict = Schemas['GateConflictDto'];
export type GateEntry = Schemas['GateEntryDto'];
export type GateOutcome = Schemas['GateAnswerDto']['outcome'];
export type GateSubjectKind = Schemas['GatePersonDto']['kind'];
export type PaymentMethod = NonNullable<GateEntry['paymentMethod']>;

/** Outcomes that let the person in (or would). */
export const letsIn = (outcome: GateOutcome): boolean => outcome === 'VALID';

/** The colour of an outcome on the result screen: green in, orange already in, grey unknown, red every refusal. */
export function outcomeColor(outcome: GateOutcome): 'green' | 'orange' | 'gray' | 'red' {
  if (outcome === 'VALID') return 'green';
  if (outcome === 'ALREADY_IN') return 'orange';
  if (outcome === 'UNKNOWN') return 'gray';
  return 'red';
}

/** Merges a refresh (`full: false`: only what changed since the cursor) into the copy; a whole copy replaces it. */
export function mergeCopy(copy: GateCopy | null, next: GateCopy): GateCopy {
  if (next.full || !copy) return next;
  const byId = <T extends { id: number }>(old: T[], changed: T[]) => [...new Map([...old, ...changed].map((x) => [x.id, x])).values()];
  const people = new Map(copy.people.map((p) => [subjectKey(p.k, p.i), p]));
  for (const p of next.people) people.set(subjectKey(p.k, p.i), p);
  const conflicts = new Map([...copy.conflicts, ...next.conflicts].map((c) => [c.clientId, c]));
  return {
    ...next,
    full: true,
    tiers: byId(copy.tiers, next.tiers),
    options: byId(copy.options, next.options),
    returnables: byId(copy.returnables, next.returnables),
    people: [...people.values()],
    conflicts: [...conflicts.values()],
  };
}

/** A person of the copy as the server's answer draws them (names of tiers, options and returnables looked up). */
export function personFromCopy(copy: GateCopy, p: GateCopyPerson): GatePerson {
  const label = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name;
  const names = (list: { id: number; name: string }[], ids: number[]) => ids.flatMap((id) => label(list, id) ?? []);
  return {
    kind: p.k,
    subjectId: p.i,
    name: p.n,
    tier: copy.tiers.find((t) => t.id === p.t) ?? null,
    options: names(copy.options, p.o),
    orderNumber: p.k === 'TICKET' ? p.d : null,
    teams: p.k === 'VOLUNTEER' && p.d ? [p.d] : [],
    shows: p.k === 'ARTIST' && p.d ? [p.d] : [],
    answers: p.a.map(([label, answer]) => ({ label: label ?? '', answer: answer ?? '' })),
    returnables: names(copy.returnables, p.r),
    // The offline copy stays small (50,000 people): it carries no meals; the online answer shows them.
    meals: [],
    entry: p.e ? { entryId: 0, at: p.e, by: null, deviceId: '', offline: true } : null,
  };
}

/** The copy's outcome for a person now: its refusal state, else the tier's window, else already in, else valid. */
export function copyOutcome(copy: GateCopy, p: GateCopyPerson, now: number): GateOutcome {
  if (p.s !== 'VALID') return p.s;
  const tier = p.t == null ? null : copy.tiers.find((t) => t.id === p.t);
  if (tier?.validFrom && now < Date.parse(tier.validFrom)) return 'NOT_YET_VALID';
  if (tier?.validUntil && now > Date.parse(tier.validUntil)) return 'EXPIRED';
  if (p.e) return 'ALREADY_IN';
  return 'VALID';
}

/** The answer the copy gives about a person (or none: UNKNOWN, revealing nothing), as the server would word it. */
export function answerFromCopy(copy: GateCopy, p: GateCopyPerson | undefined, now: number): GateAnswer {
  const unknown: GateAnswer = { outcome: 'UNKNOWN', person: null, entryId: null, conflict: false, previous: null, otherEdition: null, toPay: null, currency: copy.currency };
  if (!p) return unknown;
  const outcome = copyOutcome(copy, p, now);
  const person = personFromCopy(copy, p);
  return {
    ...unknown,
    outcome,
    person,
    previous: outcome === 'ALREADY_IN' ? person.entry : null,
    toPay: outcome === 'VALID' && p.p ? p.p : null,
  };
}

/** The copy once a person is let in on this device (so a second scan answers ALREADY_IN), or back out after an undo of a queued validation. */
export function markInCopy(copy: GateCopy, kind: GateSubjectKind, subjectId: number, at: string | null): GateCopy {
  return { ...copy, people: copy.people.map((p) => (p.k === kind && p.i === subjectId ? { ...p, e: at, p: at ? null : p.p } : p)) };
}

/** The people of the copy whose name holds every word typed (accents and case ignored), for the search offline. */
export const searchCopy = (copy: GateCopy, query: string, max = 20): GateCopyPerson[] => searchPeople(copy.people, query, (p) => `${p.n} ${p.d ?? ''}`, max);

/** Money in the edition's currency, from cents. */
export const money = (cents: number, currency: string, lng: string): string => new Intl.NumberFormat(lng, { style: 'currency', currency }).format(cents / 100);
