import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Day, PageNumber, PageSize, QueryInt, SearchText, stacked } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { CARPOOL_SEATS_MAX, CarpoolBookingStatus, CarpoolDirection } from './carpool.entity';

/** Shapes every carpool feature shares: a person as anyone sees them, seats, direction, the lists' filters. */

export const DIRECTION = { enum: Object.values(CarpoolDirection), enumName: 'CarpoolDirection' };
export const BOOKING_STATUS = { enum: Object.values(CarpoolBookingStatus), enumName: 'CarpoolBookingStatus' };

/** Seats: a whole number from 1 to CARPOOL_SEATS_MAX. */
export function Seats(description: string): PropertyDecorator {
  return stacked(
    ApiProperty({ type: 'integer', minimum: 1, maximum: CARPOOL_SEATS_MAX, description }),
    IsInt(msg('validation.isInt')),
    Min(1, msg('validation.min')),
    Max(CARPOOL_SEATS_MAX, msg('validation.max')),
  );
}

/** A trip's direction, required (a partial update's PartialType makes it optional, null still a 400). */
export function Direction(): PropertyDecorator {
  return stacked(ApiProperty({ ...DIRECTION, description: 'TO_EVENT: to the edition; FROM_EVENT: back from it' }), IsIn(DIRECTION.enum, msg('validation.isIn')));
}

/** Someone as anyone sees them: pseudo and picture, never a name or an e-mail. */
export class CarpoolPersonDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Path under /uploads/profiles/' }) profilePicture!: string | null;
  @ApiProperty({ description: 'When the account last changed (versions the picture URL)' }) updatedAt!: string;
}

/** A person's columns as the carpool queries read them under a prefix (`driver`, `author`…). */
export interface PersonColumns {
  id: number;
  pseudo: string;
  picture: string | null;
  updatedAt: Date | string;
}

export function toPersonDto(p: PersonColumns): CarpoolPersonDto {
  return { id: p.id, pseudo: p.pseudo, profilePicture: p.picture ?? null, updatedAt: new Date(p.updatedAt).toISOString() };
}

/** The filters of both lists (offers add the seats wanted). */
export class CarpoolListQuery {
  @ApiPropertyOptional(DIRECTION)
  @IsOptional()
  @IsIn(DIRECTION.enum, msg('validation.isIn'))
  direction?: CarpoolDirection;

  @Day({ optional: true, description: 'Trips of that day on the edition’s clocks' }) day?: string;
  @SearchText(100, 'Text found in the city (any case)') city?: string;
  @PageNumber() page: number = 1;
  @PageSize() pageSize: number = 25;
}

export class CarpoolOfferListQuery extends CarpoolListQuery {
  @QueryInt(1, CARPOOL_SEATS_MAX, { description: 'Offers with at least this many free seats' }) seats?: number;
}
