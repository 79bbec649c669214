import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DATABASE_URL } from './database-url';

/** Between two checks while the database answers; and while it does not. */
const HEARTBEAT_MS = 5_000;
const RETRY_MS = 1_000;
/** A check waits this long for an answer. */
const CHECK_TIMEOUT_MS = 1_500;

/**
 * Whether PostgreSQL answers, kept by a heartbeat and by the errors requests meet. While it is down,
 * API requests are answered 503 at once (no request waits on a dead or frozen database) and the
 * database is checked every second; the first answer puts it back up, by itself.
 */
@Injectable()
export class DatabaseHealth implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private downSince: number | null = null;
  private timer?: NodeJS.Timeout;
  private checking = false;
  private closed = false;

  constructor(@Inject(DATABASE_URL) private readonly url: string) {}

  get isDown(): boolean {
    return this.downSince !== null;
  }

  onModuleInit(): void {
    this.schedule(HEARTBEAT_MS);
  }

  onApplicationShutdown(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  /** Something saw the database fail: answer 503 until a check succeeds. */
  markDown(reason: string): void {
    if (this.downSince === null) {
      this.downSince = Date.now();
      this.logger.error(`PostgreSQL does not answer (${reason}): API requests get 503 until it does`);
    }
    this.schedule(RETRY_MS);
  }

  /** One check now (readiness): `select 1` on a connection of its own, within CHECK_TIMEOUT_MS. */
  async check(): Promise<boolean> {
    const client = new Client({ connectionString: this.url, connectionTimeoutMillis: CHECK_TIMEOUT_MS, query_timeout: CHECK_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      if (this.downSince !== null) {
        this.logger.log(`PostgreSQL answers again after ${Math.round((Date.now() - this.downSince) / 1000)} s`);
        this.downSince = null;
      }
      return true;
    } catch (error) {
      if (this.downSince === null) this.markDown((error as Error).message);
      return false;
    } finally {
      void client.end().catch(() => undefined);
    }
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await this.check();
    } finally {
      this.checking = false;
      this.schedule(this.isDown ? RETRY_MS : HEARTBEAT_MS);
    }
  }
}
