-- Generated from modules/meals/canteen.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- CanteenRepository.meals
select id, date::text as date, meal_type as "mealType", enabled from volunteer_meals where edition_id = :editionId order by date, meal_type;

-- CanteenRepository.meal
select id, date::text as date, meal_type as "mealType", enabled from volunteer_meals where id = :mealId and edition_id = :editionId;

-- CanteenRepository.lookup
with f as (select f.kind, f.id, f.edition_id as "editionId", e.name as "editionName", f.state, f.source, f.valid_from as "validFrom", f.valid_until as "validUntil",
f.order_id as "orderId", f.payment_method as "paymentMethod", f.order_amount as "orderAmount", f.status
from ({{source}}) f join editions e on e.id = f.edition_id
order by f.edition_id = :editionId desc limit 1)
select (select to_json(m) from (select id, date::text as date, meal_type as "mealType", enabled from volunteer_meals where id = :mealId and edition_id = :editionId) m) as meal,
f.kind, f.id, f."editionId", f."editionName", f.state, f.source, f.status, coalesce(pt.person, pv.person, pa.person) as person
from (select 1) one left join f on true
left join lateral (select to_json(p) as person from (select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name, null as diet, null as allergies, null as "allergySeverity",
false as "afterShow", '{}'::text[] as returnables, (select json_build_object('accepted', true) from ticketing_order_item_meals s where s.order_item_id = i.id and s.meal_id = :mealId) as selection,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = :checkpoint and g.subject_kind = 'TICKET' and g.subject_id = i.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from ticketing_order_items i where i.id = f.id and i.edition_id = :editionId) p where f.kind = 'TICKET' and f."editionId" = :editionId) pt on true
left join lateral (select to_json(p) as person from (select coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo) as name, a.dietary_preference as diet, a.allergies, a.allergy_severity as "allergySeverity", false as "afterShow",
array(select r.name from volunteer_meal_returnable_items vr join ticketing_returnable_items r on r.id = vr.returnable_item_id where vr.meal_id = :mealId order by r.name, r.id) as returnables,
(select json_build_object('accepted', s.accepted) from volunteer_meal_selections s where s.volunteer_id = a.id and s.meal_id = :mealId) as selection,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = :checkpoint and g.subject_kind = 'VOLUNTEER' and g.subject_id = a.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from edition_volunteer_applications a join users u on u.id = a.user_id where a.id = f.id and a.edition_id = :editionId) p where f.kind = 'VOLUNTEER' and f."editionId" = :editionId) pv on true
left join lateral (select to_json(p) as person from (select coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), '') as name, r.dietary_preference as diet, r.allergies, r.allergy_severity as "allergySeverity",
coalesce((select s.after_show from artist_meal_selections s where s.artist_id = r.id and s.meal_id = :mealId), false) as "afterShow", '{}'::text[] as returnables,
(select json_build_object('accepted', s.accepted) from artist_meal_selections s where s.artist_id = r.id and s.meal_id = :mealId) as selection,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = :checkpoint and g.subject_kind = 'ARTIST' and g.subject_id = r.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from edition_artists r left join users u on u.id = r.user_id where r.id = f.id and r.edition_id = :editionId) p where f.kind = 'ARTIST' and f."editionId" = :editionId) pa on true;
-- CanteenRepository.lookup {{source}} code
select 'TICKET' as kind, i.id, i.edition_id, i.state, o.source::text as source, t.valid_from, t.valid_until,
o.id as order_id, o.payment_method::text as payment_method, o.amount as order_amount, null::text as status
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id where i.qr_code = :code union all select 'VOLUNTEER' as kind, a.id, a.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, a.status::text as status
from edition_volunteer_applications a where a.qr_token = :code union all select 'ARTIST' as kind, r.id, r.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, null as status
from edition_artists r where r.qr_token = :code
-- CanteenRepository.lookup {{source}} TICKET
select 'TICKET' as kind, i.id, i.edition_id, i.state, o.source::text as source, t.valid_from, t.valid_until,
o.id as order_id, o.payment_method::text as payment_method, o.amount as order_amount, null::text as status
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id where i.id = :subjectId and i.edition_id = :editionId
-- CanteenRepository.lookup {{source}} VOLUNTEER
select 'VOLUNTEER' as kind, a.id, a.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, a.status::text as status
from edition_volunteer_applications a where a.id = :subjectId and a.edition_id = :editionId
-- CanteenRepository.lookup {{source}} ARTIST
select 'ARTIST' as kind, r.id, r.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, null as status
from edition_artists r where r.id = :subjectId and r.edition_id = :editionId
-- CanteenRepository.lookup {{stored}}
, (select json_build_object('entryId', g.id, 'checkpoint', g.checkpoint, 'kind', g.subject_kind, 'subjectId', g.subject_id, 'action', g.action, 'conflict', g.conflict)
from gate_entries g where g.edition_id = :editionId and g.client_id = :clientId) as stored

-- CanteenRepository.stored
select g.id as "entryId", g.checkpoint, g.subject_kind as kind, g.subject_id as "subjectId", g.action, g.conflict
from gate_entries g where g.edition_id = :editionId and g.client_id = :clientId;

-- CanteenRepository.inForce
select {{entry}} as entry;
-- CanteenRepository.inForce {{entry}} TICKET
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = :checkpoint and g.subject_kind = 'TICKET' and g.subject_id = :subjectId
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)
-- CanteenRepository.inForce {{entry}} VOLUNTEER
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = :checkpoint and g.subject_kind = 'VOLUNTEER' and g.subject_id = :subjectId
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)
-- CanteenRepository.inForce {{entry}} ARTIST
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = :checkpoint and g.subject_kind = 'ARTIST' and g.subject_id = :subjectId
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)

-- CanteenRepository.eat
with ins as (
insert into gate_entries (edition_id, checkpoint, subject_kind, subject_id, action, client_id, device_id, at, by_id, offline, conflict)
values (:editionId, :checkpoint, :kind::gate_subject_kind, :subjectId, 'ENTRY', :clientId, :deviceId, :at, :userId, :offline, :conflict)
on conflict do nothing
returning id, at
) {{eaten}}
select ins.id, ins.at, (select pseudo from users where id = :userId) as by from ins;
-- CanteenRepository.eat {{eaten}} TICKET
, eaten as (update ticketing_order_item_meals s set consumed_at = ins.at from ins where s.order_item_id = :subjectId and s.meal_id = :mealId)
-- CanteenRepository.eat {{eaten}} VOLUNTEER
, eaten as (update volunteer_meal_selections s set consumed_at = ins.at from ins where s.volunteer_id = :subjectId and s.meal_id = :mealId)
-- CanteenRepository.eat {{eaten}} ARTIST
, eaten as (update artist_meal_selections s set consumed_at = ins.at from ins where s.artist_id = :subjectId and s.meal_id = :mealId)

-- CanteenRepository.entryForUndo
select id, checkpoint, subject_kind as kind, subject_id as "subjectId", action, conflict, undone_by_id is not null as undone
from gate_entries where id = :entryId and edition_id = :editionId and checkpoint like 'MEAL:%' for update;

-- CanteenRepository.undo
with ins as (
insert into gate_entries (edition_id, checkpoint, subject_kind, subject_id, action, client_id, device_id, at, by_id, undoes_id)
values (:editionId, :checkpoint, :kind::gate_subject_kind, :subjectId, 'UNDO', :clientId, :deviceId, now(), :userId, :entryId)
returning id
), taken as (update gate_entries g set undone_by_id = ins.id from ins where g.id = :entryId) {{uneaten}}
select id from ins;
-- CanteenRepository.undo {{uneaten}} TICKET
, uneaten as (update ticketing_order_item_meals s set consumed_at = null where s.order_item_id = :subjectId and s.meal_id = :mealId)
-- CanteenRepository.undo {{uneaten}} VOLUNTEER
, uneaten as (update volunteer_meal_selections s set consumed_at = null where s.volunteer_id = :subjectId and s.meal_id = :mealId)
-- CanteenRepository.undo {{uneaten}} ARTIST
, uneaten as (update artist_meal_selections s set consumed_at = null where s.artist_id = :subjectId and s.meal_id = :mealId)

-- CanteenRepository.history
select g.id, g.checkpoint, g.action, g.at, g.recorded_at as "recordedAt", u.pseudo as by, g.device_id as "deviceId", g.offline, g.conflict, g.undone_by_id is not null as undone
from gate_entries g left join users u on u.id = g.by_id
where g.edition_id = :editionId and g.checkpoint like 'MEAL:%' and g.subject_kind = :kind::gate_subject_kind and g.subject_id = :subjectId
order by g.recorded_at desc, g.id desc;

-- CanteenRepository.search
(select 'TICKET' as kind, i.id, trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name, coalesce(t.custom_name, t.name) as detail,
coalesce(o.external_id, o.id::text) as "orderNumber", i.state, o.source::text as source, t.valid_from as "validFrom", t.valid_until as "validUntil", null as status,
exists (select 1 from gate_entries g where g.edition_id = :editionId and g.checkpoint = :checkpoint
and g.subject_kind = 'TICKET' and g.subject_id = i.id and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as "inForce", (select json_build_object('accepted', true) from ticketing_order_item_meals s where s.order_item_id = i.id and s.meal_id = :mealId) as extra
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
where i.edition_id = :editionId and i.id in (
select w.id from ticketing_order_items w where w.edition_id = :editionId and {{ticketWords}}
union select n.id from ticketing_order_items n join ticketing_orders nd on nd.id = n.order_id where nd.edition_id = :editionId and (nd.external_id = :q {{number}}))
order by i.last_name, i.first_name, i.id limit :max)
union all
(select 'VOLUNTEER', a.id, coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), (select string_agg(vt.name, ', ' order by vt.name) from application_team_assignments ata join volunteer_teams vt on vt.id = ata.team_id where ata.application_id = a.id),
null, null, null, null, null, a.status::text, exists (select 1 from gate_entries g where g.edition_id = :editionId and g.checkpoint = :checkpoint
and g.subject_kind = 'VOLUNTEER' and g.subject_id = a.id and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null), (select json_build_object('accepted', s.accepted) from volunteer_meal_selections s where s.volunteer_id = a.id and s.meal_id = :mealId)
from edition_volunteer_applications a join users u on u.id = a.user_id
where a.edition_id = :editionId and {{volunteerWords}}
order by u.nom, u.prenom, a.id limit :max)
union all
(select 'ARTIST', r.id, coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), ''),
(select string_agg(s.title, ', ' order by s.start_date_time) from show_artists sa join shows s on s.id = sa.show_id where sa.artist_id = r.id),
null, null, null, null, null, null, exists (select 1 from gate_entries g where g.edition_id = :editionId and g.checkpoint = :checkpoint
and g.subject_kind = 'ARTIST' and g.subject_id = r.id and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null), (select json_build_object('accepted', s.accepted) from artist_meal_selections s where s.artist_id = r.id and s.meal_id = :mealId)
from edition_artists r left join users u on u.id = r.user_id
where r.edition_id = :editionId and {{artistWords}}
order by r.stage_name, r.id limit :max);
-- CanteenRepository.search {{ticketWords}} repeated, joined by ' and '
w.search_text like ticketing_search_fold(:word) escape '\'
-- CanteenRepository.search {{number}}
or nd.id = :number
-- CanteenRepository.search {{volunteerWords}} repeated, joined by ' and '
ticketing_search_fold(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '') || ' ' || u.pseudo || ' ' || u.email) like ticketing_search_fold(:word) escape '\'
-- CanteenRepository.search {{artistWords}} repeated, joined by ' and '
ticketing_search_fold(coalesce(r.stage_name, '') || ' ' || coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '') || ' ' || coalesce(u.pseudo, '') || ' ' || coalesce(u.email, r.invited_email, '')) like ticketing_search_fold(:word) escape '\'

-- CanteenRepository.copy
select translate(rtrim(encode(substr(sha256(convert_to(i.qr_code, 'UTF8')), 1, 12), 'base64'), '='), '+/', '-_') as h, 'TICKET' as k, i.id as i, trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as n, i.state, o.source::text as source,
null as status, true as accepted, null::dietary_preference as d, null as a, null::allergy_severity as v, false as l, '{}'::text[] as r, s.consumed_at as e
from ticketing_order_item_meals s join ticketing_order_items i on i.id = s.order_item_id join ticketing_orders o on o.id = i.order_id
where s.meal_id = :mealId and i.edition_id = :editionId and i.qr_code is not null
union all
select translate(rtrim(encode(substr(sha256(convert_to(a.qr_token, 'UTF8')), 1, 12), 'base64'), '='), '+/', '-_'), 'VOLUNTEER', a.id, coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), null, null, a.status::text, s.accepted, a.dietary_preference, a.allergies, a.allergy_severity, false,
array(select r.name from volunteer_meal_returnable_items vr join ticketing_returnable_items r on r.id = vr.returnable_item_id where vr.meal_id = :mealId order by r.name, r.id), s.consumed_at
from volunteer_meal_selections s join edition_volunteer_applications a on a.id = s.volunteer_id join users u on u.id = a.user_id
where s.meal_id = :mealId and a.edition_id = :editionId and a.qr_token is not null
union all
select translate(rtrim(encode(substr(sha256(convert_to(r.qr_token, 'UTF8')), 1, 12), 'base64'), '='), '+/', '-_'), 'ARTIST', r.id, coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), ''), null, null, null, s.accepted, r.dietary_preference, r.allergies, r.allergy_severity, s.after_show, '{}'::text[], s.consumed_at
from artist_meal_selections s join edition_artists r on r.id = s.artist_id left join users u on u.id = r.user_id
where s.meal_id = :mealId and r.edition_id = :editionId and r.qr_token is not null;
