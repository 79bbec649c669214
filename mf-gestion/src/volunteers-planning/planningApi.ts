/** Every query and mutation of the planning board: the board's data, a slot's candidates, slots, assignments, copying a day. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useApiGet, volunteerKeys } from '../shared/gestionApi';

export type Planning = Schemas['PlanningDto'];
export type PlanningSlot = Schemas['PlanningSlotDto'];
export type PlanningTeam = Schemas['PlanningTeamDto'];
export type PlanningPerson = Schemas['PlanningPersonDto'];
export type PlanningVolunteer = Schemas['PlanningVolunteerDto'];
export type Candidate = Schemas['SlotCandidateDto'];
export type PlanningWarning = Schemas['PlanningWarningDto'];
export type SlotBody = Schemas['CreateTimeSlotDto'];

export const planningKeys = {
  all: volunteerKeys.planning,
  board: (editionId: number, day: string | null, teamId: number | null) => [...volunteerKeys.planning(editionId), 'board', day, teamId] as const,
  candidates: (editionId: number, slotId: number) => [...volunteerKeys.planning(editionId), 'candidates', slotId] as const,
};

/** The board of a day (or every day: null), one team or all. */
export const usePlanning = (editionId: number, day: string | null, teamId: number | null) =>
  useApiGet(planningKeys.board(editionId, day, teamId), () =>
    api.GET('/api/editions/{id}/volunteers/planning', { params: { path: { id: editionId }, query: { ...(day ? { day } : {}), ...(teamId ? { teamId } : {}) } } }),
  );

export const useCandidates = (editionId: number, slotId: number | null) =>
  useApiGet(
    planningKeys.candidates(editionId, slotId ?? 0),
    () => api.GET('/api/editions/{id}/volunteers/planning/candidates', { params: { path: { id: editionId }, query: { slotId: slotId ?? 0 } } }),
    { enabled: slotId !== null },
  );

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: planningKeys.all(editionId) });
    void queryClient.invalidateQueries({ queryKey: volunteerKeys.teams(editionId) });
  };
}

export function useSaveSlot(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ slotId, body }: { slotId: number | null; body: SlotBody }) =>
      slotId === null
        ? (await api.POST('/api/editions/{id}/volunteers/slots', { params: { path: { id: editionId } }, body })).data!
        : (await api.PATCH('/api/editions/{id}/volunteers/slots/{slotId}', { params: { path: { id: editionId, slotId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteSlot(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (slotId: number) => {
      await api.DELETE('/api/editions/{id}/volunteers/slots/{slotId}', { params: { path: { id: editionId, slotId } } });
    },
    onSuccess: refresh,
  });
}

/** Puts someone on a slot; answers the warnings (short rest, long day). */
export function useAssign(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ slotId, userId }: { slotId: number; userId: number }) =>
      (await api.POST('/api/editions/{id}/volunteers/slots/{slotId}/assignments', { params: { path: { id: editionId, slotId } }, body: { userId } })).data!,
    onSettled: refresh,
  });
}

export function useUnassign(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ slotId, userId }: { slotId: number; userId: number }) => {
      await api.DELETE('/api/editions/{id}/volunteers/slots/{slotId}/assignments/{userId}', { params: { path: { id: editionId, slotId, userId } } });
    },
    onSettled: refresh,
  });
}

/**
 * Moves someone from one slot to another in one request: the server takes them off the first and
 * puts them on the second in one step, or refuses (full, overlap…) and leaves them where they were.
 * Answers the warnings of the new slot.
 */
export function useMoveAssignment(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ fromSlotId, toSlotId, userId }: { fromSlotId: number; toSlotId: number; userId: number }) =>
      (
        await api.POST('/api/editions/{id}/volunteers/slots/{slotId}/assignments/{userId}/move', {
          params: { path: { id: editionId, slotId: fromSlotId, userId } },
          body: { toSlotId },
        })
      ).data!,
    onSettled: refresh,
  });
}

export function useCopyDay(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: Schemas['CopySlotsDayDto']) => (await api.POST('/api/editions/{id}/volunteers/slots/copy-day', { params: { path: { id: editionId } }, body })).data!,
    onSuccess: refresh,
  });
}

/** The CSV export of the planning by team or by person, as a file (through the client: the request carries admin mode). */
export const fetchPlanningCsv = (editionId: number, by: 'team' | 'person') =>
  api.GET('/api/editions/{id}/volunteers/planning/export.csv', { params: { path: { id: editionId }, query: { by } }, parseAs: 'blob' });
