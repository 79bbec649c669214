import { Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentEdition, CurrentUser, EditionAccess, Public } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { EditionCalendarFeedDto } from './calendar.dto';
import { CalendarService } from './calendar.service';

/**
 * A user's calendar feed of an edition (favourite workshops and shows, volunteer slots): its
 * address (made the first time), a new secret, and the feed itself, which calendar apps fetch
 * without a session (the secret in its URL is the key).
 */
@ApiTags('workshops')
@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Post('editions/:id/calendar-feed')
  @HttpCode(200)
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: EditionCalendarFeedDto })
  async feed(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<EditionCalendarFeedDto> {
    return { calendarUrl: await this.calendar.feed(access.edition.id, user.id) };
  }

  /** A new secret: the previous address answers 404 from now on. */
  @Post('editions/:id/calendar-feed/renew')
  @HttpCode(200)
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: EditionCalendarFeedDto })
  async renew(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<EditionCalendarFeedDto> {
    return { calendarUrl: await this.calendar.renew(access.edition.id, user.id) };
  }

  @Get('calendar/:token.ics')
  @Public()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar (RFC 5545) of the user’s favourite workshops and shows and volunteer slots of the edition', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Unknown or renewed secret' })
  ics(@Param('token') token: string): Promise<string> {
    return this.calendar.calendar(token);
  }
}
