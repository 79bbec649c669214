import { GATE_COPY_OVERLAP_MS, GateOutcome, GateSubjectKind } from './gate-fields';
import { ticketStanding, volunteerStanding } from './gate-rules';

/** What the standing of a person is read from: a ticket's item state and order, a volunteer's application status. */
export interface StandingFacts {
  kind: GateSubjectKind;
  /** A ticket: the provider's item state (or ours). */
  state: string | null;
  /** A ticket: SYNCED (the provider's) or ONSITE. */
  source: string | null;
  /** A ticket: when the team cancelled its order here (null: never). */
  cancelledAt: unknown;
  /** A volunteer: the application's status. */
  status: string | null;
}

/**
 * Whether a person may come in, before the tier's window and whether they are in already (the
 * device works those out): a valid ticket, an accepted volunteer, any artist record of the edition.
 * A ticket stands as ticketing's one rule says (`ticketStanding`).
 */
export function standingOf(facts: StandingFacts): GateOutcome {
  switch (facts.kind) {
    case GateSubjectKind.TICKET:
      return ticketStanding(facts.state ?? '', facts.source ?? '');
    case GateSubjectKind.VOLUNTEER:
      return volunteerStanding(facts.status);
    case GateSubjectKind.ARTIST:
      return GateOutcome.VALID;
  }
}

/** A copy's cursor: the server's clock at the read, in epoch milliseconds. */
export const cursorOf = (at: Date): string => String(at.getTime());

/**
 * The instant a refresh reads changes from: the cursor given back, less the overlap (a transaction
 * that committed after the cursor with an earlier clock). Null when the cursor is not one we made
 * (not digits, or not a past instant of this era).
 */
export function changesSince(cursor: string, now: Date): Date | null {
  if (!/^\d{1,15}$/.test(cursor)) return null;
  const ms = Number(cursor);
  if (ms < Date.UTC(2000, 0, 1) || ms > now.getTime() + GATE_COPY_OVERLAP_MS) return null;
  return new Date(ms - GATE_COPY_OVERLAP_MS);
}

/** Names a grouped arrival notice spells out; the others are counted. */
export const ARRIVAL_NAMES_SHOWN = 2;

/** The names a grouped notice lists and how many more there are ("Alice, Bob and 1 more"): all when they fit, else the first ones. */
export function arrivalSummary(names: readonly string[]): { names: string; others: number } {
  const shown = names.length <= ARRIVAL_NAMES_SHOWN ? names : names.slice(0, ARRIVAL_NAMES_SHOWN);
  return { names: shown.join(', '), others: names.length - shown.length };
}

/** The returnable items of a ticket: its tier's, its options', and those of the choices it answered. */
export function ticketReturnables(
  tierId: number | null,
  optionIds: readonly number[],
  answers: readonly { customFieldId: number | null; answer: string }[],
  links: { byTier: ReadonlyMap<number, number[]>; byOption: ReadonlyMap<number, number[]>; byChoice: ReadonlyMap<string, number[]> },
): number[] {
  const ids = new Set<number>();
  for (const id of (tierId !== null && links.byTier.get(tierId)) || []) ids.add(id);
  for (const option of optionIds) for (const id of links.byOption.get(option) ?? []) ids.add(id);
  for (const a of answers) if (a.customFieldId !== null) for (const id of links.byChoice.get(choiceKey(a.customFieldId, a.answer)) ?? []) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** The returnable items of a volunteer (their teams') or an artist (their shows'). */
export function groupReturnables(groupIds: readonly number[], byGroup: ReadonlyMap<number, number[]>): number[] {
  const ids = new Set<number>();
  for (const group of groupIds) for (const id of byGroup.get(group) ?? []) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** The key of a custom field's choice in the returnables' links. */
export const choiceKey = (customFieldId: number, value: string): string => `${customFieldId}\u0000${value}`;

/** The answers a ticket shows at the gate: those to the fields the organiser marked, as [label, answer] pairs. */
export function gateAnswers(answers: readonly { customFieldId: number | null; label: string; answer: string }[], shownFields: ReadonlySet<number>): string[][] {
  return answers.filter((a) => a.customFieldId !== null && shownFields.has(a.customFieldId) && a.answer !== '').map((a) => [a.label, a.answer]);
}
