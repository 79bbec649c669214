import { expect, test, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, serverSqlId, unique } from './support';

/** A phone held in one hand at the canteen. */
const PHONE = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true };
const CUT_MS = 30_000;
const EATERS = ['Ada', 'Basile', 'Coline', 'Dora'];

/**
 * An edition running today with its meals of today and tomorrow, four accepted volunteers holding
 * the meal being served, and a meal-validation volunteer whose slot is running now.
 */
async function canteenScene(page: Page) {
  const organiser = await newAccount(page, 'morga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Canteen convention ') } })).json()) as { id: number };
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Canteen '), startDate: day(0), endDate: day(1), isOnline: true } });
  expect(created.status()).toBe(201);
  const edition = (await created.json()) as { id: number };
  const team = await page.request.post(`/api/editions/${edition.id}/volunteers/teams`, { data: { name: 'Canteen', isMealValidationTeam: true } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { id: number }).id;
  for (const date of [day(0), day(1)])
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER']) await sql(`insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, $2, $3, '{EVENT}')`, [edition.id, date, type]);
  const meals = (await (await page.request.get(`/api/editions/${edition.id}/meals/canteen/meals`)).json()) as { currentMealId: number };
  const mealId = meals.currentMealId;

  /** An accepted application of a new user (first name given), holding the meal when `eats`; answers its code. */
  const accepted = async (prenom: string, eats: boolean) => {
    const userId = await serverSqlId(`insert into users (email, email_hash, pseudo, prenom, nom, is_email_verified) values ($1::text, md5($1::text), $2, $3, 'Convive', true) returning id`, [
      `${unique(prenom.toLowerCase())}@example.com`,
      unique(prenom.toLowerCase()),
      prenom,
    ]);
    const [row] = await sql<{ id: number; qr_token: string }>(
      `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, decided_at)
       values ($1, $2, 'ACCEPTED', md5(random()::text) || md5(random()::text), md5(random()::text), now()) returning id, qr_token`,
      [edition.id, userId],
    );
    if (eats) await sql('insert into volunteer_meal_selections (volunteer_id, meal_id) values ($1, $2)', [row!.id, mealId]);
    return row!;
  };
  const codes = Object.fromEntries(await Promise.all(EATERS.map(async (first) => [first, (await accepted(first, true)).qr_token] as const)));

  const validator = await newAccount(page, 'mcook');
  const { id: applicationId } = await (async () => {
    const [row] = await sql<{ id: number }>(
      `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, decided_at)
       select $1, id, 'ACCEPTED', md5(random()::text) || md5(random()::text), md5(random()::text), now() from users where pseudo = $2 returning id`,
      [edition.id, validator.pseudo],
    );
    return row!;
  })();
  await sql('insert into application_team_assignments (application_id, team_id, is_leader) values ($1, $2, false)', [applicationId, teamId]);
  const slotId = await serverSqlId(
    `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers)
     values ($1, $2, 'Canteen service', now() - interval '10 minutes', now() + interval '3 hours', 2) returning id`,
    [edition.id, teamId],
  );
  await sql('insert into volunteer_assignments (time_slot_id, user_id) select $1, id from users where pseudo = $2', [slotId, validator.pseudo]);
  await sql('update volunteer_time_slots set assigned_volunteers = 1 where id = $1', [slotId]);
  await page.context().clearCookies();
  return { organiser, edition, mealId, codes, validator };
}

async function typeCode(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: 'Code (scanner or typed)' });
  await field.fill(code);
  await field.press('Enter');
}

async function serve(page: Page, code: string) {
  await typeCode(page, code);
  await expect(page.getByTestId('canteen-result')).toHaveAttribute('data-outcome', 'ELIGIBLE');
  await page.getByRole('button', { name: 'Serve the meal' }).click();
  await expect(page.getByRole('heading', { name: 'Served — enjoy your meal' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a meal-validation volunteer serves a meal at 375 px, a second scan says ALREADY EATEN, and three plates served through a 30 s cut count once each', async ({ browser }) => {
  test.setTimeout(180_000);
  const setup = await (await browser.newContext()).newPage();
  const { organiser, edition, mealId, codes, validator } = await canteenScene(setup);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await apiLogin(page, validator.pseudo, validator.password);

  // The volunteer finds the canteen scanner from their applications.
  await page.goto('/my-volunteer-applications');
  await page.getByRole('link', { name: 'Open the canteen scanner' }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${edition.id}/gestion/meals/validate$`));
  await expect(page.getByRole('textbox', { name: 'Code (scanner or typed)' })).toBeFocused();

  await serve(page, codes.Ada!);
  await typeCode(page, codes.Ada!);
  await expect(page.getByTestId('canteen-result')).toHaveAttribute('data-outcome', 'ALREADY_EATEN');
  await expect(page.getByRole('heading', { name: 'Already eaten' })).toBeVisible();
  await expect(page.getByTestId('canteen-previous')).toContainText(validator.pseudo);
  await page.getByRole('button', { name: 'Next' }).click();

  // Offline for 30 s while three plates are served from the meal's copy.
  await context.setOffline(true);
  const cutAt = Date.now();
  for (const first of ['Basile', 'Coline', 'Dora']) await serve(page, codes[first]!);
  await expect(page.getByTestId('canteen-offline')).toContainText('Offline — answers from the copy of');
  await expect(page.getByTestId('canteen-waiting')).toHaveText('Waiting to send: 3');
  await expect.poll(() => Date.now() - cutAt, { timeout: CUT_MS + 10_000, intervals: [1_000] }).toBeGreaterThanOrEqual(CUT_MS);
  await context.setOffline(false);
  await expect(page.getByTestId('canteen-waiting')).toBeHidden({ timeout: 15_000 });

  // Checked through the API, as the organiser: four eaten, each once.
  const board = await (await browser.newContext()).newPage();
  await apiLogin(board, organiser.pseudo, organiser.password);
  const copy = (await (await board.request.get(`/api/editions/${edition.id}/meals/${mealId}/copy`)).json()) as { people: { n: string; e: string | null }[] };
  expect(copy.people.filter((p) => p.e !== null).map((p) => p.n.split(' ')[0]).sort()).toEqual(EATERS);
  const searched = (await (await board.request.get(`/api/editions/${edition.id}/meals/${mealId}/search`, { params: { q: 'Convive' } })).json()) as { people: { outcome: string }[] };
  expect(searched.people.map((p) => p.outcome)).toEqual(Array(4).fill('ALREADY_EATEN'));
  const served = await sql<{ n: string }>(`select count(*)::text as n from gate_entries where edition_id = $1 and checkpoint = $2 and action = 'ENTRY' and not conflict`, [edition.id, `MEAL:${mealId}`]);
  expect(served[0]!.n).toBe('4');
});
