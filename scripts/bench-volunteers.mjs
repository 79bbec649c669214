// `npm run bench:volunteers` (also run by `npm run bench`): issue 12's figures on a festival of
// 1,000 accepted volunteers, 40 teams and 500 slots (2,500 assignments), on a database of its own:
// the planning data and the filtered applications list (p95, sequential and under load), a group
// message to the 1,000 volunteers delivered to their 1,000 open live streams, and the planning board
// interactive in Chromium after navigation. Each measured VOLUNTEERS_ROUNDS times (default 5); medians.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { closedLoop, insertSessions, log, median, ms, openStream, organiserWithEdition, percentiles, sessionCookie, startBenchServer, waitUntilUp } from './bench-support.mjs';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.VOLUNTEERS_ROUNDS ?? 5);
const SECRET = 'bench-volunteers-secret';
const VOLUNTEERS = 1_000;
const TEAMS = 40;
const SLOTS = 500;
const PER_SLOT = 5; // 500 × 5 = 2,500 assignments
/** Issue 12's goals, in ms. */
const GOALS = { planning: 150, applications: 50, message: 2000, board: 1500 };

async function main() {
  if (!process.env.BENCH_NO_BUILD) {
    log('building…');
    const build = spawnSync(join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const { base, db, stop } = await startBenchServer('volunteers', SECRET);
  const client = new pg.Client({ connectionString: db.url });
  try {
    await waitUntilUp(base);
    await client.connect();
    const { editionId, organiserCookie, volunteerIds, teamId } = await fill(client, base);

    const planningPath = `/api/editions/${editionId}/volunteers/planning`;
    const applicationsPath = `/api/editions/${editionId}/volunteers/applications?status=ACCEPTED&teamId=${teamId}&q=Prenom1&sort=name&page=1&pageSize=50`;
    const rows = [];
    for (const [name, path, goal] of [
      ['planning data (1,000 volunteers, 40 teams, 500 slots, 2,500 assignments)', planningPath, GOALS.planning],
      ['applications list, filtered (status, team, text), 50 a page', applicationsPath, GOALS.applications],
    ]) {
      const first = await fetch(`${base}${path}`, { headers: { cookie: organiserCookie } });
      if (!first.ok) throw new Error(`${path}: ${first.status} ${await first.text()}`);
      const bytes = (await first.arrayBuffer()).byteLength;
      const sequential = [];
      const loaded = [];
      for (let i = 0; i < ROUNDS; i++) {
        log(`${name}: round ${i + 1}/${ROUNDS}`);
        sequential.push(await sequentialRound(base, path, organiserCookie, 40));
        // As a browser asks: compressed answers accepted.
        loaded.push(await closedLoop(base, { path, connections: 8, headers: { cookie: organiserCookie, 'accept-encoding': 'gzip, deflate, br' } }, 4));
      }
      rows.push({ name, goal, bytes, seq: median(sequential.map((r) => r.p95)), seqP50: median(sequential.map((r) => r.p50)), load: median(loaded.map((r) => r.p95)), rps: median(loaded.map((r) => r.rps)), errors: loaded.reduce((n, r) => n + r.errors, 0) });
    }

    log('group message to 1,000 open streams…');
    const messages = [];
    for (let i = 0; i < ROUNDS; i++) messages.push(await messageRound(client, base, editionId, organiserCookie, volunteerIds, i));

    log('planning board in Chromium…');
    const boards = await boardRounds(base, editionId, organiserCookie);

    console.log(`\nVolunteers (issue 12): ${VOLUNTEERS.toLocaleString('en')} accepted volunteers, ${TEAMS} teams, ${SLOTS} slots, ${(SLOTS * PER_SLOT).toLocaleString('en')} assignments; medians of ${ROUNDS} rounds.`);
    console.log('Sequential: 40 requests one after the other (p50 / p95). Under load: closed loop, 8 connections, 4 s (p95, requests/s).\n');
    console.log('| scenario | answer | sequential p50 ms | sequential p95 ms | under load p95 ms | requests/s | errors | goal (p95) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.bytes / 1024)} kB | ${ms(r.seqP50)} | ${ms(r.seq)} | ${ms(r.load)} | ${Math.round(r.rps)} | ${r.errors} | < ${r.goal} |`);
    const m = (key) => median(messages.map((r) => r[key]));
    console.log('\n| scenario | streams | POST answered ms | received | first ms | median ms | last ms | goal (last) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    console.log(`| group message to all accepted volunteers | ${VOLUNTEERS} | ${ms(m('post'))} | ${m('received')} | ${ms(m('first'))} | ${ms(m('median'))} | ${ms(m('last'))} | < ${GOALS.message} |`);
    console.log('\n| scenario | runs | navigation → board interactive ms (median) | min | max | goal |');
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(`| planning board, organiser, busiest day | ${boards.length} | ${ms(median(boards))} | ${ms(Math.min(...boards))} | ${ms(Math.max(...boards))} | < ${GOALS.board} |`);
  } finally {
    await client.end().catch(() => undefined);
    await stop();
  }
}

/**
 * The festival: an organiser (signed in through the API) authoring a convention and its online
 * edition; 1,000 users with accepted applications; 40 teams; 500 slots of 3 hours over 4 days, each
 * needing 5 people and filled (slot s holds users (5s + k) mod 1,000: a person's slots s, s + 200,
 * s + 400 sit in different hours of the same day, so nobody overlaps).
 */
async function fill(client, base) {
  const { organiserId, cookie: organiserCookie, editionId } = await organiserWithEdition(client, base);
  log(`filling ${VOLUNTEERS} volunteers, ${TEAMS} teams, ${SLOTS} slots…`);
  await client.query(`insert into edition_volunteer_settings (edition_id, volunteers_open, volunteers_ask_diet, volunteers_ask_allergies) values ($1, true, true, true)`, [editionId]);
  const volunteerIds = (
    await client.query(
      `insert into users (email, email_hash, pseudo, nom, prenom, password, is_email_verified, phone)
       select 'volunteer' || g || '@bench.test', md5(g::text), 'volunteer' || g, 'Nom' || g, 'Prenom' || g, null, true, '+3361234' || lpad(g::text, 4, '0')
       from generate_series(1, $1) g returning id`,
      [VOLUNTEERS],
    )
  ).rows.map((r) => r.id);
  await client.query(
    `insert into edition_volunteer_applications (edition_id, user_id, status, motivation, event_availability, setup_availability, arrival_date_time, departure_date_time,
        dietary_preference, allergy_severity, allergies, decided_at, qr_token, calendar_token)
     select $1, u, 'ACCEPTED', 'I love juggling festivals', true, u % 3 = 0, (current_date + 29)::timestamptz + interval '10 hours', (current_date + 34)::timestamptz + interval '12 hours',
        (array['NONE','VEGETARIAN','VEGAN']::dietary_preference[])[1 + u % 3], case when u % 10 = 0 then 'SEVERE'::allergy_severity end, case when u % 10 = 0 then 'Peanuts' end,
        now(), md5('qr' || u), md5('cal' || u)
     from unnest($2::int[]) u`,
    [editionId, volunteerIds],
  );
  const teamIds = (
    await client.query(
      `insert into volunteer_teams (edition_id, name, color, is_visible_to_volunteers, is_access_control_team, is_meal_validation_team)
       select $1, 'Team ' || g, '#' || lpad(to_hex((g * 2654435) % 16777216), 6, '0'), g % 5 <> 0, g = 1, g = 2 from generate_series(1, $2) g returning id`,
      [editionId, TEAMS],
    )
  ).rows.map((r) => r.id);
  // Everyone in one team (25 each), the first of each team its leader.
  await client.query(
    `insert into application_team_assignments (application_id, team_id, is_leader)
     select a.id, ($2::int[])[1 + (row_number() over (order by a.id) - 1) % $3], (row_number() over (order by a.id) - 1) < $3
     from edition_volunteer_applications a where a.edition_id = $1`,
    [editionId, teamIds, TEAMS],
  );
  const slotIds = (
    await client.query(
      `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers)
       select $1, ($2::int[])[1 + s % $3], 'Shift ' || s,
              (current_date + 30 + s % 4)::timestamptz + make_interval(hours => 6 + 3 * (s / 100)),
              (current_date + 30 + s % 4)::timestamptz + make_interval(hours => 9 + 3 * (s / 100)),
              $4
       from generate_series(0, $5 - 1) s order by s returning id`,
      [editionId, teamIds, TEAMS, PER_SLOT, SLOTS],
    )
  ).rows.map((r) => r.id);
  await client.query(
    `insert into volunteer_assignments (time_slot_id, user_id, assigned_by_id)
     select ($1::int[])[1 + s], ($2::int[])[1 + (s * $3 + k) % $4], $5
     from generate_series(0, $6 - 1) s, generate_series(0, $3 - 1) k`,
    [slotIds, volunteerIds, PER_SLOT, VOLUNTEERS, organiserId, SLOTS],
  );
  await client.query('analyze');
  return { editionId, organiserCookie, volunteerIds, teamId: teamIds[0] };
}

/** `count` requests one after the other: latencies as one user clicking sees them. */
async function sequentialRound(base, path, cookie, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return percentiles(times);
}

/** The 1,000 volunteers each hold a live stream; the organiser writes to all; when does each stream get it? */
async function messageRound(client, base, editionId, organiserCookie, volunteerIds, round) {
  const sids = volunteerIds.map(() => randomBytes(18).toString('base64url'));
  await insertSessions(client, sids, volunteerIds);
  const streams = [];
  for (let i = 0; i < sids.length; i += 100) streams.push(...(await Promise.all(sids.slice(i, i + 100).map((sid) => openStream(base, sessionCookie(sid, SECRET))))));
  await new Promise((r) => setTimeout(r, 1000));
  const start = performance.now();
  const res = await fetch(`${base}/api/editions/${editionId}/volunteers/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: organiserCookie, origin: base },
    body: JSON.stringify({ title: `Briefing ${round + 1}`, message: 'Everyone at the big top at 18:00 for the briefing, please.', target: 'ALL' }),
  });
  const post = performance.now() - start;
  if (!res.ok) throw new Error(`message: ${res.status} ${await res.text()}`);
  for (let waited = 0; waited < 20_000 && streams.some((s) => s.notifiedAt === null); waited += 10) await new Promise((r) => setTimeout(r, 10));
  const times = streams.filter((s) => s.notifiedAt !== null).map((s) => s.notifiedAt - start).sort((a, b) => a - b);
  for (const s of streams) s.req.destroy();
  await client.query('delete from "session" where sid = any($1)', [sids]);
  await new Promise((r) => setTimeout(r, 500));
  return {
    post,
    received: times.length,
    first: times[0] ?? NaN,
    median: times[Math.floor(times.length / 2)] ?? NaN,
    last: times.length === streams.length ? times[times.length - 1] : NaN,
  };
}

/**
 * The organiser opens the planning board (cold cache each run, the session cookie set): time from
 * navigation start to the board being interactive (see WATCH_BOARD).
 */
async function boardRounds(base, editionId, organiserCookie) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-notifications'],
  });
  const [name, value] = decodeURIComponent(organiserCookie).split(/=(.*)/s);
  const times = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addCookies([{ name, value: encodeURIComponent(value), url: base }]);
      const page = await context.newPage();
      await page.addInitScript(WATCH_BOARD);
      await page.goto(`${base}/editions/${editionId}/gestion/volunteers/planning`);
      await page.waitForFunction(() => window.__boardInteractiveAt !== undefined, null, { timeout: 30_000 });
      times.push(await page.evaluate(() => window.__boardInteractiveAt));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/**
 * Set in the page, in ms since navigation start: when the board marked itself ready (its slots drawn:
 * `data-planning-board` with `data-ready="true"`), then when the main thread was next free to answer
 * input (a task queued at that moment starts running): the board is interactive from then.
 */
const WATCH_BOARD = `(() => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-planning-board][data-ready="true"]')) return;
    observer.disconnect();
    window.__boardReadyAt = performance.now();
    setTimeout(() => { window.__boardInteractiveAt = performance.now(); }, 0);
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
})();`;

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
