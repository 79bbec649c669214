// What the bench scripts share: ports, starting a server and waiting for it, an organiser with an
// edition, session cookies written straight into the session table, live streams, percentiles and
// closed-loop rounds.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');

export const log = (...args) => console.error('[bench]', ...args);

export const freePort = () =>
  new Promise((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const ms = (x) => (Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(1) : String(Math.round(x)));

/** Waits until the server at `base` answers its OpenAPI document. */
export async function waitUntilUp(base, tries = 300) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/docs-json`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (i > tries) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The built backend (backend/dist) on a free port, over a PostgreSQL of its own, both in a temporary
 * folder named after the bench: `{ base, db, server, stop() }`; `env` adds to the server's.
 * BENCH_PROFILE=<dir>: the server writes a CPU profile there when it stops.
 */
export async function startBenchServer(name, secret, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), `festival-bench-${name}-`));
  chmodSync(dir, 0o755);
  const { startEmbeddedPostgres } = require(join(root, 'backend/dist/core/database/embedded.js'));
  const db = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: await freePort() });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const server = spawn(process.execPath, [...nodeArgs, join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATABASE_URL: db.url, DATA_DIR: dir, SESSION_SECRET: secret, LOG_LEVEL: 'warn', DEMO: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    base,
    db,
    server,
    /** Stops the server (and waits for it), then the database, and removes the folder. */
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r() : server.once('exit', r)));
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An organiser signed in through the API (its session cookie), authoring a convention and its online edition in 30 to 33 days. */
export async function organiserWithEdition(client, base) {
  const headers = { 'content-type': 'application/json', origin: base };
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'organiser@bench.test', password: 'bench password', pseudo: 'organiser', nom: 'Bench', prenom: 'Olga' }),
  });
  if (!register.ok) throw new Error(`register: ${register.status}`);
  await client.query(`update users set is_email_verified = true where email = 'organiser@bench.test'`);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ identifier: 'organiser', password: 'bench password', rememberMe: true }) });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const organiserId = (await client.query(`select id from users where email = 'organiser@bench.test'`)).rows[0].id;
  const conventionId = (await client.query(`insert into conventions (name, author_id) values ('Bench convention', $1) returning id`, [organiserId])).rows[0].id;
  const editionId = (
    await client.query(
      `insert into editions (name, convention_id, creator_id, start_date, end_date, is_online, city) values ('Bench festival', $1, $2, current_date + 30, current_date + 33, true, 'Lyon') returning id`,
      [conventionId, organiserId],
    )
  ).rows[0].id;
  return { organiserId, cookie, editionId };
}

/** A signed session cookie for a session id, as express-session signs it with `secret`. */
export function sessionCookie(sid, secret) {
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `festival.sid=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}

/** Rows of the session table signing in each user id of `userIds` (ordered like `sids`). */
export async function insertSessions(client, sids, userIds) {
  await client.query(
    `insert into "session" (sid, sess, expire)
     select sid, json_build_object('cookie', json_build_object('originalMaxAge', null, 'expires', null, 'httpOnly', true, 'path', '/', 'sameSite', 'lax', 'secure', false),
                                   'passport', json_build_object('user', uid)), now() + interval '1 day'
     from unnest($1::text[], $2::int[]) as s(sid, uid)`,
    [sids, userIds],
  );
}

/** Opens an SSE stream; resolves at its `connected` event, and records when the first `notification` arrives. */
export function openStream(base, cookie) {
  return new Promise((resolve, reject) => {
    const stream = { notifiedAt: null, req: null };
    const req = httpRequest(`${base}/api/notifications/stream`, { headers: { cookie, accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: connected')) resolve(stream);
          else if (block.startsWith('event: notification') && stream.notifiedAt === null) stream.notifiedAt = performance.now();
        }
      });
    });
    stream.req = req;
    req.on('error', reject);
    req.end();
  });
}

/** Percentiles of one round's latencies. */
export function percentiles(times) {
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  return { p50: at(50), p90: at(90), p95: at(95), p975: at(97.5), p99: at(99) };
}

/** A closed-loop autocannon round: each connection asks again as soon as it is answered (2xx latencies only). */
export function closedLoop(origin, s, duration) {
  return new Promise((resolve, reject) => {
    const times = [];
    let next = 0;
    const options = { url: `${origin}${s.path ?? s.paths[0]}`, connections: s.connections, duration, headers: s.headers };
    if (s.paths) options.requests = [{ setupRequest: (req) => ({ ...req, path: s.paths[next++ % s.paths.length] }) }];
    const instance = autocannon(options, (err, result) =>
      err ? reject(err) : resolve({ rps: result.requests.average, ...percentiles(times), errors: result.errors + result.timeouts + result.non2xx }),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => status < 300 && times.push(responseTime));
  });
}

/** One JSON POST: its status and answer. */
export function post(base, path, headers, body) {
  return fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

/** One POST over a keep-alive agent; resolves with its status and latency. */
function send(agent, origin, path, headers, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = httpRequest(`${origin}${path}`, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** Closed loop of POSTs (a scan's validations): `connections` callers each send the next body (`bodyOf(i)`: the i-th request's text) as soon as theirs is answered. */
export async function postClosedLoop(origin, path, headers, bodyOf, connections, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const r = await send(agent, origin, path, headers, bodyOf(next++));
        if (r.status === 200) times.push(r.ms);
        else errors++;
      }
    }),
  );
  agent.destroy();
  return { rps: (times.length + errors) / ((performance.now() - started) / 1000), ...percentiles(times), errors };
}

/**
 * Open loop of POSTs: requests leave evenly at `rate` per second whatever the answers' speed, each
 * latency counted from the moment it was due (a request waiting for a free socket counts its wait).
 */
export function postOpenLoop(origin, path, headers, bodyOf, rate, seconds, connections) {
  return new Promise((resolve) => {
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const total = Math.round(rate * seconds);
    const times = [];
    let sent = 0;
    let finished = 0;
    let errors = 0;
    const start = performance.now();
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      for (; sent < due; sent++) {
        const dueAt = start + (sent * 1000) / rate;
        void send(agent, origin, path, headers, bodyOf(sent)).then((r) => {
          if (r.status === 200) times.push(performance.now() - dueAt);
          else errors++;
          if (++finished === total) {
            agent.destroy();
            resolve({ rps: total / ((performance.now() - start) / 1000), ...percentiles(times), errors });
          }
        });
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}

/** The checkpoints' raw floor (scripts/bench-gate-floor.mjs: a bare Node server) on the bench's database: its origin, and `stop()`. */
export async function startRawFloor(databaseUrl) {
  const port = await freePort();
  const floor = spawn(process.execPath, [join(root, 'scripts/bench-gate-floor.mjs')], { cwd: root, env: { ...process.env, RAW_DATABASE_URL: databaseUrl, RAW_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    floor.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    floor.once('exit', (code) => reject(new Error(`raw floor exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => floor.kill('SIGTERM') };
}

/**
 * A checkpoint's validation (the gate's, the canteen's), `rounds` times: a closed loop of
 * `connections` on the server and on the raw floor (alternating which goes first), then an open
 * loop at `rate` per second on the server, `reset()` before each run (every request a person not
 * yet validated). Answers the table's rows (a) and (b), medians beside the goals (`share` of the
 * floor, `p99` at the open rate); `what` words them.
 */
export async function measureValidations({ base, floor, path, headers, bodyOf, reset, rounds, connections, closedSeconds, rate, openSeconds, goals, what }) {
  const targets = [
    ['server', base],
    ['raw floor', floor],
  ];
  const closed = new Map(targets.map(([t]) => [t, []]));
  const open = [];
  for (let i = 0; i < rounds; i++) {
    for (const [target, origin] of i % 2 ? [...targets].reverse() : targets) {
      await reset();
      log(`${what.name}, closed loop (${connections} connections) — ${target} — round ${i + 1}/${rounds}`);
      closed.get(target).push(await postClosedLoop(origin, path, headers, bodyOf, connections, closedSeconds));
    }
    await reset();
    log(`${what.name}, open loop at ${rate}/s — server — round ${i + 1}/${rounds}`);
    open.push(await postOpenLoop(base, path, headers, bodyOf, rate, openSeconds, connections));
  }
  const m = (runs, key) => median(runs.map((r) => r[key]));
  const server = closed.get('server');
  const raw = closed.get('raw floor');
  const share = median(server.map((r, i) => r.rps / raw[i].rps));
  const errors = (runs) => runs.reduce((n, r) => n + r.errors, 0);
  const loop = (runs) => `${Math.round(m(runs, 'rps'))} req/s (p50 ${ms(m(runs, 'p50'))} ms, p99 ${ms(m(runs, 'p99'))} ms, ${errors(runs)} errors; rounds ${runs.map((r) => Math.round(r.rps)).join(' / ')})`;
  return [
    [`(a) ${what.name}, closed loop, ${connections} connections, ${closedSeconds} s: server (${what.server})`, loop(server), '', null],
    [`(a) ${what.name}, same load: raw floor (${what.floor})`, loop(raw), '', null],
    ['(a) server / raw floor (median of the rounds\u2019 shares)', `${Math.round(100 * share)} %`, `≥ ${Math.round(100 * goals.share)} %`, share >= goals.share],
    [
      `(b) ${what.name}, open loop at ${rate}/s for ${openSeconds} s, a fresh code each (${Math.round(m(open, 'rps'))} req/s done, ${errors(open)} errors)`,
      `p50 ${ms(m(open, 'p50'))} ms, p99 ${ms(m(open, 'p99'))} ms`,
      `p99 < ${goals.p99} ms`,
      errors(open) === 0 && m(open, 'p99') < goals.p99,
    ],
  ];
}

/** A bench's figures: its lines of context, the machine, then one table row per measure (`[name, value, goal, met]`, met null: no goal). */
export function printFigures(intro, rows) {
  console.log(`\n${intro.join('\n')}`);
  console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) at the end.\n`);
  console.log('| measure | value | goal | met |');
  console.log('|---|---|---|---|');
  for (const [name, value, goal, met] of rows) console.log(`| ${name} | ${value} | ${goal || '—'} | ${met === null ? '—' : met ? 'yes' : 'NO'} |`);
}

/**
 * A checkpoint bench's run: the backend built (unless BENCH_NO_BUILD), its server and database
 * started, an organiser with an edition, then `work({ base, db, client, editionId, organiserId,
 * floor })` with the raw floor started on demand (`floor()`); everything stopped after.
 */
export async function checkpointBench(name, secret, work) {
  if (!process.env.BENCH_NO_BUILD) {
    log('building the backend…');
    const build = spawnSync(join(root, 'node_modules/.bin/nx'), ['run', 'backend:build', '--outputStyle=static'], { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
    if (build.status !== 0) throw new Error('build failed');
  }
  const { base, db, stop } = await startBenchServer(name, secret);
  const client = new pg.Client({ connectionString: db.url });
  let raw = null;
  try {
    await waitUntilUp(base);
    await client.connect();
    const { editionId, organiserId } = await organiserWithEdition(client, base);
    await work({ base, db, client, editionId, organiserId, floor: async () => (raw = await startRawFloor(db.url)).origin });
  } finally {
    raw?.stop();
    await client.end().catch(() => undefined);
    await stop();
  }
}

/**
 * An accepted volunteer of the edition put on a shift running now of a new team with `flag`
 * ('is_access_control_team' for the gate, 'is_meal_validation_team' for the canteen), signed in by a
 * session written straight into the session table: answers its cookie (signed with `secret`).
 */
export async function volunteerOnShift(client, { editionId, organiserId, userId, flag, team, secret }) {
  const teamId = (await client.query(`insert into volunteer_teams (edition_id, name, ${flag}) values ($1, $2, true) returning id`, [editionId, team])).rows[0].id;
  await client.query(`insert into application_team_assignments (application_id, team_id) select id, $2 from edition_volunteer_applications where edition_id = $1 and user_id = $3`, [editionId, teamId, userId]);
  const slotId = (
    await client.query(
      `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values ($1, $2, $3, now() - interval '1 hour', now() + interval '6 hours', 4) returning id`,
      [editionId, teamId, team],
    )
  ).rows[0].id;
  await client.query(`insert into volunteer_assignments (time_slot_id, user_id, assigned_by_id) values ($1, $2, $3)`, [slotId, userId, organiserId]);
  const sid = randomBytes(18).toString('base64url');
  await insertSessions(client, [sid], [userId]);
  return sessionCookie(sid, secret);
}
