import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import { CarpoolBookingStatus, type CarpoolDirection } from './carpool.entity';
import { bookingsSql, offersSql, passengersSql, TAKEN_SEATS_SQL, type BookingRow, type OfferRow, type PassengerRow } from './carpool.repository';

/** PENDING asks first (the driver's to-do), then by date asked. */
const DRIVER_ORDER = `(b.status = 'PENDING') desc, b.created_at, b.id`;

/** A booking as the rules need it. */
export interface BookingFacts {
  id: number;
  requesterId: number;
  seats: number;
  status: CarpoolBookingStatus;
}

const OFFER_SEATS = defineSql<{ driverId: number; direction: CarpoolDirection; availableSeats: number; takenSeats: number }>(
  'BookingsRepository.offerSeats',
  `select o.user_id as "driverId", o.direction, o.available_seats as "availableSeats", ${TAKEN_SEATS_SQL} as "takenSeats" from carpool_offers o where o.id = :offerId and o.edition_id = :editionId`,
);
const IS_OWN_REQUEST = defineSql(
  'BookingsRepository.isOwnRequest',
  'select 1 from carpool_requests where id = :requestId and edition_id = :editionId and user_id = :userId and direction = :direction',
);
const ASK = defineSql<{ id: number }>(
  'BookingsRepository.ask',
  `insert into carpool_bookings (offer_id, requester_id, seats, message, request_id, status) values (:offerId, :requesterId, :seats, :message, :requestId, 'PENDING')
   on conflict (offer_id, requester_id) where status = 'PENDING' do nothing
   returning id`,
);
const STANDING = defineSql<{ accepted: boolean; passenger: boolean }>(
  'BookingsRepository.standing',
  `select exists (select 1 from carpool_bookings where offer_id = :offerId and requester_id = :userId and status = 'ACCEPTED') as accepted,
          exists (select 1 from carpool_passengers where offer_id = :offerId and user_id = :userId) as passenger`,
);
const BOOKING = defineSql<BookingFacts>('BookingsRepository.booking', 'select id, requester_id as "requesterId", seats, status from carpool_bookings where id = :bookingId and offer_id = :offerId');
const MOVE = defineSql<{ id: number }>(
  'BookingsRepository.move',
  'update carpool_bookings set status = :to, decided_at = now(), updated_at = now() where id = :bookingId and status = any(:from::carpool_booking_status[]) returning id',
);
const BOOKING_ROW = defineSql<BookingRow>('BookingsRepository.bookingRow', bookingsSql('b.id = :bookingId', 'b.id'));
const OF_OFFER = defineSql<BookingRow>('BookingsRepository.ofOffer', bookingsSql('b.offer_id = :offerId', DRIVER_ORDER));
const PASSENGERS_OF = defineSql<PassengerRow>('BookingsRepository.passengersOf', passengersSql('p.offer_id = :offerId'));
const ON_OFFERS_OF = defineSql<BookingRow>(
  'BookingsRepository.onOffersOf',
  bookingsSql('b.offer_id in (select id from carpool_offers where edition_id = :editionId and user_id = :driverId)', DRIVER_ORDER),
);
const PASSENGERS_ON_OFFERS_OF = defineSql<PassengerRow>(
  'BookingsRepository.passengersOnOffersOf',
  passengersSql('p.offer_id in (select id from carpool_offers where edition_id = :editionId and user_id = :driverId)'),
);
const OF_REQUESTER = defineSql<BookingRow>(
  'BookingsRepository.ofRequester',
  bookingsSql('b.requester_id = :userId and b.offer_id in (select id from carpool_offers where edition_id = :editionId)', 'b.created_at desc, b.id desc'),
);
const OFFERS = defineSql<OfferRow>('BookingsRepository.offers', offersSql('o.id = any(:ids::int[])'));
const ADD_PASSENGER = defineSql<{ id: number }>(
  'BookingsRepository.addPassenger',
  'insert into carpool_passengers (offer_id, user_id, added_by_id) values (:offerId, :userId, :addedBy) on conflict (offer_id, user_id) do nothing returning id',
);
const PASSENGER_ROW = defineSql<PassengerRow>('BookingsRepository.passengerRow', passengersSql('p.id = :passengerId'));
const REMOVE_PASSENGER = defineSql<{ userId: number }>(
  'BookingsRepository.removePassenger',
  'delete from carpool_passengers where id = :passengerId and offer_id = :offerId returning user_id as "userId"',
);

/** The bookings feature's queries: asks, decisions, the passengers a driver adds, a user's own carpooling. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The offer's driver and free seats as they are now (no lock: an ask takes no seat). */
  async offerSeats(editionId: number, offerId: number): Promise<{ driverId: number; direction: CarpoolDirection; availableSeats: number; takenSeats: number } | null> {
    return maybeOne(this.em, OFFER_SEATS, { offerId, editionId });
  }

  /** Whether the request is the user's own, on the edition, in that direction. */
  async isOwnRequest(editionId: number, requestId: number, userId: number, direction: CarpoolDirection): Promise<boolean> {
    return (await maybeOne(this.em, IS_OWN_REQUEST, { requestId, editionId, userId, direction })) !== null;
  }

  /**
   * A PENDING ask; null when the requester already has one on the offer (the partial unique index
   * `carpool_bookings_one_pending` decides, also between parallel asks).
   */
  async ask(offerId: number, requesterId: number, seats: number, message: string | null, requestId: number | null): Promise<number | null> {
    return (await maybeOne(this.em, ASK, { offerId, requesterId, seats, message, requestId }))?.id ?? null;
  }

  /**
   * Whether the user already rides on the offer, as an ACCEPTED booking or as a passenger the
   * driver added (either takes their seats: a second one would count them twice). Read under the
   * offer's lock, it stays true until the transaction ends.
   */
  async standing(offerId: number, userId: number): Promise<{ accepted: boolean; passenger: boolean }> {
    return one(this.em, STANDING, { offerId, userId });
  }

  /** A booking of the offer (null when it is another offer's, or unknown). */
  async booking(offerId: number, bookingId: number): Promise<BookingFacts | null> {
    return maybeOne(this.em, BOOKING, { bookingId, offerId });
  }

  /** Moves the booking from one of `from` to `to` in one conditional statement; false when its status changed meanwhile. */
  async move(bookingId: number, from: readonly CarpoolBookingStatus[], to: CarpoolBookingStatus): Promise<boolean> {
    const rows = await query(this.em, MOVE, { to, bookingId, from: `{${from.join(',')}}` });
    return rows.length > 0;
  }

  /** One booking with its requester, as the driver and the requester see it. */
  async bookingRow(bookingId: number): Promise<BookingRow> {
    return one(this.em, BOOKING_ROW, { bookingId });
  }

  /** The offer's bookings, PENDING first. */
  ofOffer(offerId: number): Promise<BookingRow[]> {
    return query(this.em, OF_OFFER, { offerId });
  }

  /** The passengers the driver added to the offer. */
  passengersOf(offerId: number): Promise<PassengerRow[]> {
    return query(this.em, PASSENGERS_OF, { offerId });
  }

  /** The bookings on every offer of the driver on the edition: one statement. */
  onOffersOf(editionId: number, driverId: number): Promise<BookingRow[]> {
    return query(this.em, ON_OFFERS_OF, { editionId, driverId });
  }

  /** The passengers added to every offer of the driver on the edition: one statement. */
  passengersOnOffersOf(editionId: number, driverId: number): Promise<PassengerRow[]> {
    return query(this.em, PASSENGERS_ON_OFFERS_OF, { editionId, driverId });
  }

  /** The user's bookings on the edition's offers, newest first. */
  ofRequester(editionId: number, userId: number): Promise<BookingRow[]> {
    return query(this.em, OF_REQUESTER, { userId, editionId });
  }

  /** These offers as the viewer sees them. */
  offers(ids: readonly number[], viewerId: number): Promise<OfferRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return query(this.em, OFFERS, { viewerId, ids: intArray(ids) });
  }

  /** Adds the user as a passenger of the offer (one seat); null when they already are one. */
  async addPassenger(offerId: number, userId: number, addedBy: number): Promise<number | null> {
    return (await maybeOne(this.em, ADD_PASSENGER, { offerId, userId, addedBy }))?.id ?? null;
  }

  async passengerRow(passengerId: number): Promise<PassengerRow> {
    return one(this.em, PASSENGER_ROW, { passengerId });
  }

  /** Takes the passenger off the offer; their user id, or null when the offer has no such passenger. */
  async removePassenger(offerId: number, passengerId: number): Promise<number | null> {
    return (await maybeOne(this.em, REMOVE_PASSENGER, { passengerId, offerId }))?.userId ?? null;
  }
}
