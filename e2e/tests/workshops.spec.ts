import { expect, test, type Browser } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, unique } from './support';

/** A datetime-local value showing this instant on the edition's clocks (Lyon, the default zone). */
const inLyon = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

/** An organiser's online edition (in 20 to 22 days) with workshops on, a location 'Big gym' and one workshop there. */
async function scene(browser: Browser) {
  const orga = await (await browser.newContext()).newPage();
  const organiser = await newAccount(orga, 'wsorga');
  await apiLogin(orga, organiser.pseudo, organiser.password);
  const convention = (await (await orga.request.post('/api/conventions', { data: { name: unique('Workshops convention ') } })).json()) as { id: number };
  const name = unique('Workshops ');
  const created = await orga.request.post(`/api/conventions/${convention.id}/editions`, {
    data: { name, startDate: day(20), endDate: day(22), isOnline: true, city: 'Lyon', workshopsEnabled: true },
  });
  expect(created.status()).toBe(201);
  const editionId = ((await created.json()) as { id: number }).id;
  const gym = await orga.request.post(`/api/editions/${editionId}/workshop-locations`, { data: { name: 'Big gym' } });
  expect(gym.status()).toBe(201);
  const locationId = ((await gym.json()) as { id: number }).id;
  const workshop = await orga.request.post(`/api/editions/${editionId}/workshops`, {
    data: { title: 'Three-ball cascade', description: 'Balls lent on site', startDateTime: `${day(20)}T10:00:00Z`, endDateTime: `${day(20)}T11:00:00Z`, locationId, maxParticipants: 20 },
  });
  expect(workshop.status()).toBe(201);
  await orga.close();
  return { editionId, name, organiser };
}

async function journey(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const { editionId, name, organiser } = await scene(browser);
  const path = `/editions/${editionId}/workshops`;

  // A visitor reads the workshops by day; starring asks them to sign in; nobody offers them to propose.
  const visitor = await (await browser.newContext({ viewport })).newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  await expect(visitor.getByRole('link', { name })).toBeVisible();
  const card = visitor.getByTestId('workshop-card').filter({ hasText: 'Three-ball cascade' });
  await expect(card).toContainText('Big gym');
  await expect(card).toContainText('Balls lent on site');
  await expect(card).toContainText('Max. participants: 20');
  await expect(card.getByRole('link', { name: 'Add to favourites: Three-ball cascade' })).toHaveAttribute('href', /\/login/);
  await expect(visitor.getByTestId('propose-workshop')).toHaveCount(0);
  // The day tabs answer the keyboard: the next day has no workshop, "All days" shows it again.
  const tabs = visitor.getByRole('tablist', { name: 'Days' });
  await tabs.getByRole('tab', { name: 'All days' }).focus();
  await visitor.keyboard.press('ArrowRight');
  await visitor.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByText('No workshop matches')).toBeVisible();
  await tabs.getByRole('tab', { name: 'All days' }).click();
  await expect(visitor.getByTestId('workshop-card')).toHaveCount(1);
  if (width < 600) {
    // On a phone the tabs scroll sideways: the side hiding some fades, at the start and then at the end.
    await expect(tabs).toHaveAttribute('data-more-after');
    await expect(tabs).not.toHaveAttribute('data-more-before');
    await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(tabs).toHaveAttribute('data-more-before');
    await expect(tabs).not.toHaveAttribute('data-more-after');
  } else {
    await expect(tabs).not.toHaveAttribute('data-more-after');
  }
  await visitor.close();

  // A signed-in user stars the workshop, finds it under "My favourites" and downloads their calendar feed holding it.
  const fan = await (await browser.newContext({ viewport })).newPage();
  const account = await newAccount(fan, 'wsfan');
  await apiLogin(fan, account.pseudo, account.password);
  await fan.goto(path);
  await fan.getByRole('button', { name: 'Add to favourites: Three-ball cascade' }).click();
  await expect(fan.getByRole('button', { name: 'Remove from favourites: Three-ball cascade' })).toHaveAttribute('aria-pressed', 'true');
  // The switch follows the address, which the router updates in a transition: wait for it, not for the click.
  await fan.getByRole('switch', { name: 'My favourites' }).click();
  await expect(fan.getByRole('switch', { name: 'My favourites' })).toBeChecked();
  await expect(fan.getByTestId('workshop-card')).toHaveCount(1);
  // The filter is in the address: a reload (or a shared link) keeps it.
  await expect(fan).toHaveURL(/[?&]favorites=true/);
  await fan.reload();
  await expect(fan.getByRole('switch', { name: 'My favourites' })).toBeChecked();
  await expect(fan.getByTestId('workshop-card')).toHaveCount(1);
  await expect(fan.getByTestId('propose-workshop')).toHaveCount(0);
  await fan.getByRole('button', { name: 'Get my calendar address' }).click();
  const url = fan.getByTestId('workshops-calendar-url');
  await expect(url).toHaveValue(/\/api\/calendar\/[0-9a-f]{48}\.ics$/);
  const feed = await fan.request.get(new URL(await url.inputValue()).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('SUMMARY:Three-ball cascade');
  expect(ics).toContain('LOCATION:Big gym\\, Lyon');
  await fan.close();

  // An accepted volunteer proposes a workshop in the same place at an overlapping time: saved, with a clash warning; then deletes it after confirming.
  const volunteerPage = await (await browser.newContext({ viewport })).newPage();
  const volunteer = await newAccount(volunteerPage, 'wsvol');
  await sql(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token)
     select $1, id, 'ACCEPTED', md5(random()::text), md5(random()::text) from users where pseudo = $2`,
    [editionId, volunteer.pseudo],
  );
  await apiLogin(volunteerPage, volunteer.pseudo, volunteer.password);
  await volunteerPage.goto(path);
  await volunteerPage.getByTestId('propose-workshop').click();
  const dialog = volunteerPage.getByRole('dialog', { name: 'Propose a workshop' });
  await dialog.getByLabel('Title').fill('Club passing');
  await dialog.getByLabel('Start').fill(inLyon(`${day(20)}T10:30:00Z`));
  await dialog.getByLabel('End').fill(inLyon(`${day(20)}T11:30:00Z`));
  await dialog.getByRole('textbox', { name: 'Location' }).click();
  await volunteerPage.getByRole('option', { name: 'Big gym' }).click();
  await dialog.getByRole('button', { name: 'Propose' }).click();
  await expect(dialog).toHaveCount(0);
  const clashes = volunteerPage.getByTestId('workshop-clashes');
  await expect(clashes).toContainText('“Club passing” is saved, but clashes');
  await expect(clashes).toContainText('Three-ball cascade · Big gym');
  const mine = volunteerPage.getByTestId('workshop-card').filter({ hasText: 'Club passing' });
  await expect(mine).toContainText(`by ${volunteer.pseudo}`);
  await expect(volunteerPage.getByRole('button', { name: 'Edit: Three-ball cascade' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Delete: Club passing' }).click();
  await volunteerPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(volunteerPage.getByTestId('workshop-card')).toHaveCount(1);
  await volunteerPage.close();

  // The team keeps the locations on its management page: add one, rename it, delete it after confirming.
  const orga = await (await browser.newContext({ viewport })).newPage();
  await apiLogin(orga, organiser.pseudo, organiser.password);
  await orga.goto(`/editions/${editionId}/gestion/workshops`);
  await expect(orga.getByRole('heading', { level: 1, name: 'Workshop locations' })).toBeVisible();
  await expect(orga.getByTestId('workshop-location').filter({ hasText: 'Big gym' })).toContainText('Workshops here: 1');
  await orga.getByRole('button', { name: 'Add a location' }).click();
  const add = orga.getByRole('dialog', { name: 'New location' });
  await add.getByLabel('Name').fill('big GYM');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('The edition already has a location with this name.')).toBeVisible();
  await add.getByLabel('Name').fill('Garden');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toHaveCount(0);
  await orga.getByRole('button', { name: 'Rename: Garden' }).click();
  const rename = orga.getByRole('dialog', { name: 'Rename the location' });
  await rename.getByLabel('Name').fill('Back garden');
  await rename.getByRole('button', { name: 'Save' }).click();
  await orga.getByRole('button', { name: 'Delete: Back garden' }).click();
  await orga.getByRole('dialog', { name: 'Delete “Back garden”?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(orga.getByTestId('workshop-location')).toHaveCount(1);
  await orga.close();
}

test('a visitor reads the workshops by day; a signed-in user stars one and downloads the feed; a volunteer proposes one and is warned of a clash; the team keeps the locations', async ({ browser }) => {
  // Four visitors' sessions, one reload among them: longer than one page's test on a loaded machine.
  test.setTimeout(90_000);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  // Four visitors' sessions, one reload among them: longer than one page's test on a loaded machine.
  test.setTimeout(90_000);
  await journey(browser, 375);
});
