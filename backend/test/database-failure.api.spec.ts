/**
 * The built server (backend/dist/main.js) on an embedded PostgreSQL of its own, as `npm start`
 * runs it, while its database fails: killed, frozen, orphaned by a killed Node, or its port held by
 * another checkout's. Real processes and signals throughout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterDir, runningCluster, stopCluster } from '../src/core/database/embedded';
import { freePorts } from './support/free-port';

const root = join(__dirname, '..', '..');
// The server's, its PostgreSQL's, and a second server's (which must find that PostgreSQL's port taken).
let port: number;
let pgPort: number;
let otherPort: number;

interface Server {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, serverPort = port): Server {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(serverPort), EMBEDDED_PG_PORT: String(pgPort), SESSION_SECRET: 'db-failure-test', LOG_LEVEL: 'log', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 90_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function get(path: string, serverPort = port): Promise<{ status: number; retryAfter: string | null; ms: number; body: unknown }> {
  const started = Date.now();
  try {
    const res = await fetch(`http://127.0.0.1:${serverPort}${path}`, { signal: AbortSignal.timeout(60_000) });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started, body: await res.json().catch(() => null) };
  } catch {
    return { status: 0, retryAfter: null, ms: Date.now() - started, body: null };
  }
}

const ready = (server: Server) => until('the server to be ready', () => (server.output().includes('Ready on') ? true : server.process.exitCode !== null ? fail(server) : undefined));
const fail = (server: Server): never => {
  throw new Error(`The server exited:\n${server.output()}`);
};

/** The PostgreSQL processes of the cluster: the postmaster and its children. */
function clusterProcesses(postmaster: number): number[] {
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim();
  return [postmaster, ...children.split(/\s+/).filter(Boolean).map(Number)];
}

/** A signal to a process that may have ended meanwhile (a backend closing its connection). */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    /* gone already */
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'festival-dbfail-'));
const otherDataDir = mkdtempSync(join(tmpdir(), 'festival-dbfail-other-'));
const servers: Server[] = [];

afterAll(async () => {
  for (const s of servers) if (s.process.exitCode === null) s.process.kill('SIGKILL');
  for (const dir of [dataDir, otherDataDir]) {
    const running = runningCluster(clusterDir(join(dir, 'pg')));
    if (running) await stopCluster(running.pid);
    rmSync(clusterDir(join(dir, 'pg')), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

describe('when the database fails', () => {
  let server: Server;
  const postmaster = () => runningCluster(clusterDir(join(dataDir, 'pg')))?.pid;

  beforeAll(async () => {
    [port, pgPort, otherPort] = await freePorts(3);
    server = startServer(dataDir);
    servers.push(server);
    await ready(server);
  }, 120_000);

  it('has a liveness and a readiness endpoint', async () => {
    expect(await get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', database: 'up' } });
  });

  it('answers 503 with Retry-After, never 500, while the embedded PostgreSQL is dead, restarts it and serves again', async () => {
    expect((await get('/api/editions')).status).toBe(200);
    const before = postmaster()!;
    process.kill(before, 'SIGKILL');
    const seen: { status: number; retryAfter: string | null }[] = [];
    await until('the editions to answer 200 again', async () => {
      const res = await get('/api/editions');
      seen.push(res);
      return res.status === 200 && seen.length > 1 ? true : undefined;
    });
    expect(seen.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);
    const unavailable = seen.filter((r) => r.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((r) => r.retryAfter === '5')).toBe(true);
    expect(postmaster()).not.toBe(before);
    expect(server.output()).toMatch(/The embedded PostgreSQL exited/);
    expect((await get('/api/health/ready')).status).toBe(200);
  }, 120_000);

  it('fails requests fast with 503 while the database is frozen, and recovers by itself once it thaws', async () => {
    const frozen = clusterProcesses(postmaster()!);
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    let slowest = 0;
    try {
      // The first request may wait for its query's timeout; the database is then known down.
      const first = await get('/api/editions?q=frozen');
      slowest = first.ms;
      expect(first.status).toBe(503);
      const next = await get('/api/editions?q=still-frozen');
      expect(next.status).toBe(503);
      expect(next.ms).toBeLessThan(1_000);
      expect((await get('/api/health/ready')).status).toBe(503);
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      for (const pid of frozen) signal(pid, 'SIGCONT');
    }
    expect(slowest).toBeLessThan(12_000);
    await until('the editions to answer 200 after the thaw', async () => ((await get('/api/editions')).status === 200 ? true : undefined), 30_000);
  }, 120_000);

  it('answers 503, never 500, to a burst of requests that open new connections to a frozen database', async () => {
    expect((await get('/api/editions?q=warm')).status).toBe(200);
    const frozen = clusterProcesses(postmaster()!);
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    let answers: { status: number; body: unknown }[];
    try {
      // More at once than the pool keeps open: most wait on a new connection, which the frozen server
      // accepts but never answers (node-postgres's connect timeout, "timeout expired").
      answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(`/api/editions?q=burst-${i}`)));
    } finally {
      for (const pid of frozen) signal(pid, 'SIGCONT');
    }
    expect(answers.map((a) => a.status).filter((s) => s !== 503)).toEqual([]);
    expect(answers.every((a) => (a.body as { code?: string }).code === 'DATABASE_UNAVAILABLE')).toBe(true);
    expect(server.output()).not.toMatch(/→ 500/);
    await until('the editions to answer 200 after the thaw', async () => ((await get('/api/editions')).status === 200 ? true : undefined), 30_000);
  }, 120_000);

  it('refuses to start on a port held by the PostgreSQL of another data folder, and says so', async () => {
    const other = startServer(otherDataDir, otherPort);
    servers.push(other);
    expect(await other.exited).toBe(1);
    expect(other.output()).toMatch(new RegExp(`Port ${pgPort} is held by a PostgreSQL of another data folder`));
  }, 120_000);

  it('after kill -9 of Node, the next start takes over the orphaned PostgreSQL; a stop stops it', async () => {
    const orphan = postmaster()!;
    server.process.kill('SIGKILL');
    await server.exited;
    expect(runningCluster(clusterDir(join(dataDir, 'pg')))).toMatchObject({ pid: orphan, orphan: true });

    const next = startServer(dataDir);
    servers.push(next);
    await ready(next);
    expect(next.output()).toMatch(/left running by a process that is gone: taking it over/);
    const current = postmaster()!;
    expect(current).not.toBe(orphan);
    expect((await get('/api/health/ready')).status).toBe(200);

    next.process.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(runningCluster(clusterDir(join(dataDir, 'pg')))).toBeNull();
  }, 180_000);
});
