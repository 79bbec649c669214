import { Logger } from '@nestjs/common';
import type { EventEmitter } from 'node:events';
import type { AppConfig } from '../config/config';
import { assertPortFree, clusterDir, runningCluster, startEmbeddedPostgres, stopCluster } from './embedded';

export interface ResolvedDatabase {
  url: string;
  /** The supervisor's 'down' / 'up' when this process runs the embedded server. */
  events?: EventEmitter;
  /** Stops the embedded server if this process started it. */
  release(): Promise<void>;
}

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL of this data folder:
 * - running and owned by a live process of this checkout (a server, when a CLI is used): shared;
 * - running with no owner (its Node was killed) or on another port: a server takes it over,
 *   stopping it and starting it again under its own supervision (a CLI just uses it);
 * - not running: started here, unless its port is held by a PostgreSQL of another data folder,
 *   which is refused with a message saying so.
 */
export async function resolveDatabase(config: AppConfig, options: { role?: 'server' | 'cli' } = {}): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const logger = new Logger('Database');
  const role = options.role ?? 'server';
  const dataDir = `${config.dataDir}/pg`;
  const url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/festival`;
  const running = runningCluster(clusterDir(dataDir));
  if (running) {
    const onOurPort = running.port === config.embeddedPgPort;
    if (onOurPort && (!running.orphan || role === 'cli')) {
      logger.log(`Using the embedded PostgreSQL already running on 127.0.0.1:${running.port} (pid ${running.pid})`);
      return { url, release: async () => undefined };
    }
    logger.warn(
      running.orphan
        ? `The embedded PostgreSQL (pid ${running.pid}) was left running by a process that is gone: taking it over (restarting it under this server)`
        : `The embedded PostgreSQL runs on port ${running.port}, not EMBEDDED_PG_PORT ${config.embeddedPgPort}: restarting it there`,
    );
    await stopCluster(running.pid);
  }
  await assertPortFree(config.embeddedPgPort, clusterDir(dataDir));
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
  return { url: embedded.url, events: embedded.events, release: embedded.stop };
}
