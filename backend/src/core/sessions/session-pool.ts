import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

/** The connection pool of the session store (connect-pg-simple), closed with the application. */
@Injectable()
export class SessionPool extends Pool implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await this.end().catch(() => undefined);
  }
}
