import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestLanguage } from '../../core/i18n/server-i18n';
import { Public, SignedIn } from '../access/access.decorators';
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

const actor = (req: Request) => req.user as User;

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
  list(@Query() query: NotificationListQuery, @Req() req: Request): Promise<NotificationListDto> {
    return this.notifications.list(actor(req).id, query, requestLanguage(req));
  }

  @Get('stats')
  @SignedIn()
  @ApiOkResponse({ type: NotificationStatsResponseDto })
  async stats(@Req() req: Request): Promise<NotificationStatsResponseDto> {
    return { stats: await this.notifications.stats(actor(req).id) };
  }

  @Get('preferences')
  @SignedIn()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  preferences(@Req() req: Request): Promise<NotificationPreferencesDto> {
    return this.notifications.preferences(actor(req).id);
  }

  /** Changes only the categories and channels given. */
  @Put('preferences')
  @SignedIn()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  updatePreferences(@Body() dto: UpdatePreferencesDto, @Req() req: Request): Promise<NotificationPreferencesDto> {
    return this.notifications.updatePreferences(actor(req).id, dto.preferences);
  }

  /**
   * Server-sent events: `connected` {connectionId} at once, `notification` (a NotificationDto in the
   * user's language) as they arrive from any replica, `ping` {time} every 25 s.
   */
  @Get('stream')
  @SignedIn()
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream (events connected, notification, ping)', schema: { type: 'string' } })
  stream(@Req() req: Request, @Res() res: Response): void {
    this.streams.open(actor(req).id, res);
    // The request lives as long as the stream: let go of what it no longer needs (a third of its memory).
    req.user = undefined;
    (req as { session?: unknown }).session = undefined;
  }

  @Patch('mark-all-read')
  @SignedIn()
  @ApiBody({ type: MarkAllReadDto, required: false })
  @ApiOkResponse({ type: MarkedAllReadDto })
  markAllRead(@Body() dto: MarkAllReadDto, @Req() req: Request): Promise<MarkedAllReadDto> {
    return this.notifications.markAllRead(actor(req).id, dto?.category);
  }

  @Patch(':id/read')
  @SignedIn()
  @ApiOkResponse({ type: NotificationChangedDto })
  @ApiNotFoundResponse({ description: 'No such notification of this user' })
  read(@Param('id', ParseIntPipe) id: number, @Req() req: Request): Promise<NotificationChangedDto> {
    return this.notifications.setRead(actor(req).id, id, true, requestLanguage(req));
  }

  @Patch(':id/unread')
  @SignedIn()
  @ApiOkResponse({ type: NotificationChangedDto })
  @ApiNotFoundResponse({ description: 'No such notification of this user' })
  unread(@Param('id', ParseIntPipe) id: number, @Req() req: Request): Promise<NotificationChangedDto> {
    return this.notifications.setRead(actor(req).id, id, false, requestLanguage(req));
  }

  @Delete(':id/delete')
  @SignedIn()
  @ApiOkResponse({ type: NotificationDeletedDto })
  @ApiNotFoundResponse({ description: 'No such notification of this user' })
  remove(@Param('id', ParseIntPipe) id: number, @Req() req: Request): Promise<NotificationDeletedDto> {
    return this.notifications.remove(actor(req).id, id);
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
  async check(@Body() dto: PushEndpointDto, @Req() req: Request): Promise<PushCheckDto> {
    return { isActive: await this.push.isActive(actor(req).id, dto.endpoint) };
  }

  @Post('push/subscribe')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  async subscribe(@Body() dto: PushSubscribeDto, @Req() req: Request): Promise<SuccessDto> {
    await this.push.subscribe(actor(req).id, dto.subscription);
    return { success: true };
  }

  @Post('push/unsubscribe')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  async unsubscribe(@Body() dto: PushEndpointDto, @Req() req: Request): Promise<SuccessDto> {
    await this.push.unsubscribe(actor(req).id, dto.endpoint);
    return { success: true };
  }
}
