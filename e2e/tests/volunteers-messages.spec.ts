import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql, unique } from './support';

/**
 * The server's own database (e2e/start-server.mjs): the volunteer is made accepted here, since
 * applying and accepting have journeys of their own (volunteers-applications.spec.ts).
 */
async function acceptVolunteer(editionId: number, userId: number): Promise<void> {
  await serverSql(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, decided_at)
     values ($1, $2, 'ACCEPTED', md5(random()::text) || md5(random()::text), md5(random()::text) || md5(random()::text), now())`,
    [editionId, userId],
  );
}

/** An organiser with an online edition, and a volunteer accepted to it; each signed in on a page of its own at `width`. */
async function scene(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const organiserPage = await (await browser.newContext({ viewport })).newPage();
  const organiser = await newAccount(organiserPage, 'orga');
  await apiLogin(organiserPage, organiser.pseudo, organiser.password);
  const convention = (await (await organiserPage.request.post('/api/conventions', { data: { name: unique('Msg convention ') } })).json()) as { id: number };
  const name = unique('Msg ');
  const created = await organiserPage.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(20), endDate: day(22), isOnline: true } });
  expect(created.status()).toBe(201);
  const edition = { id: ((await created.json()) as { id: number }).id, name };

  const volunteerPage = await (await browser.newContext({ viewport })).newPage();
  const volunteer = await newAccount(volunteerPage, 'vol');
  await apiLogin(volunteerPage, volunteer.pseudo, volunteer.password);
  const me = (await (await volunteerPage.request.get('/api/session/me')).json()) as { user: { id: number } };
  await acceptVolunteer(edition.id, me.user.id);
  return { organiserPage, volunteerPage, edition, volunteer };
}

async function journey(browser: Browser, width: number) {
  const { organiserPage: orga, volunteerPage: vol, edition, volunteer } = await scene(browser, width);
  // The volunteer is somewhere in the product, signed in: the live stream brings the message.
  await vol.goto('/favorites');
  await expect(vol.getByRole('button', { name: 'User menu' })).toBeVisible();

  await orga.goto(`/editions/${edition.id}/gestion`);
  await orga.getByRole('link', { name: /^Messages to volunteers/ }).click();
  await expect(orga).toHaveURL(new RegExp(`/editions/${edition.id}/gestion/volunteers/notifications$`));
  await expect(orga.getByRole('heading', { level: 1, name: 'Messages to volunteers' })).toBeVisible();
  await expect(orga.getByText('No message yet')).toBeVisible();

  // Empty fields are refused on the spot; the counter follows the message.
  await orga.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(orga.getByText('This field is required.').first()).toBeVisible();
  const title = unique('Briefing ');
  await orga.getByRole('textbox', { name: 'Subject' }).fill(title);
  await orga.getByRole('textbox', { name: 'Message' }).fill('Meet at the main tent at 18:00.');
  await expect(orga.getByText('Characters left: 469 / 500')).toBeVisible();
  await expect(orga.getByRole('radio', { name: 'Every accepted volunteer' })).toBeChecked();
  await orga.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(orga.getByText('Message sent. Recipients: 1')).toBeVisible();
  // The new message opens with its recipients: nobody has confirmed yet.
  const drawer = orga.getByRole('dialog', { name: title });
  await expect(drawer.getByText('Not confirmed yet (1)')).toBeVisible();
  // The one recipient is the volunteer (the sender is not their own recipient).
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('listitem')).toContainText(volunteer.pseudo);
  await drawer.getByRole('button', { name: 'Close' }).click();
  const item = orga.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Confirmed: 0 / 1')).toBeVisible();

  // The volunteer gets it live and follows its link to the confirm page.
  const toast = vol.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Confirm I read it' }).click();
  await expect(vol).toHaveURL(/\/volunteers\/notification\/\d+\/confirm$/);
  await expect(vol.getByRole('heading', { name: title })).toBeVisible();
  await expect(vol.getByText('Meet at the main tent at 18:00.')).toBeVisible();
  await vol.getByRole('button', { name: 'I have read it' }).click();
  await expect(vol.getByText('Thank you! The organisers see that you read it.')).toBeVisible();
  await expect(vol.getByRole('button', { name: 'I have read it' })).toHaveCount(0);
  // Coming back says it is done already.
  await vol.reload();
  await expect(vol.getByText('You already confirmed you read it')).toBeVisible();

  // The organiser sees the confirmation; nobody is left to remind.
  await orga.reload();
  await expect(item.getByText('Confirmed: 1 / 1')).toBeVisible();
  await item.getByRole('button', { name: `Who confirmed “${title}”` }).click();
  await expect(drawer.getByText('Confirmed (1)')).toBeVisible();
  await expect(drawer.getByText('Not confirmed yet (0)')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Remind those who have not confirmed/ })).toBeDisabled();
  await expect(drawer.getByText('Every recipient confirmed: nobody to remind.')).toBeVisible();

  // The message is the volunteer's: the organiser (not a recipient) gets the 404 page at its address.
  await orga.goto(new URL(vol.url()).pathname);
  await expect(orga.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await orga.context().close();
  await vol.context().close();
}

test('an organiser writes to every accepted volunteer, who is told live, opens the link and confirms; the organiser sees it', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  test.setTimeout(90_000);
  await journey(browser, 375);
});

test('a visitor opening a confirm link is asked to sign in first', async ({ page }: { page: Page }) => {
  await page.goto('/editions/1/volunteers/notification/1/confirm');
  await expect(page).toHaveURL(/\/login/);
});
