import { Injectable } from '@nestjs/common';
import type { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { communityWriteThrottle, deletableComment, toCommentPage, toNewCommentDto } from '../../core/comments/comments';
import { NotFoundError } from '../../core/errors/app-errors';
import { ThrottleService } from '../../core/throttle/throttle.service';
import type { EditionAccess } from '../access/access.service';
import type { User } from '../users/user.entity';
import { toPostDto, type NewPostDto, type PostDto, type PostListQuery, type PostPageDto, type UpdatePostDto } from './posts.dto';
import { PostsRepository } from './posts.repository';
import { pageOffset } from './posts-rules';

/**
 * An edition's posts: what its team writes (markdown, rendered safely when read), pins, edits and
 * deletes; what anyone reads of them, pinned first; the comments signed-in users leave under them,
 * which their authors and the team delete. Posts and comments count in their writer's community
 * budget (core/comments: 10 a minute, 200 a day).
 */
@Injectable()
export class PostsService {
  constructor(
    private readonly repository: PostsRepository,
    private readonly throttle: ThrottleService,
  ) {}

  /** A page of the edition's posts, pinned first then newest first; the team may edit each. */
  async list(access: EditionAccess, query: PostListQuery): Promise<PostPageDto> {
    const editionId = access.edition.id;
    const rows = await this.repository.page(editionId, query.pageSize, pageOffset(query.page, query.pageSize));
    // A page past the end has no row to carry the total: one more statement, only then.
    const total = rows.length ? Number(rows[0]!.total) : query.page > 1 ? await this.repository.count(editionId) : 0;
    return { items: rows.map((row) => toPostDto(row, access.permissions.team)), total, page: query.page, pageSize: query.pageSize };
  }

  /** Counted in the author's community writing budget (429 beyond it). */
  async create(access: EditionAccess, user: User, dto: NewPostDto): Promise<PostDto> {
    await this.throttle.take(...communityWriteThrottle(user.id));
    const post = this.repository.create(access.edition.id, user.id, dto.content, dto.pinned ?? false);
    await this.repository.flush();
    return this.post(access, post.id);
  }

  async update(access: EditionAccess, postId: number, dto: UpdatePostDto): Promise<PostDto> {
    const post = await this.repository.post(access.edition.id, postId);
    if (!post) throw new NotFoundError();
    post.content = dto.content;
    await this.repository.flush();
    return this.post(access, postId);
  }

  /** Pinned posts come first; idempotent. */
  async setPinned(access: EditionAccess, postId: number, pinned: boolean): Promise<void> {
    if (!(await this.repository.setPinned(access.edition.id, postId, pinned))) throw new NotFoundError();
  }

  async remove(access: EditionAccess, postId: number): Promise<void> {
    const post = await this.repository.post(access.edition.id, postId);
    if (!post) throw new NotFoundError();
    this.repository.remove(post);
    await this.repository.flush();
  }

  /** A page of the post's comments, newest first; the caller may delete their own, the team any. */
  async comments(access: EditionAccess, postId: number, query: CommentPageQuery, viewerId: number | undefined): Promise<CommentPageDto> {
    await this.requirePost(access.edition.id, postId);
    const rows = await this.repository.comments(postId, query.pageSize, pageOffset(query.page, query.pageSize));
    return toCommentPage(rows, query.page, query.pageSize, viewerId, access.permissions.team, () => this.repository.commentCount(postId));
  }

  /** Counted in the user's community writing budget (429 beyond it). */
  async addComment(access: EditionAccess, postId: number, user: User, dto: NewCommentDto): Promise<CommentDto> {
    await this.requirePost(access.edition.id, postId);
    await this.throttle.take(...communityWriteThrottle(user.id));
    const comment = this.repository.addComment(postId, user.id, dto.content);
    await this.repository.flush();
    return toNewCommentDto(comment, user, access.permissions.team);
  }

  /** Its author deletes it, and the team any (moderation); anyone else gets 403. */
  async removeComment(access: EditionAccess, postId: number, commentId: number, userId: number): Promise<void> {
    const comment = deletableComment(await this.repository.comment(access.edition.id, postId, commentId), userId, access.permissions.team);
    this.repository.removeComment(comment);
    await this.repository.flush();
  }

  /** A post of the edition as the team sees it (after one of its writes). */
  private async post(access: EditionAccess, postId: number): Promise<PostDto> {
    const row = await this.repository.postRow(access.edition.id, postId);
    if (!row) throw new NotFoundError();
    return toPostDto(row, access.permissions.team);
  }

  private async requirePost(editionId: number, postId: number): Promise<void> {
    if (!(await this.repository.hasPost(editionId, postId))) throw new NotFoundError();
  }
}
