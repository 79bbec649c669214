import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { JOBS_DATABASE_URL } from './jobs.tokens';

type Handler = (payload: string) => void;

/**
 * One LISTEN connection per process, shared by every channel and every open stream: PostgreSQL
 * NOTIFY reaches all replicas at once. The connection is re-opened after a loss (with back-off);
 * `onReconnect` handlers hear when, so they can catch up on what was published meanwhile.
 */
@Injectable()
export class PgListener implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Listen');
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<(lostAt: Date) => void>();
  /** Channels whose LISTEN has completed on the current connection. */
  private readonly listening = new Set<string>();
  private client?: Client;
  private closing = false;
  private retryDelay = 500;
  private retryTimer?: NodeJS.Timeout;
  private lostAt?: Date;

  constructor(@Inject(JOBS_DATABASE_URL) private readonly databaseUrl: string) {}

  /** Calls `handler` with the payload of every NOTIFY on `channel`, on this process. */
  listen(channel: string, handler: Handler): () => void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const client = this.client;
      client
        ?.query(`listen ${channel}`)
        .then(() => {
          if (this.client === client) this.listening.add(channel);
        })
        .catch((error: Error) => this.logger.error(`LISTEN ${channel}: ${error.message}`));
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  onReconnect(handler: (lostAt: Date) => void): void {
    this.reconnectHandlers.add(handler);
  }

  get connected(): boolean {
    return !!this.client && !this.lostAt;
  }

  /**
   * Whether this process hears every NOTIFY on `channel` right now: connected, and its LISTEN done.
   * What relies on notifications to stay fresh (caches) must not trust itself otherwise.
   */
  isListening(channel: string): boolean {
    return this.connected && this.listening.has(channel);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, keepAlive: true, application_name: 'festival-listen' });
    client.on('notification', (message) => {
      const set = this.handlers.get(message.channel);
      if (!set) return;
      for (const handler of set) {
        try {
          handler(message.payload ?? '');
        } catch (error) {
          this.logger.error(`Handler of ${message.channel} failed: ${(error as Error).message}`);
        }
      }
    });
    const lost = (reason: string) => {
      if (this.closing || this.client !== client) return;
      this.logger.warn(`LISTEN connection lost (${reason}); reconnecting`);
      this.lostAt ??= new Date();
      this.client = undefined;
      this.listening.clear();
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('closed'));
    await client.connect();
    // A Map's iterator also visits channels added while we wait.
    const channels: string[] = [];
    for (const channel of this.handlers.keys()) {
      await client.query(`listen ${channel}`);
      channels.push(channel);
    }
    this.client = client;
    for (const channel of channels) this.listening.add(channel);
    this.retryDelay = 500;
    const lostAt = this.lostAt;
    this.lostAt = undefined;
    if (lostAt) for (const handler of this.reconnectHandlers) handler(lostAt);
  }

  private scheduleReconnect(): void {
    if (this.closing || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().catch((error: Error) => {
        this.logger.warn(`LISTEN reconnect failed: ${error.message}`);
        this.retryDelay = Math.min(this.retryDelay * 2, 10_000);
        this.scheduleReconnect();
      });
    }, this.retryDelay);
    this.retryTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
    this.listening.clear();
  }
}
