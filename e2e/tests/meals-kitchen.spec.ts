import { expect, test, type Browser } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, serverSqlId, unique } from './support';

/**
 * The kitchen list of an organiser's edition. The meal grid and who eats it are written to the server's
 * own database (e2e/start-server.mjs): the grid, the volunteers' selections and the tickets' meals have
 * journeys of their own.
 */
async function scene(browser: Browser, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } })).newPage();
  const organiser = await newAccount(page, 'korga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Kitchen convention ') } })).json()) as { id: number };
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Kitchen '), startDate: day(20), endDate: day(22), isOnline: true } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;

  const first = day(20);
  const lunch = await serverSqlId(`insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, $2, 'LUNCH', '{EVENT}') returning id`, [id, first]);
  await sql(`insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, $2, 'DINNER', '{EVENT}')`, [id, first]);
  // Volunteers with their diet and allergy, each holding the lunch; a light allergy whose name comes first alphabetically.
  const volunteer = async (prenom: string, diet: string, allergies: string | null, severity: string | null) => {
    const userId = await serverSqlId(
      `insert into users (email, email_hash, pseudo, nom, prenom, is_email_verified) values ($1::text, md5($1::text), $2, 'Cook', $3, true) returning id`,
      [`${unique(prenom.toLowerCase())}@example.com`, unique(prenom.toLowerCase()), prenom],
    );
    const applicationId = await serverSqlId(
      `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, decided_at, dietary_preference, allergies, allergy_severity)
       values ($1, $2, 'ACCEPTED', md5(random()::text) || md5(random()::text), md5(random()::text) || md5(random()::text), now(), $3, $4, $5) returning id`,
      [id, userId, diet, allergies, severity],
    );
    await sql('insert into volunteer_meal_selections (volunteer_id, meal_id) values ($1, $2)', [applicationId, lunch]);
  };
  await volunteer('Adele', 'VEGETARIAN', 'Gluten', 'LIGHT');
  await volunteer('Bruno', 'NONE', 'Lactose', 'MODERATE');
  await volunteer('Zelie', 'VEGAN', 'Peanuts', 'SEVERE');
  await volunteer('Marc', 'NONE', null, null);
  return { page, id, lunch };
}

async function journey(browser: Browser, width: number) {
  const { page, id, lunch } = await scene(browser, width);
  await page.goto(`/editions/${id}/gestion/meals/list?meal=${lunch}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen lists' })).toBeVisible();

  const who = page.getByRole('region', { name: 'Who eats' });
  await expect(who.getByRole('group', { name: 'Everyone: 4' })).toBeVisible();
  await expect(who.getByRole('group', { name: 'Vegan: 1' })).toBeVisible();
  await expect(who.getByRole('progressbar', { name: '0 of 4 eaten' })).toBeAttached();

  // The SEVERE allergy first, loud (red, an icon and its word), though its name comes last.
  const allergies = page.getByRole('region', { name: 'Allergies (3)' }).getByTestId('kitchen-allergy');
  await expect(allergies).toHaveCount(3);
  await expect(allergies.nth(0)).toContainText('Zelie Cook');
  await expect(allergies.nth(0)).toContainText('Peanuts');
  await expect(allergies.nth(0)).toContainText('Severe');
  await expect(allergies.nth(0)).toHaveAttribute('data-loud', 'true');
  await expect(allergies.nth(0).locator('svg')).toHaveCount(1);
  await expect(allergies.nth(1)).toContainText('Bruno Cook');
  await expect(allergies.nth(2)).toContainText('Adele Cook');
  await expect(allergies.nth(2)).not.toHaveAttribute('data-loud', 'true');
  await expect(allergies.nth(2).locator('svg')).toHaveCount(0);

  // A plate validated at the canteen shows in "eaten so far" at the next refresh.
  await sql('update volunteer_meal_selections set consumed_at = now() where meal_id = $1 and volunteer_id = (select min(volunteer_id) from volunteer_meal_selections where meal_id = $1)', [lunch]);
  await expect(who.getByRole('progressbar', { name: '1 of 4 eaten' })).toBeAttached({ timeout: 15_000 });

  // Phones: every control of the page at least 44 px high.
  for (const control of [page.getByRole('button', { name: 'Print' }), page.getByRole('button', { name: 'Download CSV' }), page.getByRole('tab', { name: 'Day for the cooks' })]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // On paper: the list, without the navigation nor the page's controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(allergies.nth(0)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The cooks' day view.
  await page.getByRole('tab', { name: 'Day for the cooks' }).click();
  await expect(page.getByRole('region', { name: /^Lunch · / }).getByRole('group', { name: 'Everyone: 4' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Lunch · / })).toContainText('Severe or critical allergies: 1');
  await page.context().close();
}

test.describe('the kitchen list', () => {
  test('shows a SEVERE allergy first and loud, eaten so far as it moves, and the cooks’ day', async ({ browser }) => {
    await journey(browser, 1280);
  });

  test('works on a phone (375 px)', async ({ browser }) => {
    await journey(browser, 375);
  });
});
