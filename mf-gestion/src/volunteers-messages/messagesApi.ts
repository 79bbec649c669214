/** Every query and mutation of the group messages page: the messages sent, one message's recipients, sending and reminding (the teams to write to: shared/gestionApi). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useApiGet } from '../shared/gestionApi';
import { MESSAGES_PAGE_SIZE } from './messagesRules';

export type MessageGroup = Schemas['MessageGroupDto'];
export type MessageGroupDetail = Schemas['MessageGroupDetailDto'];
export type MessageRecipient = Schemas['MessageRecipientDto'];
export type SendMessageBody = Schemas['SendMessageDto'];

export const volunteerMessageKeys = {
  all: (editionId: number) => ['editions', editionId, 'volunteers', 'messages'] as const,
  page: (editionId: number, page: number) => ['editions', editionId, 'volunteers', 'messages', 'page', page] as const,
  detail: (editionId: number, groupId: number) => ['editions', editionId, 'volunteers', 'messages', groupId] as const,
};

/** A page of the messages the caller sees, newest first, and whom the caller may write to. */
export function useSentMessages(editionId: number, page: number) {
  return useQuery({
    queryKey: volunteerMessageKeys.page(editionId, page),
    queryFn: async () =>
      (await api.GET('/api/editions/{id}/volunteers/messages', { params: { path: { id: editionId }, query: { limit: MESSAGES_PAGE_SIZE, offset: (page - 1) * MESSAGES_PAGE_SIZE } } })).data!,
    placeholderData: keepPreviousData,
  });
}

/** One message with every recipient and when they confirmed. */
export const useMessageDetail = (editionId: number, groupId: number | null) =>
  useApiGet(
    volunteerMessageKeys.detail(editionId, groupId ?? 0),
    () => api.GET('/api/editions/{id}/volunteers/messages/{groupId}', { params: { path: { id: editionId, groupId: groupId ?? 0 } } }),
    { enabled: groupId !== null },
  );

export function useSendMessage(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendMessageBody) => (await api.POST('/api/editions/{id}/volunteers/messages', { params: { path: { id: editionId } }, body })).data!,
    onSuccess: (sent) => {
      queryClient.setQueryData(volunteerMessageKeys.detail(editionId, sent.id), sent);
      void queryClient.invalidateQueries({ queryKey: volunteerMessageKeys.all(editionId) });
    },
  });
}

/** Reminds those who have not confirmed; the message's counts and its next possible reminder refresh. */
export function useRemindMessage(editionId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.POST('/api/editions/{id}/volunteers/messages/{groupId}/remind', { params: { path: { id: editionId, groupId } } })).data!,
    // A refusal (429: reminded moments ago by someone else) also brings the time of that reminder.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: volunteerMessageKeys.all(editionId) }),
  });
}
