/** Every query and mutation of the edition forms (add, edit, image, delete), with the refreshes each one needs. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { createThenUpload, editionKeys, imageUploadBody, type Edition } from '../shared/gestionApi';
import { editionBody, type EditionBody, type EditionFormValues } from './editionFormRules';

/** After any edition change: every edition view (here and in mf-public) and the convention lists refetch. */
function useRefreshEditions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['editions'] }),
      queryClient.invalidateQueries({ queryKey: ['conventions'] }),
      queryClient.invalidateQueries({ queryKey: ['favorites'] }),
    ]);
}

/** Uploads an edition image (checked by content and re-encoded by the server). */
async function uploadEditionImage(id: number, file: File): Promise<Edition> {
  const { data } = await api.POST('/api/editions/{id}/image', { params: { path: { id } }, ...imageUploadBody(file) });
  return data!;
}

/** Creates an edition of the convention, then uploads its picked image (a failed upload is returned, not thrown). */
export function useCreateEdition(conventionId: number) {
  const refresh = useRefreshEditions();
  return useMutation({
    mutationFn: ({ values, image }: { values: EditionFormValues; image: File | null }) =>
      createThenUpload(
        async () => (await api.POST('/api/conventions/{id}/editions', { params: { path: { id: conventionId } }, body: editionBody(values) })).data!,
        image,
        uploadEditionImage,
      ),
    onSuccess: () => refresh(),
  });
}

/** Sends the changed fields only. */
export function useUpdateEdition(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshEditions();
  return useMutation({
    mutationFn: async (body: Partial<EditionBody>) => (await api.PATCH('/api/editions/{id}', { params: { path: { id } }, body })).data!,
    onSuccess: (updated) => {
      queryClient.setQueryData(editionKeys.detail(id), updated);
      void refresh();
    },
  });
}

/** `onDeleted` runs first (leave the page), then the edition's queries go: the page must not refetch a deleted edition. */
export function useDeleteEdition(id: number, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshEditions();
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/api/editions/{id}', { params: { path: { id } } });
    },
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: ['editions', id] });
      void refresh();
    },
  });
}

export function useUploadEditionImage(id: number) {
  const refresh = useRefreshEditions();
  return useMutation({ mutationFn: (file: File) => uploadEditionImage(id, file), onSuccess: () => void refresh() });
}

export function useRemoveEditionImage(id: number) {
  const refresh = useRefreshEditions();
  return useMutation({
    mutationFn: async () => (await api.DELETE('/api/editions/{id}/image', { params: { path: { id } } })).data!,
    onSuccess: () => void refresh(),
  });
}
