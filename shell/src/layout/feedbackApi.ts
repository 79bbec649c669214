/** Sending feedback from the footer's form (signed in or not). */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';

export function useSendFeedback(callbacks: Pick<UseMutationOptions<void, Error, Schemas['CreateFeedbackDto']>, 'onSuccess' | 'onError'>) {
  return useMutation({
    mutationFn: async (body: Schemas['CreateFeedbackDto']) => {
      await api.POST('/api/feedback', { body });
    },
    ...callbacks,
  });
}
