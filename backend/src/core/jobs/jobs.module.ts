import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue';
import { PgListener } from './pg-listener';
import { ScheduledJobs } from './scheduled-jobs';
import { JOBS_DATABASE_URL } from './jobs.tokens';

/** Background jobs (pg-boss), scheduled jobs run once across replicas, and PostgreSQL LISTEN for every module. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_DATABASE_URL, useValue: databaseUrl }, JobQueue, PgListener, ScheduledJobs],
      exports: [JobQueue, PgListener, ScheduledJobs],
    };
  }
}
