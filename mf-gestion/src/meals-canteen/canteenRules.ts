/**
 * The canteen's rules on the device: the answer a meal's offline copy gives (a mirror of the
 * server's: the copy's state, then "already eaten"), marking a plate served in the copy, the colour
 * of an outcome, and when an allergy must be shown loudly. Pure.
 */
import type { Schemas } from '@festival/api-client';
import { searchPeople } from '../shared/scanner/scannerRules';

export type MealAnswer = Schemas['MealAnswerDto'];
export type MealEater = Schemas['MealEaterDto'];
export type MealCopy = Schemas['MealCopyDto'];
export type MealCopyPerson = Schemas['MealCopyPersonDto'];
export type MealOutcome = MealAnswer['outcome'];
export type CanteenMeal = Schemas['CanteenMealDto'];
export type MealSearchPerson = Schemas['MealSearchPersonDto'];
export type AllergySeverity = NonNullable<MealEater['allergySeverity']>;

/** Outcomes that serve the meal (or would). */
export const serves = (outcome: MealOutcome): boolean => outcome === 'ELIGIBLE';

/** The colour of an outcome on the result screen: green eats, orange already eaten, grey unknown, red every refusal. */
export function mealOutcomeColor(outcome: MealOutcome): 'green' | 'orange' | 'gray' | 'red' {
  if (outcome === 'ELIGIBLE') return 'green';
  if (outcome === 'ALREADY_EATEN') return 'orange';
  if (outcome === 'UNKNOWN') return 'gray';
  return 'red';
}

/** An allergy the cook must not miss: shown with an icon, in red, in big letters. */
export const loudAllergy = (severity: AllergySeverity | null): boolean => severity === 'SEVERE' || severity === 'CRITICAL';

/** A person of the copy as the server's answer draws them. */
export function eaterFromCopy(p: MealCopyPerson): MealEater {
  return {
    kind: p.k,
    subjectId: p.i,
    name: p.n,
    diet: p.d,
    allergies: p.a,
    allergySeverity: p.v,
    afterShow: p.l,
    returnables: p.r,
    entry: p.e ? { entryId: 0, at: p.e, by: null, deviceId: '', offline: true } : null,
  };
}

/** The copy's outcome for a person: its refusal state, else already eaten, else eligible. */
export const copyOutcome = (p: MealCopyPerson): MealOutcome => (p.s !== 'ELIGIBLE' ? p.s : p.e ? 'ALREADY_EATEN' : 'ELIGIBLE');

/** The answer the copy gives about a person (or none: UNKNOWN, revealing nothing), as the server would word it. */
export function answerFromCopy(copy: MealCopy, p: MealCopyPerson | undefined): MealAnswer {
  const unknown: MealAnswer = { outcome: 'UNKNOWN', refusal: null, meal: copy.meal, person: null, entryId: null, conflict: false, previous: null, otherEdition: null };
  if (!p) return unknown;
  const outcome = copyOutcome(p);
  const person = eaterFromCopy(p);
  return { ...unknown, outcome, refusal: outcome === 'NOT_ELIGIBLE' ? p.w : null, person, previous: outcome === 'ALREADY_EATEN' ? person.entry : null };
}

/** The copy once a person is served on this device (a second scan answers ALREADY_EATEN), or back after an undo of a queued validation. */
export function markEatenInCopy(copy: MealCopy, kind: MealCopyPerson['k'], subjectId: number, at: string | null): MealCopy {
  return { ...copy, people: copy.people.map((p) => (p.k === kind && p.i === subjectId ? { ...p, e: at } : p)) };
}

/** The copy's people by the words of a search, as the server's search answers them. */
export const searchMealCopy = (copy: MealCopy, query: string): MealSearchPerson[] =>
  searchPeople(copy.people, query, (p) => p.n).map((p) => ({ kind: p.k, subjectId: p.i, name: p.n, detail: null, outcome: copyOutcome(p), refusal: p.s === 'NOT_ELIGIBLE' ? p.w : null }));
