import { MikroORM } from '@mikro-orm/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJobs } from '../../src/core/jobs/scheduled-jobs';
import { sqlRunner } from '../../src/core/database/sql';
import { SessionPool } from '../../src/core/sessions/session-pool';
import type { TestApp } from './test-app';

/** How many statements run while `call` runs: the ORM connection's and the session pool's (a list must not cost one per row). */
export async function statementsDuring(t: TestApp, call: () => Promise<unknown>): Promise<number> {
  return (await statementTextsDuring(t, call)).length;
}

/** The statements that run while `call` runs, as text: the ORM connection's and the session pool's. */
export async function statementTextsDuring(t: TestApp, call: () => Promise<unknown>): Promise<string[]> {
  // The every-minute jobs (reminders, stalled syncs) would count their statements in the window:
  // held meanwhile, once those under way have ended.
  const crons = [...t.app.get(SchedulerRegistry).getCronJobs().values()].filter((job) => job.isActive);
  for (const job of crons) job.stop();
  await t.app.get(ScheduledJobs).idle();
  const connection = t.app.get(MikroORM).em.getDriver().getConnection();
  const spy = jest.spyOn(connection, 'execute');
  const sessionSpy = jest.spyOn(t.app.get(SessionPool), 'query');
  const preparedSpy = jest.spyOn(sqlRunner, 'prepared');
  try {
    await call();
    const prepared = preparedSpy.mock.calls.map(([, statement]) => statement.text);
    return [...spy.mock.calls, ...sessionSpy.mock.calls].map(([query]) => (typeof query === 'string' ? query : JSON.stringify(query))).concat(prepared);
  } finally {
    spy.mockRestore();
    sessionSpy.mockRestore();
    preparedSpy.mockRestore();
    for (const job of crons) job.start();
  }
}
