/** Every query and mutation of the teams page: the list with counts, create, edit, delete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useApiGet } from '../shared/gestionApi';

export type VolunteerTeam = Schemas['VolunteerTeamWithCountsDto'];
export type TeamBody = Schemas['CreateVolunteerTeamDto'];

export const teamKeys = {
  /** Shared with the messages and planning pages: a change here refreshes them. */
  teams: (editionId: number) => ['editions', editionId, 'volunteers', 'teams'] as const,
  planning: (editionId: number) => ['editions', editionId, 'volunteers', 'planning'] as const,
};

export const useTeams = (editionId: number) =>
  useApiGet(teamKeys.teams(editionId), () => api.GET('/api/editions/{id}/volunteers/teams', { params: { path: { id: editionId } } }));

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.teams(editionId) });
    void queryClient.invalidateQueries({ queryKey: teamKeys.planning(editionId) });
  };
}

export function useSaveTeam(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ teamId, body }: { teamId: number | null; body: TeamBody }) =>
      teamId === null
        ? (await api.POST('/api/editions/{id}/volunteers/teams', { params: { path: { id: editionId } }, body })).data!
        : (await api.PATCH('/api/editions/{id}/volunteers/teams/{teamId}', { params: { path: { id: editionId, teamId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteTeam(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (teamId: number) => {
      await api.DELETE('/api/editions/{id}/volunteers/teams/{teamId}', { params: { path: { id: editionId, teamId } } });
    },
    onSuccess: refresh,
  });
}
