import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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

/** The bookings feature's queries: asks, decisions, the passengers a driver adds, a user's own carpooling. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  private sql<T>(text: string, params: unknown[]): Promise<T[]> {
    return this.em.execute<T[]>(text, params);
  }

  /** The offer's driver and free seats as they are now (no lock: an ask takes no seat). */
  async offerSeats(editionId: number, offerId: number): Promise<{ driverId: number; direction: CarpoolDirection; availableSeats: number; takenSeats: number } | null> {
    const [row] = await this.sql<{ driverId: number; direction: CarpoolDirection; availableSeats: number; takenSeats: number }>(
      `select o.user_id as "driverId", o.direction, o.available_seats as "availableSeats", ${TAKEN_SEATS_SQL} as "takenSeats" from carpool_offers o where o.id = ? and o.edition_id = ?`,
      [offerId, editionId],
    );
    return row ?? null;
  }

  /** Whether the request is the user's own, on the edition, in that direction. */
  async isOwnRequest(editionId: number, requestId: number, userId: number, direction: CarpoolDirection): Promise<boolean> {
    const rows = await this.sql('select 1 from carpool_requests where id = ? and edition_id = ? and user_id = ? and direction = ?', [requestId, editionId, userId, direction]);
    return rows.length > 0;
  }

  /**
   * A PENDING ask; null when the requester already has one on the offer (the partial unique index
   * `carpool_bookings_one_pending` decides, also between parallel asks).
   */
  async ask(offerId: number, requesterId: number, seats: number, message: string | null, requestId: number | null): Promise<number | null> {
    const [row] = await this.sql<{ id: number }>(
      `insert into carpool_bookings (offer_id, requester_id, seats, message, request_id, status) values (?, ?, ?, ?, ?, 'PENDING')
       on conflict (offer_id, requester_id) where status = 'PENDING' do nothing
       returning id`,
      [offerId, requesterId, seats, message, requestId],
    );
    return row?.id ?? null;
  }

  /**
   * Whether the user already rides on the offer, as an ACCEPTED booking or as a passenger the
   * driver added (either takes their seats: a second one would count them twice). Read under the
   * offer's lock, it stays true until the transaction ends.
   */
  async standing(offerId: number, userId: number): Promise<{ accepted: boolean; passenger: boolean }> {
    const [row] = await this.sql<{ accepted: boolean; passenger: boolean }>(
      `select exists (select 1 from carpool_bookings where offer_id = ? and requester_id = ? and status = 'ACCEPTED') as accepted,
              exists (select 1 from carpool_passengers where offer_id = ? and user_id = ?) as passenger`,
      [offerId, userId, offerId, userId],
    );
    return row!;
  }

  /** A booking of the offer (null when it is another offer's, or unknown). */
  async booking(offerId: number, bookingId: number): Promise<BookingFacts | null> {
    const [row] = await this.sql<BookingFacts>('select id, requester_id as "requesterId", seats, status from carpool_bookings where id = ? and offer_id = ?', [bookingId, offerId]);
    return row ?? null;
  }

  /** Moves the booking from one of `from` to `to` in one conditional statement; false when its status changed meanwhile. */
  async move(bookingId: number, from: readonly CarpoolBookingStatus[], to: CarpoolBookingStatus): Promise<boolean> {
    const rows = await this.sql(`update carpool_bookings set status = ?, decided_at = now(), updated_at = now() where id = ? and status = any(?::carpool_booking_status[]) returning id`, [
      to,
      bookingId,
      `{${from.join(',')}}`,
    ]);
    return rows.length > 0;
  }

  /** One booking with its requester, as the driver and the requester see it. */
  async bookingRow(bookingId: number): Promise<BookingRow> {
    const [row] = await this.sql<BookingRow>(bookingsSql('b.id = ?', 'b.id'), [bookingId]);
    return row!;
  }

  /** The offer's bookings, PENDING first. */
  ofOffer(offerId: number): Promise<BookingRow[]> {
    return this.sql<BookingRow>(bookingsSql('b.offer_id = ?', DRIVER_ORDER), [offerId]);
  }

  /** The passengers the driver added to the offer. */
  passengersOf(offerId: number): Promise<PassengerRow[]> {
    return this.sql<PassengerRow>(passengersSql('p.offer_id = ?'), [offerId]);
  }

  /** The bookings on every offer of the driver on the edition: one statement. */
  onOffersOf(editionId: number, driverId: number): Promise<BookingRow[]> {
    return this.sql<BookingRow>(bookingsSql('b.offer_id in (select id from carpool_offers where edition_id = ? and user_id = ?)', DRIVER_ORDER), [editionId, driverId]);
  }

  /** The passengers added to every offer of the driver on the edition: one statement. */
  passengersOnOffersOf(editionId: number, driverId: number): Promise<PassengerRow[]> {
    return this.sql<PassengerRow>(passengersSql('p.offer_id in (select id from carpool_offers where edition_id = ? and user_id = ?)'), [editionId, driverId]);
  }

  /** The user's bookings on the edition's offers, newest first. */
  ofRequester(editionId: number, userId: number): Promise<BookingRow[]> {
    return this.sql<BookingRow>(bookingsSql('b.requester_id = ? and b.offer_id in (select id from carpool_offers where edition_id = ?)', 'b.created_at desc, b.id desc'), [userId, editionId]);
  }

  /** These offers as the viewer sees them. */
  offers(ids: readonly number[], viewerId: number): Promise<OfferRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.sql<OfferRow>(offersSql('o.id = any(?::int[])'), [viewerId, intArray(ids)]);
  }

  /** Adds the user as a passenger of the offer (one seat); null when they already are one. */
  async addPassenger(offerId: number, userId: number, addedBy: number): Promise<number | null> {
    const [row] = await this.sql<{ id: number }>(
      'insert into carpool_passengers (offer_id, user_id, added_by_id) values (?, ?, ?) on conflict (offer_id, user_id) do nothing returning id',
      [offerId, userId, addedBy],
    );
    return row?.id ?? null;
  }

  async passengerRow(passengerId: number): Promise<PassengerRow> {
    const [row] = await this.sql<PassengerRow>(passengersSql('p.id = ?'), [passengerId]);
    return row!;
  }

  /** Takes the passenger off the offer; their user id, or null when the offer has no such passenger. */
  async removePassenger(offerId: number, passengerId: number): Promise<number | null> {
    const [row] = await this.sql<{ userId: number }>('delete from carpool_passengers where id = ? and offer_id = ? returning user_id as "userId"', [passengerId, offerId]);
    return row?.userId ?? null;
  }
}
