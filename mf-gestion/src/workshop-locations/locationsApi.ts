/** Every query and mutation of the workshop locations page: the edition's locations, adding, renaming, deleting one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';

export type WorkshopLocation = Schemas['WorkshopLocationDto'];

/** Under the edition's key: the public workshops page reads the same list (and its workshops' places). */
export const workshopLocationKeys = {
  list: (editionId: number) => ['editions', editionId, 'workshop-locations'] as const,
  workshops: (editionId: number) => ['editions', editionId, 'workshops'] as const,
};

export function useWorkshopLocations(editionId: number) {
  return useQuery({
    queryKey: workshopLocationKeys.list(editionId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/workshop-locations', { params: { path: { id: editionId } }, signal })).data!,
  });
}

/** A change of the locations shows in their list and on the workshops (which name their place). */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workshopLocationKeys.list(editionId) }),
      queryClient.invalidateQueries({ queryKey: workshopLocationKeys.workshops(editionId) }),
    ]);
}

/** Adds a location (`locationId` null) or renames one. */
export function useSaveWorkshopLocation(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ locationId, name }: { locationId: number | null; name: string }) =>
      locationId === null
        ? (await api.POST('/api/editions/{id}/workshop-locations', { params: { path: { id: editionId } }, body: { name } })).data!
        : (await api.PATCH('/api/editions/{id}/workshop-locations/{locationId}', { params: { path: { id: editionId, locationId } }, body: { name } })).data!,
    onSuccess: refresh,
  });
}

/** Deletes a location; its workshops stay, without a place. */
export function useDeleteWorkshopLocation(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (locationId: number) => {
      await api.DELETE('/api/editions/{id}/workshop-locations/{locationId}', { params: { path: { id: editionId, locationId } } });
    },
    onSuccess: refresh,
  });
}
