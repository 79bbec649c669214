import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { LostFoundItemDto, LostFoundListQuery, LostFoundPageDto } from './lost-found.dto';
import { LostFoundService } from './lost-found.service';

/**
 * What anyone reads of an edition's lost and found (the items with their photos, filtered by state,
 * and their comments), and what a signed-in user does there: comment ("it's mine"), delete their
 * own comment (the team deletes any).
 */
@ApiTags('lost-found')
@Controller('editions/:id/lost-found')
export class LostFoundController {
  constructor(private readonly lostFound: LostFoundService) {}

  @Get()
  @EditionAccess('view')
  @ApiOkResponse({ type: LostFoundPageDto })
  list(@CurrentEdition() access: EditionAnswer, @Query() query: LostFoundListQuery): Promise<LostFoundPageDto> {
    return this.lostFound.list(access.edition.id, query);
  }

  @Get(':itemId')
  @EditionAccess('view')
  @ApiOkResponse({ type: LostFoundItemDto })
  @ApiNotFoundResponse({ description: 'No such item in the edition' })
  item(@CurrentEdition() access: EditionAnswer, @Param('itemId', pathId) itemId: number): Promise<LostFoundItemDto> {
    return this.lostFound.item(access.edition.id, itemId);
  }

  @Get(':itemId/comments')
  @EditionAccess('view')
  @ApiOkResponse({ type: CommentPageDto })
  @ApiNotFoundResponse({ description: 'No such item in the edition' })
  comments(
    @CurrentEdition() access: EditionAnswer,
    @CurrentUser({ optional: true }) user: User | undefined,
    @Param('itemId', pathId) itemId: number,
    @Query() query: CommentPageQuery,
  ): Promise<CommentPageDto> {
    return this.lostFound.comments(access, itemId, query, user?.id);
  }

  @Post(':itemId/comments')
  @Limited('community')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiNotFoundResponse({ description: 'No such item in the edition' })
  addComment(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('itemId', pathId) itemId: number, @Body() dto: NewCommentDto): Promise<CommentDto> {
    return this.lostFound.addComment(access, itemId, user, dto);
  }

  /** Its author, or the edition's team (moderation). */
  @Delete(':itemId/comments/:commentId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such comment under an item of the edition' })
  removeComment(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('itemId', pathId) itemId: number, @Param('commentId', pathId) commentId: number): Promise<void> {
    return this.lostFound.removeComment(access, itemId, commentId, user.id);
  }
}
