import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, lastMailTo, login, unique } from './support';

/** A fresh verified account (own notifications: no other journey touches them). */
async function newAccount(page: Page) {
  const pseudo = unique('notif');
  const email = `${pseudo}@example.com`;
  const password = 'notified password';
  expect((await page.request.post('/api/auth/register', { data: { email, pseudo, password, nom: 'Notif', prenom: 'Ied' } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).status()).toBe(200);
  // Verifying signs in and brings the welcome: remove it, so each journey counts only its own.
  const mine = (await (await page.request.get('/api/notifications')).json()) as { notifications: { id: number }[] };
  expect(mine.notifications).toHaveLength(1);
  expect((await page.request.delete(`/api/notifications/${mine.notifications[0].id}/delete`)).ok()).toBe(true);
  await page.context().clearCookies();
  return { pseudo, email, password };
}

/** The admin API, signed in on its own request context, for setting up notifications quickly. */
async function adminApi(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  expect((await request.post('/api/auth/login', { data: { identifier: DEMO.admin.identifier, password: DEMO.admin.password } })).ok()).toBe(true);
  const headers = { 'X-Admin-Mode': 'true' };
  const userId = async (pseudo: string): Promise<number> => {
    const res = await request.get(`/api/admin/notifications/recipients?q=${encodeURIComponent(pseudo)}`, { headers });
    expect(res.ok()).toBe(true);
    const found = ((await res.json()) as { items: { id: number; pseudo: string }[] }).items.find((u) => u.pseudo === pseudo);
    expect(found).toBeTruthy();
    return found!.id;
  };
  const send = async (to: number, body: Record<string, unknown>) => {
    const res = await request.post('/api/admin/notifications', { headers, data: { target: 'user', userId: to, type: 'INFO', category: 'system', ...body } });
    expect(res.status()).toBe(201);
  };
  return { request: request as APIRequestContext, userId, send, close: () => context.close() };
}

/** Segmented controls hide their radios behind the labels: click the label of the named radio. */
async function pick(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

function bell(page: Page, unread?: number) {
  return page.getByRole('banner').getByRole('button', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });
}

async function openPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}

test('an admin sends a notification to another user, who sees the toast and the badge change within 2 s without reload', async ({ browser }) => {
  // Two browsers, two sign-ins and an admin form: longer than a one-page journey.
  test.setTimeout(90_000);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const user = await newAccount(userPage);
  await login(userPage, user.pseudo, user.password);
  // Marks this document: a reload would lose it.
  await userPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await expect(bell(userPage)).toBeVisible();
  // The panel shows the stream is live and that there is nothing yet.
  const panel = await openPanel(userPage);
  await expect(panel.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(panel.getByText('No notifications', { exact: true })).toBeVisible();
  await expect(panel.getByText('No unread notifications')).toBeVisible();
  await panel.getByRole('button', { name: 'Close notifications' }).click();
  await expect(panel).toBeHidden();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, DEMO.admin.pseudo, DEMO.admin.password);
  await adminPage.getByRole('button', { name: 'User menu' }).click();
  await adminPage.getByRole('switch', { name: 'Admin mode' }).click();
  await expect(adminPage.getByText('Admin mode enabled')).toBeVisible();
  await adminPage.keyboard.press('Escape');
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: /Notifications/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/notifications$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  // Sending without a recipient or a title is refused on the spot.
  await adminPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(adminPage.getByText('Choose the user to notify')).toBeVisible();
  await expect(adminPage.getByText('Enter a title')).toBeVisible();

  await adminPage.getByRole('textbox', { name: 'User' }).fill(user.pseudo);
  await adminPage.getByRole('option', { name: new RegExp(user.pseudo) }).click();
  const title = unique('Gates open ');
  await adminPage.getByRole('textbox', { name: 'Title' }).fill(title);
  await adminPage.getByRole('textbox', { name: 'Message' }).fill('The main gate opens at 9:00. Bring your ticket.');
  await adminPage.getByRole('textbox', { name: 'Link (optional)' }).fill('/favorites');
  await adminPage.getByRole('textbox', { name: 'Link label (optional)' }).fill('See my favorites');
  // The user's page notes when the toast and the new badge appear (its own clock: no polling delay).
  await userPage.evaluate((expected) => {
    const w = window as unknown as { seen: { toast?: number; badge?: number } };
    w.seen = {};
    const check = () => {
      if (!w.seen.toast && [...document.querySelectorAll('[role="alert"]')].some((e) => e.textContent?.includes(expected))) w.seen.toast = Date.now();
      if (!w.seen.badge && document.querySelector('header button[aria-label="Notifications, 1 unread"]')) w.seen.badge = Date.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, title);
  const clickedAt = Date.now();
  const [response] = await Promise.all([
    adminPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/notifications' && r.request().method() === 'POST'),
    adminPage.getByRole('button', { name: 'Send', exact: true }).click(),
  ]);
  expect(response.status()).toBe(201);
  // The other user: live toast and badge, within 2 s of the click, without reload.
  const toast = userPage.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(bell(userPage, 1)).toBeVisible();
  const seen = await userPage.evaluate(() => (window as unknown as { seen: { toast?: number; badge?: number } }).seen);
  expect(seen.toast! - clickedAt).toBeLessThan(2000);
  expect(seen.badge! - clickedAt).toBeLessThan(2000);
  await expect(userPage.getByRole('banner').getByText('1', { exact: true })).toBeVisible();
  expect(await userPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(toast).toContainText('The main gate opens at 9:00.');

  await expect(adminPage.getByText('Notification sent to 1 user')).toBeVisible();
  const sent = adminPage.getByRole('table', { name: 'Sent notifications' });
  await expect(sent.getByRole('row').filter({ hasText: title })).toContainText(user.pseudo);

  // The toast's link follows the action URL and marks the notification read.
  await toast.getByRole('button', { name: 'See my favorites' }).click();
  await expect(userPage).toHaveURL(/\/favorites$/);
  await expect(bell(userPage)).toBeVisible();

  // A test to oneself: 'test sent'.
  await pick(adminPage, 'Myself (test)');
  await adminPage.getByRole('textbox', { name: 'Title' }).fill(unique('Self test '));
  await adminPage.getByRole('textbox', { name: 'Message' }).fill('Does it arrive?');
  await adminPage.getByRole('button', { name: 'Send me a test' }).click();
  await expect(adminPage.getByText('Test notification sent')).toBeVisible();

  // To everyone: confirmation first; cancelling sends nothing.
  await pick(adminPage, 'All users');
  await adminPage.getByRole('textbox', { name: 'Title' }).fill(unique('Everyone '));
  await adminPage.getByRole('textbox', { name: 'Message' }).fill('Not sent: cancelled.');
  await adminPage.getByRole('button', { name: 'Send to all users' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Send to all users?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await adminContext.close();
  await userContext.close();
});

test('panel: type icons, mark one read, delete one after confirming, open one, mark all as read', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const user = await newAccount(page);
  const admin = await adminApi(browser, baseURL!);
  const id = await admin.userId(user.pseudo);
  const [ok, warn, err, linked] = [unique('Seat booked '), unique('Low seats '), unique('Payment failed '), unique('Shift changed ')];
  await admin.send(id, { type: 'SUCCESS', category: 'carpool', title: ok, message: 'Your seat is booked.' });
  await admin.send(id, { type: 'WARNING', category: 'carpool', title: warn, message: 'Only one seat left.' });
  await admin.send(id, { type: 'ERROR', category: 'ticketing', title: err, message: 'Your payment was refused.' });
  await admin.send(id, { type: 'INFO', category: 'volunteer', title: linked, message: 'Your shift moved.', actionUrl: '/favorites' });
  await admin.close();

  await login(page, user.pseudo, user.password);
  await expect(bell(page, 4)).toBeVisible();
  const panel = await openPanel(page);
  await expect(panel.getByText('4 unread')).toBeVisible();
  const item = (title: string) => panel.getByRole('article', { name: title });
  await expect(item(ok).getByRole('img', { name: 'Success' })).toBeVisible();
  await expect(item(warn).getByRole('img', { name: 'Warning' })).toBeVisible();
  await expect(item(err).getByRole('img', { name: 'Error' })).toBeVisible();
  await expect(item(linked).getByRole('img', { name: 'Information' })).toBeVisible();
  // Newest first.
  await expect(panel.getByRole('article').first()).toHaveAccessibleName(linked);

  await item(ok).getByRole('button', { name: 'Mark as read' }).click();
  await expect(item(ok)).toBeHidden();
  await expect(panel.getByText('3 unread')).toBeVisible();
  await expect(bell(page, 3)).toBeAttached();

  await item(warn).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this notification?' });
  await expect(confirm).toContainText(warn);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(item(warn)).toBeVisible();
  await item(warn).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deleted' })).toBeVisible();
  await expect(item(warn)).toBeHidden();
  await expect(panel.getByText('2 unread')).toBeVisible();

  // Clicking an item marks it read and follows its link.
  await item(linked).getByRole('button', { name: `Open: ${linked}` }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(bell(page, 1)).toBeVisible();

  const again = await openPanel(page);
  await again.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All notifications marked as read' })).toBeVisible();
  await expect(again.getByText('No notifications', { exact: true })).toBeVisible();
  await expect(again.getByText('No unread notifications')).toBeVisible();
  await again.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  // The server kept it all: three left, all read, the deleted one gone.
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: warn })).toHaveCount(0);
  await expect(page.locator('article[data-unread]')).toHaveCount(0);
});

test('the /notifications page filters by read state and category, loads 20 more at a time, and shows live ones without a toast', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await newAccount(page);
  const admin = await adminApi(browser, baseURL!);
  const id = await admin.userId(user.pseudo);
  const tag = unique('');
  for (let i = 1; i <= 21; i++) await admin.send(id, { category: 'carpool', title: `Ride ${String(i).padStart(2, '0')} ${tag}`, message: `Ride number ${i}` });
  await admin.send(id, { category: 'volunteer', title: `Shift A ${tag}`, message: 'Shift A' });
  await admin.send(id, { category: 'volunteer', title: `Shift B ${tag}`, message: 'Shift B' });

  await login(page, user.pseudo, user.password);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('23 unread', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByText('20 of 23 notifications')).toBeVisible();
  const [more] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/notifications' && new URL(r.url()).searchParams.get('offset') === '20'),
    page.getByRole('button', { name: 'Load more' }).click(),
  ]);
  expect(new URL(more.url()).searchParams.get('limit')).toBe('20');
  await expect(page.getByRole('article')).toHaveCount(23);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  // Newest first: the last page holds the first rides.
  await expect(page.getByRole('article').last()).toHaveAccessibleName(`Ride 01 ${tag}`);

  // Mark one volunteer notification read, then filter.
  await page.getByRole('article', { name: `Shift A ${tag}` }).getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('22 unread', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: /^Volunteering/ }).click();
  await expect(page).toHaveURL(/category=volunteer/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await pick(page, 'Unread');
  await expect(page).toHaveURL(/status=unread/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveAccessibleName(`Shift B ${tag}`);
  await pick(page, 'Read');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveAccessibleName(`Shift A ${tag}`);
  // Back to unread: a read one can be made unread again.
  await page.getByRole('article', { name: `Shift A ${tag}` }).getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('No notification matches these filters.')).toBeVisible();
  await expect(page.getByText('23 unread', { exact: true })).toBeVisible();

  // Mark all read in one category only.
  await pick(page, 'Unread');
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: /^Carpooling/ }).click();
  await expect(page.getByRole('article')).toHaveCount(20);
  await page.getByRole('button', { name: 'Mark all as read in Carpooling' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All notifications marked as read' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('2 unread', { exact: true })).toBeVisible();
  await expect(bell(page, 2)).toBeVisible();

  // A live notification appears in the list, but no toast on a /notifications page.
  await pick(page, 'All');
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'All categories' }).click();
  await expect(page).not.toHaveURL(/category=/);
  const live = `Live one ${tag}`;
  await admin.send(id, { category: 'reminder', title: live, message: 'Arrived while reading.' });
  await expect(page.getByRole('article').first()).toHaveAccessibleName(live);
  await expect(bell(page, 3)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: live })).toHaveCount(0);
  await admin.close();
});

test('notification settings: per-category channels are saved', async ({ page }) => {
  const user = await newAccount(page);
  await login(page, user.pseudo, user.password);
  await page.goto('/notifications');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/tab=settings/);
  // This browser has no Notification API: push is reported as unsupported.
  await expect(page.getByText('Not supported')).toBeVisible();
  const carpoolPush = page.getByRole('switch', { name: 'Carpooling: Push' });
  await expect(carpoolPush).toBeChecked();
  await carpoolPush.click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: 'Preferences saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Carpooling: Push' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Carpooling: In the app' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Volunteering: Push' })).toBeChecked();
});

test('after one visit the service worker starts the app offline, and never caches the API', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cached = () => page.evaluate(async () => (await (await caches.open('festival-shell-v1')).keys()).map((r) => new URL(r.url).pathname));
  // The first visit's scripts are kept once the worker has taken over.
  await expect.poll(async () => (await cached()).filter((p) => /^\/main\.[0-9a-f]+\.js$/.test(p)).length).toBe(1);
  await expect.poll(async () => (await cached()).some((p) => p.startsWith('/remotes/public/'))).toBe(true);
  expect((await cached()).filter((p) => p.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
