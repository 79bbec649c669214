/** Every query and mutation of the edition page: the edition, the user's rights on it, taking over its convention. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { useAuth } from '@festival/ui';

export { useEdition, useEditionPermissions } from '@festival/ui/editions';
export { useFavorites, type Edition } from '../shared/publicApi';

export const claimKeys = {
  status: (userId: number | string | null, conventionId: number) => ['conventions', conventionId, 'claim', userId] as const,
};

/** Whether the caller may ask to take the convention over (asked for visitors too: they may sign in). */
export function useClaimStatus(conventionId: number) {
  const { user } = useAuth();
  return useQuery({
    queryKey: claimKeys.status(user?.id ?? null, conventionId),
    queryFn: async ({ signal }) => (await api.GET('/api/conventions/{id}/claim', { params: { path: { id: conventionId } }, signal })).data!,
    staleTime: 60_000,
  });
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
