/**
 * The notifications the product owes its users, each in the recipient's language with a link: a
 * welcome after verification, joining a team and rights changing, an edition of one's favourites
 * published, and the reminder three days before a favourite edition starts (once per edition).
 */
import { EditionNotifications } from '../src/modules/editions/edition-notifications';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { setLanguage } from './support/notifications';
import { createTestApp, signedInUser, verificationCode, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
interface Shown {
  title: string;
  message: string;
  category: string;
  actionUrl: string | null;
  actionLabel: string | null;
}

/** The user's centre, newest first; waits a moment for what listeners send after the response. */
async function centre(u: Signed, expected: number): Promise<Shown[]> {
  let items: Shown[] = [];
  for (let i = 0; i < 50; i++) {
    items = (await u.agent.get('/api/notifications').expect(200)).body.notifications as Shown[];
    if (items.length >= expected) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return items;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

it('welcomes a new account after its e-mail is verified, in the language it signed up in', async () => {
  const agent = t.agent();
  const email = `welcome-${Date.now()}@example.com`;
  await agent.post('/api/auth/register').set('Cookie', 'i18n_redirected=fr').send({ email, pseudo: `wel${Date.now() % 100000}`, password: 'correct horse battery', nom: 'Martin', prenom: 'Zoé' }).expect(201);
  expect(t.mailsTo(email)[0].text).toMatch(/^Bonjour Zoé,/);
  await agent.post('/api/auth/verify-email').send({ email, code: verificationCode(t, email) }).expect(200);
  const [welcome] = await centre({ agent } as Signed, 1);
  expect(welcome).toMatchObject({ title: 'Bienvenue, Zoé !', category: 'system', actionUrl: '/', actionLabel: 'Trouver une convention' });
  // Signing in again welcomes nobody twice.
  await agent.post('/api/auth/logout').expect(204);
  await agent.post('/api/auth/login').send({ identifier: email, password: 'correct horse battery' }).expect(200);
  expect(await centre({ agent } as Signed, 1)).toHaveLength(1);
});

it('tells a collaborator they joined a team, and that their rights changed, in their language', async () => {
  const owner = await signedInUser(t, { pseudo: `own${Date.now() % 100000}` });
  const member = await signedInUser(t);
  await setLanguage(t, member.user.id, 'de');
  const before = (await centre(member, 1)).length;
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Jonglierfest' }).expect(201)).body as { id: number };
  const added = (await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo }).expect(201)).body as { id: number };
  let items = await centre(member, before + 1);
  expect(items[0]).toMatchObject({ title: 'Du bist jetzt im Team von Jonglierfest', actionUrl: '/my-conventions', actionLabel: 'Meine Conventions' });
  expect(items[0].message).toContain(owner.account.pseudo);

  await owner.agent.patch(`/api/conventions/${convention.id}/collaborators/${added.id}`).send({ rights: { canEditConvention: true } }).expect(200);
  items = await centre(member, before + 2);
  expect(items[0]).toMatchObject({ title: 'Deine Rechte bei Jonglierfest wurden geändert', actionUrl: '/my-conventions' });
  // A change that changes nothing tells nothing: seen once a later change's notification is in
  // (listeners run in the order of the requests), joining a second team.
  await owner.agent.patch(`/api/conventions/${convention.id}/collaborators/${added.id}`).send({ rights: { canEditConvention: true } }).expect(200);
  const second = (await owner.agent.post('/api/conventions').send({ name: 'Zweites Fest' }).expect(201)).body as { id: number };
  await owner.agent.post(`/api/conventions/${second.id}/collaborators`).send({ identifier: member.user.pseudo }).expect(201);
  items = await centre(member, before + 3);
  expect(items[0]).toMatchObject({ title: 'Du bist jetzt im Team von Zweites Fest' });
  expect(items).toHaveLength(before + 3);
});

it('tells those who starred an edition when it is published, and nobody else', async () => {
  const owner = await signedInUser(t);
  const fan = await signedInUser(t);
  const other = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Festival of stars' }).expect(201)).body as { id: number };
  const edition = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Stars 2031', startDate: day(60), endDate: day(62), isOnline: true }).expect(201))
    .body as { id: number };
  await fan.agent.put(`/api/editions/${edition.id}/favorite`).expect((r) => expect([200, 204]).toContain(r.status));
  const fanBefore = (await centre(fan, 1)).length;
  const otherBefore = (await centre(other, 1)).length;
  await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
  await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: true }).expect(200);
  const items = await centre(fan, fanBefore + 1);
  expect(items).toHaveLength(fanBefore + 1);
  expect(items[0]).toMatchObject({ title: 'Stars 2031 is online', category: 'edition', actionUrl: `/editions/${edition.id}`, actionLabel: 'See the edition' });
  // Saving it again while online is no new publication: seen once a later publication's notification
  // is in (listeners run in the order of the requests), of another edition both starred.
  await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: true, city: 'Nantes' }).expect(200);
  const later = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Stars 2032', startDate: day(400), endDate: day(402), isOnline: true }).expect(201))
    .body as { id: number };
  for (const u of [fan, other]) await u.agent.put(`/api/editions/${later.id}/favorite`).expect((r) => expect([200, 204]).toContain(r.status));
  await owner.agent.patch(`/api/editions/${later.id}`).send({ isOnline: false }).expect(200);
  await owner.agent.patch(`/api/editions/${later.id}`).send({ isOnline: true }).expect(200);
  const fanNow = await centre(fan, fanBefore + 2);
  expect(fanNow[0]).toMatchObject({ title: 'Stars 2032 is online' });
  expect(fanNow).toHaveLength(fanBefore + 2);
  const otherNow = await centre(other, otherBefore + 1);
  expect(otherNow[0]).toMatchObject({ title: 'Stars 2032 is online' });
  expect(otherNow).toHaveLength(otherBefore + 1);
});

it('reminds each fan three days before a favourite edition starts, once, however often the daily job runs', async () => {
  const owner = await signedInUser(t);
  const fans = [await signedInUser(t), await signedInUser(t)];
  await setLanguage(t, fans[1].user.id, 'it');
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Soon fest' }).expect(201)).body as { id: number };
  const make = async (name: string, start: number, isOnline = true) =>
    (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name, startDate: day(start), endDate: day(start + 2), isOnline }).expect(201)).body as { id: number };
  const soon = await make('Soon 3 days', 3);
  const later = await make('Later 10 days', 10);
  const hidden = await make('Offline 3 days', 3, false);
  for (const fan of fans) {
    for (const e of [soon, later]) await fan.agent.put(`/api/editions/${e.id}/favorite`).expect((r) => expect([200, 204]).toContain(r.status));
  }
  // A star on an edition later taken offline: no reminder for what the fan can no longer see.
  await owner.agent.patch(`/api/editions/${hidden.id}`).send({ isOnline: true }).expect(200);
  await fans[0].agent.put(`/api/editions/${hidden.id}/favorite`).expect((r) => expect([200, 204]).toContain(r.status));
  await owner.agent.patch(`/api/editions/${hidden.id}`).send({ isOnline: false }).expect(200);
  const before = await Promise.all(fans.map(async (f) => (await centre(f, 1)).length));

  const reminders = t.app.get(EditionNotifications);
  expect(await reminders.remindFavorites()).toBeGreaterThanOrEqual(2);
  // Again (a second replica, a restart, the next day): nobody is told twice.
  expect(await reminders.remindFavorites()).toBe(0);

  const first = await centre(fans[0], before[0] + 1);
  expect(first.filter((n) => /starts in 3 days/.test(n.title)).map((n) => n.title)).toEqual(['Soon 3 days starts in 3 days']);
  expect(first[0]).toMatchObject({ category: 'reminder', actionUrl: `/editions/${soon.id}` });
  const second = await centre(fans[1], before[1] + 1);
  expect(second[0].title).toBe('Soon 3 days inizia tra 3 giorni');
  expect(second).toHaveLength(before[1] + 1);
});

it('a reminder that fails to send is given back and sent on the next run; the other editions go out meanwhile', async () => {
  const owner = await signedInUser(t);
  const fan = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Retry fest' }).expect(201)).body as { id: number };
  const editions: { id: number }[] = [];
  for (const name of ['Retry A', 'Retry B']) {
    const e = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name, startDate: day(3), endDate: day(4), isOnline: true }).expect(201)).body as { id: number };
    await fan.agent.put(`/api/editions/${e.id}/favorite`).expect(204);
    editions.push(e);
  }
  const before = (await centre(fan, 0)).length;
  const notifications = t.app.get(NotificationsService);
  const send = notifications.notify.bind(notifications);
  // The run's first sending fails (a database hiccup, say), whichever edition it is for.
  const spy = jest.spyOn(notifications, 'notify').mockImplementation(async (to, input) => {
    if (spy.mock.calls.length === 1) throw new Error('hiccup');
    return send(to, input);
  });
  try {
    const reminders = t.app.get(EditionNotifications);
    await expect(reminders.remindFavorites()).rejects.toThrow('hiccup');
    let items = await centre(fan, before + 1);
    expect(items.filter((n) => n.title.startsWith('Retry'))).toHaveLength(1);
    expect(await reminders.remindFavorites()).toBe(1);
    items = await centre(fan, before + 2);
    expect(items.filter((n) => n.title.startsWith('Retry')).map((n) => n.title).sort()).toEqual(['Retry A starts in 3 days', 'Retry B starts in 3 days']);
    expect(await reminders.remindFavorites()).toBe(0);
  } finally {
    spy.mockRestore();
  }
});
