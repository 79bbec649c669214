import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { JobQueue } from '../src/core/jobs/job-queue';
import { PushSubscription } from '../src/modules/notifications/notification.entity';
import { PushService, PUSH_DELIVER_QUEUE } from '../src/modules/notifications/push.service';
import { PUSH_FANOUT_QUEUE } from '../src/modules/notifications/notifications.service';
import { User } from '../src/modules/users/user.entity';
import { newcomer, notify, setLanguage } from './support/notifications';
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

  it('deactivates a subscription the push service says is gone (410, 404)', async () => {
    const u = await newcomer(t);
    const gone = await subscribed(u);
    const missing = await subscribed(u);
    push.answers.set(new URL(gone.endpoint).pathname, [410]);
    push.answers.set(new URL(missing.endpoint).pathname, [404]);
    await notify(t, u.user.id, { title: 'Anyone there?' });
    await Promise.all([push.next(gone.endpoint), push.next(missing.endpoint)]);
    for (let i = 0; i < 50 && ((await isActive(u, gone.endpoint)) || (await isActive(u, missing.endpoint))); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await isActive(u, gone.endpoint)).toBe(false);
    expect(await isActive(u, missing.endpoint)).toBe(false);
    const row = await t.em().findOneOrFail(PushSubscription, { endpoint: gone.endpoint });
    expect(row.isActive).toBe(false);
    // No more pushes to it.
    await notify(t, u.user.id, { title: 'Second try' });
    const live = await subscribed(u);
    await notify(t, u.user.id, { title: 'Third' });
    await push.next(live.endpoint);
    expect(push.receivedAt(gone.endpoint)).toHaveLength(1);
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
  async function userOf(app: TestApp, sub: BrowserSubscription): Promise<number> {
    const em = app.em();
    const user = em.create(User, { email: '', emailHash: '', pseudo: `push_${randomBytes(4).toString('hex')}`, nom: 'Push', prenom: 'Test', isEmailVerified: true });
    user.setEmail(`${user.pseudo}@example.com`);
    await em.flush();
    await app.app.get(PushService).subscribe(user.id, { endpoint: sub.endpoint, keys: sub.keys });
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

  it('refuses to push to loopback or private addresses unless allowed (no server-side request forgery)', async () => {
    const strict = await createTestApp({ vapidSubject: SUBJECT, pushExtraCa: push.certificate.cert });
    try {
      const byAddress = browserSubscription(push.endpoint());
      const byName = browserSubscription(push.endpoint().replace('127.0.0.1', 'localhost'));
      const userId = await userOf(strict, byAddress);
      await strict.app.get(PushService).subscribe(userId, { endpoint: byName.endpoint, keys: byName.keys });
      await notify(strict, userId, { title: 'Should not leave' });
      const active = async (endpoint: string) => (await strict.em().findOneOrFail(PushSubscription, { endpoint })).isActive;
      for (let i = 0; i < 100 && ((await active(byAddress.endpoint)) || (await active(byName.endpoint))); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await active(byAddress.endpoint)).toBe(false);
      expect(await active(byName.endpoint)).toBe(false);
      expect(push.receivedAt(byAddress.endpoint)).toHaveLength(0);
      expect(push.receivedAt(byName.endpoint)).toHaveLength(0);
      // Each database keeps its own generated key pair.
      expect((await strict.agent().get('/api/notifications/push/public-key').expect(200)).body.publicKey).not.toBe(publicKey);
    } finally {
      await strict.close();
    }
  });
});

