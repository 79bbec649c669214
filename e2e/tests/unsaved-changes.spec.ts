import { expect, test, type Page } from '@playwright/test';
import { login, unique } from './support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Festival Platform home' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

/** Closing the tab with unsaved edits gets the browser's own prompt; dismissing it keeps the page. */
async function expectUnloadPrompt(page: Page) {
  const prompted = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompted;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
}

test('leaving a convention or edition form with unsaved edits asks first; a saved form or a deletion leaves freely', async ({ page }) => {
  await login(page, 'organiser', 'demo-organiser-2026');
  const tag = unique('Unsaved');
  const convention = (await (await page.request.post('/api/conventions', { data: { name: `Rencontres ${tag}` } })).json()) as { id: number };
  const edition = (await (
    await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: `${tag} 2027`, startDate: day(40), endDate: day(42) } })
  ).json()) as { id: number };

  // Convention form: a link away is held, "Stay" keeps what was typed, "Leave" goes.
  await page.goto(`/conventions/${convention.id}/edit`);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('Typed and not saved');
  await homeLink(page).click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/conventions/${convention.id}/edit$`));
  await expect(description).toHaveValue('Typed and not saved');
  await homeLink(page).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Saved: nothing to ask.
  await page.goto(`/conventions/${convention.id}/edit`);
  await description.fill('Saved this time');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(leaveDialog(page)).toHaveCount(0);

  // Edition form: the browser's back and forward buttons are held too (within the app's own
  // history), and closing the tab gets the browser's prompt.
  await page.goto(`/editions/${edition.id}/edit`);
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  const editionName = page.getByRole('textbox', { name: 'Edition name' });
  await expect(editionName).toHaveValue(`${tag} 2027`);
  await editionName.fill(`${tag} renamed`);
  await page.goForward();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${edition.id}/edit$`));
  await expectUnloadPrompt(page);

  // Deleting what the form edits leaves without asking, unsaved edits or not.
  await page.getByRole('button', { name: 'Delete the edition' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete "${tag} 2027"?` });
  for (const item of await confirm.getByRole('checkbox').all()) await item.check();
  await confirm.getByRole('textbox').fill(`${tag} 2027`);
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/my-conventions$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('leaving the profile with unsaved details asks first', async ({ page }) => {
  await login(page, 'attendee', 'demo-attendee-2026');
  await page.goto('/profile');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).not.toHaveValue('');
  const before = await firstName.inputValue();
  await firstName.fill(`${before} changed`);
  await homeLink(page).click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(firstName).toHaveValue(`${before} changed`);
  // Undoing the edit makes the form clean again: nothing to ask.
  await firstName.fill(before);
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);
});
