import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { pathId } from '../../core/validation/path-id';
import { GlobalAdmin } from '../access/access.decorators';
import { FeedbackDto, FeedbackListDto, FeedbackListQuery, toFeedbackDto, UpdateFeedbackDto } from '../feedback/feedback.dto';
import { FeedbackService } from '../feedback/feedback.service';
import { UsersService } from '../users/users.service';

class FeedbackCountsDto {
  @ApiProperty() total!: number;
  @ApiProperty() unresolved!: number;
}

export class AdminStatsDto {
  @ApiProperty() users!: number;
  @ApiProperty({ type: FeedbackCountsDto }) feedback!: FeedbackCountsDto;
}

@ApiTags('admin')
@Controller('admin')
@GlobalAdmin()
export class AdminController {
  constructor(
    private readonly users: UsersService,
    private readonly feedback: FeedbackService,
  ) {}

  @Get('stats')
  @ApiOkResponse({ type: AdminStatsDto })
  async stats(): Promise<AdminStatsDto> {
    const [users, feedback] = await Promise.all([this.users.count(), this.feedback.counts()]);
    return { users, feedback };
  }

  @Get('feedback')
  @ApiOkResponse({ type: FeedbackListDto })
  async listFeedback(@Query() query: FeedbackListQuery): Promise<FeedbackListDto> {
    const { items, total } = await this.feedback.list(query);
    return { items: items.map(toFeedbackDto), total };
  }

  @Patch('feedback/:id')
  @ApiOkResponse({ type: FeedbackDto })
  async updateFeedback(@Param('id', pathId) id: number, @Body() dto: UpdateFeedbackDto): Promise<FeedbackDto> {
    return toFeedbackDto(await this.feedback.update(id, dto));
  }
}
