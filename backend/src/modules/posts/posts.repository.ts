import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { defineSql, maybeOne, query } from '../../core/database/sql';
import { commentCountSql, commentPageSql, type CommentRow } from '../../core/comments/comments';
import type { PostRow } from './posts.dto';
import { EditionPost, EditionPostComment } from './post.entity';

/** A post as the answers show it, with its author and comment count (`p` posts, `u` its author). */
const POST_COLUMNS = `p.id, p.content, p.pinned, ${isoSql('p.created_at')} as "createdAt", ${isoSql('p.updated_at')} as "updatedAt",
  u.id as "authorId", u.pseudo as "authorPseudo", u.profile_picture as "authorPicture", ${isoSql('u.updated_at')} as "authorUpdatedAt",
  (select count(*) from edition_post_comments c where c.post_id = p.id)::int as "commentCount"`;

const PAGE = defineSql<PostRow & { total: string | number }>(
  'PostsRepository.page',
  `select ${POST_COLUMNS}, count(*) over () as total
   from edition_posts p left join users u on u.id = p.user_id
   where p.edition_id = :editionId
   order by p.pinned desc, p.created_at desc, p.id desc
   limit :limit offset :offset`,
);
const COUNT = defineSql<{ n: number }>('PostsRepository.count', 'select count(*)::int as n from edition_posts where edition_id = :editionId');
const POST_ROW = defineSql<PostRow>('PostsRepository.postRow', `select ${POST_COLUMNS} from edition_posts p left join users u on u.id = p.user_id where p.edition_id = :editionId and p.id = :postId`);
const HAS_POST = defineSql<{ id: number }>('PostsRepository.hasPost', 'select id from edition_posts where edition_id = :editionId and id = :postId');
const SET_PINNED = defineSql<{ id: number }>('PostsRepository.setPinned', 'update edition_posts set pinned = :pinned where edition_id = :editionId and id = :postId returning id');
const COMMENT_PAGE = defineSql<CommentRow>('PostsRepository.comments', commentPageSql('edition_post_comments', 'post_id'));
const COMMENT_COUNT = defineSql<{ n: number }>('PostsRepository.commentCount', commentCountSql('edition_post_comments', 'post_id'));

/** Every query of the posts: an edition's posts and the comments under them. */
@Injectable()
export class PostsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of the edition's posts, pinned first then newest first, with the total: one statement, whatever the page's length. */
  page(editionId: number, limit: number, offset: number): Promise<(PostRow & { total: string | number })[]> {
    return query(this.em, PAGE, { editionId, limit, offset });
  }

  async count(editionId: number): Promise<number> {
    return (await maybeOne(this.em, COUNT, { editionId }))?.n ?? 0;
  }

  /** One post of the edition as the answers show it (null when it is another edition's, or unknown). */
  async postRow(editionId: number, postId: number): Promise<PostRow | null> {
    return maybeOne(this.em, POST_ROW, { editionId, postId });
  }

  /** A post of the edition, to change it (null when it is another edition's, or unknown). */
  post(editionId: number, postId: number): Promise<EditionPost | null> {
    return this.em.findOne(EditionPost, { id: postId, edition: editionId });
  }

  /** Whether the edition has this post (one small statement). */
  async hasPost(editionId: number, postId: number): Promise<boolean> {
    return (await maybeOne(this.em, HAS_POST, { editionId, postId })) !== null;
  }

  create(editionId: number, userId: number, content: string, pinned: boolean): EditionPost {
    return this.em.create(EditionPost, { edition: editionId, user: userId, content, pinned });
  }

  /**
   * Pins or unpins a post of the edition, in one statement that leaves `updated_at` alone (it tells
   * when the text changed); false when the edition has no such post.
   */
  async setPinned(editionId: number, postId: number, pinned: boolean): Promise<boolean> {
    return (await maybeOne(this.em, SET_PINNED, { pinned, editionId, postId })) !== null;
  }

  /** Deletes the post at the next flush (its comments go with it). */
  remove(post: EditionPost): void {
    this.em.remove(post);
  }

  /** A page of the post's comments, newest first, with their authors and the total: one statement. */
  comments(postId: number, limit: number, offset: number): Promise<CommentRow[]> {
    return query(this.em, COMMENT_PAGE, { parentId: postId, limit, offset });
  }

  async commentCount(postId: number): Promise<number> {
    return (await maybeOne(this.em, COMMENT_COUNT, { parentId: postId }))?.n ?? 0;
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
