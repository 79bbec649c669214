/**
 * Every query and mutation of the lost and found: an edition's items (by state, paged), one item,
 * the comments under it, and what the team does (record with a photo, describe, photograph, mark
 * returned or lost again, delete). Each mutation refreshes the lists it changes.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys, useEditionPermissions } from '@festival/ui/editions';
import { ITEMS_PAGE_SIZE, statusQueryOf, type StatusFilter } from './lostFoundRules';

export type LostFoundItem = Schemas['LostFoundItemDto'];
export type LostFoundPage = Schemas['LostFoundPageDto'];
export type LostFoundStatus = Schemas['LostFoundStatus'];

/** Comments are read with the caller's `canDelete`: each user's answer under its own key. */
export const lostFoundKeys = {
  all: (editionId: number) => [...sharedEditionKeys.all, editionId, 'lost-found'] as const,
  list: (editionId: number, filter: StatusFilter, page: number) => [...lostFoundKeys.all(editionId), 'list', filter, page] as const,
  item: (editionId: number, itemId: number) => [...lostFoundKeys.all(editionId), 'item', itemId] as const,
  comments: (editionId: number, itemId: number, userId: number | null, page: number) => [...lostFoundKeys.all(editionId), 'comments', itemId, userId, page] as const,
};

/** Whether the caller belongs to the edition's team (records and changes items, moderates comments). */
export function useIsTeam(editionId: number): boolean {
  const { user } = useAuth();
  const permissions = useEditionPermissions(editionId);
  return Boolean(user && permissions.data?.team);
}

/** A page of the edition's items, newest first, with the counts by state. */
export function useLostFoundItems(editionId: number, filter: StatusFilter, page: number) {
  return useQuery({
    queryKey: lostFoundKeys.list(editionId, filter, page),
    queryFn: async ({ signal }) =>
      (await api.GET('/api/editions/{id}/lost-found', { params: { path: { id: editionId }, query: { status: statusQueryOf(filter), page, pageSize: ITEMS_PAGE_SIZE } }, signal })).data!,
    placeholderData: keepPreviousData,
  });
}

/** One item (opened from the grid or from a link); starts from what the grid already shows. */
export function useLostFoundItem(editionId: number, itemId: number | null, shown?: LostFoundItem) {
  return useQuery({
    queryKey: lostFoundKeys.item(editionId, itemId ?? 0),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/lost-found/{itemId}', { params: { path: { id: editionId, itemId: itemId! } }, signal })).data!,
    enabled: itemId !== null,
    placeholderData: shown,
  });
}

export function useLostFoundComments(editionId: number, itemId: number, page: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: lostFoundKeys.comments(editionId, itemId, userId, page),
    queryFn: async ({ signal }) =>
      (await api.GET('/api/editions/{id}/lost-found/{itemId}/comments', { params: { path: { id: editionId, itemId }, query: { page, pageSize: 10 } }, signal })).data!,
    placeholderData: keepPreviousData,
  });
}

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lostFoundKeys.all(editionId) });
}

/** The request options that send `file` as the multipart field of an image upload. */
function photoBody(file: File) {
  const body = new FormData();
  body.append('file', file);
  return {
    body: body as unknown as Schemas['ImageUploadDto'],
    // multipart: openapi-fetch must not JSON-encode the body
    bodySerializer: (b: unknown) => b as FormData,
  };
}

const uploadPhoto = async (editionId: number, itemId: number, file: File) =>
  (await api.POST('/api/editions/{id}/lost-found/{itemId}/photo', { params: { path: { id: editionId, itemId } }, ...photoBody(file) })).data!;

/**
 * Records an item, then uploads its photo if one was picked. A failed upload does not undo the
 * record: the item comes back with the upload's error, to be said and tried again from the item.
 */
export function useRecordItem(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ description, photo }: { description: string; photo: File | null }): Promise<{ item: LostFoundItem; photoError: unknown }> => {
      const item = (await api.POST('/api/editions/{id}/lost-found', { params: { path: { id: editionId } }, body: { description } })).data!;
      if (!photo) return { item, photoError: null };
      try {
        return { item: await uploadPhoto(editionId, item.id, photo), photoError: null };
      } catch (photoError) {
        return { item, photoError };
      }
    },
    onSettled: refresh,
  });
}

/** Changes the description and/or the state (RETURNED, or LOST again after a mistake). */
export function useUpdateItem(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ itemId, ...body }: { itemId: number; description?: string; status?: LostFoundStatus }) =>
      (await api.PATCH('/api/editions/{id}/lost-found/{itemId}', { params: { path: { id: editionId, itemId } }, body })).data!,
    onSettled: refresh,
  });
}

/** Puts a photo on the item (replacing any) or, with `file` null, removes it. */
export function useSetItemPhoto(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ itemId, file }: { itemId: number; file: File | null }) =>
      file ? uploadPhoto(editionId, itemId, file) : (await api.DELETE('/api/editions/{id}/lost-found/{itemId}/photo', { params: { path: { id: editionId, itemId } } })).data!,
    onSettled: refresh,
  });
}

export function useDeleteItem(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) => {
      await api.DELETE('/api/editions/{id}/lost-found/{itemId}', { params: { path: { id: editionId, itemId } } });
    },
    onSuccess: (_data, itemId) => queryClient.removeQueries({ queryKey: lostFoundKeys.item(editionId, itemId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lostFoundKeys.all(editionId) }),
  });
}

/** Comments "it's mine" under an item; the item's comment count changes with it. */
export function useAddComment(editionId: number, itemId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (content: string) =>
      (await api.POST('/api/editions/{id}/lost-found/{itemId}/comments', { params: { path: { id: editionId, itemId } }, body: { content } })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteComment(editionId: number, itemId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (commentId: number) => {
      await api.DELETE('/api/editions/{id}/lost-found/{itemId}/comments/{commentId}', { params: { path: { id: editionId, itemId, commentId } } });
    },
    onSettled: refresh,
  });
}
