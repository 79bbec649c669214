import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { HelloAssoWebhookDto, WebhookAnswerDto } from './sync.dto';
import { SyncService } from './sync.service';

/** What HelloAsso calls: its notifications (webhook), a hint that something changed. */
@ApiTags('ticketing')
@Controller('ticketing/webhooks')
export class SyncController {
  constructor(private readonly sync: SyncService) {}

  @Post('helloasso/:token')
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: WebhookAnswerDto })
  @ApiNotFoundResponse({ description: 'No HelloAsso connection with this token' })
  @ApiTooManyRequestsResponse({ description: 'Too many notifications for this connection this minute' })
  // The body is only a hint (HelloAsso is read again): checked, never used.
  webhook(@Param('token') token: string, @Body() _body: HelloAssoWebhookDto): Promise<WebhookAnswerDto> {
    return this.sync.webhook(token);
  }
}
