import { expect, test, type Page } from '@playwright/test';
import { apiLogin, day, newAccount, pngImage } from './gestion-support';
import { unique } from './support';

// Journeys through several full page loads each, on a machine the CI shares.
test.describe.configure({ timeout: 90_000 });

async function organiserWithConvention(page: Page) {
  const organiser = await newAccount(page);
  await apiLogin(page, organiser.pseudo, organiser.password);
  const name = unique('Rencontres ');
  const res = await page.request.post('/api/conventions', { data: { name } });
  expect(res.status()).toBe(201);
  const convention = (await res.json()) as { id: number; name: string };
  return { organiser, convention };
}

test('the edition form checks every field like the server, and /editions/add starts by choosing a convention', async ({ page }) => {
  const { convention } = await organiserWithConvention(page);
  await page.goto('/my-conventions');
  await page.getByRole('link', { name: 'Add an edition' }).first().click();
  await expect(page).toHaveURL(/\/editions\/add$/);
  // The only convention the user may add to is already chosen.
  await expect(page.getByRole('textbox', { name: 'Convention' })).toHaveValue(convention.name);

  const name = unique('Checked ');
  await page.getByRole('textbox', { name: 'Edition name' }).fill(name);
  await page.getByLabel('Start date').fill(day(20));
  await page.getByLabel('End date').fill(day(18));
  await page.getByRole('textbox', { name: 'Latitude' }).fill('91');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-181');
  await page.getByRole('textbox', { name: 'Facebook' }).fill('facebook.com/jugglers');
  await page.getByRole('button', { name: 'Create the edition' }).click();
  await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
  await expect(page.getByText('Latitude goes from -90 to 90')).toBeVisible();
  await expect(page.getByText('Longitude goes from -180 to 180')).toBeVisible();
  await expect(page.getByText('Enter a full address starting with http:// or https://')).toBeVisible();
  // The first wrong field gets the focus; nothing was sent.
  await expect(page.getByLabel('End date')).toBeFocused();
  expect(((await (await page.request.get(`/api/conventions/${convention.id}/editions`)).json()) as { items: unknown[] }).items).toHaveLength(0);

  await page.getByLabel('End date').fill(day(22));
  await page.getByRole('textbox', { name: 'Latitude' }).fill('48.85');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('2.35');
  await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/jugglers');
  await page.getByRole('button', { name: 'Create the edition' }).click();
  await expect(page).toHaveURL(/\/editions\/\d+\/gestion$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // Created offline by default: a draft only the team sees.
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('Offline', { exact: true })).toBeVisible();
  const id = /editions\/(\d+)\/gestion/.exec(page.url())![1];
  const anonymous = await page.context().browser()!.newContext();
  expect((await anonymous.request.get(`/api/editions/${id}`)).status()).toBe(404);
  await anonymous.close();
});

test('the image is checked (type, size, content), replaced and removed; the edition is deleted through the confirm modal', async ({ page }) => {
  const { convention } = await organiserWithConvention(page);
  const name = unique('Poster ');
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(10), endDate: day(12), isOnline: true } });
  const edition = (await created.json()) as { id: number };
  await page.goto(`/editions/${edition.id}/edit`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const file = page.locator('input[type="file"]');

  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(page.getByText('This image is too large: 5 MB at most.')).toBeVisible();
  // Named like a PNG but not one: the server looks at the content and answers 415.
  await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not an image') });
  await expect(page.getByText('The image could not be saved.').first()).toBeVisible();
  await expect(page.getByText('This file is not a JPEG, PNG or WebP image.').first()).toBeVisible();
  expect(((await (await page.request.get(`/api/editions/${edition.id}`)).json()) as { imageUrl: string | null }).imageUrl).toBeNull();

  await file.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: pngImage(120, 80) });
  await expect(page.getByText('Image saved')).toBeVisible();
  const image = page.getByRole('img', { name: `Image of ${name}` });
  await expect(image).toHaveAttribute('src', new RegExp(`^/uploads/editions/${edition.id}/`));
  // Removing asks first.
  await page.getByRole('button', { name: 'Remove the image' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove the image?' });
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(image).toBeVisible();
  await page.getByRole('button', { name: 'Remove the image' }).click();
  await removeDialog.getByRole('button', { name: 'Remove the image' }).click();
  await expect(page.getByText('Image removed')).toBeVisible();
  await expect(image).toHaveCount(0);

  // Deleting: the typed name and every item of the checklist are needed.
  await page.getByRole('button', { name: 'Delete the edition' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "${name}"?` });
  const confirm = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  for (const item of await dialog.getByRole('checkbox').all()) await item.check();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(`${name} (typo)`);
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(` ${name} `);
  await confirm.click();
  await expect(page).toHaveURL(/\/my-conventions$/);
  await expect(page.getByText(`"${name}" deleted`)).toBeVisible();
  await expect(page.getByRole('article', { name: convention.name }).getByText('No edition yet.')).toBeVisible();
  expect((await page.request.get(`/api/editions/${edition.id}`)).status()).toBe(404);
});

test('the management home: entry points by rights, 403 for outsiders, 404 for unknown editions and pages', async ({ page, browser }) => {
  const { convention } = await organiserWithConvention(page);
  const name = unique('Home ');
  const edition = (await (await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(5), endDate: day(6), isOnline: true, city: 'Nantes' } })).json()) as {
    id: number;
  };
  await page.goto(`/editions/${edition.id}/gestion`);
  for (const entry of ['Edit the edition', 'Team', 'Add an edition', 'Convention settings']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${entry}`) })).toBeVisible();
  }
  await expect(page.getByText('Nantes')).toBeVisible();
  await page.goto(`/editions/${edition.id}/gestion/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/editions/99999999/gestion');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/editions/99999999/edit');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // Someone outside the team sees the public edition but not its management.
  const strangerContext = await browser.newContext();
  const strangerPage = await strangerContext.newPage();
  await strangerPage.goto(`/editions/${edition.id}/gestion`);
  await expect(strangerPage.getByRole('heading', { name: 'Log in to manage this edition' })).toBeVisible();
  const stranger = await newAccount(strangerPage, 'stranger');
  await apiLogin(strangerPage, stranger.pseudo, stranger.password);
  await strangerPage.goto(`/editions/${edition.id}/gestion`);
  await expect(strangerPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await strangerPage.goto(`/editions/${edition.id}/edit`);
  await expect(strangerPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await strangerPage.goto(`/conventions/${convention.id}/editions/add`);
  await expect(strangerPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await strangerPage.goto('/editions/add');
  await expect(strangerPage.getByText('No convention to add an edition to')).toBeVisible();
  await strangerContext.close();
});

// Issue 27, item 8: Enter in the Country field created the edition at once, without its country and in UTC.
const COUNTRY_ENTER = {
  en: { title: 'Add an edition', name: 'Edition name', start: 'Start date', end: 'End date', city: 'City', country: 'Country', timeZone: 'Time zone' },
  fr: { title: 'Ajouter une édition', name: "Nom de l'édition", start: 'Date de début', end: 'Date de fin', city: 'Ville', country: 'Pays', timeZone: 'Fuseau horaire' },
} as const;

for (const lng of ['en', 'fr'] as const) {
  for (const width of [1280, 375]) {
    test(`Enter in the Country field (${lng}, ${width} px) picks France and its time zone, and never sends the form; Enter in a plain field does`, async ({ browser, baseURL }) => {
      const label = COUNTRY_ENTER[lng];
      // A browser on UTC, as in the report: the form starts on the browser's zone.
      const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'UTC' });
      const page = await context.newPage();
      const { convention } = await organiserWithConvention(page);
      // After signing up (which clears the cookies): the language the page is read in.
      await context.addCookies([{ name: 'i18n_redirected', value: lng, url: baseURL! }]);
      await page.goto(`/conventions/${convention.id}/editions/add`);
      await expect(page.getByRole('heading', { level: 1, name: label.title })).toBeVisible({ timeout: 20_000 });
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      const name = unique('Enter ');
      await page.getByRole('textbox', { name: label.name }).fill(name);
      await page.getByLabel(label.start).fill(day(30));
      await page.getByLabel(label.end).fill(day(32));
      await field(label.city).fill('Lyon');
      await expect(field(label.timeZone)).toHaveValue(/^UTC/);

      await field(label.country).click();
      await page.keyboard.type('France');
      await expect(page.getByRole('option', { name: 'France', exact: true })).toBeVisible();
      await page.keyboard.press('Enter');

      // Still the form, France chosen, its one time zone set; nothing was created.
      await expect(field(label.country)).toHaveValue('France');
      await expect(field(label.timeZone)).toHaveValue(/^Europe\/Paris/);
      await expect(page).toHaveURL(new RegExp(`/conventions/${convention.id}/editions/add$`));
      expect(((await (await page.request.get(`/api/conventions/${convention.id}/editions`)).json()) as { items: unknown[] }).items).toHaveLength(0);

      // Enter in a plain text field sends the form, with the country and its zone.
      await field(label.city).press('Enter');
      await expect(page).toHaveURL(/\/editions\/\d+\/gestion$/);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      const id = /editions\/(\d+)\/gestion/.exec(page.url())![1];
      const edition = (await (await page.request.get(`/api/editions/${id}`)).json()) as { country: string; timeZone: string; city: string };
      expect(edition).toMatchObject({ country: 'FR', timeZone: 'Europe/Paris', city: 'Lyon' });
      await context.close();
    });
  }
}

test('a country of several time zones offers them first and keeps the zone; a zone chosen by hand is never replaced', async ({ page }) => {
  const { convention } = await organiserWithConvention(page);
  await page.goto(`/conventions/${convention.id}/editions/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add an edition' })).toBeVisible();
  const timeZone = page.getByRole('textbox', { name: 'Time zone', exact: true });
  const country = page.getByRole('textbox', { name: 'Country', exact: true });
  const zoneBefore = await timeZone.inputValue();
  await country.click();
  await page.keyboard.type('Spain');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Spain');
  await expect(timeZone).toHaveValue(zoneBefore);
  await expect(page.getByText('Spain has several time zones, listed first')).toBeVisible();
  await timeZone.click();
  const listed = page.getByRole('listbox', { name: 'Time zone' });
  await expect(listed.getByRole('option').first()).toHaveText(/^Africa\/Ceuta/);
  await listed.getByRole('option', { name: /^Atlantic\/Canary/ }).click();
  await expect(timeZone).toHaveValue(/^Atlantic\/Canary/);
  // Chosen by hand: a one-zone country now leaves it alone.
  await country.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('France');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('France');
  await expect(timeZone).toHaveValue(/^Atlantic\/Canary/);
});
