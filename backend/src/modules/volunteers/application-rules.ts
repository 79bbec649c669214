/**
 * Pure rules of volunteer applications (no I/O): which answers the form keeps, what makes an
 * application valid, the status transitions, and the settings' cross-field
 * checks. A failure is a list of message keys per field, answered as a 400 like the DTO checks.
 */
import { dayBounds } from '../../core/time/zoned';
import type { Interval } from './planning-rules';
import { AllergySeverity, ApplicationStatus, VolunteersMode, type DietaryPreference, type TimePreference, type VolunteerAskFlag, type VolunteerAskFlags } from './volunteer-fields';
import type { FieldMessages } from '../../core/validation/field-errors';

/** The answers of the form, as stored on the application (null: not asked or not answered). */
export interface ApplicationAnswers {
  motivation: string | null;
  dietaryPreference: DietaryPreference | null;
  allergies: string | null;
  allergySeverity: AllergySeverity | null;
  timePreferences: TimePreference[] | null;
  teamPreferences: number[] | null;
  hasPets: boolean | null;
  petsDetails: string | null;
  hasMinors: boolean | null;
  minorsDetails: string | null;
  hasVehicle: boolean | null;
  vehicleDetails: string | null;
  companionName: string | null;
  avoidList: string | null;
  skills: string | null;
  hasExperience: boolean | null;
  experienceDetails: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  setupAvailability: boolean | null;
  eventAvailability: boolean | null;
  teardownAvailability: boolean | null;
  arrivalDateTime: string | null;
  departureDateTime: string | null;
}
export type AnswerField = keyof ApplicationAnswers;

/** Every answer field, in the form's order (CSV columns, detail view, changed-field lists). */
export const ANSWER_FIELDS = [
  'motivation',
  'dietaryPreference',
  'allergies',
  'allergySeverity',
  'timePreferences',
  'teamPreferences',
  'hasPets',
  'petsDetails',
  'hasMinors',
  'minorsDetails',
  'hasVehicle',
  'vehicleDetails',
  'companionName',
  'avoidList',
  'skills',
  'hasExperience',
  'experienceDetails',
  'emergencyContactName',
  'emergencyContactPhone',
  'setupAvailability',
  'eventAvailability',
  'teardownAvailability',
  'arrivalDateTime',
  'departureDateTime',
] as const satisfies readonly AnswerField[];

/** The answers each question of the form (a volunteersAsk* toggle) brings; the others are always asked. */
export const QUESTION_FIELDS: Record<VolunteerAskFlag, readonly AnswerField[]> = {
  volunteersAskDiet: ['dietaryPreference'],
  volunteersAskAllergies: ['allergies', 'allergySeverity'],
  volunteersAskTimePreferences: ['timePreferences'],
  volunteersAskTeamPreferences: ['teamPreferences'],
  volunteersAskPets: ['hasPets', 'petsDetails'],
  volunteersAskMinors: ['hasMinors', 'minorsDetails'],
  volunteersAskVehicle: ['hasVehicle', 'vehicleDetails'],
  volunteersAskCompanion: ['companionName'],
  volunteersAskAvoidList: ['avoidList'],
  volunteersAskSkills: ['skills'],
  volunteersAskExperience: ['hasExperience', 'experienceDetails'],
  volunteersAskEmergencyContact: ['emergencyContactName', 'emergencyContactPhone'],
  volunteersAskSetup: ['setupAvailability'],
  volunteersAskTeardown: ['teardownAvailability'],
};

/** A yes/no question whose details only count when the answer is yes. */
const DETAILS_OF: Partial<Record<AnswerField, AnswerField>> = { hasPets: 'petsDetails', hasMinors: 'minorsDetails', hasVehicle: 'vehicleDetails', hasExperience: 'experienceDetails' };

const SERIOUS_ALLERGIES: readonly string[] = [AllergySeverity.SEVERE, AllergySeverity.CRITICAL];

/** Whether an allergy severity makes the emergency contact mandatory. */
export const isSeriousAllergy = (severity: string | null | undefined): boolean => !!severity && SERIOUS_ALLERGIES.includes(severity);

/** Whether the form shows (and the server keeps) this answer, given the toggles and the answers so far. */
export function isAsked(field: AnswerField, asks: VolunteerAskFlags, answers: Partial<ApplicationAnswers> = {}): boolean {
  // A serious allergy brings the emergency contact even when its own question is off.
  if ((field === 'emergencyContactName' || field === 'emergencyContactPhone') && asks.volunteersAskAllergies && isSeriousAllergy(answers.allergySeverity)) return true;
  for (const [flag, fields] of Object.entries(QUESTION_FIELDS) as [VolunteerAskFlag, readonly AnswerField[]][]) {
    if (fields.includes(field)) return asks[flag];
  }
  return true;
}

/** The answers the form asks, in its order: every field of a question switched on, and those always asked. */
export const askedFieldsOf = (asks: VolunteerAskFlags): AnswerField[] => ANSWER_FIELDS.filter((f) => isAsked(f, asks));

const blank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The answers as stored: questions that are off are null, empty texts and lists are null, details
 * of a "no" are dropped, and an event-availability left out means no.
 */
export function normalizeAnswers(input: Partial<ApplicationAnswers>, asks: VolunteerAskFlags): ApplicationAnswers {
  const out = {} as Record<AnswerField, unknown>;
  for (const field of ANSWER_FIELDS) {
    const value = input[field];
    out[field] = !isAsked(field, asks, input) || blank(value) || (Array.isArray(value) && value.length === 0) ? null : value;
  }
  for (const [flag, details] of Object.entries(DETAILS_OF) as [AnswerField, AnswerField][]) if (out[flag] !== true) out[details] = null;
  for (const field of ['setupAvailability', 'eventAvailability', 'teardownAvailability'] as const) if (isAsked(field, asks) && out[field] === null) out[field] = false;
  return out as unknown as ApplicationAnswers;
}

/** What an application is checked against. */
export interface ApplicationContext {
  asks: VolunteerAskFlags;
  /** volunteerPeriod (planning-rules): an arrival or a departure may be at either bound. */
  period: Interval;
  /** Teams a volunteer may name as preferences (the visible teams of the edition). */
  teamIds: readonly number[];
  /** What the user's profile lacks (the form asks for it): null when not checked (an organiser's correction). */
  profile?: { phone: string | null; nom: string | null; prenom: string | null } | null;
}

/** What the applicant sends besides the answers: the profile fields their profile lacks. */
export interface ProfileInput {
  phone?: string | null;
  nom?: string | null;
  prenom?: string | null;
}

function add(errors: FieldMessages, field: string, key: string): void {
  (errors[field] ??= []).push({ key });
}

/**
 * Every rule of the form on the stored answers (normalizeAnswers first) and the profile input:
 * answers the messages per field, empty when the application is valid.
 */
export function applicationErrors(answers: ApplicationAnswers, ctx: ApplicationContext, profileInput: ProfileInput = {}): FieldMessages {
  const errors: FieldMessages = {};
  if (ctx.profile) {
    for (const field of ['phone', 'nom', 'prenom'] as const) {
      if (blank(ctx.profile[field]) && blank(profileInput[field])) add(errors, field, 'errors.volunteers.profileFieldRequired');
    }
  }
  if (ctx.asks.volunteersAskAllergies) {
    if (answers.allergies && !answers.allergySeverity) add(errors, 'allergySeverity', 'errors.volunteers.allergySeverityRequired');
    if (!answers.allergies && answers.allergySeverity) add(errors, 'allergies', 'errors.volunteers.allergiesRequired');
  }
  const needsContact = ctx.asks.volunteersAskEmergencyContact || (ctx.asks.volunteersAskAllergies && isSeriousAllergy(answers.allergySeverity));
  if (needsContact) {
    if (!answers.emergencyContactName) add(errors, 'emergencyContactName', 'errors.volunteers.emergencyContactRequired');
    if (!answers.emergencyContactPhone) add(errors, 'emergencyContactPhone', 'errors.volunteers.emergencyContactRequired');
  }
  const available = answers.eventAvailability === true || (ctx.asks.volunteersAskSetup && answers.setupAvailability === true) || (ctx.asks.volunteersAskTeardown && answers.teardownAvailability === true);
  if (!available) add(errors, 'availability', 'errors.volunteers.availabilityRequired');

  const arrival = answers.arrivalDateTime ? new Date(answers.arrivalDateTime) : null;
  const departure = answers.departureDateTime ? new Date(answers.departureDateTime) : null;
  if (!arrival) add(errors, 'arrivalDateTime', 'errors.volunteers.arrivalRequired');
  const departureNeeded = answers.eventAvailability === true || (ctx.asks.volunteersAskTeardown && answers.teardownAvailability === true);
  if (!departure && departureNeeded) add(errors, 'departureDateTime', 'errors.volunteers.departureRequired');
  const within = (d: Date) => d.getTime() >= ctx.period.start.getTime() && d.getTime() <= ctx.period.end.getTime();
  if (arrival && !within(arrival)) add(errors, 'arrivalDateTime', 'errors.volunteers.outsidePeriod');
  if (departure && !within(departure)) add(errors, 'departureDateTime', 'errors.volunteers.outsidePeriod');
  if (arrival && departure && departure.getTime() <= arrival.getTime()) add(errors, 'departureDateTime', 'errors.volunteers.departureBeforeArrival');

  if (answers.teamPreferences?.some((id) => !ctx.teamIds.includes(id))) add(errors, 'teamPreferences', 'errors.volunteers.unknownTeam');
  return errors;
}

/** The answer fields whose stored value differs (an organiser's correction tells the volunteer which). */
export function changedAnswers(before: ApplicationAnswers, after: ApplicationAnswers): AnswerField[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return ANSWER_FIELDS.filter((f) => !same(before[f], after[f]));
}

/** The decisions an organiser may take: PENDING → ACCEPTED | REJECTED, and either back to PENDING. */
export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (from === ApplicationStatus.PENDING) return to === ApplicationStatus.ACCEPTED || to === ApplicationStatus.REJECTED;
  return to === ApplicationStatus.PENDING;
}

/** Whether a move takes the volunteer out of their teams and slots. */
export const leavesAccepted = (from: ApplicationStatus, to: ApplicationStatus): boolean => from === ApplicationStatus.ACCEPTED && to !== ApplicationStatus.ACCEPTED;

/** The settings an organiser saves, as they will be stored. */
export interface SettingsState {
  volunteersMode: VolunteersMode;
  volunteersExternalUrl: string | null;
  volunteersSetupStartDate: Date | null;
  volunteersTeardownEndDate: Date | null;
}

/**
 * The settings' cross-field rules: an external mode needs its link; setup starts on or before the
 * first day, teardown ends on or after the last day (days on the edition's clocks), and setup starts
 * before teardown ends.
 */
export function settingsErrors(s: SettingsState, edition: { startDate: string; endDate: string; timeZone: string }): FieldMessages {
  const errors: FieldMessages = {};
  if (s.volunteersMode === VolunteersMode.EXTERNAL && !s.volunteersExternalUrl) add(errors, 'volunteersExternalUrl', 'errors.volunteers.externalUrlRequired');
  const setup = s.volunteersSetupStartDate;
  const teardown = s.volunteersTeardownEndDate;
  if (setup && setup.getTime() >= dayBounds(edition.startDate, edition.timeZone).end.getTime()) add(errors, 'volunteersSetupStartDate', 'errors.volunteers.setupAfterStart');
  if (teardown && teardown.getTime() < dayBounds(edition.endDate, edition.timeZone).start.getTime()) add(errors, 'volunteersTeardownEndDate', 'errors.volunteers.teardownBeforeEnd');
  if (setup && teardown && setup.getTime() >= teardown.getTime()) add(errors, 'volunteersTeardownEndDate', 'errors.volunteers.teardownBeforeSetup');
  return errors;
}
