-- Generated from modules/carpool/offers.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- OffersRepository.page
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
where o.edition_id = :editionId {{direction}} {{range}} {{city}} {{seats}}
order by o.trip_date, o.id limit :limit offset :offset;
-- OffersRepository.page {{direction}}
and o.direction = :direction
-- OffersRepository.page {{range}}
and o.trip_date >= :from and o.trip_date < :to
-- OffersRepository.page {{city}}
and lower(o.location_city) like :cityPattern escape '\'
-- OffersRepository.page {{seats}}
and o.available_seats - taken.seats >= :seats

-- OffersRepository.one
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
where o.id = :offerId and o.edition_id = :editionId
order by o.trip_date, o.id;

-- OffersRepository.ofDriver
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
where o.edition_id = :editionId and o.user_id = :userId
order by o.trip_date, o.id;

-- OffersRepository.ridesOf
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
where o.edition_id = :editionId and exists (select 1 from carpool_passengers p where p.offer_id = o.id and p.user_id = :userId)
order by o.trip_date, o.id;

-- OffersRepository.riders
select requester_id as id from carpool_bookings where offer_id = :offerId and status = :accepted
union select user_id from carpool_passengers where offer_id = :offerId;

-- OffersRepository.comments
select c.id, c.content, c.created_at as "createdAt", u.id as "userId", u.pseudo, u.profile_picture as "profilePicture", u.updated_at as "userUpdatedAt",
count(*) over () as total
from carpool_comments c join users u on u.id = c.user_id
where c.offer_id = :parentId
order by c.created_at desc, c.id desc
limit :limit offset :offset;
