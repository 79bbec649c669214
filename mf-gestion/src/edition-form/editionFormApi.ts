/** Every query and mutation of the edition forms (add, edit, image, delete), with the refreshes each one needs. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { createThenUpload, editionKeys, imageUploadBody, useDeletion, type Edition } from '../shared/gestionApi';
import { editionBody, type EditionBody, type EditionFormValues } from './editionFormRules';

/** What shows editions: every edition view (here and in mf-public), the convention lists, the favorites. */
const EDITION_VIEWS = [['editions'], ['conventions'], ['favorites']];

/** After any edition change, every view of editions refetches. */
function useRefreshEditions() {
  const queryClient = useQueryClient();
  return () => Promise.all(EDITION_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
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

/** `onDeleted` runs first (leave the page), then the edition's queries go and every view of editions refetches. */
export function useDeleteEdition(id: number, onDeleted: () => void) {
  return useDeletion(() => api.DELETE('/api/editions/{id}', { params: { path: { id } } }), { gone: ['editions', id], stale: EDITION_VIEWS }, onDeleted);
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
