import { expect, test, type Browser } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, serverSqlId as idOf, unique } from './support';

/** An organiser's online edition (in 20 to 22 days) with two shows on two days, one with an artist (made in the database, as the organisers' screens would). */
async function scene(browser: Browser) {
  const orga = await (await browser.newContext()).newPage();
  const organiser = await newAccount(orga, 'prog');
  await apiLogin(orga, organiser.pseudo, organiser.password);
  const convention = (await (await orga.request.post('/api/conventions', { data: { name: unique('Programme convention ') } })).json()) as { id: number };
  const name = unique('Programme ');
  const created = await orga.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(20), endDate: day(22), isOnline: true, city: 'Lyon' } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  await orga.close();
  const artistId = await idOf(
    `insert into edition_artists (edition_id, invited_email, stage_name, organizer_notes, qr_token) values ($1, $2, 'Cie Zéphyr', 'SECRET-NOTE', md5(random()::text) || md5(random()::text)) returning id`,
    [editionId, `${unique('zephyr')}@example.com`],
  );
  const fire = await idOf(`insert into shows (edition_id, title, description, start_date_time, duration, location) values ($1, 'Fire and light', 'Bring earplugs', $2, 45, 'Big top') returning id`, [
    editionId,
    `${day(20)}T12:00:00Z`,
  ]);
  await sql('insert into show_artists (show_id, artist_id) values ($1, $2)', [fire, artistId]);
  await sql(`insert into shows (edition_id, title, start_date_time, duration, location) values ($1, 'Morning juggling', $2, 60, 'Gym')`, [editionId, `${day(21)}T09:00:00Z`]);
  return { editionId, name };
}

async function journey(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const { editionId, name } = await scene(browser);

  // A visitor sees the programme by day, with times, places and the artists' names; starring asks them to sign in.
  // The visitor is in New York: the times are the edition's (Lyon, its default zone), and the page says so.
  const visitor = await (await browser.newContext({ viewport, timezoneId: 'America/New_York' })).newPage();
  await visitor.goto(`/editions/${editionId}`);
  const programme = visitor.getByRole('region', { name: 'Shows', exact: true });
  await expect(programme).toBeVisible();
  await expect(programme.getByTestId('programme-day')).toHaveCount(2);
  const fire = programme.getByTestId('programme-show').filter({ hasText: 'Fire and light' });
  await expect(fire).toContainText('Big top');
  await expect(fire).toContainText('With Cie Zéphyr');
  await expect(fire).toContainText('Bring earplugs');
  const inLyon = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  await expect(fire).toContainText(`${inLyon(`${day(20)}T12:00:00Z`)}–${inLyon(`${day(20)}T12:45:00Z`)}`);
  await expect(programme.getByTestId('zone-hint')).toHaveText('Times in Paris time');
  await expect(programme.getByTestId('programme-show').filter({ hasText: 'Morning juggling' })).toContainText('Gym');
  await expect(programme).not.toContainText('SECRET-NOTE');
  await expect(programme.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(programme.getByRole('button', { name: /Add to my favourites/ })).toHaveCount(0);
  await visitor.close();

  // A signed-in user stars a show, gets their calendar address, and finds the show on their favourites page.
  const fan = await (await browser.newContext({ viewport })).newPage();
  const account = await newAccount(fan, 'fan');
  await apiLogin(fan, account.pseudo, account.password);
  await fan.goto(`/editions/${editionId}`);
  const star = fan.getByRole('button', { name: 'Add to my favourites: Fire and light' });
  await star.click();
  await expect(fan.getByRole('button', { name: 'Remove from my favourites: Fire and light' })).toHaveAttribute('aria-pressed', 'true');
  await fan.getByRole('button', { name: 'Subscribe in my calendar' }).click();
  await expect(fan.getByTestId('programme-calendar-url')).toHaveValue(/\/api\/shows\/calendar\/[0-9a-f]{48}\.ics$/);
  const feedUrl = await fan.getByTestId('programme-calendar-url').inputValue();
  const feed = await fan.request.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Fire and light');

  await fan.goto('/favorites');
  const starred = fan.getByTestId('favorite-shows');
  await expect(starred.getByRole('heading', { name: 'Starred shows' })).toBeVisible();
  await expect(starred.getByTestId('programme-show')).toHaveCount(1);
  await expect(starred.getByTestId('programme-show')).toContainText('Fire and light');
  await expect(starred.getByRole('link', { name })).toBeVisible();
  // Unstarring there takes it off the list.
  await starred.getByRole('button', { name: 'Remove from my favourites: Fire and light' }).click();
  await expect(fan.getByTestId('favorite-shows')).toHaveCount(0);
  await fan.close();
}

test('a visitor sees the programme by day; a signed-in user stars a show, gets the calendar address and finds the show on the favourites page', async ({ browser }) => {
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  await journey(browser, 375);
});
