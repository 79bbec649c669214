import request from 'supertest';
import { newcomer, notify, signedInAdmin } from './support/notifications';
import { startReplica, type Replica } from './support/replica';
import { listen, openStream, type SseStream } from './support/sse';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Two server processes on one database, as behind a load balancer: this test's server (replica A)
 * and the built server started as another process (replica B, `backend/dist/main.js`).
 */
let t: TestApp;
let baseA: string;
let baseB: string;
let replica: Replica;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseA = await listen(t);
  replica = await startReplica(t, '/api/notifications/push/public-key');
  baseB = replica.base;
}, 60_000);

afterAll(async () => {
  for (const s of open) s.close();
  await replica?.stop();
  await t.close();
});

async function stream(base: string, cookie: string): Promise<SseStream> {
  const s = await openStream(base, cookie);
  open.push(s);
  expect(s.status).toBe(200);
  await s.next('connected');
  return s;
}

describe('two replicas on one database', () => {
  it('share the VAPID key and the sessions', async () => {
    const a = (await request(baseA).get('/api/notifications/push/public-key').expect(200)).body.publicKey;
    const b = (await request(baseB).get('/api/notifications/push/public-key').expect(200)).body.publicKey;
    expect(b).toBe(a);
    const u = await newcomer(t);
    const me = await request(baseB).get('/api/session/me').set('Cookie', u.cookie).expect(200);
    expect(me.body.user.id).toBe(u.user.id);
  });

  it('a notification created through replica A reaches a stream open on replica B in under a second', async () => {
    const u = await newcomer(t);
    const onB = await stream(baseB, u.cookie);
    const onA = await stream(baseA, u.cookie);
    const sentAt = Date.now();
    await notify(t, u.user.id, { title: 'Across replicas', category: 'carpool' });
    const [gotB, gotA] = await Promise.all([onB.next<{ title: string; id: number }>('notification'), onA.next<{ title: string; id: number }>('notification')]);
    expect(gotB.json.title).toBe('Across replicas');
    expect(gotB.json).toEqual(gotA.json);
    expect(gotB.at - sentAt).toBeLessThan(1000);
  });

  it('a notification an admin sends through replica B reaches streams on A (and B) in under a second', async () => {
    const admin = await signedInAdmin(t);
    const u = await newcomer(t);
    const other = await newcomer(t);
    const onA = await stream(baseA, u.cookie);
    const onB = await stream(baseB, u.cookie);
    const otherOnA = await stream(baseA, other.cookie);
    const sentAt = Date.now();
    await request(baseB)
      .post('/api/admin/notifications')
      .set('Cookie', admin.cookie)
      .set('X-Admin-Mode', 'true')
      .send({ target: 'user', userId: u.user.id, type: 'SUCCESS', title: 'Sent on B', message: 'Seen on A' })
      .expect(201);
    const [gotA, gotB] = await Promise.all([onA.next<{ title: string }>('notification'), onB.next<{ title: string }>('notification')]);
    expect(gotA.json).toMatchObject({ title: 'Sent on B', message: 'Seen on A', type: 'SUCCESS' });
    expect(gotA.at - sentAt).toBeLessThan(1000);
    expect(gotB.at - sentAt).toBeLessThan(1000);
    expect(otherOnA.all('notification')).toEqual([]);
  });

  it('a notification to more users than a NOTIFY payload names reaches the open streams on the other replica', async () => {
    // 600 more accounts: the published payload then carries only the batch id.
    await t.em().getConnection().execute(
      `insert into users (email, email_hash, pseudo, nom, prenom, is_email_verified)
       select 'crowd' || g || '@example.com', md5(g::text), 'crowd' || g, 'Crowd', 'Member', true from generate_series(1, 600) g`,
    );
    const u = await newcomer(t);
    const v = await newcomer(t);
    const uOnB = await stream(baseB, u.cookie);
    const vOnA = await stream(baseA, v.cookie);
    const sentAt = Date.now();
    const result = await notify(t, 'all', { title: 'To everyone' });
    expect(result.recipientCount).toBeGreaterThan(600);
    const [gotU, gotV] = await Promise.all([
      uOnB.next<{ title: string; userId: number }>('notification', (n) => n.title === 'To everyone'),
      vOnA.next<{ title: string; userId: number }>('notification', (n) => n.title === 'To everyone'),
    ]);
    expect(gotU.json.userId).toBe(u.user.id);
    expect(gotV.json.userId).toBe(v.user.id);
    expect(Math.max(gotU.at, gotV.at) - sentAt).toBeLessThan(1000);
  });
});
