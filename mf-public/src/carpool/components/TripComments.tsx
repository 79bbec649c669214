import { useState } from 'react';
import { CommentThread } from '../../shared/comments/CommentThread';
import { threadProps } from '../../shared/comments/threadProps';
import { useAddComment, useComments, useDeleteComment } from '../carpoolApi';

/** The comments under an offer or a request: the shared thread fed by this feature's hooks. */
export function TripComments({ editionId, kind, id, label, timeZone }: { editionId: number; kind: 'offers' | 'requests'; id: number; label: string; timeZone: string }) {
  const [page, setPage] = useState(1);
  const comments = useComments(editionId, kind, id, page);
  const add = useAddComment(editionId, kind, id);
  const remove = useDeleteComment(editionId, kind, id);
  return <CommentThread label={label} {...threadProps({ page, onPageChange: setPage, comments, add, remove, timeZone })} />;
}
