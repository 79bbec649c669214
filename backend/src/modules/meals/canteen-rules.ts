/**
 * The canteen's pure rules: what a scan answers about a person for a meal, and the meal a phone
 * opens on by default.
 */
import { ticketStanding } from '../ticketing/orders.dto';
import { MEAL_TYPES, type MealType } from './meal-fields';
import { MealOutcome, MealRefusal } from './canteen-fields';

/** What the canteen knows of a person of this edition before answering for a meal. */
export interface EaterFacts {
  kind: 'TICKET' | 'VOLUNTEER' | 'ARTIST';
  /** A ticket's state and source. */
  state: string | null;
  source: string | null;
  /** A volunteer's application is accepted (the gate's rule). */
  accepted: boolean;
  /** Their selection of this meal (null: none); `accepted` false: declined. */
  selection: { accepted: boolean } | null;
  mealEnabled: boolean;
  /** A validation of this meal is in force. */
  eaten: boolean;
}

/**
 * The answer for a meal: a ticket's standing first, then a volunteer's application, then the meal
 * turned off, then the selection (none, declined), then whether they have eaten.
 */
export function mealOutcomeOf(f: EaterFacts): { outcome: MealOutcome; refusal: MealRefusal | null } {
  if (f.kind === 'TICKET') {
    const standing = ticketStanding(f.state ?? '', f.source ?? '');
    if (standing === 'REFUNDED') return { outcome: MealOutcome.TICKET_REFUNDED, refusal: null };
    if (standing === 'CANCELLED') return { outcome: MealOutcome.CANCELLED, refusal: null };
  }
  const refusal = f.kind === 'VOLUNTEER' && !f.accepted ? MealRefusal.NOT_ACCEPTED : !f.mealEnabled ? MealRefusal.MEAL_OFF : !f.selection ? MealRefusal.NO_MEAL : !f.selection.accepted ? MealRefusal.DECLINED : null;
  if (refusal) return { outcome: MealOutcome.NOT_ELIGIBLE, refusal };
  return { outcome: f.eaten ? MealOutcome.ALREADY_EATEN : MealOutcome.ELIGIBLE, refusal: null };
}

/** Local hours a meal's service ends by (the default meal switches to the next one then). */
export const SERVICE_ENDS: Record<MealType, number> = { BREAKFAST: 11, LUNCH: 15, DINNER: 23 };

/**
 * The meal a canteen phone opens on: today's (on the edition's clock) whose service is running or
 * next, else the next day's first, else the last one. Meals in grid order (date, then type).
 */
export function currentMeal<M extends { date: string; mealType: MealType; enabled: boolean }>(meals: readonly M[], today: string, hour: number): M | null {
  const on = meals.filter((m) => m.enabled);
  const order = (m: M) => `${m.date}:${MEAL_TYPES.indexOf(m.mealType)}`;
  const sorted = [...(on.length ? on : meals)].sort((a, b) => order(a).localeCompare(order(b)));
  return sorted.find((m) => m.date > today || (m.date === today && hour < SERVICE_ENDS[m.mealType])) ?? sorted.at(-1) ?? null;
}

/** The meal of a checkpoint written by `mealCheckpoint` ('MEAL:12' → 12), or null for another checkpoint. */
export function mealOfCheckpoint(checkpoint: string): number | null {
  const match = /^MEAL:(\d+)$/.exec(checkpoint);
  return match ? Number(match[1]) : null;
}
