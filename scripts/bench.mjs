// `npm run bench`: starts the built server on a database of its own, fills it, and measures each
// scenario with autocannon next to a "raw floor": a minimal Node HTTP server running the same SQL
// on the same PostgreSQL. Each scenario runs ROUNDS times; the table shows medians.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
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
const CONVENTIONS = 500;
const EDITIONS = 5_000;
const FAVORITES = 50_000;
const SECRET = 'bench-session-secret';
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const STREAM_RECIPIENTS = Number(process.env.BENCH_STREAM_RECIPIENTS ?? 1_000);

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

  log(`filling ${CONVENTIONS} conventions, ${EDITIONS} editions, ${FAVORITES} favorites…`);
  await client.query(
    `insert into conventions (name, author_id) select 'Convention ' || g, 1 + (g % $2) from generate_series(1, $1) g`,
    [CONVENTIONS, USERS],
  );
  await client.query(
    `insert into editions (name, convention_id, start_date, end_date, city, country, is_online, has_showers, has_gym, latitude, longitude, description)
     select 'Fest ' || g || (case when g % 7 = 0 then ' juggling' else '' end),
            1 + (g % $2),
            current_date + ((g % 1000) - 300),
            current_date + ((g % 1000) - 300) + 3,
            (array['Lyon','Berlin','Gent','Torino','Praha','Lisboa','Malmö','Kraków'])[1 + g % 8],
            (array['France','Germany','Belgium','Italy','Czechia','Portugal','Sweden','Poland'])[1 + g % 8],
            g % 10 <> 0, g % 3 = 0, g % 5 = 0, 45 + (g % 100) / 10.0, 4 + (g % 100) / 10.0,
            repeat('A long description of the edition. ', 10)
     from generate_series(1, $1) g`,
    [EDITIONS, CONVENTIONS],
  );
  await client.query(
    `insert into edition_favorites (user_id, edition_id)
     select 1 + (g % $2), 1 + ((g * 7919) % $3) from generate_series(1, $1) g on conflict do nothing`,
    [FAVORITES, USERS, EDITIONS],
  );
  await client.query('analyze');
  const editionId = (await client.query('select id from editions where is_online order by id limit 1 offset 100')).rows[0].id;
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
  const sessionUser = async (req) => {
    const c = /festival\.sid=([^;]+)/.exec(req.headers.cookie ?? '');
    const sid = c && unsign(c[1]);
    const s = sid && (await pool.query('select sess from "session" where sid = $1 and expire >= now()', [sid])).rows[0];
    const userId = s?.sess?.passport?.user;
    return userId ? (await pool.query('select * from users where id = $1 limit 1', [userId])).rows[0] : undefined;
  };
  const json = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  // The same SQL the server runs for each scenario, with no framework around it.
  const SEARCH_WHERE = `e.is_online and not c.is_archived
    and ($1::text is null or e.name ilike $1 or e.city ilike $1 or c.name ilike $1)
    and ($2::boolean is null or e.has_showers = $2)`;
  const rawRoutes = {
    '/api/session/me': async (req, res) => {
      const user = await sessionUser(req);
      if (!user) return json(res, 401, { statusCode: 401 });
      const { password: _p, email_verification_code: _c, ...visible } = user;
      json(res, 200, { user: visible });
    },
    '/api/editions': async (req, res, url) => {
      const user = await sessionUser(req);
      const q = url.searchParams.get('q');
      const params = [q ? `%${q}%` : null, url.searchParams.get('amenities') === 'hasShowers' ? true : null];
      const [pageIds, count] = await Promise.all([
        pool.query(
          `select e.id from editions e join conventions c on c.id = e.convention_id where ${SEARCH_WHERE}
           order by (e.end_date < current_date) asc, case when e.end_date >= current_date then e.start_date end asc, e.start_date desc, e.id asc limit 20 offset 0`,
          params,
        ),
        pool.query(`select count(*) from editions e join conventions c on c.id = e.convention_id where ${SEARCH_WHERE}`, params),
      ]);
      const page = await pool.query('select e.*, c.name as convention_name from editions e join conventions c on c.id = e.convention_id where e.id = any($1)', [pageIds.rows.map((r) => r.id)]);
      const ids = page.rows.map((r) => r.id);
      const stars = user ? new Set((await pool.query('select edition_id from edition_favorites where user_id = $1 and edition_id = any($2)', [user.id, ids])).rows.map((r) => r.edition_id)) : new Set();
      json(res, 200, { items: page.rows.map((r) => ({ ...r, isFavorite: stars.has(r.id) })), total: Number(count.rows[0].count) });
    },
    '/api/editions/:id': async (req, res, url) => {
      const id = Number(url.pathname.split('/').pop());
      const user = await sessionUser(req);
      const edition = (await pool.query('select e.*, c.name as convention_name, c.author_id, c.is_archived from editions e join conventions c on c.id = e.convention_id where e.id = $1', [id])).rows[0];
      if (!edition) return json(res, 404, { statusCode: 404 });
      if (user) {
        const collab = (await pool.query('select * from convention_collaborators where convention_id = $1 and user_id = $2', [edition.convention_id, user.id])).rows[0];
        if (collab) await pool.query('select * from edition_collaborator_permissions where collaborator_id = $1 and edition_id = $2', [collab.id, id]);
      }
      json(res, 200, edition);
    },
  };
  const raw = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://raw');
      const route = rawRoutes[url.pathname] ?? (/^\/api\/editions\/\d+$/.test(url.pathname) ? rawRoutes['/api/editions/:id'] : undefined);
      if (!route) return json(res, 404, {});
      await route(req, res, url);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  const rawPort = await freePort();
  await new Promise((r) => raw.listen(rawPort, '127.0.0.1', r));

  const onlyScenario = process.env.BENCH_ONLY;
  const allScenarios = [
    { name: 'GET /api/session/me (signed in)', path: '/api/session/me', headers: { cookie }, connections: CONNECTIONS },
    { name: 'GET /api/editions (home, first page)', path: '/api/editions', headers: {}, connections: 100 },
    { name: 'GET /api/editions?q=juggling&amenities=hasShowers (signed in)', path: '/api/editions?q=juggling&amenities=hasShowers', headers: { cookie }, connections: 100 },
    { name: 'GET /api/editions/{id} (edition page)', path: `/api/editions/${editionId}`, headers: {}, connections: 100 },
  ];
  // BENCH_ONLY=editions runs the scenarios whose name contains that word (BENCH_ONLY=streams: only the live streams).
  const scenarios = onlyScenario ? allScenarios.filter((s) => s.name.includes(onlyScenario)) : allScenarios;
  const streamScenario = `${STREAMS.toLocaleString('en')} open streams, one notification to ${STREAM_RECIPIENTS.toLocaleString('en')} of their users`;

  const run = (url, headers, connections) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration: DURATION, headers }, (err, result) => (err ? reject(err) : resolve(result)));
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
        results.push(await run(url, s.headers, s.connections));
      }
      rows.push({
        scenario: s.name,
        target,
        rps: median(results.map((r) => r.requests.average)),
        connections: s.connections,
        p50: median(results.map((r) => r.latency.p50)),
        p90: median(results.map((r) => r.latency.p90)),
        p975: median(results.map((r) => r.latency.p97_5)),
        p99: median(results.map((r) => r.latency.p99)),
        errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
      });
    }
  }

  console.log(`\n${DURATION} s per round, median of ${ROUNDS} rounds; ${USERS} users, ${EDITIONS} editions, ${FAVORITES} favorites in the database`);
  console.log('(autocannon reports p90 and p97.5, not p95: p95 lies between them)\n');
  console.log('| scenario | target | connections | requests/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.target} | ${r.connections} | ${Math.round(r.rps)} | ${r.p50} | ${r.p90} | ${r.p975} | ${r.p99} | ${r.errors} |`);

  if (!onlyScenario || streamScenario.includes(onlyScenario)) {
    const results = [];
    for (let i = 0; i < ROUNDS; i++) {
      log(`${streamScenario} — round ${i + 1}/${ROUNDS}`);
      results.push(await liveStreamsRound({ base, databaseUrl: db.url, serverPid: server.pid, round: i }));
    }
    const mb = (kb) => `${Math.round(kb / 1024)} MB`;
    console.log(`\nLive notifications (SSE), median of ${ROUNDS} rounds: the notification is stored and published as another replica would`);
    console.log('(one INSERT … NOTIFY on its own connection); times run from that call to each stream receiving the event.\n');
    console.log('(RSS before: the server before the first round; RSS moves with garbage collection between rounds.)\n');
    console.log('| scenario | streams | opened in ms | recipients | received | others received | first ms | median ms | last ms | server RSS before | RSS with streams open |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const m = (key) => median(results.map((r) => r[key]));
    console.log(
      `| ${streamScenario} | ${STREAMS} | ${m('openMs')} | ${STREAM_RECIPIENTS} | ${m('received')} | ${Math.max(...results.map((r) => r.extra))} | ${m('first')} | ${m('median')} | ${m('last')} | ${mb(results[0].rssBefore)} | ${mb(m('rssOpen'))} |`,
    );
    for (const [i, r] of results.entries()) log(`round ${i + 1}: opened in ${r.openMs} ms, last ${r.last} ms, RSS ${mb(r.rssBefore)} → ${mb(r.rssOpen)}, ${r.extra} unexpected`);
  }

  raw.close();
  await pool.end();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** Resident memory of a process, in kB (Linux). */
function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** A signed session cookie for a user, written straight into the session table (no 2,000 sign-ins). */
function sessionCookie(sid) {
  const mac = createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `festival.sid=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}

/** Opens an SSE stream; resolves at its `connected` event, and records when the first `notification` arrives. */
function openStream(base, cookie) {
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

/**
 * STREAMS users (ids 1…) each hold a live stream on the server; one notification goes to the first
 * STREAM_RECIPIENTS of them. Measures when each stream gets it, and the server's memory.
 */
async function liveStreamsRound({ base, databaseUrl, serverPid, round }) {
  const { storeAndPublish } = require(join(root, 'backend/dist/modules/notifications/notification-store.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sids = Array.from({ length: STREAMS }, () => randomBytes(18).toString('base64url'));
  await client.query(
    `insert into "session" (sid, sess, expire)
     select sid, json_build_object('cookie', json_build_object('originalMaxAge', null, 'expires', null, 'httpOnly', true, 'path', '/', 'sameSite', 'lax', 'secure', false),
                                   'passport', json_build_object('user', ord)), now() + interval '1 day'
     from unnest($1::text[]) with ordinality as s(sid, ord)`,
    [sids],
  );
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = rssKb(serverPid);
  const opening = performance.now();
  const streams = [];
  for (let i = 0; i < STREAMS; i += 100) {
    streams.push(...(await Promise.all(sids.slice(i, i + 100).map((sid) => openStream(base, sessionCookie(sid))))));
  }
  const openMs = Math.round(performance.now() - opening);
  await new Promise((r) => setTimeout(r, 2000));
  const rssOpen = rssKb(serverPid);

  const recipients = Array.from({ length: STREAM_RECIPIENTS }, (_, i) => i + 1);
  const start = performance.now();
  await storeAndPublish(client, recipients, { title: `Bench round ${round + 1}`, message: 'The gates open in ten minutes.', category: 'system' });
  const targets = streams.slice(0, STREAM_RECIPIENTS);
  for (let waited = 0; waited < 20_000 && targets.some((s) => s.notifiedAt === null); waited += 10) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 200)); // would any other stream get it?
  const times = targets.filter((s) => s.notifiedAt !== null).map((s) => s.notifiedAt - start).sort((a, b) => a - b);
  const extra = streams.slice(STREAM_RECIPIENTS).filter((s) => s.notifiedAt !== null).length;

  for (const s of streams) s.req.destroy();
  await client.query('delete from "session" where sid = any($1)', [sids]);
  await client.query('delete from notifications where user_id <= $1', [STREAM_RECIPIENTS]);
  await client.end();
  await new Promise((r) => setTimeout(r, 500));
  return {
    received: times.length,
    first: Math.round(times[0] ?? NaN),
    median: Math.round(times[Math.floor(times.length / 2)] ?? NaN),
    last: times.length === STREAM_RECIPIENTS ? Math.round(times[times.length - 1]) : NaN,
    rssBefore,
    rssOpen,
    openMs,
    extra,
  };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
