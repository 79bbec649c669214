// `npm run bench:gate` (also run by `npm run bench`): issue 29's figures for the gate, on a server and
// a database of their own holding 50,000 ticket items, 1,000 accepted volunteers and 100 artists:
// (a) the validate request (POST …/gate/entries) of a gate volunteer signed in by a session cookie,
//     whose access-control shift runs now, against the raw floor (scripts/bench-gate-floor.mjs: the
//     same code → item lookup and guarded update on a bare Node server): throughput of each, closed
//     loop at the same concurrency, and the server's share of the floor;
// (b) an open loop at a steady 200 requests/s for 10 s: p50 / p99, each request a fresh code;
// (c) the offline copy of the edition: bytes on the wire (brotli, as Chromium asks) and the time to
//     fetch and parse it in Node, a stand-in for the device (a phone is slower: the figure is Node's);
// (d) a refresh of the copy after 100 changes (validations on other devices): bytes on the wire.
// Each figure is measured ROUNDS times (3), the median shown beside its goal. Between rounds the
// tickets are let out again (entries deleted, then VACUUM ANALYZE), so every request scans a ticket
// not yet in. GATE_BENCH_TICKETS=<n> runs it on fewer tickets (a quick try); BENCH_NO_BUILD=1 skips the build.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { checkpointBench, log, measureValidations, median, post, printFigures, volunteerOnShift } from './bench-support.mjs';

const TICKETS = Number(process.env.GATE_BENCH_TICKETS ?? 50_000);
const VOLUNTEERS = 1_000;
const ARTISTS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLOSED_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.GATE_BENCH_CONNECTIONS ?? 20);
const RATE = 200;
const OPEN_SECONDS = 10;
const CHANGES = 100;
/** What Chromium sends (a device's browser): the server chooses brotli. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Issue 29's goals. */
const GOALS = { share: 0.5, p99: 25, copyBytes: 3 * 1024 * 1024, copyLoadMs: 2000, refreshBytes: 20 * 1024 };
const SECRET = 'bench-gate-secret';
const DEVICE = 'bench-device';

async function main() {
  await checkpointBench('gate', SECRET, async ({ base, client, editionId, organiserId, floor }) => {
    log(`filling ${TICKETS.toLocaleString('en')} tickets, ${VOLUNTEERS} volunteers, ${ARTISTS} artists…`);
    const { cookie, codes } = await fill(client, editionId, organiserId);

    const entries = `/api/editions/${editionId}/gate/entries`;
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    const check = await post(base, entries, headers, { code: codes[0], clientId: randomUUID(), deviceId: DEVICE });
    if (check.status !== 200 || check.body.outcome !== 'VALID') throw new Error(`a first validation answered ${check.status} ${JSON.stringify(check.body)}`);

    // (c) and (d) first, on a quiet gate: the copy, then 100 changes and the refresh.
    const copyPath = `/api/editions/${editionId}/gate/copy`;
    const copies = [];
    const refreshes = [];
    for (let i = 0; i < ROUNDS; i++) {
      await letEveryoneOut(client, editionId);
      log(`offline copy — round ${i + 1}/${ROUNDS}`);
      const full = await wire(base, copyPath, cookie);
      const loaded = await fetchAndParse(base, copyPath, cookie);
      if (loaded.people < TICKETS) throw new Error(`the copy holds ${loaded.people} people, fewer than the ${TICKETS} tickets`);
      copies.push({ bytes: full.bytes, raw: full.raw, encoding: full.encoding, loadMs: loaded.ms, people: loaded.people });
      for (let k = 0; k < CHANGES; k++) {
        const r = await post(base, entries, headers, { code: codes[1 + k], clientId: randomUUID(), deviceId: 'another-device' });
        if (r.status !== 200) throw new Error(`change ${k}: ${r.status}`);
      }
      const refresh = await wire(base, `${copyPath}?since=${encodeURIComponent(loaded.cursor)}&deviceId=${DEVICE}`, cookie);
      refreshes.push({ bytes: refresh.bytes, raw: refresh.raw, people: JSON.parse(refresh.text).people.length });
    }

    // (a) closed loop, server and floor alternating first; (b) open loop on the server.
    const validations = await measureValidations({
      base,
      floor: await floor(),
      path: entries,
      headers,
      bodyOf: validation(codes),
      reset: () => letEveryoneOut(client, editionId),
      rounds: ROUNDS,
      connections: CONNECTIONS,
      closedSeconds: CLOSED_SECONDS,
      rate: RATE,
      openSeconds: OPEN_SECONDS,
      goals: GOALS,
      what: { name: 'validate', server: 'session, rights with the shift window, lookup, guarded insert, answer', floor: 'bare Node server: code → item, guarded update' },
    });

    const m = (runs, key) => median(runs.map((r) => r[key]));
    const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
    const mbOf = (b) => `${(b / 1024 / 1024).toFixed(2)} MB`;
    const copy = { bytes: m(copies, 'bytes'), raw: m(copies, 'raw'), loadMs: m(copies, 'loadMs') };
    const refresh = { bytes: m(refreshes, 'bytes'), raw: m(refreshes, 'raw'), people: m(refreshes, 'people') };
    const rows = [
      ...validations,
      [
        `(c) offline copy of ${copies[0].people.toLocaleString('en')} people: bytes on the wire (${copies[0].encoding}; ${mbOf(copy.raw)} of JSON)`,
        mbOf(copy.bytes),
        `< ${mbOf(GOALS.copyBytes)}`,
        copy.bytes < GOALS.copyBytes,
      ],
      ['(c) offline copy: fetch + JSON.parse in Node on this machine (a stand-in for the device, not a phone)', `${Math.round(copy.loadMs)} ms`, `< ${GOALS.copyLoadMs} ms`, copy.loadMs < GOALS.copyLoadMs],
      [`(d) refresh after ${CHANGES} changes: bytes on the wire (${refresh.people} people in it; ${kb(refresh.raw)} of JSON)`, kb(refresh.bytes), `< ${kb(GOALS.refreshBytes)}`, refresh.bytes < GOALS.refreshBytes],
    ];
    printFigures(
      [
        `The gate (issue 29): ${TICKETS.toLocaleString('en')} ticket items, ${VOLUNTEERS.toLocaleString('en')} accepted volunteers, ${ARTISTS} artists; median of ${ROUNDS} rounds.`,
        'Validations by a gate volunteer signed in with a session cookie, on an access-control shift running now; every request a ticket not yet in.',
      ],
      rows,
    );
  });
}

/**
 * The festival, in SQL: one tier and TICKETS tickets (two per order) with codes like ours, the
 * accepted volunteers and the artists with theirs, an access-control team whose shift runs now with
 * the gate volunteer on it (the first volunteer: its session is written straight into the session
 * table). Everything dates from an hour ago, so that the copy's refresh overlap finds only what the
 * bench changes. Answers the gate volunteer's cookie and the ticket codes in a scrambled order.
 */
async function fill(client, editionId, organiserId) {
  const hourAgo = "now() - interval '1 hour'";
  const tierId = (await client.query(`insert into ticketing_tiers (edition_id, name, price, updated_at) values ($1, 'Weekend pass', 4500, ${hourAgo}) returning id`, [editionId])).rows[0].id;
  await client.query(
    `insert into ticketing_orders (edition_id, source, payer_first_name, payer_last_name, payer_email, amount, status, order_date, payment_method, created_by_id, updated_at)
     select $1, 'ONSITE', 'Payer' || g, 'Family' || g, 'payer' || g || '@bench.test', 9000, 'VALID', now() - interval '2 days', 'CARD', $2, ${hourAgo}
     from generate_series(1, $3) g`,
    [editionId, organiserId, Math.ceil(TICKETS / 2)],
  );
  await client.query(
    `insert into ticketing_order_items (order_id, edition_id, tier_id, first_name, last_name, email, name, type, amount, state, qr_code, updated_at)
     select o.id, $1, $2, 'Holder' || o.id || '-' || k, 'Family' || o.id, 'holder' || o.id || '-' || k || '@bench.test', 'Weekend pass', 'Registration', 4500, 'Processed',
            substr(md5('ticket' || o.id || '-' || k) || md5('code' || o.id || '-' || k), 1, 43), ${hourAgo}
     from ticketing_orders o, generate_series(1, 2) k where o.edition_id = $1
     order by o.id, k limit $3`,
    [editionId, tierId, TICKETS],
  );
  const people = async (prefix, count) =>
    (
      await client.query(
        `insert into users (email, email_hash, pseudo, nom, prenom, password, is_email_verified)
         select '${prefix}' || g || '@bench.test', md5('${prefix}' || g), '${prefix}' || g, 'Nom' || g, 'Prenom' || g, null, true from generate_series(1, $1) g returning id`,
        [count],
      )
    ).rows.map((r) => r.id);
  const volunteerIds = await people('volunteer', VOLUNTEERS);
  await client.query(`insert into edition_volunteer_settings (edition_id, volunteers_open) values ($1, true)`, [editionId]);
  await client.query(
    `insert into edition_volunteer_applications (edition_id, user_id, status, motivation, event_availability, decided_at, qr_token, calendar_token, updated_at)
     select $1, u, 'ACCEPTED', 'Happy to help', true, now(), md5('volunteer-qr' || u), md5('cal' || u), ${hourAgo} from unnest($2::int[]) u`,
    [editionId, volunteerIds],
  );
  const artistIds = await people('artist', ARTISTS);
  await client.query(
    `insert into edition_artists (edition_id, user_id, stage_name, qr_token, updated_at) select $1, u, 'Stage ' || u, md5('artist-qr' || u), ${hourAgo} from unnest($2::int[]) u`,
    [editionId, artistIds],
  );
  const gateKeeper = volunteerIds[0];
  const cookie = await volunteerOnShift(client, { editionId, organiserId, userId: gateKeeper, flag: 'is_access_control_team', team: 'Gate', secret: SECRET });
  await client.query('vacuum analyze');
  const codes = (await client.query(`select qr_code from ticketing_order_items where edition_id = $1 order by md5(qr_code)`, [editionId])).rows.map((r) => r.qr_code);
  return { cookie, codes };
}

/** Lets every ticket out again (bench setup between rounds, not measured), the tables vacuumed. */
async function letEveryoneOut(client, editionId) {
  await client.query('delete from gate_entries where edition_id = $1', [editionId]);
  await client.query(
    `update ticketing_order_items set entry_validated = false, entry_validated_at = null, entry_validated_by_id = null, updated_at = now() - interval '1 hour' where edition_id = $1 and entry_validated`,
    [editionId],
  );
  await client.query('vacuum analyze ticketing_order_items, gate_entries');
}

/** A GET as the device's browser makes it: the bytes on the wire (body as sent, compressed), the JSON's size, the encoding. */
function wire(base, path, cookie) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { cookie, 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${path}: ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? 'identity';
        const text = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ bytes: body.length, raw: Buffer.byteLength(text), encoding, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The device's first download: fetch (brotli, decompressed by the client) and parse, timed together. */
async function fetchAndParse(base, path, cookie) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': ACCEPT_ENCODING } });
  const copy = await res.json();
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return { ms: elapsed, people: copy.people.length, cursor: copy.cursor };
}

/** A validation's request: the next code (fresh in this round), a new client id. */
const validation = (codes) => (i) => JSON.stringify({ code: codes[i % codes.length], clientId: randomUUID(), deviceId: DEVICE });

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
