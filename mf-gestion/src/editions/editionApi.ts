/** TanStack Query hooks for editions in the management section. The keys of one edition are shared with mf-public (@festival/ui/editions). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys } from '@festival/ui/editions';

export { useEdition, useEditionPermissions } from '@festival/ui/editions';

export type EditionPermissions = Schemas['EditionPermissionsDto'];
export type MyEdition = Schemas['MyEditionDto'];
export type EditionPermissionsItem = Schemas['EditionPermissionsItemDto'];
export type PerEditionRights = Schemas['PerEditionRightsDto'];

export const editionKeys = {
  ...sharedEditionKeys,
  mine: (userId: number | string | null) => ['editions', 'mine', userId] as const,
  ofConvention: (conventionId: number) => ['conventions', conventionId, 'editions'] as const,
  permissionsOnConvention: (conventionId: number) => ['conventions', conventionId, 'editions', 'permissions'] as const,
  perEditionRights: (conventionId: number, collaboratorId: number) => ['conventions', conventionId, 'collaborators', collaboratorId, 'editions'] as const,
};

function useUserId(): number | null {
  return useAuth().user?.id ?? null;
}

/** Editions of every convention the user belongs to, with the user's rights on each. */
export function useMyEditions() {
  const userId = useUserId();
  return useQuery({
    queryKey: editionKeys.mine(userId),
    queryFn: async () => (await api.GET('/api/editions/mine')).data!,
    enabled: userId !== null,
  });
}

export function useConventionEditions(conventionId: number, enabled = true) {
  return useQuery({
    queryKey: editionKeys.ofConvention(conventionId),
    queryFn: async () => (await api.GET('/api/conventions/{id}/editions', { params: { path: { id: conventionId } } })).data!,
    enabled,
  });
}

/** What the current user may do on each edition of a convention (team members only). */
export function useEditionPermissionsOnConvention(conventionId: number, enabled = true) {
  return useQuery({
    queryKey: editionKeys.permissionsOnConvention(conventionId),
    queryFn: async () => (await api.GET('/api/conventions/{id}/editions/permissions', { params: { path: { id: conventionId } } })).data!,
    enabled,
  });
}

export function usePerEditionRights(conventionId: number, collaboratorId: number) {
  return useQuery({
    queryKey: editionKeys.perEditionRights(conventionId, collaboratorId),
    queryFn: async () =>
      (await api.GET('/api/conventions/{id}/collaborators/{collaboratorId}/editions', { params: { path: { id: conventionId, collaboratorId } } })).data!,
  });
}

/** After any edition change: every edition view (here and in mf-public) and the convention lists refetch. */
export function useRefreshEditions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['editions'] }),
      queryClient.invalidateQueries({ queryKey: ['conventions'] }),
      queryClient.invalidateQueries({ queryKey: ['favorites'] }),
    ]);
}
