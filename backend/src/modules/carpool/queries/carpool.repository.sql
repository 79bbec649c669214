-- Generated from modules/carpool/carpool.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- CarpoolRepository.lockOffer
select o.id, o.user_id as "driverId", o.available_seats as "availableSeats", o.direction, o.location_city as city, o.trip_date as "tripDate"
from carpool_offers o where o.id = :offerId and o.edition_id = :editionId for update;

-- CarpoolRepository.takenSeats
select ((select coalesce(sum(b.seats), 0) from carpool_bookings b where b.offer_id = o.id and b.status = 'ACCEPTED')::int
+ (select count(*) from carpool_passengers p where p.offer_id = o.id)::int) as seats from carpool_offers o where o.id = :offerId;
