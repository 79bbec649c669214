/** Every query and mutation of the applications page: the list, one application, decisions, teams of a volunteer, manual add, corrections (the teams: shared/gestionApi). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useApiGet, volunteerKeys } from '../shared/gestionApi';
import type { ListQuery } from './applicationsRules';

export type ApplicationItem = Schemas['ApplicationItemDto'];
export type ApplicationDetail = Schemas['ApplicationDetailDto'];
export type ApplicationList = Schemas['ApplicationListDto'];
export type ApplicationStatus = Schemas['VolunteerApplicationStatus'];
export type CorrectionBody = Schemas['CorrectApplicationDto'];

export const applicationKeys = {
  all: volunteerKeys.applications,
  list: (editionId: number, query: ListQuery) => [...volunteerKeys.applications(editionId), 'list', query] as const,
  detail: (editionId: number, id: number) => [...volunteerKeys.applications(editionId), id] as const,
};

export function useApplications(editionId: number, query: ListQuery) {
  return useQuery({
    queryKey: applicationKeys.list(editionId, query),
    queryFn: async () => (await api.GET('/api/editions/{id}/volunteers/applications', { params: { path: { id: editionId }, query } })).data!,
    placeholderData: keepPreviousData,
  });
}

export const useApplicationDetail = (editionId: number, id: number | null) =>
  useApiGet(applicationKeys.detail(editionId, id ?? 0), () => api.GET('/api/editions/{id}/volunteers/applications/{applicationId}', { params: { path: { id: editionId, applicationId: id ?? 0 } } }), {
    enabled: id !== null,
  });

/** Any change to an application shows in the list (counts), its detail and the teams' counts. */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return (detail?: ApplicationDetail) => {
    if (detail) queryClient.setQueryData(applicationKeys.detail(editionId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all(editionId) });
    // The teams' counts of members change with decisions and assignments.
    void queryClient.invalidateQueries({ queryKey: volunteerKeys.teams(editionId) });
  };
}

export function useChangeStatus(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ id, status, acceptanceNote }: { id: number; status: ApplicationStatus; acceptanceNote?: string | null }) =>
      (await api.PATCH('/api/editions/{id}/volunteers/applications/{applicationId}/status', { params: { path: { id: editionId, applicationId: id } }, body: { status, acceptanceNote } })).data!,
    onSuccess: (detail) => refresh(detail),
  });
}

export function useSetTeams(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ id, teams }: { id: number; teams: { teamId: number; isLeader: boolean }[] }) =>
      (await api.PUT('/api/editions/{id}/volunteers/applications/{applicationId}/teams', { params: { path: { id: editionId, applicationId: id } }, body: { teams } })).data!,
    onSuccess: (detail) => refresh(detail),
  });
}

export function useAddVolunteer(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: Schemas['AddApplicationDto']) => (await api.POST('/api/editions/{id}/volunteers/applications/manual', { params: { path: { id: editionId } }, body })).data!,
    onSuccess: (detail) => refresh(detail),
  });
}

export function useCorrectApplication(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CorrectionBody }) =>
      (await api.PATCH('/api/editions/{id}/volunteers/applications/{applicationId}', { params: { path: { id: editionId, applicationId: id } }, body })).data!,
    onSuccess: (detail) => refresh(detail),
  });
}
