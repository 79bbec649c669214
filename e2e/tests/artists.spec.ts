import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { unique } from './support';

/**
 * The artists domain across its slices, as its users meet it: an organiser adds an artist (by
 * pseudo) and a show with them; the artist is told, finds their space (edition page, /my-conventions)
 * with the show and their QR code, never the organisers' notes, and changes their arrival; a visitor
 * sees the show in the programme; a signed-in user stars it and finds it among their favourites.
 */

/** No horizontal scrolling: the page fits the screen. */
async function fitsWidth(page: Page, width: number) {
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function journey(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const notes = unique('ORGANISER-ONLY-NOTE ');
  const showTitle = unique('Fire show ');

  // An organiser (a fresh account) with a convention and an online edition; an artist and a fan with accounts.
  const page = await (await browser.newContext({ viewport })).newPage();
  const artist = await newAccount(page, 'jart');
  const fan = await newAccount(page, 'jfan');
  const organiser = await newAccount(page, 'jorga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Journey convention ') } })).json()) as { id: number };
  const editionName = unique('Journey ');
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: editionName, startDate: day(30), endDate: day(32), isOnline: true } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;

  // The organiser adds the artist by pseudo; the record opens.
  await page.goto(`/editions/${editionId}/gestion/artists`);
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an artist' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add an artist' });
  await modal.getByRole('textbox', { name: 'E-mail or pseudo' }).fill(artist.pseudo);
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: artist.pseudo });
  await expect(drawer.getByRole('form', { name: 'Artist record' })).toBeVisible();
  await fitsWidth(page, width);

  // Their arrival and the organisers' notes, saved.
  await drawer.getByLabel('Arrival', { exact: true }).fill(`${day(29)}T16:00`);
  await drawer.getByRole('textbox', { name: 'Organisers’ notes' }).fill(notes);
  await expect(drawer.getByText('Unsaved changes')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Unsaved changes')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('dialog', { name: artist.pseudo }).getByRole('textbox', { name: 'Organisers’ notes' })).toHaveValue(notes);
  await page.getByRole('dialog', { name: artist.pseudo }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId(width < 600 ? 'artist-card' : 'artist-row')).toHaveCount(1);

  // A show with the artist.
  await page.goto(`/editions/${editionId}/gestion/artists/shows`);
  await expect(page.getByText('No show yet')).toBeVisible();
  await page.getByRole('button', { name: 'New show' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New show' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(showTitle);
  await dialog.getByLabel('Start (date and time)').fill(`${day(30)}T20:00`);
  await dialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('45');
  await dialog.getByRole('textbox', { name: 'Place' }).fill('Big top');
  await dialog.getByRole('textbox', { name: 'Artists performing' }).click();
  await page.getByRole('option', { name: artist.pseudo, exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('show-card').filter({ has: page.getByRole('heading', { name: showTitle, exact: true }) });
  await expect(card).toContainText(artist.pseudo);
  await fitsWidth(page, width);
  await page.context().close();

  // The artist signs in: the edition page offers their space.
  const me = await (await browser.newContext({ viewport })).newPage();
  const answers: Promise<string>[] = [];
  me.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && (r.headers()['content-type'] ?? '').includes('json')) answers.push(r.text().catch(() => ''));
  });
  await apiLogin(me, artist.pseudo, artist.password);
  await me.goto(`/editions/${editionId}`);
  await me.getByRole('link', { name: 'My artist space' }).click();
  await expect(me).toHaveURL(new RegExp(`/editions/${editionId}/artist-space$`));
  await expect(me.getByRole('heading', { level: 1, name: 'My artist space' })).toBeVisible();

  // Their show and their QR code; the organisers' notes nowhere, neither on the page nor in what it was sent.
  await expect(me.getByTestId('artist-shows').getByTestId('programme-show')).toContainText(showTitle);
  await expect(me.getByTestId('artist-shows').getByTestId('programme-show')).toContainText('Big top');
  await expect(me.getByTestId('entry-qr')).toBeVisible();
  await expect(me.getByLabel('Arrival')).toHaveValue(`${day(29)}T16:00`);
  expect(await me.content()).not.toContain(notes);
  await fitsWidth(me, width);

  // They change their arrival time and save: kept.
  await me.getByLabel('Arrival').fill(`${day(29)}T18:45`);
  await me.getByRole('button', { name: 'Save' }).click();
  await expect(me.getByText('Saved.')).toBeVisible();
  await me.reload();
  await expect(me.getByLabel('Arrival')).toHaveValue(`${day(29)}T18:45`);
  expect(await me.content()).not.toContain(notes);

  // /my-conventions leads there too.
  await me.goto('/my-conventions');
  const spaces = me.getByTestId('artist-spaces');
  await expect(spaces.getByRole('heading', { name: 'My artist spaces' })).toBeVisible();
  await expect(spaces).toContainText('Shows: 1');
  await spaces.getByRole('link', { name: editionName }).click();
  await expect(me).toHaveURL(new RegExp(`/editions/${editionId}/artist-space$`));
  await expect(me.getByTestId('entry-qr')).toBeVisible();
  expect(await me.content()).not.toContain(notes);

  // They were told: added as an artist, added to a show (the bell counts them, the page lists them).
  await expect(me.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await me.goto('/notifications');
  await expect(me.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(me.getByRole('article').filter({ hasText: `You are an artist of ${editionName}` })).toBeVisible();
  await expect(me.getByRole('article').filter({ hasText: `New show: ${showTitle}` })).toBeVisible();
  const sent = await Promise.all(answers);
  expect(sent.some((text) => text.includes(showTitle))).toBe(true);
  for (const text of sent) expect(text).not.toContain(notes);
  await me.context().close();

  // A visitor sees the show in the edition's programme, with the artist's name.
  const visitor = await (await browser.newContext({ viewport })).newPage();
  await visitor.goto(`/editions/${editionId}`);
  const programme = visitor.getByRole('region', { name: 'Shows', exact: true });
  const listed = programme.getByTestId('programme-show').filter({ hasText: showTitle });
  await expect(listed).toContainText('Big top');
  await expect(listed).toContainText(`With ${artist.pseudo}`);
  expect(await visitor.content()).not.toContain(notes);
  await fitsWidth(visitor, width);
  await visitor.context().close();

  // A signed-in user stars it and finds it on their favourites page.
  const fanPage = await (await browser.newContext({ viewport })).newPage();
  await apiLogin(fanPage, fan.pseudo, fan.password);
  await fanPage.goto(`/editions/${editionId}`);
  await fanPage.getByRole('button', { name: `Add to my favourites: ${showTitle}` }).click();
  await expect(fanPage.getByRole('button', { name: `Remove from my favourites: ${showTitle}` })).toHaveAttribute('aria-pressed', 'true');
  await fanPage.goto('/favorites');
  const starred = fanPage.getByTestId('favorite-shows');
  await expect(starred.getByTestId('programme-show').filter({ hasText: showTitle })).toContainText(`With ${artist.pseudo}`);
  await expect(starred.getByRole('link', { name: editionName })).toBeVisible();
  await fitsWidth(fanPage, width);
  await fanPage.context().close();
}

test('an organiser adds an artist and a show with them; the artist is told, sees the show and their QR code but not the notes, changes their arrival; a visitor sees the show; a fan stars it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  test.setTimeout(150_000);
  await journey(browser, 375);
});
