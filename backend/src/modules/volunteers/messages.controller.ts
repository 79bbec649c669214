import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { ConfirmedDto, MyMessageDto } from './messages.dto';
import { MessagesService } from './messages.service';

/** A group message as its recipient reads and confirms it (anyone else: 404). */
@ApiTags('volunteers')
@Controller('editions/:id/volunteers/messages/:groupId')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get('mine')
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: MyMessageDto })
  mine(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('groupId', pathId) groupId: number): Promise<MyMessageDto> {
    return this.messages.mine(access.edition.id, user.id, groupId);
  }

  @Post('confirm')
  @HttpCode(200)
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: ConfirmedDto, description: 'The time of the first confirmation (a second call changes nothing)' })
  confirm(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('groupId', pathId) groupId: number): Promise<ConfirmedDto> {
    return this.messages.confirm(access.edition.id, user.id, groupId);
  }
}
