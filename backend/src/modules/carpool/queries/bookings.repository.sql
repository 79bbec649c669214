-- Generated from modules/carpool/bookings.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- BookingsRepository.offerSeats
select o.user_id as "driverId", o.direction, o.available_seats as "availableSeats", ((select coalesce(sum(b.seats), 0) from carpool_bookings b where b.offer_id = o.id and b.status = 'ACCEPTED')::int
+ (select count(*) from carpool_passengers p where p.offer_id = o.id)::int) as "takenSeats" from carpool_offers o where o.id = :offerId and o.edition_id = :editionId;

-- BookingsRepository.isOwnRequest
select 1 from carpool_requests where id = :requestId and edition_id = :editionId and user_id = :userId and direction = :direction;

-- BookingsRepository.ask
insert into carpool_bookings (offer_id, requester_id, seats, message, request_id, status) values (:offerId, :requesterId, :seats, :message, :requestId, 'PENDING')
on conflict (offer_id, requester_id) where status = 'PENDING' do nothing
returning id;

-- BookingsRepository.standing
select exists (select 1 from carpool_bookings where offer_id = :offerId and requester_id = :userId and status = 'ACCEPTED') as accepted,
exists (select 1 from carpool_passengers where offer_id = :offerId and user_id = :userId) as passenger;

-- BookingsRepository.booking
select id, requester_id as "requesterId", seats, status from carpool_bookings where id = :bookingId and offer_id = :offerId;

-- BookingsRepository.move
update carpool_bookings set status = :to, decided_at = now(), updated_at = now() where id = :bookingId and status = any(:from::carpool_booking_status[]) returning id;

-- BookingsRepository.bookingRow
select b.id, b.offer_id as "offerId", b.seats, b.message, b.status, b.request_id as "requestId", b.created_at as "createdAt", b.decided_at as "decidedAt",
u.id as "requesterId", u.pseudo as "requesterPseudo", u.profile_picture as "requesterPicture", u.updated_at as "requesterUpdatedAt"
from carpool_bookings b join users u on u.id = b.requester_id
where b.id = :bookingId
order by b.id;

-- BookingsRepository.ofOffer
select b.id, b.offer_id as "offerId", b.seats, b.message, b.status, b.request_id as "requestId", b.created_at as "createdAt", b.decided_at as "decidedAt",
u.id as "requesterId", u.pseudo as "requesterPseudo", u.profile_picture as "requesterPicture", u.updated_at as "requesterUpdatedAt"
from carpool_bookings b join users u on u.id = b.requester_id
where b.offer_id = :offerId
order by (b.status = 'PENDING') desc, b.created_at, b.id;

-- BookingsRepository.passengersOf
select p.id, p.offer_id as "offerId", p.added_at as "addedAt", u.id as "userId", u.pseudo, u.profile_picture as picture, u.updated_at as "userUpdatedAt"
from carpool_passengers p join users u on u.id = p.user_id
where p.offer_id = :offerId
order by p.added_at, p.id;

-- BookingsRepository.onOffersOf
select b.id, b.offer_id as "offerId", b.seats, b.message, b.status, b.request_id as "requestId", b.created_at as "createdAt", b.decided_at as "decidedAt",
u.id as "requesterId", u.pseudo as "requesterPseudo", u.profile_picture as "requesterPicture", u.updated_at as "requesterUpdatedAt"
from carpool_bookings b join users u on u.id = b.requester_id
where b.offer_id in (select id from carpool_offers where edition_id = :editionId and user_id = :driverId)
order by (b.status = 'PENDING') desc, b.created_at, b.id;

-- BookingsRepository.passengersOnOffersOf
select p.id, p.offer_id as "offerId", p.added_at as "addedAt", u.id as "userId", u.pseudo, u.profile_picture as picture, u.updated_at as "userUpdatedAt"
from carpool_passengers p join users u on u.id = p.user_id
where p.offer_id in (select id from carpool_offers where edition_id = :editionId and user_id = :driverId)
order by p.added_at, p.id;

-- BookingsRepository.ofRequester
select b.id, b.offer_id as "offerId", b.seats, b.message, b.status, b.request_id as "requestId", b.created_at as "createdAt", b.decided_at as "decidedAt",
u.id as "requesterId", u.pseudo as "requesterPseudo", u.profile_picture as "requesterPicture", u.updated_at as "requesterUpdatedAt"
from carpool_bookings b join users u on u.id = b.requester_id
where b.requester_id = :userId and b.offer_id in (select id from carpool_offers where edition_id = :editionId)
order by b.created_at desc, b.id desc;

-- BookingsRepository.offers
select o.id, o.trip_date as "tripDate", o.location_city as "locationCity", o.location_address as "locationAddress",
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
cross join lateral (select ((select coalesce(sum(b.seats), 0) from carpool_bookings b where b.offer_id = o.id and b.status = 'ACCEPTED')::int
+ (select count(*) from carpool_passengers p where p.offer_id = o.id)::int) as seats) taken
where o.id = any(:ids::int[])
order by o.trip_date, o.id;

-- BookingsRepository.addPassenger
insert into carpool_passengers (offer_id, user_id, added_by_id) values (:offerId, :userId, :addedBy) on conflict (offer_id, user_id) do nothing returning id;

-- BookingsRepository.passengerRow
select p.id, p.offer_id as "offerId", p.added_at as "addedAt", u.id as "userId", u.pseudo, u.profile_picture as picture, u.updated_at as "userUpdatedAt"
from carpool_passengers p join users u on u.id = p.user_id
where p.id = :passengerId
order by p.added_at, p.id;

-- BookingsRepository.removePassenger
delete from carpool_passengers where id = :passengerId and offer_id = :offerId returning user_id as "userId";
