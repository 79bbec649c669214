import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Pool, type PoolConfig } from 'pg';

/** The connection pool of the session store (connect-pg-simple), closed with the application. */
@Injectable()
export class SessionPool extends Pool implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionPool');

  constructor(config?: PoolConfig) {
    super(config);
    // An idle connection cut by the server (restart, failover, shutdown: 57P01) is dropped and
    // replaced on the next query; without a listener Node would crash on the 'error' event.
    this.on('error', (error) => this.logger.warn(`idle session connection lost: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.end().catch(() => undefined);
  }
}
