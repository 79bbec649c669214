import { expect, test, type Browser } from '@playwright/test';
import { apiLogin, day, expectSignInThenDenied, newAccount } from './gestion-support';
import { serverSql, unique } from './support';

/**
 * The pickups page of an organiser's edition. Artists are written to the server's own database
 * (e2e/start-server.mjs): adding them has its own journey (the records page).
 */
async function artist(
  editionId: number,
  a: { stageName: string; arrival: string | null; departure?: string | null; pickup?: { location: string; responsibleId: number | null }; dropoff?: { location: string; responsibleId: number | null } },
): Promise<void> {
  await serverSql(
    `insert into edition_artists (edition_id, invited_email, stage_name, arrival_date_time, departure_date_time,
       pickup_required, pickup_location, pickup_responsible_id, dropoff_required, dropoff_location, dropoff_responsible_id, qr_token)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, md5(random()::text) || md5(random()::text))`,
    [
      editionId,
      `${unique('artist')}@example.com`,
      a.stageName,
      a.arrival,
      a.departure ?? null,
      !!a.pickup,
      a.pickup?.location ?? null,
      a.pickup?.responsibleId ?? null,
      !!a.dropoff,
      a.dropoff?.location ?? null,
      a.dropoff?.responsibleId ?? null,
    ],
  );
}

/** "Thursday, July 1, 2027": how the page titles a day in English. */
const dayTitle = (d: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));

/** An organiser signed in on a page at `width`, with an online edition holding four trips (two driven by nobody yet) and an edition without artists. */
async function scene(browser: Browser, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } })).newPage();
  const organiser = await newAccount(page, 'orga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const me = ((await (await page.request.get('/api/session/me')).json()) as { user: { id: number } }).user;
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Pickups convention ') } })).json()) as { id: number };
  const editions: number[] = [];
  for (const name of [unique('Pickups '), unique('No artists ')]) {
    const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(20), endDate: day(22), isOnline: true } });
    expect(created.status()).toBe(201);
    editions.push(((await created.json()) as { id: number }).id);
  }
  const [id, emptyId] = editions as [number, number];
  const first = day(20);
  const last = day(22);
  // Midday UTC: the same day whatever the server's time zone.
  await artist(id, { stageName: 'Captain Clubs', arrival: `${first}T11:30:00Z`, departure: `${last}T12:00:00Z`, pickup: { location: 'Part-Dieu station', responsibleId: me.id }, dropoff: { location: 'Part-Dieu station', responsibleId: null } });
  await artist(id, { stageName: 'Mira Loop', arrival: `${first}T10:00:00Z`, pickup: { location: 'Airport, terminal 1', responsibleId: null } });
  await artist(id, { stageName: 'Sara Hoops', arrival: null, pickup: { location: 'Part-Dieu station', responsibleId: me.id } });
  await artist(id, { stageName: 'By car', arrival: `${first}T09:00:00Z` });
  return { page, organiser, id, emptyId, first, last };
}

async function journey(browser: Browser, width: number) {
  const { page, id, emptyId, first, last } = await scene(browser, width);
  await page.goto(`/editions/${id}/gestion`);
  await page.getByRole('link', { name: /^Artist pickups/ }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${id}/gestion/artists/pickups$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pickups and drop-offs' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Trips: 4 · Without a driver: 2');

  // The first day: Mira (10:00, nobody yet), then Captain Clubs (11:30, driven by the organiser).
  const firstDay = page.getByRole('region', { name: dayTitle(first) });
  const firstTrips = firstDay.getByRole('listitem');
  await expect(firstTrips).toHaveCount(2);
  await expect(firstTrips.nth(0)).toContainText('Mira Loop');
  await expect(firstTrips.nth(0)).toContainText('Airport, terminal 1');
  await expect(firstTrips.nth(0).getByText('Nobody yet')).toBeVisible();
  await expect(firstTrips.nth(1)).toContainText('Captain Clubs');
  await expect(firstTrips.nth(1)).toContainText('Pickup');
  await expect(firstTrips.nth(1).getByText('Driver: Nise Orga')).toBeVisible();
  // The last day: Captain Clubs' drop-off, nobody driving yet; the artist driving himself is not listed.
  const lastDay = page.getByRole('region', { name: dayTitle(last) });
  await expect(lastDay.getByRole('listitem')).toHaveCount(1);
  await expect(lastDay.getByRole('listitem')).toContainText('Drop-off');
  await expect(lastDay.getByText('Nobody yet')).toBeVisible();
  await expect(page.getByText('By car')).toHaveCount(0);
  // Sara's train times are not known yet.
  const undated = page.getByRole('region', { name: 'No date yet' });
  await expect(undated.getByRole('listitem')).toHaveCount(1);
  await expect(undated.getByRole('listitem')).toContainText('Sara Hoops');
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // Only the trips the organiser drives; the address keeps the choice.
  // The switch's input is hidden: its label (the visible track) is what a finger presses.
  await page.getByRole('switch', { name: 'Only mine' }).locator('xpath=ancestor::label[1]').click();
  await expect(page).toHaveURL(/\?mine=1$/);
  await expect(page.getByRole('status')).toHaveText('Trips: 2 · every trip has a driver');
  await expect(page.getByText('Mira Loop')).toHaveCount(0);
  await expect(page.getByRole('region', { name: dayTitle(last) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Only mine' })).toBeChecked();
  await expect(page.getByRole('region', { name: dayTitle(first) }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'No date yet' }).getByRole('listitem')).toHaveCount(1);

  // On paper: the list without the product's header, footer and the page's controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Only mine' })).toBeHidden();
  await expect(page.getByText('Sara Hoops')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // An edition without artists says so; with "only mine", that the organiser drives nobody.
  await page.goto(`/editions/${emptyId}/gestion/artists/pickups`);
  await expect(page.getByText('No pickup or drop-off to plan')).toBeVisible();
  await page.goto(`/editions/${emptyId}/gestion/artists/pickups?mine=1`);
  await expect(page.getByText('You drive nobody')).toBeVisible();
  await page.context().close();
}

test('an organiser sees the pickups and drop-offs by day with who drives, keeps only theirs and prints the list', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});

test('a visitor is asked to sign in; someone outside the team gets the forbidden page', async ({ browser }) => {
  const { page, id } = await scene(browser, 1280);
  await expectSignInThenDenied(browser, `/editions/${id}/gestion/artists/pickups`);
  await page.context().close();
});

test.describe('error', () => {
  test('a failing list offers to try again', async ({ browser }) => {
    const { page, id } = await scene(browser, 1280);
    let fail = true;
    await page.route(`**/api/editions/${id}/artist-pickups*`, (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await page.goto(`/editions/${id}/gestion/artists/pickups`);
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load the data' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    fail = false;
    await retry.click();
    await expect(page.getByRole('status')).toHaveText('Trips: 4 · Without a driver: 2');
    await page.context().close();
  });
});

