import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, unique } from './support';

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** An organiser with an online edition (in 20 to 22 days, Paris time) and a volunteer team "Bar", signed in at `width` (on the clocks of `timezoneId`). */
async function scene(browser: Browser, width: number, timezoneId?: string) {
  const orga = await (await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, timezoneId })).newPage();
  const organiser = await newAccount(orga, 'orga');
  await apiLogin(orga, organiser.pseudo, organiser.password);
  const convention = (await (await orga.request.post('/api/conventions', { data: { name: unique('Ticket convention ') } })).json()) as { id: number };
  const created = await orga.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Tickets '), startDate: day(20), endDate: day(22), isOnline: true, city: 'Lyon' } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  expect((await orga.request.post(`/api/editions/${editionId}/volunteers/teams`, { data: { name: 'Bar' } })).status()).toBe(201);
  return { orga, editionId };
}

/** Picks options of a multiple select of a dialog, then closes its list. */
async function pick(page: Page, dialog: Locator, label: string, options: string[]) {
  await dialog.getByRole('textbox', { name: label }).click();
  for (const name of options) await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('heading').first().click();
}

async function createTier(page: Page, name: string, price: string) {
  await page.getByRole('button', { name: 'New tier' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New tier' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Price' }).fill(price);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tier-row').filter({ hasText: name })).toBeVisible();
}

/** The names of the tiers, in the order shown. */
async function order(page: Page): Promise<string[]> {
  return page.getByTestId('tier-row').evaluateAll((rows) => rows.map((r) => r.querySelector('p')?.textContent ?? ''));
}

async function journey(browser: Browser, width: number) {
  const { orga, editionId } = await scene(browser, width);

  // From the edition's management home to the catalogue, empty at first.
  await orga.goto(`/editions/${editionId}/gestion`);
  await orga.getByRole('link', { name: /^Ticket tiers and quotas/ }).click();
  await expect(orga).toHaveURL(new RegExp(`/editions/${editionId}/gestion/ticketing/tiers$`));
  await expect(orga.getByRole('heading', { level: 1, name: 'Tiers and quotas' })).toBeVisible();
  await expect(orga.getByText('No tiers yet')).toBeVisible();
  await expect(orga.getByText('Connect HelloAsso on the external ticketing page, or add a tier.')).toBeVisible();

  // Two local tiers; the second one is moved up with its arrow (the keyboard's way), then back by dragging on a wide screen.
  await createTier(orga, 'Full pass', '45');
  await expect(orga.getByTestId('tier-row').filter({ hasText: 'Full pass' })).toContainText('€45.00 · Sold: 0');
  await createTier(orga, 'Day pass', '20');
  expect(await order(orga)).toEqual(['Full pass', 'Day pass']);
  if (width < 600) await fitsWidth(orga, width);
  await orga.getByRole('button', { name: 'Move Day pass up' }).click();
  await expect.poll(() => order(orga)).toEqual(['Day pass', 'Full pass']);
  await expect(orga.getByRole('button', { name: 'Move Day pass up' })).toBeDisabled();
  if (width >= 1000) {
    await orga.getByTestId('tier-row').filter({ hasText: 'Full pass' }).dragTo(orga.getByTestId('tier-row').filter({ hasText: 'Day pass' }));
    await expect.poll(() => order(orga)).toEqual(['Full pass', 'Day pass']);
  } else {
    await orga.getByRole('button', { name: 'Move Full pass up' }).click();
    await expect.poll(() => order(orga)).toEqual(['Full pass', 'Day pass']);
  }
  await orga.reload();
  await expect.poll(() => order(orga)).toEqual(['Full pass', 'Day pass']);

  // Switched off, then deleted after confirmation (no ticket points to it).
  // The switch's input is hidden: its label (the visible track) is what a finger presses.
  const onSale = orga.getByRole('switch', { name: 'On sale: Day pass' });
  await expect(onSale).toBeChecked();
  await onSale.locator('xpath=ancestor::label[1]').click();
  await expect(onSale).not.toBeChecked();
  await expect(orga.getByTestId('tier-row').filter({ hasText: 'Day pass' })).toContainText('Inactive');
  await orga.getByRole('button', { name: 'Delete Day pass' }).click();
  const confirm = orga.getByRole('dialog', { name: 'Delete the tier Day pass?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(orga.getByTestId('tier-row')).toHaveCount(1);

  // A quota counting the full passes.
  await orga.getByRole('tab', { name: /^Quotas/ }).click();
  await expect(orga.getByText('No quotas yet')).toBeVisible();
  await orga.getByRole('button', { name: 'New quota' }).click();
  const quotaDialog = orga.getByRole('dialog', { name: 'New quota' });
  await quotaDialog.getByRole('textbox', { name: 'Title' }).fill('Camping');
  await quotaDialog.getByRole('textbox', { name: 'Quantity' }).fill('40');
  await pick(orga, quotaDialog, 'Tiers', ['Full pass']);
  await quotaDialog.getByRole('button', { name: 'Save' }).click();
  await expect(quotaDialog).toBeHidden();
  const camping = orga.getByTestId('quota-card').filter({ hasText: 'Camping' });
  await expect(camping.getByTestId('quota-count')).toHaveText('0 / 40 sold');
  await expect(camping).toContainText('Left: 40');
  await expect(camping).toContainText('Full pass');
  if (width < 600) await fitsWidth(orga, width);

  // A cup for the full passes' holders and the bar's volunteers.
  await orga.getByRole('tab', { name: /^Returnable items/ }).click();
  await orga.getByRole('button', { name: 'New returnable item' }).click();
  const itemDialog = orga.getByRole('dialog', { name: 'New returnable item' });
  await itemDialog.getByRole('textbox', { name: 'Name' }).fill('Cup');
  await pick(orga, itemDialog, 'Holders of the tiers', ['Full pass']);
  await pick(orga, itemDialog, 'Volunteers of the teams', ['Bar']);
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog).toBeHidden();
  const cup = orga.getByTestId('returnable-row').filter({ hasText: 'Cup' });
  await expect(cup).toContainText('Tiers:Full pass');
  await expect(cup).toContainText('Teams:Bar');
  await expect(orga.getByTestId('team-returnables').filter({ hasText: 'Bar' })).toContainText('Cup');
  if (width < 600) await fitsWidth(orga, width);

  // A full pass is sold (by the sync or on site: their own journeys): the quota's count moves.
  const tiers = (await (await orga.request.get(`/api/editions/${editionId}/ticketing/tiers`)).json()) as { items: { id: number; name: string }[] };
  const fullPass = tiers.items.find((x) => x.name === 'Full pass')!.id;
  await sql(
    `with o as (insert into ticketing_orders (edition_id, order_date) values ($1, now()) returning id)
     insert into ticketing_order_items (order_id, edition_id, tier_id, state, qr_code) select o.id, $1, $2, 'Processed', md5(random()::text) from o`,
    [editionId, fullPass],
  );
  await orga.getByRole('tab', { name: /^Quotas/ }).click();
  await orga.reload();
  await expect(orga.getByRole('tab', { name: /^Quotas/ })).toHaveAttribute('aria-selected', 'true');
  await expect(camping.getByTestId('quota-count')).toHaveText('1 / 40 sold');
  await expect(camping).toContainText('Left: 39');
  await orga.getByRole('tab', { name: /^Tiers/ }).click();
  await expect(orga.getByTestId('tier-row').filter({ hasText: 'Full pass' })).toContainText('Sold: 1');
  if (width < 600) await fitsWidth(orga, width);

  await orga.context().close();
}

test('an organiser adds local tiers, reorders them, links a quota and a returnable item (to a tier and a volunteer team), and sees the quota count move', async ({ browser }) => {
  test.setTimeout(120_000);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  test.setTimeout(120_000);
  await journey(browser, 375);
});

test("an organiser abroad types a tier's sale window on the edition's clocks, and finds it so", async ({ browser }) => {
  const { orga, editionId } = await scene(browser, 1280, 'America/Montreal');
  await orga.goto(`/editions/${editionId}/gestion/ticketing/tiers`);
  await orga.getByRole('button', { name: 'New tier' }).first().click();
  const dialog = orga.getByRole('dialog', { name: 'New tier' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Saturday');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('20');
  await dialog.getByLabel('Valid from').fill('2030-05-15T10:00');
  await dialog.getByLabel('Valid until').fill('2030-05-18T23:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // 10:00 in Paris (summer time), not in Montreal where the browser is.
  const tiers = (await (await orga.request.get(`/api/editions/${editionId}/ticketing/tiers`)).json()) as { items: { name: string; validFrom: string; validUntil: string }[] };
  const saturday = tiers.items.find((x) => x.name === 'Saturday')!;
  expect([new Date(saturday.validFrom).toISOString(), new Date(saturday.validUntil).toISOString()]).toEqual(['2030-05-15T08:00:00.000Z', '2030-05-18T21:30:00.000Z']);
  await orga.getByRole('button', { name: 'Edit Saturday' }).click();
  const edit = orga.getByRole('dialog', { name: 'Edit the tier' });
  await expect(edit.getByLabel('Valid from')).toHaveValue('2030-05-15T10:00');
  await expect(edit.getByLabel('Valid until')).toHaveValue('2030-05-18T23:30');
});
