import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { CarpoolListQuery } from './carpool.dto';
import { CarpoolRequestDto, CarpoolRequestPageDto, CreateCarpoolRequestDto, UpdateCarpoolRequestDto } from './requests.dto';
import { RequestsService } from './requests.service';

/**
 * Passengers' requests on an edition: visitors read them (phone numbers only for their author and a
 * driver carrying them), signed-in users request and comment, authors change and delete their own
 * (the team may delete any, and any comment, as moderation).
 */
@ApiTags('carpool')
@Controller('editions/:id/carpool/requests')
export class CarpoolRequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get()
  @EditionAccess('view')
  @ApiOkResponse({ type: CarpoolRequestPageDto })
  list(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Query() query: CarpoolListQuery): Promise<CarpoolRequestPageDto> {
    return this.requests.list(access, user?.id ?? null, query);
  }

  @Post()
  @Limited('carpoolRequest')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CarpoolRequestDto })
  create(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: CreateCarpoolRequestDto): Promise<CarpoolRequestDto> {
    return this.requests.create(access, user, dto);
  }

  @Get(':requestId')
  @EditionAccess('view')
  @ApiOkResponse({ type: CarpoolRequestDto })
  one(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Param('requestId', pathId) requestId: number): Promise<CarpoolRequestDto> {
    return this.requests.one(access, user?.id ?? null, requestId);
  }

  @Patch(':requestId')
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: CarpoolRequestDto })
  update(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('requestId', pathId) requestId: number, @Body() dto: UpdateCarpoolRequestDto): Promise<CarpoolRequestDto> {
    return this.requests.update(access, user, requestId, dto);
  }

  @Delete(':requestId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  remove(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('requestId', pathId) requestId: number): Promise<void> {
    return this.requests.remove(access, user, requestId);
  }

  @Get(':requestId/comments')
  @EditionAccess('view')
  @ApiOkResponse({ type: CommentPageDto })
  comments(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Param('requestId', pathId) requestId: number, @Query() query: CommentPageQuery): Promise<CommentPageDto> {
    return this.requests.comments(access, user?.id ?? null, requestId, query);
  }

  @Post(':requestId/comments')
  @Limited('community')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CommentDto })
  addComment(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('requestId', pathId) requestId: number, @Body() dto: NewCommentDto): Promise<CommentDto> {
    return this.requests.addComment(access, user, requestId, dto);
  }

  @Delete(':requestId/comments/:commentId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  removeComment(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('requestId', pathId) requestId: number, @Param('commentId', pathId) commentId: number): Promise<void> {
    return this.requests.removeComment(access, user, requestId, commentId);
  }
}
