/** Every query and mutation of the admin notifications page (admin mode only). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { ADMIN_HEADER, adminKeys } from '../shared/adminApi';
import { RECIPIENT_QUERY_MIN, SENT_PAGE_SIZE, sendBodyOf, type SendFormValues } from './adminNotificationsRules';

export type Recipient = Schemas['RecipientDto'];
export type SentNotification = Schemas['AdminSentNotificationDto'];

/** Users matching the search (asked from RECIPIENT_QUERY_MIN characters). */
export function useRecipients(search: string) {
  return useQuery({
    queryKey: adminKeys.recipients(search),
    queryFn: async ({ signal }) => (await api.GET('/api/admin/notifications/recipients', { params: { query: { q: search }, header: ADMIN_HEADER }, signal })).data!.items,
    enabled: search.length >= RECIPIENT_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SendFormValues) =>
      (await api.POST('/api/admin/notifications', { params: { header: ADMIN_HEADER }, body: sendBodyOf(values) as Schemas['AdminSendNotificationDto'] })).data!,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.sent() });
    },
  });
}

export function useSentNotifications(page: number) {
  const { adminModeActive } = useAuth();
  return useQuery({
    queryKey: adminKeys.sentPage(page),
    queryFn: async () =>
      (await api.GET('/api/admin/notifications', { params: { query: { limit: SENT_PAGE_SIZE, offset: (page - 1) * SENT_PAGE_SIZE }, header: ADMIN_HEADER } })).data!,
    enabled: adminModeActive,
    placeholderData: keepPreviousData,
  });
}
