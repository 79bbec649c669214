import { User } from '../src/modules/users/user.entity';
import { createTestApp, signedInUser, verificationCode, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const account = (n: string) => ({ email: `${n}@example.com`, pseudo: n, password: 'correct horse battery', nom: 'Durand', prenom: 'Léa' });

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('festival.sid='));
}

describe('registration and e-mail verification', () => {
  it('creates an unverified account, mails a 6-digit code valid 15 minutes, and signs in on verification', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/auth/register').send(account('alice')).expect(201);
    expect(res.body.user).toMatchObject({ email: 'alice@example.com', pseudo: 'alice', isEmailVerified: false, isGlobalAdmin: false });
    expect(res.body.user.password).toBeUndefined();
    expect(res.body.user.emailVerificationCode).toBeUndefined();
    expect(sessionCookie(res)).toBeUndefined();

    const stored = await t.em().findOneOrFail(User, { email: 'alice@example.com' });
    const minutes = (stored.verificationCodeExpiry!.getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    await agent.get('/api/session/me').expect(401);
    const code = verificationCode(t, 'alice@example.com');
    expect(stored.emailVerificationCode).not.toBe(code);

    await agent.post('/api/auth/verify-email').send({ email: 'alice@example.com', code: code === '000000' ? '111111' : '000000' }).expect(400);
    const ok = await agent.post('/api/auth/verify-email').send({ email: 'alice@example.com', code }).expect(200);
    expect(ok.body.user.isEmailVerified).toBe(true);
    const me = await agent.get('/api/session/me').expect(200);
    expect(me.body.user.email).toBe('alice@example.com');
  });

  it('refuses a duplicate e-mail or pseudo (any case) with 409 and a field message', async () => {
    await t.agent().post('/api/auth/register').send(account('bob')).expect(201);
    const dupEmail = await t.agent().post('/api/auth/register').send({ ...account('bob2'), email: 'BOB@example.com' }).expect(409);
    expect(dupEmail.body.errors.email[0]).toMatch(/already uses this e-mail/);
    const dupPseudo = await t.agent().post('/api/auth/register').send({ ...account('bob3'), pseudo: 'BoB' }).expect(409);
    expect(dupPseudo.body.errors.pseudo[0]).toMatch(/already taken/);
  });

  it('answers 400 with a message per field, in the language of the cookie, and refuses unknown fields', async () => {
    const res = await t
      .agent()
      .post('/api/auth/register')
      .set('Cookie', 'i18n_redirected=fr')
      .send({ email: 'not-an-email', password: 'short', pseudo: 'a@b', nom: '', prenom: 'X', isGlobalAdmin: true })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.email[0]).toBe('Saisissez une adresse e-mail valide.');
    expect(res.body.errors.password[0]).toMatch(/au moins 8 caractères/);
    expect(res.body.errors.pseudo).toBeDefined();
    expect(res.body.errors.nom).toBeDefined();
    expect(res.body.errors.isGlobalAdmin[0]).toBe("Ce champ n'est pas attendu.");
    expect(await t.em().count(User, { email: 'not-an-email' })).toBe(0);
  });

  it('rejects an expired code and throttles resending for 60 s', async () => {
    await t.agent().post('/api/auth/register').send(account('carol')).expect(201);
    await t.agent().post('/api/auth/resend-verification').send({ email: 'carol@example.com' }).expect(429);
    const em = t.em();
    const user = await em.findOneOrFail(User, { email: 'carol@example.com' });
    user.verificationCodeSentAt = new Date(Date.now() - 61_000);
    await em.flush();
    await t.agent().post('/api/auth/resend-verification').send({ email: 'carol@example.com' }).expect(204);
    expect(t.mailsTo('carol@example.com')).toHaveLength(2);
    const code = verificationCode(t, 'carol@example.com');
    user.verificationCodeExpiry = new Date(Date.now() - 1000);
    await em.flush();
    const res = await t.agent().post('/api/auth/verify-email').send({ email: 'carol@example.com', code }).expect(400);
    expect(res.body.code).toBe('CODE_EXPIRED');
    // Unknown address: same quiet answer, nothing sent.
    await t.agent().post('/api/auth/resend-verification').send({ email: 'nobody@example.com' }).expect(204);
    expect(t.mailsTo('nobody@example.com')).toHaveLength(0);
  });
});

describe('login', () => {
  it('refuses an unverified account with EMAIL_NOT_VERIFIED', async () => {
    await t.agent().post('/api/auth/register').send(account('dave')).expect(201);
    const res = await t.agent().post('/api/auth/login').send({ identifier: 'dave', password: 'correct horse battery' }).expect(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', email: 'dave@example.com' });
  });

  it('signs in by e-mail or pseudo; remember-me gives a 30-day cookie, otherwise a browser-session cookie', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'Erin', email: 'erin@example.com' });
    const plain = await t.agent().post('/api/auth/login').send({ identifier: 'erin@example.com', password: a.password }).expect(200);
    const plainCookie = sessionCookie(plain)!;
    expect(plainCookie).toMatch(/HttpOnly/);
    expect(plainCookie).toMatch(/SameSite=Lax/);
    expect(plainCookie).not.toMatch(/Expires=/);

    const remembered = await t.agent().post('/api/auth/login').send({ identifier: 'erin', password: a.password, rememberMe: true }).expect(200);
    const expires = /Expires=([^;]+)/.exec(sessionCookie(remembered)!)?.[1];
    const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(remembered.body.user.lastLoginAt).not.toBeNull();
  });

  it('gives the same answer for an unknown user and a wrong password, in the same time class', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'frank', email: 'frank@example.com' });
    const time = async (body: object) => {
      const start = process.hrtime.bigint();
      const res = await t.agent().post('/api/auth/login').send(body).expect(401);
      return { ms: Number(process.hrtime.bigint() - start) / 1e6, body: res.body };
    };
    // Warm the dummy hash first, then interleave samples and compare medians (the machine is noisy).
    await time({ identifier: 'warm-up-nobody', password: 'x' });
    const wrong: number[] = [];
    const unknown: number[] = [];
    let bodies: [unknown, unknown] = [undefined, undefined];
    for (let i = 0; i < 5; i++) {
      const w = await time({ identifier: a.email, password: `not the password ${i}` });
      const u = await time({ identifier: `ghost${i}@example.com`, password: 'not the password' });
      wrong.push(w.ms);
      unknown.push(u.ms);
      bodies = [w.body, u.body];
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect((bodies[0] as { code: string }).code).toBe('INVALID_CREDENTIALS');
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    // Both verify an argon2 hash: neither answers in a fraction of the other's time.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(wrong)).toBeGreaterThan(median(unknown) * 0.5);
  });

  it('answers 429 after 10 failures in 15 minutes for an identifier, even with the right password', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'grace', email: 'grace@example.com' });
    for (let i = 0; i < 10; i++) {
      await t.agent().post('/api/auth/login').send({ identifier: 'grace', password: `wrong-${i}` }).expect(401);
    }
    const blocked = await t.agent().post('/api/auth/login').send({ identifier: 'grace', password: a.password }).expect(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The e-mail is another identifier: it still works.
    await t.agent().post('/api/auth/login').send({ identifier: a.email, password: a.password }).expect(200);
  });

  it('rotates the session id at login (no session fixation)', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'heidi', email: 'heidi@example.com' });
    const agent = t.agent();
    const first = sessionCookie(await agent.post('/api/auth/login').send({ identifier: 'heidi', password: a.password }).expect(200))!;
    const second = sessionCookie(await agent.post('/api/auth/login').send({ identifier: 'heidi', password: a.password }).expect(200))!;
    expect(first.split(';')[0]).not.toBe(second.split(';')[0]);
    // The earlier id is no longer a session.
    await t.agent().get('/api/session/me').set('Cookie', first.split(';')[0]).expect(401);
    await t.agent().get('/api/session/me').set('Cookie', second.split(';')[0]).expect(200);
  });

  it('logout ends the session on the server: the old cookie is worthless', async () => {
    const { agent, cookie } = await signedInUser(t);
    const me = await agent.get('/api/_auth/session').expect(200);
    expect(me.body.user.id).toBeGreaterThan(0);
    expect(cookie).toMatch(/^festival\.sid=/);
    await agent.post('/api/auth/logout').expect(204);
    await t.agent().get('/api/session/me').set('Cookie', cookie).expect(401);
    await agent.get('/api/session/me').expect(401);
  });

  it('each request reads the session and its user together, fresh: a change shows at once, a deleted account is signed out', async () => {
    const { agent, user } = await signedInUser(t);
    const sql = t.em().getConnection();
    await sql.execute(`update users set prenom = 'Renamed', is_global_admin = true where id = ?`, [user.id]);
    const me = await agent.get('/api/session/me').expect(200);
    expect(me.body.user).toMatchObject({ id: user.id, prenom: 'Renamed', isGlobalAdmin: true });
    expect(me.body.user.password).toBeUndefined();
    await sql.execute('delete from users where id = ?', [user.id]);
    await agent.get('/api/session/me').expect(401);
    await agent.get('/api/notifications').expect(401);
  });

  it('DELETE /api/_auth/session signs out too', async () => {
    const { agent } = await signedInUser(t);
    await agent.delete('/api/_auth/session').expect(204);
    await agent.get('/api/_auth/session').expect(401);
  });
});

describe('password reset', () => {
  it('mails a one-hour single-use link, sets the new password and ends other sessions', async () => {
    const { agent: oldSession, account: a } = await signedInUser(t, { pseudo: 'ivan', email: 'ivan@example.com' });
    await t.agent().post('/api/auth/forgot-password').send({ email: 'nobody-here@example.com' }).expect(204);
    expect(t.mailsTo('nobody-here@example.com')).toHaveLength(0);

    await t.agent().post('/api/auth/forgot-password').send({ email: 'IVAN@example.com' }).expect(204);
    const mail = t.mailsTo('ivan@example.com').pop()!;
    const token = /reset-password\?token=([0-9a-f]{64})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    await t.agent().post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
    await t.agent().post('/api/auth/reset-password').send({ token, password: 'a brand new secret' }).expect(204);
    const again = await t.agent().post('/api/auth/reset-password').send({ token, password: 'another new secret' }).expect(400);
    expect(again.body.code).toBe('INVALID_TOKEN');

    await oldSession.get('/api/session/me').expect(401);
    await t.agent().post('/api/auth/login').send({ identifier: 'ivan', password: a.password }).expect(401);
    await t.agent().post('/api/auth/login').send({ identifier: 'ivan', password: 'a brand new secret' }).expect(200);
  });

  it('refuses an expired link', async () => {
    await signedInUser(t, { pseudo: 'judy', email: 'judy@example.com' });
    await t.agent().post('/api/auth/forgot-password').send({ email: 'judy@example.com' }).expect(204);
    const token = /token=([0-9a-f]{64})/.exec(t.mailsTo('judy@example.com').pop()!.text)![1];
    await t.em().getConnection().execute(`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    const res = await t.agent().post('/api/auth/reset-password').send({ token, password: 'a brand new secret' }).expect(400);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });
});
