import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RequestLanguage } from '../../core/i18n/server-i18n';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentUser, Public, SignedIn } from '../access/access.decorators';
import type { User } from '../users/user.entity';
import {
  MarkAllReadDto,
  MarkedAllReadDto,
  NotificationChangedDto,
  NotificationDeletedDto,
  NotificationListDto,
  NotificationListQuery,
  NotificationPreferencesDto,
  NotificationStatsResponseDto,
  PushCheckDto,
  PushEndpointDto,
  PushPublicKeyDto,
  PushSubscribeDto,
  SuccessDto,
  UpdatePreferencesDto,
} from './notification.dto';
import { NotificationStreams } from './notification-streams.service';
import { NotificationsService } from './notifications.service';
import { PushService } from './push.service';

/** The signed-in user's notification centre, live stream and push subscriptions. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly streams: NotificationStreams,
    private readonly push: PushService,
  ) {}

  /** Newest first; unreadCount counts all the user's unread notifications, whatever the filters. */
  @Get()
  @SignedIn()
  @ApiOkResponse({ type: NotificationListDto })
  list(@Query() query: NotificationListQuery, @CurrentUser() user: User, @RequestLanguage() lng: string): Promise<NotificationListDto> {
    return this.notifications.list(user.id, query, lng);
  }

  @Get('stats')
  @SignedIn()
  @ApiOkResponse({ type: NotificationStatsResponseDto })
  async stats(@CurrentUser() user: User): Promise<NotificationStatsResponseDto> {
    return { stats: await this.notifications.stats(user.id) };
  }

  @Get('preferences')
  @SignedIn()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  preferences(@CurrentUser() user: User): Promise<NotificationPreferencesDto> {
    return this.notifications.preferences(user.id);
  }

  /** Changes only the categories and channels given. */
  @Put('preferences')
  @SignedIn()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  updatePreferences(@Body() dto: UpdatePreferencesDto, @CurrentUser() user: User): Promise<NotificationPreferencesDto> {
    return this.notifications.updatePreferences(user.id, dto.preferences);
  }

  /**
   * Server-sent events: `connected` {connectionId} at once, `notification` (a NotificationDto in the
   * user's language) as they arrive from any replica, `ping` {time} every 25 s.
   */
  @Get('stream')
  @SignedIn()
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream (events connected, notification, ping)', schema: { type: 'string' } })
  stream(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response): void {
    this.streams.open(user.id, res);
    // The request lives as long as the stream: let go of what it no longer needs (a third of its memory).
    req.user = undefined;
    (req as { session?: unknown }).session = undefined;
  }

  @Patch('mark-all-read')
  @SignedIn()
  @ApiBody({ type: MarkAllReadDto, required: false })
  @ApiOkResponse({ type: MarkedAllReadDto })
  markAllRead(@Body() dto: MarkAllReadDto, @CurrentUser() user: User): Promise<MarkedAllReadDto> {
    return this.notifications.markAllRead(user.id, dto?.category);
  }

  @Patch(':id/read')
  @SignedIn()
  @ApiOkResponse({ type: NotificationChangedDto })
  @ApiNotFoundResponse({ description: 'No such notification of this user' })
  read(@Param('id', pathId) id: number, @CurrentUser() user: User, @RequestLanguage() lng: string): Promise<NotificationChangedDto> {
    return this.notifications.setRead(user.id, id, true, lng);
  }

  @Patch(':id/unread')
  @SignedIn()
  @ApiOkResponse({ type: NotificationChangedDto })
  @ApiNotFoundResponse({ description: 'No such notification of this user' })
  unread(@Param('id', pathId) id: number, @CurrentUser() user: User, @RequestLanguage() lng: string): Promise<NotificationChangedDto> {
    return this.notifications.setRead(user.id, id, false, lng);
  }

  @Delete(':id/delete')
  @SignedIn()
  @ApiOkResponse({ type: NotificationDeletedDto })
  @ApiNotFoundResponse({ description: 'No such notification of this user' })
  remove(@Param('id', pathId) id: number, @CurrentUser() user: User): Promise<NotificationDeletedDto> {
    return this.notifications.remove(user.id, id);
  }

  /** The VAPID public key the browser subscribes with. */
  @Get('push/public-key')
  @Public()
  @ApiOkResponse({ type: PushPublicKeyDto })
  publicKey(): PushPublicKeyDto {
    return { publicKey: this.push.publicKey };
  }

  @Post('push/check')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: PushCheckDto })
  async check(@Body() dto: PushEndpointDto, @CurrentUser() user: User): Promise<PushCheckDto> {
    return { isActive: await this.push.isActive(user.id, dto.endpoint) };
  }

  @Post('push/subscribe')
  @Limited('pushSubscription')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  async subscribe(@Body() dto: PushSubscribeDto, @CurrentUser() user: User): Promise<SuccessDto> {
    await this.push.subscribe(user.id, dto.subscription);
    return { success: true };
  }

  @Post('push/unsubscribe')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  async unsubscribe(@Body() dto: PushEndpointDto, @CurrentUser() user: User): Promise<SuccessDto> {
    await this.push.unsubscribe(user.id, dto.endpoint);
    return { success: true };
  }
}
