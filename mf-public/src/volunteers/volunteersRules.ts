/**
 * The volunteer form's client-side rules, mirroring the server's (backend application-rules.ts):
 * which questions show (the server lists the answers it asks: `askedFields`), what makes an
 * application valid, and the conversions between the form's values and the API. Pure: no React, no fetch.
 */
import type { Schemas } from '@festival/api-client';
import { fromLocalInput } from '@festival/ui/dates';
import { answerErrors, EMPTY_ANSWERS, isAsked, type AnswerErrorCode, type AnswerField, type AnswerValues } from '@festival/ui/volunteers';

export type { AnswerField } from '@festival/ui/volunteers';
export type ApplyBody = Schemas['ApplyDto'];
export type Period = Schemas['VolunteerPeriodDto'];
export type ProfileGaps = Schemas['ProfileGapsDto'];

/** The form's values as the inputs hold them: the answers, and what the profile may lack. */
export interface ApplicationFormValues extends AnswerValues {
  phone: string;
  nom: string;
  prenom: string;
}

export const EMPTY_APPLICATION: ApplicationFormValues = { phone: '', nom: '', prenom: '', ...EMPTY_ANSWERS };

type Field = keyof ApplicationFormValues;

const PHONE = /^\+?[0-9 ().-]{6,30}$/;

export type ApplicationErrorCode = AnswerErrorCode | 'required' | 'phone' | 'outsidePeriod';

/**
 * Every rule of the server on the form's values: field → the first broken rule's code. The
 * answers' rules are the correction's too (`answerErrors`); the profile gaps, the phones' shape
 * and the volunteer period are this form's. Dates are typed on the clocks of `timeZone` (the edition's).
 */
export function validateApplication(
  values: ApplicationFormValues,
  asked: readonly AnswerField[],
  period: Pick<Period, 'start' | 'end'>,
  missing: ProfileGaps | null,
  timeZone?: string,
): Partial<Record<Field | 'availability', ApplicationErrorCode>> {
  const errors: Partial<Record<Field | 'availability', ApplicationErrorCode>> = {};
  const set = (field: Field | 'availability', code: ApplicationErrorCode) => {
    errors[field] ??= code;
  };
  if (missing?.phone && !values.phone.trim()) set('phone', 'required');
  if (missing?.nom && !values.nom.trim()) set('nom', 'required');
  if (missing?.prenom && !values.prenom.trim()) set('prenom', 'required');
  if (missing?.phone && values.phone.trim() && !PHONE.test(values.phone.trim())) set('phone', 'phone');
  for (const [field, code] of Object.entries(answerErrors(values, asked, timeZone)) as [Field | 'availability', AnswerErrorCode][]) set(field, code);
  if (isAsked('emergencyContactPhone', asked, values) && values.emergencyContactPhone.trim() && !PHONE.test(values.emergencyContactPhone.trim())) set('emergencyContactPhone', 'phone');
  // A date outside the period says so before their order does.
  const within = (iso: string) => iso >= new Date(period.start).toISOString() && iso <= new Date(period.end).toISOString();
  const arrival = fromLocalInput(values.arrivalDateTime, timeZone);
  const departure = fromLocalInput(values.departureDateTime, timeZone);
  if (arrival && !within(arrival)) errors.arrivalDateTime = 'outsidePeriod';
  if (departure && !within(departure)) errors.departureDateTime = 'outsidePeriod';
  return errors;
}

const text = (v: string) => v.trim() || null;

/** The API body of the form: only the questions shown, the profile fields only when the profile lacks them. */
export function toApplyBody(values: ApplicationFormValues, asked: readonly AnswerField[], missing: ProfileGaps | null, timeZone?: string): ApplyBody {
  const shown = (f: AnswerField) => isAsked(f, asked, values);
  const body: ApplyBody = {
    motivation: text(values.motivation),
    eventAvailability: values.eventAvailability,
    arrivalDateTime: fromLocalInput(values.arrivalDateTime, timeZone),
    departureDateTime: fromLocalInput(values.departureDateTime, timeZone),
  };
  if (missing?.phone) body.phone = text(values.phone);
  if (missing?.nom) body.nom = text(values.nom);
  if (missing?.prenom) body.prenom = text(values.prenom);
  if (shown('dietaryPreference')) body.dietaryPreference = values.dietaryPreference as ApplyBody['dietaryPreference'];
  if (shown('allergies')) {
    body.allergies = text(values.allergies);
    body.allergySeverity = values.allergySeverity as ApplyBody['allergySeverity'];
  }
  if (shown('timePreferences')) body.timePreferences = values.timePreferences as ApplyBody['timePreferences'];
  if (shown('teamPreferences')) body.teamPreferences = values.teamPreferences.map(Number);
  for (const [flag, details] of [
    ['hasPets', 'petsDetails'],
    ['hasMinors', 'minorsDetails'],
    ['hasVehicle', 'vehicleDetails'],
    ['hasExperience', 'experienceDetails'],
  ] as const) {
    if (shown(flag)) {
      body[flag] = values[flag];
      body[details] = values[flag] ? text(values[details]) : null;
    }
  }
  for (const f of ['companionName', 'avoidList', 'skills', 'emergencyContactName', 'emergencyContactPhone'] as const) if (shown(f)) body[f] = text(values[f]);
  if (shown('setupAvailability')) body.setupAvailability = values.setupAvailability;
  if (shown('teardownAvailability')) body.teardownAvailability = values.teardownAvailability;
  return body;
}

/** The edition id of the path, or null (anything but a positive integer is a 404). */
export function parseEditionId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A link the page may open (the external form's address): http(s) only. */
export function safeLink(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
