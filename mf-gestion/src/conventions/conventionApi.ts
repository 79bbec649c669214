/** TanStack Query hooks for conventions and their team. */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';

export type Convention = Schemas['ConventionDto'];
export type MyConvention = Schemas['MyConventionDto'];
export type Collaborator = Schemas['CollaboratorDto'];
export type UserSummary = Schemas['CollaboratorUserDto'];
export type HistoryEntry = Schemas['HistoryEntryDto'];

export const conventionKeys = {
  all: ['conventions'] as const,
  mine: () => ['conventions', 'mine'] as const,
  one: (id: number) => ['conventions', id] as const,
  detail: (id: number) => ['conventions', id, 'detail'] as const,
  permissions: (id: number) => ['conventions', id, 'permissions'] as const,
  collaborators: (id: number) => ['conventions', id, 'collaborators'] as const,
  history: (id: number) => ['conventions', id, 'history'] as const,
};

export function useMyConventions() {
  return useQuery({
    queryKey: conventionKeys.mine(),
    queryFn: async () => (await api.GET('/api/conventions/mine')).data!,
  });
}

export function useConvention(id: number) {
  return useQuery({
    queryKey: conventionKeys.detail(id),
    queryFn: async () => (await api.GET('/api/conventions/{id}', { params: { path: { id } } })).data!,
  });
}

export function useConventionPermissions(id: number) {
  return useQuery({
    queryKey: conventionKeys.permissions(id),
    queryFn: async () => (await api.GET('/api/conventions/{id}/permissions', { params: { path: { id } } })).data!,
  });
}

export function useCollaborators(id: number) {
  return useQuery({
    queryKey: conventionKeys.collaborators(id),
    queryFn: async () => (await api.GET('/api/conventions/{id}/collaborators', { params: { path: { id } } })).data!,
  });
}

export function useHistory(id: number, enabled = true) {
  return useQuery({
    queryKey: conventionKeys.history(id),
    queryFn: async () => (await api.GET('/api/conventions/{id}/history', { params: { path: { id } } })).data!,
    enabled,
  });
}
