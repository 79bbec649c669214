import type { CommentThreadProps, ThreadPage } from './CommentThread';

/** What a feature's hooks give the thread: the page read, and the add and delete mutations. */
export interface ThreadHooks {
  page: number;
  onPageChange: (page: number) => void;
  comments: { data: ThreadPage | undefined; isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  add: { mutateAsync: (content: string) => Promise<unknown>; isPending: boolean };
  remove: { mutateAsync: (commentId: number) => Promise<unknown>; isPending: boolean };
  /** The edition's time zone, which dates the comments. */
  timeZone: string;
}

/**
 * The shared thread's props from a feature's hooks (all but its label and placeholder). After adding,
 * the first page shows (where the new comment stands, newest first); after deleting the last comment
 * of a later page, the page before.
 */
export function threadProps({ page, onPageChange, comments, add, remove, timeZone }: ThreadHooks): Omit<CommentThreadProps, 'label' | 'placeholder'> {
  return {
    data: comments.data,
    isLoading: comments.isPending,
    error: comments.error,
    onRetry: () => void comments.refetch(),
    page,
    onPageChange,
    onAdd: async (content) => {
      await add.mutateAsync(content);
      onPageChange(1);
    },
    adding: add.isPending,
    onDelete: async (commentId) => {
      await remove.mutateAsync(commentId);
      if (page > 1 && comments.data?.items.length === 1) onPageChange(page - 1);
    },
    deleting: remove.isPending,
    timeZone,
  };
}
