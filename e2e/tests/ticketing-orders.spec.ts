import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { unique } from './support';

/**
 * An organiser with an online edition whose catalogue (made through the catalogue's API) holds a
 * tier linked to a quota of 10 places, an option and a T-shirt question.
 */
async function organiserWithCatalogue(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const page = await (await browser.newContext({ viewport })).newPage();
  const organiser = await newAccount(page, 'torga');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Ticket convention ') } })).json()) as { id: number };
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Tickets '), startDate: day(30), endDate: day(32), isOnline: true } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  const base = `/api/editions/${editionId}/ticketing`;
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`${base}/${path}`, { data });
    expect(res.status(), `POST ${path}`).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const tierId = await post('tiers', { name: 'Pass festival', price: 2500 });
  const quotaId = await post('quotas', { title: 'Site capacity', quantity: 10 });
  expect((await page.request.put(`${base}/tiers/${tierId}/links`, { data: { quotaIds: [quotaId] } })).status()).toBe(200);
  await post('options', { name: 'Camping', price: 500 });
  await post('custom-fields', { label: 'T-shirt size', type: 'ChoiceList', isRequired: true, values: ['S', 'M', 'L'], tierIds: [tierId] });
  return { page, editionId };
}

/** No horizontal scrolling: the page fits the screen. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string | RegExp) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}

/** An organiser on the desk: two attendees in one order, the list, the detail with its QR codes, the quota moving, the search. */
async function journey(browser: Browser, width: number) {
  const { page, editionId } = await organiserWithCatalogue(browser, width);
  const phone = width < 600;

  // From the edition's management home (its tickets' counts are there too) to the orders page.
  await page.goto(`/editions/${editionId}/gestion`);
  const home = page.getByTestId('ticketing-home-summary');
  await expect(home.getByText('Pass festival')).toBeVisible();
  await page.getByRole('link', { name: /^Orders/ }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${editionId}/gestion/ticketing/orders$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByTestId('quota-usage').filter({ hasText: 'Site capacity' })).toContainText('0/10 · 10 left');
  if (phone) await fitsWidth(page, width);

  // An order on site: the payer pays by card for two tickets.
  await page.getByRole('button', { name: 'Add an order on site' }).click();
  const form = page.getByRole('form', { name: 'Order on site' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Anaïs');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Noël');
  await form.getByRole('radio', { name: 'Card' }).check();
  const first = form.getByTestId('order-form-ticket').nth(0);
  await pick(page, first, 'Tier', /^Pass festival/);
  await first.getByRole('button', { name: 'Same as the payer' }).click();
  await pick(page, first, 'T-shirt size', 'M');
  await first.getByRole('textbox', { name: 'Options' }).click();
  await page.getByRole('option', { name: /^Camping/ }).click();
  await first.getByText('Ticket 1', { exact: true }).click();
  await form.getByRole('button', { name: 'Add a ticket' }).click();
  const second = form.getByTestId('order-form-ticket').nth(1);
  await pick(page, second, 'Tier', /^Pass festival/);
  await second.getByRole('textbox', { name: 'Attendee’s first name' }).fill('Zoé');
  await second.getByRole('textbox', { name: 'Attendee’s last name' }).fill('Lefèvre');
  // A required answer left blank is caught before sending.
  await form.getByRole('button', { name: 'Record the order' }).click();
  await expect(second.getByText('Required')).toBeVisible();
  await pick(page, second, 'T-shirt size', 'S');
  await expect(form.getByTestId('order-form-quotas')).toContainText('Site capacity: this order takes 2, 10 left');
  await expect(form.getByText(/^Total: /)).toContainText('55.00');
  if (phone) await fitsWidth(page, width);
  await form.getByRole('button', { name: 'Record the order' }).click();

  // Its detail opens: two tickets, each with its QR code drawn.
  const drawer = page.getByRole('dialog').filter({ hasText: /Order No\. \d+/ });
  await expect(drawer.getByTestId('ticket')).toHaveCount(2);
  await expect(drawer.getByText('Anaïs Noël').first()).toBeVisible();
  for (const name of ['Anaïs Noël', 'Zoé Lefèvre']) {
    const qr = drawer.getByRole('img', { name: `QR code of the ticket of ${name}` });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  }
  await expect(drawer.getByText('T-shirt size')).toHaveCount(2);
  await expect(drawer.getByText(/Camping/)).toBeVisible();
  await expect(drawer.getByText('Card', { exact: true })).toBeVisible();
  if (phone) await fitsWidth(page, width);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // The list shows it, and the quota count moved.
  const entry = phone ? page.getByTestId('order-card') : page.getByTestId('order-row');
  await expect(entry).toHaveCount(1);
  await expect(entry.first()).toContainText('Anaïs Noël');
  await expect(page.getByTestId('quota-usage').filter({ hasText: 'Site capacity' })).toContainText('2/10 · 8 left');

  // Searching finds it by an attendee's name, accents aside; a name nobody has finds nothing.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('zoe lefevre');
  await expect(entry).toHaveCount(1);
  await search.fill('nobody-here');
  await expect(page.getByText('No order matches')).toBeVisible();
  await search.fill('');
  await expect(entry).toHaveCount(1);

  // The order opens again from the list.
  await entry.first().click();
  await expect(drawer.getByTestId('ticket')).toHaveCount(2);
  if (phone) await fitsWidth(page, width);
}

test('an organiser takes an order on site with two attendees, finds it, sees its QR codes and the quota move', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same at 375 px', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});
