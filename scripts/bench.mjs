// `npm run bench`: starts the built server on a database of its own, fills it, and measures each
// scenario with autocannon next to a "raw floor": a minimal Node HTTP server running the same SQL
// on the same PostgreSQL. Each scenario runs ROUNDS times; the table shows medians.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const SECRET = 'bench-session-secret';

const freePort = () =>
  new Promise((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const log = (...args) => console.error('[bench]', ...args);

async function main() {
  log('building…');
  // The scenarios measure the API: only the backend needs building.
  const build = spawnSync(join(root, 'node_modules/.bin/nx'), ['run', 'backend:build', '--outputStyle=static'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('build failed');

  // Database of its own.
  const dir = mkdtempSync(join(tmpdir(), 'festival-bench-'));
  chmodSync(dir, 0o755);
  const { startEmbeddedPostgres } = require(join(root, 'backend/dist/core/database/embedded.js'));
  const pgPort = await freePort();
  const db = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: pgPort });
  const port = await freePort();
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const server = spawn(process.execPath, [...nodeArgs, join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: db.url, DATA_DIR: dir, SESSION_SECRET: SECRET, LOG_LEVEL: 'warn', DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/docs-json`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  // Fill: many accounts, one of them ours.
  log(`filling ${USERS} users…`);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(
    `insert into users (email, email_hash, pseudo, nom, prenom, password, is_email_verified)
     select 'user' || g || '@bench.test', md5(g::text), 'user' || g, 'Nom' || g, 'Prenom' || g, null, true
     from generate_series(1, $1) g`,
    [USERS],
  );
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@bench.test', password: 'bench password', pseudo: 'bencher', nom: 'Bench', prenom: 'Mark' }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status}`);
  await client.query(`update users set is_email_verified = true where email = 'bench@bench.test'`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'bencher', password: 'bench password', rememberMe: true }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  await client.end();

  // The raw floor: same SQL (session row, then user row) with no framework.
  const pool = new pg.Pool({ connectionString: db.url, max: 20 });
  const unsign = (value) => {
    const raw = decodeURIComponent(value);
    if (!raw.startsWith('s:')) return null;
    const dot = raw.lastIndexOf('.');
    const sid = raw.slice(2, dot);
    const mac = createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '');
    return mac === raw.slice(dot + 1) ? sid : null;
  };
  const raw = createServer(async (req, res) => {
    try {
      const c = /festival\.sid=([^;]+)/.exec(req.headers.cookie ?? '');
      const sid = c && unsign(c[1]);
      const s = sid && (await pool.query('select sess from "session" where sid = $1 and expire >= now()', [sid])).rows[0];
      const userId = s?.sess?.passport?.user;
      const user = userId && (await pool.query('select * from users where id = $1 limit 1', [userId])).rows[0];
      if (!user) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
        return;
      }
      const { password: _p, email_verification_code: _c, ...visible } = user;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user: visible }));
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  const rawPort = await freePort();
  await new Promise((r) => raw.listen(rawPort, '127.0.0.1', r));

  const scenarios = [{ name: 'GET /api/session/me (signed in)', path: '/api/session/me', headers: { cookie } }];

  const run = (url, headers) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => (err ? reject(err) : resolve(result)));
    });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  for (const s of scenarios) {
    for (const [target, url] of [
      ['server', `${base}${s.path}`],
      ['raw floor', `http://127.0.0.1:${rawPort}${s.path}`],
    ]) {
      const results = [];
      for (let i = 0; i < ROUNDS; i++) {
        log(`${s.name} — ${target} — round ${i + 1}/${ROUNDS}`);
        results.push(await run(url, s.headers));
      }
      rows.push({
        scenario: s.name,
        target,
        rps: median(results.map((r) => r.requests.average)),
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
        errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
      });
    }
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per round, median of ${ROUNDS} rounds, ${USERS} users in the database\n`);
  console.log('| scenario | target | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.target} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);

  raw.close();
  await pool.end();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
