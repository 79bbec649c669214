/** Every query and mutation of the feedback page (admin mode only). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { ADMIN_HEADER, adminKeys } from '../shared/adminApi';
import { FEEDBACK_PAGE_SIZE, offsetOf, resolvedParam, type FeedbackFilter } from './feedbackRules';

export type Feedback = Schemas['FeedbackDto'];

export function useFeedbackList(filter: FeedbackFilter, page: number) {
  const { adminModeActive } = useAuth();
  return useQuery({
    queryKey: adminKeys.feedback(filter, page),
    queryFn: async () => {
      const resolved = resolvedParam(filter);
      const { data } = await api.GET('/api/admin/feedback', {
        params: { query: { limit: FEEDBACK_PAGE_SIZE, offset: offsetOf(page), ...(resolved ? { resolved } : {}) }, header: ADMIN_HEADER },
      });
      return data!;
    },
    enabled: adminModeActive,
    placeholderData: keepPreviousData,
  });
}

/** Resolves, reopens or annotates a feedback; every admin figure and list refetches. */
export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Schemas['UpdateFeedbackDto'] }) =>
      (await api.PATCH('/api/admin/feedback/{id}', { params: { path: { id }, header: ADMIN_HEADER } as never, body })).data!,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
