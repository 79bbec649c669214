import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { MessageGroupDetailDto, MessageGroupListDto, MessageListQuery, RemindedDto, SendMessageDto } from './messages.dto';
import { MessagesService } from './messages.service';

/** Group messages of an edition's volunteers, as organisers and team leaders send and follow them. */
@ApiTags('volunteers')
@Controller('editions/:id/volunteers/messages')
export class MessagesGestionController {
  constructor(private readonly messages: MessagesService) {}

  @Post()
  @Limited('volunteerMessage')
  @EditionAccess('leadVolunteerTeams')
  @ApiCreatedResponse({ type: MessageGroupDetailDto })
  @ApiResponse({ status: 422, description: 'Nobody to write to (no accepted volunteer in the target)' })
  send(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: SendMessageDto): Promise<MessageGroupDetailDto> {
    return this.messages.send(access, user.id, dto);
  }

  @Get()
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: MessageGroupListDto })
  list(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Query() query: MessageListQuery): Promise<MessageGroupListDto> {
    return this.messages.list(access, user.id, query);
  }

  @Get(':groupId')
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: MessageGroupDetailDto })
  detail(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('groupId', pathId) groupId: number): Promise<MessageGroupDetailDto> {
    return this.messages.detail(access, user.id, groupId);
  }

  @Post(':groupId/remind')
  @Limited('volunteerMessage')
  @HttpCode(200)
  @EditionAccess('leadVolunteerTeams')
  @ApiOkResponse({ type: RemindedDto })
  remind(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('groupId', pathId) groupId: number): Promise<RemindedDto> {
    return this.messages.remind(access, user.id, groupId);
  }
}
