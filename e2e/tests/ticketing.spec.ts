import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import { login, publicEditionOfItsOwn } from './support';

/**
 * The whole ticketing journey of issue 13, in one organiser's session and through the screens only:
 * the demo organiser connects a fresh edition to a fake HelloAsso (its own, started here, typed in
 * the advanced API address), tests the connection, syncs with the progress shown, finds the synced
 * tiers and orders, creates a returnable item and a quota and links both to a synced tier, reads the
 * quota's count, takes an order on site and sees the count move on the tiers page and in the orders
 * page's summary; then HelloAsso refunds an order, a new sync brings the count down and shows the
 * order cancelled. Last, the three pages on a 375 px wide phone.
 */

/** The synced tier the journey links things to, and its HelloAsso id in the fake. */
const TIER = { id: 1002, name: 'Pass samedi' };
/** The states of a valid ticket (ticketing-fields.ts VALID_ITEM_STATES). */
const VALID_STATES = ['Processed', 'Registered'];
const QUOTA = { title: 'Jauge du samedi', quantity: 500 };
const RETURNABLE = 'Gobelet consigné';

interface FakeOrder {
  id: number;
  payer: { firstName: string; lastName: string; email: string };
  items: { tierId: number; state: string }[];
}

let fake: FakeHelloAsso;
test.beforeAll(async () => {
  fake = await startFakeHelloAsso({ orders: 300, seed: 13 });
});
test.afterAll(async () => {
  await fake.close();
});

/** The fake's control API (what HelloAsso holds; read and changed only as HelloAsso's side would be). */
async function control<T>(path: string, body?: object): Promise<T> {
  const res = await fetch(`${fake.url}/_fake/${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined);
  expect(res.status, `fake ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** Every order of the fake, read one by one through GET /_fake/orders/{id}. */
async function fakeOrders(): Promise<FakeOrder[]> {
  const ids = [...fake.state.orders.keys()];
  return Promise.all(ids.map((id) => control<FakeOrder>(`orders/${id}`)));
}

/** The valid tickets of a tier at the fake. */
const validOf = (orders: FakeOrder[], tierId: number) => orders.flatMap((o) => o.items).filter((i) => i.tierId === tierId && VALID_STATES.includes(i.state)).length;

/** No horizontal scrolling: the page fits the screen. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A control a phone user can reach: shown once scrolled to, and inside the screen's width. */
async function reachable(control: Locator, width: number) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** From the edition's management home to one of its ticketing pages, by its card. */
async function openSection(page: Page, editionId: number, link: RegExp, path: string, title: string) {
  await page.goto(`/editions/${editionId}/gestion`);
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${editionId}/gestion/ticketing/${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const toConnection = (page: Page, editionId: number) => openSection(page, editionId, /^Ticketing connection/, 'external', 'Ticketing connection');
const toTiers = (page: Page, editionId: number) => openSection(page, editionId, /^Ticket tiers and quotas/, 'tiers', 'Tiers and quotas');
const toOrders = (page: Page, editionId: number) => openSection(page, editionId, /^Orders/, 'orders', 'Orders');

/** Picks options of a multiple select of a dialog, then closes its list. */
async function pick(page: Page, dialog: Locator, label: string, options: string[]) {
  await dialog.getByRole('textbox', { name: label }).click();
  for (const name of options) await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('heading').first().click();
}

/** One figure of a finished sync's summary, e.g. "300" above "New orders". */
const figure = (page: Page, label: string) =>
  page
    .getByTestId('sync-summary')
    .locator(':scope > *')
    .filter({ hasText: new RegExp(`^\\d+${label.replace(/[()]/g, '\\$&')}$`) });

/** The quota's card on the tiers page (Quotas tab), and its line in the orders page's summary. */
const quotaCard = (page: Page) => page.getByTestId('quota-card').filter({ hasText: QUOTA.title });
const quotaUsage = (page: Page) => page.getByTestId('quota-usage').filter({ hasText: QUOTA.title });

async function seeQuotaOnTiersPage(page: Page, editionId: number, used: number) {
  await toTiers(page, editionId);
  const tier = page.getByTestId('tier-row').filter({ hasText: TIER.name });
  await expect(tier.getByTestId('tier-sold')).toHaveText(`Sold: ${used}`);
  await page.getByRole('tab', { name: /^Quotas/ }).click();
  await expect(quotaCard(page).getByTestId('quota-count')).toHaveText(`${used} / ${QUOTA.quantity} sold`);
  await expect(quotaCard(page)).toContainText(`Left: ${QUOTA.quantity - used}`);
}

test('an organiser connects HelloAsso, syncs, links a returnable item and a quota to a synced tier, sells on site, and sees the quota follow sales and refunds', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const edition = await publicEditionOfItsOwn(page, 'Billetterie');
  await login(page, 'organiser', 'demo-organiser-2026');

  const stats = await control<{ orders: number; items: number }>('stats');
  expect(stats.orders).toBe(300);
  const orders = await fakeOrders();
  const tiers = fake.state.formJson().tiers;
  const valid = validOf(orders, TIER.id);
  expect(valid).toBeGreaterThan(20);
  // The order HelloAsso will refund: a payer whose name no one else has, with tickets of the tier.
  const nameOf = (o: FakeOrder) => `${o.payer.firstName} ${o.payer.lastName}`;
  const refunded = orders.find((o) => o.items.some((i) => i.tierId === TIER.id && VALID_STATES.includes(i.state)) && orders.filter((x) => nameOf(x) === nameOf(o)).length === 1)!;
  const refundedTickets = refunded.items.filter((i) => i.tierId === TIER.id && VALID_STATES.includes(i.state)).length;

  // --- Connect: HelloAsso's settings with the fake's address, tested, then saved.
  await toConnection(page, edition.id);
  await expect(page.getByText('No ticketing connected yet')).toBeVisible();
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.getByRole('textbox', { name: 'Client id' }).fill(fake.clientId);
  await settings.getByLabel('Client secret').fill(fake.clientSecret);
  await settings.getByRole('textbox', { name: 'Organisation slug' }).fill(fake.organizationSlug);
  await settings.getByRole('textbox', { name: 'Form slug' }).fill(fake.formSlug);
  await settings.getByRole('button', { name: 'Advanced' }).click();
  await settings.getByRole('textbox', { name: 'API address' }).fill(fake.url);
  await settings.getByRole('button', { name: 'Test connection' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'Connection works' })).toContainText(`(tiers: ${tiers.length})`);
  await settings.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByTestId('connection-status')).toHaveText('Active');
  await expect(page.getByText('Never synced yet')).toBeVisible();

  // --- Sync: the progress shows while it runs (HelloAsso slowed down so that it can be seen), then the summary.
  fake.delay(500);
  await page.getByRole('button', { name: 'Sync now' }).click();
  const progress = page.getByTestId('sync-progress');
  await expect(progress.getByText(/^Pages read: \d+ · tickets: \d+ · orders: \d+$/)).toBeVisible({ timeout: 30_000 });
  fake.delay(0);
  await expect(progress.getByText('Done', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(progress.getByRole('status')).toHaveText(new RegExp(`^Pages read: \\d+ · tickets: ${stats.items}$`));
  await expect(figure(page, 'New orders')).toHaveText(`${stats.orders}New orders`);
  for (const label of ['Updated', 'Cancelled', 'Skipped (unreadable)']) await expect(figure(page, label)).toHaveText(`0${label}`);
  await expect(page.getByText(/^Last sync: /)).toBeVisible();

  // --- The synced tiers, each marked so, the tier's valid tickets counted.
  await toTiers(page, edition.id);
  const tierRows = page.getByTestId('tier-row');
  await expect(tierRows).toHaveCount(tiers.length);
  for (const tier of tiers) await expect(tierRows.filter({ hasText: tier.label })).toContainText('Synced');
  const tierRow = tierRows.filter({ hasText: TIER.name });
  await expect(tierRow.getByTestId('tier-sold')).toHaveText(`Sold: ${valid}`);

  // --- The synced orders: a payer HelloAsso knows is found by name.
  await toOrders(page, edition.id);
  await expect(page.getByText(`Orders: ${stats.orders}`, { exact: true })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  const refundedRow = page.getByTestId('order-row').filter({ hasText: `HelloAsso ${refunded.id}` });
  await search.fill(nameOf(refunded));
  await expect(refundedRow).toHaveCount(1);
  await expect(refundedRow).toContainText(nameOf(refunded));
  await expect(refundedRow).toContainText(TIER.name);
  await expect(refundedRow).toContainText('Valid');

  // --- A returnable item and a quota, made on their own, then both linked to the synced tier from the tier's form.
  await toTiers(page, edition.id);
  await page.getByRole('tab', { name: /^Returnable items/ }).click();
  await page.getByRole('button', { name: 'New returnable item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'New returnable item' });
  await itemDialog.getByRole('textbox', { name: 'Name' }).fill(RETURNABLE);
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByTestId('returnable-row').filter({ hasText: RETURNABLE })).toBeVisible();

  await page.getByRole('tab', { name: /^Quotas/ }).click();
  await page.getByRole('button', { name: 'New quota' }).click();
  const quotaDialog = page.getByRole('dialog', { name: 'New quota' });
  await quotaDialog.getByRole('textbox', { name: 'Title' }).fill(QUOTA.title);
  await quotaDialog.getByRole('textbox', { name: 'Quantity' }).fill(String(QUOTA.quantity));
  await quotaDialog.getByRole('button', { name: 'Save' }).click();
  await expect(quotaDialog).toBeHidden();
  await expect(quotaCard(page).getByTestId('quota-count')).toHaveText(`0 / ${QUOTA.quantity} sold`);

  await page.getByRole('tab', { name: /^Tiers/ }).click();
  await page.getByRole('button', { name: `Edit ${TIER.name}` }).click();
  const tierDialog = page.getByRole('dialog', { name: 'Edit the tier' });
  await expect(tierDialog.getByText('This tier comes from HelloAsso')).toBeVisible();
  await pick(page, tierDialog, 'Counts against the quotas', [QUOTA.title]);
  await pick(page, tierDialog, 'Its ticket holders receive', [RETURNABLE]);
  await tierDialog.getByRole('button', { name: 'Save' }).click();
  await expect(tierDialog).toBeHidden();
  await expect(tierRow).toContainText(`Quotas:${QUOTA.title}`);
  await expect(tierRow).toContainText(`Receives:${RETURNABLE}`);

  // The quota counts the tier's valid tickets, exactly as many as HelloAsso holds.
  await page.getByRole('tab', { name: /^Quotas/ }).click();
  await expect(quotaCard(page).getByTestId('quota-count')).toHaveText(`${valid} / ${QUOTA.quantity} sold`);
  await expect(quotaCard(page)).toContainText(`Left: ${QUOTA.quantity - valid}`);
  await expect(quotaCard(page)).toContainText(TIER.name);

  // --- The orders page shows the same count; an order on site for the tier moves it by one.
  await toOrders(page, edition.id);
  await expect(quotaUsage(page)).toContainText(`${valid}/${QUOTA.quantity} · ${QUOTA.quantity - valid} left`);
  const tierSummary = page.getByTestId('tier-summary').filter({ hasText: TIER.name });
  await expect(tierSummary.getByRole('cell').nth(2)).toHaveText(String(valid));
  await page.getByRole('button', { name: 'Add an order on site' }).click();
  const form = page.getByRole('form', { name: 'Order on site' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Bérénice');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Guichet');
  await form.getByRole('radio', { name: 'Cash' }).check();
  const ticket = form.getByTestId('order-form-ticket').first();
  await ticket.getByRole('textbox', { name: 'Tier', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${TIER.name}`) }).click();
  await ticket.getByRole('button', { name: 'Same as the payer' }).click();
  // The tier's HelloAsso question (required) is asked on site too.
  await ticket.getByRole('textbox', { name: 'Régime alimentaire' }).click();
  await page.getByRole('option', { name: 'Végétarien', exact: true }).click();
  await expect(form.getByTestId('order-form-quotas')).toContainText(`${QUOTA.title}: this order takes 1, ${QUOTA.quantity - valid} left`);
  await form.getByRole('button', { name: 'Record the order' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: /Order No\. \d+/ });
  await expect(drawer.getByTestId('ticket')).toHaveCount(1);
  await expect(drawer.getByTestId('ticket')).toContainText(`Handed over at the gate: ${RETURNABLE}`);
  await expect(drawer.getByRole('img', { name: 'QR code of the ticket of Bérénice Guichet' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(quotaUsage(page)).toContainText(`${valid + 1}/${QUOTA.quantity} · ${QUOTA.quantity - valid - 1} left`);
  await expect(tierSummary.getByRole('cell').nth(2)).toHaveText(String(valid + 1));
  await seeQuotaOnTiersPage(page, edition.id, valid + 1);

  // --- HelloAsso refunds an order; the next sync cancels it here and the count goes down.
  expect((await control<{ orderIds: number[] }>('refund', { orderIds: [refunded.id] })).orderIds).toEqual([refunded.id]);
  await toConnection(page, edition.id);
  await page.getByRole('button', { name: 'Sync now' }).click();
  const history = page.getByTestId('sync-history');
  await expect(history.getByRole('row').filter({ hasText: /0 new · 0 updated · 1 cancelled · \d+ unchanged · 0 skipped/ })).toHaveCount(1, { timeout: 90_000 });
  await expect(progress.getByText('Done', { exact: true })).toBeVisible();

  const after = valid + 1 - refundedTickets;
  await seeQuotaOnTiersPage(page, edition.id, after);
  await toOrders(page, edition.id);
  await expect(quotaUsage(page)).toContainText(`${after}/${QUOTA.quantity} · ${QUOTA.quantity - after} left`);
  await expect(tierSummary.getByRole('cell').nth(2)).toHaveText(String(after));
  await search.fill(nameOf(refunded));
  await expect(refundedRow).toHaveCount(1);
  await expect(refundedRow).toContainText('Cancelled');
  await refundedRow.click();
  await expect(drawer.getByTestId('ticket').first()).toContainText('Not valid (Canceled)');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // --- The same pages on a phone: no horizontal scrolling, the main actions within reach.
  const phone = 375;
  await page.setViewportSize({ width: phone, height: 800 });
  await toConnection(page, edition.id);
  await expect(page.getByTestId('connection-status')).toHaveText('Active');
  await fitsWidth(page, phone);
  await reachable(page.getByRole('button', { name: 'Test connection' }), phone);
  await reachable(page.getByRole('button', { name: 'Sync now' }), phone);
  await fitsWidth(page, phone);

  await toTiers(page, edition.id);
  await expect(tierRows).toHaveCount(tiers.length);
  await fitsWidth(page, phone);
  await reachable(page.getByRole('button', { name: 'New tier' }), phone);
  await reachable(page.getByRole('button', { name: `Edit ${TIER.name}` }), phone);
  await page.getByRole('tab', { name: /^Quotas/ }).click();
  await reachable(quotaCard(page).getByTestId('quota-count'), phone);
  await reachable(page.getByRole('button', { name: `Edit ${QUOTA.title}` }), phone);
  await fitsWidth(page, phone);

  await toOrders(page, edition.id);
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await fitsWidth(page, phone);
  await reachable(page.getByRole('button', { name: 'Add an order on site' }), phone);
  await reachable(search, phone);
  await reachable(quotaUsage(page), phone);
  await search.fill(nameOf(refunded));
  const card = page.getByTestId('order-card').filter({ hasText: `HelloAsso ${refunded.id}` });
  await expect(card).toHaveCount(1);
  await reachable(card, phone);
  await expect(card).toContainText('Cancelled');
  await fitsWidth(page, phone);
  await page.getByRole('button', { name: 'Add an order on site' }).click();
  await expect(form).toBeVisible();
  await reachable(form.getByRole('button', { name: 'Record the order' }), phone);
  await fitsWidth(page, phone);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});
