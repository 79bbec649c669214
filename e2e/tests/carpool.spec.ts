import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { unique } from './support';

// Four people's pages and a visitor's in one journey, on a machine the CI shares.
test.describe.configure({ timeout: 90_000 });

/**
 * Carpooling as its users meet it: a driver offers 3 seats, two passengers book 2 each, the driver
 * accepts one and the second accept is refused with a clear message on the page; the accepted
 * passenger then sees the driver's phone number, a visitor never does.
 */

const PHONE = '+33 6 12 34 56 78';

async function fitsWidth(page: Page, width: number) {
  if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A signed-in page of a fresh account. */
async function member(browser: Browser, viewport: { width: number; height: number }, prefix: string) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const account = await newAccount(page, prefix);
  await apiLogin(page, account.pseudo, account.password);
  return { page, ...account };
}

async function journey(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const city = unique('Grenoble ');

  // An organiser's online edition (in 10 to 12 days), made through the API.
  const organiser = await member(browser, viewport, 'cporg');
  const convention = (await (await organiser.page.request.post('/api/conventions', { data: { name: unique('Carpool convention ') } })).json()) as { id: number };
  const created = await organiser.page.request.post(`/api/conventions/${convention.id}/editions`, { data: { name: unique('Carpool '), startDate: day(10), endDate: day(12), isOnline: true, city: 'Lyon' } });
  expect(created.status()).toBe(201);
  const path = `/editions/${((await created.json()) as { id: number }).id}/carpool`;
  await organiser.page.context().close();

  // The driver offers 3 seats to the event.
  const driver = await member(browser, viewport, 'cpdrv');
  await driver.page.goto(path);
  await expect(driver.page.getByRole('heading', { name: 'No offer yet' })).toBeVisible();
  await driver.page.getByRole('button', { name: 'Offer a ride' }).click();
  const form = driver.page.getByRole('dialog', { name: 'Offer a ride' });
  await form.getByRole('textbox', { name: /^City/ }).fill(city);
  await form.getByLabel('Date and time of departure').fill(`${day(10)}T08:30`);
  await form.getByRole('textbox', { name: /^Seats offered/ }).fill('3');
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill(PHONE);
  await form.getByRole('checkbox', { name: 'Pets welcome' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const driverCard = driver.page.getByTestId('carpool-offer').filter({ hasText: city });
  await expect(driverCard).toContainText('Free seats: 3/3');
  await expect(driverCard).toContainText('Pets welcome');
  await expect(driverCard.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+33612345678');
  await fitsWidth(driver.page, width);

  // Two passengers ask for 2 seats each.
  const passengers = [await member(browser, viewport, 'cpone'), await member(browser, viewport, 'cptwo')];
  for (const p of passengers) {
    await p.page.goto(path);
    const card = p.page.getByTestId('carpool-offer').filter({ hasText: city });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: PHONE })).toHaveCount(0);
    await card.getByRole('button', { name: 'Book seats' }).click();
    const ask = p.page.getByRole('dialog', { name: 'Book seats' });
    await ask.getByRole('textbox', { name: /^Seats/ }).fill('2');
    await ask.getByRole('textbox', { name: 'Message to the driver (optional)' }).fill(`Hello, ${p.pseudo} here`);
    await ask.getByRole('button', { name: 'Send the request' }).click();
    await expect(ask).toBeHidden();
    await expect(card).toContainText('Asked · seats: 2');
    await fitsWidth(p.page, width);
  }

  // The driver accepts the first; the second accept is refused: one seat is left.
  await driver.page.reload();
  await driverCard.getByRole('button', { name: 'Bookings · waiting: 2' }).click();
  const first = driverCard.getByRole('listitem', { name: `Booking by ${passengers[0]!.pseudo}` });
  const second = driverCard.getByRole('listitem', { name: `Booking by ${passengers[1]!.pseudo}` });
  await expect(first).toContainText(`Hello, ${passengers[0]!.pseudo} here`);
  await first.getByRole('button', { name: 'Accept' }).click();
  await expect(first).toContainText('Accepted');
  await expect(driverCard).toContainText('Free seats: 1/3');
  await second.getByRole('button', { name: 'Accept' }).click();
  await expect(driverCard.getByRole('alert')).toHaveText('Not enough free seats: 1 left.');
  await expect(second).toContainText('Waiting');
  await fitsWidth(driver.page, width);

  // The accepted passenger now sees the driver's number; the other still does not.
  await passengers[0]!.page.reload();
  const acceptedCard = passengers[0]!.page.getByTestId('carpool-offer').filter({ hasText: city });
  await expect(acceptedCard).toContainText('Booked · seats: 2');
  await expect(acceptedCard.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+33612345678');
  await passengers[1]!.page.reload();
  await expect(passengers[1]!.page.getByTestId('carpool-offer').filter({ hasText: city })).toContainText('Asked · seats: 2');
  await expect(passengers[1]!.page.getByText(PHONE)).toHaveCount(0);

  // Declining the second ask asks first (its passenger is told at once): kept waiting, then declined.
  await second.getByRole('button', { name: 'Decline' }).click();
  const decline = driver.page.getByRole('dialog', { name: 'Decline this request?' });
  await expect(decline).toContainText(passengers[1]!.pseudo);
  await decline.getByRole('button', { name: 'Cancel' }).click();
  await expect(decline).toBeHidden();
  await expect(second).toContainText('Waiting');
  await second.getByRole('button', { name: 'Decline' }).click();
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(second).toContainText('Declined');

  // A visitor on a phone reads the offer, with its free seat and the driver, and no phone number.
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await visitor.goto(path);
  const visitorCard = visitor.getByTestId('carpool-offer').filter({ hasText: city });
  await expect(visitorCard).toContainText('Free seats: 1/3');
  await expect(visitorCard).toContainText(driver.pseudo);
  await expect(visitorCard.getByRole('link', { name: 'Sign in to book' })).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(PHONE);
  await expect(visitor.locator('a[href^="tel:"]')).toHaveCount(0);
  await fitsWidth(visitor, 375);
  // The tabs answer the keyboard: the requests tab, then its empty state.
  await visitor.getByRole('tab', { name: 'Offers' }).focus();
  await visitor.keyboard.press('ArrowRight');
  await expect(visitor.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByRole('heading', { name: 'No request yet' })).toBeVisible();

  for (const p of [driver, ...passengers]) await p.page.context().close();
  await visitor.context().close();
}

test('a driver offers 3 seats, two passengers book 2 each, the second accept is refused; a visitor sees no phone number', async ({ browser }) => {
  await journey(browser, 1280);
});

test('the same journey on a phone (375 px)', async ({ browser }) => {
  await journey(browser, 375);
});
