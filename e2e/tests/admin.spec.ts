import { expect, test } from '@playwright/test';
import { login } from './support';

test('a global admin switches admin mode on: toast, badge, header on every API call, admin pages', async ({ page }) => {
  await login(page, 'admin', 'demo-admin-2026');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toBeVisible();
  await page.getByRole('switch', { name: 'Admin mode' }).click();
  await expect(page.getByText('Admin mode enabled')).toBeVisible();
  // From now on every API call carries the header (calls made before the switch do not count, nor
  // the page's preload hints, fetched with the HTML before the app runs: type 'other').
  const adminHeaders: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.resourceType() !== 'other') adminHeaders.push(r.headers()['x-admin-mode']);
  });
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/users/i).first()).toBeVisible();
  expect(adminHeaders.length).toBeGreaterThan(0);
  expect(adminHeaders.every((h) => h === 'true')).toBe(true);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('switch', { name: 'Admin mode' }).click();
  await expect(page.getByText('Admin mode disabled')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);
});

test('a signed-in user who is not an admin sees no admin entry and is refused /admin', async ({ page }) => {
  await login(page, 'attendee', 'demo-attendee-2026');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  // Asking for admin mode through the API gives no extra power.
  const res = await page.request.get('/api/admin/stats', { headers: { 'X-Admin-Mode': 'true' } });
  expect(res.status()).toBe(403);
});
