import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../shared/comments/CommentThread';
import { useAddPostComment, useDeletePostComment, usePostComments, type Post } from '../postsApi';

/** The comments under a post, through the community pages' shared thread: read, paged, written, deleted. */
export function PostComments({ editionId, post }: { editionId: number; post: Post }) {
  const { t } = useTranslation('community');
  const [page, setPage] = useState(1);
  const query = usePostComments(editionId, post.id, page);
  const add = useAddPostComment(editionId, post.id);
  const remove = useDeletePostComment(editionId, post.id);
  return (
    <CommentThread
      label={t('posts.comments.label', { author: post.author?.pseudo ?? t('posts.formerMember') })}
      data={query.data}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      page={page}
      onPageChange={setPage}
      onAdd={async (content) => {
        await add.mutateAsync(content);
        setPage(1);
      }}
      adding={add.isPending}
      onDelete={async (commentId) => {
        await remove.mutateAsync(commentId);
        // The last comment of a later page gone: show the page before.
        if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
      }}
      deleting={remove.isPending}
    />
  );
}
