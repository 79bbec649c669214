import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CommentDto, CommentPageDto, CommentPageQuery, NewCommentDto } from '../../core/comments/comment.dto';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { CarpoolOfferListQuery } from './carpool.dto';
import { CarpoolOfferDto, CarpoolOfferPageDto, CreateCarpoolOfferDto, UpdateCarpoolOfferDto } from './offers.dto';
import { OffersService } from './offers.service';

/** Answers that differ per caller: kept by no shared cache, checked again by the browser. */
const PER_CALLER = 'private, no-cache';

/**
 * Drivers' offers on an edition: visitors read them (phone numbers only for the driver and their
 * accepted passengers), signed-in users offer and comment, drivers change and delete their own
 * (the team may delete any, and any comment, as moderation).
 */
@ApiTags('carpool')
@Controller('editions/:id/carpool/offers')
export class CarpoolOffersController {
  constructor(private readonly offers: OffersService) {}

  // A visitor's answer (no street) and a signed-in user's differ: no cache in between keeps one for the other.
  @Get()
  @EditionAccess('view')
  @Header('Cache-Control', PER_CALLER)
  @Header('Vary', 'Cookie')
  @ApiOkResponse({ type: CarpoolOfferPageDto })
  list(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Query() query: CarpoolOfferListQuery): Promise<CarpoolOfferPageDto> {
    return this.offers.list(access, user?.id ?? null, query);
  }

  @Post()
  @Limited('carpoolOffer')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CarpoolOfferDto })
  create(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: CreateCarpoolOfferDto): Promise<CarpoolOfferDto> {
    return this.offers.create(access, user, dto);
  }

  @Get(':offerId')
  @EditionAccess('view')
  @Header('Cache-Control', PER_CALLER)
  @Header('Vary', 'Cookie')
  @ApiOkResponse({ type: CarpoolOfferDto })
  one(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Param('offerId', pathId) offerId: number): Promise<CarpoolOfferDto> {
    return this.offers.one(access, user?.id ?? null, offerId);
  }

  @Patch(':offerId')
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: CarpoolOfferDto })
  @ApiConflictResponse({ description: 'SEATS_TAKEN: fewer seats than those already taken' })
  update(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Body() dto: UpdateCarpoolOfferDto): Promise<CarpoolOfferDto> {
    return this.offers.update(access, user, offerId, dto);
  }

  /** Its accepted passengers and those the driver added are told. */
  @Delete(':offerId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  remove(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number): Promise<void> {
    return this.offers.remove(access, user, offerId);
  }

  @Get(':offerId/comments')
  @EditionAccess('view')
  @ApiOkResponse({ type: CommentPageDto })
  comments(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Param('offerId', pathId) offerId: number, @Query() query: CommentPageQuery): Promise<CommentPageDto> {
    return this.offers.comments(access, user?.id ?? null, offerId, query);
  }

  @Post(':offerId/comments')
  @Limited('community')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CommentDto })
  addComment(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Body() dto: NewCommentDto): Promise<CommentDto> {
    return this.offers.addComment(access, user, offerId, dto);
  }

  @Delete(':offerId/comments/:commentId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  removeComment(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Param('commentId', pathId) commentId: number): Promise<void> {
    return this.offers.removeComment(access, user, offerId, commentId);
  }
}
