-- Generated from modules/gate/gate.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- GateRepository.person
{{person}};
-- GateRepository.person {{person}} TICKET
select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name,
case when t.id is null then null else json_build_object('id', t.id, 'name', coalesce(t.custom_name, t.name), 'validFrom', t.valid_from, 'validUntil', t.valid_until) end as tier,
array(select x.name || coalesce(' (' || (select string_agg(c->>'answer', ', ') from jsonb_array_elements(case when jsonb_typeof(io.custom_fields) = 'array' then io.custom_fields else '[]'::jsonb end) c) || ')', '')
from ticketing_order_item_options io join ticketing_options x on x.id = io.option_id where io.item_id = i.id order by x.position, x.id) as options,
coalesce(o.external_id, o.id::text) as "orderNumber", '{}'::text[] as teams, '{}'::text[] as shows,
coalesce((select json_agg(json_build_object('label', cf.label, 'answer', a->>'answer') order by cf.id)
from jsonb_array_elements((case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end)) a join ticketing_tier_custom_fields cf on cf.id::text = a->>'customFieldId'
where cf.show_at_gate and cf.edition_id = :editionId and coalesce(a->>'answer', '') <> ''), '[]'::json) as answers,
array(select r.name from ticketing_returnable_items r where r.id in (
select tr.returnable_item_id from ticketing_tier_returnable_items tr where tr.tier_id = i.tier_id
union select orr.returnable_item_id from ticketing_order_item_options io join ticketing_option_returnable_items orr on orr.option_id = io.option_id where io.item_id = i.id
union select cr.returnable_item_id from ticketing_tier_custom_field_returnable_items cr, jsonb_array_elements((case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end)) a
where a->>'customFieldId' = cr.custom_field_id::text and a->>'answer' = cr.choice_value)
order by r.name, r.id) as returnables,
coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
from ticketing_order_item_meals ms join volunteer_meals m on m.id = ms.meal_id where ms.order_item_id = i.id and m.enabled), '[]'::json) as meals,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'TICKET' and g.subject_id = i.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
where i.id = :subjectId and i.edition_id = :editionId
-- GateRepository.person {{person}} VOLUNTEER
select coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo) as name, null::json as tier, '{}'::text[] as options, null as "orderNumber", '[]'::json as answers,
array(select vt.name from application_team_assignments ata join volunteer_teams vt on vt.id = ata.team_id where ata.application_id = a.id order by vt.name, vt.id) as teams,
'{}'::text[] as shows,
array(select r.name from ticketing_returnable_items r where r.id in (
select vr.returnable_item_id from application_team_assignments ata join edition_volunteer_returnable_items vr on vr.team_id = ata.team_id where ata.application_id = a.id)
order by r.name, r.id) as returnables,
coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
from volunteer_meal_selections ms join volunteer_meals m on m.id = ms.meal_id where ms.volunteer_id = a.id and m.enabled and ms.accepted), '[]'::json) as meals,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'VOLUNTEER' and g.subject_id = a.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from edition_volunteer_applications a join users u on u.id = a.user_id
where a.id = :subjectId and a.edition_id = :editionId
-- GateRepository.person {{person}} ARTIST
select coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), '') as name, null::json as tier, '{}'::text[] as options, null as "orderNumber", '{}'::text[] as teams, '[]'::json as answers,
array(select s.title from show_artists sa join shows s on s.id = sa.show_id where sa.artist_id = r.id order by s.start_date_time, s.id) as shows,
array(select ri.name from ticketing_returnable_items ri where ri.id in (
select sr.returnable_item_id from show_artists sa join show_returnable_items sr on sr.show_id = sa.show_id where sa.artist_id = r.id)
order by ri.name, ri.id) as returnables,
coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
from artist_meal_selections ms join volunteer_meals m on m.id = ms.meal_id where ms.artist_id = r.id and m.enabled and ms.accepted), '[]'::json) as meals,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'ARTIST' and g.subject_id = r.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from edition_artists r left join users u on u.id = r.user_id
where r.id = :subjectId and r.edition_id = :editionId
-- GateRepository.person {{stored}}
, (select json_build_object('entryId', g.id, 'checkpoint', g.checkpoint, 'kind', g.subject_kind, 'subjectId', g.subject_id, 'action', g.action, 'conflict', g.conflict)
from gate_entries g where g.edition_id = :editionId and g.client_id = :clientId) as stored

-- GateRepository.lookup
with f as (select f.kind, f.id, f.edition_id as "editionId", e.name as "editionName", f.state, f.source, f.valid_from as "validFrom", f.valid_until as "validUntil",
f.order_id as "orderId", f.payment_method as "paymentMethod", f.order_amount as "orderAmount", f.status
from ({{source}}) f join editions e on e.id = f.edition_id
order by f.edition_id = :editionId desc limit 1)
select f.*, coalesce(pt.person, pv.person, pa.person) as person from f
left join lateral (select to_json(p) as person from (select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name,
case when t.id is null then null else json_build_object('id', t.id, 'name', coalesce(t.custom_name, t.name), 'validFrom', t.valid_from, 'validUntil', t.valid_until) end as tier,
array(select x.name || coalesce(' (' || (select string_agg(c->>'answer', ', ') from jsonb_array_elements(case when jsonb_typeof(io.custom_fields) = 'array' then io.custom_fields else '[]'::jsonb end) c) || ')', '')
from ticketing_order_item_options io join ticketing_options x on x.id = io.option_id where io.item_id = i.id order by x.position, x.id) as options,
coalesce(o.external_id, o.id::text) as "orderNumber", '{}'::text[] as teams, '{}'::text[] as shows,
coalesce((select json_agg(json_build_object('label', cf.label, 'answer', a->>'answer') order by cf.id)
from jsonb_array_elements((case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end)) a join ticketing_tier_custom_fields cf on cf.id::text = a->>'customFieldId'
where cf.show_at_gate and cf.edition_id = :editionId and coalesce(a->>'answer', '') <> ''), '[]'::json) as answers,
array(select r.name from ticketing_returnable_items r where r.id in (
select tr.returnable_item_id from ticketing_tier_returnable_items tr where tr.tier_id = i.tier_id
union select orr.returnable_item_id from ticketing_order_item_options io join ticketing_option_returnable_items orr on orr.option_id = io.option_id where io.item_id = i.id
union select cr.returnable_item_id from ticketing_tier_custom_field_returnable_items cr, jsonb_array_elements((case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end)) a
where a->>'customFieldId' = cr.custom_field_id::text and a->>'answer' = cr.choice_value)
order by r.name, r.id) as returnables,
coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
from ticketing_order_item_meals ms join volunteer_meals m on m.id = ms.meal_id where ms.order_item_id = i.id and m.enabled), '[]'::json) as meals,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'TICKET' and g.subject_id = i.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
where i.id = f.id and i.edition_id = :editionId) p where f.kind = 'TICKET' and f."editionId" = :editionId) pt on true
left join lateral (select to_json(p) as person from (select coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo) as name, null::json as tier, '{}'::text[] as options, null as "orderNumber", '[]'::json as answers,
array(select vt.name from application_team_assignments ata join volunteer_teams vt on vt.id = ata.team_id where ata.application_id = a.id order by vt.name, vt.id) as teams,
'{}'::text[] as shows,
array(select r.name from ticketing_returnable_items r where r.id in (
select vr.returnable_item_id from application_team_assignments ata join edition_volunteer_returnable_items vr on vr.team_id = ata.team_id where ata.application_id = a.id)
order by r.name, r.id) as returnables,
coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
from volunteer_meal_selections ms join volunteer_meals m on m.id = ms.meal_id where ms.volunteer_id = a.id and m.enabled and ms.accepted), '[]'::json) as meals,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'VOLUNTEER' and g.subject_id = a.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from edition_volunteer_applications a join users u on u.id = a.user_id
where a.id = f.id and a.edition_id = :editionId) p where f.kind = 'VOLUNTEER' and f."editionId" = :editionId) pv on true
left join lateral (select to_json(p) as person from (select coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), '') as name, null::json as tier, '{}'::text[] as options, null as "orderNumber", '{}'::text[] as teams, '[]'::json as answers,
array(select s.title from show_artists sa join shows s on s.id = sa.show_id where sa.artist_id = r.id order by s.start_date_time, s.id) as shows,
array(select ri.name from ticketing_returnable_items ri where ri.id in (
select sr.returnable_item_id from show_artists sa join show_returnable_items sr on sr.show_id = sa.show_id where sa.artist_id = r.id)
order by ri.name, ri.id) as returnables,
coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
from artist_meal_selections ms join volunteer_meals m on m.id = ms.meal_id where ms.artist_id = r.id and m.enabled and ms.accepted), '[]'::json) as meals,
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'ARTIST' and g.subject_id = r.id
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as entry {{stored}}
from edition_artists r left join users u on u.id = r.user_id
where r.id = f.id and r.edition_id = :editionId) p where f.kind = 'ARTIST' and f."editionId" = :editionId) pa on true;
-- GateRepository.lookup {{source}} code
select 'TICKET' as kind, i.id, i.edition_id, i.state, o.source::text as source, t.valid_from, t.valid_until,
o.id as order_id, o.payment_method::text as payment_method, o.amount as order_amount, null::text as status
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id where i.qr_code = :code union all select 'VOLUNTEER' as kind, a.id, a.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, a.status::text as status
from edition_volunteer_applications a where a.qr_token = :code union all select 'ARTIST' as kind, r.id, r.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, null as status
from edition_artists r where r.qr_token = :code
-- GateRepository.lookup {{source}} TICKET
select 'TICKET' as kind, i.id, i.edition_id, i.state, o.source::text as source, t.valid_from, t.valid_until,
o.id as order_id, o.payment_method::text as payment_method, o.amount as order_amount, null::text as status
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id where i.id = :subjectId and i.edition_id = :editionId
-- GateRepository.lookup {{source}} VOLUNTEER
select 'VOLUNTEER' as kind, a.id, a.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, a.status::text as status
from edition_volunteer_applications a where a.id = :subjectId and a.edition_id = :editionId
-- GateRepository.lookup {{source}} ARTIST
select 'ARTIST' as kind, r.id, r.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
null::int as order_id, null as payment_method, null::int as order_amount, null as status
from edition_artists r where r.id = :subjectId and r.edition_id = :editionId
-- GateRepository.lookup {{stored}}
, (select json_build_object('entryId', g.id, 'checkpoint', g.checkpoint, 'kind', g.subject_kind, 'subjectId', g.subject_id, 'action', g.action, 'conflict', g.conflict)
from gate_entries g where g.edition_id = :editionId and g.client_id = :clientId) as stored

-- GateRepository.stored
select g.id as "entryId", g.checkpoint, g.subject_kind as kind, g.subject_id as "subjectId", g.action, g.conflict
from gate_entries g where g.edition_id = :editionId and g.client_id = :clientId;

-- GateRepository.inForce
select {{entry}} as entry;
-- GateRepository.inForce {{entry}} TICKET
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'TICKET' and g.subject_id = :subjectId
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)
-- GateRepository.inForce {{entry}} VOLUNTEER
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'VOLUNTEER' and g.subject_id = :subjectId
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)
-- GateRepository.inForce {{entry}} ARTIST
(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
from gate_entries g left join users gu on gu.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = 'ARTIST' and g.subject_id = :subjectId
and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)

-- GateRepository.enter
with ins as (
insert into gate_entries (edition_id, checkpoint, subject_kind, subject_id, action, client_id, device_id, at, by_id, offline, conflict)
values (:editionId, 'GATE', :kind::gate_subject_kind, :subjectId, 'ENTRY', :clientId, :deviceId, :at, :userId, :offline, :conflict)
on conflict do nothing
returning id, at
) {{subject}} {{pay}}
select ins.id, ins.at, (select pseudo from users where id = :userId) as by from ins;
-- GateRepository.enter {{subject}} TICKET
, subject as (update ticketing_order_items set entry_validated = true, entry_validated_at = ins.at, entry_validated_by_id = :userId, updated_at = now() from ins where ticketing_order_items.id = :subjectId)
-- GateRepository.enter {{subject}} VOLUNTEER
, subject as (update edition_volunteer_applications set entry_validated = true, entry_validated_at = ins.at, entry_validated_by_id = :userId, updated_at = now() from ins where edition_volunteer_applications.id = :subjectId)
-- GateRepository.enter {{subject}} ARTIST
, subject as (update edition_artists set entry_validated = true, entry_validated_at = ins.at, entry_validated_by_id = :userId, updated_at = now() from ins where edition_artists.id = :subjectId)
-- GateRepository.enter {{pay}}
, paid as (update ticketing_orders o set payment_method = :paymentMethod::ticketing_payment_method, updated_at = now()
from ins where o.id = :orderId and o.payment_method is null)

-- GateRepository.entryForUndo
select id, checkpoint, subject_kind as kind, subject_id as "subjectId", action, conflict, undone_by_id is not null as undone
from gate_entries where id = :entryId and edition_id = :editionId and checkpoint = 'GATE' for update;

-- GateRepository.undo
with ins as (
insert into gate_entries (edition_id, checkpoint, subject_kind, subject_id, action, client_id, device_id, at, by_id, undoes_id)
values (:editionId, 'GATE', :kind::gate_subject_kind, :subjectId, 'UNDO', :clientId, :deviceId, now(), :userId, :entryId)
returning id
), taken as (update gate_entries g set undone_by_id = ins.id from ins where g.id = :entryId) {{subject}}
select id from ins;
-- GateRepository.undo {{subject}} TICKET
, subject as (update ticketing_order_items set entry_validated = false, entry_validated_at = null, entry_validated_by_id = null, updated_at = now() where ticketing_order_items.id = :subjectId)
-- GateRepository.undo {{subject}} VOLUNTEER
, subject as (update edition_volunteer_applications set entry_validated = false, entry_validated_at = null, entry_validated_by_id = null, updated_at = now() where edition_volunteer_applications.id = :subjectId)
-- GateRepository.undo {{subject}} ARTIST
, subject as (update edition_artists set entry_validated = false, entry_validated_at = null, entry_validated_by_id = null, updated_at = now() where edition_artists.id = :subjectId)

-- GateRepository.history
select g.id, g.checkpoint, g.action, g.at, g.recorded_at as "recordedAt", u.pseudo as by, g.device_id as "deviceId", g.offline, g.conflict, g.undone_by_id is not null as undone
from gate_entries g left join users u on u.id = g.by_id
where g.edition_id = :editionId and g.checkpoint = 'GATE' and g.subject_kind = :kind::gate_subject_kind and g.subject_id = :subjectId
order by g.recorded_at desc, g.id desc;

-- GateRepository.search
(select 'TICKET' as kind, i.id, trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name, coalesce(t.custom_name, t.name) as detail,
coalesce(o.external_id, o.id::text) as "orderNumber", i.state, o.source::text as source, t.valid_from as "validFrom", t.valid_until as "validUntil", null as status,
exists (select 1 from gate_entries g where g.edition_id = :editionId and g.checkpoint = 'GATE'
and g.subject_kind = 'TICKET' and g.subject_id = i.id and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null) as "inForce"
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
where i.edition_id = :editionId and i.id in (
select w.id from ticketing_order_items w where w.edition_id = :editionId and {{ticketWords}}
union select n.id from ticketing_order_items n join ticketing_orders nd on nd.id = n.order_id where nd.edition_id = :editionId and (nd.external_id = :q {{number}}))
order by i.last_name, i.first_name, i.id limit :max)
union all
(select 'VOLUNTEER', a.id, coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), (select string_agg(vt.name, ', ' order by vt.name) from application_team_assignments ata join volunteer_teams vt on vt.id = ata.team_id where ata.application_id = a.id),
null, null, null, null, null, a.status::text, exists (select 1 from gate_entries g where g.edition_id = :editionId and g.checkpoint = 'GATE'
and g.subject_kind = 'VOLUNTEER' and g.subject_id = a.id and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)
from edition_volunteer_applications a join users u on u.id = a.user_id
where a.edition_id = :editionId and {{volunteerWords}}
order by u.nom, u.prenom, a.id limit :max)
union all
(select 'ARTIST', r.id, coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), ''),
(select string_agg(s.title, ', ' order by s.start_date_time) from show_artists sa join shows s on s.id = sa.show_id where sa.artist_id = r.id),
null, null, null, null, null, null, exists (select 1 from gate_entries g where g.edition_id = :editionId and g.checkpoint = 'GATE'
and g.subject_kind = 'ARTIST' and g.subject_id = r.id and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)
from edition_artists r left join users u on u.id = r.user_id
where r.edition_id = :editionId and {{artistWords}}
order by r.stage_name, r.id limit :max);
-- GateRepository.search {{ticketWords}} repeated, joined by ' and '
w.search_text like ticketing_search_fold(:word) escape '\'
-- GateRepository.search {{number}}
or nd.id = :number
-- GateRepository.search {{volunteerWords}} repeated, joined by ' and '
ticketing_search_fold(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '') || ' ' || u.pseudo || ' ' || u.email) like ticketing_search_fold(:word) escape '\'
-- GateRepository.search {{artistWords}} repeated, joined by ' and '
ticketing_search_fold(coalesce(r.stage_name, '') || ' ' || coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '') || ' ' || coalesce(u.pseudo, '') || ' ' || coalesce(u.email, r.invited_email, '')) like ticketing_search_fold(:word) escape '\'
