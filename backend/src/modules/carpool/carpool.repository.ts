import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one } from '../../core/database/sql';
import type { CarpoolBookingStatus, CarpoolDirection } from './carpool.entity';

/**
 * The questions every carpool feature asks: an offer, a request, a booking and a passenger as the
 * answers read them (the SQL below, shared by the features' repositories), the offer's row locked
 * with the seats taken on it, people's languages, transactions.
 */

/** SQL: the seats taken on offer `o` (accepted bookings' seats and the passengers the driver added). */
export const TAKEN_SEATS_SQL = `((select coalesce(sum(b.seats), 0) from carpool_bookings b where b.offer_id = o.id and b.status = 'ACCEPTED')::int
  + (select count(*) from carpool_passengers p where p.offer_id = o.id)::int)`;

/**
 * SQL: offers `o` with their driver, seats taken and counts, as the viewer (`:viewerId`, null for
 * a visitor) sees them, `where`, by trip date, with the total of the rows found; `tail`: limit and
 * offset.
 */
export const offersSql = (where: string, tail = ''): string =>
  `select o.id, o.trip_date as "tripDate", o.location_city as "locationCity", o.location_address as "locationAddress",
          o.available_seats as "availableSeats", o.direction, o.description, o.phone_number as "phoneNumber",
          o.smoking_allowed as "smokingAllowed", o.pets_allowed as "petsAllowed", o.music_allowed as "musicAllowed", o.created_at as "createdAt",
          u.id as "driverId", u.pseudo as "driverPseudo", u.profile_picture as "driverPicture", u.updated_at as "driverUpdatedAt",
          taken.seats as "takenSeats",
          (select count(*) from carpool_comments c where c.offer_id = o.id)::int as "commentCount",
          (select count(*) from carpool_bookings b where b.offer_id = o.id and b.status = 'PENDING')::int as "pendingCount",
          (select json_build_object('id', b.id, 'seats', b.seats, 'status', b.status) from carpool_bookings b
            where b.offer_id = o.id and b.requester_id = viewer.id
            order by (b.status in ('PENDING', 'ACCEPTED')) desc, b.created_at desc, b.id desc limit 1) as "myBooking",
          exists (select 1 from carpool_bookings b where b.offer_id = o.id and b.requester_id = viewer.id and b.status = 'ACCEPTED') as "viewerAccepted",
          exists (select 1 from carpool_passengers p where p.offer_id = o.id and p.user_id = viewer.id) as "viewerAdded",
          count(*) over () as total
     from carpool_offers o
     join users u on u.id = o.user_id
     cross join (select :viewerId::int as id) viewer
     cross join lateral (select ${TAKEN_SEATS_SQL} as seats) taken
    where ${where}
    order by o.trip_date, o.id ${tail}`;

/**
 * SQL: requests `r` with their author and counts, as the viewer (`:viewerId`) sees them:
 * whether the viewer drives their author on the edition (an accepted booking, or added as a passenger).
 */
export const requestsSql = (where: string, tail = ''): string =>
  `select r.id, r.trip_date as "tripDate", r.location_city as "locationCity", r.seats_needed as "seatsNeeded", r.direction, r.description,
          r.phone_number as "phoneNumber", r.created_at as "createdAt",
          u.id as "authorId", u.pseudo as "authorPseudo", u.profile_picture as "authorPicture", u.updated_at as "authorUpdatedAt",
          (select count(*) from carpool_request_comments c where c.request_id = r.id)::int as "commentCount",
          (exists (select 1 from carpool_bookings b join carpool_offers d on d.id = b.offer_id
                    where b.requester_id = r.user_id and b.status = 'ACCEPTED' and d.user_id = viewer.id and d.edition_id = r.edition_id)
           or exists (select 1 from carpool_passengers p join carpool_offers d on d.id = p.offer_id
                    where p.user_id = r.user_id and d.user_id = viewer.id and d.edition_id = r.edition_id)) as "viewerDrives",
          count(*) over () as total
     from carpool_requests r
     join users u on u.id = r.user_id
     cross join (select :viewerId::int as id) viewer
    where ${where}
    order by r.trip_date, r.id ${tail}`;

/** SQL: bookings `b` with their requester, `where`. */
export const bookingsSql = (where: string, order: string): string =>
  `select b.id, b.offer_id as "offerId", b.seats, b.message, b.status, b.request_id as "requestId", b.created_at as "createdAt", b.decided_at as "decidedAt",
          u.id as "requesterId", u.pseudo as "requesterPseudo", u.profile_picture as "requesterPicture", u.updated_at as "requesterUpdatedAt"
     from carpool_bookings b join users u on u.id = b.requester_id
    where ${where}
    order by ${order}`;

/** SQL: passengers `p` the drivers added, with the user, `where`, in the order added. */
export const passengersSql = (where: string): string =>
  `select p.id, p.offer_id as "offerId", p.added_at as "addedAt", u.id as "userId", u.pseudo, u.profile_picture as picture, u.updated_at as "userUpdatedAt"
     from carpool_passengers p join users u on u.id = p.user_id
    where ${where}
    order by p.added_at, p.id`;

interface Paged {
  total: string | number;
}

export interface OfferRow extends Paged {
  id: number;
  tripDate: Date | string;
  locationCity: string;
  locationAddress: string | null;
  availableSeats: number;
  direction: CarpoolDirection;
  description: string | null;
  phoneNumber: string | null;
  smokingAllowed: boolean;
  petsAllowed: boolean;
  musicAllowed: boolean;
  createdAt: Date | string;
  driverId: number;
  driverPseudo: string;
  driverPicture: string | null;
  driverUpdatedAt: Date | string;
  takenSeats: number;
  commentCount: number;
  pendingCount: number;
  myBooking: { id: number; seats: number; status: CarpoolBookingStatus } | null;
  viewerAccepted: boolean;
  viewerAdded: boolean;
}

export interface RequestRow extends Paged {
  id: number;
  tripDate: Date | string;
  locationCity: string;
  seatsNeeded: number;
  direction: CarpoolDirection;
  description: string | null;
  phoneNumber: string | null;
  createdAt: Date | string;
  authorId: number;
  authorPseudo: string;
  authorPicture: string | null;
  authorUpdatedAt: Date | string;
  commentCount: number;
  viewerDrives: boolean;
}

export interface BookingRow {
  id: number;
  offerId: number;
  seats: number;
  message: string | null;
  status: CarpoolBookingStatus;
  requestId: number | null;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  requesterId: number;
  requesterPseudo: string;
  requesterPicture: string | null;
  requesterUpdatedAt: Date | string;
}

export interface PassengerRow {
  id: number;
  offerId: number;
  addedAt: Date | string;
  userId: number;
  pseudo: string;
  picture: string | null;
  userUpdatedAt: Date | string;
}

/** An offer's row as the seat rules need it, read under its lock. */
export interface LockedOffer {
  id: number;
  driverId: number;
  availableSeats: number;
  takenSeats: number;
  direction: CarpoolDirection;
  city: string;
  tripDate: Date;
}

/** Whether a write failed on a unique key (one pending ask per passenger and offer, one passenger once). */
export const isDuplicate = (error: unknown): boolean => error instanceof UniqueConstraintViolationException;

const LOCK_OFFER = defineSql<Omit<LockedOffer, 'takenSeats'>>(
  'CarpoolRepository.lockOffer',
  `select o.id, o.user_id as "driverId", o.available_seats as "availableSeats", o.direction, o.location_city as city, o.trip_date as "tripDate"
     from carpool_offers o where o.id = :offerId and o.edition_id = :editionId for update`,
);

const TAKEN_SEATS = defineSql<{ seats: number }>('CarpoolRepository.takenSeats', `select ${TAKEN_SEATS_SQL} as seats from carpool_offers o where o.id = :offerId`);

@Injectable()
export class CarpoolRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (the ORM's writes and the statements of the carpool repositories alike); flushes at its end. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  /**
   * The offer of the edition, its row locked until the transaction ends (run inside `transaction`),
   * with the seats taken on it read after the lock: parallel accepts and additions of passengers
   * queue here, so none counts seats another is about to take. Null when the edition has no such offer.
   */
  async lockedOffer(editionId: number, offerId: number): Promise<LockedOffer | null> {
    const row = await maybeOne(this.em, LOCK_OFFER, { offerId, editionId });
    if (!row) return null;
    const taken = await one(this.em, TAKEN_SEATS, { offerId });
    return { ...row, takenSeats: taken.seats };
  }

  /** Commits the changes made through the carpool repositories, in one transaction. */
  flush(): Promise<void> {
    return this.em.flush();
  }
}

/** The filters of a list, read: the day's bounds on the edition's clocks, the city as a pattern. */
export interface TripFilter {
  direction?: CarpoolDirection;
  from?: Date;
  to?: Date;
  cityPattern?: string;
}

/** SQL: the filters of a list on the trips of alias `a` of the edition `:editionId`, each a part (see tripFilter). */
export const tripWhereSql = (a: string): string => `${a}.edition_id = :editionId {{direction}} {{range}} {{city}}`;
export const tripParts = (a: string) => ({
  direction: `and ${a}.direction = :direction`,
  range: `and ${a}.trip_date >= :from and ${a}.trip_date < :to`,
  city: `and lower(${a}.location_city) like :cityPattern escape '\\'`,
});

/** The parameters and parts of a list's filters (tripWhereSql). */
export function tripFilter(editionId: number, f: TripFilter) {
  const range = !!(f.from && f.to);
  return {
    params: { editionId, ...(f.direction ? { direction: f.direction } : {}), ...(range ? { from: f.from, to: f.to } : {}), ...(f.cityPattern ? { cityPattern: f.cityPattern } : {}) },
    parts: { direction: !!f.direction, range, city: !!f.cityPattern },
  };
}
