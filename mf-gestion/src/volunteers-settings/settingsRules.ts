/**
 * The volunteer settings' client-side checks, mirroring the server's (application-rules.ts
 * settingsErrors and the DTO's bounds), and the conversions between the settings and the forms. The
 * setup start and teardown end are typed on the edition's clocks (its time zone).
 */
import { volunteerAskFlagValues, type Schemas } from '@festival/api-client';
import { fromLocalInput, nextDay, startOfDay, toLocalInput } from '@festival/i18n/zoned';
import { fieldBounds } from '@festival/api-client/bounds';

type Settings = Schemas['VolunteerSettingsDto'];
type Change = Schemas['UpdateVolunteerSettingsDto'];
export type AskFlag = Schemas['VolunteerAskFlag'];

export const ASK_FLAGS: readonly AskFlag[] = volunteerAskFlagValues;
const { minRestMinutes, maxDayMinutes, volunteersDescription } = fieldBounds.UpdateVolunteerSettingsDto;
export const MIN_REST = { min: minRestMinutes.minimum, max: minRestMinutes.maximum };
export const MAX_DAY = { min: maxDayMinutes.minimum, max: maxDayMinutes.maximum };
export const DESCRIPTION_MAX = volunteersDescription.maxLength;

export type QuestionsValues = Record<AskFlag, boolean> & { selfSignUp: boolean; minRestMinutes: number | string; maxDayMinutes: number | string };

export interface PageValues {
  volunteersMode: 'INTERNAL' | 'EXTERNAL';
  volunteersOpen: boolean;
  volunteersDescription: string;
  volunteersExternalUrl: string;
  /** Date-times of the inputs on the edition's clocks (YYYY-MM-DDTHH:mm), '' when unset. */
  volunteersSetupStartDate: string;
  volunteersTeardownEndDate: string;
}

export function questionsValues(s: Settings): QuestionsValues {
  const flags = Object.fromEntries(ASK_FLAGS.map((f) => [f, s[f]])) as Record<AskFlag, boolean>;
  return { ...flags, selfSignUp: s.selfSignUp, minRestMinutes: s.minRestMinutes, maxDayMinutes: s.maxDayMinutes };
}

export function questionsBody(v: QuestionsValues): Change {
  const body: Change = { selfSignUp: v.selfSignUp, minRestMinutes: Number(v.minRestMinutes), maxDayMinutes: Number(v.maxDayMinutes) };
  for (const f of ASK_FLAGS) body[f] = v[f];
  return body;
}

const wholeIn = (value: number | string, { min, max }: { min: number; max: number }) => {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== '' && Number.isInteger(n) && n >= min && n <= max;
};

export function validateQuestions(v: QuestionsValues): Partial<Record<'minRestMinutes' | 'maxDayMinutes', 'range'>> {
  const errors: Partial<Record<'minRestMinutes' | 'maxDayMinutes', 'range'>> = {};
  if (!wholeIn(v.minRestMinutes, MIN_REST)) errors.minRestMinutes = 'range';
  if (!wholeIn(v.maxDayMinutes, MAX_DAY)) errors.maxDayMinutes = 'range';
  return errors;
}

export function pageValues(s: Settings, timeZone: string): PageValues {
  return {
    volunteersMode: s.volunteersMode,
    volunteersOpen: s.volunteersOpen,
    volunteersDescription: s.volunteersDescription ?? '',
    volunteersExternalUrl: s.volunteersExternalUrl ?? '',
    volunteersSetupStartDate: toLocalInput(s.volunteersSetupStartDate, timeZone),
    volunteersTeardownEndDate: toLocalInput(s.volunteersTeardownEndDate, timeZone),
  };
}

export function pageBody(v: PageValues, timeZone: string): Change {
  return {
    volunteersMode: v.volunteersMode,
    volunteersOpen: v.volunteersOpen,
    volunteersDescription: v.volunteersDescription.trim() || null,
    volunteersExternalUrl: v.volunteersExternalUrl.trim() || null,
    volunteersSetupStartDate: fromLocalInput(v.volunteersSetupStartDate, timeZone),
    volunteersTeardownEndDate: fromLocalInput(v.volunteersTeardownEndDate, timeZone),
  };
}

export type PageErrorCode = 'externalUrlRequired' | 'invalidUrl' | 'setupAfterStart' | 'teardownBeforeEnd' | 'teardownBeforeSetup' | 'tooLong';

/** The server's rules (the edition's days, on its clocks): a link for EXTERNAL mode; setup starts by the first day, teardown ends from the last day on, after the setup start. */
export function validatePage(v: PageValues, edition: { startDate: string; endDate: string; timeZone: string }): Partial<Record<keyof PageValues, PageErrorCode>> {
  const errors: Partial<Record<keyof PageValues, PageErrorCode>> = {};
  const url = v.volunteersExternalUrl.trim();
  if (url && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(url)) errors.volunteersExternalUrl = 'invalidUrl';
  else if (v.volunteersMode === 'EXTERNAL' && !url) errors.volunteersExternalUrl = 'externalUrlRequired';
  if (v.volunteersDescription.trim().length > DESCRIPTION_MAX) errors.volunteersDescription = 'tooLong';
  const setup = fromLocalInput(v.volunteersSetupStartDate, edition.timeZone);
  const teardown = fromLocalInput(v.volunteersTeardownEndDate, edition.timeZone);
  if (setup && new Date(setup).getTime() >= startOfDay(nextDay(edition.startDate), edition.timeZone).getTime()) errors.volunteersSetupStartDate = 'setupAfterStart';
  if (teardown && new Date(teardown).getTime() < startOfDay(edition.endDate, edition.timeZone).getTime()) errors.volunteersTeardownEndDate = 'teardownBeforeEnd';
  else if (setup && teardown && setup >= teardown) errors.volunteersTeardownEndDate = 'teardownBeforeSetup';
  return errors;
}
