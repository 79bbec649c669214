import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { ScheduledJobs } from '../jobs/scheduled-jobs';
import { SessionPool } from './session-pool';

/** Sessions past their expiry are deleted every 15 minutes, by one replica. */
@Injectable()
export class SessionPruning {
  constructor(
    private readonly pool: SessionPool,
    private readonly scheduled: ScheduledJobs,
  ) {}

  @Cron('0 */15 * * * *', { name: 'prune-sessions' })
  prune(): Promise<boolean> {
    return this.scheduled.once('prune-sessions', () => this.pool.query('delete from "session" where expire < now()'));
  }
}
