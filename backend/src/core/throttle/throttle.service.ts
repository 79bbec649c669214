import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { TooManyRequestsError } from '../errors/app-errors';
import { ScheduledJobs } from '../jobs/scheduled-jobs';

export interface ThrottleRule {
  /** How many events the window allows. */
  limit: number;
  windowMs: number;
}

/** One event to count in a bucket under its rule. */
export interface ThrottleCount {
  bucket: string;
  rule: ThrottleRule;
}

/**
 * Limits counted in PostgreSQL (table rate_limit_counters), so they hold across replicas and
 * restarts. Taking a count is one `insert … on conflict do update` statement: parallel requests
 * queue on the bucket's row, and the request that goes past the limit is the one refused, so no
 * limit can be overshot. Windows are fixed: a bucket starts again from zero when its window ends.
 */
@Injectable()
export class ThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduled: ScheduledJobs,
  ) {}

  /**
   * Counts one event in every bucket, in one statement; throws 429 (waiting for the latest window
   * to end) when any bucket goes past its limit. The refused event stays counted.
   */
  async take(...counts: ThrottleCount[]): Promise<void> {
    // One row per bucket, in a fixed order: two requests lock shared rows in the same order.
    const unique = [...new Map(counts.map((c) => [c.bucket, c])).values()].sort((a, b) => (a.bucket < b.bucket ? -1 : 1));
    if (unique.length === 0) return;
    const values = unique.map(() => `(?, 1, now() + ? * interval '1 millisecond')`).join(', ');
    const rows = await this.em.getConnection().execute<{ bucket: string; hits: number; wait: number }[]>(
      `insert into rate_limit_counters as c (bucket, hits, resets_at) values ${values}
       on conflict (bucket) do update set
         hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
         resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
       returning bucket, hits, ceil(extract(epoch from (resets_at - now())))::int as wait`,
      unique.flatMap((c) => [c.bucket, c.rule.windowMs]),
    );
    const limits = new Map(unique.map((c) => [c.bucket, c.rule.limit]));
    const over = rows.filter((r) => r.hits > (limits.get(r.bucket) ?? Infinity));
    if (over.length > 0) throw new TooManyRequestsError(Math.max(1, ...over.map((r) => Number(r.wait))));
  }

  /** Gives back one counted event (a login that succeeded is no failure of its address). */
  async giveBack(bucket: string): Promise<void> {
    await this.em.getConnection().execute(`update rate_limit_counters set hits = greatest(hits - 1, 0) where bucket = ? and resets_at > now()`, [bucket]);
  }

  /** Forgets a bucket's count (the right code or password was given). */
  async clear(bucket: string): Promise<void> {
    await this.em.getConnection().execute(`delete from rate_limit_counters where bucket = ?`, [bucket]);
  }

  /** Hourly, on one replica: removes counters whose window has ended. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'prune-rate-limits' })
  prune(): Promise<boolean> {
    return this.scheduled.once('prune-rate-limits', () => this.em.fork().getConnection().execute(`delete from rate_limit_counters where resets_at <= now()`));
  }
}
