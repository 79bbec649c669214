import { fieldBounds } from '@festival/api-client/bounds';

/** The longest post, as the server's POST_MAX_LENGTH (characters of markdown). */
export const POST_MAX_LENGTH = fieldBounds.NewPostDto.content.maxLength;

/** Posts a page shows. */
export const POSTS_PAGE_SIZE = 10;

/** Comments a page of a post's thread shows. */
export const POST_COMMENTS_PAGE_SIZE = 10;

/** A change of text this long after the post was made says "edited" (typos fixed at once do not). */
const EDITED_AFTER_MS = 60_000;

/** What is wrong with a post's text before sending it, as a key under `posts.editor.` (null: fine). */
export function postProblem(text: string): 'empty' | 'tooLong' | null {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > POST_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Whether the post's text changed after it was made (pinning does not change it). */
export function wasEdited(post: { createdAt: string; updatedAt: string }): boolean {
  return new Date(post.updatedAt).getTime() - new Date(post.createdAt).getTime() > EDITED_AFTER_MS;
}

/** How many pages of `pageSize` posts `total` makes. */
export function postPageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The page to show after the list shrank (a deletion emptied the last page): the last one left, at least the first. */
export function pageWithin(page: number, total: number, pageSize: number): number {
  return Math.max(1, Math.min(page, postPageCount(total, pageSize)));
}
