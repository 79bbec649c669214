import { expect, test } from '@playwright/test';
import { lastMailTo, login, unique } from './support';

async function newAccount(page: import('@playwright/test').Page) {
  const pseudo = unique('orga');
  const email = `${pseudo}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, pseudo, password: 'organiser password', nom: 'Orga', prenom: 'Nise' } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).status()).toBe(200);
  await page.context().clearCookies();
  return { pseudo, email, password: 'organiser password' };
}

test('an organiser creates a convention and adds a collaborator who may only edit editions', async ({ page, browser }) => {
  const helper = await newAccount(page);
  const organiser = await newAccount(page);
  await login(page, organiser.pseudo, organiser.password);

  await page.goto('/my-conventions');
  await expect(page.getByText('You have no conventions yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create a convention' }).first().click();
  await expect(page).toHaveURL(/\/conventions\/add$/);
  const name = unique('Convention ');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Contact e-mail', exact: true }).fill('team@example.org');
  await page.getByRole('button', { name: 'Create the convention' }).click();
  await expect(page).toHaveURL(/\/my-conventions$/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Author')).toBeVisible();

  await page.getByRole('link', { name: `Team of ${name}` }).click();
  await page.getByRole('textbox', { name: 'Pseudo or e-mail', exact: true }).fill(helper.pseudo);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Editions lead');
  await page.getByRole('checkbox', { name: 'Edit all editions' }).check();
  await page.getByRole('button', { name: 'Add to the team' }).click();
  await expect(page.getByText(`${helper.pseudo}`).first()).toBeVisible();
  await expect(page.getByText('Editions lead').first()).toBeVisible();
  await expect(page.getByText('Added').first()).toBeVisible();

  // The collaborator sees the convention with their title, may not edit it nor manage the team.
  const other = await browser.newContext();
  const helperPage = await other.newPage();
  await login(helperPage, helper.pseudo, helper.password);
  await helperPage.goto('/my-conventions');
  await expect(helperPage.getByText(name)).toBeVisible();
  await expect(helperPage.getByText('Editions lead')).toBeVisible();
  await expect(helperPage.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);
  await helperPage.getByRole('link', { name: `Team of ${name}` }).click();
  await expect(helperPage.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(helperPage.getByRole('button', { name: 'Add to the team' })).toHaveCount(0);
  const conventionId = /conventions\/(\d+)\//.exec(helperPage.url())![1];
  const res = await helperPage.request.patch(`/api/conventions/${conventionId}`, { data: { name: 'Taken over' } });
  expect(res.status()).toBe(403);
  await other.close();
});
