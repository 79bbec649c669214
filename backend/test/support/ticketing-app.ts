import { SchedulerRegistry } from '@nestjs/schedule';
import { HelloAssoConnector } from '../../src/modules/ticketing/helloasso-client';
import { createTestApp, type TestApp } from './test-app';

/** The provider's retries, fast (a test's fake fails on purpose). */
export const FAST_RETRIES = { retries: 6, baseDelayMs: 20, maxDelayMs: 300, maxTotalWaitMs: 10_000 };

/**
 * An app whose ticketing talks to the fake HelloAsso on this machine, with fast retries. The
 * 15-minute schedule would queue runs of the test's editions at a quarter past, and the minute's look
 * for stalled runs would race the tests of it: stopped, the tests run their syncs themselves.
 */
export async function createTicketingTestApp(): Promise<TestApp> {
  const t = await createTestApp({ ticketingAllowPrivateHosts: true });
  t.app.get(SchedulerRegistry).getCronJob('ticketing-sync-schedule').stop();
  t.app.get(SchedulerRegistry).getCronJob('ticketing-sync-stalled').stop();
  t.app.get(HelloAssoConnector).policies = { sync: FAST_RETRIES, test: FAST_RETRIES };
  return t;
}
