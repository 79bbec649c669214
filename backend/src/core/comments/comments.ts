import { ForbiddenError, NotFoundError } from '../errors/app-errors';
import { LIMITS } from '../throttle/limits';
import type { ThrottleCount } from '../throttle/throttle.service';
import type { CommentDto, CommentPageDto } from './comment.dto';

/**
 * What one user may write on the community pages (comments anywhere, and posts): 10 a minute, 200
 * a day, counted together whatever they are under, so that spreading them does not help.
 */
export function communityWriteThrottle(userId: number): ThrottleCount[] {
  const [minute, day] = LIMITS.community.rules;
  return [
    { bucket: `community:minute:${userId}`, rule: minute },
    { bucket: `community:day:${userId}`, rule: day },
  ];
}

/** A comment row read by `commentPageSql`. */
export interface CommentRow {
  id: number;
  content: string;
  createdAt: Date;
  userId: number;
  pseudo: string;
  profilePicture: string | null;
  userUpdatedAt: Date;
  total: string | number;
}

/**
 * One page of the comments of table `table` under the row `parentColumn = :parentId`, newest first,
 * with their authors and the total: the text of one statement of the SQL helper (parameters
 * `:parentId`, `:limit`, `:offset`). `table` and
 * `parentColumn` are the calling repository's constants, never input.
 */
export function commentPageSql(table: string, parentColumn: string): string {
  return `select c.id, c.content, c.created_at as "createdAt", u.id as "userId", u.pseudo, u.profile_picture as "profilePicture", u.updated_at as "userUpdatedAt",
      count(*) over () as total
    from ${table} c join users u on u.id = c.user_id
    where c.${parentColumn} = :parentId
    order by c.created_at desc, c.id desc
    limit :limit offset :offset`;
}

/** The count of the comments of table `table` under the row `parentColumn = :parentId`, as `n`. */
export function commentCountSql(table: string, parentColumn: string): string {
  return `select count(*)::int as n from ${table} where ${parentColumn} = :parentId`;
}

/** Who may delete a comment: its author, or the edition's team moderating; nobody signed out. */
export function mayDeleteComment(authorId: number, viewerId: number | null | undefined, moderates: boolean): boolean {
  return viewerId !== undefined && viewerId !== null && (moderates || authorId === viewerId);
}

/** The comment a caller deletes: 404 when there is none, 403 unless it is theirs or they moderate. */
export function deletableComment<T extends { user: { id: number } }>(comment: T | null, callerId: number, moderates: boolean): T {
  if (!comment) throw new NotFoundError();
  if (!mayDeleteComment(comment.user.id, callerId, moderates)) throw new ForbiddenError();
  return comment;
}

/** A comment as the caller sees it: they may delete their own, and any when they moderate. */
export function toCommentDto(row: Omit<CommentRow, 'total'>, viewerId: number | undefined, moderates: boolean): CommentDto {
  return {
    id: row.id,
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    author: { id: row.userId, pseudo: row.pseudo, profilePicture: row.profilePicture ?? null, updatedAt: new Date(row.userUpdatedAt).toISOString() },
    canDelete: mayDeleteComment(row.userId, viewerId, moderates),
  };
}

/** The comment its author has just written, as they see it in the answer. */
export function toNewCommentDto(
  comment: { id: number; content: string; createdAt: Date },
  author: { id: number; pseudo: string; profilePicture?: string | null; updatedAt: Date },
  moderates: boolean,
): CommentDto {
  const { id, content, createdAt } = comment;
  return toCommentDto({ id, content, createdAt, userId: author.id, pseudo: author.pseudo, profilePicture: author.profilePicture ?? null, userUpdatedAt: author.updatedAt }, author.id, moderates);
}

/**
 * The page answer. A page past the end has no row to carry the total: `countIfEmpty` then gives it
 * (one more statement, only in that case).
 */
export async function toCommentPage(
  rows: CommentRow[],
  page: number,
  pageSize: number,
  viewerId: number | undefined,
  moderates: boolean,
  countIfEmpty: () => Promise<number>,
): Promise<CommentPageDto> {
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await countIfEmpty() : 0;
  return { items: rows.map((row) => toCommentDto(row, viewerId, moderates)), total, page, pageSize };
}
