/**
 * Queries that more than one management feature makes, and the cache keys of every management
 * query (one table, so that a mutation in one feature refreshes what another shows). A feature's
 * own queries and mutations live in its `<feature>Api.ts`.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { sharedEditionKeys } from '@festival/ui/editions';

export { useEdition, useEditionPermissions } from '@festival/ui/editions';

export type Convention = Schemas['ConventionDto'];
export type ConventionPermissions = Schemas['ConventionPermissionsDto'];
export type MyConvention = Schemas['MyConventionDto'];
export type Edition = Schemas['EditionDto'];
export type EditionPermissions = Schemas['EditionPermissionsDto'];

export const conventionKeys = {
  all: ['conventions'] as const,
  mine: () => ['conventions', 'mine'] as const,
  one: (id: number) => ['conventions', id] as const,
  detail: (id: number) => ['conventions', id, 'detail'] as const,
  permissions: (id: number) => ['conventions', id, 'permissions'] as const,
  collaborators: (id: number) => ['conventions', id, 'collaborators'] as const,
  history: (id: number) => ['conventions', id, 'history'] as const,
};

/** The keys of one edition are shared with mf-public (@festival/ui/editions). */
export const editionKeys = {
  ...sharedEditionKeys,
  mine: (userId: number | string | null) => ['editions', 'mine', userId] as const,
  ofConvention: (conventionId: number) => ['conventions', conventionId, 'editions'] as const,
  permissionsOnConvention: (conventionId: number) => ['conventions', conventionId, 'editions', 'permissions'] as const,
  perEditionRights: (conventionId: number, collaboratorId: number) => ['conventions', conventionId, 'collaborators', collaboratorId, 'editions'] as const,
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

/** The request options that send `file` as multipart form data to an image upload endpoint. */
export function imageUploadBody(file: File) {
  const body = new FormData();
  body.append('file', file);
  return {
    body: body as unknown as Schemas['ImageUploadDto'],
    // multipart: openapi-fetch must not JSON-encode the body
    bodySerializer: (b: unknown) => b as FormData,
  };
}

/**
 * Creates something, then uploads the image picked for it. A failed upload does not undo the
 * creation: its error comes back with what was created, to be reported and tried again.
 */
export async function createThenUpload<T extends { id: number }>(
  create: () => Promise<T>,
  file: File | null,
  upload: (id: number, file: File) => Promise<unknown>,
): Promise<{ created: T; uploadError: unknown }> {
  const created = await create();
  let uploadError: unknown = null;
  if (file) {
    try {
      await upload(created.id, file);
    } catch (err) {
      uploadError = err ?? new Error('upload failed');
    }
  }
  return { created, uploadError };
}
