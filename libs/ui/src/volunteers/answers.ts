/**
 * The answers of a volunteer application as a form holds them, for the two forms that edit them:
 * the volunteer's own application (mf-public) and the organisers' correction (mf-gestion). Which
 * answers show (the server lists those it asks: `askedFields`) and the cross-field rules both
 * forms check, as the server does (backend application-rules.ts). Pure: no React, no fetch.
 */
import type { Schemas } from '@festival/api-client';
import { fromLocalInput } from '../forms/localDateTime';

/** An answer of the form (the server's ANSWER_FIELDS). */
export type AnswerField = Schemas['VolunteerAnswerField'];

/** The answers as the inputs hold them (texts, ticks, team ids as strings, local date-times). */
export interface AnswerValues {
  motivation: string;
  dietaryPreference: string | null;
  allergies: string;
  allergySeverity: string | null;
  timePreferences: string[];
  teamPreferences: string[];
  hasPets: boolean;
  petsDetails: string;
  hasMinors: boolean;
  minorsDetails: string;
  hasVehicle: boolean;
  vehicleDetails: string;
  companionName: string;
  avoidList: string;
  skills: string;
  hasExperience: boolean;
  experienceDetails: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  setupAvailability: boolean;
  eventAvailability: boolean;
  teardownAvailability: boolean;
  /** Local date-time of the input (YYYY-MM-DDTHH:mm). */
  arrivalDateTime: string;
  departureDateTime: string;
}

/** A form with no answer yet. */
export const EMPTY_ANSWERS: AnswerValues = {
  motivation: '',
  dietaryPreference: null,
  allergies: '',
  allergySeverity: null,
  timePreferences: [],
  teamPreferences: [],
  hasPets: false,
  petsDetails: '',
  hasMinors: false,
  minorsDetails: '',
  hasVehicle: false,
  vehicleDetails: '',
  companionName: '',
  avoidList: '',
  skills: '',
  hasExperience: false,
  experienceDetails: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  setupAvailability: false,
  eventAvailability: false,
  teardownAvailability: false,
  arrivalDateTime: '',
  departureDateTime: '',
};

/** Whether an allergy severity makes the emergency contact mandatory. */
export const isSeriousAllergy = (severity: string | null | undefined) => severity === 'SEVERE' || severity === 'CRITICAL';

/**
 * Whether a form shows this answer, given the answers asked and the answers so far: a severe or
 * critical allergy brings the emergency contact along.
 */
export function isAsked(field: AnswerField, asked: readonly AnswerField[], values: Pick<AnswerValues, 'allergySeverity'>): boolean {
  if ((field === 'emergencyContactName' || field === 'emergencyContactPhone') && asked.includes('allergySeverity') && isSeriousAllergy(values.allergySeverity)) return true;
  return asked.includes(field);
}

export type AnswerErrorCode = 'allergySeverityRequired' | 'allergiesRequired' | 'emergencyContactRequired' | 'availabilityRequired' | 'arrivalRequired' | 'departureRequired' | 'departureBeforeArrival';
export type AnswerErrors = Partial<Record<keyof AnswerValues | 'availability', AnswerErrorCode>>;

/**
 * The server's cross-field rules on the answers shown: a severity with allergies (and allergies
 * with a severity), the emergency contact, one availability, an arrival, a departure with event or
 * teardown, after the arrival (dates typed on the clocks of `timeZone`: the edition's). Field → the
 * first broken rule's code.
 */
export function answerErrors(values: AnswerValues, asked: readonly AnswerField[], timeZone?: string): AnswerErrors {
  const errors: AnswerErrors = {};
  const set = (field: keyof AnswerValues | 'availability', code: AnswerErrorCode) => {
    errors[field] ??= code;
  };
  const shown = (f: AnswerField) => isAsked(f, asked, values);
  if (shown('allergies')) {
    if (values.allergies.trim() && !values.allergySeverity) set('allergySeverity', 'allergySeverityRequired');
    if (!values.allergies.trim() && values.allergySeverity) set('allergies', 'allergiesRequired');
  }
  if (shown('emergencyContactName')) {
    if (!values.emergencyContactName.trim()) set('emergencyContactName', 'emergencyContactRequired');
    if (!values.emergencyContactPhone.trim()) set('emergencyContactPhone', 'emergencyContactRequired');
  }
  const setup = shown('setupAvailability') && values.setupAvailability;
  const teardown = shown('teardownAvailability') && values.teardownAvailability;
  if (!setup && !values.eventAvailability && !teardown) set('availability', 'availabilityRequired');
  const arrival = fromLocalInput(values.arrivalDateTime, timeZone);
  const departure = fromLocalInput(values.departureDateTime, timeZone);
  if (!arrival) set('arrivalDateTime', 'arrivalRequired');
  if (!departure && (values.eventAvailability || teardown)) set('departureDateTime', 'departureRequired');
  if (arrival && departure && new Date(departure).getTime() <= new Date(arrival).getTime()) set('departureDateTime', 'departureBeforeArrival');
  return errors;
}
