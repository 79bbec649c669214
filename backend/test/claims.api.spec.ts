import { Convention } from '../src/modules/conventions/convention.entity';
import { User } from '../src/modules/users/user.entity';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A convention whose author has not signed in for two years: its team is gone. */
async function abandonedConvention(email: string | null = 'orphan@example.org') {
  const author = await signedInUser(t);
  const id = (await author.agent.post('/api/conventions').send({ name: 'Orphan Convention', email }).expect(201)).body.id as number;
  const em = t.em();
  (await em.findOneOrFail(User, { id: author.user.id })).lastLoginAt = new Date(Date.now() - 2 * 365 * 86_400_000);
  await em.flush();
  return { id, author };
}

describe('claiming a convention', () => {
  it('mails a code to the contact address; the right code makes the claimant a collaborator with every right', async () => {
    const { id } = await abandonedConvention();
    const claimant = await signedInUser(t);
    await t.agent().post(`/api/conventions/${id}/claim`).expect(401);
    expect((await claimant.agent.get(`/api/conventions/${id}/claim`).expect(200)).body).toEqual({ claimable: true });
    const res = await claimant.agent.post(`/api/conventions/${id}/claim`).expect(202);
    const hours = (new Date(res.body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    const mail = t.mailsTo('orphan@example.org').pop()!;
    expect(mail.text).toContain(claimant.user.pseudo);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];

    const wrong = await claimant.agent.post(`/api/conventions/${id}/claim/verify`).send({ code: code === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body.errors.code).toHaveLength(1);
    await claimant.agent.post(`/api/conventions/${id}/claim/verify`).send({ code: 'abc' }).expect(400);
    // Someone else cannot use the claimant's code.
    const other = await signedInUser(t);
    await other.agent.post(`/api/conventions/${id}/claim/verify`).send({ code }).expect(400);

    await claimant.agent.post(`/api/conventions/${id}/claim/verify`).send({ code }).expect(200);
    const perms = await claimant.agent.get(`/api/conventions/${id}/permissions`).expect(200);
    expect(perms.body).toMatchObject({ isCollaborator: true, canDeleteConvention: true, canManageCollaborators: true });
    // The team is active again: no further claims, and the code is spent.
    await other.agent.post(`/api/conventions/${id}/claim`).expect(409);
    await claimant.agent.post(`/api/conventions/${id}/claim/verify`).send({ code }).expect(400);
    const history = await claimant.agent.get(`/api/conventions/${id}/history`).expect(200);
    expect(history.body.items[0]).toMatchObject({ changeType: 'CREATED', targetUser: { id: claimant.user.id }, after: { claimed: true } });
  });

  it('refuses conventions with an active author or without a contact e-mail, and expired codes', async () => {
    const active = await signedInUser(t);
    const activeId = (await active.agent.post('/api/conventions').send({ name: 'Lively', email: 'lively@example.org' }).expect(201)).body.id;
    const claimant = await signedInUser(t);
    const refused = await claimant.agent.post(`/api/conventions/${activeId}/claim`).expect(409);
    expect(refused.body.code).toBe('NOT_CLAIMABLE');
    const { id: noMail } = await abandonedConvention(null);
    await claimant.agent.post(`/api/conventions/${noMail}/claim`).expect(409);
    await claimant.agent.post('/api/conventions/999999/claim').expect(404);

    const { id } = await abandonedConvention('late@example.org');
    await claimant.agent.post(`/api/conventions/${id}/claim`).expect(202);
    const code = /\b(\d{6})\b/.exec(t.mailsTo('late@example.org').pop()!.text)![1];
    await t.em().getConnection().execute(`update convention_claim_requests set expires_at = now() - interval '1 minute'`);
    const expired = await claimant.agent.post(`/api/conventions/${id}/claim/verify`).send({ code }).expect(400);
    expect(expired.body.code).toBe('CODE_EXPIRED');
    expect(await t.em().count(Convention, { id })).toBe(1);
  });
});

describe('claim status and limits', () => {
  it('tells visitors and signed-in outsiders a convention is claimable, never its author or team', async () => {
    const { id, author } = await abandonedConvention('status@example.org');
    expect((await t.agent().get(`/api/conventions/${id}/claim`).expect(200)).body).toEqual({ claimable: true });
    expect((await author.agent.get(`/api/conventions/${id}/claim`).expect(200)).body).toEqual({ claimable: false });
    await author.agent.post(`/api/conventions/${id}/claim`).expect(409);
    await t.agent().get('/api/conventions/999999/claim').expect(404);
  });

  it('mails at most three codes an hour to one claimant (429 after), and stops guessing after five wrong codes', async () => {
    const { id } = await abandonedConvention('busy@example.org');
    const claimant = await signedInUser(t);
    for (let i = 0; i < 3; i++) await claimant.agent.post(`/api/conventions/${id}/claim`).expect(202);
    const throttled = await claimant.agent.post(`/api/conventions/${id}/claim`).expect(429);
    expect(throttled.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mailsTo('busy@example.org')).toHaveLength(3);

    const code = /\b(\d{6})\b/.exec(t.mailsTo('busy@example.org').pop()!.text)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await claimant.agent.post(`/api/conventions/${id}/claim/verify`).send({ code: wrong }).expect(400);
    // Even the right code is refused now: guessing a 6-digit code must stay out of reach.
    await claimant.agent.post(`/api/conventions/${id}/claim/verify`).send({ code }).expect(429);
    expect((await claimant.agent.get(`/api/conventions/${id}/permissions`).expect(200)).body).toMatchObject({ isCollaborator: false });
  });
});
