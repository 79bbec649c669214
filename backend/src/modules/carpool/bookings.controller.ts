import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { AddCarpoolPassengerDto, AskCarpoolBookingDto, CarpoolBookingDto, CarpoolMineDto, CarpoolOfferBookingsDto, CarpoolPassengerDto } from './bookings.dto';
import { BookingsService } from './bookings.service';

const SEATS_409 = 'NOT_ENOUGH_SEATS: more seats than the offer has free (the message says how many are left)';

/**
 * Bookings and passengers of an offer (signed-in users only): a passenger asks for seats and
 * cancels; the driver reads the asks, accepts or rejects them, adds and removes passengers. And
 * the caller's own carpooling on the edition.
 */
@ApiTags('carpool')
@Controller('editions/:id/carpool')
export class CarpoolBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('mine')
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: CarpoolMineDto })
  mine(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User): Promise<CarpoolMineDto> {
    return this.bookings.mine(access, user);
  }

  /** The driver only (403 for anyone else). */
  @Get('offers/:offerId/bookings')
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: CarpoolOfferBookingsDto })
  list(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number): Promise<CarpoolOfferBookingsDto> {
    return this.bookings.ofOffer(access, user, offerId);
  }

  @Post('offers/:offerId/bookings')
  @Limited('carpoolBooking')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CarpoolBookingDto, description: 'PENDING until the driver answers' })
  @ApiConflictResponse({ description: `OWN_OFFER; ALREADY_PENDING: the caller already waits for an answer on this offer; ${SEATS_409}` })
  ask(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Body() dto: AskCarpoolBookingDto): Promise<CarpoolBookingDto> {
    return this.bookings.ask(access, user, offerId, dto);
  }

  @Post('offers/:offerId/bookings/:bookingId/accept')
  @HttpCode(200)
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: CarpoolBookingDto })
  @ApiConflictResponse({ description: `BOOKING_CLOSED: not PENDING any more; ${SEATS_409}` })
  accept(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Param('bookingId', pathId) bookingId: number): Promise<CarpoolBookingDto> {
    return this.bookings.act(access, user, offerId, bookingId, 'accept');
  }

  @Post('offers/:offerId/bookings/:bookingId/reject')
  @HttpCode(200)
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: CarpoolBookingDto })
  @ApiConflictResponse({ description: 'BOOKING_CLOSED: not PENDING any more' })
  reject(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Param('bookingId', pathId) bookingId: number): Promise<CarpoolBookingDto> {
    return this.bookings.act(access, user, offerId, bookingId, 'reject');
  }

  /** The requester, while PENDING or ACCEPTED: the seats are free again. */
  @Post('offers/:offerId/bookings/:bookingId/cancel')
  @HttpCode(200)
  @EditionAccess('view', { signedIn: true })
  @ApiOkResponse({ type: CarpoolBookingDto })
  @ApiConflictResponse({ description: 'BOOKING_CLOSED: already rejected or cancelled' })
  cancel(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Param('bookingId', pathId) bookingId: number): Promise<CarpoolBookingDto> {
    return this.bookings.act(access, user, offerId, bookingId, 'cancel');
  }

  @Post('offers/:offerId/passengers')
  @Limited('carpoolPassenger')
  @EditionAccess('view', { signedIn: true })
  @ApiCreatedResponse({ type: CarpoolPassengerDto })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND: no user with that pseudo or e-mail' })
  @ApiConflictResponse({ description: `ALREADY_PASSENGER; DRIVER_AS_PASSENGER; ${SEATS_409}` })
  addPassenger(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Body() dto: AddCarpoolPassengerDto): Promise<CarpoolPassengerDto> {
    return this.bookings.addPassenger(access, user, offerId, dto);
  }

  @Delete('offers/:offerId/passengers/:passengerId')
  @HttpCode(204)
  @EditionAccess('view', { signedIn: true })
  @ApiNoContentResponse()
  removePassenger(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('offerId', pathId) offerId: number, @Param('passengerId', pathId) passengerId: number): Promise<void> {
    return this.bookings.removePassenger(access, user, offerId, passengerId);
  }
}
