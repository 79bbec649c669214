import { expect, test } from '@playwright/test';
import { apiLogin, day, newAccount, pngImage } from './gestion-support';
import { unique } from './support';

test("an organiser creates a convention and an edition with an image and amenities; a collaborator limited to 'edit all editions' edits it but can neither delete it nor manage the team; the history shows both changes", async ({
  page,
  browser,
}) => {
  // A long journey through two browsers on a shared 2-core machine.
  test.setTimeout(90_000);
  const helper = await newAccount(page, 'helper');
  const organiser = await newAccount(page);
  await apiLogin(page, organiser.pseudo, organiser.password);

  // The convention.
  await page.goto('/my-conventions');
  await expect(page.getByText('You have no conventions yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create a convention' }).first().click();
  await expect(page).toHaveURL(/\/conventions\/add$/);
  const name = unique('Convention ');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Contact e-mail', exact: true }).fill('team@example.org');
  await page.getByRole('button', { name: 'Create the convention' }).click();
  await expect(page).toHaveURL(/\/my-conventions$/);
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(card.getByText('Author')).toBeVisible();
  await expect(card.getByText('No edition yet.')).toBeVisible();

  // The edition, through the form: dates, address, position, a link, amenities, a payment method, an image, online.
  await card.getByRole('link', { name: `Add an edition to ${name}` }).click();
  await expect(page).toHaveURL(/\/conventions\/\d+\/editions\/add$/);
  await expect(page.getByRole('heading', { name: 'Add an edition', level: 1 })).toBeVisible();
  const edition = unique('Edition ');
  await page.getByRole('textbox', { name: 'Edition name' }).fill(edition);
  await page.getByLabel('Start date').fill(day(40));
  await page.getByLabel('End date').fill(day(43));
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Four days of juggling.');
  await page.getByRole('switch', { name: 'Online' }).check();
  await page.getByRole('textbox', { name: 'City' }).fill('Lyon');
  // The country comes from the list, found by part of its name typed without care for case or
  // accents, and picked with the keyboard (the creation toast may still cover the list's corner).
  const country = page.getByRole('textbox', { name: 'Country' });
  await country.fill('FRAN');
  await expect(page.getByRole('option')).toHaveText(['France']);
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('France');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('45.76');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('4.84');
  await page.getByRole('textbox', { name: 'Official website' }).fill('https://festival.example.org');
  await page.getByRole('checkbox', { name: 'Showers', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Open stage' }).check();
  await page.getByRole('checkbox', { name: 'Cash', exact: true }).check();
  await page.locator('input[type="file"]').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await page.getByRole('button', { name: 'Create the edition' }).click();

  // Straight to the edition's management home, with the stored image.
  await expect(page).toHaveURL(/\/editions\/\d+\/gestion$/);
  const editionId = Number(/editions\/(\d+)\/gestion/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: edition, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Image of ${edition}` })).toHaveAttribute('src', new RegExp(`^/uploads/editions/${editionId}/`));
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Online', { exact: true })).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Amenities and payment methods' }).getByRole('listitem')).toHaveCount(3);
  const stored = (await (await page.request.get(`/api/editions/${editionId}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ name: edition, city: 'Lyon', latitude: 45.76, longitude: 4.84, hasShowers: true, hasOpenStage: true, hasCashPayment: true, hasGym: false, isOnline: true, country: 'FR' });

  // The team: the helper may only edit all editions.
  await page.getByRole('link', { name: /^Team/ }).click();
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  const conventionId = Number(/conventions\/(\d+)\/collaborators/.exec(page.url())![1]);
  await page.getByRole('textbox', { name: 'Pseudo or e-mail', exact: true }).fill(helper.pseudo);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Editions lead');
  await page.getByRole('checkbox', { name: 'Edit all editions' }).check();
  await page.getByRole('button', { name: 'Add to the team' }).click();
  const members = page.getByRole('list', { name: 'Team members' });
  await expect(members.getByText('Editions lead')).toBeVisible();

  // A rights change on this edition: the helper may also manage its artists.
  await members.getByRole('button', { name: /^Rights per edition of / }).click();
  const dialog = page.getByRole('dialog');
  const editionRights = dialog.getByRole('group', { name: edition });
  await expect(editionRights.getByRole('checkbox', { name: 'Edit' })).toBeChecked();
  await expect(editionRights.getByRole('checkbox', { name: 'Edit' })).toBeDisabled();
  await expect(editionRights.getByText('Already given on every edition by "Edit all editions"')).toBeVisible();
  await editionRights.getByRole('checkbox', { name: 'Manage artists' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The collaborator, in a browser of their own.
  const other = await browser.newContext();
  const helperPage = await other.newPage();
  await apiLogin(helperPage, helper.pseudo, helper.password);
  await helperPage.goto('/my-conventions');
  const helperCard = helperPage.getByRole('article', { name });
  await expect(helperCard.getByText('Editions lead')).toBeVisible();
  await expect(helperCard.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);
  await expect(helperCard.getByRole('link', { name: `Add an edition to ${name}` })).toHaveCount(0);
  await helperCard.getByRole('link', { name: `Edit edition ${edition}` }).click();
  await expect(helperPage).toHaveURL(new RegExp(`/editions/${editionId}/edit$`));
  await expect(helperPage.getByRole('textbox', { name: 'Edition name' })).toHaveValue(edition);
  await expect(helperPage.getByRole('checkbox', { name: 'Showers', exact: true })).toBeChecked();
  await expect(helperPage.getByRole('button', { name: 'Delete the edition' })).toHaveCount(0);
  await helperPage.getByRole('textbox', { name: 'Description', exact: true }).fill('Four days of juggling, and a gym this year.');
  await helperPage.getByRole('checkbox', { name: 'Gym', exact: true }).check();
  await helperPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(helperPage.getByText('Changes saved')).toBeVisible();
  const edited = (await (await helperPage.request.get(`/api/editions/${editionId}`)).json()) as Record<string, unknown>;
  expect(edited).toMatchObject({ description: 'Four days of juggling, and a gym this year.', hasGym: true, hasShowers: true, city: 'Lyon' });

  // Management home and team page: nothing the helper may not do.
  await helperPage.goto(`/editions/${editionId}/gestion`);
  await expect(helperPage.getByRole('link', { name: /^Edit the edition/ })).toBeVisible();
  await expect(helperPage.getByRole('link', { name: /^Convention settings/ })).toHaveCount(0);
  await expect(helperPage.getByRole('link', { name: /^Add an edition/ })).toHaveCount(0);
  await helperPage.getByRole('link', { name: /^Team/ }).click();
  await expect(helperPage.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(helperPage.getByRole('list', { name: 'Team members' }).getByText('Editions lead')).toBeVisible();
  await expect(helperPage.getByRole('button', { name: 'Add to the team' })).toHaveCount(0);
  await expect(helperPage.getByRole('button', { name: /^(Edit|Remove|Rights per edition of) / })).toHaveCount(0);

  // The API refuses both as well.
  expect((await helperPage.request.delete(`/api/editions/${editionId}`)).status()).toBe(403);
  expect((await helperPage.request.post(`/api/conventions/${conventionId}/collaborators`, { data: { identifier: organiser.pseudo } })).status()).toBe(403);
  expect((await helperPage.request.patch(`/api/conventions/${conventionId}/collaborators/1`, { data: { title: 'Boss' } })).status()).toBe(403);
  await other.close();

  // The organiser's history: the helper added, then their rights on the edition changed.
  await page.reload();
  const history = page.getByRole('region', { name: 'History' });
  const entries = history.getByRole('listitem').filter({ has: page.getByText(/^(Added|Edition rights changed)$/) });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Edition rights changed');
  await expect(entries.nth(0)).toContainText(`Edition: ${edition}`);
  await expect(entries.nth(0)).toContainText('Manage artists');
  await expect(entries.nth(1)).toContainText('Added');
  await expect(entries.nth(1)).toContainText('Edit all editions');
});
