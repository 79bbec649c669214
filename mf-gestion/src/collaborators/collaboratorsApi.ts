/** Every query and mutation of a convention's team page: members, rights per edition, history. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { conventionKeys, editionKeys, useApiGet } from '../shared/gestionApi';
import type { EditionRights, Rights } from './collaboratorsRules';

export type Collaborator = Schemas['CollaboratorDto'];
export type UserSummary = Schemas['CollaboratorUserDto'];
export type HistoryEntry = Schemas['HistoryEntryDto'];

const onConvention = (id: number) => ({ params: { path: { id } } });

export const useCollaborators = (conventionId: number) =>
  useApiGet(conventionKeys.collaborators(conventionId), () => api.GET('/api/conventions/{id}/collaborators', onConvention(conventionId)));

export const useHistory = (conventionId: number) => useApiGet(conventionKeys.history(conventionId), () => api.GET('/api/conventions/{id}/history', onConvention(conventionId)));

export const useConventionEditions = (conventionId: number) =>
  useApiGet(editionKeys.ofConvention(conventionId), () => api.GET('/api/conventions/{id}/editions', onConvention(conventionId)));

/** What the current user may do on each edition of a convention (team members only). */
export const useEditionPermissionsOnConvention = (conventionId: number) =>
  useApiGet(editionKeys.permissionsOnConvention(conventionId), () => api.GET('/api/conventions/{id}/editions/permissions', onConvention(conventionId)));

/** The rights of one collaborator on each edition of the convention. */
export const usePerEditionRights = (conventionId: number, collaboratorId: number) =>
  useApiGet(editionKeys.perEditionRights(conventionId, collaboratorId), () =>
    api.GET('/api/conventions/{id}/collaborators/{collaboratorId}/editions', { params: { path: { id: conventionId, collaboratorId } } }),
  );

/** A change in the team shows in its list, its history and the user's conventions. */
function useRefreshTeam(conventionId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: conventionKeys.collaborators(conventionId) }),
      queryClient.invalidateQueries({ queryKey: conventionKeys.history(conventionId) }),
      queryClient.invalidateQueries({ queryKey: conventionKeys.mine() }),
    ]);
}

export function useAddCollaborator(conventionId: number) {
  const refresh = useRefreshTeam(conventionId);
  return useMutation({
    mutationFn: async (body: Schemas['AddCollaboratorDto']) =>
      (await api.POST('/api/conventions/{id}/collaborators', { params: { path: { id: conventionId } }, body })).data!,
    onSuccess: () => void refresh(),
  });
}

export function useUpdateCollaborator(conventionId: number) {
  const refresh = useRefreshTeam(conventionId);
  return useMutation({
    mutationFn: async ({ collaboratorId, title, rights }: { collaboratorId: number; title: string | null; rights: Partial<Rights> }) => {
      await api.PATCH('/api/conventions/{id}/collaborators/{collaboratorId}', { params: { path: { id: conventionId, collaboratorId } }, body: { title, rights } });
    },
    onSuccess: () => void refresh(),
  });
}

export function useRemoveCollaborator(conventionId: number) {
  const refresh = useRefreshTeam(conventionId);
  return useMutation({
    mutationFn: async (collaboratorId: number) => {
      await api.DELETE('/api/conventions/{id}/collaborators/{collaboratorId}', { params: { path: { id: conventionId, collaboratorId } } });
    },
    onSuccess: () => void refresh(),
  });
}

/** One PUT per changed edition; the first refusal stops and is reported. Whatever happened, the rights, history and lists refetch. */
export function useSavePerEditionRights(conventionId: number, collaboratorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { editionId: number; rights: EditionRights }[]) => {
      for (const { editionId, rights } of changes) {
        await api.PUT('/api/conventions/{id}/collaborators/{collaboratorId}/editions/{editionId}', {
          params: { path: { id: conventionId, collaboratorId, editionId } },
          body: rights,
        });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: editionKeys.perEditionRights(conventionId, collaboratorId) });
      void queryClient.invalidateQueries({ queryKey: conventionKeys.history(conventionId) });
      void queryClient.invalidateQueries({ queryKey: ['editions', 'mine'] });
    },
  });
}
