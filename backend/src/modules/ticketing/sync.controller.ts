import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { Public } from '../access/access.decorators';
import { HelloAssoWebhookDto, WebhookAnswerDto } from './sync.dto';
import { SyncService } from './sync.service';

/** What HelloAsso calls: its notifications (webhook), a hint that something changed. */
@ApiTags('ticketing')
@Controller('ticketing/webhooks')
export class SyncController {
  constructor(private readonly sync: SyncService) {}

  @Post('helloasso/:token')
  @Limited('ticketingWebhook')
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: WebhookAnswerDto })
  @ApiNotFoundResponse({ description: 'No HelloAsso connection with this token' })
  // The body is only a hint (HelloAsso is read again): checked, never used.
  webhook(@Param('token') token: string, @Body() _body: HelloAssoWebhookDto): Promise<WebhookAnswerDto> {
    return this.sync.webhook(token);
  }
}
