/** Every query and mutation of an edition's volunteers page: its information, applying, withdrawing. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';

export { useEdition } from '@festival/ui/editions';

export type VolunteerInfo = Schemas['VolunteerInfoDto'];
export type MyApplication = Schemas['MyApplicationDto'];

export const volunteerKeys = {
  info: (editionId: number) => ['editions', editionId, 'volunteers', 'info'] as const,
  /** The user's own list (/my-volunteer-applications) changes with their applications. */
  mine: () => ['volunteers', 'mine'] as const,
};

/** Settings, period, questions, visible teams, and the caller's own application (asked again when the user changes). */
export function useVolunteerInfo(editionId: number) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...volunteerKeys.info(editionId), user?.id ?? null],
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/volunteers/info', { params: { path: { id: editionId } }, signal })).data!,
  });
}

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: volunteerKeys.info(editionId) }), queryClient.invalidateQueries({ queryKey: volunteerKeys.mine() })]);
}

/** Sends the form; the server's field messages come back as an ApiError. */
export function useApply(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: Schemas['ApplyDto']) => (await api.POST('/api/editions/{id}/volunteers/applications', { params: { path: { id: editionId } }, body })).data!,
    onSuccess: () => refresh(),
  });
}

/** Withdraws the caller's pending application. */
export function useWithdraw(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/api/editions/{id}/volunteers/application', { params: { path: { id: editionId } } });
    },
    onSuccess: () => refresh(),
  });
}
