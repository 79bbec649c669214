-- Generated from modules/workshops/calendar.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- CalendarRepository.feedToken
insert into edition_calendar_feeds (edition_id, user_id, token) values (:editionId, :userId, :token)
on conflict (edition_id, user_id) do update set token = edition_calendar_feeds.token
returning token;

-- CalendarRepository.renewFeedToken
insert into edition_calendar_feeds (edition_id, user_id, token) values (:editionId, :userId, :token)
on conflict (edition_id, user_id) do update set token = excluded.token, created_at = now()
returning token;

-- CalendarRepository.feedOwner
select f.user_id as "userId", u.preferred_language as "preferredLanguage", e.id as "editionId", e.name as "editionName", nullif(e.city, '') as "editionCity",
nullif(concat_ws(', ', nullif(e.address_line1, ''), nullif(e.address_line2, ''), nullif(concat_ws(' ', nullif(e.postal_code, ''), nullif(e.city, '')), ''), nullif(e.country, '')), '') as "editionAddress"
from edition_calendar_feeds f join users u on u.id = f.user_id join editions e on e.id = f.edition_id
where f.token = :token;
