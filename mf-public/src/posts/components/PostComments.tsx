import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../shared/comments/CommentThread';
import { threadProps } from '../../shared/comments/threadProps';
import { useAddPostComment, useDeletePostComment, usePostComments, type Post } from '../postsApi';

/** The comments under a post, through the community pages' shared thread: read, paged, written, deleted. */
export function PostComments({ editionId, post, timeZone }: { editionId: number; post: Post; timeZone: string }) {
  const { t } = useTranslation('community');
  const [page, setPage] = useState(1);
  const comments = usePostComments(editionId, post.id, page);
  const add = useAddPostComment(editionId, post.id);
  const remove = useDeletePostComment(editionId, post.id);
  return (
    <CommentThread
      label={t('posts.comments.label', { author: post.author?.pseudo ?? t('posts.formerMember') })}
      {...threadProps({ page, onPageChange: setPage, comments, add, remove, timeZone })}
    />
  );
}
