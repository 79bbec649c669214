import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { Pool, type PoolClient } from 'pg';
import { DATABASE_TIMEOUTS } from '../database/timeouts';
import { JOBS_DATABASE_URL } from './jobs.tokens';

export interface QueueOptions {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with retryBackoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still running after this is failed (and retried). */
  expireInSeconds: number;
  /** Jobs handed to the handler at once (the worker fetches again once the whole batch is done). */
  batchSize?: number;
  /**
   * Workers of this queue in each process, each fetching on its own: a slow job holds only its own
   * worker, while the others take the next jobs (1 unless said).
   */
  workers?: number;
  /** How often an idle worker looks for jobs queued by other replicas (≥ 0.5 s). */
  pollingIntervalSeconds?: number;
}

export interface Job<T> {
  id: string;
  data: T;
}

/**
 * What a handler says about each job of its batch: jobs it lists in `failed` are retried by the
 * queue (with back-off, up to the queue's retry limit), the others are done.
 */
export interface BatchResult {
  failed?: { id: string; error: Error }[];
}

type Handler<T> = (jobs: Job<T>[]) => Promise<BatchResult | void>;

/** Runs queries of one transaction; the queue's own writes can join it (outbox: stored and queued together). */
export interface Transaction {
  query<R extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  send(queue: string, data: object): Promise<void>;
}

/**
 * The PostgreSQL-backed job queue (pg-boss 10) of this process. Modules `define` their queues in
 * onModuleInit; workers start once the application is up, on every replica (pg-boss hands each
 * job to one worker with SKIP LOCKED). Jobs queued here wake this replica's worker at once;
 * other replicas pick them up at their next poll.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  /** Shared by pg-boss and the transactions of `transaction()`. */
  readonly pool: Pool;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, { options: QueueOptions; handler: Handler<unknown> }>();
  private readonly workerIds = new Map<string, string[]>();
  private ready?: Promise<void>;
  private stopped = false;

  constructor(@Inject(JOBS_DATABASE_URL) databaseUrl: string) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 10, application_name: 'festival-jobs', connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs });
    // An idle connection cut by the server (restart, failover, shutdown) is replaced on the next query.
    this.pool.on('error', (error) => this.logger.warn(`idle job connection lost: ${error.message}`));
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => this.pool.query(text, values) },
      schema: 'pgboss',
      migrate: true,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: 300,
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error: Error & { queue?: string }) => this.logger.error(`${error.queue ? `[${error.queue}] ` : ''}${error.message}`));
  }

  /** Declares a queue and its handler; call from onModuleInit. */
  define<T>(name: string, options: QueueOptions, handler: Handler<T>): void {
    if (this.ready) throw new Error(`Queue ${name} defined after start`);
    this.definitions.set(name, { options, handler: handler as Handler<unknown> });
  }

  onApplicationBootstrap(): Promise<void> {
    this.ready ??= this.start();
    return this.ready;
  }

  private async start(): Promise<void> {
    await this.boss.start();
    for (const [name, { options, handler }] of this.definitions) {
      const { batchSize = 1, pollingIntervalSeconds = 2, workers = 1, ...queue } = options;
      // Idempotent: replicas starting together all try; the later ones find it there.
      if (!(await this.boss.getQueue(name))) {
        try {
          await this.boss.createQueue(name, { name, policy: 'standard', ...queue });
        } catch (error) {
          if (!(await this.boss.getQueue(name))) throw error;
        }
      } else {
        await this.boss.updateQueue(name, { name, ...queue });
      }
      const ids: string[] = [];
      for (let i = 0; i < workers; i++) {
        ids.push(
          await this.boss.work<unknown>(name, { batchSize, pollingIntervalSeconds }, async (jobs) => {
            const result = await handler(jobs.map((j) => ({ id: j.id, data: j.data })));
            for (const { id: jobId, error } of result?.failed ?? []) {
              // Failing moves the job to 'retry' (or 'failed' past the limit); the worker then completes the rest.
              await this.boss.fail(name, jobId, { message: error.message });
            }
          }),
        );
      }
      this.workerIds.set(name, ids);
    }
  }

  /** Queues a job (outside any transaction). */
  async send(queue: string, data: object): Promise<void> {
    await this.whenReady();
    await this.boss.send(queue, data);
    this.wake(queue);
  }

  /** Queues many jobs of one queue in one statement. */
  async sendMany(queue: string, items: object[]): Promise<void> {
    if (!items.length) return;
    await this.whenReady();
    await this.boss.insert(items.map((data) => ({ name: queue, data })));
    this.wake(queue);
  }

  /**
   * Runs `work` in one database transaction; jobs it sends are committed with its writes (or not at
   * all), so a crash between the two cannot lose or invent a job.
   */
  async transaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
    const client: PoolClient = await this.pool.connect();
    const sent = new Set<string>();
    let result: R;
    try {
      await client.query('begin');
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
      result = await work({
        query: <T extends object>(text: string, values?: unknown[]) => client.query<T>(text, values),
        send: async (queue, data) => {
          await this.whenReady();
          await this.boss.send(queue, data, { db });
          sent.add(queue);
        },
      });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    for (const queue of sent) this.wake(queue);
    return result;
  }

  private wake(queue: string): void {
    for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  private whenReady(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('The job queue is stopped'));
    return this.ready ?? this.onApplicationBootstrap();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    try {
      if (this.ready) {
        await this.ready.catch(() => undefined);
        // Running jobs get a few seconds; unfinished ones are failed and retried by another replica.
        await this.boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
      }
    } finally {
      await this.pool.end();
    }
  }
}
