import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import { apiLogin, day, newAccount } from './gestion-support';
import { unique } from './support';

/**
 * An organiser connects the edition to HelloAsso (the fake HelloAsso, typed in the advanced API
 * address), tests the connection (a wrong secret first), syncs with its progress shown live, then
 * sees the summary and the history, cancels a sync under way; also on a phone.
 */

let fake: FakeHelloAsso;
test.beforeAll(async () => {
  fake = await startFakeHelloAsso({ orders: 350, seed: 21 });
});
test.afterAll(async () => {
  await fake.close();
});

async function organiser(browser: Browser, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } })).newPage();
  const account = await newAccount(page, 'tconn');
  await apiLogin(page, account.pseudo, account.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Sync convention ') } })).json()) as { id: number };
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Synced '), startDate: day(30), endDate: day(32), isOnline: true } });
  expect(created.status()).toBe(201);
  return { page, account, editionId: ((await created.json()) as { id: number }).id };
}

/** No horizontal scrolling: the page fits the screen. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function journey(browser: Browser, width: number) {
  const { page, account, editionId } = await organiser(browser, width);
  const phone = width < 600;

  // From the edition's management home to the connection page: nothing connected yet.
  await page.goto(`/editions/${editionId}/gestion`);
  await page.getByRole('link', { name: /^Ticketing connection/ }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${editionId}/gestion/ticketing/external$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ticketing connection' })).toBeVisible();
  await expect(page.getByText('No ticketing connected yet')).toBeVisible();
  if (phone) await fitsWidth(page, width);

  // HelloAsso's settings, the fake's address in the advanced part; a wrong secret first.
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.getByRole('textbox', { name: 'Client id' }).fill(fake.clientId);
  await settings.getByLabel('Client secret').fill('not the secret');
  await settings.getByRole('textbox', { name: 'Organisation slug' }).fill(fake.organizationSlug);
  await settings.getByRole('textbox', { name: 'Form slug' }).fill(fake.formSlug);
  await settings.getByRole('button', { name: 'Advanced' }).click();
  await settings.getByRole('textbox', { name: 'API address' }).fill(fake.url);
  await settings.getByRole('button', { name: 'Test connection' }).click();
  await expect(settings.getByRole('alert')).toContainText('HelloAsso refused the client id or secret');

  await settings.getByLabel('Client secret').fill(fake.clientSecret);
  await settings.getByRole('button', { name: 'Test connection' }).click();
  const tested = settings.getByRole('status').filter({ hasText: 'Connection works' });
  await expect(tested).toContainText(`(tiers: ${fake.state.formJson().tiers.length})`);
  if (phone) await fitsWidth(page, width);

  // Connected: active, never synced, the webhook address to give HelloAsso; the secret is never shown again.
  await settings.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByTestId('connection-status')).toHaveText('Active');
  await expect(page.getByText('Never synced yet')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notification address (webhook)' })).toHaveValue(/\/api\/ticketing\/webhooks\/helloasso\/[0-9a-f]{48}$/);
  await expect(page.getByRole('region', { name: 'Settings' }).getByLabel('Client secret')).toHaveValue('');
  await expect(page.getByText('A secret is stored (it is never shown). Leave empty to keep it.')).toBeVisible();
  await expect(page.getByText('No sync yet')).toBeVisible();

  // Sync now: the progress shows live (HelloAsso made slow so that it can be seen), then the summary.
  fake.delay(800);
  await page.getByRole('button', { name: 'Sync now' }).click();
  const progress = page.getByTestId('sync-progress');
  await expect(progress.getByText(/^Pages read: \d+ · tickets: \d+ · orders: \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  fake.delay(0);
  await expect(progress.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  const summary = page.getByTestId('sync-summary');
  await expect(summary.getByText('New orders')).toBeVisible();
  await expect(summary).toContainText('350');
  await expect(progress).toContainText(`Pages read: 4 · tickets: ${fake.stats().items}`);
  await expect(page.getByText(/^Last sync: /)).toBeVisible();
  if (phone) await fitsWidth(page, width);

  // The history: the run with who started it, its outcome and what it changed.
  const history = page.getByTestId('sync-history');
  await expect(history.getByRole('row')).toHaveCount(2);
  const row = history.getByRole('row').nth(1);
  await expect(row).toContainText(account.pseudo);
  await expect(row).toContainText('Done');
  await expect(row).toContainText('350 new · 0 updated · 0 cancelled · 0 unchanged · 0 skipped');

  // A second sync finds nothing new.
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(history.getByRole('row')).toHaveCount(3, { timeout: 30_000 });
  await expect(history.getByRole('row').nth(1)).toContainText('0 new · 0 updated · 0 cancelled');

  // A sync under way can be cancelled (asked first): it stops, what it imported stays, and the edition may sync again at once.
  // HelloAsso slow enough that the run is still under way when the organiser confirms.
  fake.delay(5000);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page.getByRole('button', { name: 'Cancel sync' }).click();
  const asking = page.getByRole('dialog');
  await expect(asking).toContainText('What it has imported is kept, and a new sync can start at once.');
  await asking.getByRole('button', { name: 'Cancel sync' }).click();
  await expect(progress.getByText('Sync cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel sync' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('Sync cancelled');
  await expect(page.getByTestId('connection-status')).toHaveText('Active');
  fake.delay(0);
  if (phone) await fitsWidth(page, width);

  // The tickets are on the orders page.
  await page.goto(`/editions/${editionId}/gestion/ticketing/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByTestId(phone ? 'order-card' : 'order-row').first()).toBeVisible();

  // Disconnecting asks first and keeps the tickets.
  await page.goto(`/editions/${editionId}/gestion/ticketing/external`);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The tickets, tiers and orders already imported are kept.');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
  await expect(page.getByText('Disconnected: nothing is imported any more. The tickets already imported are kept.')).toBeVisible();
  if (phone) await fitsWidth(page, width);
}

test('an organiser connects HelloAsso, tests it, syncs with live progress, sees the summary and the history, and cancels a sync under way', async ({ browser }) => {
  // Four syncs, two of them with HelloAsso made slow on purpose.
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same on a phone (375 px)', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});
