import { SchedulerRegistry } from '@nestjs/schedule';
import { Client } from 'pg';
import { ScheduledJobs } from '../src/core/jobs/scheduled-jobs';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Runs of one minute are one slot: start well inside a minute so a test's runs share it. */
async function insideAMinute() {
  const second = new Date().getUTCSeconds();
  if (second >= 55) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
}

describe('scheduled jobs', () => {
  it('declares the pruning of rate-limit hits, of expired sessions and of old job runs', () => {
    const names = [...t.app.get(SchedulerRegistry).getCronJobs().keys()];
    expect(names).toEqual(expect.arrayContaining(['prune-rate-limits', 'prune-sessions', 'prune-scheduled-job-runs']));
  });

  it('forgets the runs older than 30 days, keeps the others', async () => {
    const sql = new Client({ connectionString: t.databaseUrl });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ id: number }>(
        `insert into scheduled_job_runs (job, slot, replica) values
           ('pruned-old', date_trunc('minute', now()) - interval '31 days', 'r'), ('pruned-recent', date_trunc('minute', now()) - interval '29 days', 'r')
         returning id`,
      );
      expect(await t.app.get(ScheduledJobs).forgetOldRuns()).toBe(1);
      const left = await sql.query<{ id: number }>('select id from scheduled_job_runs where id = any($1)', [rows.map((r) => r.id)]);
      expect(left.rows.map((r) => r.id)).toEqual([rows[1]!.id]);
    } finally {
      await sql.end();
    }
  });

  it('runs a tick once however many replicas fire it at once, and not again after a restart within the minute', async () => {
    await insideAMinute();
    const jobs = t.app.get(ScheduledJobs);
    let runs = 0;
    const work = async () => {
      runs++;
    };
    const ran = await Promise.all(Array.from({ length: 10 }, () => jobs.once('test-tick', work)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await jobs.once('test-tick', work)).toBe(false);
    expect(runs).toBe(1);
  });

  it('records each run with its end and its error', async () => {
    await insideAMinute();
    const jobs = t.app.get(ScheduledJobs);
    expect(await jobs.once('test-ok', async () => undefined)).toBe(true);
    expect(await jobs.once('test-failing', async () => Promise.reject(new Error('disk full')))).toBe(true);
    const sql = new Client({ connectionString: t.databaseUrl });
    await sql.connect();
    try {
      const { rows } = await sql.query(`select job, error, finished_at is not null as finished from scheduled_job_runs where job like 'test-%' and job <> 'test-tick' order by job`);
      expect(rows).toEqual([
        { job: 'test-failing', error: 'disk full', finished: true },
        { job: 'test-ok', error: null, finished: true },
      ]);
    } finally {
      await sql.end();
    }
  });
});
