/** Every query of the tools page: the e-mail list and the printable sheet of a selection, and the CSV export as a file (the teams to choose from: shared/gestionApi). */
import { api, type Schemas } from '@festival/api-client';
import { useApiGet, volunteerKeys } from '../shared/gestionApi';
import { selectionQuery, type Selection } from './toolsRules';

export type VolunteerBadge = Schemas['VolunteerBadgeDto'];

export const toolsKeys = {
  emails: (editionId: number, s: Selection) => [...volunteerKeys.applications(editionId), 'emails', s] as const,
  badges: (editionId: number, s: Selection) => [...volunteerKeys.applications(editionId), 'badges', s] as const,
};

const params = (id: number, s: Selection) => ({ params: { path: { id }, query: selectionQuery(s) } });

export const useEmailList = (editionId: number, s: Selection, enabled: boolean) =>
  useApiGet(toolsKeys.emails(editionId, s), () => api.GET('/api/editions/{id}/volunteers/applications/emails', params(editionId, s)), { enabled });

export const useBadges = (editionId: number, s: Selection, enabled: boolean) =>
  useApiGet(toolsKeys.badges(editionId, s), () => api.GET('/api/editions/{id}/volunteers/applications/badges', params(editionId, s)), { enabled });

/** The CSV export of a selection, as a file (through the client: the request carries admin mode). */
export const fetchApplicationsCsv = (editionId: number, s: Selection) =>
  api.GET('/api/editions/{id}/volunteers/applications/export.csv', { ...params(editionId, s), parseAs: 'blob' });
