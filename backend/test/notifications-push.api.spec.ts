import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { JobQueue } from '../src/core/jobs/job-queue';
import { PushSubscription } from '../src/modules/notifications/notification.entity';
import { PushService, PUSH_DELIVER_QUEUE } from '../src/modules/notifications/push.service';
import { PUSH_FANOUT_QUEUE } from '../src/modules/notifications/notifications.service';
import { User } from '../src/modules/users/user.entity';
import { newcomer, notify, setLanguage } from './support/notifications';
import { loopbackName } from './support/loopback-name';
import { browserSubscription, decryptPushMessage, FakePushService, verifyVapid, type BrowserSubscription, type ReceivedPush } from './support/push-service';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

const SUBJECT = 'mailto:push-test@festival.example';
let t: TestApp;
let push: FakePushService;
let publicKey: string;

beforeAll(async () => {
  push = await new FakePushService().start();
  // The fake push service has a certificate made in this test: trust it as an extra CA (PUSH_EXTRA_CA_FILE),
  // and let endpoints be on loopback (refused otherwise, see the last test).
  t = await createTestApp({ vapidSubject: SUBJECT, pushExtraCa: push.certificate.cert, pushAllowPrivateHosts: true });
  publicKey = (await t.agent().get('/api/notifications/push/public-key').expect(200)).body.publicKey;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;

async function subscribed(u: Signed): Promise<BrowserSubscription> {
  const sub = browserSubscription(push.endpoint());
  await u.agent.post('/api/notifications/push/subscribe').send({ subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } }).expect(200, { success: true });
  return sub;
}

const isActive = async (u: Signed, endpoint: string) => (await u.agent.post('/api/notifications/push/check').send({ endpoint }).expect(200)).body.isActive as boolean;

/** Checks the push as a push service and a browser would; returns the decrypted payload. */
function open(received: ReceivedPush, sub: BrowserSubscription) {
  expect(received.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(received.headers.ttl)).toBeGreaterThan(0);
  const { claims, publicKey: k } = verifyVapid(received.headers.authorization);
  expect(k).toBe(publicKey);
  expect(claims.aud).toBe(new URL(sub.endpoint).origin);
  expect(claims.sub).toBe(SUBJECT);
  const now = Date.now() / 1000;
  expect(claims.exp).toBeGreaterThan(now);
  expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
  return JSON.parse(decryptPushMessage(received.body, sub)) as Record<string, unknown>;
}

describe('web push', () => {
  it('subscribes, checks and unsubscribes a browser, per user', async () => {
    const u = await newcomer(t);
    const other = await newcomer(t);
    const sub = await subscribed(u);
    expect(await isActive(u, sub.endpoint)).toBe(true);
    expect(await isActive(other, sub.endpoint)).toBe(false);
    await other.agent.post('/api/notifications/push/unsubscribe').send({ endpoint: sub.endpoint }).expect(200);
    expect(await isActive(u, sub.endpoint)).toBe(true);
    await u.agent.post('/api/notifications/push/unsubscribe').send({ endpoint: sub.endpoint }).expect(200, { success: true });
    expect(await isActive(u, sub.endpoint)).toBe(false);
    // Subscribing again (same browser) reactivates; another user signing in on that browser takes it over.
    await u.agent.post('/api/notifications/push/subscribe').send({ subscription: { endpoint: sub.endpoint, keys: sub.keys } }).expect(200);
    expect(await isActive(u, sub.endpoint)).toBe(true);
    await other.agent.post('/api/notifications/push/subscribe').send({ subscription: { endpoint: sub.endpoint, keys: sub.keys } }).expect(200);
    expect(await isActive(other, sub.endpoint)).toBe(true);
    expect(await isActive(u, sub.endpoint)).toBe(false);
  });

  it('refuses malformed subscriptions', async () => {
    const u = await newcomer(t);
    const sub = browserSubscription(push.endpoint());
    const fields = async (subscription: unknown) =>
      Object.keys((await u.agent.post('/api/notifications/push/subscribe').send({ subscription }).expect(400)).body.errors).sort();
    expect(await fields({ endpoint: 'http://push.example/x', keys: sub.keys })).toEqual(['subscription.endpoint']);
    expect(await fields({ endpoint: sub.endpoint, keys: { p256dh: 'short', auth: sub.keys.auth } })).toEqual(['subscription.keys.p256dh']);
    expect(await fields({ endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh } })).toEqual(['subscription.keys.auth']);
    expect(await fields({ endpoint: sub.endpoint })).toEqual(['subscription.keys']);
    await u.agent.post('/api/notifications/push/subscribe').send({}).expect(400);
    await u.agent.post('/api/notifications/push/check').send({}).expect(400);
  });

  it('delivers an encrypted push with a valid VAPID signature, in the reader language, to each active subscription', async () => {
    const u = await newcomer(t);
    await setLanguage(t, u.user.id, 'fr');
    const phone = await subscribed(u);
    const laptop = await subscribed(u);
    const sent = await notify(t, u.user.id, { type: 'WARNING', category: 'volunteer', titleKey: 'notifications.adminTest.title', translationParams: { title: 'Créneau' }, messageText: 'Demain 9 h', actionUrl: '/editions/7' });
    const [onPhone, onLaptop] = await Promise.all([push.next(phone.endpoint), push.next(laptop.endpoint)]);
    const [notification] = (await u.agent.get('/api/notifications').expect(200)).body.notifications;
    const expected = {
      title: 'Test : Créneau',
      body: 'Demain 9 h',
      url: '/editions/7',
      notificationId: notification.id,
      type: 'WARNING',
      category: 'volunteer',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-72.png',
      tag: `notification-${notification.id}`,
    };
    expect(open(onPhone, phone)).toEqual(expected);
    expect(open(onLaptop, laptop)).toEqual(expected);
    expect(onPhone.headers.urgency).toBe('high');
    expect(sent.wantsPush).toBe(true);
  });

  it('respects the push preference per category, and still pushes when only the in-app centre is off', async () => {
    const u = await newcomer(t);
    const sub = await subscribed(u);
    await u.agent.put('/api/notifications/preferences').send({ preferences: { carpool: { push: false }, meal: { inApp: false } } }).expect(200);
    await notify(t, u.user.id, { title: 'No push for carpool', category: 'carpool' });
    await notify(t, u.user.id, { title: 'Meal by push only', category: 'meal' });
    const received = open(await push.next(sub.endpoint, 0), sub);
    expect(received).toMatchObject({ title: 'Meal by push only', notificationId: null, category: 'meal' });
    expect(received.tag).toMatch(/^notification-batch-\d+$/);
    await notify(t, u.user.id, { title: 'Other by push', category: 'other' });
    expect(open(await push.next(sub.endpoint, 1), sub)).toMatchObject({ title: 'Other by push' });
    // The carpool one never came.
    expect(push.receivedAt(sub.endpoint).map((p) => open(p, sub).title)).toEqual(['Meal by push only', 'Other by push']);
    // Without push subscriptions, nothing is queued at all.
    const lonely = await newcomer(t);
    expect((await notify(t, lonely.user.id, { title: 'x' })).wantsPush).toBe(false);
  });

  it('removes a subscription the push service says is gone or refuses (410, 404, 403) at its first answer, with its deliveries', async () => {
    const u = await newcomer(t);
    const gone = await subscribed(u);
    const missing = await subscribed(u);
    const refused = await subscribed(u);
    push.answers.set(new URL(gone.endpoint).pathname, [410]);
    push.answers.set(new URL(missing.endpoint).pathname, [404]);
    push.answers.set(new URL(refused.endpoint).pathname, [403]);
    const { batchId } = await notify(t, u.user.id, { title: 'Anyone there?' });
    await Promise.all([push.next(gone.endpoint), push.next(missing.endpoint), push.next(refused.endpoint)]);
    const stored = async () => (await t.em().find(PushSubscription, { endpoint: { $in: [gone.endpoint, missing.endpoint, refused.endpoint] } })).length;
    for (let i = 0; i < 100 && (await stored()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await stored()).toBe(0);
    expect(await isActive(u, gone.endpoint)).toBe(false);
    expect((await t.app.get(JobQueue).pool.query('select 1 from push_deliveries where batch_id = $1', [batchId])).rows).toEqual([]);
    // No more pushes to them; the user's other browsers still get theirs.
    await notify(t, u.user.id, { title: 'Second try' });
    const live = await subscribed(u);
    await notify(t, u.user.id, { title: 'Third' });
    await push.next(live.endpoint);
    for (const sub of [gone, missing, refused]) expect(push.receivedAt(sub.endpoint)).toHaveLength(1);
  });

  it('keeps a subscription when the push service refuses our signature (401): a fault of ours, tried again', async () => {
    const u = await newcomer(t);
    const sub = await subscribed(u);
    push.answers.set(new URL(sub.endpoint).pathname, [401, 201]);
    await notify(t, u.user.id, { title: 'Signed wrong' });
    await push.next(sub.endpoint, 0);
    const db = t.app.get(JobQueue).pool;
    const retrying = async () =>
      (await db.query(`select 1 from pgboss.job where name = 'push-deliver' and state = 'retry' and data->>'subscriptionId' = (select id::text from push_subscriptions where endpoint = $1)`, [sub.endpoint])).rows
        .length;
    for (let i = 0; i < 100 && !(await retrying()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await retrying()).toBe(1);
    expect(await isActive(u, sub.endpoint)).toBe(true);
  });

  it('keeps at most 10 browsers per user: a new one removes the one subscribed least recently', async () => {
    const u = await newcomer(t);
    const subs: BrowserSubscription[] = [];
    for (let i = 0; i < 10; i++) subs.push(await subscribed(u));
    const endpoints = async () => (await t.em().find(PushSubscription, { user: u.user.id }, { orderBy: { id: 'asc' } })).map((s) => s.endpoint);
    expect(await endpoints()).toEqual(subs.map((s) => s.endpoint));
    const eleventh = await subscribed(u);
    expect(await endpoints()).toEqual([...subs.slice(1), eleventh].map((s) => s.endpoint));
    // The second browser subscribes again (a new visit): it is the newest now, and the third goes.
    await u.agent.post('/api/notifications/push/subscribe').send({ subscription: { endpoint: subs[1].endpoint, keys: subs[1].keys } }).expect(200);
    const twelfth = await subscribed(u);
    expect((await endpoints()).sort()).toEqual([subs[1], ...subs.slice(3), eleventh, twelfth].map((s) => s.endpoint).sort());
    expect(await isActive(u, subs[2].endpoint)).toBe(false);
    // Another user's browsers are not counted.
    const other = await newcomer(t);
    await subscribed(other);
    expect(await endpoints()).toHaveLength(10);
  });

  it('keeps exactly the 10 last saved of 15 parallel subscribes of one user', async () => {
    const u = await newcomer(t);
    const subs = Array.from({ length: 15 }, () => browserSubscription(push.endpoint()));
    const answers = await Promise.all(subs.map((sub) => u.agent.post('/api/notifications/push/subscribe').send({ subscription: { endpoint: sub.endpoint, keys: sub.keys } })));
    expect(answers.map((a) => a.status)).toEqual(subs.map(() => 200));
    const db = t.app.get(JobQueue).pool;
    const { rows } = await db.query<{ id: number; endpoint: string }>('select id, endpoint from push_subscriptions where user_id = $1 order by id', [u.user.id]);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(subs.map((s) => s.endpoint)).toContain(row.endpoint);
    // Ids are taken in the order the saves ran (one at a time per user): the 10 kept are the last 10 taken.
    const [{ last }] = (await db.query<{ last: number }>(`select last_value::int as last from push_subscriptions_id_seq`)).rows;
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => last - 9 + i));
  });

  it('retries through the job queue when the push service fails otherwise', async () => {
    const u = await newcomer(t);
    const sub = await subscribed(u);
    push.answers.set(new URL(sub.endpoint).pathname, [503, 201]);
    await notify(t, u.user.id, { title: 'Try again later' });
    await push.next(sub.endpoint, 0);
    // pg-boss holds the job for a retry after a back-off (seconds); bring that moment forward instead of waiting.
    const db = t.app.get(JobQueue).pool;
    let retried = 0;
    for (let i = 0; i < 50 && !retried; i++) {
      const res = await db.query(`update pgboss.job set start_after = now() where name = 'push-deliver' and state = 'retry' and data->>'subscriptionId' = (select id::text from push_subscriptions where endpoint = $1)`, [sub.endpoint]);
      retried = res.rowCount ?? 0;
      if (!retried) await new Promise((r) => setTimeout(r, 50));
    }
    expect(retried).toBe(1);
    const second = await push.next(sub.endpoint, 1);
    expect(open(second, sub)).toMatchObject({ title: 'Try again later' });
    expect(await isActive(u, sub.endpoint)).toBe(true);
  });

  it('sends each push once, even when its jobs run again (a retried fan-out, a repeated delivery)', async () => {
    const u = await newcomer(t);
    const sub = await subscribed(u);
    const { batchId } = await notify(t, u.user.id, { title: 'Only once' });
    await push.next(sub.endpoint, 0);
    const queue = t.app.get(JobQueue);
    const { rows } = await queue.pool.query<{ id: number }>('select id from push_subscriptions where endpoint = $1', [sub.endpoint]);
    // What a retry does: the fan-out of the batch again, and the delivery to this subscription again.
    await queue.send(PUSH_FANOUT_QUEUE, { batchId });
    await queue.send(PUSH_DELIVER_QUEUE, { batchId, subscriptionId: rows[0].id, notificationId: null });
    const done = async () =>
      Number(
        (
          await queue.pool.query<{ n: string }>(
            `select count(*) as n from pgboss.job where name in ($1, $2) and state = 'completed' and (data->>'batchId')::int = $3`,
            [PUSH_FANOUT_QUEUE, PUSH_DELIVER_QUEUE, batchId],
          )
        ).rows[0].n,
      );
    // Fan-out twice, delivery once from the first fan-out and once by hand (the second fan-out finds it sent).
    for (let i = 0; i < 200 && (await done()) < 4; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await done()).toBe(4);
    expect(push.receivedAt(sub.endpoint)).toHaveLength(1);
    const deliveries = await queue.pool.query('select status from push_deliveries where batch_id = $1', [batchId]);
    expect(deliveries.rows).toEqual([{ status: 'sent' }]);
  });

  // A second server in this process shares passport (a process-wide singleton) with the first, so its
  // users are made and subscribed through the services rather than by signing in over HTTP.
  async function userOf(app: TestApp, sub: BrowserSubscription | null): Promise<number> {
    const em = app.em();
    const user = em.create(User, { email: '', emailHash: '', pseudo: `push_${randomBytes(4).toString('hex')}`, nom: 'Push', prenom: 'Test', isEmailVerified: true });
    user.setEmail(`${user.pseudo}@example.com`);
    await em.flush();
    if (sub) await app.app.get(PushService).subscribe(user.id, { endpoint: sub.endpoint, keys: sub.keys });
    return user.id;
  }

  it('signs with the VAPID key pair of the environment when one is set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await createTestApp({ vapidSubject: SUBJECT, vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey, pushExtraCa: push.certificate.cert, pushAllowPrivateHosts: true });
    try {
      expect((await configured.agent().get('/api/notifications/push/public-key').expect(200)).body.publicKey).toBe(keys.publicKey);
      const sub = browserSubscription(push.endpoint());
      const userId = await userOf(configured, sub);
      await notify(configured, userId, { title: 'Signed by the configured key' });
      const received = await push.next(sub.endpoint);
      expect(verifyVapid(received.headers.authorization).publicKey).toBe(keys.publicKey);
      expect(JSON.parse(decryptPushMessage(received.body, sub)).title).toBe('Signed by the configured key');
    } finally {
      await configured.close();
    }
  });

  describe('without PUSH_ALLOW_PRIVATE_HOSTS (no server-side request forgery)', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await createTestApp({ vapidSubject: SUBJECT, pushExtraCa: push.certificate.cert });
    });
    afterAll(() => strict.close());

    it('refuses at subscribe time an endpoint the server may not call, in every spelling, with a message on the field', async () => {
      const u = await signedInUser(strict);
      const sub = browserSubscription(push.endpoint());
      const answer = (endpoint: string) => u.agent.post('/api/notifications/push/subscribe').send({ subscription: { endpoint, keys: sub.keys } });
      const port = new URL(push.origin).port;
      for (const endpoint of [
        push.endpoint(),
        `https://localhost:${port}/push/a`,
        `https://LOCALHOST.:${port}/push/a`,
        `https://push.localhost/a`,
        `https://[::1]:${port}/push/a`,
        `https://[0:0:0:0:0:0:0:1]/push/a`,
        `https://[::ffff:127.0.0.1]/push/a`,
        `https://[::ffff:7f00:1]/push/a`,
        `https://2130706433/push/a`,
        `https://0x7f.1/push/a`,
        `https://017700000001/push/a`,
        `https://10.0.0.8/push/a`,
        `https://192.168.1.20/push/a`,
        `https://169.254.169.254/latest`,
        `https://[fd00::1]/push/a`,
      ]) {
        const res = await answer(endpoint);
        expect([endpoint, res.status, res.body.errors]).toEqual([endpoint, 400, { 'subscription.endpoint': ['This push service address is on a private network: it is not allowed.'] }]);
      }
      expect((await answer('https://u:p@fcm.googleapis.com/fcm/send/x')).body.errors).toEqual({ 'subscription.endpoint': ['This is not the address of a push service.'] });
      await setLanguage(strict, u.user.id, 'fr');
      expect((await answer('https://10.0.0.8/push/a')).body.errors).toEqual({ 'subscription.endpoint': ["Cette adresse de service push est sur un réseau privé : elle n'est pas autorisée."] });
      await setLanguage(strict, u.user.id, 'uk');
      expect((await answer('https://10.0.0.8/push/a')).body.errors).toEqual({ 'subscription.endpoint': ['Ця адреса служби push у приватній мережі й не дозволена.'] });
      expect(await strict.em().count(PushSubscription, { user: u.user.id })).toBe(0);
      // A push service's public address is taken (nothing is sent to it: no notification follows).
      await answer('https://fcm.googleapis.com/fcm/send/d1e2f3').expect(200);
      expect(await strict.em().count(PushSubscription, { user: u.user.id })).toBe(1);
    });

    // Subscriptions saved before the guard (or under PUSH_ALLOW_PRIVATE_HOSTS) and a name that resolves to this machine.
    it('removes, without sending anything, a stored subscription whose address or host name leads to a private address', async () => {
      const byAddress = browserSubscription(push.endpoint());
      const byName = browserSubscription(push.endpoint().replace('127.0.0.1', 'localhost.'));
      const byResolution = browserSubscription(push.endpoint().replace('127.0.0.1', loopbackName()));
      const userId = await userOf(strict, null);
      for (const sub of [byAddress, byName, byResolution]) {
        await strict.em().getConnection().execute('insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)', [userId, sub.endpoint, sub.keys.p256dh, sub.keys.auth]);
      }
      await notify(strict, userId, { title: 'Should not leave' });
      const stored = async () => (await strict.em().find(PushSubscription, { endpoint: { $in: [byAddress.endpoint, byName.endpoint, byResolution.endpoint] } })).map((s) => s.endpoint);
      for (let i = 0; i < 100 && (await stored()).length; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await stored()).toEqual([]);
      for (const sub of [byAddress, byName, byResolution]) expect(push.receivedAt(sub.endpoint)).toHaveLength(0);
      // Each database keeps its own generated key pair.
      expect((await strict.agent().get('/api/notifications/push/public-key').expect(200)).body.publicKey).not.toBe(publicKey);
    });
  });
});
