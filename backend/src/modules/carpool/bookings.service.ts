import { Injectable } from '@nestjs/common';
import { AppException, ForbiddenError, NotFoundError } from '../../core/errors/app-errors';
import { refuseField } from '../../core/validation/field-errors';
import { DomainEvents } from '../../core/events/domain-events';
import type { EditionAccess } from '../access/access.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { tell, tripOf, type CarpoolNoticeKind } from './carpool.events';
import { CarpoolRepository, type LockedOffer } from './carpool.repository';
import { askRefusal, canApply, freeSeats, mayAct, seatsShort, STATUS_AFTER, STATUSES_BEFORE, type BookingAction } from './carpool-rules';
import {
  toBookingDto,
  toPassengerDto,
  type AddCarpoolPassengerDto,
  type AskCarpoolBookingDto,
  type CarpoolBookingDto,
  type CarpoolMineDto,
  type CarpoolOfferBookingsDto,
  type CarpoolPassengerDto,
} from './bookings.dto';
import { BookingsRepository } from './bookings.repository';
import { toOfferDto } from './offers.dto';
import { OffersRepository } from './offers.repository';
import { toRequestDto } from './requests.dto';
import { RequestsRepository } from './requests.repository';

/** 409 saying how many seats are left: what the driver (or the passenger asking) reads. */
const notEnoughSeats = (left: number) => new AppException(409, 'errors.carpool.notEnoughSeats', { code: 'NOT_ENOUGH_SEATS', params: { left }, extra: { left } });

/** 409: the user already has an ACCEPTED booking on the offer (to ask again, they cancel it first). */
const alreadyBooked = () => new AppException(409, 'errors.carpool.alreadyBooked', { code: 'ALREADY_BOOKED' });
const alreadyPassenger = () => new AppException(409, 'errors.carpool.alreadyPassenger', { code: 'ALREADY_PASSENGER' });

const NOTICE_OF: Record<BookingAction, CarpoolNoticeKind> = { accept: 'bookingAccepted', reject: 'bookingRejected', cancel: 'bookingCancelled' };

/**
 * Bookings on offers: a passenger asks for seats (not on their own offer, one PENDING ask per
 * offer, none while they hold an ACCEPTED one, no more than the seats free then), the driver
 * accepts or rejects, the passenger cancels. The seat limit: asking, accepting a booking and adding
 * a passenger lock the offer's row, count the seats taken under the lock and write in the same
 * transaction, so parallel accepts can never take more seats than the offer has, and one person
 * rides once (an ACCEPTED booking or added by the driver, never both, never two ACCEPTED).
 * Each step tells the other party (carpool-notifications.ts).
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly carpool: CarpoolRepository,
    private readonly offers: OffersRepository,
    private readonly requests: RequestsRepository,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
  ) {}

  async ask(access: EditionAccess, user: User, offerId: number, dto: AskCarpoolBookingDto): Promise<CarpoolBookingDto> {
    // Under the offer's lock, as accepting: an ACCEPTED booking seen missing here cannot appear before the ask is written.
    const { offer, id } = await this.carpool.transaction(async () => {
      const offer = await this.lockOffer(access, offerId);
      const refusal = askRefusal({ driverId: offer.driverId, requesterId: user.id, seats: dto.seats, freeSeats: freeSeats(offer.availableSeats, offer.takenSeats) });
      if (refusal === 'OWN_OFFER') throw new AppException(409, 'errors.carpool.ownOffer', { code: 'OWN_OFFER' });
      // One ride per person and offer: an accepted booking, or a seat the driver gave them, already is one.
      const standing = await this.repository.standing(offerId, user.id);
      if (standing.passenger) throw new AppException(409, 'errors.carpool.youArePassenger', { code: 'ALREADY_PASSENGER' });
      if (standing.accepted) throw alreadyBooked();
      if (refusal === 'NOT_ENOUGH_SEATS') throw notEnoughSeats(freeSeats(offer.availableSeats, offer.takenSeats));
      if (dto.requestId !== undefined && !(await this.repository.isOwnRequest(access.edition.id, dto.requestId, user.id, offer.direction))) {
        throw refuseField('requestId', 'errors.carpool.notYourRequest');
      }
      const id = await this.repository.ask(offerId, user.id, dto.seats, dto.message || null, dto.requestId ?? null);
      if (id === null) throw new AppException(409, 'errors.carpool.alreadyPending', { code: 'ALREADY_PENDING' });
      return { offer, id };
    });
    const booking = await this.repository.bookingRow(id);
    const entity = (await this.offers.entity(access.edition.id, offerId))!;
    await tell(this.events, 'bookingAsked', access, [offer.driverId], user, tripOf(entity), { type: 'carpoolOffer', id: offerId }, dto.seats);
    return toBookingDto(booking);
  }

  /** The driver's view of their offer's passengers: the asks and those they added. */
  async ofOffer(access: EditionAccess, user: User, offerId: number): Promise<CarpoolOfferBookingsDto> {
    const offer = await this.repository.offerSeats(access.edition.id, offerId);
    if (!offer) throw new NotFoundError();
    if (offer.driverId !== user.id) throw new ForbiddenError();
    const [bookings, passengers] = await Promise.all([this.repository.ofOffer(offerId), this.repository.passengersOf(offerId)]);
    return { freeSeats: freeSeats(offer.availableSeats, offer.takenSeats), bookings: bookings.map(toBookingDto), passengers: passengers.map(toPassengerDto) };
  }

  /**
   * Accept or reject (the driver, a PENDING ask) or cancel (the requester, PENDING or ACCEPTED).
   * Accepting counts the seats under the offer's lock: beyond them, 409 NOT_ENOUGH_SEATS.
   */
  async act(access: EditionAccess, user: User, offerId: number, bookingId: number, action: BookingAction): Promise<CarpoolBookingDto> {
    const done = await this.carpool.transaction(async () => {
      const offer = await this.lockOffer(access, offerId);
      const booking = await this.repository.booking(offerId, bookingId);
      if (!booking) throw new NotFoundError();
      if (!mayAct(action, { viewerId: user.id, driverId: offer.driverId, requesterId: booking.requesterId })) throw new ForbiddenError();
      if (!canApply(action, booking.status)) throw new AppException(409, 'errors.carpool.bookingClosed', { code: 'BOOKING_CLOSED', params: { status: booking.status } });
      if (action === 'accept') {
        // One ride per person: not for someone the driver added, nor twice (the lock keeps both true until the commit).
        const standing = await this.repository.standing(offerId, booking.requesterId);
        if (standing.passenger) throw alreadyPassenger();
        if (standing.accepted) throw alreadyBooked();
        const left = seatsShort(offer.availableSeats, offer.takenSeats, booking.seats);
        if (left !== null) throw notEnoughSeats(left);
      }
      if (!(await this.repository.move(bookingId, STATUSES_BEFORE[action], STATUS_AFTER[action]))) {
        throw new AppException(409, 'errors.carpool.bookingClosed', { code: 'BOOKING_CLOSED' });
      }
      return { offer, booking };
    });
    const other = action === 'cancel' ? done.offer.driverId : done.booking.requesterId;
    await tell(this.events, NOTICE_OF[action], access, [other], user, tripOf(done.offer), { type: 'carpoolOffer', id: offerId }, done.booking.seats);
    return toBookingDto(await this.repository.bookingRow(bookingId));
  }

  /** The driver adds a user (by pseudo or e-mail) as a passenger: one seat, counted under the offer's lock. */
  async addPassenger(access: EditionAccess, user: User, offerId: number, dto: AddCarpoolPassengerDto): Promise<CarpoolPassengerDto> {
    const passenger = await this.users.findByIdentifier(dto.identifier);
    const { offer, id } = await this.carpool.transaction(async () => {
      const offer = await this.lockOffer(access, offerId);
      if (offer.driverId !== user.id) throw new ForbiddenError();
      if (!passenger) throw new AppException(404, 'errors.carpool.unknownUser', { code: 'USER_NOT_FOUND', fields: { identifier: [{ key: 'errors.carpool.unknownUser' }] } });
      if (passenger.id === user.id) throw new AppException(409, 'errors.carpool.driverAsPassenger', { code: 'DRIVER_AS_PASSENGER' });
      // Their ACCEPTED booking already holds their seats: adding them would count them twice.
      if ((await this.repository.standing(offerId, passenger.id)).accepted) throw new AppException(409, 'errors.carpool.passengerBooked', { code: 'PASSENGER_BOOKED' });
      const left = seatsShort(offer.availableSeats, offer.takenSeats, 1);
      if (left !== null) throw notEnoughSeats(left);
      const id = await this.repository.addPassenger(offerId, passenger.id, user.id);
      if (id === null) throw alreadyPassenger();
      return { offer, id };
    });
    await tell(this.events, 'passengerAdded', access, [passenger!.id], user, tripOf(offer), { type: 'carpoolOffer', id: offerId });
    return toPassengerDto(await this.repository.passengerRow(id));
  }

  async removePassenger(access: EditionAccess, user: User, offerId: number, passengerId: number): Promise<void> {
    const offer = await this.offers.entity(access.edition.id, offerId);
    if (!offer) throw new NotFoundError();
    if (offer.user.id !== user.id) throw new ForbiddenError();
    const userId = await this.repository.removePassenger(offerId, passengerId);
    if (userId === null) throw new NotFoundError();
    await tell(this.events, 'passengerRemoved', access, [userId], user, tripOf(offer), { type: 'carpoolOffer', id: offerId });
  }

  /** The caller's carpooling on the edition: their offers with asks and passengers, their requests, their bookings, the rides they were added to. */
  async mine(access: EditionAccess, user: User): Promise<CarpoolMineDto> {
    const { edition, permissions } = access;
    const [offers, bookingsOnMine, passengersOnMine, requests, myBookings, rides] = await Promise.all([
      this.offers.ofDriver(edition.id, user.id),
      this.repository.onOffersOf(edition.id, user.id),
      this.repository.passengersOnOffersOf(edition.id, user.id),
      this.requests.ofAuthor(edition.id, user.id),
      this.repository.ofRequester(edition.id, user.id),
      this.offers.ridesOf(edition.id, user.id),
    ]);
    const bookedOffers = new Map((await this.repository.offers([...new Set(myBookings.map((b) => b.offerId))], user.id)).map((o) => [o.id, toOfferDto(o, user.id, permissions.team)]));
    return {
      timeZone: edition.timeZone,
      offers: offers.map((o) => ({
        ...toOfferDto(o, user.id, permissions.team),
        bookings: bookingsOnMine.filter((b) => b.offerId === o.id).map(toBookingDto),
        passengers: passengersOnMine.filter((p) => p.offerId === o.id).map(toPassengerDto),
      })),
      requests: requests.map((r) => toRequestDto(r, user.id, permissions.team)),
      bookings: myBookings.map((b) => ({ ...toBookingDto(b), offer: bookedOffers.get(b.offerId)! })),
      rides: rides.map((o) => toOfferDto(o, user.id, permissions.team)),
    };
  }

  /** The offer of the edition, locked for the rest of the transaction (404 when it has none). */
  private async lockOffer(access: EditionAccess, offerId: number): Promise<LockedOffer> {
    const offer = await this.carpool.lockedOffer(access.edition.id, offerId);
    if (!offer) throw new NotFoundError();
    return offer;
  }
}
