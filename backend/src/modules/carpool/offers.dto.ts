import { ApiProperty, PartialType } from '@nestjs/swagger';
import { DateTime, Flag, OptionalPhone, OptionalText, Text } from '../../core/validation/fields';
import type { CarpoolBookingStatus, CarpoolDirection } from './carpool.entity';
import { BOOKING_STATUS, CarpoolPersonDto, Direction, DIRECTION, Seats, toPersonDto } from './carpool.dto';
import { freeSeats, mayDelete, mayEdit, offerAddressVisible, offerPhoneVisible } from './carpool-rules';
import type { OfferRow } from './carpool.repository';

/** The longest texts of an offer and of a request (the columns' lengths). */
export const CARPOOL_TEXTS = { city: 100, address: 200, description: 2000 } as const;

// ── requests ────────────────────────────────────────────────────────────────────────────────────

export class CreateCarpoolOfferDto {
  @DateTime() tripDate!: string;
  @Text(CARPOOL_TEXTS.city) locationCity!: string;
  @OptionalText(CARPOOL_TEXTS.address, 'Where the driver meets passengers') locationAddress?: string | null;
  @Seats('Seats offered to passengers') availableSeats!: number;
  @Direction() direction!: CarpoolDirection;
  @OptionalText(CARPOOL_TEXTS.description) description?: string | null;
  @OptionalPhone('Shown only to the driver and to accepted passengers; empty clears it') phoneNumber?: string | null;
  @Flag() smokingAllowed?: boolean;
  @Flag() petsAllowed?: boolean;
  @Flag() musicAllowed?: boolean;
}

/** Any field may be left out; lowering the seats below those taken answers 409. */
export class UpdateCarpoolOfferDto extends PartialType(CreateCarpoolOfferDto, { skipNullProperties: false }) {}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

/** The caller's own booking on an offer (their live one, else their latest). */
export class CarpoolOwnBookingDto {
  @ApiProperty() id!: number;
  @ApiProperty() seats!: number;
  @ApiProperty(BOOKING_STATUS) status!: CarpoolBookingStatus;
}

export class CarpoolOfferDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) tripDate!: string;
  @ApiProperty() locationCity!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The meeting point’s street: signed-in users only; null for visitors (they see the town)' }) locationAddress!: string | null;
  @ApiProperty({ description: 'The offer has a meeting address that only signed-in users see (the caller is a visitor)' }) addressHidden!: boolean;
  @ApiProperty() availableSeats!: number;
  @ApiProperty({ description: 'Seats less accepted bookings and passengers added by the driver' }) freeSeats!: number;
  @ApiProperty(DIRECTION) direction!: CarpoolDirection;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Only for the driver and accepted passengers; null for everyone else' }) phoneNumber!: string | null;
  @ApiProperty() smokingAllowed!: boolean;
  @ApiProperty() petsAllowed!: boolean;
  @ApiProperty() musicAllowed!: boolean;
  @ApiProperty({ type: CarpoolPersonDto }) driver!: CarpoolPersonDto;
  @ApiProperty() commentCount!: number;
  @ApiProperty({ description: 'Asks waiting for the driver (0 for anyone else)' }) pendingBookings!: number;
  @ApiProperty({ type: CarpoolOwnBookingDto, nullable: true, description: 'The caller’s own booking on it' }) myBooking!: CarpoolOwnBookingDto | null;
  @ApiProperty({ description: 'The caller rides along: an accepted booking, or added by the driver' }) isPassenger!: boolean;
  @ApiProperty({ description: 'The caller is the driver' }) canEdit!: boolean;
  @ApiProperty({ description: 'The driver, or the edition’s team moderating' }) canDelete!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** An offer as `viewerId` sees it: the street of its meeting point only for signed-in users, the phone number only for its driver and accepted passengers. */
export function toOfferDto(r: OfferRow, viewerId: number | null, team: boolean): CarpoolOfferDto {
  const isDriver = viewerId !== null && r.driverId === viewerId;
  const isPassenger = r.viewerAccepted || r.viewerAdded;
  const addressShown = offerAddressVisible(viewerId);
  return {
    id: r.id,
    tripDate: new Date(r.tripDate).toISOString(),
    locationCity: r.locationCity,
    locationAddress: addressShown ? (r.locationAddress ?? null) : null,
    addressHidden: !addressShown && Boolean(r.locationAddress),
    availableSeats: r.availableSeats,
    freeSeats: freeSeats(r.availableSeats, r.takenSeats),
    direction: r.direction,
    description: r.description ?? null,
    phoneNumber: offerPhoneVisible({ isDriver, isAcceptedPassenger: isPassenger }) ? (r.phoneNumber ?? null) : null,
    smokingAllowed: r.smokingAllowed,
    petsAllowed: r.petsAllowed,
    musicAllowed: r.musicAllowed,
    driver: toPersonDto({ id: r.driverId, pseudo: r.driverPseudo, picture: r.driverPicture, updatedAt: r.driverUpdatedAt }),
    commentCount: r.commentCount,
    pendingBookings: isDriver ? r.pendingCount : 0,
    myBooking: r.myBooking ?? null,
    isPassenger,
    canEdit: mayEdit(r.driverId, viewerId),
    canDelete: mayDelete(r.driverId, viewerId, team),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

export class CarpoolOfferPageDto {
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): trips’ days and times are read on its clocks' }) timeZone!: string;
  @ApiProperty({ type: [CarpoolOfferDto], description: 'By trip date' }) items!: CarpoolOfferDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
