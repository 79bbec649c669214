/**
 * The fields of the volunteers domain declared once: the settings' columns, DTO fields and
 * validators, the form's questions (front end, through the generated client) derive from these lists.
 */

/** Diets and allergy severities are shared with the artists (and the kitchen): declared in core. */
export { AllergySeverity, DietaryPreference } from '../../core/validation/diet';

/** The 14 questions an organiser may switch on in the volunteer form, in the spec's order. */
export const VOLUNTEER_ASK_FLAGS = [
  'volunteersAskDiet',
  'volunteersAskAllergies',
  'volunteersAskTimePreferences',
  'volunteersAskTeamPreferences',
  'volunteersAskPets',
  'volunteersAskMinors',
  'volunteersAskVehicle',
  'volunteersAskCompanion',
  'volunteersAskAvoidList',
  'volunteersAskSkills',
  'volunteersAskExperience',
  'volunteersAskEmergencyContact',
  'volunteersAskSetup',
  'volunteersAskTeardown',
] as const;
export type VolunteerAskFlag = (typeof VOLUNTEER_ASK_FLAGS)[number];
export type VolunteerAskFlags = Record<VolunteerAskFlag, boolean>;

export enum VolunteersMode {
  INTERNAL = 'INTERNAL',
  EXTERNAL = 'EXTERNAL',
}

export enum ApplicationStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
}

export enum ApplicationSource {
  APPLICATION = 'APPLICATION',
  MANUAL = 'MANUAL',
}

/** Who a group message goes to: every accepted volunteer, or the members of chosen teams. */
export enum MessageTarget {
  ALL = 'ALL',
  TEAMS = 'TEAMS',
}

/** The time-of-day preferences a volunteer may tick (timePreferences holds a subset). */
export const TIME_PREFERENCES = ['MORNING', 'AFTERNOON', 'EVENING', 'NIGHT'] as const;
export type TimePreference = (typeof TIME_PREFERENCES)[number];

/** Defaults of the planning's warnings (an edition may change them). */
export const DEFAULT_MIN_REST_MINUTES = 60;
export const DEFAULT_MAX_DAY_MINUTES = 600;
