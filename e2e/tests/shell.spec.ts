import { expect, test } from '@playwright/test';
import { login } from './support';

test('an unknown path answers HTTP 404 and shows the 404 page with the path', async ({ page }) => {
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
});

test('the login button returns to the current page, without a returnTo of its own, and not from auth pages', async ({ page }) => {
  await page.goto('/privacy-policy?section=cookies&returnTo=%2Fevil');
  const href = await page.getByRole('link', { name: 'Log in' }).first().getAttribute('href');
  expect(href).toBe(`/login?returnTo=${encodeURIComponent('/privacy-policy?section=cookies')}`);

  await page.goto('/register');
  expect(await page.getByRole('banner').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');

  // A protected page sends the visitor to log in, then back.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile/);
  await page.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill('attendee');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-attendee-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the language choice switches the interface and survives a reload', async ({ page, context }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
  expect(cookie.value).toBe('fr');
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  await expect(page).toHaveTitle(/Politique de confidentialité/);
  // Server messages follow the same choice.
  const res = await page.request.post('/api/auth/login', { data: { identifier: 'nobody', password: 'x' } });
  expect((await res.json()).message).toBe('E-mail, pseudo ou mot de passe incorrect.');
});

test('the colour mode choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Colour mode' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('remotes load only when their section is entered', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.some((p) => p.startsWith('/remotes/public/'))).toBe(true);
  expect(requested.some((p) => p.startsWith('/remotes/admin/'))).toBe(false);
  expect(requested.some((p) => p.startsWith('/remotes/gestion/'))).toBe(false);
  await login(page, 'organiser', 'demo-organiser-2026');
  await page.goto('/my-conventions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.some((p) => p.startsWith('/remotes/gestion/'))).toBe(true);
  expect(requested.some((p) => p.startsWith('/remotes/admin/'))).toBe(false);
});

test('the footer feedback dialog reaches the administrators', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Your e-mail', exact: true }).fill('visitor@example.com');
  await dialog.getByRole('textbox', { name: 'Your name', exact: true }).fill('Vera Visitor');
  await dialog.getByRole('textbox', { name: 'Subject', exact: true }).fill('Map tiles');
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('The map stays grey on my phone.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thank you!')).toBeVisible();

  await login(page, 'admin', 'demo-admin-2026');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('switch', { name: 'Admin mode' }).click();
  await page.goto('/admin/feedback');
  await expect(page.getByText('Map tiles')).toBeVisible();
});
