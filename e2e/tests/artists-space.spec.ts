import { expect, test, type Browser } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, serverSqlId as idOf, unique } from './support';

const NOTES = 'SECRET-ORGANISER-NOTE haggled hard';

/**
 * An organiser's online edition (in 20 to 22 days), an artist with an account, their record (fee,
 * organiser notes) and a show with another artist: the records are made in the database, as the
 * organisers' screens would.
 */
async function scene(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const orga = await (await browser.newContext()).newPage();
  const organiser = await newAccount(orga, 'space');
  await apiLogin(orga, organiser.pseudo, organiser.password);
  const convention = (await (await orga.request.post('/api/conventions', { data: { name: unique('Space convention ') } })).json()) as { id: number };
  const name = unique('Space ');
  const created = await orga.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(20), endDate: day(22), isOnline: true } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  await orga.close();

  const page = await (await browser.newContext({ viewport })).newPage();
  const artist = await newAccount(page, 'artist');
  await apiLogin(page, artist.pseudo, artist.password);
  const me = (await (await page.request.get('/api/session/me')).json()) as { user: { id: number } };
  const artistId = await idOf(
    `insert into edition_artists (edition_id, user_id, stage_name, payment, organizer_notes, pickup_required, pickup_location, qr_token)
     values ($1, $2, 'Cie Zéphyr', 45000, $3, true, 'Lyon Part-Dieu', md5(random()::text) || md5(random()::text)) returning id`,
    [editionId, me.user.id, NOTES],
  );
  const partner = await idOf(
    `insert into edition_artists (edition_id, invited_email, stage_name, organizer_notes, qr_token) values ($1, $2, 'Duo Bleu', $3, md5(random()::text) || md5(random()::text)) returning id`,
    [editionId, `${unique('duo')}@example.com`, NOTES],
  );
  const show = await idOf(`insert into shows (edition_id, title, start_date_time, duration, location) values ($1, 'Fire and light', $2, 45, 'Big top') returning id`, [editionId, `${day(20)}T18:00:00Z`]);
  await sql('insert into show_artists (show_id, artist_id) values ($1, $2), ($1, $3)', [show, artistId, partner]);
  return { page, editionId, name };
}

async function journey(browser: Browser, width: number) {
  const { page, editionId, name } = await scene(browser, width);

  // The edition page offers the artist their space.
  await page.goto(`/editions/${editionId}`);
  await page.getByRole('link', { name: 'My artist space' }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${editionId}/artist-space$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My artist space' })).toBeVisible();

  // Their show with the other artist, their QR code, their money; never the organisers' notes.
  const shows = page.getByTestId('artist-shows');
  await expect(shows.getByTestId('programme-show')).toContainText('Fire and light');
  await expect(shows.getByTestId('programme-show')).toContainText('With Duo Bleu');
  await expect(page.getByTestId('entry-qr')).toBeVisible();
  await expect(page.getByTestId('artist-money')).toContainText('€450.00');
  await expect(page.getByTestId('artist-travel')).toContainText('Lyon Part-Dieu');
  await expect(page.locator('body')).not.toContainText('SECRET-ORGANISER-NOTE');

  // They set their arrival and save; it is kept.
  await page.getByLabel('Arrival').fill(`${day(19)}T14:30`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Arrival')).toHaveValue(`${day(19)}T14:30`);
  await expect(page.locator('body')).not.toContainText('SECRET-ORGANISER-NOTE');

  // /my-conventions lists their artist space, which opens it.
  await page.goto('/my-conventions');
  const spaces = page.getByTestId('artist-spaces');
  await expect(spaces.getByRole('heading', { name: 'My artist spaces' })).toBeVisible();
  await expect(spaces).toContainText('Shows: 1');
  await spaces.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${editionId}/artist-space$`));
  await expect(page.getByTestId('entry-qr')).toBeVisible();
  await page.close();
}

test('an artist opens their space from the edition page: their show, QR code and fee, no organiser notes; they set their arrival; /my-conventions leads there too', async ({ browser }) => {
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  await journey(browser, 375);
});

test('someone who is not an artist of the edition is told so', async ({ browser }) => {
  const { editionId } = await (async () => {
    const orga = await (await browser.newContext()).newPage();
    const organiser = await newAccount(orga, 'space');
    await apiLogin(orga, organiser.pseudo, organiser.password);
    const convention = (await (await orga.request.post('/api/conventions', { data: { name: unique('Space convention ') } })).json()) as { id: number };
    const created = await orga.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Space '), startDate: day(20), endDate: day(22), isOnline: true } });
    await orga.close();
    return { editionId: ((await created.json()) as { id: number }).id };
  })();
  const page = await (await browser.newContext()).newPage();
  const stranger = await newAccount(page, 'stranger');
  await apiLogin(page, stranger.pseudo, stranger.password);
  await page.goto(`/editions/${editionId}/artist-space`);
  await expect(page.getByText('This is not your artist space')).toBeVisible();
  await page.goto(`/editions/${editionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My artist space' })).toHaveCount(0);
  await page.close();
});
