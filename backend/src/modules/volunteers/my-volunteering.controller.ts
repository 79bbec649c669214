import { Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess, Public, SignedIn } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { AssignmentResultDto, MyVolunteerApplicationListDto, VolunteerCalendarTokenDto } from './planning.dto';
import { PlanningService } from './planning.service';

/**
 * A volunteer's own space: their applications with teams, slots, entry QR secret and calendar feed;
 * free slots they take or leave themselves when the edition allows it; the feed itself, which
 * calendar apps fetch without a session (the secret in its URL is the key).
 */
@ApiTags('volunteers')
@Controller()
export class MyVolunteeringController {
  constructor(private readonly planning: PlanningService) {}

  @Get('volunteers/mine')
  @SignedIn()
  @ApiOkResponse({ type: MyVolunteerApplicationListDto })
  async mine(@CurrentUser() user: User): Promise<MyVolunteerApplicationListDto> {
    return { items: await this.planning.mine(user.id) };
  }

  /** Self sign-up: the edition must allow it, the team be visible, the slot not started; same rules as an assignment. */
  @Post('editions/:id/volunteers/slots/:slotId/self')
  @EditionAccess('seeVolunteerPlanning')
  @ApiCreatedResponse({ type: AssignmentResultDto })
  @ApiForbiddenResponse({ description: 'SELF_SIGN_UP_OFF, TEAM_HIDDEN, NOT_A_VOLUNTEER' })
  @ApiConflictResponse({ description: 'SLOT_STARTED, ALREADY_ASSIGNED, SLOT_OVERLAP, SLOT_FULL' })
  take(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('slotId', pathId) slotId: number): Promise<AssignmentResultDto> {
    return this.planning.takeSelf(access, user.id, slotId);
  }

  @Delete('editions/:id/volunteers/slots/:slotId/self')
  @HttpCode(204)
  @EditionAccess('seeVolunteerPlanning')
  @ApiNoContentResponse()
  leave(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('slotId', pathId) slotId: number): Promise<void> {
    return this.planning.leaveSelf(access, user.id, slotId);
  }

  /**
   * A new secret for the caller's calendar feed: the previous URL answers 404 from now on. The
   * caller's own application is the key, whatever the edition's visibility (an offline edition's
   * volunteers keep their space).
   */
  @Post('editions/:id/volunteers/calendar-token')
  @HttpCode(200)
  @SignedIn()
  @ApiParam({ name: 'id', type: Number, description: 'The edition id' })
  @ApiOkResponse({ type: VolunteerCalendarTokenDto })
  @ApiNotFoundResponse({ description: 'The caller has no application to this edition' })
  async renewCalendarToken(@Param('id', pathId) editionId: number, @CurrentUser() user: User): Promise<VolunteerCalendarTokenDto> {
    return { calendarUrl: await this.planning.renewCalendarToken(editionId, user.id) };
  }

  @Get('volunteers/calendar/:token.ics')
  @Public()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'iCalendar (RFC 5545) of the volunteer’s slots', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Unknown or revoked secret' })
  calendar(@Param('token') token: string): Promise<string> {
    return this.planning.calendar(token);
  }
}
