/**
 * Every query and mutation of an edition's posts: the posts (pinned first, paged), the comments
 * under each, and what the team does (write, edit, pin or unpin, delete). Each mutation refreshes
 * what it changes.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys, useEditionPermissions } from '@festival/ui/editions';
import { POST_COMMENTS_PAGE_SIZE, POSTS_PAGE_SIZE } from './postsRules';

export type Post = Schemas['PostDto'];
export type PostPage = Schemas['PostPageDto'];

/** Posts carry the caller's `canEdit` and comments their `canDelete`: each user's answers under their own key. */
export const postsKeys = {
  all: (editionId: number) => [...sharedEditionKeys.all, editionId, 'posts'] as const,
  list: (editionId: number, userId: number | null, page: number) => [...postsKeys.all(editionId), 'list', userId, page] as const,
  comments: (editionId: number, postId: number, userId: number | null, page: number) => [...postsKeys.all(editionId), 'comments', postId, userId, page] as const,
};

/** Whether the caller belongs to the edition's team (writes posts, moderates comments). */
export function useIsTeam(editionId: number): boolean {
  const { user } = useAuth();
  const permissions = useEditionPermissions(editionId);
  return Boolean(user && permissions.data?.team);
}

/** A page of the edition's posts: pinned first, then newest first. */
export function usePosts(editionId: number, page: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: postsKeys.list(editionId, userId, page),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/posts', { params: { path: { id: editionId }, query: { page, pageSize: POSTS_PAGE_SIZE } }, signal })).data!,
    placeholderData: keepPreviousData,
  });
}

export function usePostComments(editionId: number, postId: number, page: number) {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: postsKeys.comments(editionId, postId, userId, page),
    queryFn: async ({ signal }) =>
      (await api.GET('/api/editions/{id}/posts/{postId}/comments', { params: { path: { id: editionId, postId }, query: { page, pageSize: POST_COMMENTS_PAGE_SIZE } }, signal })).data!,
    placeholderData: keepPreviousData,
  });
}

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postsKeys.all(editionId) });
}

export function useCreatePost(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: { content: string; pinned: boolean }) => (await api.POST('/api/editions/{id}/posts', { params: { path: { id: editionId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useUpdatePost(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ postId, content }: { postId: number; content: string }) =>
      (await api.PATCH('/api/editions/{id}/posts/{postId}', { params: { path: { id: editionId, postId } }, body: { content } })).data!,
    onSuccess: refresh,
  });
}

/** Pins (first in the list) or unpins a post. */
export function useSetPinned(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ postId, pinned }: { postId: number; pinned: boolean }) => {
      const params = { params: { path: { id: editionId, postId } } };
      if (pinned) await api.PUT('/api/editions/{id}/posts/{postId}/pin', params);
      else await api.DELETE('/api/editions/{id}/posts/{postId}/pin', params);
    },
    onSettled: refresh,
  });
}

/** Deletes a post with its comments. */
export function useDeletePost(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (postId: number) => {
      await api.DELETE('/api/editions/{id}/posts/{postId}', { params: { path: { id: editionId, postId } } });
    },
    onSettled: refresh,
  });
}

/** Comments under a post; the post's comment count changes with it. */
export function useAddPostComment(editionId: number, postId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (content: string) => (await api.POST('/api/editions/{id}/posts/{postId}/comments', { params: { path: { id: editionId, postId } }, body: { content } })).data!,
    onSuccess: refresh,
  });
}

/** Its author deletes their comment, the team any. */
export function useDeletePostComment(editionId: number, postId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (commentId: number) => {
      await api.DELETE('/api/editions/{id}/posts/{postId}/comments/{commentId}', { params: { path: { id: editionId, postId, commentId } } });
    },
    onSettled: refresh,
  });
}
