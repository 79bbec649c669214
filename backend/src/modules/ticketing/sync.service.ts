import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { ScheduledJobs } from '../../core/jobs/scheduled-jobs';
import { LIMITS } from '../../core/throttle/limits';
import { ThrottleService } from '../../core/throttle/throttle.service';
import { isSyncable } from './sync-rules';
import { SyncWorker } from './sync-worker';
import { toSyncRunDto, type SyncRunDto, type SyncRunListDto, type SyncRunListQuery, type WebhookAnswerDto } from './sync.dto';
import { SyncRepository } from './sync.repository';
import { SyncTrigger } from './ticketing-fields';

const T = 'errors.ticketing.sync';
/** The answer about a run the edition does not have. */
export const RUN_NOT_FOUND = (): Error => new NotFoundError(`${T}.runNotFound`);
/** A webhook token as the connection makes them (newSecret). */
const WEBHOOK_TOKEN = /^[0-9a-f]{48}$/;
/** Days a scheduled or webhook run that changed nothing stays in the history. */
const QUIET_RUN_DAYS = 7;
/** HelloAsso's notifications per connection and minute (more are refused with 429; HelloAsso tries again later). */
const [WEBHOOK_RULE] = LIMITS.ticketingWebhook.rules;

/**
 * The sync as the organisers and HelloAsso start it: "sync now", the schedule (every 15 minutes
 * while the edition is not over) and the webhook all queue a run, one at a time per edition
 * (the database refuses a second); SyncWorker runs them. An organiser may cancel the run under way,
 * and a run that stalls is failed: no run holds an edition.
 */
@Injectable()
export class SyncService {
  constructor(
    private readonly repository: SyncRepository,
    private readonly worker: SyncWorker,
    private readonly throttle: ThrottleService,
    private readonly scheduled: ScheduledJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues a run asked by an organiser: 409 while one is queued or running (with it), or when the edition is not synced. */
  async start(editionId: number, userId: number): Promise<SyncRunDto> {
    const settings = await this.repository.settingsOf(editionId);
    if (!settings || !isSyncable(settings.provider, settings.status) || !settings.clientId) {
      throw new AppException(409, `${T}.notConnected`, { code: 'NOT_CONNECTED' });
    }
    let runId = await this.repository.queueRun(editionId, SyncTrigger.MANUAL, userId);
    // A run that stalled holds the edition no longer.
    if (runId === null && (await this.worker.releaseStalled(editionId)) > 0) runId = await this.repository.queueRun(editionId, SyncTrigger.MANUAL, userId);
    if (runId === null) {
      const active = await this.repository.activeRun(editionId);
      throw new AppException(409, `${T}.running`, { code: 'SYNC_RUNNING', extra: { run: active ? toSyncRunDto(active) : null } });
    }
    return toSyncRunDto((await this.repository.run(editionId, runId))!);
  }

  /** Cancels the edition's queued or running run (its worker writes nothing more); 409 when none is. The edition may sync again at once. */
  async cancel(editionId: number): Promise<SyncRunDto> {
    const run = await this.repository.cancelActive(editionId);
    if (!run) throw new AppException(409, `${T}.notRunning`, { code: 'NO_SYNC_RUNNING' });
    return toSyncRunDto(run);
  }

  async runs(editionId: number, query: SyncRunListQuery): Promise<SyncRunListDto> {
    const [rows, total] = await this.repository.runs(editionId, query.limit, query.offset);
    return { items: rows.map(toSyncRunDto), total };
  }

  /** A run of the edition (its id checked by the route's pipe). */
  async run(editionId: number, runId: number): Promise<SyncRunDto> {
    const row = await this.repository.run(editionId, runId);
    if (!row) throw RUN_NOT_FOUND();
    return toSyncRunDto(row);
  }

  /**
   * HelloAsso says something changed: a hint only (nothing of the body is trusted), so a run is
   * queued, which reads HelloAsso again; nothing when one is already queued or running.
   */
  async webhook(token: string): Promise<WebhookAnswerDto> {
    const external = WEBHOOK_TOKEN.test(token) ? await this.repository.externalOfWebhookToken(token) : null;
    if (!external || !isSyncable(external.provider, external.status)) throw new NotFoundError();
    await this.throttle.take({ bucket: `ticketing-webhook:${external.externalId}`, rule: WEBHOOK_RULE });
    return { queued: (await this.repository.queueRun(external.editionId, SyncTrigger.WEBHOOK, null)) !== null };
  }

  /** Every 15 minutes, on one replica: runs left by a dead worker go on, and every edition still to come is synced. */
  @Cron('*/15 * * * *', { name: 'ticketing-sync-schedule' })
  schedule(): Promise<boolean> {
    return this.scheduled.once('ticketing-sync-schedule', () => this.queueScheduled());
  }

  /** Every minute, on one replica: a run that has committed nothing for SYNC_STALL_MS is failed and frees its edition. */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'ticketing-sync-stalled' })
  releaseStalled(): Promise<boolean> {
    return this.scheduled.once('ticketing-sync-stalled', () => this.worker.releaseStalled());
  }

  /** Daily, on one replica: the history forgets the scheduled runs that changed nothing, after a week. */
  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'ticketing-forget-quiet-runs' })
  prune(): Promise<boolean> {
    return this.scheduled.once('ticketing-forget-quiet-runs', () => this.repository.forgetQuietRuns(QUIET_RUN_DAYS));
  }

  /** Fails the stalled runs, queues again the runs no worker holds, then a SCHEDULE run per edition due; answers how many were queued. */
  async queueScheduled(): Promise<number> {
    await this.worker.releaseStalled();
    await this.worker.recover();
    return this.config.ticketingScheduledSync ? this.repository.queueScheduled() : 0;
  }
}
