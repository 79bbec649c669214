// `npm run bench:ticketing` (also run by `npm run bench`): issue 13's figures against the fake
// HelloAsso (tools/fake-helloasso) with 20,000 orders / ~50,000 items, on a server and a database of
// its own: the first sync (time, and the server's resident memory sampled every 200 ms throughout),
// a re-sync with nothing changed (rows written: PostgreSQL's counters of the ticketing tables, and
// the run's own counts), a re-sync after 500 changed orders (250 new, 250 refunded), one after 500
// orders only touched (their meta.updatedAt moved), and the orders list's search (p95 over 200
// requests at several concurrency levels).
// TICKETING_BENCH_ORDERS=<n> runs it on fewer orders (a quick try); BENCH_NO_BUILD=1 skips the build.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startFakeHelloAsso } from '../tools/fake-helloasso/server.mjs';
import { log, ms, organiserWithEdition, percentiles, startBenchServer, waitUntilUp } from './bench-support.mjs';

const root = join(import.meta.dirname, '..');
const ORDERS = Number(process.env.TICKETING_BENCH_ORDERS ?? 20_000);
const CHANGED_NEW = 250;
const CHANGED_REFUNDED = 250;
const TOUCHED = 500;
const SEARCHES = 200;
const CONCURRENCY = [1, 4, 16];
/** Issue 13's goals. */
const GOALS = { firstSyncS: 60, rssMb: 400, resyncRows: 0, changedS: 5, searchP95: 50 };
const SECRET = 'bench-ticketing-secret';

async function main() {
  if (!process.env.BENCH_NO_BUILD) {
    log('building the backend…');
    const build = spawnSync(join(root, 'node_modules/.bin/nx'), ['run', 'backend:build', '--outputStyle=static'], { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
    if (build.status !== 0) throw new Error('build failed');
  }
  log(`fake HelloAsso with ${ORDERS.toLocaleString('en')} orders…`);
  const fake = await startFakeHelloAsso({ orders: ORDERS, seed: 1 });
  const generated = fake.stats();
  log(`fake HelloAsso on ${fake.url}: ${generated.orders} orders, ${generated.items} items`);

  const { base, db, server, stop } = await startBenchServer('ticketing', SECRET, { TICKETING_ALLOW_PRIVATE_HOSTS: '1' });
  const client = new pg.Client({ connectionString: db.url });
  const memory = rssSampler(server.pid);
  try {
    await waitUntilUp(base);
    await client.connect();
    const { editionId, cookie } = await organiserWithEdition(client, base);
    const api = apiOf(base, cookie);

    log('connecting the edition to the fake HelloAsso…');
    await api('PUT', `/api/editions/${editionId}/ticketing/external`, fake.connection());

    log('first sync…');
    memory.start();
    const first = await syncOnce(api, editionId);
    const firstRss = memory.stop();
    const [{ orders: dbOrders, items: dbItems }] = (
      await client.query(
        `select (select count(*)::int from ticketing_orders where edition_id = $1) as orders, (select count(*)::int from ticketing_order_items where edition_id = $1) as items`,
        [editionId],
      )
    ).rows;
    log(`first sync: ${(first.wallMs / 1000).toFixed(1)} s, ${dbOrders} orders and ${dbItems} items here, RSS max ${mb(firstRss.max)}`);

    log('re-sync with nothing changed…');
    const before = await settledWrites(client);
    memory.start();
    const idle = await syncOnce(api, editionId);
    const idleRss = memory.stop();
    const afterIdle = await settledWrites(client);
    const idleWrites = writesBetween(before, afterIdle);
    log(`re-sync: ${(idle.wallMs / 1000).toFixed(1)} s, ${idleWrites.total} rows written (${idleWrites.detail || 'none'})`);

    log(`${CHANGED_NEW} new and ${CHANGED_REFUNDED} refunded orders, re-sync…`);
    // Refunds first, so they fall on orders the server already has: 500 distinct changed orders.
    fake.state.refund({ count: CHANGED_REFUNDED });
    fake.state.addOrders({ count: CHANGED_NEW });
    memory.start();
    const changed = await syncOnce(api, editionId);
    const changedRss = memory.stop();
    const afterChanged = await settledWrites(client);
    const changedWrites = writesBetween(afterIdle, afterChanged);
    log(`changed: ${(changed.wallMs / 1000).toFixed(1)} s, run ${JSON.stringify(counts(changed.run))}`);

    log(`${TOUCHED} orders touched (meta.updatedAt moves, nothing else), re-sync…`);
    fake.state.touchOrders({ count: TOUCHED });
    memory.start();
    const touched = await syncOnce(api, editionId);
    const touchedRss = memory.stop();
    const touchedWrites = writesBetween(afterChanged, await settledWrites(client));
    log(`touched: ${(touched.wallMs / 1000).toFixed(1)} s, ${touchedWrites.total} rows written, run ${JSON.stringify(counts(touched.run))}`);

    log('orders list search…');
    // Steady state: the planner's statistics as autovacuum keeps them (it would analyze the freshly synced tables within a minute).
    await client.query('analyze');
    const paths = searchTerms(fake, 40).map((term) => `/api/editions/${editionId}/ticketing/orders?search=${encodeURIComponent(term)}&page=1`);
    const check = await fetch(`${base}${paths[0]}`, { headers: { cookie } });
    if (!check.ok) throw new Error(`search: ${check.status} ${await check.text()}`);
    await searchRound(base, cookie, paths, 1, 20); // warm-up, not counted
    const searchRounds = [];
    for (const concurrency of CONCURRENCY) searchRounds.push({ concurrency, ...(await searchRound(base, cookie, paths, concurrency)) });

    const rssMax = Math.max(firstRss.max, idleRss.max, changedRss.max, touchedRss.max);
    const runSeconds = (run) => (run.finishedAt && run.queuedAt ? ((Date.parse(run.finishedAt) - Date.parse(run.queuedAt)) / 1000).toFixed(1) : '—');
    const rows = [
      [`first sync: ${generated.orders.toLocaleString('en')} orders / ${generated.items.toLocaleString('en')} items (${dbOrders.toLocaleString('en')} / ${dbItems.toLocaleString('en')} here)`, `${(first.wallMs / 1000).toFixed(1)} s (run ${runSeconds(first.run)} s)`, `< ${GOALS.firstSyncS} s`, first.ok && first.wallMs < GOALS.firstSyncS * 1000],
      ['server RSS, max over the syncs (sampled every 200 ms)', `${mb(rssMax)} (first sync ${mb(firstRss.max)}, ${firstRss.samples} samples)`, `< ${GOALS.rssMb} MB`, rssMax / 1024 < GOALS.rssMb],
      [
        're-sync, nothing changed: rows written (PostgreSQL counters, ticketing data tables)',
        `${idleWrites.total} (run: ${describeRun(idle.run)}; ${(idle.wallMs / 1000).toFixed(1)} s)`,
        `${GOALS.resyncRows}`,
        idle.ok && idleWrites.total === 0 && (idle.run.created ?? 0) + (idle.run.updated ?? 0) + (idle.run.cancelled ?? 0) === 0,
      ],
      [
        `re-sync after ${CHANGED_NEW + CHANGED_REFUNDED} changed orders (${CHANGED_NEW} new, ${CHANGED_REFUNDED} refunded)`,
        `${(changed.wallMs / 1000).toFixed(1)} s (run ${runSeconds(changed.run)} s; ${describeRun(changed.run)}; ${changedWrites.total} rows written)`,
        `< ${GOALS.changedS} s`,
        changed.ok && changed.wallMs < GOALS.changedS * 1000,
      ],
      [
        `re-sync after ${TOUCHED} orders touched at HelloAsso (meta.updatedAt moved, content the same): rows written`,
        `${touchedWrites.total} (run: ${describeRun(touched.run)}; ${(touched.wallMs / 1000).toFixed(1)} s)`,
        '(idempotence: shown)',
        null,
      ],
      // The goal is an organiser's search (one at a time); the loaded rounds show how it holds up.
      ...searchRounds.map((r) => [
        `orders list search among ${dbItems.toLocaleString('en')} items, ${SEARCHES} requests, ${r.concurrency} at a time (p50 ${ms(r.p50)} ms, ${Math.round(r.rps)} req/s, ${r.errors} errors)`,
        `p95 ${ms(r.p95)} ms`,
        r.concurrency === 1 ? `< ${GOALS.searchP95} ms` : '(under load: shown)',
        r.concurrency === 1 ? r.errors === 0 && r.p95 < GOALS.searchP95 : null,
      ]),
    ];
    console.log(`\nTicketing (issue 13) against the fake HelloAsso; rows written counted on ${TABLES_NOTE}.`);
    console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) at the end.\n`);
    console.log('| measure | value | goal | met |');
    console.log('|---|---|---|---|');
    for (const [name, value, goal, met] of rows) console.log(`| ${name} | ${value} | ${goal} | ${met === null ? '—' : met ? 'yes' : 'NO'} |`);
    if (idleWrites.detail) console.log(`\nRows written by the idle re-sync, per table: ${idleWrites.detail}`);
    console.log(`Rows written by the re-sync of ${CHANGED_NEW + CHANGED_REFUNDED} changed orders, per table: ${changedWrites.detail || 'none'}`);
    console.log(`Rows written by the re-sync of ${TOUCHED} touched orders, per table: ${touchedWrites.detail || 'none'}`);
  } finally {
    memory.stop();
    await client.end().catch(() => undefined);
    await stop();
    await fake.close();
  }
}

const mb = (kb) => `${Math.round(kb / 1024)} MB`;

/** JSON calls as the signed-in organiser; throws on an answer other than 2xx. */
function apiOf(base, cookie) {
  return async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** Starts a sync and polls its run until it ends: wall time from the request to the end seen. */
async function syncOnce(api, editionId) {
  const started = performance.now();
  const queued = await api('POST', `/api/editions/${editionId}/ticketing/sync`);
  const runId = queued?.id;
  if (!runId) throw new Error(`POST …/ticketing/sync answered no run id: ${JSON.stringify(queued)}`);
  for (;;) {
    const run = await api('GET', `/api/editions/${editionId}/ticketing/sync/runs/${runId}`);
    if (run.status === 'SUCCEEDED' || run.status === 'FAILED') {
      const wallMs = performance.now() - started;
      if (run.status === 'FAILED') log(`sync ${runId} FAILED: ${JSON.stringify(run.error)}`);
      return { run, wallMs, ok: run.status === 'SUCCEEDED' };
    }
    if (performance.now() - started > 15 * 60_000) throw new Error(`sync ${runId} still ${run.status} after 15 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const counts = (run) => ({ created: run.created, updated: run.updated, cancelled: run.cancelled, unchanged: run.unchanged, skipped: run.skipped, pages: run.pagesDone, items: run.itemsDone });
const describeRun = (run) => `${run.status}, created ${run.created}, updated ${run.updated}, cancelled ${run.cancelled}, unchanged ${run.unchanged}, skipped ${run.skipped}`;

/**
 * The ticketing data tables: the sync's writes that a re-sync with nothing changed must not make.
 * The run's own record (ticketing_sync_runs) and the connection's lastSyncAt are not data.
 */
const TABLES_NOTE = "the ticketing data tables (ticketing_*, not the runs' own records ticketing_sync_runs; external_ticketings apart)";
async function writesOnTicketingTables(client) {
  const { rows } = await client.query(
    `select relname, n_tup_ins + n_tup_upd + n_tup_del as writes from pg_stat_user_tables
     where relname like 'ticketing\\_%' and relname <> 'ticketing_sync_runs' order by relname`,
  );
  return new Map(rows.map((r) => [r.relname, Number(r.writes)]));
}

/**
 * The write counters once settled: a server connection reports its counts when it is next idle (up
 * to ~10 s later), so read until two readings 2 s apart agree and at least 11 s have passed.
 */
async function settledWrites(client) {
  let last = null;
  const started = performance.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 2000));
    const now = await writesOnTicketingTables(client);
    const snapshot = JSON.stringify([...now]);
    if (last === snapshot && performance.now() - started > 11_000) return now;
    last = snapshot;
  }
}

/** Rows written between two readings, in all and per table. */
function writesBetween(before, after) {
  const deltas = [...after].map(([table, writes]) => [table, writes - (before.get(table) ?? 0)]).filter(([, d]) => d !== 0);
  return { total: deltas.reduce((n, [, d]) => n + d, 0), detail: deltas.map(([t, d]) => `${t} ${d}`).join(', ') };
}

/** Resident memory (kB) of the server and its child processes, sampled every 200 ms between start() and stop(). */
function rssSampler(pid) {
  let timer = null;
  let max = 0;
  let samples = 0;
  const sample = () => {
    const kb = treeRssKb(pid);
    if (kb > 0) {
      samples++;
      max = Math.max(max, kb);
    }
  };
  return {
    start() {
      max = 0;
      samples = 0;
      sample();
      timer = setInterval(sample, 200);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (samples > 0) sample();
      return { max, samples };
    },
  };
}

/** VmRSS of a process and of its descendants (a worker the server may fork), in kB (Linux). */
function treeRssKb(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Search terms as organisers type them: payers' and attendees' last names, first names, e-mails (whole or their start). */
function searchTerms(fake, count) {
  const orders = [...fake.state.orders.values()];
  const terms = [];
  for (let i = 0; terms.length < count; i++) {
    const order = orders[(i * 7919) % orders.length];
    const kind = i % 4;
    if (kind === 0) terms.push(order.payer.lastName);
    else if (kind === 1) terms.push(order.payer.email);
    else if (kind === 2) terms.push(order.payer.email.split('@')[0].slice(0, 6));
    else terms.push(`${order.items[0]?.user.firstName ?? order.payer.firstName} ${order.items[0]?.user.lastName ?? order.payer.lastName}`);
  }
  return terms;
}

/** `total` requests, `concurrency` at a time, over the paths in turn: latencies of the answers. */
async function searchRound(base, cookie, paths, concurrency, total = SEARCHES) {
  const times = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const path = paths[next++ % paths.length];
        const t0 = performance.now();
        const res = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - t0);
        else errors++;
      }
    }),
  );
  const rps = (total / (performance.now() - started)) * 1000;
  return { ...percentiles(times), rps, errors };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
