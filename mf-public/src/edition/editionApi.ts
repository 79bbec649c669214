/** Every query and mutation of the edition page: the edition, the user's rights on it, taking over its convention. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { queryClient, useAuth, type PageVisit } from '@festival/ui';
import { editionPermissionsQuery, editionQuery } from '@festival/ui/editions';
import { programmeQuery } from '../programme/programmeApi';
import { favoritesQuery } from '../shared/publicApi';
import { parseEditionId } from './editionRules';

export { useEdition, useEditionPermissions } from '@festival/ui/editions';
export { useFavorites, type Edition } from '../shared/publicApi';

export const claimKeys = {
  status: (userId: number | string | null, conventionId: number) => ['conventions', conventionId, 'claim', userId] as const,
};

/** Whether the caller may ask to take the convention over (asked for visitors too: they may sign in). */
export function claimStatusQuery(userId: number | string | null, conventionId: number) {
  return queryOptions({
    queryKey: claimKeys.status(userId, conventionId),
    queryFn: async ({ signal }) => (await api.GET('/api/conventions/{id}/claim', { params: { path: { id: conventionId } }, signal })).data!,
    staleTime: 60_000,
  });
}

export function useClaimStatus(conventionId: number) {
  return useQuery(claimStatusQuery(useAuth().user?.id ?? null, conventionId));
}

/**
 * The edition page's first screen, fetched before it is first drawn: the edition, then whether its
 * convention may be taken over; its programme; and for a signed-in user their rights and stars.
 * Tells whether the programme has shows (its section's code is then wanted too).
 */
export async function prepareEdition({ params, userId }: PageVisit): Promise<boolean> {
  const id = parseEditionId(params.id);
  if (id === null) return false;
  const edition = queryClient
    .fetchQuery(editionQuery(id))
    .then((found) => queryClient.prefetchQuery(claimStatusQuery(userId, found.conventionId)))
    .catch(() => undefined); // the page shows the error when drawn
  const programme = queryClient
    .fetchQuery(programmeQuery(userId, id))
    .then((found) => found.items.length > 0)
    .catch(() => false);
  const [, hasShows] = await Promise.all([
    edition,
    programme,
    ...(userId === null ? [] : [queryClient.prefetchQuery(editionPermissionsQuery(userId, id)), queryClient.prefetchQuery(favoritesQuery(userId))]),
  ]);
  return hasShows;
}

/** Mails a code to the convention's contact address; answers when it expires. */
export function useRequestClaim(conventionId: number) {
  return useMutation({
    mutationFn: async () => (await api.POST('/api/conventions/{id}/claim', { params: { path: { id: conventionId } } })).data!,
  });
}

/** The right code makes the caller a collaborator with every right: every cached right is stale. */
export function useVerifyClaim(conventionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await api.POST('/api/conventions/{id}/claim/verify', { params: { path: { id: conventionId } }, body: { code } })).data!,
    // Not awaited: the caller moves on at once (the entry that opened the dialog disappears on refetch).
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
