import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { commentCountSql, commentPageSql, type CommentRow } from '../../core/comments/comments';
import type { PostRow } from './posts.dto';
import { EditionPost, EditionPostComment } from './post.entity';

/** A post as the answers show it, with its author and comment count (`p` posts, `u` its author). */
const POST_COLUMNS = `p.id, p.content, p.pinned, ${isoSql('p.created_at')} as "createdAt", ${isoSql('p.updated_at')} as "updatedAt",
  u.id as "authorId", u.pseudo as "authorPseudo", u.profile_picture as "authorPicture", ${isoSql('u.updated_at')} as "authorUpdatedAt",
  (select count(*) from edition_post_comments c where c.post_id = p.id)::int as "commentCount"`;

const COMMENT_PAGE_SQL = commentPageSql('edition_post_comments', 'post_id');
const COMMENT_COUNT_SQL = commentCountSql('edition_post_comments', 'post_id');

/** Every query of the posts: an edition's posts and the comments under them. */
@Injectable()
export class PostsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the edition's posts, pinned first then newest first, with the total: one statement, whatever the page's length. */
  page(editionId: number, limit: number, offset: number): Promise<(PostRow & { total: string | number })[]> {
    return this.em.execute(
      `select ${POST_COLUMNS}, count(*) over () as total
       from edition_posts p left join users u on u.id = p.user_id
       where p.edition_id = ?
       order by p.pinned desc, p.created_at desc, p.id desc
       limit ? offset ?`,
      [editionId, limit, offset],
    );
  }

  async count(editionId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>('select count(*)::int as n from edition_posts where edition_id = ?', [editionId]);
    return row?.n ?? 0;
  }

  /** One post of the edition as the answers show it (null when it is another edition's, or unknown). */
  async postRow(editionId: number, postId: number): Promise<PostRow | null> {
    const [row] = await this.em.execute<PostRow[]>(`select ${POST_COLUMNS} from edition_posts p left join users u on u.id = p.user_id where p.edition_id = ? and p.id = ?`, [
      editionId,
      postId,
    ]);
    return row ?? null;
  }

  /** A post of the edition, to change it (null when it is another edition's, or unknown). */
  post(editionId: number, postId: number): Promise<EditionPost | null> {
    return this.em.findOne(EditionPost, { id: postId, edition: editionId });
  }

  /** Whether the edition has this post (one small statement). */
  async hasPost(editionId: number, postId: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>('select id from edition_posts where edition_id = ? and id = ?', [editionId, postId]);
    return rows.length > 0;
  }

  create(editionId: number, userId: number, content: string, pinned: boolean): EditionPost {
    return this.em.create(EditionPost, { edition: editionId, user: userId, content, pinned });
  }

  /**
   * Pins or unpins a post of the edition, in one statement that leaves `updated_at` alone (it tells
   * when the text changed); false when the edition has no such post.
   */
  async setPinned(editionId: number, postId: number, pinned: boolean): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>('update edition_posts set pinned = ? where edition_id = ? and id = ? returning id', [pinned, editionId, postId]);
    return rows.length > 0;
  }

  /** Deletes the post at the next flush (its comments go with it). */
  remove(post: EditionPost): void {
    this.em.remove(post);
  }

  /** A page of the post's comments, newest first, with their authors and the total: one statement. */
  comments(postId: number, limit: number, offset: number): Promise<CommentRow[]> {
    return this.em.execute<CommentRow[]>(COMMENT_PAGE_SQL, [postId, limit, offset]);
  }

  async commentCount(postId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(COMMENT_COUNT_SQL, [postId]);
    return row?.n ?? 0;
  }

  /** A comment under a post of the edition (null when it is under another post, of another edition, or unknown): one statement. */
  comment(editionId: number, postId: number, commentId: number): Promise<EditionPostComment | null> {
    return this.em.findOne(EditionPostComment, { id: commentId, post: { id: postId, edition: editionId } });
  }

  addComment(postId: number, userId: number, content: string): EditionPostComment {
    return this.em.create(EditionPostComment, { post: postId, user: userId, content });
  }

  removeComment(comment: EditionPostComment): void {
    this.em.remove(comment);
  }

  /** Commits the changes made through this repository, in one transaction. */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
