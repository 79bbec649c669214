-- Generated from modules/ticketing/sync.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- SyncTransaction.writeTiers
with v as (select * from jsonb_to_recordset(:tiers::jsonb) as v(external_id text, name text, description text, price int, min_amount int, index int, sync_hash text)),
base as (select coalesce(max(position) + 1, 0) as p from ticketing_tiers where edition_id = :editionId)
insert into ticketing_tiers as t (edition_id, external_ticketing_id, external_id, name, description, price, min_amount, position, sync_hash)
select :editionId, :externalId, v.external_id, v.name, v.description, v.price, v.min_amount, base.p + v.index, v.sync_hash from v cross join base
on conflict (edition_id, external_id) do update set
external_ticketing_id = excluded.external_ticketing_id, name = excluded.name, description = excluded.description, price = excluded.price,
min_amount = excluded.min_amount, is_active = case when t.sync_hash is null then true else t.is_active end, sync_hash = excluded.sync_hash, updated_at = now()
where t.sync_hash is distinct from excluded.sync_hash;

-- SyncTransaction.deactivateVanishedTiers
update ticketing_tiers set is_active = false, sync_hash = null, updated_at = now()
where edition_id = :editionId and external_id is not null and sync_hash is not null and external_id <> all(:externalIds::text[]);

-- SyncTransaction.writeCustomFields
with v as (select * from jsonb_to_recordset(:fields::jsonb) as v(external_id text, label text, type text, is_required boolean, "values" jsonb, sync_hash text))
insert into ticketing_tier_custom_fields as f (edition_id, external_ticketing_id, external_id, label, type, is_required, "values", sync_hash)
select :editionId, :externalId, v.external_id, v.label, v.type, v.is_required, v."values", v.sync_hash from v
on conflict (edition_id, external_id) do update set
external_ticketing_id = excluded.external_ticketing_id, label = excluded.label, type = excluded.type, is_required = excluded.is_required,
"values" = excluded."values", is_active = case when f.sync_hash is null then true else f.is_active end, sync_hash = excluded.sync_hash
where f.sync_hash is distinct from excluded.sync_hash;

-- SyncTransaction.deactivateVanishedCustomFields
update ticketing_tier_custom_fields set is_active = false, sync_hash = null
where edition_id = :editionId and external_id is not null and sync_hash is not null and external_id <> all(:externalIds::text[]);

-- SyncTransaction.writeOptions
with v as (select * from jsonb_to_recordset(:options::jsonb) as v(external_id text, name text, description text, price int, is_required boolean, index int, sync_hash text)),
base as (select coalesce(max(position) + 1, 0) as p from ticketing_options where edition_id = :editionId)
insert into ticketing_options as o (edition_id, external_ticketing_id, external_id, name, description, type, is_required, price, position, sync_hash)
select :editionId, :externalId, v.external_id, v.name, v.description, 'Checkbox', v.is_required, v.price, base.p + v.index, v.sync_hash from v cross join base
on conflict (edition_id, external_id) do update set
external_ticketing_id = excluded.external_ticketing_id, name = excluded.name, description = excluded.description, is_required = excluded.is_required,
price = excluded.price, is_active = case when o.sync_hash is null then true else o.is_active end, sync_hash = excluded.sync_hash
where o.sync_hash is distinct from excluded.sync_hash;

-- SyncTransaction.deactivateVanishedOptions
update ticketing_options set is_active = false, sync_hash = null
where edition_id = :editionId and external_id is not null and sync_hash is not null and external_id <> all(:externalIds::text[]);

-- SyncTransaction.writeAssociations
insert into ticketing_tier_custom_field_associations (tier_id, custom_field_id)
select t.id, f.id from jsonb_to_recordset(:pairs::jsonb) as v(tier text, field text)
join ticketing_tiers t on t.edition_id = :editionId and t.external_id = v.tier
join ticketing_tier_custom_fields f on f.edition_id = :editionId and f.external_id = v.field
on conflict (tier_id, custom_field_id) do nothing;

-- SyncTransaction.dropVanishedAssociations
delete from ticketing_tier_custom_field_associations a using ticketing_tiers t, ticketing_tier_custom_fields f
where a.tier_id = t.id and a.custom_field_id = f.id and t.edition_id = :editionId and t.external_id = any(:tierIds::text[]) and f.external_id is not null
and not exists (select 1 from jsonb_to_recordset(:pairs::jsonb) as v(tier text, field text) where v.tier = t.external_id and v.field = f.external_id);

-- SyncTransaction.writeOrders
with v as (
select * from jsonb_to_recordset(:orders::jsonb) as v(external_id text, payer_first_name text, payer_last_name text, payer_email text, amount int,
status text, order_date timestamptz, external_updated_at timestamptz, sync_hash text)
), before as (
select b.external_id, b.status::text as status from ticketing_orders b where b.edition_id = :editionId and b.external_id in (select external_id from v)
), written as (
insert into ticketing_orders as o (edition_id, external_ticketing_id, external_id, source, payer_first_name, payer_last_name, payer_email, amount, status,
order_date, external_updated_at, sync_hash)
select :editionId, :externalId, v.external_id, 'SYNCED', v.payer_first_name, v.payer_last_name, v.payer_email, v.amount, v.status::ticketing_order_status,
v.order_date, v.external_updated_at, v.sync_hash from v
on conflict (edition_id, external_id) do update set
external_ticketing_id = excluded.external_ticketing_id, payer_first_name = excluded.payer_first_name, payer_last_name = excluded.payer_last_name,
payer_email = excluded.payer_email, amount = excluded.amount, status = excluded.status, order_date = excluded.order_date,
external_updated_at = excluded.external_updated_at, sync_hash = excluded.sync_hash, updated_at = now()
where o.sync_hash is distinct from excluded.sync_hash
returning o.id, o.external_id, o.status::text as status
)
select w.id, w.external_id as "externalId", w.status, b.status as before from written w left join before b on b.external_id = w.external_id;

-- SyncTransaction.writeItems
with v as (
select * from jsonb_to_recordset(:items::jsonb) as v(order_external_id text, external_id text, tier_id int, first_name text, last_name text, email text,
name text, type text, amount int, state text, qr_code text, new_qr text, custom_fields jsonb, sync_hash text)
)
insert into ticketing_order_items as i (order_id, edition_id, tier_id, external_id, first_name, last_name, email, name, type, amount, state, qr_code,
custom_fields, sync_hash)
select o.id, :editionId, v.tier_id, v.external_id, v.first_name, v.last_name, v.email, v.name, v.type, v.amount, v.state, coalesce(v.qr_code, v.new_qr),
v.custom_fields, v.sync_hash
from v join ticketing_orders o on o.edition_id = :editionId and o.external_id = v.order_external_id
on conflict (edition_id, external_id) do update set
order_id = excluded.order_id, tier_id = excluded.tier_id, first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
name = excluded.name, type = excluded.type, amount = excluded.amount, state = excluded.state,
qr_code = coalesce((select q.qr_code from v q where q.external_id = excluded.external_id), i.qr_code),
custom_fields = excluded.custom_fields, sync_hash = excluded.sync_hash, updated_at = now()
where i.sync_hash is distinct from excluded.sync_hash
returning i.id, i.external_id as "externalId";

-- SyncTransaction.deleteItemOptions
delete from ticketing_order_item_options where item_id = any(:itemIds::int[]);

-- SyncTransaction.writeItemOptions
insert into ticketing_order_item_options (item_id, option_id, amount, custom_fields)
select i.id, v.option_id, v.amount, v.custom_fields
from jsonb_to_recordset(:options::jsonb) as v(item_external_id text, option_id int, amount int, custom_fields jsonb)
join ticketing_order_items i on i.edition_id = :editionId and i.external_id = v.item_external_id
on conflict (item_id, option_id) do nothing;

-- SyncTransaction.deleteVanishedItems
update ticketing_order_items set state = 'Deleted', sync_hash = null, updated_at = now()
where edition_id = :editionId and order_id = any(:orderIds::int[]) and external_id is not null and external_id <> all(:externalIds::text[]) and state <> 'Deleted';

-- SyncTransaction.holdRunning
select id from ticketing_sync_runs where id = :runId and status = :running for no key update;

-- SyncTransaction.progress
update ticketing_sync_runs set pages_done = pages_done + :pages, items_done = items_done + :items, created = created + :created, updated = updated + :updated,
cancelled = cancelled + :cancelled, unchanged = unchanged + :unchanged, skipped = skipped + :skipped, resume_state = :state::jsonb, progressed_at = now()
where id = :runId and status = :running returning id;

-- SyncRepository.unfinishedRunIds
select id from ticketing_sync_runs where status = :running or (status = :queued and queued_at < now() - interval '10 minutes') order by id;

-- SyncRepository.claim
update ticketing_sync_runs set status = :running, started_at = coalesce(started_at, now()), progressed_at = now() where id = :runId and status in (:queued, :running)
returning id, edition_id as "editionId", started_at as "startedAt", resume_state as "resumeState";

-- SyncRepository.settingsOf
select x.id as "externalId", x.provider, x.status, x.synced_until as "syncedUntil", h.client_id as "clientId", h.client_secret as "clientSecret",
h.organization_slug as "organizationSlug", h.form_type as "formType", h.form_slug as "formSlug", h.api_base_url as "apiBaseUrl"
from external_ticketings x left join helloasso_configs h on h.external_ticketing_id = x.id where x.edition_id = :editionId;

-- SyncRepository.start
update ticketing_sync_runs set changed_since = :changedSince, resume_state = :state::jsonb, progressed_at = now() where id = :runId and status = :running;

-- SyncRepository.catalogueIds
select 't' as kind, external_id as "externalId", id from ticketing_tiers where edition_id = :editionId and external_id is not null
union all select 'o', external_id, id from ticketing_options where edition_id = :editionId and external_id is not null
union all select 'f', external_id, id from ticketing_tier_custom_fields where edition_id = :editionId and external_id is not null;

-- SyncRepository.finishRun
update ticketing_sync_runs set status = :status, error = :error, finished_at = now(), resume_state = null
where id = :runId and status = :running and (:stalledForMs::int is null or coalesce(progressed_at, started_at, queued_at) < now() - make_interval(secs => :stalledForMs::int / 1000.0))
returning id;

-- SyncRepository.recordOutcome
update external_ticketings x set last_sync_at = now(), synced_until = coalesce(:syncedUntil, x.synced_until), status = :status, last_error = :error, updated_at = now()
from (select id, status from external_ticketings where edition_id = :editionId for update) old
where x.id = old.id and x.status <> :inactive returning old.status as before;

-- SyncRepository.stalledRuns
select id, edition_id as "editionId" from ticketing_sync_runs
where status = :running and (:editionId::int is null or edition_id = :editionId) and coalesce(progressed_at, started_at, queued_at) < now() - make_interval(secs => :stalledForMs::int / 1000.0)
order by id;

-- SyncRepository.cancelActive
update ticketing_sync_runs set status = :cancelled, finished_at = now(), resume_state = null where edition_id = :editionId and status in (:queued, :running) returning id;

-- SyncRepository.editionName
select name from editions where id = :editionId;

-- SyncRepository.activeRun
select r.id, r.edition_id as "editionId", r.trigger, r.status, r.requested_by_id as "requestedById", u.pseudo as "requestedByPseudo",
r.queued_at as "queuedAt", r.started_at as "startedAt", r.finished_at as "finishedAt", r.changed_since as "changedSince",
r.pages_done as "pagesDone", r.items_done as "itemsDone", r.created, r.updated, r.cancelled, r.unchanged, r.skipped, r.error
from ticketing_sync_runs r left join users u on u.id = r.requested_by_id where r.edition_id = :editionId and r.status in (:queued, :running);

-- SyncRepository.run
select r.id, r.edition_id as "editionId", r.trigger, r.status, r.requested_by_id as "requestedById", u.pseudo as "requestedByPseudo",
r.queued_at as "queuedAt", r.started_at as "startedAt", r.finished_at as "finishedAt", r.changed_since as "changedSince",
r.pages_done as "pagesDone", r.items_done as "itemsDone", r.created, r.updated, r.cancelled, r.unchanged, r.skipped, r.error
from ticketing_sync_runs r left join users u on u.id = r.requested_by_id where r.edition_id = :editionId and r.id = :runId;

-- SyncRepository.runs
select r.id, r.edition_id as "editionId", r.trigger, r.status, r.requested_by_id as "requestedById", u.pseudo as "requestedByPseudo",
r.queued_at as "queuedAt", r.started_at as "startedAt", r.finished_at as "finishedAt", r.changed_since as "changedSince",
r.pages_done as "pagesDone", r.items_done as "itemsDone", r.created, r.updated, r.cancelled, r.unchanged, r.skipped, r.error
from ticketing_sync_runs r left join users u on u.id = r.requested_by_id where r.edition_id = :editionId order by r.queued_at desc, r.id desc limit :limit offset :offset;

-- SyncRepository.runCount
select count(*)::int as total from ticketing_sync_runs where edition_id = :editionId;

-- SyncRepository.forgetQuietRuns
delete from ticketing_sync_runs where trigger in (:schedule, :webhook) and status = :succeeded and created = 0 and updated = 0 and cancelled = 0 and skipped = 0
and finished_at < now() - make_interval(days => :days) returning id;

-- SyncRepository.externalOfWebhookToken
select edition_id as "editionId", id as "externalId", provider, status from external_ticketings where webhook_token = :token;
