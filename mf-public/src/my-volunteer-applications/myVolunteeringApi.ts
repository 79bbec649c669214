/**
 * Every query and mutation of the user's volunteer space: their applications, the teams' planning,
 * whether they may open the management pages, taking and leaving slots, the calendar secret, withdrawing.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys } from '@festival/ui/editions';

export type MyApplication = Schemas['MyVolunteerApplicationDto'];
export type MySlot = Schemas['MyVolunteerSlotDto'];
export type FreeSlot = Schemas['FreeVolunteerSlotDto'];
export type AssignmentResult = Schemas['AssignmentResultDto'];
export type TeamPlanning = Schemas['PlanningDto'];
export type TeamPlanningSlot = Schemas['PlanningSlotDto'];
export type TeamPlanningTeam = Schemas['PlanningTeamDto'];
export type MyMeal = Schemas['MyMealDto'];

export const myVolunteeringKeys = {
  /** The same key as the volunteers page's: applying or withdrawing there refreshes this list. */
  mine: () => ['volunteers', 'mine'] as const,
  info: (editionId: number) => ['editions', editionId, 'volunteers', 'info'] as const,
  /** Under the management board's root (`editions, id, volunteers, planning`): a change of the planning anywhere refreshes it. */
  planningRoot: (editionId: number) => ['editions', editionId, 'volunteers', 'planning'] as const,
  planning: (editionId: number, day: string) => ['editions', editionId, 'volunteers', 'planning', 'volunteer', day] as const,
  /** Under `mine`: whatever refreshes the applications refreshes their meals. */
  meals: (applicationId: number) => ['volunteers', 'mine', applicationId, 'meals'] as const,
};

export const useMyApplications = () =>
  useQuery({ queryKey: myVolunteeringKeys.mine(), queryFn: async ({ signal }) => (await api.GET('/api/volunteers/mine', { signal })).data! });

/** The teams' planning of one day (read-only): the teams the caller may see, their slots and who is on them; `days` lists the days to pick from. */
export const useTeamPlanning = (editionId: number, day: string) =>
  useQuery({
    queryKey: myVolunteeringKeys.planning(editionId, day),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/volunteers/planning', { params: { path: { id: editionId }, query: { day } }, signal })).data!,
    placeholderData: keepPreviousData,
  });

/** Whether the caller may open the edition's volunteer management pages (its permissions, shared cache key); asked only when `ask`. */
export function useMayLeadVolunteers(editionId: number, ask: boolean) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: sharedEditionKeys.permissions(userId, editionId),
    queryFn: async () => (await api.GET('/api/editions/{id}/permissions', { params: { path: { id: editionId } } })).data!,
    enabled: ask && userId !== null,
    select: (permissions) => permissions.leadVolunteerTeams,
  });
}

/** Which scanners the caller may open now: the gate's, the canteen's (the same permissions answer, shared cache key: one request for all). */
export function useMayScan(editionId: number, ask: boolean) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: sharedEditionKeys.permissions(userId, editionId),
    queryFn: async () => (await api.GET('/api/editions/{id}/permissions', { params: { path: { id: editionId } } })).data!,
    enabled: ask && userId !== null,
    select: (permissions) => ({ scanAtGate: permissions.scanAtGate === true, validateMeals: permissions.validateMeals === true }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (editionId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myVolunteeringKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: myVolunteeringKeys.info(editionId) }),
      queryClient.invalidateQueries({ queryKey: myVolunteeringKeys.planningRoot(editionId) }),
    ]);
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

/** The caller's meals for one of their applications, by day. */
export const useMyMeals = (applicationId: number) =>
  useQuery({
    queryKey: myVolunteeringKeys.meals(applicationId),
    queryFn: async ({ signal }) => (await api.GET('/api/volunteers/mine/{applicationId}/meals', { params: { path: { applicationId } }, signal })).data!,
  });

/** Declines a meal (accepted false) or takes it back; the list is read again either way (a refusal may mean it was eaten meanwhile). */
export function useChooseMeal(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mealId, accepted }: { mealId: number; accepted: boolean }) =>
      (await api.PATCH('/api/volunteers/mine/{applicationId}/meals/{mealId}', { params: { path: { applicationId, mealId } }, body: { accepted } })).data!,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myVolunteeringKeys.meals(applicationId) }),
  });
}
