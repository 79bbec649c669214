/** Every query and mutation of the artist's own space: their record, shows and QR secret on an edition, and their changes to it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys } from '@festival/ui/editions';

export type ArtistSpace = Schemas['ArtistSpaceDto'];
export type ArtistSpaceShow = Schemas['ArtistSpaceShowDto'];
export type ArtistSpaceChange = Schemas['UpdateArtistSpaceDto'];
export type ArtistSpaceMeals = Schemas['ArtistMealListDto'];

export const artistSpaceKeys = {
  /** Under `sharedEditionKeys.artistSpace`, which the organisers' artists and shows pages invalidate after a change. */
  space: (userId: number | null, editionId: number) => [...sharedEditionKeys.artistSpace(editionId), userId] as const,
  /** Their meals: under the same root, so the organisers' changes refresh them too. */
  meals: (userId: number | null, editionId: number) => [...sharedEditionKeys.artistSpace(editionId), userId, 'meals'] as const,
  /** The caller's artist records across editions (/my-conventions lists them under the same key). */
  mine: (userId: number | null) => ['artists', 'mine', userId] as const,
};

export function useArtistSpace(editionId: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: artistSpaceKeys.space(userId, editionId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/artist-space', { params: { path: { id: editionId } }, signal })).data!,
    enabled: userId !== null,
    // 403 / 404 are answers (not an artist here, no such edition): no retry.
    retry: false,
  });
}

/** The artist's meals on the edition (read-only: the organisers set them from the stay). */
export function useArtistSpaceMeals(editionId: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: artistSpaceKeys.meals(userId, editionId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/artist-space/meals', { params: { path: { id: editionId } }, signal })).data!,
    enabled: userId !== null,
  });
}

/** Saves what the artist changed; the answer is their space as it now is, and the organisers' artist pages (if this user sees them) refetch. */
export function useUpdateArtistSpace(editionId: number) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  return useMutation({
    mutationFn: async (change: ArtistSpaceChange) => (await api.PATCH('/api/editions/{id}/artist-space', { params: { path: { id: editionId } }, body: change })).data!,
    onSuccess: (space) => {
      queryClient.setQueryData(artistSpaceKeys.space(userId, editionId), space);
      // A new stay moves their meals.
      void queryClient.invalidateQueries({ queryKey: artistSpaceKeys.meals(userId, editionId) });
      void queryClient.invalidateQueries({ queryKey: sharedEditionKeys.artists(editionId) });
    },
  });
}
