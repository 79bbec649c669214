import { NotificationStreams } from '../src/modules/notifications/notification-streams.service';
import { newcomer, notify, setLanguage, signedInAdmin } from './support/notifications';
import { listen, openStream } from './support/sse';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
interface Dto {
  id: number;
  userId: number;
  type: string;
  category: string;
  title: string;
  message: string;
  titleKey: string | null;
  titleText: string | null;
  messageText: string | null;
  actionLabel: string | null;
  actionUrl: string | null;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

const list = async (u: Signed, query = '') => (await u.agent.get(`/api/notifications${query}`).expect(200)).body as { notifications: Dto[]; unreadCount: number; pagination: { limit: number; offset: number; total: number; hasMore: boolean } };

describe('notifications: access', () => {
  it('every call of a user needs a signed-in user (401); the push public key is public', async () => {
    const anonymous = t.agent();
    await anonymous.get('/api/notifications').expect(401);
    await anonymous.get('/api/notifications/stats').expect(401);
    await anonymous.get('/api/notifications/preferences').expect(401);
    await anonymous.put('/api/notifications/preferences').send({ preferences: {} }).expect(401);
    await anonymous.get('/api/notifications/stream').expect(401);
    await anonymous.patch('/api/notifications/1/read').expect(401);
    await anonymous.patch('/api/notifications/1/unread').expect(401);
    await anonymous.delete('/api/notifications/1/delete').expect(401);
    await anonymous.patch('/api/notifications/mark-all-read').send({}).expect(401);
    await anonymous.post('/api/notifications/push/check').send({ endpoint: 'https://push.example/x' }).expect(401);
    await anonymous.post('/api/notifications/push/unsubscribe').send({ endpoint: 'https://push.example/x' }).expect(401);
    await anonymous.post('/api/notifications/push/subscribe').send({}).expect(401);
    const key = await anonymous.get('/api/notifications/push/public-key').expect(200);
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it("a user never sees or touches another user's notification (404, like a missing one)", async () => {
    const alice = await newcomer(t);
    const bob = await newcomer(t);
    await notify(t, alice.user.id, { title: 'For Alice only' });
    const [mine] = (await list(alice)).notifications;
    expect(mine.title).toBe('For Alice only');
    expect((await list(bob)).notifications).toEqual([]);
    await bob.agent.patch(`/api/notifications/${mine.id}/read`).expect(404);
    await bob.agent.patch(`/api/notifications/${mine.id}/unread`).expect(404);
    await bob.agent.delete(`/api/notifications/${mine.id}/delete`).expect(404);
    await bob.agent.patch('/api/notifications/999999999/read').expect(404);
    await bob.agent.patch('/api/notifications/99999999999/read').expect(404);
    // Not an id: as an unknown row (core/validation/path-id).
    await bob.agent.patch('/api/notifications/abc/read').expect(404);
    // Bob marking all read does not touch Alice's.
    await bob.agent.patch('/api/notifications/mark-all-read').send({}).expect(200);
    expect((await list(alice)).unreadCount).toBe(1);
  });
});

describe('notifications: the centre', () => {
  it('lists newest first in pages of 20 by default, with unreadCount of all unread and hasMore', async () => {
    const u = await newcomer(t);
    for (let i = 1; i <= 25; i++) await notify(t, u.user.id, { title: `N${i}`, category: i % 2 ? 'carpool' : 'volunteer' });
    const first = await list(u);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0].title).toBe('N25');
    expect(first.notifications[19].title).toBe('N6');
    expect(first.pagination).toEqual({ limit: 20, offset: 0, total: 25, hasMore: true });
    expect(first.unreadCount).toBe(25);
    const second = await list(u, '?offset=20');
    expect(second.notifications.map((n) => n.title)).toEqual(['N5', 'N4', 'N3', 'N2', 'N1']);
    expect(second.pagination).toEqual({ limit: 20, offset: 20, total: 25, hasMore: false });
    const small = await list(u, '?limit=10&offset=10');
    expect(small.notifications[0].title).toBe('N15');
    expect(small.pagination.hasMore).toBe(true);

    const carpool = await list(u, '?category=carpool');
    expect(carpool.pagination.total).toBe(13);
    expect(carpool.notifications.every((n) => n.category === 'carpool')).toBe(true);
    await u.agent.patch(`/api/notifications/${first.notifications[0].id}/read`).expect(200);
    const read = await list(u, '?isRead=true');
    expect(read.notifications.map((n) => n.title)).toEqual(['N25']);
    const unread = await list(u, '?isRead=false&category=volunteer');
    expect(unread.pagination.total).toBe(12);
    expect(unread.unreadCount).toBe(24);
  });

  it('refuses bad list queries with field messages', async () => {
    const u = await newcomer(t);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?offset=-1', 'offset'],
      ['?isRead=maybe', 'isRead'],
      ['?category=gossip', 'category'],
    ]) {
      const res = await u.agent.get(`/api/notifications${query}`).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    await u.agent.get('/api/notifications?limit=100&offset=0').expect(200);
  });

  it('applies the spec fall-backs: unknown type → INFO, unknown category → other, legacy title/message → text fields', async () => {
    const u = await newcomer(t);
    await notify(t, u.user.id, { type: 'CRITICAL', category: 'gossip', title: 'Legacy title', message: 'Legacy message' });
    await notify(t, u.user.id, { type: 'WARNING', titleText: 'No category' });
    const [noCategory, legacy] = (await list(u)).notifications;
    expect(legacy).toMatchObject({ type: 'INFO', category: 'other', titleText: 'Legacy title', messageText: 'Legacy message', title: 'Legacy title', message: 'Legacy message', titleKey: null });
    expect(noCategory).toMatchObject({ type: 'WARNING', category: 'other', message: '' });
  });

  it("renders keys in the reader's language, falls back to the plain text, labels a bare action link", async () => {
    const u = await newcomer(t);
    await setLanguage(t, u.user.id, 'fr');
    await notify(t, u.user.id, { titleKey: 'notifications.adminTest.title', translationParams: { title: 'Répétition' }, messageText: 'Salle B', actionUrl: '/editions/3' });
    await notify(t, u.user.id, { titleKey: 'notifications.not.a.key', titleText: 'Plain fallback', actionUrl: '/x', actionText: 'See the planning' });
    const [fallback, translated] = (await list(u)).notifications;
    expect(translated).toMatchObject({ title: 'Test : Répétition', message: 'Salle B', actionLabel: 'Ouvrir', actionUrl: '/editions/3', titleKey: 'notifications.adminTest.title' });
    expect(fallback).toMatchObject({ title: 'Plain fallback', actionLabel: 'See the planning' });
    await setLanguage(t, u.user.id, 'de');
    expect((await list(u)).notifications[1]).toMatchObject({ title: 'Test: Répétition', actionLabel: 'Öffnen' });
  });

  it('read and unread move the count, which never goes below 0; deleting an unread one lowers it', async () => {
    const u = await newcomer(t);
    await notify(t, u.user.id, { title: 'A' });
    await notify(t, u.user.id, { title: 'B' });
    const [b, a] = (await list(u)).notifications;

    const readA = await u.agent.patch(`/api/notifications/${a.id}/read`).expect(200);
    expect(readA.body.unreadCount).toBe(1);
    expect(readA.body.notification).toMatchObject({ id: a.id, isRead: true });
    expect(new Date(readA.body.notification.readAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Reading again changes nothing: the count stays 1, readAt stays.
    const again = await u.agent.patch(`/api/notifications/${a.id}/read`).expect(200);
    expect(again.body).toMatchObject({ unreadCount: 1, notification: { readAt: readA.body.notification.readAt } });

    const unreadA = await u.agent.patch(`/api/notifications/${a.id}/unread`).expect(200);
    expect(unreadA.body).toMatchObject({ unreadCount: 2, notification: { isRead: false, readAt: null } });
    expect((await u.agent.patch(`/api/notifications/${a.id}/unread`).expect(200)).body.unreadCount).toBe(2);

    await u.agent.patch(`/api/notifications/${a.id}/read`).expect(200);
    await u.agent.patch(`/api/notifications/${b.id}/read`).expect(200);
    const deletedRead = await u.agent.delete(`/api/notifications/${b.id}/delete`).expect(200);
    expect(deletedRead.body).toEqual({ deleted: true, unreadCount: 0 });
    await u.agent.patch(`/api/notifications/${a.id}/unread`).expect(200);
    const deletedUnread = await u.agent.delete(`/api/notifications/${a.id}/delete`).expect(200);
    expect(deletedUnread.body).toEqual({ deleted: true, unreadCount: 0 });
    await u.agent.delete(`/api/notifications/${a.id}/delete`).expect(404);
    expect(await list(u)).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  it('marks all as read, or only one category', async () => {
    const u = await newcomer(t);
    await notify(t, u.user.id, { title: 'car 1', category: 'carpool' });
    await notify(t, u.user.id, { title: 'car 2', category: 'carpool' });
    await notify(t, u.user.id, { title: 'meal', category: 'meal' });
    await notify(t, u.user.id, { title: 'other' });
    const carpool = await u.agent.patch('/api/notifications/mark-all-read').send({ category: 'carpool' }).expect(200);
    expect(carpool.body).toEqual({ updated: 2, unreadCount: 2 });
    expect((await list(u, '?isRead=false')).notifications.map((n) => n.title)).toEqual(['other', 'meal']);
    const bad = await u.agent.patch('/api/notifications/mark-all-read').send({ category: 'gossip' }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['category']);
    const all = await u.agent.patch('/api/notifications/mark-all-read').expect(200);
    expect(all.body).toEqual({ updated: 2, unreadCount: 0 });
    expect((await u.agent.patch('/api/notifications/mark-all-read').send({}).expect(200)).body).toEqual({ updated: 0, unreadCount: 0 });
  });

  it('gives stats by category and type', async () => {
    const u = await newcomer(t);
    await notify(t, u.user.id, { title: 'a', category: 'carpool', type: 'SUCCESS' });
    await notify(t, u.user.id, { title: 'b', category: 'carpool', type: 'ERROR' });
    await notify(t, u.user.id, { title: 'c', category: 'meal' });
    await u.agent.patch('/api/notifications/mark-all-read').send({ category: 'meal' }).expect(200);
    const { stats } = (await u.agent.get('/api/notifications/stats').expect(200)).body;
    expect(stats.total).toBe(3);
    expect(stats.unread).toBe(2);
    expect(stats.byCategory.carpool).toEqual({ total: 2, unread: 2 });
    expect(stats.byCategory.meal).toEqual({ total: 1, unread: 0 });
    expect(stats.byCategory.system).toEqual({ total: 0, unread: 0 });
    expect(Object.keys(stats.byCategory)).toHaveLength(10);
    expect(stats.byType).toEqual({ INFO: 1, SUCCESS: 1, WARNING: 0, ERROR: 1 });
  });
});

describe('notifications: preferences', () => {
  it('defaults every channel of every category to on, and changes only what is sent', async () => {
    const u = await newcomer(t);
    const initial = (await u.agent.get('/api/notifications/preferences').expect(200)).body;
    expect(initial.categories).toEqual(['system', 'edition', 'volunteer', 'carpool', 'ticketing', 'workshop', 'artist', 'meal', 'reminder', 'other']);
    for (const c of initial.categories) expect(initial.preferences[c]).toEqual({ inApp: true, push: true, email: true });

    const changed = (await u.agent.put('/api/notifications/preferences').send({ preferences: { carpool: { inApp: false }, meal: { push: false, email: false } } }).expect(200)).body;
    expect(changed.preferences.carpool).toEqual({ inApp: false, push: true, email: true });
    expect(changed.preferences.meal).toEqual({ inApp: true, push: false, email: false });
    expect(changed.preferences.volunteer).toEqual({ inApp: true, push: true, email: true });
    const later = (await u.agent.put('/api/notifications/preferences').send({ preferences: { carpool: { email: false } } }).expect(200)).body;
    expect(later.preferences.carpool).toEqual({ inApp: false, push: true, email: false });
    expect((await u.agent.get('/api/notifications/preferences').expect(200)).body).toEqual(later);

    const unknown = await u.agent.put('/api/notifications/preferences').send({ preferences: { gossip: { inApp: false } } }).expect(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['preferences.gossip']);
    const notBoolean = await u.agent.put('/api/notifications/preferences').send({ preferences: { meal: { inApp: 'no' } } }).expect(400);
    expect(Object.keys(notBoolean.body.errors)).toEqual(['preferences.meal.inApp']);
    await u.agent.put('/api/notifications/preferences').send({}).expect(400);
  });

  it('a category turned off in-app is not stored nor streamed; others still are', async () => {
    const u = await newcomer(t);
    await u.agent.put('/api/notifications/preferences').send({ preferences: { carpool: { inApp: false } } }).expect(200);
    const stream = await openStream(base, u.cookie);
    await stream.next('connected');
    const off = await notify(t, u.user.id, { title: 'Seat booked', category: 'carpool' });
    const on = await notify(t, u.user.id, { title: 'Shift tomorrow', category: 'volunteer' });
    expect(off).toMatchObject({ recipientCount: 1, stored: 0 });
    expect(on).toMatchObject({ recipientCount: 1, stored: 1 });
    await stream.next('notification', (n: Dto) => n.title === 'Shift tomorrow');
    expect(stream.all<Dto>('notification').map((n) => n.title)).toEqual(['Shift tomorrow']);
    expect((await list(u)).notifications.map((n) => n.title)).toEqual(['Shift tomorrow']);
    stream.close();
  });
});

describe('notifications: live stream', () => {
  it('sends connected, then each new notification to every open stream of its user only, in their language', async () => {
    const u = await newcomer(t);
    const other = await newcomer(t);
    await setLanguage(t, u.user.id, 'fr');
    const tab1 = await openStream(base, u.cookie);
    const tab2 = await openStream(base, u.cookie);
    const elsewhere = await openStream(base, other.cookie);
    expect(tab1.status).toBe(200);
    expect(tab1.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(tab1.headers['cache-control']).toContain('no-cache');
    expect(tab1.headers['x-accel-buffering']).toBe('no');
    const c1 = await tab1.next<{ connectionId: string }>('connected');
    const c2 = await tab2.next<{ connectionId: string }>('connected');
    expect(c1.json.connectionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(c1.json.connectionId).not.toBe(c2.json.connectionId);
    await elsewhere.next('connected');

    const sentAt = Date.now();
    await notify(t, u.user.id, { type: 'SUCCESS', category: 'volunteer', titleKey: 'notifications.adminTest.title', translationParams: { title: 'Bienvenue' }, actionUrl: '/editions/1' });
    const [got1, got2] = await Promise.all([tab1.next<Dto>('notification'), tab2.next<Dto>('notification')]);
    expect(got1.json).toMatchObject({ userId: u.user.id, type: 'SUCCESS', category: 'volunteer', title: 'Test : Bienvenue', actionLabel: 'Ouvrir', isRead: false });
    expect(got2.json).toEqual(got1.json);
    expect(got1.at - sentAt).toBeLessThan(1000);
    // The REST list has the same object.
    expect((await list(u)).notifications[0]).toEqual(got1.json);

    // A notification to all reaches both users.
    await notify(t, 'all', { title: 'Festival opens' });
    await elsewhere.next('notification', (n: Dto) => n.title === 'Festival opens');
    await tab1.next('notification', (n: Dto) => n.title === 'Festival opens');
    expect(elsewhere.all<Dto>('notification').map((n) => n.title)).toEqual(['Festival opens']);
    for (const s of [tab1, tab2, elsewhere]) s.close();
  });

  it('forgets a stream when its client goes away', async () => {
    const u = await newcomer(t);
    const streams = t.app.get(NotificationStreams);
    const before = streams.size;
    const s = await openStream(base, u.cookie);
    await s.next('connected');
    expect(streams.size).toBe(before + 1);
    s.close();
    for (let i = 0; i < 50 && streams.size !== before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(streams.size).toBe(before);
    // Still fine to notify a user whose stream is gone.
    await notify(t, u.user.id, { title: 'after close' });
    expect((await list(u)).notifications).toHaveLength(1);
  });
});

describe('notifications: administration', () => {
  const message = { type: 'INFO', title: 'Gates open at 9', message: 'Bring your ticket.' };

  it('needs a global administrator in admin mode', async () => {
    await t.agent().post('/api/admin/notifications').send({ ...message, target: 'all' }).expect(401);
    const admin = await signedInAdmin(t);
    await admin.agent.post('/api/admin/notifications').send({ ...message, target: 'all' }).expect(403);
    await admin.agent.get('/api/admin/notifications').expect(403);
    await admin.agent.get('/api/admin/notifications/recipients?q=ab').expect(403);
    const user = await newcomer(t);
    await user.agent.post('/api/admin/notifications').set('X-Admin-Mode', 'true').send({ ...message, target: 'all' }).expect(403);
  });

  it('sends to one user, to everyone, and to oneself as a test; lists what was sent', async () => {
    const admin = await signedInAdmin(t);
    const reader = await newcomer(t);
    await setLanguage(t, admin.user.id, 'fr');
    const as = (req: ReturnType<Signed['agent']['post']>) => req.set('X-Admin-Mode', 'true');

    const toUser = await as(admin.agent.post('/api/admin/notifications')).send({ ...message, target: 'user', userId: reader.user.id, category: 'edition', actionUrl: '/editions/4', actionText: 'See' }).expect(201);
    expect(toUser.body).toEqual({ id: expect.any(Number), recipientCount: 1 });
    expect((await list(reader)).notifications[0]).toMatchObject({ title: 'Gates open at 9', message: 'Bring your ticket.', category: 'edition', actionUrl: '/editions/4', actionLabel: 'See' });

    // A test to oneself arrives even with the category turned off, marked as a test in the admin's language.
    await admin.agent.put('/api/notifications/preferences').send({ preferences: { other: { inApp: false } } }).expect(200);
    const self = await as(admin.agent.post('/api/admin/notifications')).send({ ...message, type: 'SUCCESS', target: 'self', userId: reader.user.id }).expect(201);
    expect(self.body.recipientCount).toBe(1);
    const [test] = (await list(admin)).notifications;
    expect(test).toMatchObject({ title: 'Test : Gates open at 9', message: 'Bring your ticket.', type: 'SUCCESS', userId: admin.user.id });
    expect((await list(reader)).notifications).toHaveLength(1);

    const users = (await t.em().getConnection().execute<{ n: string }[]>('select count(*) as n from users'))[0].n;
    const all = await as(admin.agent.post('/api/admin/notifications')).send({ ...message, title: 'Everyone', target: 'all', type: 'WARNING' }).expect(201);
    expect(all.body.recipientCount).toBe(Number(users));
    expect((await list(reader)).notifications[0].title).toBe('Everyone');

    const sent = (await admin.agent.get('/api/admin/notifications?limit=2').set('X-Admin-Mode', 'true').expect(200)).body;
    expect(sent.hasMore).toBe(true);
    expect(sent.total).toBeGreaterThanOrEqual(3);
    expect(sent.items[0]).toMatchObject({ id: all.body.id, target: 'all', recipient: null, title: 'Everyone', type: 'WARNING', sender: { id: admin.user.id, pseudo: admin.user.pseudo } });
    expect(sent.items[1]).toMatchObject({ id: self.body.id, target: 'self', title: 'Gates open at 9', recipient: { id: admin.user.id }, recipientCount: 1 });
    const page2 = (await admin.agent.get('/api/admin/notifications?limit=2&offset=2').set('X-Admin-Mode', 'true').expect(200)).body;
    expect(page2.items.map((i: { id: number }) => i.id)).toContain(toUser.body.id);
    const toUserItem = page2.items.find((i: { id: number }) => i.id === toUser.body.id);
    expect(toUserItem).toMatchObject({ target: 'user', recipient: { id: reader.user.id, pseudo: reader.user.pseudo }, category: 'edition', actionUrl: '/editions/4' });
    // Notifications other modules send are not in the admin list.
    await notify(t, reader.user.id, { title: 'From the carpool module' });
    const latest = (await admin.agent.get('/api/admin/notifications?limit=1').set('X-Admin-Mode', 'true').expect(200)).body;
    expect(latest.items[0].id).toBe(all.body.id);
  });

  it('validates what an admin sends', async () => {
    const admin = await signedInAdmin(t);
    const post = (body: object) => admin.agent.post('/api/admin/notifications').set('X-Admin-Mode', 'true').send(body);
    const fieldsOf = async (body: object) => Object.keys((await post(body).expect(400)).body.errors).sort();
    expect(await fieldsOf({ ...message, target: 'user' })).toEqual(['userId']);
    expect(await fieldsOf({ ...message, target: 'someone' })).toEqual(['target']);
    expect(await fieldsOf({ ...message, target: 'all', type: 'CRITICAL' })).toEqual(['type']);
    expect(await fieldsOf({ target: 'all', type: 'INFO', title: ' ', message: '' })).toEqual(['message', 'title']);
    expect(await fieldsOf({ ...message, target: 'all', title: 'x'.repeat(201), message: 'y'.repeat(2001) })).toEqual(['message', 'title']);
    expect(await fieldsOf({ ...message, target: 'all', category: 'gossip', actionText: 'z'.repeat(61) })).toEqual(['actionText', 'category']);
    for (const actionUrl of ['//evil.example/x', 'javascript:alert(1)', 'http://plain.example', 'editions/3']) expect(await fieldsOf({ ...message, target: 'all', actionUrl })).toEqual(['actionUrl']);
    const missing = await post({ ...message, target: 'user', userId: 987654 }).expect(404);
    expect(missing.body.message).toBe('This user does not exist.');
    await post({ ...message, target: 'self', actionUrl: 'https://festival.example/programme' }).expect(201);
  });

  it('finds recipients by pseudo, e-mail or name (at most 10, 2 characters at least)', async () => {
    const admin = await signedInAdmin(t);
    const found = await newcomer(t, { pseudo: 'zebulon_juggler', nom: 'Kowalski', prenom: 'Zofia' });
    const search = async (q: string) => (await admin.agent.get(`/api/admin/notifications/recipients?q=${encodeURIComponent(q)}`).set('X-Admin-Mode', 'true').expect(200)).body.items as { id: number }[];
    expect((await search('ZEBULON'))[0]).toEqual({ id: found.user.id, pseudo: 'zebulon_juggler', email: found.account.email, nom: 'Kowalski', prenom: 'Zofia' });
    expect((await search('kowals')).map((i) => i.id)).toEqual([found.user.id]);
    expect((await search(found.account.email)).map((i) => i.id)).toEqual([found.user.id]);
    expect((await search('Zofia Kow')).map((i) => i.id)).toEqual([found.user.id]);
    expect(await search('%_')).toEqual([]);
    expect((await search('user_')).length).toBeLessThanOrEqual(10);
    const short = await admin.agent.get('/api/admin/notifications/recipients?q=z').set('X-Admin-Mode', 'true').expect(400);
    expect(Object.keys(short.body.errors)).toEqual(['q']);
  });
});
