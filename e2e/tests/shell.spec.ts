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

  // The full path, its anchor included, from the header's button and from the phone menu alike.
  await page.goto('/privacy-policy?section=cookies#rights');
  const full = `/login?returnTo=${encodeURIComponent('/privacy-policy?section=cookies#rights')}`;
  expect(await page.getByRole('banner').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(full);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  expect(await page.getByRole('dialog').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(full);
  await page.setViewportSize({ width: 1280, height: 720 });

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

test.describe('code that no longer loads', () => {
  // The page's own requests only (a service worker would answer them out of the test's sight).
  test.use({ serviceWorkers: 'block' });

  test('a page whose code is gone (a new version deployed) reloads once; failing again within 10 s, it shows the error', async ({ page }) => {
    // The scripts this document has loaded; the next `refuse` new ones answer 404, as files of a replaced version would.
    let loaded = new Set<string>();
    let refuse = 0;
    let loads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loaded = new Set();
    });
    page.on('response', (res) => {
      if (res.ok() && res.request().resourceType() === 'script') loaded.add(res.url());
    });
    page.on('load', () => (loads += 1));
    await page.route(/\.js$/, (route) => {
      if (refuse > 0 && !loaded.has(route.request().url())) {
        refuse -= 1;
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      }
      return route.continue();
    });

    await page.goto('/');
    await expect(page.locator('article[aria-labelledby^="edition-card-"]').first()).toBeVisible();
    expect(loads).toBe(1);

    // The privacy page's code is refused once: the app loads itself again and shows the page.
    refuse = 1;
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
    expect(loads).toBe(2);
    expect(refuse).toBe(0);

    // Within 10 s of that reload, code refused again shows the error page instead of reloading in a loop.
    refuse = 1;
    await page.getByRole('banner').getByRole('link', { name: 'Festival Platform home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    expect(loads).toBe(2);
    expect(refuse).toBe(0);
  });
});
