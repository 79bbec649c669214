import { Injectable } from '@nestjs/common';
import { toMyTicketsDto, type MyTicketsDto } from './my-tickets.dto';
import { MyTicketsRepository } from './my-tickets.repository';

/** A signed-in user's own tickets, across editions. */
@Injectable()
export class MyTicketsService {
  constructor(private readonly repository: MyTicketsRepository) {}

  /** The tickets on the user's e-mail, only once it is verified: an unverified address could be anyone's. */
  async mine(userId: number): Promise<MyTicketsDto> {
    return toMyTicketsDto(await this.repository.ticketsOf(userId));
  }
}
