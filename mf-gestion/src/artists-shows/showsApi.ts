/** Every query and mutation of the show programme: the shows with their clashes, the form's choices, saving and deleting a show. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { artistKeys, editionPath, invalidatePublicArtistQueries, useApiGet } from '../shared/gestionApi';

export type ShowProgramme = Schemas['ShowListDto'];
export type Show = Schemas['ShowDto'];
export type ShowClash = Schemas['ShowClashDto'];
export type ShowChoices = Schemas['ShowChoicesDto'];
export type ShowSaved = Schemas['ShowSavedDto'];
export type ShowBody = Schemas['CreateShowDto'];

/** Every show of the edition in time order, with its artists, returnable items and clashes; the days and the edition's time zone. */
export const useShowProgramme = (editionId: number) => useApiGet(artistKeys.showProgramme(editionId), () => api.GET('/api/editions/{id}/shows', editionPath(editionId)));

/** The edition's artists, returnable items and the places already used, for the form. */
export const useShowChoices = (editionId: number, options: { enabled?: boolean } = {}) =>
  useApiGet(artistKeys.showChoices(editionId), () => api.GET('/api/editions/{id}/shows/choices', editionPath(editionId)), options);

/** After a change: this page's queries, and what mf-public shows of the shows (the programme, the starred shows, the artists' spaces). */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: artistKeys.shows(editionId) });
    invalidatePublicArtistQueries(queryClient, editionId);
  };
}

/** Creates a show (`showId` null) or replaces what the body gives; answers the show and its warnings (clashes never prevent saving). */
export function useSaveShow(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ showId, body }: { showId: number | null; body: ShowBody }): Promise<ShowSaved> =>
      showId === null
        ? (await api.POST('/api/editions/{id}/shows', { ...editionPath(editionId), body })).data!
        : (await api.PATCH('/api/editions/{id}/shows/{showId}', { params: { path: { id: editionId, showId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteShow(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (showId: number) => {
      await api.DELETE('/api/editions/{id}/shows/{showId}', { params: { path: { id: editionId, showId } } });
    },
    onSuccess: refresh,
  });
}
