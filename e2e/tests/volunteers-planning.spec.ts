import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, day, newAccount } from './gestion-support';
import { serverSql as sql, unique } from './support';

/** An organiser with an online edition (in 20 to 22 days), and a volunteer accepted to it; each signed in on a page of its own at `width`. */
async function scene(browser: Browser, width: number) {
  const viewport = { width, height: width < 600 ? 800 : 900 };
  const orga = await (await browser.newContext({ viewport })).newPage();
  const organiser = await newAccount(orga, 'orga');
  await apiLogin(orga, organiser.pseudo, organiser.password);
  const convention = (await (await orga.request.post('/api/conventions', { data: { name: unique('Plan convention ') } })).json()) as { id: number };
  const name = unique('Plan ');
  const created = await orga.request.post(`/api/conventions/${convention.id}/editions`, { data: { name, startDate: day(20), endDate: day(22), isOnline: true, city: 'Lyon' } });
  expect(created.status()).toBe(201);
  const edition = { id: ((await created.json()) as { id: number }).id, name };

  const vol = await (await browser.newContext({ viewport })).newPage();
  const volunteer = await newAccount(vol, 'vol');
  await apiLogin(vol, volunteer.pseudo, volunteer.password);
  const me = (await (await vol.request.get('/api/session/me')).json()) as { user: { id: number } };
  await sql(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, decided_at)
     values ($1, $2, 'ACCEPTED', md5(random()::text) || substr(md5(random()::text), 1, 16), md5(random()::text) || substr(md5(random()::text), 1, 16), now())`,
    [edition.id, me.user.id],
  );
  return { orga, vol, edition, volunteerId: me.user.id };
}

async function createSlot(orga: Page, title: string, start: string, end: string) {
  await orga.getByRole('button', { name: 'New slot' }).click();
  const dialog = orga.getByRole('dialog', { name: 'New slot' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByLabel('Start').fill(`${day(20)}T${start}`);
  await dialog.getByLabel('End').fill(`${day(20)}T${end}`);
  await dialog.getByRole('textbox', { name: 'People needed' }).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(orga.getByRole('button', { name: new RegExp(`^${title}, ${start}–${end}, 0 of 2$`) })).toBeVisible();
}

/** Opens a slot, assigns the volunteer with the picker; answers the drawer. */
async function assignWithPicker(orga: Page, title: string) {
  await orga.getByRole('button', { name: new RegExp(`^${title},`) }).click();
  const drawer = orga.getByRole('dialog', { name: title });
  await drawer.getByRole('button', { name: 'Assign Nise Orga' }).click();
  return drawer;
}

async function journey(browser: Browser, width: number) {
  const { orga, vol, edition, volunteerId } = await scene(browser, width);

  // The team, made on the teams page.
  await orga.goto(`/editions/${edition.id}/gestion/volunteers/teams`);
  await expect(orga.getByRole('heading', { level: 1, name: 'Volunteer teams' })).toBeVisible();
  await expect(orga.getByText('No team yet')).toBeVisible();
  await orga.getByRole('button', { name: 'New team' }).click();
  const teamDialog = orga.getByRole('dialog', { name: 'New team' });
  await teamDialog.getByRole('textbox', { name: 'Name' }).fill('Bar');
  await teamDialog.getByRole('button', { name: 'Save' }).click();
  await expect(teamDialog).toBeHidden();
  await expect(orga.getByTestId('team-card').filter({ hasText: 'Bar' })).toContainText('Members: 0');
  // The volunteer leads it (team membership is the applications page's journey).
  const teamId = ((await (await orga.request.get(`/api/editions/${edition.id}/volunteers/teams`)).json()) as { items: { id: number }[] }).items[0]!.id;
  await sql(
    `insert into application_team_assignments (application_id, team_id, is_leader)
     select id, $2, true from edition_volunteer_applications where edition_id = $1 and user_id = $3`,
    [edition.id, teamId, volunteerId],
  );
  await orga.reload();
  await expect(orga.getByTestId('team-card').filter({ hasText: 'Bar' })).toContainText('Leaders: 1');

  // Three slots on the edition's first day.
  await orga.goto(`/editions/${edition.id}/gestion/volunteers/planning?day=${day(20)}`);
  await expect(orga.getByRole('heading', { level: 1, name: 'Volunteer planning' })).toBeVisible();
  await createSlot(orga, 'Morning bar', '10:00', '12:00');
  await createSlot(orga, 'Noon bar', '13:00', '15:00');
  await createSlot(orga, 'Overlap bar', '11:00', '13:00');
  await expect(orga.getByTestId('planning-slot')).toHaveCount(3);
  await expect(orga.locator('[data-testid="planning-slot"][data-fill="EMPTY"]')).toHaveCount(3);

  // Assigned with the picker, then (on a wide screen) by dragging from the volunteers list.
  let drawer = await assignWithPicker(orga, 'Morning bar');
  await expect(drawer.getByTestId('slot-assignee')).toHaveText(['Nise OrgaRemove']);
  await expect(drawer.getByTestId('slot-fill')).toHaveText('1 / 2');
  await drawer.getByRole('button', { name: 'Close' }).click();
  if (width >= 1000) {
    await orga.getByTestId('pool-volunteer').first().dragTo(orga.getByRole('button', { name: /^Noon bar,/ }));
    await expect(orga.getByRole('button', { name: /^Noon bar, 13:00–15:00, 1 of 2$/ })).toBeVisible();
  } else {
    drawer = await assignWithPicker(orga, 'Noon bar');
    await expect(drawer.getByTestId('slot-assignee')).toHaveCount(1);
    await drawer.getByRole('button', { name: 'Close' }).click();
  }
  await expect(orga.locator('[data-testid="planning-slot"][data-fill="PARTIAL"]')).toHaveCount(2);

  // The overlapping slot is refused, the clash named.
  drawer = await assignWithPicker(orga, 'Overlap bar');
  await expect(drawer.getByTestId('assign-error')).toContainText('Morning bar');
  await expect(drawer.getByTestId('assign-error')).toContainText('Bar');
  await expect(drawer.getByTestId('slot-assignee')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // A team the volunteers do not see, with a slot the same day (the organiser's board shows it, the volunteers' planning does not).
  const hidden = await orga.request.post(`/api/editions/${edition.id}/volunteers/teams`, { data: { name: 'Backstage', isVisibleToVolunteers: false } });
  expect(hidden.status()).toBe(201);
  const hiddenSlot = await orga.request.post(`/api/editions/${edition.id}/volunteers/slots`, {
    data: { teamId: ((await hidden.json()) as { id: number }).id, title: 'Secret rigging', startDateTime: `${day(20)}T12:00:00.000Z`, endDateTime: `${day(20)}T14:00:00.000Z`, maxVolunteers: 1 },
  });
  expect(hiddenSlot.status()).toBe(201);

  // The volunteer sees their team, slots in time order and entry QR code.
  await vol.goto('/my-volunteer-applications');
  const card = vol.getByTestId('my-application').filter({ hasText: edition.name });
  await expect(card.getByTestId('application-status')).toHaveText('Accepted');
  await expect(card.getByText('Bar · leader')).toBeVisible();
  await expect(card.getByTestId('my-slot')).toHaveCount(2);
  await expect(card.getByTestId('my-slot').first()).toContainText('Morning bar');
  await expect(card.getByTestId('my-slot').nth(1)).toContainText('Noon bar');
  await expect(card.getByTestId('entry-qr')).toBeVisible();

  // They lead the team: links to the edition's management pages.
  const manage = card.getByTestId('management-links');
  await expect(manage.getByRole('link', { name: 'Planning board' })).toHaveAttribute('href', `/editions/${edition.id}/gestion/volunteers/planning`);
  await expect(manage.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', `/editions/${edition.id}/gestion/volunteers/applications`);
  await expect(manage.getByRole('link', { name: 'Group messages' })).toHaveAttribute('href', `/editions/${edition.id}/gestion/volunteers/notifications`);

  // The teams' planning, closed until opened, read-only: the visible team's slots of the day in time order, with their fill
  // and who is on them, theirs highlighted; the team hidden from volunteers is not there.
  const planningToggle = card.getByRole('button', { name: 'Team planning' });
  await expect(planningToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByTestId('team-planning-slot')).toHaveCount(0);
  await planningToggle.click();
  await expect(planningToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('combobox', { name: 'Day' })).toHaveValue(day(20));
  await expect(card.getByTestId('team-planning-team')).toHaveCount(1);
  await expect(card.getByTestId('team-planning-team')).toContainText('Bar');
  const teamSlots = card.getByTestId('team-planning-slot');
  await expect(teamSlots).toHaveCount(3);
  await expect(teamSlots.nth(0)).toContainText('10:00–12:00');
  await expect(teamSlots.nth(0)).toContainText('Morning bar');
  await expect(teamSlots.nth(0).getByTestId('team-planning-fill')).toContainText('1/2');
  await expect(teamSlots.nth(0)).toHaveAttribute('data-fill', 'PARTIAL');
  await expect(teamSlots.nth(0)).toHaveAttribute('data-mine', 'true');
  await expect(teamSlots.nth(0).getByTestId('team-planning-people')).toHaveText('Nise');
  await expect(teamSlots.nth(1)).toContainText('Overlap bar');
  await expect(teamSlots.nth(1).getByTestId('team-planning-fill')).toContainText('0/2');
  await expect(teamSlots.nth(1)).toHaveAttribute('data-fill', 'EMPTY');
  await expect(teamSlots.nth(1)).not.toHaveAttribute('data-mine');
  await expect(teamSlots.nth(1).getByTestId('team-planning-people')).toHaveText('Nobody yet');
  await expect(teamSlots.nth(2)).toContainText('Noon bar');
  await expect(teamSlots.nth(2)).toHaveAttribute('data-mine', 'true');
  await expect(card.getByText('Backstage')).toHaveCount(0);
  await expect(card.getByText('Secret rigging')).toHaveCount(0);
  expect(await vol.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', /^webcal:\/\/.+\/api\/volunteers\/calendar\/[0-9a-f]+\.ics$/);

  // The calendar feed answers an iCalendar with the two slots.
  const feedUrl = await card.getByTestId('calendar-url').inputValue();
  const feed = await vol.request.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n /g, '');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics).toContain('SUMMARY:Morning bar — Bar');
  expect(ics).toContain('SUMMARY:Noon bar — Bar');
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

  // Changing the address (after a confirmation) revokes the old one.
  await card.getByRole('button', { name: 'Change the address' }).click();
  await vol.getByRole('dialog', { name: 'Change your calendar address?' }).getByRole('button', { name: 'Change the address' }).click();
  await expect(card.getByTestId('calendar-url')).not.toHaveValue(feedUrl);
  expect((await vol.request.get(new URL(feedUrl).pathname)).status()).toBe(404);
  expect((await vol.request.get(new URL(await card.getByTestId('calendar-url').inputValue()).pathname)).status()).toBe(200);

  // The leader's link opens the planning board of the edition.
  await manage.getByRole('link', { name: 'Planning board' }).click();
  await expect(vol).toHaveURL(new RegExp(`/editions/${edition.id}/gestion/volunteers/planning`));
  await expect(vol.getByRole('heading', { level: 1, name: 'Volunteer planning' })).toBeVisible();

  // On a wide screen, the people on a slot are chips on its block: dragged onto another slot they move, onto the
  // volunteers list they are taken off; a move is one request, and one the server refuses leaves them where they were, the clash named.
  if (width >= 1000) {
    await orga.goto(`/editions/${edition.id}/gestion/volunteers/planning?day=${day(20)}&team=${teamId}`);
    await createSlot(orga, 'Evening bar', '16:00', '18:00');
    const BOARD = 'Planning board: teams by hour';
    const chip = (title: string) => orga.getByRole('list', { name: `People on ${title}` }).getByRole('listitem', { name: /^Nise Orga: drag onto another slot/ });
    await expect(chip('Morning bar')).toHaveText('Nise Orga');

    const writes: string[] = [];
    orga.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/volunteers/slots/')) writes.push(`${r.method()} ${new URL(r.url()).pathname.replace(/\d+/g, 'N')}`);
    });
    // Onto the overlapping slot: refused (it clashes with the morning), still on the noon slot.
    await chip('Noon bar').dragTo(orga.getByRole('button', { name: /^Overlap bar,/ }));
    await expect(orga.getByTestId('move-error')).toContainText('Morning bar');
    expect(writes).toEqual(['POST /api/editions/N/volunteers/slots/N/assignments/N/move']);
    await expect(orga.getByRole('button', { name: /^Noon bar, 13:00–15:00, 1 of 2$/ })).toBeVisible();
    await expect(orga.getByRole('button', { name: /^Overlap bar, 11:00–13:00, 0 of 2$/ })).toBeVisible();
    await expect(chip('Noon bar')).toBeVisible();

    // From noon to the free evening slot: moved (the board scrolled to its end first, so that both are in sight).
    await orga.getByRole('region', { name: BOARD }).evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await chip('Noon bar').dragTo(orga.getByRole('button', { name: /^Evening bar,/ }));
    await expect(orga.getByRole('button', { name: /^Evening bar, 16:00–18:00, 1 of 2$/ })).toBeVisible();
    await expect(orga.getByRole('button', { name: /^Noon bar, 13:00–15:00, 0 of 2$/ })).toBeVisible();
    await expect(orga.getByRole('list', { name: 'People on Noon bar' })).toHaveCount(0);
    await expect(orga.getByTestId('move-error')).toHaveCount(0);

    // From the evening slot to the volunteers list: taken off.
    await chip('Evening bar').dragTo(orga.getByTestId('volunteer-pool'));
    await expect(orga.getByRole('button', { name: /^Evening bar, 16:00–18:00, 0 of 2$/ })).toBeVisible();
    await expect(orga.locator('[data-testid="planning-slot"][data-fill="EMPTY"]')).toHaveCount(3);
    await expect(orga.locator('[data-testid="planning-slot"][data-fill="PARTIAL"]')).toHaveCount(1);

    // The drawer agrees: nobody on the evening slot.
    await orga.getByRole('button', { name: /^Evening bar,/ }).click();
    const evening = orga.getByRole('dialog', { name: 'Evening bar' });
    await expect(evening.getByTestId('slot-fill')).toHaveText('0 / 2');
    await expect(evening.getByTestId('slot-assignee')).toHaveCount(0);
    await evening.getByRole('button', { name: 'Close' }).click();

    // Someone can also be dragged out of a slot's drawer (for blocks too small for their chips): the drawer makes way.
    await orga.getByRole('button', { name: /^Morning bar,/ }).click();
    const morning = orga.getByRole('dialog', { name: 'Morning bar' });
    await morning.getByTestId('slot-assignee').hover(); // the drawer covers the volunteers list until the drag starts
    await orga.mouse.down();
    const pool = (await orga.getByTestId('volunteer-pool').boundingBox())!;
    await orga.mouse.move(pool.x + pool.width / 2, pool.y + pool.height / 2, { steps: 8 });
    await orga.mouse.up();
    await expect(morning.getByTestId('slot-fill')).toHaveText('0 / 2');
    await expect(morning.getByTestId('slot-assignee')).toHaveCount(0);
  }

  await orga.context().close();
  await vol.context().close();
}

test('an organiser makes a team and slots, assigns a volunteer to two, an overlapping third is refused with the clash named; the volunteer sees slots, QR, calendar, the team planning and, as leader, the management links', async ({ browser }) => {
  test.setTimeout(120_000);
  await journey(browser, 1280);
});

test('the same journey on a 375 px wide screen', async ({ browser }) => {
  test.setTimeout(120_000);
  await journey(browser, 375);
});

// Issue 27, item 9: "Leave" dropped a shift at one tap, with no word, from a 22 px button.
test('on a phone, leaving one of my slots asks first: keeping it changes nothing, confirming removes it and says so; the button is a finger high', async ({ browser }) => {
  const { orga, vol, edition } = await scene(browser, 375);
  const api = (path: string) => `/api/editions/${edition.id}/volunteers${path}`;
  expect((await orga.request.patch(api('/settings'), { data: { selfSignUp: true } })).status()).toBe(200);
  const team = await orga.request.post(api('/teams'), { data: { name: 'Welcome desk', isVisibleToVolunteers: true } });
  expect(team.status()).toBe(201);
  const slot = await orga.request.post(api('/slots'), {
    data: { teamId: ((await team.json()) as { id: number }).id, title: 'Morning welcome', startDateTime: `${day(20)}T08:00:00.000Z`, endDateTime: `${day(20)}T10:00:00.000Z`, maxVolunteers: 2 },
  });
  expect(slot.status()).toBe(201);
  const slotId = ((await slot.json()) as { id: number }).id;
  expect((await vol.request.post(api(`/slots/${slotId}/self`))).status()).toBe(201);

  await vol.goto('/my-volunteer-applications');
  const card = vol.getByTestId('my-application').filter({ hasText: edition.name });
  const mine = card.getByTestId('my-slot').filter({ hasText: 'Morning welcome' });
  await expect(mine).toHaveCount(1);
  const leave = mine.getByRole('button', { name: 'Leave' });
  expect((await leave.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Asked first; keeping it leaves the slot where it was, on the page and on the server.
  await leave.click();
  const dialog = vol.getByRole('dialog', { name: 'Leave this slot?' });
  await expect(dialog).toContainText('Morning welcome');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine).toHaveCount(1);
  const assigned = async () => ((await (await vol.request.get('/api/volunteers/mine')).json()) as { items: { slots: { id: number }[] }[] }).items.flatMap((a) => a.slots.map((s) => s.id));
  expect(await assigned()).toContain(slotId);

  // Confirmed: gone, and said so.
  await leave.click();
  await dialog.getByRole('button', { name: 'Leave the slot' }).click();
  await expect(vol.getByText('You are no longer on Morning welcome.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Leave' })).toHaveCount(0);
  expect(await assigned()).not.toContain(slotId);
  // Free again: among the slots to take, with a button a finger high too.
  const take = mine.getByRole('button', { name: /^Take it/ });
  await expect(take).toBeVisible();
  expect((await take.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Back on it; the organiser taking them off from the slot's drawer is asked first too.
  expect((await vol.request.post(api(`/slots/${slotId}/self`))).status()).toBe(201);
  await orga.goto(`/editions/${edition.id}/gestion/volunteers/planning?day=${day(20)}`);
  await orga.getByRole('button', { name: /^Morning welcome,/ }).click();
  const drawer = orga.getByRole('dialog', { name: 'Morning welcome' });
  await expect(drawer.getByTestId('slot-assignee')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Remove' }).click();
  const unassign = orga.getByRole('dialog', { name: 'Take this person off the slot?' });
  await expect(unassign).toContainText('Morning welcome');
  await unassign.getByRole('button', { name: 'Cancel' }).click();
  await expect(unassign).toBeHidden();
  await expect(drawer.getByTestId('slot-assignee')).toHaveCount(1);
  expect(await assigned()).toContain(slotId);
  await drawer.getByRole('button', { name: 'Remove' }).click();
  await unassign.getByRole('button', { name: 'Remove' }).click();
  await expect(drawer.getByTestId('slot-assignee')).toHaveCount(0);
  expect(await assigned()).not.toContain(slotId);
});
