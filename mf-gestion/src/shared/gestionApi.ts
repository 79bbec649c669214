/**
 * Queries that more than one management feature makes, and the cache keys of every management
 * query (one table, so that a mutation in one feature refreshes what another shows). A feature's
 * own queries and mutations live in its `<feature>Api.ts`.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { sharedEditionKeys, sharedShowKeys } from '@festival/ui/editions';

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

/**
 * A query over one GET of the API, cached under `queryKey`: `get` is the typed call (the client
 * throws on an error answer, so its data is there). Every read of a management feature is one.
 */
export function useApiGet<T>(queryKey: QueryKey, get: () => Promise<{ data?: T }>, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey, queryFn: async () => (await get()).data as T, ...options });
}

/**
 * The roots of an edition's volunteer queries that several volunteer features read or change (the
 * teams with their counts, the planning, the applications): a change in one refreshes the others.
 */
export const volunteerKeys = {
  teams: (editionId: number) => ['editions', editionId, 'volunteers', 'teams'] as const,
  planning: (editionId: number) => ['editions', editionId, 'volunteers', 'planning'] as const,
  applications: (editionId: number) => ['editions', editionId, 'volunteers', 'applications'] as const,
};

/** The edition's volunteer settings (the questions the form asks), for the settings pages and the corrections of answers. */
export const volunteerSettingsKeys = {
  settings: (editionId: number) => ['editions', editionId, 'volunteers', 'settings'] as const,
  /** The public page's answer (mf-public) shows the settings too. */
  info: (editionId: number) => ['editions', editionId, 'volunteers', 'info'] as const,
};

export const useVolunteerSettings = (editionId: number, options: { enabled?: boolean } = {}) =>
  useApiGet(volunteerSettingsKeys.settings(editionId), () => api.GET('/api/editions/{id}/volunteers/settings', { params: { path: { id: editionId } } }), options);

/** The edition's volunteer teams with their counts of members and leaders (to list, filter by, assign to, write to). */
export const useVolunteerTeams = (editionId: number) =>
  useApiGet(volunteerKeys.teams(editionId), () => api.GET('/api/editions/{id}/volunteers/teams', { params: { path: { id: editionId } } }));

/** The path parameter of an edition's endpoints (`/api/editions/{id}/…`). */
export const editionPath = (editionId: number) => ({ params: { path: { id: editionId } } });

/**
 * The keys of an edition's ticketing queries, all under one root (`all`): a finished sync, a change
 * of the catalogue or an order refreshes everything the three ticketing pages show (the orders name
 * tiers, the quotas count orders).
 */
export const ticketingKeys = {
  all: (editionId: number) => ['editions', editionId, 'ticketing'] as const,
  catalogue: (editionId: number) => ['editions', editionId, 'ticketing', 'catalogue'] as const,
  external: (editionId: number) => ['editions', editionId, 'ticketing', 'external'] as const,
  runs: (editionId: number) => ['editions', editionId, 'ticketing', 'sync', 'runs'] as const,
  runsPage: (editionId: number, page: number) => ['editions', editionId, 'ticketing', 'sync', 'runs', 'page', page] as const,
  run: (editionId: number, runId: number) => ['editions', editionId, 'ticketing', 'sync', 'run', runId] as const,
  ordersPage: (editionId: number, query: object) => ['editions', editionId, 'ticketing', 'orders', 'list', query] as const,
  order: (editionId: number, orderId: number) => ['editions', editionId, 'ticketing', 'orders', orderId] as const,
  summary: (editionId: number) => ['editions', editionId, 'ticketing', 'summary'] as const,
};

/**
 * The keys of an edition's artist queries, all under one root (`all`, shared with mf-public): a
 * change of a record refreshes what the shows and pickups pages show of it (names, the form's
 * choices, trips), and an artist's change in their own space refreshes the three pages.
 */
export const artistKeys = {
  all: (editionId: number) => sharedEditionKeys.artists(editionId),
  list: (editionId: number, query: object) => ['editions', editionId, 'artists', 'list', query] as const,
  record: (editionId: number, artistId: number) => ['editions', editionId, 'artists', 'record', artistId] as const,
  responsibles: (editionId: number) => ['editions', editionId, 'artists', 'responsibles'] as const,
  shows: (editionId: number) => ['editions', editionId, 'artists', 'shows'] as const,
  showProgramme: (editionId: number) => ['editions', editionId, 'artists', 'shows', 'programme'] as const,
  showChoices: (editionId: number) => ['editions', editionId, 'artists', 'shows', 'choices'] as const,
  pickups: (editionId: number, mine: boolean) => ['editions', editionId, 'artists', 'pickups', { mine }] as const,
};

/**
 * After a change of an artist record or a show: what mf-public shows of them (the edition's
 * programme, the starred shows, the artist's own space) is stale too.
 */
export function invalidatePublicArtistQueries(queryClient: QueryClient, editionId: number): void {
  for (const queryKey of [sharedEditionKeys.programme(editionId), sharedShowKeys.favorites, sharedEditionKeys.artistSpace(editionId)]) void queryClient.invalidateQueries({ queryKey });
}

/** The edition's ticket catalogue in one answer (the catalogue page shows it, the orders desk sells from it). */
export const useTicketingCatalogue = (editionId: number, options: { enabled?: boolean } = {}) =>
  useApiGet(ticketingKeys.catalogue(editionId), () => api.GET('/api/editions/{id}/ticketing/catalogue', editionPath(editionId)), options);

export const useMyConventions = () => useApiGet(conventionKeys.mine(), () => api.GET('/api/conventions/mine'));

export const useConvention = (id: number) => useApiGet(conventionKeys.detail(id), () => api.GET('/api/conventions/{id}', { params: { path: { id } } }));

export const useConventionPermissions = (id: number) =>
  useApiGet(conventionKeys.permissions(id), () => api.GET('/api/conventions/{id}/permissions', { params: { path: { id } } }));

/**
 * A deletion. `onDeleted` runs first (leave the page), then the queries of what is gone are dropped
 * and the `stale` ones refetch: the page must not refetch what no longer exists.
 */
export function useDeletion(remove: () => Promise<unknown>, { gone, stale }: { gone: QueryKey; stale: QueryKey[] }, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await remove();
    },
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: gone });
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
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
