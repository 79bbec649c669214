import { ApiProperty } from '@nestjs/swagger';
import { CURRENCY_CODES, type CurrencyCode } from '../../core/validation/currencies';
import { TicketingOrderSource, TicketStanding } from './ticketing-fields';
import { ticketStanding } from './ticketing-rules';

const STANDING = { enum: Object.values(TicketStanding), enumName: 'TicketStanding' };

/** One ticket of the caller: who it is for, what it gives, where it stands and the code the gate scans. */
export class MyTicketDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The tier’s name as shown here (its custom name when set), or the line’s label when the tier is unknown here' })
  tierName!: string | null;
  @ApiProperty({ type: [String], description: 'The names of the options taken with it' }) options!: string[];
  @ApiProperty({ ...STANDING, description: 'VALID; REFUNDED (a synced ticket the provider invalidated); CANCELLED (anything else not valid)' })
  state!: TicketStanding;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was let in at the gate, or null' }) enteredAt!: string | null;
  @ApiProperty({ description: 'What the gate scans' }) qrCode!: string;
  @ApiProperty({ description: 'Cents' }) amount!: number;
  @ApiProperty({ enum: CURRENCY_CODES, enumName: 'CurrencyCode' }) currency!: CurrencyCode;
}

/** An edition the caller holds tickets of, with those tickets. */
export class MyTicketsEditionDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() conventionName!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty({ description: 'The edition’s clocks (IANA): when a ticket was let in is read on them' }) timeZone!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: [MyTicketDto] }) tickets!: MyTicketDto[];
}

/** The caller's tickets, newest edition first; none unless their e-mail is verified (who else could claim it). */
export class MyTicketsDto {
  @ApiProperty({ description: 'False: the caller’s e-mail is not verified, and no ticket is shown' }) emailVerified!: boolean;
  @ApiProperty({ type: [MyTicketsEditionDto] }) editions!: MyTicketsEditionDto[];
}

/** One ticket as the repository reads it, with its edition (rows come edition by edition). */
export interface MyTicketRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  tierName: string | null;
  options: string[];
  state: string;
  source: TicketingOrderSource;
  enteredAt: Date | null;
  qrCode: string;
  amount: number;
  editionId: number;
  editionName: string;
  conventionName: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  imageUrl: string | null;
  currency: CurrencyCode;
}

/** What the repository answers: the caller's e-mail state on every row, and a ticket on each but when there is none. */
export type MyTicketsRow = { emailVerified: boolean } & (MyTicketRow | { [K in keyof MyTicketRow]: null });

/** The answer from the caller's rows (already in the order shown), tickets grouped by edition. */
export function toMyTicketsDto(rows: readonly MyTicketsRow[]): MyTicketsDto {
  const emailVerified = rows[0]?.emailVerified === true;
  const editions: MyTicketsEditionDto[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    let edition = editions[editions.length - 1];
    if (edition?.id !== row.editionId) {
      edition = {
        id: row.editionId,
        name: row.editionName,
        conventionName: row.conventionName,
        startDate: row.startDate,
        endDate: row.endDate,
        timeZone: row.timeZone,
        imageUrl: row.imageUrl,
        tickets: [],
      };
      editions.push(edition);
    }
    edition.tickets.push({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      tierName: row.tierName,
      options: row.options,
      state: ticketStanding(row.state, row.source),
      enteredAt: row.enteredAt?.toISOString() ?? null,
      qrCode: row.qrCode,
      amount: row.amount,
      currency: row.currency,
    });
  }
  return { emailVerified, editions };
}
