-- Generated from modules/workshops/workshops.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- WorkshopsRepository.list
select w.id, w.title, w.description, to_char((w.start_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startDateTime", to_char((w.end_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endDateTime",
w.max_participants as "maxParticipants", w.location_id as "locationId", l.name as "locationName", w.location_text as "locationText",
u.id as "creatorId", u.pseudo as "creatorPseudo", u.profile_picture as "creatorPicture", u.updated_at as "creatorUpdatedAt",
(select count(*)::int from workshop_favorites f where f.workshop_id = w.id) as "favoriteCount",
exists (select 1 from workshop_favorites f where f.workshop_id = w.id and f.user_id = :userId::int) as "isFavorite"
from workshops w
left join workshop_locations l on l.id = w.location_id
left join users u on u.id = w.creator_id
where w.edition_id = :editionId {{workshop}} {{range}} {{location}} {{favoritesOf}}
order by w.start_date_time, w.id;
-- WorkshopsRepository.list {{workshop}}
and w.id = :workshopId
-- WorkshopsRepository.list {{range}}
and w.start_date_time >= :from and w.start_date_time < :to
-- WorkshopsRepository.list {{location}}
and w.location_id = :locationId
-- WorkshopsRepository.list {{favoritesOf}}
and exists (select 1 from workshop_favorites mf where mf.workshop_id = w.id and mf.user_id = :favoritesOf)

-- WorkshopsRepository.hasLocation
select exists (select 1 from workshop_locations where id = :locationId and edition_id = :editionId) as found;

-- WorkshopsRepository.near
select w.id, w.title, w.start_date_time as start, w.end_date_time as "end", coalesce(l.name, w.location_text) as place
from workshops w left join workshop_locations l on l.id = w.location_id
where w.edition_id = :editionId and w.start_date_time < :end and w.end_date_time > :start
order by w.start_date_time, w.id;

-- WorkshopsRepository.star
with r as (select id from workshops where id = :rowId and edition_id = :editionId),
starred as (insert into workshop_favorites (user_id, workshop_id) select :userId, id from r on conflict do nothing)
select exists (select 1 from r) as found;

-- WorkshopsRepository.unstar
with r as (select id from workshops where id = :rowId and edition_id = :editionId),
unstarred as (delete from workshop_favorites f using r where f.workshop_id = r.id and f.user_id = :userId)
select exists (select 1 from r) as found;

-- WorkshopsRepository.clearReminders
update workshop_favorites set reminded_at = null where workshop_id = :workshopId;

-- WorkshopsRepository.claimDueReminders
with due as (
update workshop_favorites f set reminded_at = now()
from workshops w join editions e on e.id = w.edition_id
where w.id = f.workshop_id and f.reminded_at is null and e.workshops_enabled
and w.start_date_time > now() and w.start_date_time <= now() + make_interval(mins => :minutes)
returning f.user_id, f.workshop_id, w.title, w.edition_id, w.location_id, w.location_text, e.name as edition_name
)
select due.user_id as "userId", due.workshop_id as "workshopId", due.title, due.edition_id as "editionId", due.edition_name as "editionName",
coalesce(l.name, due.location_text) as place
from due left join workshop_locations l on l.id = due.location_id
order by due.edition_id, due.workshop_id, due.user_id;

-- WorkshopsRepository.releaseReminder
update workshop_favorites set reminded_at = null where user_id = :userId and workshop_id = :workshopId;
