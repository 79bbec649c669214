/** Every query and mutation of a convention's team page: members, rights per edition, history. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { conventionKeys, editionKeys } from '../shared/gestionApi';
import type { EditionRights, Rights } from './collaboratorsRules';

export type Collaborator = Schemas['CollaboratorDto'];
export type UserSummary = Schemas['CollaboratorUserDto'];
export type HistoryEntry = Schemas['HistoryEntryDto'];

export function useCollaborators(conventionId: number) {
  return useQuery({
    queryKey: conventionKeys.collaborators(conventionId),
    queryFn: async () => (await api.GET('/api/conventions/{id}/collaborators', { params: { path: { id: conventionId } } })).data!,
  });
}

export function useHistory(conventionId: number) {
  return useQuery({
    queryKey: conventionKeys.history(conventionId),
    queryFn: async () => (await api.GET('/api/conventions/{id}/history', { params: { path: { id: conventionId } } })).data!,
  });
}

export function useConventionEditions(conventionId: number) {
  return useQuery({
    queryKey: editionKeys.ofConvention(conventionId),
    queryFn: async () => (await api.GET('/api/conventions/{id}/editions', { params: { path: { id: conventionId } } })).data!,
  });
}

/** What the current user may do on each edition of a convention (team members only). */
export function useEditionPermissionsOnConvention(conventionId: number) {
  return useQuery({
    queryKey: editionKeys.permissionsOnConvention(conventionId),
    queryFn: async () => (await api.GET('/api/conventions/{id}/editions/permissions', { params: { path: { id: conventionId } } })).data!,
  });
}

export function usePerEditionRights(conventionId: number, collaboratorId: number) {
  return useQuery({
    queryKey: editionKeys.perEditionRights(conventionId, collaboratorId),
    queryFn: async () =>
      (await api.GET('/api/conventions/{id}/collaborators/{collaboratorId}/editions', { params: { path: { id: conventionId, collaboratorId } } })).data!,
  });
}

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
