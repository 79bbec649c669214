import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, expectSignInThenDenied, newAccount } from './gestion-support';
import { serverSql, unique } from './support';

/**
 * The show programme of an organiser's edition. Artists and returnable items are written to the
 * server's own database (e2e/start-server.mjs): adding them has its own journeys (the records page,
 * the ticket catalogue).
 */
async function artist(editionId: number, stageName: string): Promise<void> {
  await serverSql(`insert into edition_artists (edition_id, invited_email, stage_name, qr_token) values ($1, $2, $3, md5(random()::text) || md5(random()::text))`, [
    editionId,
    `${unique('artist')}@example.com`,
    stageName,
  ]);
}

/** "Thu, Jun 12": how the day tabs name a day in English. */
const tabName = (d: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${d}T12:00:00Z`));

/** An organiser signed in on a page at `width`, with an online edition (in 20 to 22 days) holding two artists and a returnable item. */
async function scene(browser: Browser, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } })).newPage();
  const organiser = await newAccount(page, 'orga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Shows convention ') } })).json()) as { id: number };
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Shows '), startDate: day(20), endDate: day(22), isOnline: true } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  await artist(id, 'Captain Clubs');
  await artist(id, 'Mira Loop');
  await serverSql(`insert into ticketing_returnable_items (edition_id, name) values ($1, 'Wristband')`, [id]);
  return { page, id };
}

async function pick(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function journey(browser: Browser, width: number) {
  const { page, id } = await scene(browser, width);
  // From the edition's management home, through its card.
  await page.goto(`/editions/${id}/gestion`);
  await page.getByRole('link', { name: /^Shows/ }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${id}/gestion/artists/shows$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Shows' })).toBeVisible();
  await expect(page.getByText('No show yet')).toBeVisible();

  // A show with an artist and a returnable item.
  await page.getByRole('button', { name: 'New show' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New show' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Fire show');
  await dialog.getByLabel('Start (date and time)').fill(`${day(20)}T20:00`);
  await dialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('90');
  await dialog.getByRole('textbox', { name: 'Place' }).fill('Big top');
  await pick(page, dialog.getByRole('textbox', { name: 'Artists performing' }), 'Captain Clubs');
  await pick(page, dialog.getByRole('textbox', { name: 'Returnable items handed with the show' }), 'Wristband');
  await dialog.getByRole('textbox', { name: 'Quantity: Wristband' }).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const card = (title: string) => page.getByTestId('show-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const fire = card('Fire show');
  await expect(fire).toBeVisible();
  await expect(fire).toContainText('8:00 PM – 9:30 PM');
  await expect(fire).toContainText('Captain Clubs');
  await expect(fire).toContainText('Wristband × 2');
  await expect(page.getByRole('region', { name: 'Big top' }).getByTestId('show-card')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: new RegExp(`^${tabName(day(20))}`) })).toHaveAttribute('aria-selected', 'true');

  // A second show for the same artist, at the same time in the same place (written otherwise): saved, with both clashes explained.
  await page.getByRole('button', { name: 'New show' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Juggling');
  await dialog.getByLabel('Start (date and time)').fill(`${day(20)}T21:00`);
  await dialog.getByRole('textbox', { name: 'Place' }).fill(' big top ');
  await pick(page, dialog.getByRole('textbox', { name: 'Artists performing' }), 'Captain Clubs');
  await pick(page, dialog.getByRole('textbox', { name: 'Artists performing' }), 'Mira Loop');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const warnings = page.getByTestId('saved-warnings');
  await expect(warnings).toContainText('“Juggling” saved, with warnings');
  await expect(warnings).toContainText('Captain Clubs also performs in “Fire show” at the same time (8:00 PM – 9:30 PM).');
  await expect(warnings).toContainText('Big top is taken by “Fire show” at the same time (8:00 PM – 9:30 PM).');
  await expect(fire.getByTestId('show-clashes')).toContainText('Artist busy');
  await expect(fire.getByTestId('show-clashes')).toContainText('Place taken');
  await expect(fire.getByTestId('show-clashes')).toContainText('Captain Clubs also performs in “Juggling”');
  // One place, two shows in time order.
  await expect(page.getByRole('region', { name: 'Big top' }).getByTestId('show-card')).toHaveText([/Fire show/, /Juggling/]);
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // Moved after the first one ends (a show ending at 21:30 and one starting at 21:30 do not clash): no warning left.
  await page.getByRole('button', { name: 'Edit Juggling' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit show' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Juggling');
  await edit.getByLabel('Start (date and time)').fill(`${day(20)}T21:30`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('saved-warnings')).toHaveCount(0);
  await expect(page.getByTestId('show-clashes')).toHaveCount(0);
  await expect(card('Juggling')).toContainText('9:30 PM – 10:30 PM');

  // In one time line, then the next day with the keyboard: nothing there yet.
  await page.getByText('By time').click();
  await expect(page).toHaveURL(/view=time/);
  await expect(page.getByTestId('shows-timeline').getByTestId('show-card')).toHaveText([/Fire show.*Big top/, /Juggling.*big top/]);
  await page.getByRole('tab', { name: new RegExp(`^${tabName(day(20))}`) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: new RegExp(`^${tabName(day(21))}`) })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No show on this day.')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('show-card')).toHaveCount(2);

  // Deleted after confirming.
  await page.getByRole('button', { name: 'Delete Juggling' }).click();
  await page.getByRole('dialog', { name: 'Delete “Juggling”?' }).getByRole('button', { name: 'Delete the show' }).click();
  await expect(page.getByTestId('show-card')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('show-card')).toHaveText([/Fire show/]);
  await page.context().close();
}

test('an organiser adds a show with an artist and a returnable item, is warned of clashes, moves a show out of them and deletes it', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});

test('a visitor is asked to sign in; someone outside the team gets the forbidden page', async ({ browser }) => {
  const { page, id } = await scene(browser, 1280);
  await expectSignInThenDenied(browser, `/editions/${id}/gestion/artists/shows`);
  await page.context().close();
});
