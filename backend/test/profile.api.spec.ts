import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#e0a030' } }).png().toBuffer();

describe('profile', () => {
  it('needs a signed-in user', async () => {
    await t.agent().get('/api/profile').expect(401);
    await t.agent().patch('/api/profile').send({ nom: 'X' }).expect(401);
    await t.agent().post('/api/profile/password').send({ currentPassword: 'a', newPassword: 'bbbbbbbb' }).expect(401);
  });

  it('reads and updates names, pseudo, phone and language; empty phone clears it', async () => {
    const { agent } = await signedInUser(t);
    const res = await agent
      .patch('/api/profile')
      .send({ nom: ' Bernard ', prenom: 'Zoé', pseudo: 'zoe_b', phone: '+33 6 12 34 56 78', preferredLanguage: 'de' })
      .expect(200);
    expect(res.body.user).toMatchObject({ nom: 'Bernard', prenom: 'Zoé', pseudo: 'zoe_b', phone: '+33 6 12 34 56 78', preferredLanguage: 'de' });
    const cleared = await agent.patch('/api/profile').send({ phone: '' }).expect(200);
    expect(cleared.body.user.phone).toBeNull();
    const me = await agent.get('/api/profile').expect(200);
    expect(me.body.user.pseudo).toBe('zoe_b');
    // Errors now come in the preferred language (German).
    const bad = await agent.patch('/api/profile').send({ preferredLanguage: 'xx' }).expect(400);
    const german = JSON.parse(readFileSync(join(t.config.rootDir, 'libs/i18n/locales/de/server.json'), 'utf8'));
    expect(bad.body.errors.preferredLanguage[0]).toBe(german.validation.language);
    expect(german.validation.language).not.toBe('Choose one of the available languages.');
  });

  it('refuses a pseudo taken by someone else with 409, keeps its own in another case', async () => {
    await signedInUser(t, { pseudo: 'taken_one' });
    const { agent } = await signedInUser(t, { pseudo: 'mine_one' });
    const res = await agent.patch('/api/profile').send({ pseudo: 'Taken_One' }).expect(409);
    expect(res.body.errors.pseudo).toHaveLength(1);
    await agent.patch('/api/profile').send({ pseudo: 'Mine_One' }).expect(200);
  });

  it('uploads a picture checked by content, resized and served from /uploads/profiles/{id}/', async () => {
    const { agent, user } = await signedInUser(t);
    const res = await agent.post('/api/profile/picture').attach('file', await png(1600, 900), 'me.png').expect(200);
    const path: string = res.body.user.profilePicture;
    expect(path).toMatch(new RegExp(`^/uploads/profiles/${user.id}/[\\w-]+\\.webp$`));
    const served = await t.agent().get(path).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(512);

    const removed = await agent.delete('/api/profile/picture').expect(200);
    expect(removed.body.user.profilePicture).toBeNull();
    await t.agent().get(path).expect(404);
  });

  it('answers 415 for a file that is not an image whatever its name, 413 above 5 MB, 400 without a file', async () => {
    const { agent } = await signedInUser(t);
    const fake = await agent.post('/api/profile/picture').attach('file', Buffer.from('<svg onload=alert(1)>'), { filename: 'x.png', contentType: 'image/png' }).expect(415);
    expect(fake.body.message).toMatch(/JPEG, PNG and WebP/);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const tooBig = await agent.post('/api/profile/picture').attach('file', big, 'big.png');
    expect(tooBig.status).toBe(413);
    await agent.post('/api/profile/picture').field('nothing', 'here').expect(400);
  });

  it('changes the password with the current one, and ends the other sessions', async () => {
    const { agent, account } = await signedInUser(t);
    const other = t.agent();
    await other.post('/api/auth/login').send({ identifier: account.email, password: account.password }).expect(200);
    const wrong = await agent.post('/api/profile/password').send({ currentPassword: 'nope-nope', newPassword: 'another password' }).expect(400);
    expect(wrong.body.errors.currentPassword).toHaveLength(1);
    await agent.post('/api/profile/password').send({ currentPassword: account.password, newPassword: 'another password' }).expect(204);
    await agent.get('/api/session/me').expect(200);
    expect((await other.get('/api/session/me').expect(200)).body.user).toBeNull();
    await t.agent().post('/api/auth/login').send({ identifier: account.email, password: 'another password' }).expect(200);
  });
});
