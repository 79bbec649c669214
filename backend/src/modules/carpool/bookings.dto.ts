import { ApiProperty } from '@nestjs/swagger';
import { Id, OptionalText, Text } from '../../core/validation/fields';
import type { CarpoolBookingStatus } from './carpool.entity';
import { BOOKING_STATUS, CarpoolPersonDto, Seats, toPersonDto } from './carpool.dto';
import type { BookingRow, PassengerRow } from './carpool.repository';
import { CarpoolOfferDto } from './offers.dto';
import { CarpoolRequestDto } from './requests.dto';

/** The longest message with a booking. */
export const BOOKING_MESSAGE_MAX = 1000;

// ── requests ────────────────────────────────────────────────────────────────────────────────────

export class AskCarpoolBookingDto {
  @Seats('Seats asked for (at most the offer’s free seats)') seats!: number;
  @OptionalText(BOOKING_MESSAGE_MAX, 'A word to the driver') message?: string | null;
  @Id({ optional: true, description: 'The caller’s own request of the edition in the same direction, when the ask answers it' }) requestId?: number;
}

export class AddCarpoolPassengerDto {
  @Text(254, { description: 'The pseudo or e-mail of an existing user (any case)' }) identifier!: string;
}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

/** A booking as its driver and its requester see it (nobody else does). */
export class CarpoolBookingDto {
  @ApiProperty() id!: number;
  @ApiProperty() offerId!: number;
  @ApiProperty() seats!: number;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty(BOOKING_STATUS) status!: CarpoolBookingStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The requester’s request it answers' }) requestId!: number | null;
  @ApiProperty({ type: CarpoolPersonDto }) requester!: CarpoolPersonDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Accepted, rejected or cancelled at' }) decidedAt!: string | null;
}

export function toBookingDto(r: BookingRow): CarpoolBookingDto {
  return {
    id: r.id,
    offerId: r.offerId,
    seats: r.seats,
    message: r.message ?? null,
    status: r.status,
    requestId: r.requestId ?? null,
    requester: toPersonDto({ id: r.requesterId, pseudo: r.requesterPseudo, picture: r.requesterPicture, updatedAt: r.requesterUpdatedAt }),
    createdAt: new Date(r.createdAt).toISOString(),
    decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
  };
}

/** A passenger the driver added (one seat). */
export class CarpoolPassengerDto {
  @ApiProperty() id!: number;
  @ApiProperty() offerId!: number;
  @ApiProperty({ type: CarpoolPersonDto }) user!: CarpoolPersonDto;
  @ApiProperty({ format: 'date-time' }) addedAt!: string;
}

export function toPassengerDto(r: PassengerRow): CarpoolPassengerDto {
  return { id: r.id, offerId: r.offerId, user: toPersonDto({ id: r.userId, pseudo: r.pseudo, picture: r.picture, updatedAt: r.userUpdatedAt }), addedAt: new Date(r.addedAt).toISOString() };
}

/** What the driver sees of their offer's passengers: the asks and those they added. */
export class CarpoolOfferBookingsDto {
  @ApiProperty() freeSeats!: number;
  @ApiProperty({ type: [CarpoolBookingDto], description: 'PENDING first, then by date asked' }) bookings!: CarpoolBookingDto[];
  @ApiProperty({ type: [CarpoolPassengerDto], description: 'In the order added' }) passengers!: CarpoolPassengerDto[];
}

/** An offer of the caller's, with its asks and passengers. */
export class CarpoolDriverOfferDto extends CarpoolOfferDto {
  @ApiProperty({ type: [CarpoolBookingDto] }) bookings!: CarpoolBookingDto[];
  @ApiProperty({ type: [CarpoolPassengerDto] }) passengers!: CarpoolPassengerDto[];
}

/** A booking of the caller's, with the offer it is on. */
export class CarpoolMyBookingDto extends CarpoolBookingDto {
  @ApiProperty({ type: CarpoolOfferDto }) offer!: CarpoolOfferDto;
}

/** The caller's own carpooling on an edition (the page's "Mine" tab). */
export class CarpoolMineDto {
  @ApiProperty({ example: 'Europe/Paris' }) timeZone!: string;
  @ApiProperty({ type: [CarpoolDriverOfferDto], description: 'Their offers by trip date, each with its asks and passengers' }) offers!: CarpoolDriverOfferDto[];
  @ApiProperty({ type: [CarpoolRequestDto], description: 'Their requests by trip date' }) requests!: CarpoolRequestDto[];
  @ApiProperty({ type: [CarpoolMyBookingDto], description: 'Their bookings, newest first' }) bookings!: CarpoolMyBookingDto[];
  @ApiProperty({ type: [CarpoolOfferDto], description: 'Offers a driver added them to, by trip date' }) rides!: CarpoolOfferDto[];
}
