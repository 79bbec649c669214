/**
 * Queries and mutations more than one public feature makes (favorites: the star on every card and
 * on the edition page), and the cache keys of every public query.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys } from '@festival/ui/editions';
import type { mapQueryOf, searchQueryOf } from '../home/homeRules';

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

export function useUserId(): number | string | null {
  const { user } = useAuth();
  return user?.id ?? null;
}

export function favoritesQuery(userId: number | string | null) {
  return queryOptions({
    queryKey: editionKeys.favorites(userId),
    queryFn: async () => (await api.GET('/api/favorites')).data!,
  });
}

export function useFavorites(enabled = true) {
  const userId = useUserId();
  return useQuery({ ...favoritesQuery(userId), enabled: enabled && userId !== null });
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
