/** Who may delete a comment under a post: its author, or the edition's team (moderation). */
export function mayDeleteComment(callerId: number, authorId: number, moderates: boolean): boolean {
  return moderates || callerId === authorId;
}

/** The rows a page skips (pages count from 1). */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
