import { User } from '../src/modules/users/user.entity';
import { settled } from './support/settled';
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

    expect((await agent.get('/api/session/me').expect(200)).body.user).toBeNull();
    const code = verificationCode(t, 'alice@example.com');
    expect(stored.emailVerificationCode).not.toBe(code);

    await agent.post('/api/auth/verify-email').send({ email: 'alice@example.com', code: code === '000000' ? '111111' : '000000' }).expect(400);
    const ok = await agent.post('/api/auth/verify-email').send({ email: 'alice@example.com', code }).expect(200);
    expect(ok.body.user.isEmailVerified).toBe(true);
    const me = await agent.get('/api/session/me').expect(200);
    expect(me.body.user.email).toBe('alice@example.com');
  });

  it('takes one of parallel sign-ups with one e-mail or one pseudo (201) and refuses the others with 409', async () => {
    const sameEmail = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.agent().post('/api/auth/register').send({ ...account(`twin${i}`), email: 'twin@example.com' })),
    );
    expect(sameEmail.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const samePseudo = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.agent().post('/api/auth/register').send({ ...account('twinpseudo'), email: `twin-p${i}@example.com` })),
    );
    expect(samePseudo.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(samePseudo.find((r) => r.status === 409)!.body.errors.pseudo[0]).toMatch(/already taken/);
    expect(await t.em().count(User, { email: 'twin@example.com' })).toBe(1);
  });

  it('counts parallel wrong codes atomically: of 20 guesses at once, 5 are checked, and then even the right code waits', async () => {
    await t.agent().post('/api/auth/register').send(account('guess')).expect(201);
    const code = verificationCode(t, 'guess@example.com');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.agent().post('/api/auth/verify-email').send({ email: i % 2 ? 'guess@example.com' : 'GUESS@example.com', code: wrong(i) })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    await t.agent().post('/api/auth/verify-email').send({ email: 'guess@example.com', code }).expect(429);
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

  it('refuses the address that failed 10 times in 15 minutes on an account, whatever its spelling, even with the right password', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'grace', email: 'grace@example.com' });
    // Alternating pseudo, e-mail and their cases is one account: 10 failures in all, not 10 per spelling.
    const spellings = ['grace', 'grace@example.com', 'GRACE', ' Grace@Example.com '];
    for (let i = 0; i < 10; i++) {
      await t.agent().post('/api/auth/login').send({ identifier: spellings[i % 4], password: `wrong-${i}` }).expect(401);
    }
    for (const identifier of spellings) {
      const blocked = await t.agent().post('/api/auth/login').set('Cookie', 'i18n_redirected=fr').send({ identifier, password: a.password }).expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(blocked.body.message).toBe('Trop de tentatives. Réessayez dans 15 min.');
    }
  });

  it('counts parallel wrong passwords atomically: of 20 at once, exactly 10 are checked', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'gwen', email: 'gwen@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.agent().post('/api/auth/login').send({ identifier: i % 2 ? 'gwen' : a.email, password: `wrong-${i}` })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    await t.agent().post('/api/auth/login').send({ identifier: 'gwen', password: a.password }).expect(429);
  });

  it('lets a user with the right password in without counting it against the address', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'hugo', email: 'hugo@example.com' });
    for (let i = 0; i < 60; i++) await t.agent().post('/api/auth/login').send({ identifier: 'hugo', password: a.password }).expect(200);
  });

  it('rotates the session id at login (no session fixation)', async () => {
    const { account: a } = await signedInUser(t, { pseudo: 'heidi', email: 'heidi@example.com' });
    const agent = t.agent();
    const first = sessionCookie(await agent.post('/api/auth/login').send({ identifier: 'heidi', password: a.password }).expect(200))!;
    const second = sessionCookie(await agent.post('/api/auth/login').send({ identifier: 'heidi', password: a.password }).expect(200))!;
    expect(first.split(';')[0]).not.toBe(second.split(';')[0]);
    // The earlier id is no longer a session.
    expect((await t.agent().get('/api/session/me').set('Cookie', first.split(';')[0]).expect(200)).body.user).toBeNull();
    await t.agent().get('/api/session/me').set('Cookie', second.split(';')[0]).expect(200);
  });

  it('logout ends the session on the server: the old cookie is worthless', async () => {
    const { agent, cookie } = await signedInUser(t);
    const me = await agent.get('/api/_auth/session').expect(200);
    expect(me.body.user.id).toBeGreaterThan(0);
    expect(cookie).toMatch(/^festival\.sid=/);
    await agent.post('/api/auth/logout').expect(204);
    expect((await t.agent().get('/api/session/me').set('Cookie', cookie).expect(200)).body.user).toBeNull();
    expect((await agent.get('/api/session/me').expect(200)).body.user).toBeNull();
  });

  it('each request reads the session and its user together, fresh: a hand-made change shows as soon as it is heard, a deleted account is signed out', async () => {
    const { agent, user } = await signedInUser(t);
    const sql = t.em().getConnection();
    // Changed by SQL, outside the app: the server hears of it by notification (milliseconds; session-cache.api.spec.ts).
    const me = async () => (await agent.get('/api/session/me').expect(200)).body as { user: Record<string, unknown> | null };
    await sql.execute(`update users set prenom = 'Renamed', is_global_admin = true where id = ?`, [user.id]);
    const renamed = await settled(me, (body) => body.user?.prenom === 'Renamed');
    expect(renamed.user).toMatchObject({ id: user.id, prenom: 'Renamed', isGlobalAdmin: true });
    expect(renamed.user?.password).toBeUndefined();
    await sql.execute('delete from users where id = ?', [user.id]);
    expect((await settled(me, (body) => body.user === null)).user).toBeNull();
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

    expect((await oldSession.get('/api/session/me').expect(200)).body.user).toBeNull();
    await t.agent().post('/api/auth/login').send({ identifier: 'ivan', password: a.password }).expect(401);
    await t.agent().post('/api/auth/login').send({ identifier: 'ivan', password: 'a brand new secret' }).expect(200);
  });

  it('a reset ends every older link and every other session; the session that reset stays', async () => {
    const { agent: phone, account: a } = await signedInUser(t, { pseudo: 'kim', email: 'kim@example.com' });
    const laptop = t.agent();
    await laptop.post('/api/auth/login').send({ identifier: 'kim', password: a.password }).expect(200);
    const tokenOf = () => /token=([0-9a-f]{64})/.exec(t.mailsTo('kim@example.com').pop()!.text)![1];
    await t.agent().post('/api/auth/forgot-password').send({ email: 'kim@example.com' }).expect(204);
    const first = tokenOf();
    await t.agent().post('/api/auth/forgot-password').send({ email: 'kim@example.com' }).expect(204);
    const second = tokenOf();
    expect(second).not.toBe(first);
    // Reset from the laptop, signed in: the laptop stays, the phone is signed out, the first link is dead.
    await laptop.post('/api/auth/reset-password').send({ token: second, password: 'a brand new secret' }).expect(204);
    await laptop.get('/api/session/me').expect(200);
    expect((await phone.get('/api/session/me').expect(200)).body.user).toBeNull();
    const old = await t.agent().post('/api/auth/reset-password').send({ token: first, password: 'an attacker secret' }).expect(400);
    expect(old.body.code).toBe('INVALID_TOKEN');
    await t.agent().post('/api/auth/login').send({ identifier: 'kim', password: 'a brand new secret' }).expect(200);
  });

  it('a password change ends every outstanding reset link and the other sessions, not the current one', async () => {
    const { agent, account: a } = await signedInUser(t, { pseudo: 'lou', email: 'lou@example.com' });
    const other = t.agent();
    await other.post('/api/auth/login').send({ identifier: 'lou', password: a.password }).expect(200);
    await t.agent().post('/api/auth/forgot-password').send({ email: 'lou@example.com' }).expect(204);
    const token = /token=([0-9a-f]{64})/.exec(t.mailsTo('lou@example.com').pop()!.text)![1];
    await agent.post('/api/profile/password').send({ currentPassword: a.password, newPassword: 'changed on purpose' }).expect(204);
    await agent.get('/api/session/me').expect(200);
    expect((await other.get('/api/session/me').expect(200)).body.user).toBeNull();
    await t.agent().post('/api/auth/reset-password').send({ token, password: 'an attacker secret' }).expect(400);
  });

  it('uses a link once even when it is sent twice at once', async () => {
    await signedInUser(t, { pseudo: 'mia', email: 'mia@example.com' });
    await t.agent().post('/api/auth/forgot-password').send({ email: 'mia@example.com' }).expect(204);
    const token = /token=([0-9a-f]{64})/.exec(t.mailsTo('mia@example.com').pop()!.text)![1];
    const answers = await Promise.all(['first new secret', 'second new secret', 'third new secret'].map((password) => t.agent().post('/api/auth/reset-password').send({ token, password })));
    expect(answers.map((r) => r.status).sort()).toEqual([204, 400, 400]);
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

describe('limits per account and per client address, behind a trusted proxy', () => {
  let p: TestApp;
  beforeAll(async () => {
    // One trusted hop (the reverse proxy): the client is the address it appends, whatever the client wrote before it.
    p = await createTestApp({ trustProxy: 1, registrationsPerHour: 5 });
  });
  afterAll(async () => {
    await p.close();
  });

  it('ignores a client-chosen X-Forwarded-For: every forged address is one client', async () => {
    const { account: a } = await signedInUser(p, { pseudo: 'nina', email: 'nina@example.com' });
    for (let i = 0; i < 10; i++) {
      await p.agent().post('/api/auth/login').set('X-Forwarded-For', `6.6.6.${i}, 203.0.113.9`).send({ identifier: 'nina', password: `wrong-${i}` }).expect(401);
    }
    await p.agent().post('/api/auth/login').set('X-Forwarded-For', '7.7.7.7, 203.0.113.9').send({ identifier: 'nina', password: a.password }).expect(429);
  });

  const login = (app: TestApp, from: string, identifier: string, password: string) =>
    app.agent().post('/api/auth/login').set('X-Forwarded-For', from).send({ identifier, password });

  it('cannot lock the owner out: after wrong passwords from anywhere, the right one from an address that never failed on the account signs in', async () => {
    const { account: a } = await signedInUser(p, { pseudo: 'omar', email: 'omar@example.com' });
    for (let i = 0; i < 10; i++) await login(p, `198.51.100.${i}`, i % 2 ? 'omar' : 'OMAR@example.com', `wrong-${i}`).expect(401);
    // The 11th, and more from an address already refused: refused, whatever the password.
    for (let i = 0; i < 3; i++) await login(p, '198.51.100.9', 'omar', `wrong-again-${i}`).expect(429);
    await login(p, '198.51.100.0', 'omar', a.password).expect(429);
    // The owner, at the festival's gate or at home.
    await login(p, '203.0.113.77', 'omar', a.password).expect(200);
    await login(p, '2001:db8:5:6::1', 'omar@example.com', a.password).expect(200);
  });

  it('keeps guessing bounded per account across addresses: past the limit, an address that never failed on it gets one guess', async () => {
    await signedInUser(p, { pseudo: 'olga', email: 'olga@example.com' });
    for (let i = 0; i < 10; i++) await login(p, `198.51.101.${i}`, 'olga', `wrong-${i}`).expect(401);
    await login(p, '198.51.101.50', 'olga', 'one more guess').expect(401);
    const refused = await login(p, '198.51.101.50', 'olga', 'and another').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // An IPv6 network is one address: its other hosts do not get guesses of their own.
    await login(p, '2001:db8:1:2::10', 'olga', 'from a v6 host').expect(401);
    await login(p, '2001:db8:1:2:ffff::20', 'olga', 'from its neighbour').expect(429);
  });

  it('does not count an attempt refused by one limit in the others', async () => {
    const { account: a } = await signedInUser(p, { pseudo: 'otto', email: 'otto@example.com' });
    // An address spraying guesses over 50 accounts is refused everywhere …
    for (let i = 0; i < 50; i++) await login(p, '192.0.2.200', `nobody-${i}`, 'spray').expect(401);
    for (let i = 0; i < 15; i++) await login(p, '192.0.2.200', 'otto', `wrong-${i}`).expect(429);
    // … and those refused attempts did not count against otto's account: ten more are checked.
    for (let i = 0; i < 10; i++) await login(p, '192.0.2.201', 'otto', `wrong-${i}`).expect(401);
    await login(p, '192.0.2.201', 'otto', 'wrong-10').expect(429);
    await login(p, '192.0.2.202', 'otto', a.password).expect(200);
  });

  it('counts parallel wrong passwords from one address over many accounts atomically: of 60 at once, exactly 50 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(p, '192.0.2.210', `someone-${i}`, 'spray')));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(50);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it('mails at most 5 reset links an hour to one account, whichever addresses ask', async () => {
    await signedInUser(p, { pseudo: 'paz', email: 'paz@example.com' });
    for (let i = 0; i < 5; i++) {
      await p.agent().post('/api/auth/forgot-password').set('X-Forwarded-For', `192.0.2.${i}`).send({ email: 'paz@example.com' }).expect(204);
    }
    const refused = await p.agent().post('/api/auth/forgot-password').set('X-Forwarded-For', '192.0.2.99').send({ email: 'PAZ@example.com' }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(refused.body.message).toBe('Too many attempts. Try again in 60 min.');
    expect(p.mailsTo('paz@example.com').filter((m) => /reset-password\?token=/.test(m.text))).toHaveLength(5);
  });

  it('creates at most REGISTRATIONS_PER_HOUR accounts from one address, even in parallel, and mails only those', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => p.agent().post('/api/auth/register').set('X-Forwarded-For', '192.0.2.50').send(account(`flood${i}`))),
    );
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
    expect(answers.find((r) => r.status === 429)!.headers['retry-after']).toBeDefined();
    const mailed = Array.from({ length: 12 }, (_, i) => p.mailsTo(`flood${i}@example.com`).length).reduce((x, y) => x + y, 0);
    expect(mailed).toBe(5);
    // Another address still signs up.
    await p.agent().post('/api/auth/register').set('X-Forwarded-For', '192.0.2.51').send(account('elsewhere')).expect(201);
  });
});
