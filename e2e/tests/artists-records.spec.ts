import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { lastMailTo, unique } from './support';

/** An organiser with an online edition (in euros), and an artist's account to add by pseudo. */
async function organiserWithEdition(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const page = await (await browser.newContext({ viewport })).newPage();
  const artist = await newAccount(page, 'jugg');
  const organiser = await newAccount(page, 'aorga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Artists convention ') } })).json()) as { id: number };
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Circus '), startDate: day(30), endDate: day(32), isOnline: true } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  return { page, editionId, artist, organiser };
}

/** No horizontal scrolling: the page fits the screen. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The organiser adds an artist by pseudo, fills in their record, sees the warnings, the list and the totals; invites another by e-mail and removes them. */
async function journey(browser: Browser, width: number) {
  const { page, editionId, artist } = await organiserWithEdition(browser, width);
  const phone = width < 600;

  // The edition counts in Swiss francs: picked in the edition's form.
  await page.goto(`/editions/${editionId}/edit`);
  const currency = page.getByRole('textbox', { name: 'Currency' });
  await expect(currency).toHaveValue('Euro (EUR)');
  await currency.click();
  await page.getByRole('option', { name: 'Swiss Franc (CHF)' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  expect(((await (await page.request.get(`/api/editions/${editionId}`)).json()) as { currency: string }).currency).toBe('CHF');

  // From the edition's management home to the artists page.
  await page.goto(`/editions/${editionId}/gestion`);
  await page.getByRole('link', { name: /^Artists/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/editions/${editionId}/gestion/artists$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await expect(page.getByText('No artists yet')).toBeVisible();
  if (phone) await fitsWidth(page, width);

  // Added by pseudo (any case): the record opens.
  await page.getByRole('button', { name: 'Add an artist' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add an artist' });
  await modal.getByRole('textbox', { name: 'E-mail or pseudo' }).fill(artist.pseudo.toUpperCase());
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog', { name: artist.pseudo })).toBeVisible();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('form', { name: 'Artist record' }) });
  await expect(drawer.getByText(artist.email)).toBeVisible();
  if (phone) await fitsWidth(page, width);

  // The record: a stage name, the money, a pickup without a time yet, the organisers' notes.
  await drawer.getByRole('textbox', { name: 'Stage name' }).fill('The Great Juggler');
  await drawer.getByRole('textbox', { name: 'Fee', exact: true }).fill('250');
  await drawer.getByRole('textbox', { name: 'Maximum reimbursement' }).fill('30');
  await drawer.getByRole('textbox', { name: 'Actual reimbursement' }).fill('40.5');
  await drawer.getByRole('checkbox', { name: 'Invoice requested' }).check();
  await drawer.getByRole('switch', { name: 'Pickup required' }).check();
  await drawer.getByRole('textbox', { name: 'Pickup place' }).fill('Central station');
  await expect(drawer.getByText('Never shown to the artist', { exact: false })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Organisers’ notes' }).fill('Needs a quiet room after the show');
  await drawer.getByRole('button', { name: 'Save' }).click();

  // Saved, with what only looks wrong said next to it.
  const warnings = drawer.getByTestId('record-warnings');
  await expect(warnings).toContainText('The actual reimbursement is above the maximum.');
  await expect(warnings).toContainText('A pickup is required but the arrival time is missing.');
  await expect(drawer.getByTestId('record-still-to-pay')).toContainText('290.50');
  await expect(page.getByRole('dialog', { name: 'The Great Juggler' })).toBeVisible();
  if (phone) await fitsWidth(page, width);

  // A departure before the arrival is refused on its field.
  await drawer.getByLabel('Arrival', { exact: true }).fill(`${day(30)}T14:00`);
  await drawer.getByLabel('Departure', { exact: true }).fill(`${day(30)}T10:00`);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('The departure cannot come before the arrival.')).toBeVisible();
  await drawer.getByLabel('Departure', { exact: true }).fill(`${day(32)}T18:00`);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(warnings).not.toContainText('arrival time is missing');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // The list and the totals, in the edition's currency.
  const entry = phone ? page.getByTestId('artist-card') : page.getByTestId('artist-row');
  await expect(entry).toHaveCount(1);
  await expect(entry.first()).toContainText('The Great Juggler');
  await expect(entry.first()).toContainText('To pay');
  await expect(page.getByTestId('total-fees')).toContainText(/CHF\s*250\.00/);
  await expect(page.getByTestId('total-still-to-pay')).toContainText(/CHF\s*290\.50/);
  await expect(page.getByTestId('count-pickups')).toContainText('1');
  if (phone) await fitsWidth(page, width);

  // The record opens again from the list, notes kept; a reload keeps it open.
  await entry.first().click();
  const again = page.getByRole('dialog', { name: 'The Great Juggler' });
  await expect(again.getByRole('textbox', { name: 'Organisers’ notes' })).toHaveValue('Needs a quiet room after the show');
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'The Great Juggler' }).getByRole('textbox', { name: 'Fee', exact: true })).toHaveValue('250');
  await page.getByRole('dialog', { name: 'The Great Juggler' }).getByRole('button', { name: 'Close' }).click();

  // Someone without an account is invited by e-mail, then removed (asked first).
  const guestEmail = `${unique('guest')}@example.org`;
  await page.getByRole('button', { name: 'Add an artist' }).first().click();
  await modal.getByRole('textbox', { name: 'E-mail or pseudo' }).fill(guestEmail);
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal.getByText('Give the name they perform under', { exact: false })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Stage name' }).fill('Mystery Guest');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  const invited = page.getByRole('dialog', { name: 'Mystery Guest', exact: true });
  await expect(invited.getByText('Invitation pending', { exact: false })).toBeVisible();
  // The invitation mail links to the registration, the address already filled in.
  const link = /\/register\?email=\S+/.exec(await lastMailTo(guestEmail))![0];
  const guest = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  await guest.goto(link);
  await expect(guest.getByRole('textbox', { name: 'E-mail' })).toHaveValue(guestEmail);
  await guest.context().close();
  await invited.getByRole('button', { name: 'Remove the artist' }).click();
  await page.getByRole('dialog', { name: 'Remove Mystery Guest?' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(invited).toBeHidden();
  await expect(entry).toHaveCount(1);

  // Filters: a pickup is needed for the juggler, nobody has arrived.
  await page.getByRole('textbox', { name: 'Search' }).fill('nobody-here');
  await expect(page.getByText('No artist matches')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('juggler');
  await expect(entry).toHaveCount(1);
}

test('an organiser adds an artist by pseudo, fills in the record, sees the warnings and the totals, invites and removes another', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same at 375 px', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});
