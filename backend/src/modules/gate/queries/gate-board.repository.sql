-- Generated from modules/gate/gate-board.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- GateBoardRepository.copyPeople
with in_force as (select subject_kind, subject_id, at from gate_entries
where edition_id = :editionId and checkpoint = 'GATE' and action = 'ENTRY' and not conflict and undone_by_id is null),
recorded as ({{recorded}}),
item_options as (
select io.item_id, array_agg(io.option_id order by io.option_id) as ids
from ticketing_order_item_options io join ticketing_order_items i on i.id = io.item_id
where i.edition_id = :editionId group by io.item_id),
teams as (
select ata.application_id, array_agg(t.id order by t.name, t.id) as ids, string_agg(t.name, ', ' order by t.name, t.id) as names
from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
where t.edition_id = :editionId group by ata.application_id),
shows as (
select sa.artist_id, array_agg(s.id order by s.start_date_time, s.id) as ids, string_agg(s.title, ', ' order by s.start_date_time, s.id) as names
from show_artists sa join shows s on s.id = sa.show_id
where s.edition_id = :editionId group by sa.artist_id)
select translate(rtrim(encode(substr(sha256(convert_to(i.qr_code, 'UTF8')), 1, 12), 'base64'), '='), '+/', '-_') as h, 'TICKET' as k, i.id as i, trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as n, i.tier_id as t,
coalesce(io.ids, '{}') as o, null::int[] as g, coalesce(o.external_id, '#' || o.id) as d, i.custom_fields as a,
i.state, o.source::text as source, o.cancelled_at is not null as cancelled, null as status, to_char((f.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as e,
case when o.source = 'ONSITE' and o.payment_method is null and o.amount > 0 then o.amount end as p
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id
left join item_options io on io.item_id = i.id
left join in_force f on f.subject_kind = 'TICKET' and f.subject_id = i.id
where i.edition_id = :editionId and i.type = 'Registration'
{{ticketsSince}}
union all
select translate(rtrim(encode(substr(sha256(convert_to(v.qr_token, 'UTF8')), 1, 12), 'base64'), '='), '+/', '-_'), 'VOLUNTEER', v.id, trim(u.prenom || ' ' || u.nom), null, '{}', coalesce(tm.ids, '{}'), tm.names, null,
null, null, false, v.status::text, to_char((f.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), null
from edition_volunteer_applications v join users u on u.id = v.user_id
left join teams tm on tm.application_id = v.id
left join in_force f on f.subject_kind = 'VOLUNTEER' and f.subject_id = v.id
where v.edition_id = :editionId
{{volunteersSince}}
union all
select translate(rtrim(encode(substr(sha256(convert_to(a.qr_token, 'UTF8')), 1, 12), 'base64'), '='), '+/', '-_'), 'ARTIST', a.id, coalesce(nullif(trim(a.stage_name), ''), u.pseudo, ''), null, '{}', coalesce(sh.ids, '{}'), sh.names, null,
null, null, false, null, to_char((f.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), null
from edition_artists a left join users u on u.id = a.user_id
left join shows sh on sh.artist_id = a.id
left join in_force f on f.subject_kind = 'ARTIST' and f.subject_id = a.id
where a.edition_id = :editionId
{{artistsSince}};
-- GateBoardRepository.copyPeople {{recorded}} whole
select null::gate_subject_kind as subject_kind, null::int as subject_id where false
-- GateBoardRepository.copyPeople {{recorded}} since
select subject_kind, subject_id from gate_entries where edition_id = :editionId and recorded_at > :since
-- GateBoardRepository.copyPeople {{ticketsSince}}
and (i.updated_at > :since or o.updated_at > :since or i.id in (select subject_id from recorded where subject_kind = 'TICKET'))
-- GateBoardRepository.copyPeople {{volunteersSince}}
and (v.updated_at > :since or v.id in (select subject_id from recorded where subject_kind = 'VOLUNTEER'))
-- GateBoardRepository.copyPeople {{artistsSince}}
and (a.updated_at > :since or a.id in (select subject_id from recorded where subject_kind = 'ARTIST'))

-- GateBoardRepository.copyLabels
select (extract(epoch from now()) * 1000)::bigint::text as "nowMs",
coalesce((select json_agg(json_build_object('id', t.id, 'name', coalesce(nullif(t.custom_name, ''), t.name),
'validFrom', to_char((t.valid_from) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'validUntil', to_char((t.valid_until) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by t.position, t.id)
from ticketing_tiers t where t.edition_id = :editionId), '[]') as tiers,
coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.position, x.id)
from ticketing_options x where x.edition_id = :editionId), '[]') as options,
coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id)
from ticketing_returnable_items r where r.edition_id = :editionId), '[]') as returnables,
coalesce((select json_agg(json_build_array(l.tier_id, l.returnable_item_id))
from ticketing_tier_returnable_items l join ticketing_tiers t on t.id = l.tier_id where t.edition_id = :editionId), '[]') as "byTier",
coalesce((select json_agg(json_build_array(l.option_id, l.returnable_item_id))
from ticketing_option_returnable_items l join ticketing_options x on x.id = l.option_id where x.edition_id = :editionId), '[]') as "byOption",
coalesce((select json_agg(json_build_array(l.custom_field_id, l.choice_value, l.returnable_item_id))
from ticketing_tier_custom_field_returnable_items l join ticketing_tier_custom_fields c on c.id = l.custom_field_id where c.edition_id = :editionId), '[]') as "byChoice",
coalesce((select json_agg(json_build_array(l.team_id, l.returnable_item_id))
from edition_volunteer_returnable_items l where l.edition_id = :editionId), '[]') as "byTeam",
coalesce((select json_agg(json_build_array(l.show_id, l.returnable_item_id))
from show_returnable_items l join shows s on s.id = l.show_id where s.edition_id = :editionId), '[]') as "byShow",
coalesce((select json_agg(c.id) from ticketing_tier_custom_fields c where c.edition_id = :editionId and c.show_at_gate), '[]') as "shownFields";

-- GateBoardRepository.conflicts
with met as (
select c.id as conflict_id, m.id as met_id
from gate_entries c
cross join lateral (
select o.id from gate_entries o
where o.edition_id = c.edition_id and o.checkpoint = c.checkpoint and o.subject_kind = c.subject_kind and o.subject_id = c.subject_id
and o.action = 'ENTRY' and not o.conflict and o.id <> c.id
order by (o.undone_by_id is null) desc, o.id desc limit 1) m
where c.edition_id = :editionId and c.action = 'ENTRY' and c.conflict {{since}}),
pairs as (
select c.conflict_id as mine, c.met_id as other from met c join gate_entries g on g.id = c.conflict_id where g.device_id = :deviceId
union
select c.met_id, c.conflict_id from met c join gate_entries g on g.id = c.met_id join gate_entries x on x.id = c.conflict_id
where g.device_id = :deviceId and x.device_id <> :deviceId)
select g.client_id as "clientId", g.id as "entryId", g.subject_kind as kind, g.subject_id as "subjectId", case g.subject_kind
when 'TICKET' then (select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) from ticketing_order_items i where i.id = g.subject_id)
when 'VOLUNTEER' then (select trim(u.prenom || ' ' || u.nom) from edition_volunteer_applications v join users u on u.id = v.user_id where v.id = g.subject_id)
else (select coalesce(nullif(trim(a.stage_name), ''), u.pseudo, '') from edition_artists a left join users u on u.id = a.user_id where a.id = g.subject_id) end as name,
to_char((g.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, json_build_object('entryId', x.id, 'at', to_char((x.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', (select pseudo from users where id = x.by_id), 'deviceId', x.device_id, 'offline', x.offline) as other
from pairs p join gate_entries g on g.id = p.mine join gate_entries x on x.id = p.other
order by g.id;
-- GateBoardRepository.conflicts {{since}}
and c.recorded_at > :since

-- GateBoardRepository.entriesPerHour
select to_char((date_trunc('hour', f.at at time zone :timeZone) at time zone :timeZone) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as hour, count(*)::int as count
from (select subject_kind, subject_id, at from gate_entries
where edition_id = :editionId and checkpoint = 'GATE' and action = 'ENTRY' and not conflict and undone_by_id is null) f group by 1 order by 1;

-- GateBoardRepository.tierPresence
with in_force as (select subject_kind, subject_id, at from gate_entries
where edition_id = :editionId and checkpoint = 'GATE' and action = 'ENTRY' and not conflict and undone_by_id is null)
select t.id as "tierId", coalesce(nullif(t.custom_name, ''), t.name) as name,
count(i.id) filter (where f.subject_id is not null)::int as present, count(i.id)::int as expected
from ticketing_tiers t
left join ticketing_order_items i on i.tier_id = t.id and i.type = 'Registration' and i.state = any(:validStates::text[])
left join in_force f on f.subject_kind = 'TICKET' and f.subject_id = i.id
where t.edition_id = :editionId
group by t.id order by t.position, t.id;

-- GateBoardRepository.presence
with in_force as (select subject_kind, subject_id, at from gate_entries
where edition_id = :editionId and checkpoint = 'GATE' and action = 'ENTRY' and not conflict and undone_by_id is null)
select (select count(*) from edition_volunteer_applications v where v.edition_id = :editionId and v.status = 'ACCEPTED')::int as "volunteersExpected",
(select count(*) from edition_volunteer_applications v join in_force f on f.subject_kind = 'VOLUNTEER' and f.subject_id = v.id
where v.edition_id = :editionId and v.status = 'ACCEPTED')::int as "volunteersArrived",
(select count(*) from edition_artists a where a.edition_id = :editionId)::int as "artistsExpected",
(select count(*) from edition_artists a join in_force f on f.subject_kind = 'ARTIST' and f.subject_id = a.id
where a.edition_id = :editionId)::int as "artistsArrived";

-- GateBoardRepository.recent
select g.id, g.action, to_char((g.at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, g.subject_kind as kind, g.subject_id as "subjectId", case g.subject_kind
when 'TICKET' then (select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) from ticketing_order_items i where i.id = g.subject_id)
when 'VOLUNTEER' then (select trim(u.prenom || ' ' || u.nom) from edition_volunteer_applications v join users u on u.id = v.user_id where v.id = g.subject_id)
else (select coalesce(nullif(trim(a.stage_name), ''), u.pseudo, '') from edition_artists a left join users u on u.id = a.user_id where a.id = g.subject_id) end as name,
(select pseudo from users where id = g.by_id) as by, g.device_id as "deviceId", g.conflict
from gate_entries g where g.edition_id = :editionId and g.checkpoint = 'GATE'
order by g.recorded_at desc, g.id desc limit 20;

-- GateBoardRepository.due
with in_force as (select subject_kind, subject_id, at from gate_entries
where edition_id = :editionId and checkpoint = 'GATE' and action = 'ENTRY' and not conflict and undone_by_id is null),
due as (
select 'VOLUNTEER' as kind, v.id as "subjectId", trim(u.prenom || ' ' || u.nom) as name,
(select string_agg(t.name, ', ' order by t.name, t.id) from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
where ata.application_id = v.id) as detail, v.arrival_date_time as arrival
from edition_volunteer_applications v join users u on u.id = v.user_id
where v.edition_id = :editionId and v.status = 'ACCEPTED' and v.arrival_date_time >= :from and v.arrival_date_time < :to
and not exists (select 1 from in_force f where f.subject_kind = 'VOLUNTEER' and f.subject_id = v.id)
union all
select 'ARTIST', a.id, coalesce(nullif(trim(a.stage_name), ''), u.pseudo, ''),
(select string_agg(s.title, ', ' order by s.start_date_time, s.id) from show_artists sa join shows s on s.id = sa.show_id
where sa.artist_id = a.id), a.arrival_date_time
from edition_artists a left join users u on u.id = a.user_id
where a.edition_id = :editionId and a.arrival_date_time >= :from and a.arrival_date_time < :to
and not exists (select 1 from in_force f where f.subject_kind = 'ARTIST' and f.subject_id = a.id))
select kind, "subjectId", name, detail, to_char((arrival) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "expectedAt", count(*) over ()::int as total
from due order by arrival, kind, "subjectId" limit 100;

-- GateBoardRepository.announce
select pg_notify('gate_entries', :payload);

-- GateBoardRepository.claimArrivals
with claimed as (
update gate_entries g set arrival_notified_at = now()
where g.arrival_notified_at is null and g.checkpoint = 'GATE' and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null
and g.subject_kind in ('VOLUNTEER', 'ARTIST')
returning g.id, g.edition_id, g.subject_kind, g.subject_id, g.at)
select g.id as "entryId", g.edition_id as "editionId", e.name as "editionName", g.subject_kind as kind, g.subject_id as "subjectId",
case g.subject_kind
when 'TICKET' then (select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) from ticketing_order_items i where i.id = g.subject_id)
when 'VOLUNTEER' then (select trim(u.prenom || ' ' || u.nom) from edition_volunteer_applications v join users u on u.id = v.user_id where v.id = g.subject_id)
else (select coalesce(nullif(trim(a.stage_name), ''), u.pseudo, '') from edition_artists a left join users u on u.id = a.user_id where a.id = g.subject_id) end as name,
case g.subject_kind when 'VOLUNTEER' then (select v.user_id from edition_volunteer_applications v where v.id = g.subject_id)
else (select a.user_id from edition_artists a where a.id = g.subject_id) end as "userId"
from claimed g join editions e on e.id = g.edition_id
order by g.edition_id, g.at, g.id;

-- GateBoardRepository.releaseArrivals
update gate_entries set arrival_notified_at = null where id = any(:entryIds::int[]);

-- GateBoardRepository.teamLeaders
select distinct mine.application_id as "applicationId", lv.user_id as "userId"
from application_team_assignments mine
join application_team_assignments lead on lead.team_id = mine.team_id and lead.is_leader
join edition_volunteer_applications lv on lv.id = lead.application_id
where mine.application_id = any(:applicationIds::int[]);
