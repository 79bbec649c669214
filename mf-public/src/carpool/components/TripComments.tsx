import { useState } from 'react';
import { CommentThread } from '../../shared/comments/CommentThread';
import { useAddComment, useComments, useDeleteComment } from '../carpoolApi';

/** The comments under an offer or a request: the shared thread fed by this feature's hooks. */
export function TripComments({ editionId, kind, id, label }: { editionId: number; kind: 'offers' | 'requests'; id: number; label: string }) {
  const [page, setPage] = useState(1);
  const comments = useComments(editionId, kind, id, page);
  const add = useAddComment(editionId, kind, id);
  const remove = useDeleteComment(editionId, kind, id);
  return (
    <CommentThread
      label={label}
      data={comments.data}
      isLoading={comments.isPending}
      error={comments.error}
      onRetry={() => void comments.refetch()}
      page={page}
      onPageChange={setPage}
      onAdd={(content) => add.mutateAsync(content)}
      adding={add.isPending}
      onDelete={(commentId) => remove.mutateAsync(commentId)}
      deleting={remove.isPending}
    />
  );
}
