import { expect, test } from '@playwright/test';
import { lastMailTo, login, unique } from './support';

test('a visitor registers, verifies the e-mail with the mailed code, edits the profile and logs out', async ({ page }) => {
  const pseudo = unique('juggler');
  const email = `${pseudo}@example.com`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(pseudo);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('club juggling 2026');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/verify-email\?email=/);
  const mail = await lastMailTo(email);
  const code = /\b(\d{6})\b/.exec(mail)![1];
  // The address changes first; the form stays until the next page is drawn (its code may still be on its way).
  const digits = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await digits.first().click();
  await page.keyboard.type(code);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toContainText(pseudo);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+33 6 11 22 33 44');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Martin-Durand');
  await page.getByRole('button', { name: /save/i }).first().click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Martin-Durand');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  const me = await page.request.get('/api/session/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toBeNull();
});

test('remember me keeps the auth state in localStorage, otherwise in sessionStorage', async ({ page }) => {
  await login(page, 'attendee', 'demo-attendee-2026', true);
  const remembered = await page.evaluate(() => ({ user: localStorage.getItem('authUser'), rememberMe: localStorage.getItem('rememberMe'), session: sessionStorage.getItem('authUser') }));
  expect(JSON.parse(remembered.user!).pseudo).toBe('attendee');
  expect(remembered.rememberMe).toBe('true');
  expect(remembered.session).toBeNull();
  const cookies = await page.context().cookies();
  const sid = cookies.find((c) => c.name === 'festival.sid')!;
  expect(sid.httpOnly).toBe(true);
  expect(sid.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

  await page.goto('/logout');
  // The header's link (the signed-out page offers its own too).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();

  await login(page, 'attendee@demo.festival', 'demo-attendee-2026', false);
  const plain = await page.evaluate(() => ({ local: localStorage.getItem('authUser'), session: sessionStorage.getItem('authUser') }));
  expect(plain.local).toBeNull();
  expect(JSON.parse(plain.session!).pseudo).toBe('attendee');
});

test('a wrong password shows the server message and keeps the visitor on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill('attendee');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Wrong e-mail, pseudo or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const pseudo = unique('reset');
  const email = `${pseudo}@example.com`;
  const res = await page.request.post('/api/auth/register', { data: { email, pseudo, password: 'old password 1', nom: 'R', prenom: 'S' } });
  expect(res.status()).toBe(201);

  await page.goto('/auth/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account exists/)).toBeVisible();
  const link = /(http:\/\/\S+reset-password\?token=[0-9a-f]+)/.exec(await lastMailTo(email))![1];
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brand new password');
  await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('brand new password');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, pseudo, 'brand new password');
});

test("an empty sign-up or log-in is answered by the server's field messages, in the app's language, not the browser's", async ({ page, context }) => {
  await page.goto('/privacy-policy');
  await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: page.url() }]);
  await page.goto('/register');
  const form = page.locator('form');
  expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  // The missing fields are named under them, in French (the browser's own bubbles would speak its language).
  await expect(form.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/login');
  await page.locator('form').getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.locator('form').getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("another site's link to /logout asks first; staying keeps the session, confirming signs out", async ({ page, baseURL }) => {
  await login(page, 'attendee', 'demo-attendee-2026');
  // A foreign site's page links to the product's sign-out address: Sec-Fetch-Site cross-site.
  await page.route('http://foreign.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a href="${baseURL}/logout?returnTo=%2Fprivacy-policy">win a ticket</a>` }),
  );
  const foreignLink = async () => {
    await page.goto('http://foreign.example/');
    await page.getByRole('link', { name: 'win a ticket' }).click();
    await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible();
  };
  await foreignLink();
  expect((await (await page.request.get('/api/session/me')).json()).user?.pseudo).toBe('attendee');
  await page.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await foreignLink();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await (await page.request.get('/api/session/me')).json()).user).toBeNull();
});
