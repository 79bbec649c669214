import { request as httpRequest } from 'node:http';
import { Client } from 'pg';
import request from 'supertest';
import { PgListener } from '../src/core/jobs/pg-listener';
import { SESSIONS_CHANGED, SessionCache } from '../src/core/sessions/session-cache';
import { SessionPool } from '../src/core/sessions/session-pool';
import { startReplica, type Replica } from './support/replica';
import { settled } from './support/settled';
import { listen } from './support/sse';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

/**
 * Each process remembers the sessions in use with their users (SessionCache), so that a signed-in
 * request does not read them each time. Nothing it remembers may outlive a change: the user's own
 * (at once), a visitor's write such as a password reset (at once), another replica's or anyone's SQL
 * (as soon as the notification arrives: milliseconds). Replica A is this test's server, replica B the
 * built server in a process of its own, on the same database.
 */
let t: TestApp;
let baseA: string;
let replica: Replica;
let sql: Client;

beforeAll(async () => {
  t = await createTestApp();
  baseA = await listen(t);
  replica = await startReplica(t, '/api/session/me');
  sql = new Client({ connectionString: t.databaseUrl });
  await sql.connect();
}, 60_000);

afterAll(async () => {
  await sql?.end();
  await replica?.stop();
  await t.close();
});

interface Me {
  user: { id: number; prenom: string; pseudo: string; isGlobalAdmin?: boolean } | null;
}
const me = async (base: string, cookie: string) => (await request(base).get('/api/session/me').set('Cookie', cookie).expect(200)).body as Me;

/** The session reads (with their users) one request makes on replica A. */
async function sessionReads(cookie: string, path = '/api/session/me'): Promise<number> {
  const spy = jest.spyOn(t.app.get(SessionPool), 'query');
  try {
    await request(baseA).get(path).set('Cookie', cookie).expect(200);
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** What `base` says of the session once it has heard of the change (the notification's trip). */
const settledMe = (base: string, cookie: string, check: (body: Me) => boolean): Promise<Me> => settled(() => me(base, cookie), check);

/**
 * Until the session is remembered again: the notifications of changes committed just before (a new
 * session's row, another test's sign-in) reach this process a few milliseconds later and make it
 * forget everything, and a write's end is seen only once its answer has gone. Fails after 2 s.
 */
async function remembered(cookie: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await me(baseA, cookie);
    if ((await sessionReads(cookie)) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the session is still read from the database at each request');
}

describe('sessions remembered by each process', () => {
  it('reads a session with its user once, then from memory; the user sees their own changes and their sign-out in the very next request', async () => {
    const { cookie } = await signedInUser(t, { prenom: 'Anouk' });
    await remembered(cookie);
    t.app.get(SessionCache).invalidate();
    expect(await sessionReads(cookie)).toBe(1);
    expect(await sessionReads(cookie)).toBe(0);
    expect(await sessionReads(cookie, '/api/editions')).toBe(0);

    await request(baseA).patch('/api/profile').set('Cookie', cookie).send({ prenom: 'Annabelle' }).expect(200);
    expect((await me(baseA, cookie)).user?.prenom).toBe('Annabelle');
    await remembered(cookie);

    await request(baseA).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect((await me(baseA, cookie)).user).toBeNull();
  });

  it('a password reset from a link (a visitor’s write) signs the other sessions out in the very next request', async () => {
    const { cookie, account } = await signedInUser(t, { email: 'remembered@example.com' });
    await remembered(cookie);
    await t.agent().post('/api/auth/forgot-password').send({ email: account.email }).expect(204);
    const token = /token=([0-9a-f]{64})/.exec(t.mailsTo(account.email).pop()!.text)![1];
    await t.agent().post('/api/auth/reset-password').send({ token, password: 'a fresh secret here' }).expect(204);
    expect((await me(baseA, cookie)).user).toBeNull();
  });

  it('another replica hears of a sign-out, a password change and a hand-made change as they are committed', async () => {
    const { cookie, account, user } = await signedInUser(t, { prenom: 'Basile' });
    const other = t.agent();
    const login = await other.post('/api/auth/login').send({ identifier: account.pseudo, password: account.password }).expect(200);
    const otherCookie = ((login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('festival.sid=')) ?? '').split(';')[0];
    // B remembers both sessions.
    for (const c of [cookie, cookie, otherCookie, otherCookie]) expect((await me(replica.base, c)).user?.id).toBe(user.id);

    // By hand, as an administrator's SQL or a job would: heard by both replicas.
    await sql.query(`update users set prenom = 'Bérénice', is_global_admin = true where id = $1`, [user.id]);
    for (const base of [baseA, replica.base]) expect((await settledMe(base, cookie, (b) => b.user?.prenom === 'Bérénice')).user?.isGlobalAdmin).toBe(true);

    // A password change through A ends the other session on B too.
    await request(baseA).post('/api/profile/password').set('Cookie', cookie).send({ currentPassword: account.password, newPassword: 'changed on replica A' }).expect(204);
    await settledMe(replica.base, otherCookie, (b) => b.user === null);
    expect((await me(replica.base, cookie)).user?.id).toBe(user.id);

    // Signing out through A: B no longer knows the session.
    await request(baseA).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await settledMe(replica.base, cookie, (b) => b.user === null);
  });

  it('while a user’s write is under way, their sessions are read from the database; others’ stay remembered', async () => {
    const writer = await signedInUser(t);
    const bystander = await signedInUser(t);
    for (const c of [writer.cookie, bystander.cookie]) await remembered(c);

    // An upload that has begun and not ended.
    const { port } = new URL(baseA);
    const upload = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/profile/picture', headers: { cookie: writer.cookie, 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': '100000' } });
    const answered = new Promise<number>((resolve) => upload.on('response', (res) => (res.resume(), resolve(res.statusCode ?? 0))));
    upload.on('error', () => undefined);
    upload.write('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
    const cache = t.app.get(SessionCache);
    for (let i = 0; cache.writesUnderWay === 0; i++) {
      if (i > 200) throw new Error('the upload did not reach the server');
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await sessionReads(writer.cookie)).toBe(1);
    expect(await sessionReads(writer.cookie)).toBe(1);
    // The upload goes on (it is the writer's sessions the cache distrusts, not everyone's).
    await remembered(bystander.cookie);
    expect(cache.writesUnderWay).toBeGreaterThan(0);
    expect(await sessionReads(writer.cookie)).toBe(1);

    upload.end('not an image\r\n--xyz--\r\n');
    upload.destroy();
    await Promise.race([answered, new Promise((r) => setTimeout(r, 500))]);
    for (let i = 0; cache.writesUnderWay > 0; i++) {
      if (i > 200) throw new Error('the upload did not end');
      await new Promise((r) => setTimeout(r, 10));
    }
    await remembered(writer.cookie);
  });

  it('while the LISTEN connection is lost, every session is read from the database; once it is back, they are remembered again', async () => {
    const { cookie, user } = await signedInUser(t);
    await remembered(cookie);
    const listener = t.app.get(PgListener);
    await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'festival-listen' and datname = current_database()`);
    for (let i = 0; listener.isListening(SESSIONS_CHANGED); i++) {
      if (i > 400) throw new Error('the listener did not notice its connection was cut');
      await new Promise((r) => setTimeout(r, 5));
    }
    // No notification can arrive now: a change is seen all the same.
    await sql.query(`update users set prenom = 'Cyprien' where id = $1`, [user.id]);
    expect(await sessionReads(cookie)).toBe(1);
    expect((await me(baseA, cookie)).user?.prenom).toBe('Cyprien');
    expect(await sessionReads(cookie)).toBe(1);
    for (let i = 0; !listener.isListening(SESSIONS_CHANGED); i++) {
      if (i > 200) throw new Error('the listener did not reconnect');
      await new Promise((r) => setTimeout(r, 50));
    }
    await remembered(cookie);
  });

  it('a cookie whose signature is wrong is nobody’s, remembered or not', async () => {
    const { cookie } = await signedInUser(t);
    await me(baseA, cookie);
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(baseA, forged)).user).toBeNull();
    expect((await me(baseA, `${name}=${value.replace(/^s%3A/, '')}`)).user).toBeNull();
    expect((await me(baseA, cookie)).user).not.toBeNull();
  });
});
