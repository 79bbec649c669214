import { hostname } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobQueue } from './job-queue';

/** How long the record of a run is kept (a job running every minute records 1,440 a day). */
export const SCHEDULED_RUNS_KEPT_DAYS = 30;

/** Who ran a job, in the record of its runs. */
const REPLICA = `${hostname()}:${process.pid}`;

/**
 * Scheduled jobs run once across replicas. A job is declared with @nestjs/schedule, which fires on
 * every replica, and its method hands the work to `once`:
 *
 *     @Cron(CronExpression.EVERY_HOUR, { name: 'prune-rate-limits' })
 *     prune() { return this.scheduled.once('prune-rate-limits', () => this.repository.prune()); }
 *
 * The first replica to record the run for the current minute (by the database's clock) does the
 * work; the others, and a process restarted within that minute, skip it. Each run is recorded with
 * its end and its error, if any.
 */
@Injectable()
export class ScheduledJobs {
  private readonly logger = new Logger('Scheduled');
  /** The runs under way in this process. */
  private readonly running = new Set<Promise<boolean>>();

  constructor(private readonly queue: JobQueue) {}

  /** Runs `work` unless another run of `job` has this minute; says whether it ran here. */
  once(job: string, work: () => Promise<unknown>): Promise<boolean> {
    const run = this.run(job, work);
    this.running.add(run);
    void run.finally(() => this.running.delete(run)).catch(() => {});
    return run;
  }

  /** Settles once no run started in this process is under way (a test counting a request's statements waits for quiet). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private async run(job: string, work: () => Promise<unknown>): Promise<boolean> {
    const { rows } = await this.queue.pool.query<{ id: number }>(
      `insert into scheduled_job_runs (job, slot, replica) values ($1, date_trunc('minute', now()), $2) on conflict (job, slot) do nothing returning id`,
      [job, REPLICA],
    );
    const run = rows[0];
    if (!run) return false;
    let error: string | null = null;
    try {
      await work();
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      this.logger.error(`${job} failed: ${error}`);
    }
    await this.queue.pool.query(`update scheduled_job_runs set finished_at = now(), error = $2 where id = $1`, [run.id, error]);
    return true;
  }

  /** Every day, on one replica: forgets the runs older than SCHEDULED_RUNS_KEPT_DAYS. */
  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'prune-scheduled-job-runs' })
  prune(): Promise<boolean> {
    return this.once('prune-scheduled-job-runs', () => this.forgetOldRuns());
  }

  /** Deletes the records of runs older than SCHEDULED_RUNS_KEPT_DAYS; answers how many. */
  async forgetOldRuns(): Promise<number> {
    const { rowCount } = await this.queue.pool.query(`delete from scheduled_job_runs where slot < now() - make_interval(days => $1)`, [SCHEDULED_RUNS_KEPT_DAYS]);
    return rowCount ?? 0;
  }
}
