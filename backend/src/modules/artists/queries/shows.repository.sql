-- Generated from modules/artists/shows.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- ShowsRepository.shows
select s.id, s.title, s.description, to_char((s.start_date_time) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startDateTime", s.duration, s.location,
coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name, a.id)
from (select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name from edition_artists ea left join users u on u.id = ea.user_id join show_artists sa on sa.artist_id = ea.id where sa.show_id = s.id) a), '[]'::json) as artists,
coalesce((select json_agg(json_build_object('id', ri.id, 'name', ri.name, 'quantity', sri.quantity) order by ri.name, ri.id)
from show_returnable_items sri join ticketing_returnable_items ri on ri.id = sri.returnable_item_id
where sri.show_id = s.id), '[]'::json) as "returnableItems"
from shows s
where s.edition_id = :editionId
order by s.start_date_time, s.id;

-- ShowsRepository.choices
select
coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by lower(a.name), a.id)
from (select ea.id, coalesce(nullif(ea.stage_name, ''), u.pseudo) as name from edition_artists ea left join users u on u.id = ea.user_id where ea.edition_id = :editionId) a), '[]'::json) as artists,
coalesce((select json_agg(json_build_object('id', ri.id, 'name', ri.name) order by lower(ri.name), ri.id)
from ticketing_returnable_items ri where ri.edition_id = :editionId), '[]'::json) as "returnableItems",
coalesce((select json_agg(p.location order by lower(p.location))
from (select distinct on (lower(trim(location))) trim(location) as location from shows
where edition_id = :editionId and trim(coalesce(location, '')) <> '' order by lower(trim(location)), id) p), '[]'::json) as locations;

-- ShowsRepository.known
select 'artist' as kind, id, user_id as "userId" from edition_artists where edition_id = :editionId and id = any(:artistIds::int[])
union all
select 'item', id, null from ticketing_returnable_items where edition_id = :editionId and id = any(:returnableItemIds::int[]);
