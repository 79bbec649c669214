// `npm run bench`: starts the built server on a database of its own, fills it, and measures each
// scenario with autocannon next to a "raw floor": a minimal Node HTTP server running the same SQL
// on the same PostgreSQL. Each scenario runs ROUNDS times; the tables show medians, and the server's
// share of the floor beside its goal. Then scripts/first-visit.mjs (bytes and time to editions) and
// scripts/bench-volunteers.mjs (planning, applications, group messages on a festival of 1,000 volunteers)
// and scripts/bench-ticketing.mjs (the HelloAsso sync of 20,000 orders against the fake, the orders search)
// and scripts/bench-gate.mjs (validations at the gate against their raw floor, the offline copy of 50,000 codes)
// and scripts/bench-meals.mjs (the kitchen list of a meal of 1,500 eaters)
// and scripts/bench-canteen.mjs (meal validations at the canteen against their raw floor).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { closedLoop as closedLoopOf, freePort, insertSessions, log, median, ms, openStream, percentiles, sessionCookie as signedCookie, waitUntilUp } from './bench-support.mjs';

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
  await waitUntilUp(base);

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
            (array['FR','DE','BE','IT','CZ','PT','SE','PL'])[1 + g % 8],
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
  // The bench user starred a few of the editions its signed-in search finds (their stars are merged per request).
  await client.query(
    `insert into edition_favorites (user_id, edition_id)
     select u.id, e.id from users u, editions e where u.email = 'bench@bench.test' and e.name like '%juggling' and e.has_showers and e.is_online
     order by e.start_date limit 5`,
  );
  await client.query('analyze');
  const editionId = (await client.query('select id from editions where is_online order by id limit 1 offset 100')).rows[0].id;
  // Every edition a visitor may open, in a scrambled order: the "many pages" scenarios walk through them.
  const visibleIds = (await client.query('select e.id from editions e join conventions c on c.id = e.convention_id where e.is_online and not c.is_archived order by (e.id * 7919) % 5003')).rows.map((r) => r.id);
  await client.end();

  // The raw floor: the same SQL with no framework and no cache, in a process of its own (scripts/bench-raw-floor.mjs).
  const rawPort = await freePort();
  const rawArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(process.env.BENCH_PROFILE, 'raw-floor')}`] : [];
  const raw = spawn(process.execPath, [...rawArgs, join(root, 'scripts/bench-raw-floor.mjs')], {
    cwd: root,
    env: { ...process.env, RAW_DATABASE_URL: db.url, RAW_PORT: String(rawPort), RAW_SESSION_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    raw.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    raw.once('exit', (code) => reject(new Error(`raw floor exited (${code})`)));
  });

  // `paths`: each request asks for the next one (as many different visitors would); `rate`: open
  // loop, that many requests per second in all whatever the answers' speed; `cache`: what the
  // server does (the raw floor never remembers anything).
  const OPEN_RATE = Number(process.env.BENCH_RATE ?? 500);
  const searches = Array.from({ length: EDITIONS }, (_, i) => `/api/editions?q=fest+${1 + ((i * 7919) % EDITIONS)}${['', '&amenities=hasShowers', '&amenities=hasGym'][i % 3]}`);
  const pages = visibleIds.map((id) => `/api/editions/${id}`);
  const onlyScenario = process.env.BENCH_ONLY;
  const allScenarios = [
    { name: 'GET /api/session/me (signed in)', path: '/api/session/me', headers: { cookie }, connections: CONNECTIONS, cache: '—' },
    { name: 'GET /api/editions (home, first page)', path: '/api/editions', headers: {}, connections: 100, cache: 'hit' },
    { name: 'GET /api/editions?q=juggling&amenities=hasShowers (signed in, 5 starred)', path: '/api/editions?q=juggling&amenities=hasShowers', headers: { cookie }, connections: 100, cache: 'hit + stars & version query' },
    { name: `GET /api/editions?q=fest+N… (${searches.length.toLocaleString('en')} different searches)`, paths: searches, headers: {}, connections: 100, cache: 'miss' },
    { name: 'GET /api/editions/map (all 4,500 located editions, 660 kB)', path: '/api/editions/map', headers: {}, connections: 100, cache: 'hit' },
    { name: 'GET /api/editions/{id} (edition page)', path: `/api/editions/${editionId}`, headers: {}, connections: 100, cache: 'hit' },
    { name: 'GET /api/editions/{id} (edition page, signed in)', path: `/api/editions/${editionId}`, headers: { cookie }, connections: 100, cache: 'none: edition + rights query' },
    { name: `GET /api/editions/{id} (${pages.length.toLocaleString('en')} different edition pages)`, paths: pages, headers: {}, connections: 100, cache: 'miss' },
    { name: 'GET /api/editions (home, first page)', path: '/api/editions', headers: {}, connections: 100, rate: OPEN_RATE, cache: 'hit' },
    { name: `GET /api/editions?q=fest+N… (${searches.length.toLocaleString('en')} different searches)`, paths: searches, headers: {}, connections: 100, rate: OPEN_RATE, cache: 'miss' },
    { name: 'GET /api/editions?q=juggling&amenities=hasShowers (signed in, 5 starred)', path: '/api/editions?q=juggling&amenities=hasShowers', headers: { cookie }, connections: 100, rate: OPEN_RATE, cache: 'hit + stars & version query' },
    { name: 'GET /api/editions/{id} (edition page)', path: `/api/editions/${editionId}`, headers: {}, connections: 100, rate: OPEN_RATE, cache: 'hit' },
    { name: 'GET /api/editions/{id} (edition page, signed in)', path: `/api/editions/${editionId}`, headers: { cookie }, connections: 100, rate: OPEN_RATE, cache: 'none: edition + rights query' },
    { name: `GET /api/editions/{id} (${pages.length.toLocaleString('en')} different edition pages)`, paths: pages, headers: {}, connections: 100, rate: OPEN_RATE, cache: 'miss' },
  ];
  // BENCH_ONLY=editions runs the scenarios whose name contains that word, BENCH_ONLY='session|searches' those of
  // either (BENCH_ONLY=streams: only the live streams).
  const wanted = onlyScenario?.split('|') ?? [];
  const scenarios = onlyScenario ? allScenarios.filter((s) => wanted.some((w) => s.name.includes(w))) : allScenarios;
  const streamScenario = `${STREAMS.toLocaleString('en')} open streams, one notification to ${STREAM_RECIPIENTS.toLocaleString('en')} of their users`;

  /** A closed-loop autocannon round: each connection asks again as soon as it is answered. */
  const closedLoop = (origin, s) => closedLoopOf(origin, s, DURATION);
  /**
   * An open-loop round: requests leave evenly at `rate` per second over up to `connections`
   * keep-alive sockets, whatever the answers' speed, and each latency runs from the moment its
   * request was due (a request waiting for a free socket counts its wait). autocannon's
   * overallRate is not used: it sends each connection's share in a burst at the start of every
   * second, and its coordinated-omission correction assumes a 1 ms interval.
   */
  const openLoop = (origin, s) =>
    new Promise((resolve) => {
      const agent = new Agent({ keepAlive: true, maxSockets: s.connections });
      const total = Math.round(s.rate * DURATION);
      const times = [];
      let sent = 0;
      let finished = 0;
      let errors = 0;
      const start = performance.now();
      const done = () => {
        if (++finished < total) return;
        agent.destroy();
        resolve({ rps: total / ((performance.now() - start) / 1000), ...percentiles(times), errors });
      };
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * s.rate) + 1);
        for (; sent < due; sent++) {
          const dueAt = start + (sent * 1000) / s.rate;
          const path = s.path ?? s.paths[sent % s.paths.length];
          const req = httpRequest(`${origin}${path}`, { agent, headers: s.headers }, (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode < 300) times.push(performance.now() - dueAt);
              else errors++;
              done();
            });
          });
          req.on('error', () => {
            errors++;
            done();
          });
          req.end();
        }
        if (sent < total) setTimeout(tick, 1);
      };
      tick();
    });
  const run = (origin, s) => (s.rate ? openLoop(origin, s) : closedLoop(origin, s));
  const rows = [];
  const targets = [
    ['server', base],
    ['raw floor', `http://127.0.0.1:${rawPort}`],
  ];
  for (const s of scenarios) {
    // Rounds alternate between the server and the floor (server first, then floor first…): a
    // machine that slows down or speeds up during the run moves both alike, not one.
    const results = new Map(targets.map(([target]) => [target, []]));
    for (let i = 0; i < ROUNDS; i++) {
      for (const [target, origin] of i % 2 ? [...targets].reverse() : targets) {
        log(`${s.name}${s.rate ? ` at ${s.rate}/s` : ''} — ${target} — round ${i + 1}/${ROUNDS}`);
        results.get(target).push(await run(origin, s));
      }
    }
    for (const [target] of targets) {
      const runs = results.get(target);
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push({
        scenario: s.name,
        target,
        load: s.rate ? `open loop, ${s.rate}/s (≤ ${s.connections} sockets)` : `closed loop, ${s.connections} connections`,
        cache: target === 'server' ? s.cache : 'none',
        rps: m('rps'),
        rounds: runs.map((r) => r.rps),
        p50: m('p50'),
        p90: m('p90'),
        p95: m('p95'),
        p975: m('p975'),
        p99: m('p99'),
        errors: runs.reduce((n, r) => n + r.errors, 0),
      });
    }
  }

  console.log(`\n${DURATION} s per round, median of ${ROUNDS} rounds; ${USERS} users, ${EDITIONS} editions, ${FAVORITES} favorites in the database`);
  console.log('Latencies from every response of a round (2xx only). Closed loop: each connection asks again as soon as it is answered, so');
  console.log('p50 ≥ connections / throughput. Open loop: requests leave evenly at a fixed rate, as visitors who do not wait on each other;');
  console.log('latency counted from the moment each request was due.');
  console.log('Server cache: hit = the public answer comes from memory; miss = every request runs its SQL (different searches or pages);');
  console.log('signed-in users also read the data version (with their stars), or the edition fresh with their rights, to see their own changes.');
  console.log('The raw floor runs the same SQL as the server on a bare Node HTTP server, every time (no cache).\n');
  console.log('| scenario | target | load | server cache | requests/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.scenario} | ${r.target} | ${r.load} | ${r.cache} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p95)} | ${ms(r.p975)} | ${ms(r.p99)} | ${r.errors} |`);
  }

  // Issue 11's goals: the server's throughput as a share of the raw floor's, closed loop.
  const GOALS = [
    ['GET /api/session/me (signed in)', 0.5],
    ['GET /api/editions/{id} (edition page, signed in)', 0.85],
    ['different edition pages', 0.8],
    ['different searches', 0.8],
  ];
  const ratioRows = GOALS.flatMap(([name, goal]) => {
    const closed = rows.filter((r) => r.scenario.includes(name) && r.load.startsWith('closed'));
    const server = closed.find((r) => r.target === 'server');
    const floor = closed.find((r) => r.target === 'raw floor');
    // The share is the median of each round's server / floor: the two ran side by side.
    const share = server && floor ? median(server.rounds.map((rps, i) => rps / floor.rounds[i])) : 0;
    return server && floor ? [{ name: server.scenario, goal, server: server.rps, floor: floor.rps, share }] : [];
  });
  if (ratioRows.length) {
    console.log('\nThe server against the raw floor (closed loop, requests/s, medians; the share is the median of the rounds\' shares):\n');
    console.log('| scenario | server | raw floor | server / floor | goal |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of ratioRows) {
      console.log(`| ${r.name} | ${Math.round(r.server)} | ${Math.round(r.floor)} | ${Math.round(100 * r.share)} % | ≥ ${Math.round(100 * r.goal)} % |`);
    }
  }

  if (!onlyScenario || wanted.some((w) => streamScenario.includes(w))) {
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

  raw.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await db.stop();
  rmSync(dir, { recursive: true, force: true });

  // Then the browser's side: first-visit bytes and time to editions (a server of its own, demo data).
  if (!onlyScenario) {
    log('first visit…');
    const firstVisit = spawnSync(process.execPath, [join(root, 'scripts/first-visit.mjs')], { cwd: root, stdio: 'inherit' });
    if (firstVisit.status !== 0) throw new Error('first-visit measurement failed');
  }
  // And the volunteers' screens on a large festival (a server of its own; first-visit.mjs built the front ends).
  if (!onlyScenario || wanted.some((w) => 'volunteers'.includes(w))) {
    log('volunteers…');
    const volunteers = spawnSync(process.execPath, [join(root, 'scripts/bench-volunteers.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_NO_BUILD: onlyScenario ? '' : '1' } });
    if (volunteers.status !== 0) throw new Error('volunteers measurement failed');
  }
  // And the ticketing sync and orders search against the fake HelloAsso (a server of its own; the backend is built).
  if (!onlyScenario || wanted.some((w) => 'ticketing'.includes(w))) {
    log('ticketing…');
    const ticketing = spawnSync(process.execPath, [join(root, 'scripts/bench-ticketing.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_NO_BUILD: onlyScenario ? '' : '1' } });
    if (ticketing.status !== 0) throw new Error('ticketing measurement failed');
  }
  // And the gate: validations against their raw floor, the offline copy and its refresh (a server of its own; the backend is built).
  if (!onlyScenario || wanted.some((w) => 'gate'.includes(w))) {
    log('gate…');
    const gate = spawnSync(process.execPath, [join(root, 'scripts/bench-gate.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_NO_BUILD: onlyScenario ? '' : '1' } });
    if (gate.status !== 0) throw new Error('gate measurement failed');
  }
  // And the meals: the kitchen list of a meal of 1,500 eaters (a server of its own; the backend is built).
  if (!onlyScenario || wanted.some((w) => 'meals'.includes(w))) {
    log('meals…');
    const meals = spawnSync(process.execPath, [join(root, 'scripts/bench-meals.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_NO_BUILD: onlyScenario ? '' : '1' } });
    if (meals.status !== 0) throw new Error('meals measurement failed');
  }
  // And the canteen: meal validations against their raw floor (a server of its own; the backend is built).
  if (!onlyScenario || wanted.some((w) => 'canteen'.includes(w))) {
    log('canteen…');
    const canteen = spawnSync(process.execPath, [join(root, 'scripts/bench-canteen.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_NO_BUILD: onlyScenario ? '' : '1' } });
    if (canteen.status !== 0) throw new Error('canteen measurement failed');
  }
}

/** Resident memory of a process, in kB (Linux). */
function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** A signed session cookie for a session written straight into the session table (no 2,000 sign-ins). */
const sessionCookie = (sid) => signedCookie(sid, SECRET);

/**
 * STREAMS users (ids 1…) each hold a live stream on the server; one notification goes to the first
 * STREAM_RECIPIENTS of them. Measures when each stream gets it, and the server's memory.
 */
async function liveStreamsRound({ base, databaseUrl, serverPid, round }) {
  const { storeAndPublish } = require(join(root, 'backend/dist/modules/notifications/notifications.repository.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sids = Array.from({ length: STREAMS }, () => randomBytes(18).toString('base64url'));
  await insertSessions(client, sids, sids.map((_, i) => i + 1));
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
