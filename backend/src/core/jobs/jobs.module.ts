import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue';
import { PgListener } from './pg-listener';
import { JOBS_DATABASE_URL } from './jobs.tokens';

/** Background jobs (pg-boss) and PostgreSQL LISTEN for every module. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_DATABASE_URL, useValue: databaseUrl }, JobQueue, PgListener],
      exports: [JobQueue, PgListener],
    };
  }
}
