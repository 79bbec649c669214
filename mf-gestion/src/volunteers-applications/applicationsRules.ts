/**
 * The applications page's pure rules: the list's query from the filters, the decisions an
 * organiser may take (the server's transitions), what leaving ACCEPTED removes, and the bodies of
 * the team and correction requests.
 */
import type { Schemas } from '@festival/api-client';

type Status = Schemas['VolunteerApplicationStatus'];
type Detail = Schemas['ApplicationDetailDto'];

export const PAGE_SIZE = 25;

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

export type ListQuery = {
  status?: Status;
  teamId?: number;
  availability?: Filters['availability'] & string;
  dietaryPreference?: Filters['dietaryPreference'] & string;
  allergySeverity?: Filters['allergySeverity'] & string;
  q?: string;
  sort: Filters['sort'];
  order: Filters['order'];
  page: number;
  pageSize: number;
};

/** The API query of the filters (absent filters left out, the search trimmed and bounded). */
export function listQuery(f: Filters, pageSize = PAGE_SIZE): ListQuery {
  const query: ListQuery = { sort: f.sort, order: f.order, page: f.page, pageSize };
  if (f.status) query.status = f.status;
  if (f.teamId) query.teamId = f.teamId;
  if (f.availability) query.availability = f.availability;
  if (f.dietaryPreference) query.dietaryPreference = f.dietaryPreference;
  if (f.allergySeverity) query.allergySeverity = f.allergySeverity;
  const q = f.q.trim().slice(0, 100);
  if (q) query.q = q;
  return query;
}

/** A filter change starts again from the first page. */
export const withFilter = (f: Filters, change: Partial<Filters>): Filters => ({ ...f, page: 1, ...change });

/** Sorting by a column: the same column flips the order, another starts ascending (dates: newest first). */
export function sortBy(f: Filters, sort: Filters['sort']): Filters {
  if (f.sort === sort) return { ...f, order: f.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...f, sort, order: sort === 'addedAt' ? 'desc' : 'asc', page: 1 };
}

export const pageCount = (total: number, pageSize = PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

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

/** The answers an organiser may correct here, as texts of the form. */
export const CORRECTABLE = ['motivation', 'skills', 'allergies', 'avoidList', 'companionName', 'emergencyContactName', 'emergencyContactPhone'] as const;
export type Correctable = (typeof CORRECTABLE)[number];

/** Only what changed, empty texts as null. */
export function correctionBody(detail: Pick<Detail, Correctable | 'arrivalDateTime' | 'departureDateTime'>, values: Record<Correctable, string> & { arrivalDateTime: string | null; departureDateTime: string | null }) {
  const body: Partial<Record<Correctable | 'arrivalDateTime' | 'departureDateTime', string | null>> = {};
  for (const f of CORRECTABLE) {
    const v = values[f].trim() || null;
    if (v !== (detail[f] ?? null)) body[f] = v;
  }
  for (const f of ['arrivalDateTime', 'departureDateTime'] as const) if ((values[f] ?? null) !== (detail[f] ?? null)) body[f] = values[f];
  return body;
}

export const statusColor = (status: string) => (status === 'ACCEPTED' ? 'green' : status === 'REJECTED' ? 'red' : 'yellow');
