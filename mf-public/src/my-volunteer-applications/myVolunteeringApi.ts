/** Every query and mutation of the user's volunteer space: their applications, taking and leaving slots, the calendar secret, withdrawing. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';

export type MyApplication = Schemas['MyVolunteerApplicationDto'];
export type MySlot = Schemas['MyVolunteerSlotDto'];
export type FreeSlot = Schemas['FreeVolunteerSlotDto'];
export type AssignmentResult = Schemas['AssignmentResultDto'];

export const myVolunteeringKeys = {
  /** The same key as the volunteers page's: applying or withdrawing there refreshes this list. */
  mine: () => ['volunteers', 'mine'] as const,
  info: (editionId: number) => ['editions', editionId, 'volunteers', 'info'] as const,
};

export const useMyApplications = () =>
  useQuery({ queryKey: myVolunteeringKeys.mine(), queryFn: async ({ signal }) => (await api.GET('/api/volunteers/mine', { signal })).data! });

function useRefresh() {
  const queryClient = useQueryClient();
  return (editionId: number) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: myVolunteeringKeys.mine() }), queryClient.invalidateQueries({ queryKey: myVolunteeringKeys.info(editionId) })]);
}

/** Takes a free slot (self sign-up); answers the warnings. */
export function useTakeSlot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ editionId, slotId }: { editionId: number; slotId: number }) =>
      (await api.POST('/api/editions/{id}/volunteers/slots/{slotId}/self', { params: { path: { id: editionId, slotId } } })).data!,
    onSettled: (_data, _error, { editionId }) => refresh(editionId),
  });
}

export function useLeaveSlot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ editionId, slotId }: { editionId: number; slotId: number }) => {
      await api.DELETE('/api/editions/{id}/volunteers/slots/{slotId}/self', { params: { path: { id: editionId, slotId } } });
    },
    onSettled: (_data, _error, { editionId }) => refresh(editionId),
  });
}

/** A new calendar secret: the old feed URL stops working. */
export function useRenewCalendar() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (editionId: number) => (await api.POST('/api/editions/{id}/volunteers/calendar-token', { params: { path: { id: editionId } } })).data!,
    onSuccess: (_data, editionId) => refresh(editionId),
  });
}

/** Withdraws a pending application (the volunteers page's endpoint). */
export function useWithdrawApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (editionId: number) => {
      await api.DELETE('/api/editions/{id}/volunteers/application', { params: { path: { id: editionId } } });
    },
    onSuccess: (_data, editionId) => refresh(editionId),
  });
}
