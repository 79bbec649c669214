import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../access/access.decorators';
import type { User } from '../users/user.entity';
import { MyTicketsDto } from './my-tickets.dto';
import { MyTicketsService } from './my-tickets.service';

/** A ticket holder's own tickets, whatever edition, with the codes the gate scans. */
@ApiTags('ticketing')
@Controller()
export class MyTicketsController {
  constructor(private readonly tickets: MyTicketsService) {}

  /** Every ticket whose e-mail is the caller's verified e-mail, per edition, newest first. */
  @Get('my-tickets')
  @SignedIn()
  @ApiOkResponse({ type: MyTicketsDto })
  mine(@CurrentUser() user: User): Promise<MyTicketsDto> {
    return this.tickets.mine(user.id);
  }
}
