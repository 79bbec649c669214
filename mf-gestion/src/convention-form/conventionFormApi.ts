/** Every mutation of the convention forms (create, details, logo, archive, delete), with the refreshes each one needs. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { conventionKeys, createThenUpload, imageUploadBody, useDeletion, type Convention } from '../shared/gestionApi';
import { conventionBody, type ConventionFormValues } from './conventionFormRules';

/** Uploads a convention logo (checked by content and re-encoded by the server). */
async function uploadConventionLogo(id: number, file: File): Promise<Convention> {
  const { data } = await api.POST('/api/conventions/{id}/logo', { params: { path: { id } }, ...imageUploadBody(file) });
  return data!;
}

/** The convention as the server answered it, in place at once; every convention list refetches. */
function useConventionChanged(id: number) {
  const queryClient = useQueryClient();
  return (updated: Convention) => {
    queryClient.setQueryData(conventionKeys.detail(id), updated);
    void queryClient.invalidateQueries({ queryKey: conventionKeys.all });
  };
}

/** Creates a convention (its creator becomes its author), then uploads its picked logo (a failed upload is returned, not thrown). */
export function useCreateConvention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, logo }: { values: ConventionFormValues; logo: File | null }) =>
      createThenUpload(async () => (await api.POST('/api/conventions', { body: conventionBody(values) })).data!, logo, uploadConventionLogo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conventionKeys.mine() }),
  });
}

export function useUpdateConvention(id: number) {
  const changed = useConventionChanged(id);
  return useMutation({
    mutationFn: async (values: ConventionFormValues) => (await api.PATCH('/api/conventions/{id}', { params: { path: { id } }, body: conventionBody(values) })).data!,
    onSuccess: changed,
  });
}

export function useArchiveConvention(id: number) {
  const changed = useConventionChanged(id);
  return useMutation({
    mutationFn: async (archived: boolean) =>
      archived
        ? (await api.POST('/api/conventions/{id}/archive', { params: { path: { id } } })).data!
        : (await api.POST('/api/conventions/{id}/unarchive', { params: { path: { id } } })).data!,
    onSuccess: changed,
  });
}

/** `onDeleted` runs first (leave the page), then the convention's queries go and the user's conventions refetch. */
export function useDeleteConvention(id: number, onDeleted: () => void) {
  return useDeletion(() => api.DELETE('/api/conventions/{id}', { params: { path: { id } } }), { gone: conventionKeys.one(id), stale: [conventionKeys.mine()] }, onDeleted);
}

export function useUploadConventionLogo(id: number) {
  const changed = useConventionChanged(id);
  return useMutation({ mutationFn: (file: File) => uploadConventionLogo(id, file), onSuccess: changed });
}

export function useRemoveConventionLogo(id: number) {
  const changed = useConventionChanged(id);
  return useMutation({
    mutationFn: async () => (await api.DELETE('/api/conventions/{id}/logo', { params: { path: { id } } })).data!,
    onSuccess: changed,
  });
}
