/** TanStack Query hooks for public editions and favorites. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys } from '@festival/ui/editions';

export { useEdition, useEditionPermissions } from '@festival/ui/editions';
import { mapQueryOf, searchQueryOf, type EditionFilters } from './editionRules';

export type Edition = Schemas['EditionDto'];
export type EditionCard = Schemas['EditionCardDto'];
export type EditionPermissions = Schemas['EditionPermissionsDto'];
export type EditionMapResult = Schemas['EditionMapResultDto'];

export const editionKeys = {
  ...sharedEditionKeys,
  search: (userId: number | string | null, query: ReturnType<typeof searchQueryOf>) => ['editions', 'search', userId, query] as const,
  map: (query: ReturnType<typeof mapQueryOf>) => ['editions', 'map', query] as const,
  favorites: (userId: number | string | null) => ['favorites', userId] as const,
};

/** The backend wants amenities as one comma-separated value. */
const commaArrays = { array: { style: 'form', explode: false } } as const;

function useUserId(): number | string | null {
  const { user } = useAuth();
  return user?.id ?? null;
}

export function useEditionSearch(filters: EditionFilters, enabled = true) {
  const userId = useUserId();
  const query = searchQueryOf(filters);
  return useQuery({
    queryKey: editionKeys.search(userId, query),
    queryFn: async ({ signal }) => (await api.GET('/api/editions', { params: { query }, querySerializer: commaArrays, signal })).data!,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every located edition matching the filters (same for everyone: no user in the key). */
export function useEditionMap(filters: EditionFilters, enabled = true) {
  const query = mapQueryOf(filters);
  return useQuery({
    queryKey: editionKeys.map(query),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/map', { params: { query }, querySerializer: commaArrays, signal })).data!,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFavorites(enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: editionKeys.favorites(userId),
    queryFn: async () => (await api.GET('/api/favorites')).data!,
    enabled: enabled && userId !== null,
  });
}

/** Stars or unstars an edition, then refreshes every list that shows the star. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, favorite }: { id: number; favorite: boolean }) => {
      if (favorite) await api.PUT('/api/editions/{id}/favorite', { params: { path: { id } } });
      else await api.DELETE('/api/editions/{id}/favorite', { params: { path: { id } } });
    },
    // A first fetch still in flight (no data yet) would be reused by invalidate and answer the state
    // from before the change: cancel it, then fetch again.
    onSettled: async () => {
      const keys = [['editions', 'search'], ['favorites']];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
