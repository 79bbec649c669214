/** TanStack Query hooks for editions in the management section. Keys match mf-public's, so both stay in step. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';

export type EditionPermissions = Schemas['EditionPermissionsDto'];
export type MyEdition = Schemas['MyEditionDto'];
export type EditionPermissionsItem = Schemas['EditionPermissionsItemDto'];
export type PerEditionRights = Schemas['PerEditionRightsDto'];

export const editionKeys = {
  all: ['editions'] as const,
  detail: (id: number) => ['editions', id, 'detail'] as const,
  permissions: (userId: number | string | null, id: number) => ['editions', id, 'permissions', userId] as const,
  mine: (userId: number | string | null) => ['editions', 'mine', userId] as const,
  ofConvention: (conventionId: number) => ['conventions', conventionId, 'editions'] as const,
  permissionsOnConvention: (conventionId: number) => ['conventions', conventionId, 'editions', 'permissions'] as const,
  perEditionRights: (conventionId: number, collaboratorId: number) => ['conventions', conventionId, 'collaborators', collaboratorId, 'editions'] as const,
};

function useUserId(): number | null {
  return useAuth().user?.id ?? null;
}

export function useEdition(id: number) {
  return useQuery({
    queryKey: editionKeys.detail(id),
    queryFn: async () => (await api.GET('/api/editions/{id}', { params: { path: { id } } })).data!,
  });
}

export function useEditionPermissions(id: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: editionKeys.permissions(userId, id),
    queryFn: async () => (await api.GET('/api/editions/{id}/permissions', { params: { path: { id } } })).data!,
  });
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
