import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import { apiLogin, day, newAccount } from './gestion-support';
import { lastMailTo, serverSql, unique } from './support';

/**
 * An attendee whose verified e-mail is on a ticket synced from HelloAsso (the fake) opens My tickets
 * from the user menu and sees that ticket's QR code, large, and full screen; after one visit the page
 * opens offline from the service worker's copy, saying so; signing out wipes that copy. On a desktop
 * and on a 375 px touch phone.
 */

const fakes: FakeHelloAsso[] = [];
test.afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
});

interface SyncedTicket {
  editionId: number;
  editionName: string;
  email: string;
  qrCode: string;
  holder: string;
}

/** An organiser's edition synced from a fake HelloAsso of its own, and a valid ticket it brought. */
async function syncedTicket(browser: Browser): Promise<SyncedTicket> {
  // A seed per journey: the fake's buyers (and their e-mails) are its own.
  const fake = await startFakeHelloAsso({ orders: 2, seed: Math.floor(Math.random() * 1e9) });
  fakes.push(fake);
  const context = await browser.newContext();
  const page = await context.newPage();
  const organiser = await newAccount(page, 'tmine');
  await apiLogin(page, organiser.pseudo, organiser.password);
  const convention = (await (await page.request.post('/api/conventions', { data: { name: unique('Tickets convention ') } })).json()) as { id: number };
  const editionName = unique('Tickets ');
  const created = await page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: editionName, startDate: day(20), endDate: day(22), isOnline: true } });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  expect((await page.request.put(`/api/editions/${editionId}/ticketing/external`, { data: fake.connection() })).status()).toBe(200);
  const queued = await page.request.post(`/api/editions/${editionId}/ticketing/sync`);
  expect(queued.status()).toBe(202);
  const runId = ((await queued.json()) as { id: number }).id;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/editions/${editionId}/ticketing/sync/runs/${runId}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('SUCCEEDED');
  await context.close();
  const [ticket] = await serverSql<{ email: string; qr_code: string; first_name: string | null; last_name: string | null }>(
    `select email, qr_code, first_name, last_name from ticketing_order_items
     where edition_id = $1 and type = 'Registration' and state in ('Processed', 'Registered') and email is not null order by id limit 1`,
    [editionId],
  );
  expect(ticket).toBeDefined();
  return { editionId, editionName, email: ticket!.email, qrCode: ticket!.qr_code, holder: [ticket!.first_name, ticket!.last_name].filter(Boolean).join(' ') };
}

/** A new account on that e-mail, verified, signed in on the page. */
async function signInAs(page: Page, email: string) {
  const pseudo = unique('holder');
  const password = 'attendee password';
  expect((await page.request.post('/api/auth/register', { data: { email, pseudo, password, nom: 'Holder', prenom: 'Ann' } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  expect((await page.request.post('/api/auth/verify-email', { data: { email, code } })).status()).toBe(200);
  await page.context().clearCookies();
  await apiLogin(page, pseudo, password);
}

/** The ticket's part of the page, found by the code printed under its QR. */
const ticketOf = (page: Page, qrCode: string) => page.getByTestId('my-ticket').filter({ has: page.getByTestId('ticket-code').getByText(qrCode, { exact: true }) });

const privateCopies = (page: Page) => page.evaluate(async () => (await caches.has('festival-private-v1')) ? (await (await caches.open('festival-private-v1')).keys()).map((r) => new URL(r.url).pathname) : []);

async function journey(browser: Browser, width: number) {
  const phone = width < 600;
  const ticket = await syncedTicket(browser);
  const context = await browser.newContext({ viewport: { width, height: phone ? 740 : 900 }, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  await signInAs(page, ticket.email);

  // From the user menu.
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My tickets' }).click();
  await expect(page).toHaveURL(/\/my-tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My tickets' })).toBeVisible();
  await expect(page.getByRole('link', { name: ticket.editionName })).toBeVisible();
  const mine = ticketOf(page, ticket.qrCode);
  const qr = mine.getByRole('img', { name: `Entry code of the ticket of ${ticket.holder} for ${ticket.editionName}` });
  await expect(qr).toBeVisible();
  await expect(mine.getByText('Valid', { exact: true })).toBeVisible();
  // Large enough to scan from the screen: the phone's width (less the margins) up to 320 px.
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(phone ? 260 : 319);
  expect(box.width).toBeLessThanOrEqual(321);
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // Full screen: the code alone, as wide as the screen allows.
  await mine.getByRole('button', { name: 'Show full screen' }).click();
  const dialog = page.getByRole('dialog', { name: `Entry code of the ticket of ${ticket.holder} for ${ticket.editionName}` });
  await expect(dialog.getByTestId('ticket-qr-full')).toBeVisible();
  expect((await dialog.getByTestId('ticket-qr-full').boundingBox())!.width).toBeGreaterThan(phone ? 330 : 600);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The edition's page links to it too, the user holding one of its tickets.
  await page.goto(`/editions/${ticket.editionId}`);
  await page.getByRole('link', { name: 'My tickets' }).first().click();
  await expect(page).toHaveURL(/\/my-tickets$/);
  await expect(qr).toBeVisible();

  // Offline, once opened under the service worker: its copy, with the notice.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(qr).toBeVisible();
  await expect.poll(() => privateCopies(page)).toEqual(['/api/my-tickets']);
  await expect(page.getByTestId('my-tickets-offline')).toHaveCount(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('my-tickets-offline')).toContainText('Offline copy from');
  await expect(qr).toBeVisible();
  await expect(mine.getByTestId('ticket-code')).toHaveText(ticket.qrCode);
  await context.setOffline(false);

  // Signing out wipes the copy: the next person on this phone does not get it.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await expect.poll(() => privateCopies(page)).toEqual([]);
  await context.close();
}

test('an attendee opens My tickets and sees the QR of a synced ticket, also offline', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('an attendee opens My tickets on a 375 px phone and sees the QR of a synced ticket, also offline', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});
