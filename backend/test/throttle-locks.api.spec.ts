/**
 * The limit counters' rows are locked in one order (by bucket) by every statement that takes or
 * gives back counts: two requests of one caller sharing buckets queue on them, never deadlock (the
 * malformed-input fuzz met "deadlock detected" as a 500: a refused booking gave its count back while
 * the next one took it).
 */
import { Client } from 'pg';
import { ThrottleService } from '../src/core/throttle/throttle.service';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let holder: Client;
/** Reads pg_stat_activity from outside the holder's transaction (which would see one snapshot of it). */
let watcher: Client;
beforeAll(async () => {
  t = await createTestApp();
  holder = new Client({ connectionString: t.databaseUrl });
  watcher = new Client({ connectionString: t.databaseUrl });
  await Promise.all([holder.connect(), watcher.connect()]);
});
afterAll(async () => {
  await Promise.all([holder?.end(), watcher?.end()]);
  await t?.close();
});

it('gives back counts in bucket order: a request holding the first bucket and then taking the second waits, no deadlock', async () => {
  const throttle = t.app.get(ThrottleService);
  const [first, second] = ['limit:locks:0:user:1', 'limit:locks:1:user:1'];
  // The second bucket's row before the first's in the table: a scan in table order meets it first.
  for (const bucket of [second, first]) {
    await holder.query(`insert into rate_limit_counters (bucket, hits, resets_at) values ($1, 2, now() + interval '1 hour')`, [bucket]);
  }

  // Another request's transaction holds the first bucket (as take() does, in bucket order)…
  await holder.query('begin');
  await holder.query('select * from rate_limit_counters where bucket = $1 for update', [first]);
  const givingBack = throttle.giveBack(first, second);
  // …until the give-back waits for it.
  for (let i = 0; ; i++) {
    const { rows } = await watcher.query(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%rate_limit_counters%' and pid <> $1`,
      [(holder as unknown as { processID: number }).processID],
    );
    if (rows.length) break;
    if (i > 500) throw new Error('the give-back never waited for the first bucket');
    await new Promise((r) => setTimeout(r, 10));
  }
  // …then takes the second: free, for the give-back locks nothing before the first.
  await holder.query('update rate_limit_counters set hits = hits + 1 where bucket = $1', [second]);
  await holder.query('commit');
  await givingBack;

  const { rows } = await holder.query<{ bucket: string; hits: number }>('select bucket, hits from rate_limit_counters where bucket = any($1) order by bucket', [[first, second]]);
  expect(rows).toEqual([
    { bucket: first, hits: 1 },
    { bucket: second, hits: 2 },
  ]);
});
