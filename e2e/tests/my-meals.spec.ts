import { expect, test } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, unique } from './support';

/**
 * The meal grid of the edition as the grid page would write it (its own journey): setup on the two
 * days before the edition (in 20 to 21 days), the event after; three meals a day, each on.
 */
async function grid(editionId: number): Promise<void> {
  for (const offset of [18, 19, 20, 21]) {
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER']) {
      await sql(`insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, $2, $3, $4::meal_phase[])`, [editionId, day(offset), type, offset < 20 ? '{SETUP}' : '{EVENT}']);
    }
  }
}

test('a volunteer accepted for setup sees their meals, setup ones included, on a phone, and declines one, which stays declined after a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  const viewport = { width: 375, height: 800 };
  const orga = await (await browser.newContext({ viewport })).newPage();
  const organiser = await newAccount(orga, 'orga');
  await apiLogin(orga, organiser.pseudo, organiser.password);
  const convention = (await (await orga.request.post('/api/conventions', { data: { name: unique('Meal convention ') } })).json()) as { id: number };
  const created = await orga.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Meals '), startDate: day(20), endDate: day(21), isOnline: true } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  const volunteers = `/api/editions/${editionId}/volunteers`;
  const settings = await orga.request.patch(`${volunteers}/settings`, { data: { volunteersOpen: true, volunteersAskSetup: true, volunteersSetupStartDate: `${day(18)}T08:00:00.000Z` } });
  expect(settings.status()).toBe(200);
  await grid(editionId);

  // The volunteer applies for setup and the event, arriving on the second setup morning; the organiser accepts.
  const vol = await (await browser.newContext({ viewport })).newPage();
  const volunteer = await newAccount(vol, 'vol');
  await apiLogin(vol, volunteer.pseudo, volunteer.password);
  const applied = await vol.request.post(`${volunteers}/applications`, {
    data: { phone: '0611223344', motivation: 'Setup crew', setupAvailability: true, eventAvailability: true, arrivalDateTime: `${day(19)}T06:00:00.000Z`, departureDateTime: `${day(21)}T20:00:00.000Z` },
  });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  expect((await orga.request.patch(`${volunteers}/applications/${applicationId}/status`, { data: { status: 'ACCEPTED' } })).status()).toBe(200);

  await vol.goto('/my-volunteer-applications');
  const meals = vol.getByTestId('my-meals');
  await expect(meals.getByRole('heading', { name: 'My meals' })).toBeVisible();
  // Three days from the arrival morning (the first setup day is before it): nine meals, the setup day's marked so.
  await expect(meals.getByTestId('my-meal-day')).toHaveCount(3);
  await expect(meals.getByTestId('my-meal')).toHaveCount(9);
  const setupDay = meals.getByTestId('my-meal-day').first();
  await expect(setupDay.getByText('Setup')).toHaveCount(3);
  await expect(setupDay.getByTestId('my-meal').first()).toContainText('Breakfast');

  // Declining the event's first dinner, with a finger-sized switch.
  const [dinner] = await sql<{ id: number }>(`select id from volunteer_meals where edition_id = $1 and date = $2 and meal_type = 'DINNER'`, [editionId, day(20)]);
  const row = meals.locator(`[data-meal-id="${dinner!.id}"]`);
  const toggle = row.getByRole('switch');
  await expect(toggle).toBeChecked();
  const box = await row.locator('.mantine-Switch-body').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await row.locator('.mantine-Switch-body').click();
  await expect(toggle).not.toBeChecked();
  await expect(row).toContainText('Declined');
  await expect(row).toHaveAttribute('data-accepted', 'false');

  await vol.reload();
  await expect(vol.getByTestId('my-meal')).toHaveCount(9);
  await expect(vol.locator(`[data-meal-id="${dinner!.id}"]`).getByRole('switch')).not.toBeChecked();
  await expect(vol.locator('[data-accepted="false"]')).toHaveCount(1);
  // No sideways scroll on the phone.
  expect(await vol.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await orga.context().close();
  await vol.context().close();
});
