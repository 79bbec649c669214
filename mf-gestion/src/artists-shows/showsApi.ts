/** Every query and mutation of the show programme: the shows with their clashes, the form's choices, saving and deleting a show. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { editionKeys, editionPath, useApiGet } from '../shared/gestionApi';

export type ShowProgramme = Schemas['ShowListDto'];
export type Show = Schemas['ShowDto'];
export type ShowClash = Schemas['ShowClashDto'];
export type ShowChoices = Schemas['ShowChoicesDto'];
export type ShowSaved = Schemas['ShowSavedDto'];
export type ShowBody = Schemas['CreateShowDto'];

export const showKeys = {
  /** Under the edition's artists: a change of an artist record (a stage name, a deletion) refreshes the shows too. */
  all: (editionId: number) => ['editions', editionId, 'artists', 'shows'] as const,
  programme: (editionId: number) => ['editions', editionId, 'artists', 'shows', 'programme'] as const,
  choices: (editionId: number) => ['editions', editionId, 'artists', 'shows', 'choices'] as const,
};

/** Every show of the edition in time order, with its artists, returnable items and clashes; the days and the server's time zone. */
export const useShowProgramme = (editionId: number) => useApiGet(showKeys.programme(editionId), () => api.GET('/api/editions/{id}/shows', editionPath(editionId)));

/** The edition's artists, returnable items and the places already used, for the form. */
export const useShowChoices = (editionId: number, options: { enabled?: boolean } = {}) =>
  useApiGet(showKeys.choices(editionId), () => api.GET('/api/editions/{id}/shows/choices', editionPath(editionId)), options);

/** After a change: this page's queries, and the edition's public programme (its key is shared with mf-public). */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: showKeys.all(editionId) });
    void queryClient.invalidateQueries({ queryKey: editionKeys.programme(editionId) });
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
