import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount, pngImage } from './gestion-support';
import { unique } from './support';

/** An organiser's online edition (in 10 to 12 days), made through the API; the organiser signs in on their own page. */
async function scene(browser: Browser, viewport: { width: number; height: number }) {
  const team = await (await browser.newContext({ viewport })).newPage();
  const organiser = await newAccount(team, 'lostfound');
  await apiLogin(team, organiser.pseudo, organiser.password);
  const convention = (await (await team.request.post('/api/conventions', { data: { name: unique('Lost and found convention ') } })).json()) as { id: number };
  const created = await team.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Lost and found '), startDate: day(10), endDate: day(12), isOnline: true, city: 'Lyon' } });
  expect(created.status()).toBe(201);
  return { team, editionId: ((await created.json()) as { id: number }).id };
}

async function fitsTheScreen(page: Page, width: number) {
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The photo is there and was loaded (not a broken image). */
async function expectLoadedPhoto(page: Page, alt: RegExp) {
  const photo = page.getByRole('img', { name: alt }).first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('src', /^\/uploads\/lost-found\/\d+\/[\w-]+\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

async function journey(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const { team, editionId } = await scene(browser, viewport);
  const page = `/editions/${editionId}/objets-trouves`;
  const description = `Blue water bottle with a club sticker ${unique('#')}`;

  // The team records an item with a photo: a file that is not a picture is refused before it is sent.
  await team.goto(page);
  await expect(team.getByRole('heading', { name: 'No lost items' })).toBeVisible();
  await team.getByRole('button', { name: 'Record an item' }).click();
  const dialog = team.getByRole('dialog', { name: 'Record an item' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(dialog.getByRole('alert')).toHaveText('This file is not a JPEG, PNG or WebP picture.');
  await fileInput.setInputFiles({ name: 'bottle.png', mimeType: 'image/png', buffer: pngImage(320, 240, [40, 90, 200]) });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await fitsTheScreen(team, width);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The item opens once recorded, with its photo.
  await expect(team.getByText(description, { exact: true })).toBeVisible();
  await expectLoadedPhoto(team, /^Photo: Blue water bottle/);

  // A signed-in user says it is theirs.
  const fan = await (await browser.newContext({ viewport })).newPage();
  const account = await newAccount(fan, 'owner');
  await apiLogin(fan, account.pseudo, account.password);
  await fan.goto(page);
  await fan.getByRole('button', { name: `Open: ${description}` }).click();
  await expect(fan.getByRole('button', { name: 'Record an item' })).toHaveCount(0);
  await expect(fan.getByRole('button', { name: 'Mark returned' })).toHaveCount(0);
  const comment = fan.getByRole('textbox', { name: 'Your comment' });
  await expect(comment).toHaveAttribute('placeholder', 'Is it yours? Say how to recognise it');
  await comment.fill('It is mine: there is a dent near the cap.');
  await fan.getByRole('button', { name: 'Send', exact: true }).click();
  // Sent once the box is emptied: until then its own text is what getByText would find.
  await expect(comment).toHaveValue('');
  await expect(fan.getByText('It is mine: there is a dent near the cap.')).toBeVisible();
  await fitsTheScreen(fan, width);
  await fan.close();

  // The team reads the comment and marks the item returned.
  await team.reload();
  await expect(team.getByText('It is mine: there is a dent near the cap.')).toBeVisible();
  await team.getByRole('button', { name: 'Mark returned' }).click();
  await expect(team.getByRole('button', { name: 'Mark lost again' })).toBeVisible();
  await expect(team.getByText(/^Returned .+/)).toBeVisible();
  await fitsTheScreen(team, width);
  await team.close();

  // A visitor filters: nothing is lost any more; the returned item shows with its photo.
  const visitor = await (await browser.newContext({ viewport })).newPage();
  await visitor.goto(page);
  await expect(visitor.getByRole('radio', { name: 'Lost (0)' })).toBeChecked();
  await expect(visitor.getByRole('heading', { name: 'No lost items' })).toBeVisible();
  await visitor.getByText('Returned (1)').click();
  await expect(visitor).toHaveURL(/status=returned/);
  const card = visitor.getByRole('article').filter({ hasText: description });
  await expect(card).toContainText('Returned');
  await expect(card).toContainText(/Found /);
  await expectLoadedPhoto(visitor, /^Photo: Blue water bottle/);
  // The filter answers the keyboard: from Returned, the right arrow moves to All.
  await visitor.getByRole('radio', { name: 'Returned (1)' }).focus();
  await visitor.keyboard.press('ArrowRight');
  await expect(visitor.getByRole('radio', { name: 'All (1)' })).toBeChecked();
  await expect(visitor.getByRole('article').filter({ hasText: description })).toBeVisible();
  // Visitors read the comments and are offered to sign in to write one.
  await visitor.getByRole('button', { name: `Open: ${description}` }).click();
  await expect(visitor.getByText('It is mine: there is a dent near the cap.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
  await fitsTheScreen(visitor, width);
  await visitor.close();
}

test('the team records an item with a photo, a signed-in user comments, the team marks it returned, a visitor filters and sees the photo', async ({ browser }) => {
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  await journey(browser, 375);
});
