import { fieldBounds } from '@festival/api-client/bounds';

/** The longest comment, as the server's COMMENT_MAX_LENGTH. */
export const COMMENT_MAX_LENGTH = fieldBounds.NewCommentDto.content.maxLength;

/** A comment worth sending: something besides spaces, not over the length. */
export function validComment(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= COMMENT_MAX_LENGTH;
}

/** How many pages of `pageSize` comments `total` makes. */
export function commentPageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
