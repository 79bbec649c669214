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

/**
 * Counts events per bucket in PostgreSQL (table rate_limit_hits), so limits hold across replicas
 * and restarts. Old rows are pruned every hour.
 */
@Injectable()
export class ThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduled: ScheduledJobs,
  ) {}

  async count(bucket: string, windowMs: number): Promise<number> {
    const rows = await this.em
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from rate_limit_hits where bucket = ? and created_at > now() - (? * interval '1 millisecond')`,
        [bucket, windowMs],
      );
    return Number(rows[0]?.n ?? 0);
  }

  async hit(bucket: string): Promise<void> {
    await this.em.getConnection().execute(`insert into rate_limit_hits (bucket) values (?)`, [bucket]);
  }

  async reset(bucket: string): Promise<void> {
    await this.em.getConnection().execute(`delete from rate_limit_hits where bucket = ?`, [bucket]);
  }

  /** Throws 429 when the bucket is full; otherwise returns without counting. */
  async assertAllowed(bucket: string, rule: ThrottleRule): Promise<void> {
    if ((await this.count(bucket, rule.windowMs)) >= rule.limit) {
      throw new TooManyRequestsError(Math.ceil(rule.windowMs / 1000));
    }
  }

  /** Counts one event and throws 429 if it goes over the limit. */
  async consume(bucket: string, rule: ThrottleRule): Promise<void> {
    await this.assertAllowed(bucket, rule);
    await this.hit(bucket);
  }

  /** Hourly, on one replica: removes rows older than a day (every window is shorter). */
  @Cron(CronExpression.EVERY_HOUR, { name: 'prune-rate-limits' })
  prune(): Promise<boolean> {
    return this.scheduled.once('prune-rate-limits', () => this.em.fork().getConnection().execute(`delete from rate_limit_hits where created_at < now() - interval '1 day'`));
  }
}
