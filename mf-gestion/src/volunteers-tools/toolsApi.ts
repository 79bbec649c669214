/** Every query of the tools page: the e-mail list and the printable sheet of a selection, and the teams to choose from. */
import { api, type Schemas } from '@festival/api-client';
import { useApiGet } from '../shared/gestionApi';
import { selectionQuery, type Selection } from './toolsRules';

export type VolunteerBadge = Schemas['VolunteerBadgeDto'];

export const toolsKeys = {
  emails: (editionId: number, s: Selection) => ['editions', editionId, 'volunteers', 'applications', 'emails', s] as const,
  badges: (editionId: number, s: Selection) => ['editions', editionId, 'volunteers', 'applications', 'badges', s] as const,
  teams: (editionId: number) => ['editions', editionId, 'volunteers', 'teams'] as const,
};

const params = (id: number, s: Selection) => ({ params: { path: { id }, query: selectionQuery(s) } });

export const useEmailList = (editionId: number, s: Selection, enabled: boolean) =>
  useApiGet(toolsKeys.emails(editionId, s), () => api.GET('/api/editions/{id}/volunteers/applications/emails', params(editionId, s)), { enabled });

export const useBadges = (editionId: number, s: Selection, enabled: boolean) =>
  useApiGet(toolsKeys.badges(editionId, s), () => api.GET('/api/editions/{id}/volunteers/applications/badges', params(editionId, s)), { enabled });

export const useVolunteerTeams = (editionId: number) => useApiGet(toolsKeys.teams(editionId), () => api.GET('/api/editions/{id}/volunteers/teams', { params: { path: { id: editionId } } }));
