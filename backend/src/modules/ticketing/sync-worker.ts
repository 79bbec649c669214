import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SecretBox } from '../../core/crypto/secret-box';
import { isDatabaseUnavailable } from '../../core/database/timeouts';
import { JobQueue, type BatchResult, type Job } from '../../core/jobs/job-queue';
import { DomainEvents } from '../../core/events/domain-events';
import { TicketMealsService } from '../meals/ticket-meals.service';
import { HelloAssoConnector, HelloAssoError, type OrdersPage } from './helloasso-client';
import { BadOrderData, catalogueOf, orderRowsOf, type CatalogueIds, type MappedOrder } from './helloasso-mapping';
import type { HaOrder } from './helloasso-types';
import { isSyncable, ordersWindowOf, resumeStateOf, storedError, SYNC_STALL_MS, type ResumeState, type SyncError } from './sync-rules';
import { SyncStartedFailing } from './sync.events';
import { isDataError, RunStoppedError, SYNC_QUEUE, SyncRepository, type ClaimedRun, type PageCounts, type RunLease, type SyncJob, type SyncTransaction } from './sync.repository';

/** A run's end for a reason of ours (not connected, unreadable secret). */
class SyncFailure extends Error {
  constructor(readonly failure: SyncError) {
    super(failure.code);
  }
}

const NOTHING: PageCounts = { items: 0, created: 0, updated: 0, cancelled: 0, unchanged: 0, skipped: 0 };

function add(a: PageCounts, b: PageCounts): PageCounts {
  return {
    items: a.items + b.items,
    created: a.created + b.created,
    updated: a.updated + b.updated,
    cancelled: a.cancelled + b.cancelled,
    unchanged: a.unchanged + b.unchanged,
    skipped: a.skipped + b.skipped,
  };
}

/** The failure as the page tells it. */
export function syncErrorOf(error: unknown): SyncError {
  if (error instanceof SyncFailure) return error.failure;
  if (error instanceof HelloAssoError) return error.status ? { code: error.code, params: { status: error.status } } : { code: error.code };
  return { code: 'INTERNAL' };
}

/**
 * Reads the next page while the current one is written (the next page's token is known once the
 * current one is read). A page read ahead and not yet written is simply read again on resume.
 */
async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  for (;;) {
    const step = await next;
    if (step.done) return;
    next = source.next();
    // Handled when awaited; this keeps a failure of a page nobody waits for any more from going unhandled.
    next.catch(() => undefined);
    yield step.value;
  }
}

/**
 * Runs the sync jobs (pg-boss queue `ticketing-sync`, one job per run, on any replica). A run holds
 * its advisory lock while it works (SyncRepository.lease), so a run whose lock is free has no live
 * worker: `recover` (at start-up and with the schedule) queues such runs again, and they resume from
 * the last page committed. Catalogue first, then the orders a page at a time, each page written in
 * one transaction with the run's progress and the token of the next page.
 */
@Injectable()
export class SyncWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('TicketingSync');

  constructor(
    private readonly repository: SyncRepository,
    private readonly connector: HelloAssoConnector,
    private readonly secrets: SecretBox,
    private readonly events: DomainEvents,
    private readonly meals: TicketMealsService,
    jobs: JobQueue,
  ) {
    // Up to 4 editions at once per replica, each on a worker of its own: a run kept waiting by a slow provider (or
    // cancelled while it waits) holds no other edition's sync back. A big first sync takes a minute; a job still
    // running after 15 is failed by pg-boss and retried (the retry resumes the run if its worker is gone).
    jobs.define<SyncJob>(SYNC_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 900, workers: 4, pollingIntervalSeconds: 1 }, (batch) =>
      this.runJobs(batch),
    );
  }

  /** At start-up: the runs this process (or a replica that died) left unfinished go on. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const resumed = await this.recover();
      if (resumed) this.logger.log(`${resumed} interrupted sync run(s) queued again`);
    } catch (error) {
      this.logger.error(`Could not look for interrupted sync runs: ${(error as Error).message}`);
    }
  }

  /** Queues again every unfinished run that no live worker holds; answers how many. */
  async recover(): Promise<number> {
    let count = 0;
    for (const runId of await this.repository.unfinishedRunIds()) {
      if (await this.repository.isOrphan(runId)) {
        await this.repository.requeue(runId);
        count++;
      }
    }
    return count;
  }

  /**
   * Fails the runs (of one edition, or all) that have committed nothing for SYNC_STALL_MS, so that
   * they hold their edition no longer (a worker still on them writes nothing more), and tells the
   * team as any failure; answers how many.
   */
  async releaseStalled(editionId: number | null = null): Promise<number> {
    let count = 0;
    for (const run of await this.repository.stalledRuns(editionId, SYNC_STALL_MS)) {
      const { ended, nowFailing } = await this.repository.finish(run.id, run.editionId, { ok: false, error: storedError({ code: 'STALLED' }) }, SYNC_STALL_MS);
      if (!ended) continue;
      count++;
      this.logger.warn(`Sync run ${run.id} of edition ${run.editionId} failed: STALLED (nothing committed for ${SYNC_STALL_MS / 1000} s)`);
      if (nowFailing) await this.events.publish(new SyncStartedFailing(run.editionId, run.id));
    }
    return count;
  }

  /** The worker's job (a batch of one); one that fails (database out of reach) is retried. */
  private async runJobs(batch: Job<SyncJob>[]): Promise<BatchResult> {
    const failed: { id: string; error: Error }[] = [];
    await Promise.all(
      batch.map(async (job) => {
        try {
          await this.runOne(job.data?.runId);
        } catch (error) {
          failed.push({ id: job.id, error: error as Error });
        }
      }),
    );
    return { failed };
  }

  /** Runs (or resumes) one run, unless another worker holds it or it is over. Throws only when the database is out of reach (the job is retried). */
  async runOne(runId: number): Promise<void> {
    if (!Number.isSafeInteger(runId)) return;
    const lease = await this.repository.lease(runId);
    if (!lease) return;
    try {
      const run = await this.repository.claim(runId);
      if (run) await this.execute(run, lease);
    } finally {
      await lease.release();
    }
  }

  private async execute(run: ClaimedRun, lease: RunLease): Promise<void> {
    const startedAt = Date.now();
    try {
      const state = await this.sync(run, lease);
      const { ended } = await this.repository.finish(run.id, run.editionId, { ok: true, syncedUntil: new Date(state.to) });
      if (!ended) throw new RunStoppedError(run.id);
      this.logger.log(`Sync run ${run.id} of edition ${run.editionId} done in ${Date.now() - startedAt} ms`);
    } catch (error) {
      if (error instanceof RunStoppedError) {
        this.logger.log(`Sync run ${run.id} of edition ${run.editionId} stopped (cancelled, stalled, disconnected or taken over)`);
        return;
      }
      // The database is out of reach: the job is retried later and resumes from the last committed page.
      if (isDatabaseUnavailable(error)) throw error;
      const failure = syncErrorOf(error);
      const detail = error instanceof HelloAssoError || error instanceof SyncFailure ? '' : `: ${String((error as Error)?.message ?? error).slice(0, 300)}`;
      this.logger.warn(`Sync run ${run.id} of edition ${run.editionId} failed: ${failure.code}${detail}`);
      const { nowFailing } = await this.repository.finish(run.id, run.editionId, { ok: false, error: storedError(failure) });
      if (nowFailing) await this.events.publish(new SyncStartedFailing(run.editionId, run.id));
    }
  }

  /** The run's work, from where it stands; answers its final state. */
  private async sync(run: ClaimedRun, lease: RunLease): Promise<ResumeState> {
    const settings = await this.repository.settingsOf(run.editionId);
    if (!settings || !isSyncable(settings.provider, settings.status) || !settings.clientId || !settings.clientSecret || !settings.organizationSlug || !settings.formSlug) {
      throw new SyncFailure({ code: 'NOT_CONNECTED' });
    }
    let clientSecret: string;
    try {
      clientSecret = this.secrets.open(settings.clientSecret);
    } catch {
      throw new SyncFailure({ code: 'SECRET_UNREADABLE' });
    }
    const client = this.connector.client(
      {
        apiBaseUrl: settings.apiBaseUrl ?? '',
        clientId: settings.clientId,
        clientSecret,
        organizationSlug: settings.organizationSlug,
        formType: settings.formType ?? 'Event',
        formSlug: settings.formSlug,
      },
      'sync',
    );
    let state = resumeStateOf(run.resumeState, ordersWindowOf(settings.syncedUntil, new Date(run.startedAt)));
    if (!run.resumeState) await this.repository.start(run.id, state.from ? new Date(state.from) : null, state);

    if (state.phase === 'catalogue') {
      const catalogue = catalogueOf(await client.form());
      const next: ResumeState = { ...state, phase: 'orders' };
      await this.repository.transaction(async (tx) => {
        if (!(await tx.holdRunning(run.id))) throw new RunStoppedError(run.id);
        await tx.writeCatalogue(run.editionId, settings.externalId, catalogue);
        if (!(await tx.progress(run.id, NOTHING, 0, next))) throw new RunStoppedError(run.id);
      });
      state = next;
    }
    if (state.phase === 'orders') {
      const ids = await this.repository.catalogueIds(run.editionId);
      const window = { from: state.from ? new Date(state.from) : null, to: new Date(state.to), continuationToken: state.token };
      for await (const page of readAhead<OrdersPage>(client.orderPages(window))) {
        if (lease.lost()) throw new RunStoppedError(run.id);
        const next: ResumeState = page.last ? { ...state, phase: 'finishing', token: null } : { ...state, token: page.nextToken };
        await this.writePage(run.id, run.editionId, settings.externalId, page.orders, ids, next);
        state = next;
      }
    }
    return state;
  }

  /**
   * One page in one transaction with the run's progress and where to resume. An order whose data
   * cannot be read, or cannot be written (a value or key the database refuses), is logged and
   * skipped; the others are written.
   */
  private async writePage(runId: number, editionId: number, externalId: number, orders: HaOrder[], ids: CatalogueIds, next: ResumeState): Promise<void> {
    const byId = new Map<string, MappedOrder>();
    let unreadable = 0;
    for (const order of orders) {
      try {
        const mapped = orderRowsOf(order, ids);
        byId.set(mapped.order.externalId, mapped);
      } catch (error) {
        if (!(error instanceof BadOrderData)) throw error;
        unreadable++;
        this.logger.warn(`Sync run ${runId}: skipped ${error.message}`);
      }
    }
    const mapped = [...byId.values()];
    await this.repository.transaction(async (tx) => {
      if (!(await tx.holdRunning(runId))) throw new RunStoppedError(runId);
      const counts = await this.writeOrders(tx, runId, editionId, externalId, mapped);
      // One statement for the page's items (an id of a rolled-back savepoint matches no row).
      await this.meals.refreshItems(tx.writtenItemIds);
      // An order listed twice in a page counts once.
      const total = { ...counts, unchanged: counts.unchanged + Math.max(0, orders.length - unreadable - mapped.length), skipped: counts.skipped + unreadable };
      if (!(await tx.progress(runId, total, 1, next))) throw new RunStoppedError(runId);
    });
  }

  private async writeOrders(tx: SyncTransaction, runId: number, editionId: number, externalId: number, mapped: MappedOrder[]): Promise<PageCounts> {
    try {
      return await tx.savepoint((inner) => inner.writeOrders(editionId, externalId, mapped));
    } catch (error) {
      if (!isDataError(error)) throw error;
    }
    // Something in the page was refused: order by order, to write all but the culprit(s).
    let counts = NOTHING;
    for (const order of mapped) {
      try {
        counts = add(counts, await tx.savepoint((inner) => inner.writeOrders(editionId, externalId, [order])));
      } catch (error) {
        if (!isDataError(error)) throw error;
        counts = add(counts, { ...NOTHING, skipped: 1 });
        this.logger.warn(`Sync run ${runId}: skipped order ${order.order.externalId}: the database refused it (${(error as { code?: string }).code})`);
      }
    }
    return counts;
  }
}
