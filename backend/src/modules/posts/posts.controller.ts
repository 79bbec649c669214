import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { PostListQuery, PostPageDto } from './posts.dto';
import { PostsService } from './posts.service';

/**
 * What anyone reads of an edition's posts (pinned first, rendered from markdown by the server, and
 * their comments), and what a signed-in user does there: comment, delete their own comment (the
 * team deletes any).
 */
@ApiTags('posts')
@Controller('editions/:id/posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get()
  @EditionAccess('view')
  @ApiOkResponse({ type: PostPageDto })
  list(@CurrentEdition() access: EditionAnswer, @Query() query: PostListQuery): Promise<PostPageDto> {
    return this.posts.list(access, query);
  }

  @Get(':postId/comments')
  @EditionAccess('view')
  @ApiOkResponse({ type: CommentPageDto })
  @ApiNotFoundResponse({ description: 'No such post in the edition' })
  comments(
    @CurrentEdition() access: EditionAnswer,
    @CurrentUser({ optional: true }) user: User | undefined,
    @Param('postId', pathId) postId: number,
    @Query() query: CommentPageQuery,
  ): Promise<CommentPageDto> {
    return this.posts.comments(access, postId, query, user?.id);
  }

  @Post(':postId/comments')
  @Limited('community')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiNotFoundResponse({ description: 'No such post in the edition' })
  addComment(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('postId', pathId) postId: number, @Body() dto: NewCommentDto): Promise<CommentDto> {
    return this.posts.addComment(access, postId, user, dto);
  }

  /** Its author, or the edition's team (moderation). */
  @Delete(':postId/comments/:commentId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ description: 'Another user’s comment, and the caller is not of the edition’s team' })
  @ApiNotFoundResponse({ description: 'No such comment under a post of the edition' })
  removeComment(
    @CurrentEdition() access: EditionAnswer,
    @CurrentUser() user: User,
    @Param('postId', pathId) postId: number,
    @Param('commentId', pathId) commentId: number,
  ): Promise<void> {
    return this.posts.removeComment(access, postId, commentId, user.id);
  }
}
