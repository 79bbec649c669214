import { expect, test, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, unique } from './support';

/** A phone held in one hand at the gate. */
const PHONE = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true };
const CUT_MS = 60_000;

/**
 * An edition running today, with tickets sold at the desk, an artist, an accepted volunteer to let
 * in, and a gate volunteer in an access-control team whose slot is running now.
 */
async function scene(page: Page) {
  const organiser = await newAccount(page, 'gorga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const request = page.request;
  const convention = (await (await request.post('/api/conventions', { data: { name: unique('Gate convention ') } })).json()) as { id: number };
  const created = await request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Gate '), startDate: day(0), endDate: day(1), isOnline: true } });
  expect(created.status()).toBe(201);
  const edition = (await created.json()) as { id: number; name: string };

  const tier = await request.post(`/api/editions/${edition.id}/ticketing/tiers`, { data: { name: 'Weekend', price: 0 } });
  expect(tier.status()).toBe(201);
  const tierId = ((await tier.json()) as { id: number }).id;
  const holders = ['Alice', 'Bruno', 'Chloe', 'David', 'Emma', 'Farid', 'Gina'].map((first) => ({ firstName: first, lastName: unique('Holder') }));
  const order = await request.post(`/api/editions/${edition.id}/ticketing/orders`, {
    data: { payerFirstName: 'Desk', payerLastName: 'Payer', paymentMethod: 'CASH', items: holders.map((h) => ({ tierId, ...h })) },
  });
  expect(order.status()).toBe(201);
  const codes = await sql<{ first_name: string; qr_code: string }>('select first_name, qr_code from ticketing_order_items where edition_id = $1 order by id', [edition.id]);
  const codeOf = (first: string) => codes.find((c) => c.first_name === first)!.qr_code;

  const team = await request.post(`/api/editions/${edition.id}/volunteers/teams`, { data: { name: 'Gate', isAccessControlTeam: true } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { id: number }).id;
  const slotId = (
    await sql<{ id: number }>(
      `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers)
       values ($1, $2, 'Gate shift', now() - interval '30 minutes', now() + interval '3 hours', 2) returning id`,
      [edition.id, teamId],
    )
  )[0]!.id;

  const artistName = unique('Stage ');
  const artistAccount = await newAccount(page, 'gart');
  await apiLogin(page, organiser.pseudo, organiser.password);
  expect((await request.post(`/api/editions/${edition.id}/artists`, { data: { identifier: artistAccount.pseudo, stageName: artistName } })).status()).toBe(201);

  // Two accepted volunteers: one to let in, and the gate volunteer, in the access-control team on the running slot.
  const accept = async (userPseudo: string) =>
    (
      await sql<{ id: number }>(
        `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, decided_at)
         select $1, id, 'ACCEPTED', md5(random()::text) || substr(md5(random()::text), 1, 16), md5(random()::text) || substr(md5(random()::text), 1, 16), now()
         from users where pseudo = $2 returning id`,
        [edition.id, userPseudo],
      )
    )[0]!.id;
  const helper = await newAccount(page, 'ghelp');
  await accept(helper.pseudo);
  const gatekeeper = await newAccount(page, 'gkeep');
  const applicationId = await accept(gatekeeper.pseudo);
  await sql('insert into application_team_assignments (application_id, team_id, is_leader) values ($1, $2, false)', [applicationId, teamId]);
  await sql(`insert into volunteer_assignments (time_slot_id, user_id) select $1, id from users where pseudo = $2`, [slotId, gatekeeper.pseudo]);
  await sql('update volunteer_time_slots set assigned_volunteers = 1 where id = $1', [slotId]);
  await page.context().clearCookies();
  return { organiser, edition, codeOf, holders, artistName, helper, gatekeeper };
}

const entriesOf = async (editionId: number) => Number((await sql<{ n: string }>(`select count(*) as n from gate_entries where edition_id = $1 and action = 'ENTRY'`, [editionId]))[0]!.n);

async function letInBySearch(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or order' }).fill(words);
  await page.getByRole('list', { name: 'People found' }).getByRole('listitem').first().click();
  await expect(page.getByTestId('gate-result')).toHaveAttribute('data-outcome', 'VALID');
  await page.getByRole('button', { name: 'Let in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'In — welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
}

async function typeCode(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: 'Code (scanner or typed)' });
  await field.fill(code);
  await field.press('Enter');
}

test('a gate volunteer inside their slot lets people in, through a 60 s network cut too, and undoes a mistake', async ({ browser }) => {
  test.setTimeout(240_000);
  const setup = await (await browser.newContext()).newPage();
  const { organiser, edition, codeOf, holders, artistName, helper, gatekeeper } = await scene(setup);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await apiLogin(page, gatekeeper.pseudo, gatekeeper.password);

  // The volunteer finds the scanner from their applications.
  await page.goto('/my-volunteer-applications');
  await page.getByRole('link', { name: 'Open the gate scanner' }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${edition.id}/gestion/ticketing/access-control$`));
  await expect(page.getByRole('textbox', { name: 'Code (scanner or typed)' })).toBeFocused();

  // A ticket, a volunteer and an artist, by the search path.
  await letInBySearch(page, `Alice ${holders[0]!.lastName}`);
  await letInBySearch(page, helper.pseudo);
  await letInBySearch(page, artistName);
  expect(await entriesOf(edition.id)).toBe(3);

  // A second scan of the ticket (typed as a hardware scanner would).
  await typeCode(page, codeOf('Alice'));
  await expect(page.getByTestId('gate-result')).toHaveAttribute('data-outcome', 'ALREADY_IN');
  await expect(page.getByTestId('gate-previous')).toContainText(gatekeeper.pseudo);
  await page.getByRole('button', { name: 'Next' }).click();

  // A 60 s network cut while five are let in from the copy.
  await context.setOffline(true);
  const cutAt = Date.now();
  for (const first of ['Bruno', 'Chloe', 'David', 'Emma', 'Farid']) {
    await typeCode(page, codeOf(first));
    await expect(page.getByTestId('gate-result')).toHaveAttribute('data-outcome', 'VALID');
    await page.getByRole('button', { name: 'Let in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'In — welcome' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByTestId('gate-offline')).toContainText('Offline — answers from the copy of');
  await expect(page.getByTestId('gate-waiting')).toHaveText('Waiting to send: 5');
  expect(await entriesOf(edition.id)).toBe(3);
  await expect.poll(() => Date.now() - cutAt, { timeout: CUT_MS + 10_000, intervals: [1_000] }).toBeGreaterThanOrEqual(CUT_MS);
  await context.setOffline(false);
  await expect(page.getByTestId('gate-waiting')).toBeHidden({ timeout: 15_000 });
  expect(await entriesOf(edition.id)).toBe(8);

  // Undo a mistaken entry.
  await typeCode(page, codeOf('Gina'));
  await page.getByRole('button', { name: 'Let in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'In — welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo the entry' }).click();
  await page.getByRole('dialog', { name: 'Undo this entry?' }).getByRole('button', { name: 'Undo the entry' }).click();
  await expect(page.getByText('Entry undone')).toBeVisible();
  await typeCode(page, codeOf('Gina'));
  await expect(page.getByTestId('gate-result')).toHaveAttribute('data-outcome', 'VALID');

  // The organiser's dashboard, in another browser, shows the entries.
  const board = await (await browser.newContext()).newPage();
  await apiLogin(board, organiser.pseudo, organiser.password);
  await board.goto(`/editions/${edition.id}/gestion/ticketing/access-control`);
  await board.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(board.getByText(artistName).first()).toBeVisible();
  await expect(board.getByText(`Farid ${holders[5]!.lastName}`).first()).toBeVisible();
});
