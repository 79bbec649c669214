import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { unique } from './support';

/**
 * The four community pages of an edition as one visitor meets them on a phone: found from the
 * edition's page (workshops only where they are on), read without ever meeting a phone number or
 * an e-mail address, then, signed in from the lost and found page, a comment on a found item.
 */

const PHONE = '+33 6 12 34 56 78';
const PHONE_DIGITS = /(\+33|0)\s?6[\s.]?12[\s.]?34/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const viewport = { width: 375, height: 800 };

/** The page never scrolls sideways on the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

/** Nothing on the page (text or link) gives away a phone number or an e-mail address. */
async function showsNoContact(page: Page) {
  expect(PHONE).toMatch(PHONE_DIGITS); // the pattern does catch the number as the driver typed it
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(PHONE_DIGITS);
  expect(text).not.toMatch(EMAIL);
  await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
}

/** A fresh, verified account whose API requests are signed in (the browser context it lives in). */
async function member(browser: Browser, prefix: string) {
  const page = await (await browser.newContext()).newPage();
  const account = await newAccount(page, prefix);
  await apiLogin(page, account.pseudo, account.password);
  return { page, ...account };
}

/**
 * Through the API: an organiser's two editions that started yesterday (the lost and found page is
 * offered from the first day), one with workshops on; a workshop, a carpool offer and a request
 * with phone numbers, a post with a comment and a found item on the first.
 */
async function scene(browser: Browser) {
  const team = await member(browser, 'cmorg');
  const convention = (await (await team.page.request.post('/api/conventions', { data: { name: unique('Community convention ') } })).json()) as { id: number };
  const edition = async (workshopsEnabled: boolean) => {
    const name = unique(workshopsEnabled ? 'Community ' : 'No workshops ');
    const created = await team.page.request.post(`/api/conventions/${convention.id}/editions`, {
      data: { name, startDate: day(-1), endDate: day(2), isOnline: true, city: 'Lyon', workshopsEnabled, workshopLocationsFreeInput: workshopsEnabled },
    });
    expect(created.status()).toBe(201);
    return { id: ((await created.json()) as { id: number }).id, name };
  };
  const withWorkshops = await edition(true);
  const withoutWorkshops = await edition(false);
  const api = (path: string) => `/api/editions/${withWorkshops.id}${path}`;

  const workshop = await team.page.request.post(api('/workshops'), {
    data: { title: 'Club passing for beginners', description: 'Clubs lent on site', startDateTime: `${day(1)}T10:00:00Z`, endDateTime: `${day(1)}T11:00:00Z`, locationText: 'Big gym' },
  });
  expect(workshop.status(), await workshop.text()).toBe(201);
  const post = await team.page.request.post(api('/posts'), { data: { content: '**Welcome!** Doors open at 14:00, bring your own cup.', pinned: true } });
  expect(post.status()).toBe(201);
  const postId = ((await post.json()) as { id: number }).id;
  const item = await team.page.request.post(api('/lost-found'), { data: { description: 'Red juggling club with a white stripe, found near the bar' } });
  expect(item.status()).toBe(201);

  const driver = await member(browser, 'cmdrv');
  const offer = await driver.page.request.post(api('/carpool/offers'), {
    data: { tripDate: `${day(1)}T07:30:00Z`, locationCity: 'Grenoble', locationAddress: 'Station, north side', availableSeats: 3, direction: 'TO_EVENT', description: 'Room for one bag each', phoneNumber: PHONE },
  });
  expect(offer.status()).toBe(201);
  const request = await driver.page.request.post(api('/carpool/requests'), {
    data: { tripDate: `${day(2)}T16:00:00Z`, locationCity: 'Annecy', seatsNeeded: 1, direction: 'FROM_EVENT', description: 'Back home after the gala', phoneNumber: PHONE },
  });
  expect(request.status()).toBe(201);
  const comment = await driver.page.request.post(api(`/posts/${postId}/comments`), { data: { content: 'See you there!' } });
  expect(comment.status()).toBe(201);
  await team.page.context().close();
  await driver.page.context().close();
  return { withWorkshops, withoutWorkshops, driver };
}

test('on a phone, a visitor finds the community pages from the edition, reads them without any contact detail, signs in and comments on a lost item', async ({ browser }) => {
  const { withWorkshops, withoutWorkshops, driver } = await scene(browser);
  const page = await (await browser.newContext({ viewport })).newPage();
  const pagesNav = page.getByRole('navigation', { name: 'Edition pages' });
  const backToEdition = async (name: string) => {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };

  // An edition without workshops links to the other three pages, and its workshops page says they are not open.
  await page.goto(`/editions/${withoutWorkshops.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withoutWorkshops.name })).toBeVisible();
  await expect(pagesNav.getByRole('link', { name: 'Carpooling' })).toBeVisible();
  await expect(pagesNav.getByRole('link', { name: 'News and comments' })).toBeVisible();
  await expect(pagesNav.getByRole('link', { name: 'Lost and found' })).toBeVisible();
  await expect(pagesNav.getByRole('link', { name: 'Workshops' })).toHaveCount(0);
  await fitsThePhone(page);
  await page.goto(`/editions/${withoutWorkshops.id}/workshops`);
  await expect(page.getByText('Workshops are not open on this edition.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Propose a workshop' })).toHaveCount(0);
  await fitsThePhone(page);

  // The edition with workshops links to all four.
  await page.goto(`/editions/${withWorkshops.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withWorkshops.name })).toBeVisible();
  await expect(pagesNav.getByRole('link')).toContainText(['Workshops', 'Carpooling', 'News and comments', 'Lost and found']);
  await fitsThePhone(page);

  // Workshops: the workshop of the day, its place; back to the edition by its name above the title.
  await pagesNav.getByRole('link', { name: 'Workshops' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  const workshop = page.getByTestId('workshop-card').filter({ hasText: 'Club passing for beginners' });
  await expect(workshop).toContainText('Big gym');
  await expect(workshop).toContainText('Clubs lent on site');
  await showsNoContact(page);
  await fitsThePhone(page);
  await backToEdition(withWorkshops.name);

  // Carpooling: the offer and the request with their cities and the driver's pseudo, never their phone or e-mail.
  await pagesNav.getByRole('link', { name: 'Carpooling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carpooling' })).toBeVisible();
  const offer = page.getByTestId('carpool-offer').filter({ hasText: 'Grenoble' });
  await expect(offer).toContainText(driver.pseudo);
  await expect(offer).toContainText('Room for one bag each');
  await expect(offer.getByRole('link', { name: 'Sign in to book' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to offer a ride' })).toBeVisible();
  // The meeting point: its town for a visitor, the street only once signed in (the answer itself has none).
  await expect(offer.getByRole('link', { name: 'Sign in to see the meeting address' })).toBeVisible();
  await expect(offer).not.toContainText('Station, north side');
  await showsNoContact(page);
  await fitsThePhone(page);
  await page.getByRole('tab', { name: 'Requests' }).click();
  await page.getByText('From the event', { exact: true }).first().click();
  await expect(page.getByText('Back home after the gala')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to ask for a ride' })).toBeVisible();
  await showsNoContact(page);
  await fitsThePhone(page);
  await backToEdition(withWorkshops.name);

  // News and comments: the pinned post and its comment; visitors are offered to sign in to write one.
  await pagesNav.getByRole('link', { name: 'News and comments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News and comments' })).toBeVisible();
  await expect(page.getByText('Doors open at 14:00, bring your own cup.')).toBeVisible();
  await page.getByRole('button', { name: 'Comments (1)' }).click();
  await expect(page.getByText('See you there!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New post' })).toHaveCount(0);
  await showsNoContact(page);
  await fitsThePhone(page);
  await backToEdition(withWorkshops.name);

  // Lost and found: the item; signing in from it comes back to it, and the comment is there at once.
  await pagesNav.getByRole('link', { name: 'Lost and found' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lost and found' })).toBeVisible();
  await showsNoContact(page);
  await fitsThePhone(page);
  await page.getByRole('button', { name: /^Open: Red juggling club/ }).click();
  await expect(page.getByText('No comments yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to comment' }).click();
  await expect(page).toHaveURL(/\/login/);
  const owner = await newAccount(page, 'cmown');
  await page.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill(owner.pseudo);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${withWorkshops.id}/objets-trouves\\?item=\\d+`));
  await page.getByRole('textbox', { name: 'Your comment' }).fill('It is mine: the stripe is tape, a bit worn.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // Sent once the box is emptied: until then its own text is what getByText would find.
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
  await expect(page.getByText('It is mine: the stripe is tape, a bit worn.')).toBeVisible();
  await expect(page.locator('#main').getByText(owner.pseudo, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark returned' })).toHaveCount(0);
  await fitsThePhone(page);

  // Signed in now: the carpool offer shows the street of its meeting point, and no sign-in hint.
  await page.goto(`/editions/${withWorkshops.id}/carpool`);
  const signedInOffer = page.getByTestId('carpool-offer').filter({ hasText: 'Grenoble' });
  await expect(signedInOffer).toContainText('Meeting point: Station, north side');
  await expect(signedInOffer.getByTestId('carpool-address-hint')).toHaveCount(0);
  await fitsThePhone(page);
  await page.context().close();
});
