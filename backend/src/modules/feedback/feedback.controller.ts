import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { ClientInfo, type Client } from '../../core/web/client-info';
import { CurrentUser, Public } from '../access/access.decorators';
import type { User } from '../users/user.entity';
import { CreateFeedbackDto, FeedbackCreatedDto } from './feedback.dto';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  /** From the footer dialog; visitors give an e-mail and a name. */
  @Post()
  @Limited('feedback')
  @Public()
  @ApiCreatedResponse({ type: FeedbackCreatedDto })
  async create(@Body() dto: CreateFeedbackDto, @CurrentUser({ optional: true }) user: User | undefined, @ClientInfo() client: Client): Promise<FeedbackCreatedDto> {
    const created = await this.feedback.create(dto, user, client);
    return { id: created.id };
  }
}
