/** Queries on one edition that several remotes make: one definition, so their cache keys agree. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@festival/api-client';
// By package name, not by path: the remotes share one @festival/ui (one auth store); this subpath is bundled into each.
import { useAuth } from '@festival/ui';

/** The cache keys of edition queries every remote shares (each adds its own under `editions`). */
export const sharedEditionKeys = {
  all: ['editions'] as const,
  detail: (id: number) => ['editions', id, 'detail'] as const,
  permissions: (userId: number | string | null, id: number) => ['editions', id, 'permissions', userId] as const,
  /** The public programme of the edition (every caller's answer under it): the organisers' show and artist changes invalidate it. */
  programme: (id: number) => ['editions', id, 'programme'] as const,
  /** The organisers' artist queries of the edition (records, shows, pickups): an artist's change of their own record invalidates them. */
  artists: (id: number) => ['editions', id, 'artists'] as const,
  /** The artist's own space on the edition (every caller's answer under it): the organisers' record and show changes invalidate it. */
  artistSpace: (id: number) => ['editions', id, 'artist-space'] as const,
};

/** The cache keys of show queries across editions that several remotes share. */
export const sharedShowKeys = {
  /** The caller's starred shows, every edition (every caller's answer under it): the organisers' show and artist changes invalidate it. */
  favorites: ['shows', 'favorites'] as const,
};

/** The edition, as its hooks and a page's `prepare` ask for it. */
export function editionQuery(id: number) {
  return queryOptions({
    queryKey: sharedEditionKeys.detail(id),
    queryFn: async () => (await api.GET('/api/editions/{id}', { params: { path: { id } } })).data!,
  });
}

/** The user's rights on the edition. */
export function editionPermissionsQuery(userId: number | string | null, id: number) {
  return queryOptions({
    queryKey: sharedEditionKeys.permissions(userId, id),
    queryFn: async () => (await api.GET('/api/editions/{id}/permissions', { params: { path: { id } } })).data!,
  });
}

export function useEdition(id: number) {
  return useQuery(editionQuery(id));
}

/** The signed-in user's rights on the edition (not asked for visitors). */
export function useEditionPermissions(id: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({ ...editionPermissionsQuery(userId, id), enabled: userId !== null });
}
