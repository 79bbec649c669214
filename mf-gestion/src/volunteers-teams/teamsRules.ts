/** The server's checks of a team, mirrored to answer at once. */
import { fieldBounds } from '@festival/api-client/bounds';
export const TEAM_NAME_MAX = fieldBounds.CreateVolunteerTeamDto.name.maxLength;
export const TEAM_COLOR = /^#[0-9a-fA-F]{6}$/;
export const TEAM_FLAGS = ['isRequired', 'isAccessControlTeam', 'isMealValidationTeam', 'isVisibleToVolunteers'] as const;
export type TeamFlag = (typeof TEAM_FLAGS)[number];

export interface TeamValues {
  name: string;
  description: string;
  color: string;
  /** '' for no maximum. */
  maxVolunteers: number | '';
  isRequired: boolean;
  isAccessControlTeam: boolean;
  isMealValidationTeam: boolean;
  isVisibleToVolunteers: boolean;
}

export const emptyTeam = (): TeamValues => ({
  name: '',
  description: '',
  color: '#228be6',
  maxVolunteers: '',
  isRequired: false,
  isAccessControlTeam: false,
  isMealValidationTeam: false,
  isVisibleToVolunteers: true,
});

/** Error keys (volunteers namespace) by field; empty when the team may be sent. */
export function teamErrors(v: TeamValues): Partial<Record<'name' | 'color' | 'maxVolunteers', string>> {
  const errors: Partial<Record<'name' | 'color' | 'maxVolunteers', string>> = {};
  if (!v.name.trim()) errors.name = 'teams.errors.nameRequired';
  else if (v.name.trim().length > TEAM_NAME_MAX) errors.name = 'teams.errors.nameTooLong';
  if (!TEAM_COLOR.test(v.color)) errors.color = 'teams.errors.color';
  if (v.maxVolunteers !== '' && (!Number.isInteger(v.maxVolunteers) || v.maxVolunteers < 1)) errors.maxVolunteers = 'teams.errors.maxVolunteers';
  return errors;
}

/** What the API takes. */
export function teamBody(v: TeamValues) {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    color: v.color.toLowerCase(),
    maxVolunteers: v.maxVolunteers === '' ? null : v.maxVolunteers,
    isRequired: v.isRequired,
    isAccessControlTeam: v.isAccessControlTeam,
    isMealValidationTeam: v.isMealValidationTeam,
    isVisibleToVolunteers: v.isVisibleToVolunteers,
  };
}
