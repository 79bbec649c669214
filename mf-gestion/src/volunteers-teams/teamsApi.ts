/** Every mutation of the teams page: create, edit, delete (the list with counts: shared/gestionApi, read by every volunteer page). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { volunteerKeys } from '../shared/gestionApi';

export type VolunteerTeam = Schemas['VolunteerTeamWithCountsDto'];
export type TeamBody = Schemas['CreateVolunteerTeamDto'];

/** A change of the teams shows wherever they are read (applications, messages, planning, tools) and on the planning. */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: volunteerKeys.teams(editionId) });
    void queryClient.invalidateQueries({ queryKey: volunteerKeys.planning(editionId) });
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
