import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, GlobalAdmin } from '../access/access.decorators';
import { PageQuery } from '../../core/validation/validation';
import type { User } from '../users/user.entity';
import { AdminNotificationSentDto, AdminSendNotificationDto, AdminSentNotificationsDto, RecipientSearchQuery, RecipientsDto } from './notification.dto';
import { AdminNotificationsService } from './admin-notifications.service';

/** /admin/notifications: send to one user, to everyone, or to oneself as a test; see what was sent. */
@ApiTags('admin')
@Controller('admin/notifications')
@GlobalAdmin()
export class AdminNotificationsController {
  constructor(private readonly admin: AdminNotificationsService) {}

  @Post()
  @ApiCreatedResponse({ type: AdminNotificationSentDto })
  @ApiNotFoundResponse({ description: 'target=user and no such user' })
  send(@Body() dto: AdminSendNotificationDto, @CurrentUser() admin: User): Promise<AdminNotificationSentDto> {
    return this.admin.send(admin.id, dto);
  }

  /** What administrators have sent, newest first. */
  @Get()
  @ApiOkResponse({ type: AdminSentNotificationsDto })
  sent(@Query() query: PageQuery): Promise<AdminSentNotificationsDto> {
    return this.admin.sent(query);
  }

  /** Users matching a text, for the recipient picker. */
  @Get('recipients')
  @ApiOkResponse({ type: RecipientsDto })
  recipients(@Query() query: RecipientSearchQuery): Promise<RecipientsDto> {
    return this.admin.recipients(query.q);
  }
}
