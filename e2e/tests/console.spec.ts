import { expect, test, type ConsoleMessage } from '@playwright/test';
import { publicEditionOfItsOwn } from './support';

/**
 * A visitor's first look leaves the browser console empty: no 401 from the session check, no
 * third-party promotion, no warning. Every message of the main public pages is reported.
 */
test('a visitor sees a clean console on the main public pages', async ({ page }) => {
  // An edition of its own: other journeys running alongside archive or delete theirs.
  const edition = await publicEditionOfItsOwn(page, 'Console');
  const messages: string[] = [];
  const record = (where: string) => (m: ConsoleMessage) => {
    if (m.type() !== 'debug') messages.push(`${where} [${m.type()}] ${m.text()}`);
  };
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  // Map tiles come from OpenStreetMap, out of reach here: a blank tile stands in for each.
  const tile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: tile }));

  for (const path of ['/', `/editions/${edition.id}`, '/login', '/register', '/privacy-policy', '/auth/forgot-password']) {
    const listener = record(path);
    page.on('console', listener);
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('console', listener);
  }
  expect(messages).toEqual([]);
});
