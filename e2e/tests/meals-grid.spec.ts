import { expect, test, type Browser } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql, unique } from './support';

/** "Wednesday, July 10": how the grid titles a day in English. */
const dayTitle = (d: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));

/** The switch's input is hidden: its label (the visible track) is what a finger presses. */
const press = (page: import('@playwright/test').Page, region: string, name: string) => page.getByRole('region', { name: region }).getByRole('switch', { name }).locator('xpath=ancestor::label[1]').click();

/** An organiser signed in at `width`, with an online edition of two days (no volunteer setup or teardown: the grid follows the edition's dates). */
async function scene(browser: Browser, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } })).newPage();
  const organiser = await newAccount(page, 'orga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Meals convention ') } })).json()) as { id: number };
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Meals '), startDate: day(20), endDate: day(21), isOnline: true } });
  expect(created.status()).toBe(201);
  return { page, id: ((await created.json()) as { id: number }).id, first: day(20), last: day(21) };
}

async function journey(browser: Browser, width: number) {
  const { page, id, first, last } = await scene(browser, width);
  await page.goto(`/editions/${id}/gestion`);
  await page.getByRole('link', { name: /^Meals/ }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${id}/gestion/meals$`));

  // Off until turned on, saying what turning on adds.
  await expect(page.getByText('Meals are off')).toBeVisible();
  await expect(page.getByText(/\(6 meals\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Turn meals on' }).click();

  // A card per day with its phase and its three meals, on.
  const firstDay = page.getByRole('region', { name: dayTitle(first) });
  await expect(firstDay).toBeVisible();
  await expect(page.getByRole('region', { name: dayTitle(last) })).toBeVisible();
  await expect(page.getByTestId('meal-day')).toHaveCount(2);
  await expect(firstDay.getByTestId('day-phase')).toHaveText(['Event']);
  await expect(firstDay.getByRole('switch')).toHaveCount(3);
  for (const name of ['Breakfast on or off', 'Lunch on or off', 'Dinner on or off']) await expect(firstDay.getByRole('switch', { name })).toBeChecked();
  await expect(page.getByTestId('grid-banner')).toHaveCount(0);
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // A meal nobody holds goes off at once, and stays off.
  await press(page, dayTitle(first), 'Lunch on or off');
  await expect(firstDay.getByRole('switch', { name: 'Lunch on or off' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: dayTitle(first) }).getByRole('switch', { name: 'Lunch on or off' })).not.toBeChecked();

  // A meal a volunteer holds asks first, saying who loses it.
  const [dinner] = await serverSql<{ id: number }>(`select id from volunteer_meals where edition_id = $1 and date = $2 and meal_type = 'DINNER'`, [id, last]);
  // The organiser volunteers too: an accepted application holding the last day's dinner.
  const me = ((await (await page.request.get('/api/session/me')).json()) as { user: { id: number } }).user;
  const [application] = await serverSql<{ id: number }>(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values ($1, $2, 'ACCEPTED', md5(random()::text), md5(random()::text)) returning id`,
    [id, me.id],
  );
  await serverSql('insert into volunteer_meal_selections (volunteer_id, meal_id) values ($1, $2)', [application!.id, dinner!.id]);
  await page.reload();
  const lastDay = page.getByRole('region', { name: dayTitle(last) });
  await expect(lastDay.getByTestId(`meal-${last}-DINNER`).getByTestId('meal-eaters')).toHaveText('1 eater');
  await press(page, dayTitle(last), 'Dinner on or off');
  const dialog = page.getByRole('dialog', { name: 'Turn off Dinner?' });
  await expect(dialog.getByTestId('lost-meals')).toContainText('Dinner: 1 person loses it');
  await dialog.getByRole('button', { name: 'Turn it off' }).click();
  await expect(lastDay.getByRole('switch', { name: 'Dinner on or off' })).not.toBeChecked();
  await page.context().close();
}

test('an organiser turns meals on, sees the grid by day and switches meals off (asked first when someone holds one)', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same at 375 px: the days stack as cards', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});
