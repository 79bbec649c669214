/**
 * The applications page's pure rules: the list's query from the filters, the decisions an
 * organiser may take (the server's transitions), what leaving ACCEPTED removes, and the bodies of
 * the team and correction requests.
 */
import {
  allergySeverityValues,
  dietaryPreferenceValues,
  volunteerAnswerFieldValues,
  volunteerApplicationSortValues,
  volunteerApplicationStatusValues,
  volunteerAvailabilityValues,
  type Schemas,
} from '@festival/api-client';
import { fromLocalInput, toLocalInput } from '@festival/i18n/zoned';
import type { AnswerField, AnswerValues } from '@festival/ui/volunteers';
import { fieldBounds, queryBounds } from '@festival/api-client/bounds';
import { oneOf, wholeNumber, withParams } from '@festival/ui/address';
import { listQueryOf, pageOf, pageParam, type ListQuery as PagedQuery } from '../shared/listRules';

type Status = Schemas['VolunteerApplicationStatus'];
type Detail = Schemas['ApplicationDetailDto'];

/** The server's bounds, from the API's document. */
export const SEARCH_MAX = queryBounds.ApplicationsGestion_list.q.maxLength;
export const NOTE_MAX = fieldBounds.ChangeApplicationStatusDto.acceptanceNote.maxLength;
export const MOTIVATION_MAX = fieldBounds.CorrectApplicationDto.motivation.maxLength;

export interface Filters {
  status: Status | null;
  teamId: number | null;
  availability: Schemas['VolunteerAvailability'] | null;
  dietaryPreference: Schemas['DietaryPreference'] | null;
  allergySeverity: Schemas['AllergySeverity'] | null;
  q: string;
  sort: Schemas['VolunteerApplicationSort'];
  order: 'asc' | 'desc';
  page: number;
}

export const NO_FILTERS: Filters = { status: null, teamId: null, availability: null, dietaryPreference: null, allergySeverity: null, q: '', sort: 'addedAt', order: 'desc', page: 1 };

export type FilterQuery = {
  status?: Status;
  teamId?: number;
  availability?: Filters['availability'] & string;
  dietaryPreference?: Filters['dietaryPreference'] & string;
  allergySeverity?: Filters['allergySeverity'] & string;
  q?: string;
  sort: Filters['sort'];
  order: Filters['order'];
};
export type ListQuery = PagedQuery<FilterQuery>;

/** The API query of the filters and the order (absent filters left out, the search trimmed and bounded). */
export function filterQuery(f: Filters): FilterQuery {
  const query: FilterQuery = { sort: f.sort, order: f.order };
  if (f.status) query.status = f.status;
  if (f.teamId) query.teamId = f.teamId;
  if (f.availability) query.availability = f.availability;
  if (f.dietaryPreference) query.dietaryPreference = f.dietaryPreference;
  if (f.allergySeverity) query.allergySeverity = f.allergySeverity;
  const q = f.q.trim().slice(0, SEARCH_MAX);
  if (q) query.q = q;
  return query;
}

export const listQuery = listQueryOf(filterQuery);

const LIST = queryBounds.ApplicationsGestion_list;

/** The filters an address carries (?status=PENDING&team=3&…&q=…&sort=name&order=asc&page=2); what is not a valid value is left out. */
export function filtersOf(params: URLSearchParams): Filters {
  const sort = oneOf(volunteerApplicationSortValues, params.get('sort'));
  const order = oneOf(['asc', 'desc'] as const, params.get('order'));
  return {
    status: oneOf(volunteerApplicationStatusValues, params.get('status')),
    teamId: wholeNumber(params.get('team'), LIST.teamId.maximum),
    availability: oneOf(volunteerAvailabilityValues, params.get('availability')),
    dietaryPreference: oneOf(dietaryPreferenceValues, params.get('diet')),
    allergySeverity: oneOf(allergySeverityValues, params.get('severity')),
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    // An order without its column is the default column's.
    sort: sort ?? NO_FILTERS.sort,
    order: order ?? (sort ? defaultOrder(sort) : NO_FILTERS.order),
    page: pageOf(params, LIST.page.maximum),
  };
}

/** The address for these filters, keeping its other parameters (the open application): defaults left out, so a link stays short. */
export function withFilterParams(current: URLSearchParams, f: Filters): URLSearchParams {
  return withParams(current, {
    status: f.status,
    team: f.teamId ? String(f.teamId) : null,
    availability: f.availability,
    diet: f.dietaryPreference,
    severity: f.allergySeverity,
    // As typed (the search box compares it with what it holds); only blank is left out.
    q: f.q.trim() ? f.q : null,
    sort: f.sort === NO_FILTERS.sort ? null : f.sort,
    order: f.order === defaultOrder(f.sort) ? null : f.order,
    ...pageParam(f.page),
  });
}

/** A column's first order: dates newest first, the others ascending. */
const defaultOrder = (sort: Filters['sort']): Filters['order'] => (sort === 'addedAt' ? 'desc' : 'asc');

/** Sorting by a column: the same column flips the order, another starts ascending (dates: newest first). */
export function sortBy(f: Filters, sort: Filters['sort']): Filters {
  if (f.sort === sort) return { ...f, order: f.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...f, sort, order: defaultOrder(sort), page: 1 };
}

/** The server's transitions: PENDING → ACCEPTED | REJECTED, either back to PENDING. */
export function nextStatuses(status: Status): Status[] {
  return status === 'PENDING' ? ['ACCEPTED', 'REJECTED'] : ['PENDING'];
}

/** What leaving ACCEPTED takes away (to confirm first): team names and slots. */
export function removalsOf(detail: Pick<Detail, 'status' | 'teams' | 'slots'>, to: Status): { teams: string[]; slots: Detail['slots'] } | null {
  if (detail.status !== 'ACCEPTED' || to === 'ACCEPTED') return null;
  return { teams: detail.teams.map((t) => t.name), slots: detail.slots };
}

/** The teams request from the chosen team ids and the leader ticks. */
export function teamsBody(teamIds: string[], leaders: ReadonlySet<string>): { teamId: number; isLeader: boolean }[] {
  return teamIds.map((id) => ({ teamId: Number(id), isLeader: leaders.has(id) }));
}

export const fullName = (u: { prenom: string; nom: string; pseudo: string }) => [u.prenom, u.nom].filter((s) => s.trim()).join(' ') || u.pseudo;

// ── corrections ──────────────────────────────────────────────────────────────────────────────

/**
 * The answers a correction shows, as the server keeps them: those the form asks now
 * (`detail.askedFields`), and those the application holds an answer to (a question switched off
 * since keeps its stored answers). A serious allergy adds the emergency contact (`isAsked`).
 */
export function correctionAsked(detail: Pick<Detail, 'askedFields' | AnswerField>): AnswerField[] {
  return volunteerAnswerFieldValues.filter((f) => detail.askedFields.includes(f) || (detail[f] !== null && detail[f] !== undefined));
}

/** The correction form's values as the inputs hold them: the answers. */
export type CorrectionValues = AnswerValues;

type Answers = Pick<Detail, AnswerField>;
type Body = Schemas['CorrectApplicationDto'];

const TEXTS = ['motivation', 'allergies', 'companionName', 'avoidList', 'skills', 'emergencyContactName', 'emergencyContactPhone'] as const;
const YES_NO = [
  ['hasPets', 'petsDetails'],
  ['hasMinors', 'minorsDetails'],
  ['hasVehicle', 'vehicleDetails'],
  ['hasExperience', 'experienceDetails'],
] as const;
const AVAILABILITIES = ['setupAvailability', 'eventAvailability', 'teardownAvailability'] as const;

/** The form's starting values from the stored answers (dates on the edition's clocks, `timeZone`). */
export function correctionValues(detail: Answers, timeZone: string): CorrectionValues {
  const values = {
    dietaryPreference: detail.dietaryPreference ?? null,
    allergySeverity: detail.allergySeverity ?? null,
    timePreferences: [...(detail.timePreferences ?? [])],
    teamPreferences: (detail.teamPreferences ?? []).map(String),
    arrivalDateTime: toLocalInput(detail.arrivalDateTime ?? null, timeZone),
    departureDateTime: toLocalInput(detail.departureDateTime ?? null, timeZone),
  } as CorrectionValues;
  for (const f of TEXTS) values[f] = detail[f] ?? '';
  for (const [flag, details] of YES_NO) {
    values[flag] = detail[flag] === true;
    values[details] = detail[details] ?? '';
  }
  for (const f of AVAILABILITIES) values[f] = detail[f] === true;
  return values;
}

const sameList = (a: readonly unknown[] | null | undefined, b: readonly unknown[] | null | undefined) => JSON.stringify(a?.length ? a : null) === JSON.stringify(b?.length ? b : null);
const sameInstant = (a: string | null | undefined, b: string | null | undefined) => (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

/**
 * Only what changed: empty texts and lists as null, the details of a "no" cleared, a yes/no left
 * unticked the same as unanswered,
 * the dates as instants.
 */
export function correctionBody(detail: Answers, values: CorrectionValues, timeZone: string): Body {
  const body: Body = {};
  const put = <K extends keyof Body>(f: K, v: Body[K]) => {
    body[f] = v;
  };
  for (const f of TEXTS) {
    const v = values[f].trim() || null;
    if (v !== (detail[f] ?? null)) put(f, v);
  }
  for (const f of ['dietaryPreference', 'allergySeverity'] as const) {
    const v = values[f] || null;
    if (v !== (detail[f] ?? null)) put(f, v as Body[typeof f]);
  }
  if (!sameList(values.timePreferences, detail.timePreferences)) put('timePreferences', values.timePreferences.length ? (values.timePreferences as Body['timePreferences']) : null);
  const teams = values.teamPreferences.map(Number);
  if (!sameList(teams, detail.teamPreferences)) put('teamPreferences', teams.length ? teams : null);
  for (const [flag, details] of YES_NO) {
    if (values[flag] !== (detail[flag] === true)) put(flag, values[flag]);
    const v = values[flag] ? values[details].trim() || null : null;
    if (v !== (detail[details] ?? null)) put(details, v);
  }
  for (const f of AVAILABILITIES) if (values[f] !== (detail[f] === true)) put(f, values[f]);
  for (const f of ['arrivalDateTime', 'departureDateTime'] as const) {
    const v = fromLocalInput(values[f], timeZone);
    if (!sameInstant(v, detail[f])) put(f, v);
  }
  return body;
}
