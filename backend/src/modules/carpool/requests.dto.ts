import { ApiProperty, PartialType } from '@nestjs/swagger';
import { DateTime, OptionalPhone, OptionalText, Text } from '../../core/validation/fields';
import type { CarpoolDirection } from './carpool.entity';
import { CarpoolPersonDto, Direction, DIRECTION, Seats, toPersonDto } from './carpool.dto';
import { mayDelete, mayEdit, requestPhoneVisible } from './carpool-rules';
import type { RequestRow } from './carpool.repository';
import { CARPOOL_TEXTS } from './offers.dto';

// ── requests ────────────────────────────────────────────────────────────────────────────────────

export class CreateCarpoolRequestDto {
  @DateTime() tripDate!: string;
  @Text(CARPOOL_TEXTS.city, { description: 'Where the passenger leaves from (to the event) or goes (from it)' }) locationCity!: string;
  @Seats('Seats the passenger needs') seatsNeeded!: number;
  @Direction() direction!: CarpoolDirection;
  @OptionalText(CARPOOL_TEXTS.description) description?: string | null;
  @OptionalPhone('Shown only to the passenger and to a driver carrying them; empty clears it') phoneNumber?: string | null;
}

export class UpdateCarpoolRequestDto extends PartialType(CreateCarpoolRequestDto, { skipNullProperties: false }) {}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export class CarpoolRequestDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) tripDate!: string;
  @ApiProperty() locationCity!: string;
  @ApiProperty() seatsNeeded!: number;
  @ApiProperty(DIRECTION) direction!: CarpoolDirection;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Only for its author and a driver carrying them (accepted booking or added); null for everyone else' }) phoneNumber!: string | null;
  @ApiProperty({ type: CarpoolPersonDto }) passenger!: CarpoolPersonDto;
  @ApiProperty() commentCount!: number;
  @ApiProperty({ description: 'The caller wrote it' }) canEdit!: boolean;
  @ApiProperty({ description: 'Its author, or the edition’s team moderating' }) canDelete!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** A request as `viewerId` sees it: the phone number only for its author and a driver carrying them. */
export function toRequestDto(r: RequestRow, viewerId: number | null, team: boolean): CarpoolRequestDto {
  const isAuthor = viewerId !== null && r.authorId === viewerId;
  return {
    id: r.id,
    tripDate: new Date(r.tripDate).toISOString(),
    locationCity: r.locationCity,
    seatsNeeded: r.seatsNeeded,
    direction: r.direction,
    description: r.description ?? null,
    phoneNumber: requestPhoneVisible({ isAuthor, isTheirDriver: r.viewerDrives }) ? (r.phoneNumber ?? null) : null,
    passenger: toPersonDto({ id: r.authorId, pseudo: r.authorPseudo, picture: r.authorPicture, updatedAt: r.authorUpdatedAt }),
    commentCount: r.commentCount,
    canEdit: mayEdit(r.authorId, viewerId),
    canDelete: mayDelete(r.authorId, viewerId, team),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

export class CarpoolRequestPageDto {
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): trips’ days and times are read on its clocks' }) timeZone!: string;
  @ApiProperty({ type: [CarpoolRequestDto], description: 'By trip date' }) items!: CarpoolRequestDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
