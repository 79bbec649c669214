import { expect, test, type APIRequestContext } from '@playwright/test';
import { lastMailTo, login, serverSql, unique } from './support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PASSWORD = 'club juggling 2026';

/** A new account, verified with the mailed code; the request context is then signed in as it. */
async function register(request: APIRequestContext, pseudo: string): Promise<{ id: number; email: string }> {
  const email = `${pseudo}@example.com`;
  expect((await request.post('/api/auth/register', { data: { email, pseudo, prenom: 'Sam', nom: 'Lefèvre', password: PASSWORD } })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  const res = await request.post('/api/auth/verify-email', { data: { email, code } });
  expect(res.status()).toBe(200);
  return { id: ((await res.json()) as { user: { id: number } }).user.id, email };
}

/**
 * A year and more passes for one user: the server's own database is the only place that can say so
 * (the journeys run the real server on its embedded PostgreSQL, see e2e/start-server.mjs).
 */
async function lastSignedInTwoYearsAgo(userId: number): Promise<void> {
  await serverSql(`update users set last_login_at = now() - interval '2 years' where id = $1`, [userId]);
}

test('a signed-in user takes over a convention whose team is gone, with the code mailed to its contact address', async ({ page, playwright, baseURL }) => {
  // The former organiser: a convention with a contact address and an edition, then silence.
  const tag = unique('Cl');
  const former = await playwright.request.newContext({ baseURL });
  const author = await register(former, unique('former'));
  const contact = `${tag.toLowerCase()}@example.org`;
  const convention = (await (await former.post('/api/conventions', { data: { name: `Orphan ${tag}`, email: contact } })).json()) as { id: number };
  const edition = (await (
    await former.post(`/api/conventions/${convention.id}/editions`, { data: { name: `${tag} 2027`, startDate: day(50), endDate: day(52), isOnline: true, city: 'Nantes', country: 'FR' } })
  ).json()) as { id: number };
  await former.dispose();

  // While the author is active, nobody is offered the convention.
  const status = page.waitForResponse((r) => r.url().endsWith(`/api/conventions/${convention.id}/claim`));
  await page.goto(`/editions/${edition.id}`);
  expect(await (await status).json()).toEqual({ claimable: false });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} 2027`);
  await expect(page.getByText('Is this your convention?')).toHaveCount(0);

  await lastSignedInTwoYearsAgo(author.id);

  // A visitor sees the entry; taking over needs an account.
  const claimantContext = await playwright.request.newContext({ baseURL });
  const claimant = unique('heir');
  await register(claimantContext, claimant);
  await claimantContext.dispose();
  await page.reload();
  await expect(page.getByText('Is this your convention?')).toBeVisible();
  await page.getByRole('button', { name: 'Take over its management' }).click();
  const dialog = page.getByRole('dialog', { name: `Take over Orphan ${tag}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('textbox', { name: 'E-mail or username', exact: true }).fill(claimant);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/editions/${edition.id}$`));

  // Signed in: ask for the code.
  await page.getByRole('button', { name: 'Take over its management' }).click();
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByText(/A code was sent to the convention's contact e-mail address/)).toBeVisible();
  const mail = await lastMailTo(contact);
  expect(mail).toContain(claimant);
  const code = /\b(\d{6})\b/.exec(mail)![1];

  // A wrong code is refused with a clear message.
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(wrong);
  await expect(dialog.getByRole('alert')).toHaveText('This code is not valid. Check the e-mail and try again.');

  // The right one makes the claimant a collaborator with every right, on "my conventions".
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/my-conventions$/);
  await expect(page.getByText('Convention taken over')).toBeVisible();
  await expect(page.getByText(`Orphan ${tag}`).first()).toBeVisible();

  // Back on the edition page: no more offer, and the management links are there.
  await page.goto(`/editions/${edition.id}`);
  await expect(page.getByRole('navigation', { name: 'Edition pages' }).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', `/editions/${edition.id}/gestion`);
  await expect(page.getByRole('navigation', { name: 'Edition pages' }).getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByText('Is this your convention?')).toHaveCount(0);
  const rights = (await (await page.request.get(`/api/conventions/${convention.id}/permissions`)).json()) as Record<string, boolean>;
  expect(rights).toMatchObject({ isCollaborator: true, canManageCollaborators: true, canDeleteConvention: true, canEditAllEditions: true });
});

test('too many code requests get the throttling message', async ({ page, playwright, baseURL }) => {
  const tag = unique('Th');
  const former = await playwright.request.newContext({ baseURL });
  const author = await register(former, unique('gone'));
  const contact = `${tag.toLowerCase()}@example.org`;
  const convention = (await (await former.post('/api/conventions', { data: { name: `Quiet ${tag}`, email: contact } })).json()) as { id: number };
  const edition = (await (await former.post(`/api/conventions/${convention.id}/editions`, { data: { name: `${tag} 2027`, startDate: day(60), endDate: day(61), isOnline: true } })).json()) as {
    id: number;
  };
  await former.dispose();
  await lastSignedInTwoYearsAgo(author.id);

  const claimant = unique('eager');
  const ctx = await playwright.request.newContext({ baseURL });
  await register(ctx, claimant);
  await ctx.dispose();
  await login(page, claimant, PASSWORD);
  await page.goto(`/editions/${edition.id}`);
  await page.getByRole('button', { name: 'Take over its management' }).click();
  const dialog = page.getByRole('dialog', { name: `Take over Quiet ${tag}` });
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  // Three codes an hour: the first, then two new ones, then the fourth is refused.
  for (let i = 0; i < 2; i++) {
    await expect(dialog.getByText(/A code was sent/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
  }
  await dialog.getByRole('button', { name: 'Send a new code' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Too many attempts. Please wait a while before trying again.');
});
