-- Generated from modules/carpool/requests.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- RequestsRepository.page
select r.id, r.trip_date as "tripDate", r.location_city as "locationCity", r.seats_needed as "seatsNeeded", r.direction, r.description,
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
where r.edition_id = :editionId {{direction}} {{range}} {{city}}
order by r.trip_date, r.id limit :limit offset :offset;
-- RequestsRepository.page {{direction}}
and r.direction = :direction
-- RequestsRepository.page {{range}}
and r.trip_date >= :from and r.trip_date < :to
-- RequestsRepository.page {{city}}
and lower(r.location_city) like :cityPattern escape '\'

-- RequestsRepository.one
select r.id, r.trip_date as "tripDate", r.location_city as "locationCity", r.seats_needed as "seatsNeeded", r.direction, r.description,
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
where r.id = :requestId and r.edition_id = :editionId
order by r.trip_date, r.id;

-- RequestsRepository.ofAuthor
select r.id, r.trip_date as "tripDate", r.location_city as "locationCity", r.seats_needed as "seatsNeeded", r.direction, r.description,
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
where r.edition_id = :editionId and r.user_id = :userId
order by r.trip_date, r.id;

-- RequestsRepository.comments
select c.id, c.content, c.created_at as "createdAt", u.id as "userId", u.pseudo, u.profile_picture as "profilePicture", u.updated_at as "userUpdatedAt",
count(*) over () as total
from carpool_request_comments c join users u on u.id = c.user_id
where c.request_id = :parentId
order by c.created_at desc, c.id desc
limit :limit offset :offset;
