/**
 * Every query and mutation of the workshops page: an edition's workshops (filtered) and locations,
 * proposing, changing and deleting a workshop, stars, and the caller's calendar feed of the edition.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';

export { useEdition, useEditionPermissions } from '@festival/ui/editions';

export type Workshop = Schemas['WorkshopDto'];
export type WorkshopList = Schemas['WorkshopListDto'];
export type WorkshopSaved = Schemas['WorkshopSavedDto'];
export type WorkshopClash = Schemas['WorkshopClashDto'];
export type WorkshopBody = Schemas['CreateWorkshopDto'];
export type WorkshopLocation = Schemas['WorkshopLocationDto'];

export interface WorkshopFilters {
  day: string | null;
  locationId: number | null;
  favorites: boolean;
}

/** Under the edition's key (the organisers' locations page invalidates the same keys). */
export const workshopKeys = {
  all: (editionId: number) => ['editions', editionId, 'workshops'] as const,
  list: (editionId: number, userId: number | null, filters: WorkshopFilters) => [...workshopKeys.all(editionId), userId, filters] as const,
  locations: (editionId: number) => ['editions', editionId, 'workshop-locations'] as const,
  calendarFeed: (editionId: number, userId: number | null) => ['editions', editionId, 'calendar-feed', userId] as const,
};

const useUserId = () => useAuth().user?.id ?? null;

/** The edition's workshops matching the filters (with the caller's stars and rights), in time order; the previous answer stays while a filter changes. */
export function useWorkshops(editionId: number, filters: WorkshopFilters) {
  const userId = useUserId();
  return useQuery({
    queryKey: workshopKeys.list(editionId, userId, filters),
    queryFn: async ({ signal }) =>
      (
        await api.GET('/api/editions/{id}/workshops', {
          params: {
            path: { id: editionId },
            query: { ...(filters.day ? { day: filters.day } : {}), ...(filters.locationId ? { locationId: filters.locationId } : {}), ...(filters.favorites && userId ? { favorites: 'true' as const } : {}) },
          },
          signal,
        })
      ).data!,
    placeholderData: keepPreviousData,
  });
}

export function useWorkshopLocations(editionId: number) {
  return useQuery({
    queryKey: workshopKeys.locations(editionId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/workshop-locations', { params: { path: { id: editionId } }, signal })).data!,
  });
}

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workshopKeys.all(editionId) }),
      queryClient.invalidateQueries({ queryKey: workshopKeys.locations(editionId) }),
    ]);
}

/** Proposes a workshop (`workshopId` null) or changes one; answers it with its clashes as warnings. */
export function useSaveWorkshop(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ workshopId, body }: { workshopId: number | null; body: WorkshopBody }): Promise<WorkshopSaved> =>
      workshopId === null
        ? (await api.POST('/api/editions/{id}/workshops', { params: { path: { id: editionId } }, body })).data!
        : (await api.PATCH('/api/editions/{id}/workshops/{workshopId}', { params: { path: { id: editionId, workshopId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteWorkshop(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (workshopId: number) => {
      await api.DELETE('/api/editions/{id}/workshops/{workshopId}', { params: { path: { id: editionId, workshopId } } });
    },
    onSuccess: refresh,
  });
}

/** Stars or unstars a workshop, then refreshes the lists. */
export function useToggleWorkshopFavorite(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ workshopId, favorite }: { workshopId: number; favorite: boolean }) => {
      const params = { params: { path: { id: editionId, workshopId } } };
      if (favorite) await api.PUT('/api/editions/{id}/workshops/{workshopId}/favorite', params);
      else await api.DELETE('/api/editions/{id}/workshops/{workshopId}/favorite', params);
    },
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: workshopKeys.all(editionId) });
      await queryClient.invalidateQueries({ queryKey: workshopKeys.all(editionId) });
    },
  });
}

/** The address of the caller's calendar feed of the edition; asked (and made, the first time) only when `ask`. */
export function useEditionCalendarFeed(editionId: number, ask: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: workshopKeys.calendarFeed(editionId, userId),
    // A POST: the server makes the feed's secret the first time it is asked for.
    queryFn: async () => (await api.POST('/api/editions/{id}/calendar-feed', { params: { path: { id: editionId } } })).data!,
    enabled: ask && userId !== null,
    staleTime: Infinity,
  });
}

/** A new secret for the feed: the old address stops working. */
export function useRenewEditionCalendarFeed(editionId: number) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async () => (await api.POST('/api/editions/{id}/calendar-feed/renew', { params: { path: { id: editionId } } })).data!,
    onSuccess: (feed) => queryClient.setQueryData(workshopKeys.calendarFeed(editionId, userId), feed),
  });
}
