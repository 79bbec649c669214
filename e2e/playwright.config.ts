import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
/** Own data folder per run: E2E_DATA_DIR lets two runs (different E2E_PORT / E2E_PG_PORT) share a checkout. */
const ownRun = process.env.E2E_DATA_DIR;
export const E2E_DATA_DIR = ownRun ?? join(__dirname, '..', '.nx', 'e2e-data');
const resultsDir = ownRun ? `${ownRun}-results` : join(__dirname, '..', 'test-results');
const reportFile = ownRun ? `${ownRun}-results/e2e.json` : join(__dirname, '..', '.nx', 'test-reports', 'e2e.json');

/** Journeys against the real built server (own data folder and embedded PostgreSQL) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: reportFile }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // --disable-notifications: no Notification API, so the push promo (spec: after 30 s of a signed-in
      // session, no close button) never covers a journey; notifications-promo.spec.ts launches its own browser.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-notifications'],
    },
  },
  outputDir: resultsDir,
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${join(__dirname, 'start-server.mjs')}`,
    url: `http://localhost:${E2E_PORT}/api/docs-json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
