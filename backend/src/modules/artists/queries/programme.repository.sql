-- Generated from modules/artists/programme.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- ProgrammeRepository.programme
select s.id, s.title, s.description, to_char((s.start_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startDateTime",
to_char((s.start_date_time + make_interval(mins => s.duration)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endDateTime", s.duration, s.location, coalesce((select array_agg(n.name order by lower(n.name), n.name) from (select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name from edition_artists ea left join users u on u.id = ea.user_id join show_artists sa on sa.artist_id = ea.id where sa.show_id = s.id) n where n.name is not null), '{}') as artists, {{favorite}} as "isFavorite" from shows s where s.edition_id = :editionId order by s.start_date_time, s.id;
-- ProgrammeRepository.programme {{favorite}} visitor
false
-- ProgrammeRepository.programme {{favorite}} user
exists (select 1 from show_favorites f where f.show_id = s.id and f.user_id = :userId)

-- ProgrammeRepository.star
with r as (select id from shows where id = :rowId and edition_id = :editionId),
starred as (insert into show_favorites (user_id, show_id) select :userId, id from r on conflict do nothing)
select exists (select 1 from r) as found;

-- ProgrammeRepository.unstar
with r as (select id from shows where id = :rowId and edition_id = :editionId),
unstarred as (delete from show_favorites f using r where f.show_id = r.id and f.user_id = :userId)
select exists (select 1 from r) as found;

-- ProgrammeRepository.favoriteShows
select s.id, s.title, s.description, to_char((s.start_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startDateTime",
to_char((s.start_date_time + make_interval(mins => s.duration)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endDateTime", s.duration, s.location, coalesce((select array_agg(n.name order by lower(n.name), n.name) from (select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name from edition_artists ea left join users u on u.id = ea.user_id join show_artists sa on sa.artist_id = ea.id where sa.show_id = s.id) n where n.name is not null), '{}') as artists, true as "isFavorite", e.id as "editionId", e.name as "editionName", e.city as "editionCity", e.time_zone as "editionTimeZone", c.name as "conventionName"
from show_favorites f
join shows s on s.id = f.show_id
join editions e on e.id = s.edition_id
join conventions c on c.id = e.convention_id
where f.user_id = :userId {{edition}}
and ((e.is_online and not c.is_archived)
or c.author_id = f.user_id
or exists (select 1 from convention_collaborators cc where cc.convention_id = c.id and cc.user_id = f.user_id)
or exists (select 1 from edition_artists me where me.edition_id = e.id and me.user_id = f.user_id))
order by s.start_date_time, s.id;
-- ProgrammeRepository.favoriteShows {{edition}}
and e.id = :editionId

-- ProgrammeRepository.feedToken
insert into show_calendar_feeds (user_id, token) values (:userId, :token)
on conflict (user_id) do update set token = show_calendar_feeds.token
returning token;

-- ProgrammeRepository.renewFeedToken
insert into show_calendar_feeds (user_id, token) values (:userId, :token)
on conflict (user_id) do update set token = excluded.token, created_at = now()
returning token;

-- ProgrammeRepository.feedOwner
select f.user_id as "userId", u.preferred_language as "preferredLanguage" from show_calendar_feeds f join users u on u.id = f.user_id where f.token = :token;
