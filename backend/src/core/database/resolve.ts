import { Client } from 'pg';
import type { AppConfig } from '../config/config';
import { startEmbeddedPostgres } from './embedded';

export interface ResolvedDatabase {
  url: string;
  /** Stops the embedded server if this process started it. */
  release(): Promise<void>;
}

async function reachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL of this data folder, started here
 * unless another process (a running server, when a CLI is used) already started it.
 */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/festival`;
  if (await reachable(url)) return { url, release: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: `${config.dataDir}/pg`, port: config.embeddedPgPort });
  return { url: embedded.url, release: embedded.stop };
}
