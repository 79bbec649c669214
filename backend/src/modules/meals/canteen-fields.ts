/**
 * The canteen's answers, declared once: the DTOs, the rules and, through the generated client, the
 * scanner's canteen screen derive from these.
 */

/**
 * The canteen's one answer about a person for a meal, before or after serving them:
 * - ELIGIBLE: may eat (after a validation: served now, by it);
 * - ALREADY_EATEN: served earlier (when, by whom, on which device);
 * - NOT_ELIGIBLE: not this meal, and why (`MealRefusal`);
 * - TICKET_REFUNDED: a synced ticket the provider refunded; CANCELLED: any other ticket no longer valid;
 * - WRONG_EDITION: a real code of another edition;
 * - UNKNOWN: not recognised (an unknown or forged code): says nothing more.
 */
export enum MealOutcome {
  ELIGIBLE = 'ELIGIBLE',
  ALREADY_EATEN = 'ALREADY_EATEN',
  NOT_ELIGIBLE = 'NOT_ELIGIBLE',
  TICKET_REFUNDED = 'TICKET_REFUNDED',
  CANCELLED = 'CANCELLED',
  WRONG_EDITION = 'WRONG_EDITION',
  UNKNOWN = 'UNKNOWN',
}

/** Why NOT_ELIGIBLE: no such meal for them, they declined it, a volunteer not accepted, the meal turned off. */
export enum MealRefusal {
  NO_MEAL = 'NO_MEAL',
  DECLINED = 'DECLINED',
  NOT_ACCEPTED = 'NOT_ACCEPTED',
  MEAL_OFF = 'MEAL_OFF',
}
