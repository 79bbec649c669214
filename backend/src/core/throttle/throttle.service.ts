import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { defineSql, query, repeated } from '../database/sql';
import { textArray } from '../database/sql-params';
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
  /**
   * The rule binds only a caller already counted in that other bucket of the same take: an
   * account's lock (over every address) refuses only the addresses that already failed on it,
   * so that it cannot lock its owner out.
   */
  onlyAfter?: string;
}

/** Counts one event in each bucket (a row of values per bucket), a window starting again once ended. */
const TAKE = defineSql<{ bucket: string; hits: number; wait: number }>(
  'ThrottleService.take',
  `insert into rate_limit_counters as c (bucket, hits, resets_at) values {{buckets}}
   on conflict (bucket) do update set
     hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
     resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
   returning bucket, hits, ceil(extract(epoch from (resets_at - now())))::int as wait`,
  { parts: { buckets: repeated(`(:bucket, 1, now() + :windowMs * interval '1 millisecond')`, ', ') } },
);

// Rows locked in bucket order, as take() locks them: else a take and a give-back of one caller deadlock.
const GIVE_BACK = defineSql(
  'ThrottleService.giveBack',
  `update rate_limit_counters c set hits = greatest(c.hits - 1, 0)
   from (select bucket from rate_limit_counters where bucket = any(:buckets::text[]) and resets_at > now() order by bucket for update) locked
   where c.bucket = locked.bucket`,
);

const CLEAR = defineSql('ThrottleService.clear', 'delete from rate_limit_counters where bucket = :bucket');

const PRUNE = defineSql('ThrottleService.prune', 'delete from rate_limit_counters where resets_at <= now()');

/**
 * Limits counted in PostgreSQL (table rate_limit_counters), so they hold across replicas and
 * restarts. Windows are fixed: a bucket starts again from zero when its window ends.
 */
@Injectable()
export class ThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduled: ScheduledJobs,
  ) {}

  /**
   * Counts one event in every bucket, all or nothing; throws 429 (waiting for the latest window of
   * the refusing buckets to end) when any bucket goes past its limit, and then counts the event in
   * none of them (an attempt refused by one limit is not counted by the others). Its own
   * transaction: the upsert locks the buckets' rows, so parallel requests queue on them and the
   * one that goes past the limit is the one refused; no limit can be overshot.
   */
  async take(...counts: ThrottleCount[]): Promise<void> {
    // One row per bucket, in a fixed order: two requests lock shared rows in the same order.
    const unique = [...new Map(counts.map((c) => [c.bucket, c])).values()].sort((a, b) => (a.bucket < b.bucket ? -1 : 1));
    if (unique.length === 0) return;
    await this.em.fork().transactional(async (em) => {
      const rows = await query(em, TAKE, { bucket: unique.map((c) => c.bucket), windowMs: unique.map((c) => c.rule.windowMs) }, { buckets: unique.length });
      const hits = new Map(rows.map((r) => [r.bucket, Number(r.hits)]));
      const over = rows.filter((r) => {
        const count = unique.find((c) => c.bucket === r.bucket)!;
        return Number(r.hits) > count.rule.limit && (count.onlyAfter === undefined || (hits.get(count.onlyAfter) ?? 1) > 1);
      });
      // Thrown inside the transaction: it rolls back, and the refused event counts nowhere.
      if (over.length > 0) throw new TooManyRequestsError(Math.max(1, ...over.map((r) => Number(r.wait))));
    });
  }

  /**
   * Gives back one counted event in each bucket (a login that succeeded is no failure of its account
   * nor its address). On a fork of its own, as `take`: the counters are the limiter's, never part
   * of the caller's transaction.
   */
  async giveBack(...buckets: string[]): Promise<void> {
    if (buckets.length === 0) return;
    await query(this.em.fork(), GIVE_BACK, { buckets: textArray(buckets) });
  }

  /** Forgets a bucket's count (the right code or password was given). */
  async clear(bucket: string): Promise<void> {
    await query(this.em.fork(), CLEAR, { bucket });
  }

  /** Hourly, on one replica: removes counters whose window has ended. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'prune-rate-limits' })
  prune(): Promise<boolean> {
    return this.scheduled.once('prune-rate-limits', () => query(this.em.fork(), PRUNE));
  }
}
