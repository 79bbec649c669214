import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../access/access.decorators';
import type { User } from '../users/user.entity';
import { CreateFeedbackDto, FeedbackCreatedDto } from './feedback.dto';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  /** From the footer dialog; visitors give an e-mail and a name. */
  @Post()
  @Public()
  @ApiCreatedResponse({ type: FeedbackCreatedDto })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages in 10 minutes' })
  async create(@Body() dto: CreateFeedbackDto, @Req() req: Request): Promise<FeedbackCreatedDto> {
    const created = await this.feedback.create(dto, req.user as User | undefined, {
      ip: req.ip ?? 'unknown',
      userAgent: req.headers['user-agent'],
    });
    return { id: created.id };
  }
}
