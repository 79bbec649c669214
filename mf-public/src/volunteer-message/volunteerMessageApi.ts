/** Every query and mutation of the confirm page: the message as its recipient sees it, and the confirmation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useUserId } from '../shared/publicApi';

export type MyMessage = Schemas['MyMessageDto'];

export const volunteerMessageKeys = {
  mine: (userId: number | string | null, editionId: number, groupId: number) => ['editions', editionId, 'volunteers', 'messages', groupId, 'mine', userId] as const,
};

const path = (editionId: number, groupId: number) => ({ params: { path: { id: editionId, groupId } } });

export function useMyMessage(editionId: number, groupId: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: volunteerMessageKeys.mine(userId, editionId, groupId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/volunteers/messages/{groupId}/mine', { ...path(editionId, groupId), signal })).data!,
    enabled: userId !== null,
    // A 404 (not a recipient) is the answer, not a hiccup.
    retry: false,
  });
}

/** Confirms once (the server keeps the first time); the page shows the confirmed state from the answer. */
export function useConfirmMessage(editionId: number, groupId: number) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async () => (await api.POST('/api/editions/{id}/volunteers/messages/{groupId}/confirm', path(editionId, groupId))).data!,
    onSuccess: ({ confirmedAt }) => {
      queryClient.setQueryData<MyMessage>(volunteerMessageKeys.mine(userId, editionId, groupId), (old) => (old ? { ...old, confirmedAt } : old));
    },
  });
}
