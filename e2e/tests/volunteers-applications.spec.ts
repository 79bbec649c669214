import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { login, unique } from './support';

/** An organiser signed in on a page of their own, with an online edition (days 30 to 32 from now). */
async function organiserWithEdition(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const page = await (await browser.newContext({ viewport })).newPage();
  const organiser = await newAccount(page, 'vorga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Volunteer convention ') } })).json()) as { id: number };
  const name = unique('Helpers ');
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(30), endDate: day(32), isOnline: true } });
  expect(created.status()).toBe(201);
  return { page, edition: { id: ((await created.json()) as { id: number }).id, name } };
}

/** No horizontal scrolling: the page fits the screen. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The organiser switches applications on with five questions, through the two settings pages. */
async function openApplications(orga: Page, editionId: number) {
  await orga.goto(`/editions/${editionId}/gestion`);
  await orga.getByRole('link', { name: /^Volunteer form/ }).click();
  await expect(orga).toHaveURL(new RegExp(`/editions/${editionId}/gestion/volunteers/form$`));
  for (const question of ['Diet', 'Allergies and their severity', 'Skills', 'Vehicle', 'Availability for setup']) {
    await orga.getByRole('checkbox', { name: question, exact: true }).check();
  }
  await orga.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(orga.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await orga.goto(`/editions/${editionId}/gestion/volunteers/page`);
  await orga.getByRole('switch', { name: 'Applications open' }).check();
  await orga.getByRole('textbox', { name: 'Description' }).fill('# Join the crew\nFree meals and a **warm** welcome: see [the site](https://example.org/crew). <b>No tags</b>');
  await orga.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(orga.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

/** Two people in two browsers over five pages and a correction: longer than the default 45 s on a busy 2-core machine. */
const JOURNEY_TIMEOUT_MS = 90_000;

async function journey(browser: Browser, width: number) {
  const { page: orga, edition } = await organiserWithEdition(browser, width);
  await openApplications(orga, edition.id);
  if (width < 600) await fitsWidth(orga, width);

  // A visitor reads the page, is asked to sign in, and comes back to the form.
  const vol = await (await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } })).newPage();
  const volunteer = await newAccount(vol, 'vol');
  await vol.goto(`/editions/${edition.id}`);
  await vol.getByRole('link', { name: 'Volunteers', exact: true }).click();
  await expect(vol).toHaveURL(new RegExp(`/editions/${edition.id}/volunteers$`));
  // The description as the server rendered it: a heading below the page's title, a link opening apart, markup as text.
  await expect(vol.getByRole('heading', { name: 'Join the crew', level: 2 })).toBeVisible();
  await expect(vol.locator('strong', { hasText: 'warm' })).toBeVisible();
  const site = vol.getByRole('main').getByRole('link', { name: 'the site' });
  await expect(site).toHaveAttribute('href', 'https://example.org/crew');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  await expect(vol.getByText('<b>No tags</b>')).toBeVisible();
  await vol.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await vol.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill(volunteer.pseudo);
  await vol.getByRole('textbox', { name: 'Password', exact: true }).fill(volunteer.password);
  await vol.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(vol).toHaveURL(new RegExp(`/editions/${edition.id}/volunteers$`));
  await expect(vol.getByRole('heading', { name: 'Volunteer application' })).toBeVisible();
  if (width < 600) await fitsWidth(vol, width);

  // Wrong input shows field messages.
  await vol.getByRole('button', { name: 'Send my application' }).click();
  await expect(vol.getByText('Choose at least one period.')).toBeVisible();
  await expect(vol.getByText('Give your arrival.')).toBeVisible();
  await expect(vol.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  await vol.getByRole('textbox', { name: 'Phone' }).fill('+33 6 11 22 33 44');
  await vol.getByRole('checkbox', { name: 'During the event' }).check();
  await vol.getByLabel('Arrival').fill(`${day(30)}T10:00`);
  await vol.getByLabel('Departure').fill(`${day(29)}T18:00`);
  await vol.getByRole('textbox', { name: 'Allergies' }).fill('Peanuts');
  await vol.getByRole('button', { name: 'Send my application' }).click();
  await expect(vol.getByText('Give the severity of the allergies.')).toBeVisible();
  await expect(vol.getByText('The date must be within the volunteer period.')).toBeVisible();

  // Then it succeeds.
  await vol.getByRole('textbox', { name: 'Severity' }).click();
  await vol.getByRole('option', { name: 'Moderate' }).click();
  await vol.getByLabel('Departure').fill(`${day(32)}T18:00`);
  await vol.getByRole('textbox', { name: 'Skills' }).fill('Juggling, rigging');
  await vol.getByRole('button', { name: 'Send my application' }).click();
  await expect(vol.getByTestId('application-status')).toHaveText('Pending');
  await expect(vol.getByRole('button', { name: 'Withdraw my application' })).toBeVisible();

  // The organiser accepts them.
  await orga.goto(`/editions/${edition.id}/gestion/volunteers/applications`);
  await expect(orga.getByRole('heading', { level: 1, name: 'Volunteer applications' })).toBeVisible();
  const row = orga.getByRole('row').filter({ hasText: volunteer.pseudo });
  await expect(row).toBeVisible();
  await row.click();
  const drawer = orga.getByRole('dialog');
  await expect(drawer.getByText('Juggling, rigging')).toBeVisible();
  await drawer.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirm = orga.getByRole('dialog').filter({ hasText: 'Confirm the decision' });
  await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(drawer.getByText('Accepted', { exact: true })).toBeVisible();
  if (width < 600) await fitsWidth(orga, width);

  // The organiser corrects the diet and the setup availability; the detail shows the new answers.
  const answer = (label: string) => drawer.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(answer('During setup (before the event)')).toHaveText('No');
  await drawer.getByRole('button', { name: 'Correct answers' }).click();
  const correction = drawer.getByRole('form', { name: 'Correct answers' });
  await expect(correction.getByRole('textbox', { name: 'Skills' })).toHaveValue('Juggling, rigging');
  await correction.getByRole('textbox', { name: 'Diet' }).click();
  await orga.getByRole('option', { name: 'Vegan', exact: true }).click();
  await correction.getByRole('checkbox', { name: 'During setup (before the event)' }).check();
  if (width < 600) await fitsWidth(orga, width);
  await correction.getByRole('button', { name: 'Save corrections' }).click();
  await expect(correction).toBeHidden();
  await expect(answer('Diet')).toHaveText('Vegan');
  await expect(answer('During setup (before the event)')).toHaveText('Yes');
  await orga.keyboard.press('Escape');
  await expect(orga.getByRole('tab', { name: /Accepted/ })).toContainText('1');

  // The volunteer sees it.
  await vol.reload();
  await expect(vol.getByTestId('application-status')).toHaveText('Accepted');
  // …and is told which answers the organiser corrected.
  await vol.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await expect(vol.getByRole('dialog', { name: 'Notifications' }).getByText('The organisers changed: Diet, Setup.')).toBeVisible();
}

test('an organiser opens applications with five questions, a user applies (field messages first), the organiser accepts them and corrects two answers (the volunteer is told)', async ({ browser }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await journey(browser, 375);
});

/** Clicks "Download CSV" of the tools page: the address asked, the file's name and its text. */
async function downloadCsv(page: Page): Promise<{ url: string; name: string; text: string }> {
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/export.csv')),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const url = new URL(response.url());
  expect(response.status()).toBe(200);
  return { url: url.pathname + url.search, name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('the tools page exports the CSV, lists the e-mails and prints a sheet with QR codes', async ({ browser }) => {
  const { page: orga, edition } = await organiserWithEdition(browser, 1280);
  const base = `/api/editions/${edition.id}/volunteers`;
  expect((await orga.request.patch(`${base}/settings`, { data: { volunteersOpen: true } })).status()).toBe(200);
  const vol = await (await browser.newContext()).newPage();
  const volunteer = await newAccount(vol, 'vol');
  await apiLogin(vol, volunteer.pseudo, volunteer.password);
  const applied = await vol.request.post(`${base}/applications`, {
    data: { phone: '0611223344', eventAvailability: true, arrivalDateTime: `${day(30)}T10:00:00.000Z`, departureDateTime: `${day(31)}T10:00:00.000Z` },
  });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  expect((await orga.request.patch(`${base}/applications/${applicationId}/status`, { data: { status: 'ACCEPTED' } })).status()).toBe(200);

  await orga.goto(`/editions/${edition.id}/gestion/volunteers/tools`);
  await expect(orga.getByRole('heading', { level: 1, name: 'Volunteer tools' })).toBeVisible();
  const csv = await downloadCsv(orga);
  expect(csv.url).toBe(`/api/editions/${edition.id}/volunteers/applications/export.csv?status=ACCEPTED`);
  expect(csv.name).toBe(`volunteers-${edition.id}.csv`);
  expect(csv.text.includes(volunteer.pseudo)).toBe(true);

  await orga.getByRole('button', { name: 'Show the e-mails' }).click();
  await expect(orga.getByRole('textbox', { name: 'Addresses (1)' })).toHaveValue(volunteer.email);

  await orga.getByRole('button', { name: 'Prepare the sheet' }).click();
  await expect(orga.getByRole('img', { name: 'QR code of Nise Orga' })).toBeVisible();
  await expect(orga.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a global admin in admin mode downloads the CSV of an edition that is not theirs (the request carries X-Admin-Mode)', async ({ browser }) => {
  const { edition } = await organiserWithEdition(browser, 1280);
  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'admin', 'demo-admin-2026');
  await admin.getByRole('button', { name: 'User menu' }).click();
  await admin.getByRole('switch', { name: 'Admin mode' }).click();
  await expect(admin.getByText('Admin mode enabled')).toBeVisible();
  await admin.keyboard.press('Escape');

  await admin.goto(`/editions/${edition.id}/gestion/volunteers/tools`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Volunteer tools' })).toBeVisible();
  const request = admin.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/export.csv'));
  const csv = await downloadCsv(admin);
  expect((await request).headers()['x-admin-mode']).toBe('true');
  expect(csv.name).toBe(`volunteers-${edition.id}.csv`);
  expect(csv.text.split('\r\n')[0]).toContain('Pseudo');
});
