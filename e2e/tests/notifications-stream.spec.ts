// The live indicator against a server that goes away and comes back. This journey stops the
// server, so it runs its own (port E2E_PORT + 1000, its own data folder and embedded PostgreSQL),
// never the one the other journeys share.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, login, unique } from './support';

const root = join(__dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3999) + 1000;
const pgPort = Number(process.env.E2E_PG_PORT ?? 54398) + 1000;
const dataDir = `${process.env.E2E_DATA_DIR ?? join(root, '.nx', 'e2e-data')}-stream`;
const baseURL = `http://localhost:${port}`;

function startServer(): ChildProcess {
  return spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DEMO: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
  });
}

async function waitUntilReady(server: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
        try {
          return (await fetch(`${baseURL}/api/docs-json`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
}

/** SIGTERM: the server ends its streams, closes and stops its PostgreSQL, keeping the data. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

let server: ChildProcess | undefined;

test.afterAll(async () => {
  if (server) await stopServer(server);
});

test('the live indicator goes red when the server stops and back to live when it returns', async ({ browser }) => {
  test.setTimeout(300_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = startServer();
  await waitUntilReady(server);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, DEMO.attendee.identifier, DEMO.attendee.password);
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const indicator = panel.getByTitle('Real-time connection');
  await expect(indicator).toHaveText('Live');
  await expect(indicator).toHaveAttribute('data-stream', 'connected');

  await stopServer(server);
  await expect(indicator).toHaveText('Offline', { timeout: 15_000 });

  server = startServer();
  await waitUntilReady(server);
  // Reconnection attempts come 1, 2, 4, 8 and 16 s apart: the next one finds the server again.
  await expect(indicator).toHaveText('Live', { timeout: 40_000 });

  // And live notifications flow again.
  const admin = await browser.newContext({ baseURL });
  expect((await admin.request.post('/api/auth/login', { data: { identifier: DEMO.admin.identifier, password: DEMO.admin.password } })).ok()).toBe(true);
  const headers = { 'X-Admin-Mode': 'true' };
  const found = await (await admin.request.get(`/api/admin/notifications/recipients?q=${DEMO.attendee.pseudo}`, { headers })).json();
  const userId = (found.items as { id: number; pseudo: string }[]).find((u) => u.pseudo === DEMO.attendee.pseudo)!.id;
  const title = unique('Back online ');
  const sent = await admin.request.post('/api/admin/notifications', { headers, data: { target: 'user', userId, type: 'SUCCESS', title, message: 'The stream is back.' } });
  expect(sent.status()).toBe(201);
  await expect(panel.getByRole('article', { name: title })).toBeVisible({ timeout: 5_000 });
  await admin.close();
  await context.close();
});
