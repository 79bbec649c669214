import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { newSecret } from '../../core/crypto/new-secret';
import { defineSql, query } from '../../core/database/sql';
import { intArray, textArray } from '../../core/database/sql-params';
import { JobQueue } from '../../core/jobs/job-queue';
import type { Catalogue, CatalogueIds, ItemRow, MappedOrder } from './helloasso-mapping';
import type { SyncRunRow } from './sync.dto';
import type { ResumeState } from './sync-rules';
import { ExternalTicketingStatus, SyncStatus, SyncTrigger, TicketingOrderStatus, TicketingProvider } from './ticketing-fields';

/** The pg-boss queue of sync runs; a job carries the run's id. */
export const SYNC_QUEUE = 'ticketing-sync';
export interface SyncJob {
  runId: number;
}

/** Namespace of the advisory locks held by the worker running a run (the second key is the run's id). */
const RUN_LOCK_NAMESPACE = 0x7469636b;

const RUN_SELECT = `r.id, r.edition_id as "editionId", r.trigger, r.status, r.requested_by_id as "requestedById", u.pseudo as "requestedByPseudo",
  r.queued_at as "queuedAt", r.started_at as "startedAt", r.finished_at as "finishedAt", r.changed_since as "changedSince",
  r.pages_done as "pagesDone", r.items_done as "itemsDone", r.created, r.updated, r.cancelled, r.unchanged, r.skipped, r.error
  from ticketing_sync_runs r left join users u on u.id = r.requested_by_id`;

/** What a run needs of the edition's connection. */
export interface SyncSettingsRow {
  externalId: number;
  provider: TicketingProvider;
  status: ExternalTicketingStatus;
  syncedUntil: Date | null;
  clientId: string | null;
  clientSecret: string | null;
  organizationSlug: string | null;
  formType: string | null;
  formSlug: string | null;
  apiBaseUrl: string | null;
}

/** A run as its worker claims it. */
export interface ClaimedRun {
  id: number;
  editionId: number;
  startedAt: Date;
  resumeState: unknown;
}

/** What a page (or a set of orders) changed. */
export interface PageCounts {
  items: number;
  created: number;
  updated: number;
  cancelled: number;
  unchanged: number;
  skipped: number;
}

/** The advisory lock of a run held by this process (on a connection of its own) while it runs it. */
export interface RunLease {
  /** The lock's connection broke: another worker may take the run. */
  lost(): boolean;
  release(): Promise<void>;
}

/** Whether a database error is about the data written (a value, a key, a row twice), not the database's state. */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^(21|22|23)[0-9A-Z]{3}$/.test(code);
}

const WRITE_TIERS = defineSql(
  'SyncTransaction.writeTiers',
  `with v as (select * from jsonb_to_recordset(:tiers::jsonb) as v(external_id text, name text, description text, price int, min_amount int, index int, sync_hash text)),
       base as (select coalesce(max(position) + 1, 0) as p from ticketing_tiers where edition_id = :editionId)
     insert into ticketing_tiers as t (edition_id, external_ticketing_id, external_id, name, description, price, min_amount, position, sync_hash)
     select :editionId, :externalId, v.external_id, v.name, v.description, v.price, v.min_amount, base.p + v.index, v.sync_hash from v cross join base
     on conflict (edition_id, external_id) do update set
       external_ticketing_id = excluded.external_ticketing_id, name = excluded.name, description = excluded.description, price = excluded.price,
       min_amount = excluded.min_amount, is_active = case when t.sync_hash is null then true else t.is_active end, sync_hash = excluded.sync_hash, updated_at = now()
     where t.sync_hash is distinct from excluded.sync_hash`,
);

const DEACTIVATE_VANISHED_TIERS = defineSql(
  'SyncTransaction.deactivateVanishedTiers',
  `update ticketing_tiers set is_active = false, sync_hash = null, updated_at = now()
     where edition_id = :editionId and external_id is not null and sync_hash is not null and external_id <> all(:externalIds::text[])`,
);

const WRITE_CUSTOM_FIELDS = defineSql(
  'SyncTransaction.writeCustomFields',
  `with v as (select * from jsonb_to_recordset(:fields::jsonb) as v(external_id text, label text, type text, is_required boolean, "values" jsonb, sync_hash text))
     insert into ticketing_tier_custom_fields as f (edition_id, external_ticketing_id, external_id, label, type, is_required, "values", sync_hash)
     select :editionId, :externalId, v.external_id, v.label, v.type, v.is_required, v."values", v.sync_hash from v
     on conflict (edition_id, external_id) do update set
       external_ticketing_id = excluded.external_ticketing_id, label = excluded.label, type = excluded.type, is_required = excluded.is_required,
       "values" = excluded."values", is_active = case when f.sync_hash is null then true else f.is_active end, sync_hash = excluded.sync_hash
     where f.sync_hash is distinct from excluded.sync_hash`,
);

const DEACTIVATE_VANISHED_CUSTOM_FIELDS = defineSql(
  'SyncTransaction.deactivateVanishedCustomFields',
  `update ticketing_tier_custom_fields set is_active = false, sync_hash = null
     where edition_id = :editionId and external_id is not null and sync_hash is not null and external_id <> all(:externalIds::text[])`,
);

const WRITE_OPTIONS = defineSql(
  'SyncTransaction.writeOptions',
  `with v as (select * from jsonb_to_recordset(:options::jsonb) as v(external_id text, name text, description text, price int, is_required boolean, index int, sync_hash text)),
       base as (select coalesce(max(position) + 1, 0) as p from ticketing_options where edition_id = :editionId)
     insert into ticketing_options as o (edition_id, external_ticketing_id, external_id, name, description, type, is_required, price, position, sync_hash)
     select :editionId, :externalId, v.external_id, v.name, v.description, 'Checkbox', v.is_required, v.price, base.p + v.index, v.sync_hash from v cross join base
     on conflict (edition_id, external_id) do update set
       external_ticketing_id = excluded.external_ticketing_id, name = excluded.name, description = excluded.description, is_required = excluded.is_required,
       price = excluded.price, is_active = case when o.sync_hash is null then true else o.is_active end, sync_hash = excluded.sync_hash
     where o.sync_hash is distinct from excluded.sync_hash`,
);

const DEACTIVATE_VANISHED_OPTIONS = defineSql(
  'SyncTransaction.deactivateVanishedOptions',
  `update ticketing_options set is_active = false, sync_hash = null
     where edition_id = :editionId and external_id is not null and sync_hash is not null and external_id <> all(:externalIds::text[])`,
);

const WRITE_ASSOCIATIONS = defineSql(
  'SyncTransaction.writeAssociations',
  `insert into ticketing_tier_custom_field_associations (tier_id, custom_field_id)
     select t.id, f.id from jsonb_to_recordset(:pairs::jsonb) as v(tier text, field text)
     join ticketing_tiers t on t.edition_id = :editionId and t.external_id = v.tier
     join ticketing_tier_custom_fields f on f.edition_id = :editionId and f.external_id = v.field
     on conflict (tier_id, custom_field_id) do nothing`,
);

const DROP_VANISHED_ASSOCIATIONS = defineSql(
  'SyncTransaction.dropVanishedAssociations',
  `delete from ticketing_tier_custom_field_associations a using ticketing_tiers t, ticketing_tier_custom_fields f
     where a.tier_id = t.id and a.custom_field_id = f.id and t.edition_id = :editionId and t.external_id = any(:tierIds::text[]) and f.external_id is not null
       and not exists (select 1 from jsonb_to_recordset(:pairs::jsonb) as v(tier text, field text) where v.tier = t.external_id and v.field = f.external_id)`,
);

const WRITE_ORDERS = defineSql<{ id: number; externalId: string; status: TicketingOrderStatus; before: TicketingOrderStatus | null }>(
  'SyncTransaction.writeOrders',
  `with v as (
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
     select w.id, w.external_id as "externalId", w.status, b.status as before from written w left join before b on b.external_id = w.external_id`,
);

const WRITE_ITEMS = defineSql<{ id: number; externalId: string }>(
  'SyncTransaction.writeItems',
  `with v as (
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
       returning i.id, i.external_id as "externalId"`,
);

const DELETE_ITEM_OPTIONS = defineSql(
  'SyncTransaction.deleteItemOptions',
  `delete from ticketing_order_item_options where item_id = any(:itemIds::int[])`,
);

const WRITE_ITEM_OPTIONS = defineSql(
  'SyncTransaction.writeItemOptions',
  `insert into ticketing_order_item_options (item_id, option_id, amount, custom_fields)
     select i.id, v.option_id, v.amount, v.custom_fields
     from jsonb_to_recordset(:options::jsonb) as v(item_external_id text, option_id int, amount int, custom_fields jsonb)
     join ticketing_order_items i on i.edition_id = :editionId and i.external_id = v.item_external_id
     on conflict (item_id, option_id) do nothing`,
);

const DELETE_VANISHED_ITEMS = defineSql(
  'SyncTransaction.deleteVanishedItems',
  `update ticketing_order_items set state = 'Deleted', sync_hash = null, updated_at = now()
     where edition_id = :editionId and order_id = any(:orderIds::int[]) and external_id is not null and external_id <> all(:externalIds::text[]) and state <> 'Deleted'`,
);

const HOLD_RUNNING = defineSql<{ id: number }>(
  'SyncTransaction.holdRunning',
  `select id from ticketing_sync_runs where id = :runId and status = :running for no key update`,
);

const PROGRESS = defineSql<{ id: number }>(
  'SyncTransaction.progress',
  `update ticketing_sync_runs set pages_done = pages_done + :pages, items_done = items_done + :items, created = created + :created, updated = updated + :updated,
       cancelled = cancelled + :cancelled, unchanged = unchanged + :unchanged, skipped = skipped + :skipped, resume_state = :state::jsonb, progressed_at = now()
     where id = :runId and status = :running returning id`,
);

/**
 * The writes of one transaction of the sync: the catalogue, or a page of orders. Rows are written
 * in batches (one statement per table, the rows as one JSON parameter) and only when their digest
 * changed, so a page read again with nothing new writes nothing.
 */
export class SyncTransaction {
  /** The items this transaction wrote (the meals they carry are kept in step once, before the commit). */
  readonly writtenItemIds: number[] = [];

  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in a savepoint of this transaction (a nested em.transactional): rolled back alone when it throws. */
  savepoint<T>(work: (inner: SyncTransaction) => Promise<T>): Promise<T> {
    return this.em.transactional(() => work(this));
  }

  /** The catalogue of the form: tiers, custom fields, options, which tier asks which field; vanished ones deactivated. */
  async writeCatalogue(editionId: number, externalId: number, catalogue: Catalogue): Promise<void> {
    const tierIds = catalogue.tiers.map((t) => t.externalId);
    await query(this.em, WRITE_TIERS, {
      tiers: JSON.stringify(catalogue.tiers.map(({ externalId: external_id, minAmount: min_amount, syncHash: sync_hash, ...t }) => ({ ...t, external_id, min_amount, sync_hash }))),
      editionId,
      externalId,
    });
    await query(this.em, DEACTIVATE_VANISHED_TIERS, { editionId, externalIds: textArray(tierIds) });
    await query(this.em, WRITE_CUSTOM_FIELDS, {
      fields: JSON.stringify(catalogue.customFields.map((f) => ({ external_id: f.externalId, label: f.label, type: f.type, is_required: f.isRequired, values: f.values, sync_hash: f.syncHash }))),
      editionId,
      externalId,
    });
    await query(this.em, DEACTIVATE_VANISHED_CUSTOM_FIELDS, { editionId, externalIds: textArray(catalogue.customFields.map((f) => f.externalId)) });
    await query(this.em, WRITE_OPTIONS, {
      options: JSON.stringify(catalogue.options.map((o) => ({ external_id: o.externalId, name: o.name, description: o.description, price: o.price, is_required: o.isRequired, index: o.index, sync_hash: o.syncHash }))),
      editionId,
      externalId,
    });
    await query(this.em, DEACTIVATE_VANISHED_OPTIONS, { editionId, externalIds: textArray(catalogue.options.map((o) => o.externalId)) });
    const pairs = JSON.stringify(catalogue.associations);
    await query(this.em, WRITE_ASSOCIATIONS, { pairs, editionId });
    // A synced tier of the form no longer asking a synced field: the form's word is the last.
    await query(this.em, DROP_VANISHED_ASSOCIATIONS, { editionId, tierIds: textArray(tierIds), pairs });
  }

  /**
   * Writes orders and their items: new or changed ones only (digests), the options of changed items
   * again, and items a changed order no longer lists marked Deleted. Answers what changed.
   */
  async writeOrders(editionId: number, externalId: number, mapped: readonly MappedOrder[]): Promise<PageCounts> {
    const counts: PageCounts = { items: mapped.reduce((n, m) => n + m.items.length, 0), created: 0, updated: 0, cancelled: 0, unchanged: 0, skipped: 0 };
    if (!mapped.length) return counts;
    const written = await query(this.em, WRITE_ORDERS, {
      orders: JSON.stringify(
        mapped.map(({ order: o }) => ({
          external_id: o.externalId,
          payer_first_name: o.payerFirstName,
          payer_last_name: o.payerLastName,
          payer_email: o.payerEmail,
          amount: o.amount,
          status: o.status,
          order_date: o.orderDate,
          external_updated_at: o.externalUpdatedAt,
          sync_hash: o.syncHash,
        })),
      ),
      editionId,
      externalId,
    });
    for (const w of written) {
      if (w.before === null) counts.created++;
      else if (w.status === TicketingOrderStatus.CANCELLED && w.before !== TicketingOrderStatus.CANCELLED) counts.cancelled++;
      else counts.updated++;
    }
    counts.unchanged = mapped.length - written.length;
    if (!written.length) return counts;

    const changedOrders = new Set(written.map((w) => w.externalId));
    const items: (ItemRow & { orderExternalId: string })[] = mapped.filter((m) => changedOrders.has(m.order.externalId)).flatMap((m) => m.items.map((i) => ({ ...i, orderExternalId: m.order.externalId })));
    const changedItems = items.length
      ? await query(this.em, WRITE_ITEMS, {
        items: JSON.stringify(
          items.map((i) => ({
            order_external_id: i.orderExternalId,
            external_id: i.externalId,
            tier_id: i.tierId,
            first_name: i.firstName,
            last_name: i.lastName,
            email: i.email,
            name: i.name,
            type: i.type,
            amount: i.amount,
            state: i.state,
            qr_code: i.qrCode,
            // A secret of ours for a line HelloAsso gives no QR code (kept afterwards).
            new_qr: i.qrCode ? null : newSecret(),
            custom_fields: i.customFields,
            sync_hash: i.syncHash,
          })),
        ),
        editionId,
      })
      : [];

    if (changedItems.length) {
      this.writtenItemIds.push(...changedItems.map((i) => i.id));
      const changed = new Set(changedItems.map((i) => i.externalId));
      await query(this.em, DELETE_ITEM_OPTIONS, { itemIds: intArray(changedItems.map((i) => i.id)) });
      const options = items
        .filter((i) => changed.has(i.externalId))
        .flatMap((i) => i.options.map((o) => ({ item_external_id: i.externalId, option_id: o.optionId, amount: o.amount, custom_fields: o.customFields })));
      if (options.length) {
        await query(this.em, WRITE_ITEM_OPTIONS, { options: JSON.stringify(options), editionId });
      }
    }
    // Lines a changed order no longer lists are no tickets any more.
    await query(this.em, DELETE_VANISHED_ITEMS, {
      editionId,
      orderIds: intArray(written.map((w) => w.id)),
      externalIds: textArray(items.map((i) => i.externalId)),
    });
    return counts;
  }

  /**
   * Holds the run for this transaction, if it still runs (false: cancelled, stalled or disconnected:
   * write nothing). Taken first, so a cancel waits for the page being written, and no page is
   * written after it.
   */
  async holdRunning(runId: number): Promise<boolean> {
    const rows = await query(this.em, HOLD_RUNNING, { runId, running: SyncStatus.RUNNING });
    return rows.length > 0;
  }

  /** Adds a page's counts to the run and keeps where it is, if the run still runs (false: it was stopped: roll back). */
  async progress(runId: number, counts: PageCounts, pages: number, state: ResumeState): Promise<boolean> {
    const rows = await query(this.em, PROGRESS, {
      pages,
      items: counts.items,
      created: counts.created,
      updated: counts.updated,
      cancelled: counts.cancelled,
      unchanged: counts.unchanged,
      skipped: counts.skipped,
      state: JSON.stringify(state),
      runId,
      running: SyncStatus.RUNNING,
    });
    return rows.length > 0;
  }
}

/** A run was stopped (cancelled, stalled, the edition disconnected) while its worker worked: it writes nothing more. */
export class RunStoppedError extends Error {
  constructor(runId: number) {
    super(`sync run ${runId} is no longer running`);
  }
}

const UNFINISHED_RUN_IDS = defineSql<{ id: number }>(
  'SyncRepository.unfinishedRunIds',
  `select id from ticketing_sync_runs where status = :running or (status = :queued and queued_at < now() - interval '10 minutes') order by id`,
);

const CLAIM = defineSql<ClaimedRun>(
  'SyncRepository.claim',
  `update ticketing_sync_runs set status = :running, started_at = coalesce(started_at, now()), progressed_at = now() where id = :runId and status in (:queued, :running)
     returning id, edition_id as "editionId", started_at as "startedAt", resume_state as "resumeState"`,
);

const SETTINGS_OF = defineSql<SyncSettingsRow>(
  'SyncRepository.settingsOf',
  `select x.id as "externalId", x.provider, x.status, x.synced_until as "syncedUntil", h.client_id as "clientId", h.client_secret as "clientSecret",
            h.organization_slug as "organizationSlug", h.form_type as "formType", h.form_slug as "formSlug", h.api_base_url as "apiBaseUrl"
     from external_ticketings x left join helloasso_configs h on h.external_ticketing_id = x.id where x.edition_id = :editionId`,
);

const START = defineSql(
  'SyncRepository.start',
  `update ticketing_sync_runs set changed_since = :changedSince, resume_state = :state::jsonb, progressed_at = now() where id = :runId and status = :running`,
);

const CATALOGUE_IDS = defineSql<{ kind: 't' | 'o' | 'f'; externalId: string; id: number }>(
  'SyncRepository.catalogueIds',
  `select 't' as kind, external_id as "externalId", id from ticketing_tiers where edition_id = :editionId and external_id is not null
     union all select 'o', external_id, id from ticketing_options where edition_id = :editionId and external_id is not null
     union all select 'f', external_id, id from ticketing_tier_custom_fields where edition_id = :editionId and external_id is not null`,
);

const FINISH_RUN = defineSql<{ id: number }>(
  'SyncRepository.finishRun',
  `update ticketing_sync_runs set status = :status, error = :error, finished_at = now(), resume_state = null
     where id = :runId and status = :running and (:stalledForMs::int is null or coalesce(progressed_at, started_at, queued_at) < now() - make_interval(secs => :stalledForMs::int / 1000.0))
     returning id`,
);

const RECORD_OUTCOME = defineSql<{ before: ExternalTicketingStatus }>(
  'SyncRepository.recordOutcome',
  `update external_ticketings x set last_sync_at = now(), synced_until = coalesce(:syncedUntil, x.synced_until), status = :status, last_error = :error, updated_at = now()
     from (select id, status from external_ticketings where edition_id = :editionId for update) old
     where x.id = old.id and x.status <> :inactive returning old.status as before`,
);

const STALLED_RUNS = defineSql<{ id: number; editionId: number }>(
  'SyncRepository.stalledRuns',
  `select id, edition_id as "editionId" from ticketing_sync_runs
     where status = :running and (:editionId::int is null or edition_id = :editionId) and coalesce(progressed_at, started_at, queued_at) < now() - make_interval(secs => :stalledForMs::int / 1000.0)
     order by id`,
);

const CANCEL_ACTIVE = defineSql<{ id: number }>(
  'SyncRepository.cancelActive',
  `update ticketing_sync_runs set status = :cancelled, finished_at = now(), resume_state = null where edition_id = :editionId and status in (:queued, :running) returning id`,
);

const EDITION_NAME = defineSql<{ name: string }>(
  'SyncRepository.editionName',
  'select name from editions where id = :editionId',
);

const ACTIVE_RUN = defineSql<SyncRunRow>(
  'SyncRepository.activeRun',
  `select ${RUN_SELECT} where r.edition_id = :editionId and r.status in (:queued, :running)`,
);

const RUN = defineSql<SyncRunRow>(
  'SyncRepository.run',
  `select ${RUN_SELECT} where r.edition_id = :editionId and r.id = :runId`,
);

const RUNS = defineSql<SyncRunRow>(
  'SyncRepository.runs',
  `select ${RUN_SELECT} where r.edition_id = :editionId order by r.queued_at desc, r.id desc limit :limit offset :offset`,
);

const RUN_COUNT = defineSql<{ total: number }>(
  'SyncRepository.runCount',
  `select count(*)::int as total from ticketing_sync_runs where edition_id = :editionId`,
);

const FORGET_QUIET_RUNS = defineSql<{ id: number }>(
  'SyncRepository.forgetQuietRuns',
  `delete from ticketing_sync_runs where trigger in (:schedule, :webhook) and status = :succeeded and created = 0 and updated = 0 and cancelled = 0 and skipped = 0
       and finished_at < now() - make_interval(days => :days) returning id`,
);

const EXTERNAL_OF_WEBHOOK_TOKEN = defineSql<{ editionId: number; externalId: number; provider: TicketingProvider; status: ExternalTicketingStatus }>(
  'SyncRepository.externalOfWebhookToken',
  `select edition_id as "editionId", id as "externalId", provider, status from external_ticketings where webhook_token = :token`,
);

/** Every query of the sync: the runs (queue, claim, progress, outcome, history) and its writes. */
@Injectable()
export class SyncRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: SyncTransaction) => Promise<T>): Promise<T> {
    return this.em.transactional(() => work(new SyncTransaction(this.em)));
  }

  /**
   * Queues a run of the edition and its job in one transaction (neither without the other); null
   * when a run is already queued or running (the unique index ticketing_sync_runs_one_active).
   */
  queueRun(editionId: number, trigger: SyncTrigger, requestedBy: number | null): Promise<number | null> {
    return this.jobs.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into ticketing_sync_runs (edition_id, trigger, requested_by_id) values ($1, $2, $3) on conflict do nothing returning id`,
        [editionId, trigger, requestedBy],
      );
      if (!rows[0]) return null;
      await tx.send(SYNC_QUEUE, { runId: rows[0].id } satisfies SyncJob);
      return rows[0].id;
    });
  }

  /**
   * Queues a SCHEDULE run for every edition connected to HelloAsso (not disconnected) that is not
   * over (its last day ended less than a day ago) and has no run queued or running; answers how many.
   */
  queueScheduled(): Promise<number> {
    return this.jobs.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `insert into ticketing_sync_runs (edition_id, trigger)
         select x.edition_id, $1 from external_ticketings x
         join editions e on e.id = x.edition_id
         join helloasso_configs h on h.external_ticketing_id = x.id
         where x.provider = $2 and x.status <> $3 and e.end_date + 1 >= current_date
           and not exists (select 1 from ticketing_sync_runs r where r.edition_id = x.edition_id and r.status in ($4, $5))
         order by x.edition_id
         on conflict do nothing returning id`,
        [SyncTrigger.SCHEDULE, TicketingProvider.HELLOASSO, ExternalTicketingStatus.INACTIVE, SyncStatus.QUEUED, SyncStatus.RUNNING],
      );
      for (const row of rows) await tx.send(SYNC_QUEUE, { runId: row.id } satisfies SyncJob);
      return rows.length;
    });
  }

  /** Sends the job of a run again (recovery of a run whose worker is gone). */
  requeue(runId: number): Promise<void> {
    return this.jobs.send(SYNC_QUEUE, { runId } satisfies SyncJob);
  }

  /**
   * The runs that may have lost their worker, every edition: those running (a live worker holds
   * their lock), and those queued for more than 10 minutes (their job should have started by then).
   */
  async unfinishedRunIds(): Promise<number[]> {
    const rows = await query(this.em, UNFINISHED_RUN_IDS, { running: SyncStatus.RUNNING, queued: SyncStatus.QUEUED });
    return rows.map((r) => r.id);
  }

  /**
   * Takes the run's advisory lock on a connection of its own, held while this process runs it: a
   * run whose lock is free has no live worker. Null when another worker holds it.
   */
  async lease(runId: number): Promise<RunLease | null> {
    const client: PoolClient = await this.jobs.pool.connect();
    let lost = false;
    const onError = () => (lost = true);
    client.on('error', onError);
    const done = (destroy = false) => {
      client.off('error', onError);
      client.release(destroy);
    };
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [RUN_LOCK_NAMESPACE, runId]);
      if (!rows[0]?.ok) {
        done();
        return null;
      }
    } catch (error) {
      done(true);
      throw error;
    }
    return {
      lost: () => lost,
      release: async () => {
        try {
          if (lost) throw new Error('lost');
          await client.query('select pg_advisory_unlock($1, $2)', [RUN_LOCK_NAMESPACE, runId]);
          done();
        } catch {
          // The connection is closed with its lock.
          done(true);
        }
      },
    };
  }

  /** Whether no live worker holds the run (its lock is free). */
  async isOrphan(runId: number): Promise<boolean> {
    const lease = await this.lease(runId);
    if (!lease) return false;
    await lease.release();
    return true;
  }

  /** Marks a queued or interrupted run RUNNING (its start kept when it resumes); null when it is over. */
  async claim(runId: number): Promise<ClaimedRun | null> {
    const rows = await query(this.em, CLAIM, { running: SyncStatus.RUNNING, runId, queued: SyncStatus.QUEUED });
    return rows[0] ?? null;
  }

  /** The edition's connection and HelloAsso settings (secret still sealed). */
  async settingsOf(editionId: number): Promise<SyncSettingsRow | null> {
    const rows = await query(this.em, SETTINGS_OF, { editionId });
    const row = rows[0];
    // Raw rows carry moments as text.
    return row ? { ...row, syncedUntil: row.syncedUntil ? new Date(row.syncedUntil) : null } : null;
  }

  /** Keeps the window a run asks for (its first step). */
  async start(runId: number, changedSince: Date | null, state: ResumeState): Promise<void> {
    await query(this.em, START, { changedSince, state: JSON.stringify(state), runId, running: SyncStatus.RUNNING });
  }

  /** Our ids of the edition's synced tiers, options and custom fields, by the provider's ids. */
  async catalogueIds(editionId: number): Promise<CatalogueIds> {
    const rows = await query(this.em, CATALOGUE_IDS, { editionId });
    const of = (kind: string) => new Map(rows.filter((r) => r.kind === kind).map((r) => [r.externalId, r.id]));
    return { tiers: of('t'), options: of('o'), customFields: of('f') };
  }

  /**
   * Ends a run: SUCCEEDED moves the edition's incremental mark to the run's start; both record when
   * the last sync ended and the connection's status (ERROR and the failure, or ACTIVE), unless it
   * was disconnected meanwhile. A run already stopped is left as it is; with `stalledForMs`, so is a
   * run that moved within that time (checked in the same statement: a page committed meanwhile
   * keeps it going). Answers whether this call ended it, and whether that put a working connection
   * into ERROR (the first failure after a success: the team is told once).
   */
  async finish(
    runId: number,
    editionId: number,
    outcome: { ok: true; syncedUntil: Date } | { ok: false; error: string },
    stalledForMs: number | null = null,
  ): Promise<{ ended: boolean; nowFailing: boolean }> {
    return this.em.transactional(async () => {
      const rows = await query(this.em, FINISH_RUN, {
        status: outcome.ok ? SyncStatus.SUCCEEDED : SyncStatus.FAILED,
        error: outcome.ok ? null : outcome.error,
        runId,
        running: SyncStatus.RUNNING,
        stalledForMs,
      });
      if (!rows.length) return { ended: false, nowFailing: false };
      const changed = await query(this.em, RECORD_OUTCOME, {
        syncedUntil: outcome.ok ? outcome.syncedUntil : null,
        status: outcome.ok ? ExternalTicketingStatus.ACTIVE : ExternalTicketingStatus.ERROR,
        error: outcome.ok ? null : outcome.error,
        editionId,
        inactive: ExternalTicketingStatus.INACTIVE,
      });
      return { ended: true, nowFailing: !outcome.ok && changed.length > 0 && changed[0].before !== ExternalTicketingStatus.ERROR };
    });
  }

  /** The runs (of one edition, or every edition) RUNNING without having moved for `stalledForMs`. */
  stalledRuns(editionId: number | null, stalledForMs: number): Promise<{ id: number; editionId: number }[]> {
    return query(this.em, STALLED_RUNS, { running: SyncStatus.RUNNING, editionId, stalledForMs });
  }

  /**
   * Cancels the edition's queued or running run, in one statement (its worker, if any, writes no
   * page after it: see holdRunning); the edition is free for a new one at once. Null when none.
   */
  async cancelActive(editionId: number): Promise<SyncRunRow | null> {
    const rows = await query(this.em, CANCEL_ACTIVE, { cancelled: SyncStatus.CANCELLED, editionId, queued: SyncStatus.QUEUED, running: SyncStatus.RUNNING });
    return rows[0] ? this.run(editionId, rows[0].id) : null;
  }

  /** The edition's name, for the messages about its sync; null when it is gone. */
  async editionName(editionId: number): Promise<string | null> {
    const rows = await query(this.em, EDITION_NAME, { editionId });
    return rows[0]?.name ?? null;
  }

  /** The edition's run queued or running, if any. */
  async activeRun(editionId: number): Promise<SyncRunRow | null> {
    const rows = await query(this.em, ACTIVE_RUN, { editionId, queued: SyncStatus.QUEUED, running: SyncStatus.RUNNING });
    return rows[0] ?? null;
  }

  async run(editionId: number, runId: number): Promise<SyncRunRow | null> {
    const rows = await query(this.em, RUN, { editionId, runId });
    return rows[0] ?? null;
  }

  /** A page of the edition's runs, newest first, and how many there are. */
  async runs(editionId: number, limit: number, offset: number): Promise<[SyncRunRow[], number]> {
    const [items, [count]] = await Promise.all([
      query(this.em, RUNS, { editionId, limit, offset }),
      query(this.em, RUN_COUNT, { editionId }),
    ]);
    return [items, count.total];
  }

  /**
   * Forgets the scheduled and webhook runs that succeeded without changing anything, once older than
   * `days` (the schedule adds 96 a day per edition); runs asked by an organiser, runs that changed
   * something and failed runs stay in the history. Answers how many were forgotten.
   */
  async forgetQuietRuns(days: number): Promise<number> {
    const rows = await query(this.em, FORGET_QUIET_RUNS, {
      schedule: SyncTrigger.SCHEDULE,
      webhook: SyncTrigger.WEBHOOK,
      succeeded: SyncStatus.SUCCEEDED,
      days,
    });
    return rows.length;
  }

  /** The connection whose webhook URL carries this token, if its provider is HelloAsso. */
  async externalOfWebhookToken(token: string): Promise<{ editionId: number; externalId: number; provider: TicketingProvider; status: ExternalTicketingStatus } | null> {
    const rows = await query(this.em, EXTERNAL_OF_WEBHOOK_TOKEN, { token });
    return rows[0] ?? null;
  }
}
