import { Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess, Public, SignedIn } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { FavoriteShowListDto, ProgrammeDto, ShowCalendarFeedDto } from './programme.dto';
import { ProgrammeService } from './programme.service';

/**
 * What visitors see of the shows (the edition's programme), what a signed-in user does with them
 * (stars, their starred shows across editions), and the calendar feed of the shows they starred.
 */
@ApiTags('artists')
@Controller()
export class ProgrammeController {
  constructor(private readonly programme: ProgrammeService) {}

  /**
   * The edition's shows in time order, with their artists' display names. A visitor's answer is the
   * same for every visitor (shared caches may keep it a minute); a signed-in caller's carries their stars.
   */
  @Get('editions/:id/programme')
  @EditionAccess('view')
  @ApiOkResponse({ type: ProgrammeDto })
  async list(@CurrentEdition() access: EditionAnswer, @CurrentUser({ optional: true }) user: User | undefined, @Res({ passthrough: true }) res: Response): Promise<ProgrammeDto> {
    res.setHeader('Cache-Control', user ? 'private, no-cache' : 'public, max-age=60');
    res.setHeader('Vary', 'Cookie');
    return { timeZone: access.edition.timeZone, items: await this.programme.programme(access.edition.id, user?.id ?? null) };
  }

  @Put('editions/:id/programme/:showId/favorite')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such show in the edition' })
  star(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('showId', pathId) showId: number): Promise<void> {
    return this.programme.setFavorite(access.edition.id, showId, user.id, true);
  }

  @Delete('editions/:id/programme/:showId/favorite')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such show in the edition' })
  unstar(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('showId', pathId) showId: number): Promise<void> {
    return this.programme.setFavorite(access.edition.id, showId, user.id, false);
  }

  @Get('shows/favorites')
  @SignedIn()
  @ApiOkResponse({ type: FavoriteShowListDto })
  async favorites(@CurrentUser() user: User): Promise<FavoriteShowListDto> {
    return { items: await this.programme.favorites(user.id) };
  }

  /** The address of the caller's calendar feed of their starred shows (made the first time). */
  @Post('shows/calendar-feed')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: ShowCalendarFeedDto })
  async calendarFeed(@CurrentUser() user: User): Promise<ShowCalendarFeedDto> {
    return { calendarUrl: await this.programme.calendarFeed(user.id) };
  }

  /** A new secret for the caller's feed: the previous address answers 404 from now on. */
  @Post('shows/calendar-feed/renew')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: ShowCalendarFeedDto })
  async renewCalendarFeed(@CurrentUser() user: User): Promise<ShowCalendarFeedDto> {
    return { calendarUrl: await this.programme.renewCalendarFeed(user.id) };
  }

  @Get('shows/calendar/:token.ics')
  @Public()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar (RFC 5545) of the starred shows', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Unknown or renewed secret' })
  calendar(@Param('token') token: string): Promise<string> {
    return this.programme.calendar(token);
  }
}
