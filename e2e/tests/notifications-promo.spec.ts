// The push promo needs the Notification API, which the shared configuration turns off (so the promo
// never covers other journeys): these journeys launch their own Chromium with it on.
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { lastMailTo, unique } from './support';

const SESSION_KEY = 'pushPromoSession';
const DISMISSED_KEY = 'pushPromoDismissedAt';

let browser: Browser;

test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

test.afterAll(async () => {
  await browser?.close();
});

async function signedInPage(baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const pseudo = unique('promo');
  const email = `${pseudo}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, pseudo, password: 'promo password', nom: 'Pro', prenom: 'Mo' } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).status()).toBe(200);
  // Signed in by the API: typing in the login form would count as filling a form, which the promo waits out.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return page;
}

/** Makes this browser session `ageMs` old (the session record of spec section 3). */
async function sessionAge(page: Page, ageMs: number): Promise<void> {
  await page.evaluate(([key, age]) => sessionStorage.setItem(key as string, JSON.stringify({ startTime: Date.now() - (age as number), dismissed: false })), [
    SESSION_KEY,
    ageMs,
  ]);
}

const promoOf = (page: Page) => page.getByRole('dialog', { name: 'Never miss what matters' });

test('the push promo shows after 30 s of session, cannot be dismissed by outside click, and Enable reports a refused permission', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(baseURL!);
  const promo = promoOf(page);
  // 26 s into the session: not yet, then within the next seconds (checked every second).
  await sessionAge(page, 26_000);
  const from = Date.now();
  await expect(promo).toBeHidden();
  await expect(promo).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - from).toBeGreaterThan(2_500);

  for (const benefit of [
    'Answers to your carpool offers and requests',
    'News about your volunteer applications and shifts',
    'Reminders before your workshops, shows and shifts',
    'Important announcements from the organisers',
  ]) {
    await expect(promo.getByText(benefit)).toBeVisible();
  }
  await expect(promo.getByText(/never advertising/)).toBeVisible();
  // No close button; outside click and Escape leave it open.
  await expect(promo.getByRole('button')).toHaveText(['Not now', 'Enable']);
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(promo).toBeVisible();

  // Headless Chromium refuses the permission: the spec's 'permission refused' toast.
  await promo.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Permission refused' })).toContainText('browser settings');
  await expect(promo).toBeHidden();
  // Remembered for the session (not for 7 days).
  const records = await page.evaluate(([s, d]) => ({ session: sessionStorage.getItem(s), dismissed: localStorage.getItem(d) }), [SESSION_KEY, DISMISSED_KEY]);
  expect(JSON.parse(records.session!).dismissed).toBe(true);
  expect(records.dismissed).toBeNull();

  // The settings tab tells how to allow notifications again.
  await page.goto('/notifications?tab=settings');
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeDisabled();
  await expect(page.getByText('You can allow them again in your browser settings.')).toBeVisible();
  await page.context().close();
});

test("'Not now' is remembered for the session and for 7 days", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(baseURL!);
  const promo = promoOf(page);
  await sessionAge(page, 31_000);
  await expect(promo).toBeVisible({ timeout: 5_000 });
  await promo.getByRole('button', { name: 'Not now' }).click();
  await expect(promo).toBeHidden();
  const records = await page.evaluate(([s, d]) => ({ session: sessionStorage.getItem(s), dismissed: localStorage.getItem(d) }), [SESSION_KEY, DISMISSED_KEY]);
  expect(JSON.parse(records.session!).dismissed).toBe(true);
  expect(Date.now() - Number(records.dismissed)).toBeLessThan(60_000);

  // A new browser session (fresh session record, long enough) still gets nothing: the 7 days hold.
  await page.evaluate((s) => sessionStorage.removeItem(s), SESSION_KEY);
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await sessionAge(page, 45_000);
  // Checked every second: give it a few checks to prove it stays away.
  await page.waitForTimeout(3_000);
  await expect(promo).toBeHidden();

  // Eight days later (the record moved back), a new session shows it again.
  await page.evaluate((d) => localStorage.setItem(d, String(Date.now() - 8 * 24 * 3600 * 1000)), DISMISSED_KEY);
  await page.evaluate((s) => sessionStorage.removeItem(s), SESSION_KEY);
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await sessionAge(page, 45_000);
  await expect(promo).toBeVisible({ timeout: 5_000 });
  await page.context().close();
});

test('the promo never covers a form being filled: it waits until the user is done', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(baseURL!);
  const promo = promoOf(page);
  await page.goto('/profile');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Promo typing');
  await sessionAge(page, 45_000);
  // Unsaved edits (and the focus in a field): checks pass and nothing shows.
  await page.waitForTimeout(3_000);
  await expect(promo).toBeHidden();
  // Saving the form and leaving the field: once 10 s have passed since the last typing, it shows.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(promo).toBeVisible({ timeout: 15_000 });
  await page.context().close();
});
