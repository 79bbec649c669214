import { MikroORM } from '@mikro-orm/core';
import sharp from 'sharp';
import { SessionCache } from '../src/core/sessions/session-cache';
import { SessionPool } from '../src/core/sessions/session-pool';
import { User } from '../src/modules/users/user.entity';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function conventionOf(owner: Awaited<ReturnType<typeof signedInUser>>, name = 'Juggling Convention') {
  const res = await owner.agent.post('/api/conventions').send({ name, description: 'Three days of juggling', email: 'Team@Example.com' }).expect(201);
  return res.body as { id: number; name: string; email: string; authorId: number };
}

describe('conventions', () => {
  it('a signed-in user creates a convention and becomes its author with every right', async () => {
    await t.agent().post('/api/conventions').send({ name: 'X' }).expect(401);
    const owner = await signedInUser(t);
    const bad = await owner.agent.post('/api/conventions').send({ name: ' ', email: 'nope', extra: 1 }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'extra', 'name']);
    const c = await conventionOf(owner);
    expect(c).toMatchObject({ name: 'Juggling Convention', email: 'team@example.com', authorId: owner.user.id });
    const perms = await owner.agent.get(`/api/conventions/${c.id}/permissions`).expect(200);
    expect(perms.body).toMatchObject({ isAuthor: true, canDeleteConvention: true, canManageCollaborators: true, team: true });
    const mine = await owner.agent.get('/api/conventions/mine').expect(200);
    expect(mine.body.items.map((i: { id: number }) => i.id)).toContain(c.id);
  });

  it('anyone reads a convention; unknown ids are 404; editing needs the right', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    await t.agent().get(`/api/conventions/${c.id}`).expect(200);
    const anonymous = await t.agent().get(`/api/conventions/${c.id}/permissions`).expect(200);
    expect(anonymous.body).toMatchObject({ view: true, canEditConvention: false, team: false });
    await t.agent().get('/api/conventions/999999').expect(404);
    await t.agent().get('/api/conventions/abc').expect(404);
    await t.agent().patch(`/api/conventions/${c.id}`).send({ name: 'Y' }).expect(401);
    const stranger = await signedInUser(t);
    await stranger.agent.patch(`/api/conventions/${c.id}`).send({ name: 'Y' }).expect(403);
    await stranger.agent.delete(`/api/conventions/${c.id}`).expect(403);
    await owner.agent.patch('/api/conventions/999999').send({ name: 'Y' }).expect(404);
    const renamed = await owner.agent.patch(`/api/conventions/${c.id}`).send({ name: 'Renamed' }).expect(200);
    expect(renamed.body.name).toBe('Renamed');
  });

  it('archiving hides the convention from outsiders but not from its team, and is recorded', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    const archived = await owner.agent.post(`/api/conventions/${c.id}/archive`).expect(200);
    expect(archived.body.isArchived).toBe(true);
    await t.agent().get(`/api/conventions/${c.id}`).expect(404);
    await owner.agent.get(`/api/conventions/${c.id}`).expect(200);
    await owner.agent.post(`/api/conventions/${c.id}/unarchive`).expect(200);
    await t.agent().get(`/api/conventions/${c.id}`).expect(200);
    const history = await owner.agent.get(`/api/conventions/${c.id}/history`).expect(200);
    expect(history.body.items.map((h: { changeType: string }) => h.changeType)).toEqual(['UNARCHIVED', 'ARCHIVED']);
    await t.agent().get(`/api/conventions/${c.id}/history`).expect(401);
  });

  it('refuses a new edition on an archived convention with 409 and a translated message, and takes it again once restored', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    const edition = { name: 'Next', startDate: '2031-05-01', endDate: '2031-05-03' };
    await owner.agent.post(`/api/conventions/${c.id}/archive`).expect(200);
    const refused = await owner.agent.post(`/api/conventions/${c.id}/editions`).send(edition).expect(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/archived/) });
    const mine = await owner.agent.get('/api/editions/mine').expect(200);
    expect(mine.body.items.filter((e: { conventionId: number }) => e.conventionId === c.id)).toEqual([]);
    await owner.agent.post(`/api/conventions/${c.id}/unarchive`).expect(200);
    await owner.agent.post(`/api/conventions/${c.id}/editions`).send(edition).expect(201);
  });

  it('takes a logo checked by content, stored under /uploads/conventions/{id}/, only from those who may edit', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    const image = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const stranger = await signedInUser(t);
    await stranger.agent.post(`/api/conventions/${c.id}/logo`).attach('file', image, 'logo.jpg').expect(403);
    await owner.agent.post(`/api/conventions/${c.id}/logo`).attach('file', Buffer.from('GIF89a not really'), 'logo.jpg').expect(415);
    const res = await owner.agent.post(`/api/conventions/${c.id}/logo`).attach('file', image, 'logo.jpg').expect(200);
    expect(res.body.logo).toMatch(new RegExp(`^/uploads/conventions/${c.id}/[\\w-]+\\.webp$`));
    await t.agent().get(res.body.logo).expect(200);
    const removed = await owner.agent.delete(`/api/conventions/${c.id}/logo`).expect(200);
    expect(removed.body.logo).toBeNull();
    await t.agent().get(res.body.logo).expect(404);
  });

  it('deleting needs the right and removes the convention', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    await t.agent().delete(`/api/conventions/${c.id}`).expect(401);
    await owner.agent.delete(`/api/conventions/${c.id}`).expect(204);
    await owner.agent.get(`/api/conventions/${c.id}`).expect(404);
  });

  it('a global admin has every right only in admin mode', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    const admin = await signedInUser(t);
    const em = t.em();
    (await em.findOneOrFail(User, { id: admin.user.id })).isGlobalAdmin = true;
    await em.flush();
    await admin.agent.patch(`/api/conventions/${c.id}`).send({ name: 'By admin' }).expect(403);
    await admin.agent.patch(`/api/conventions/${c.id}`).set('X-Admin-Mode', 'true').send({ name: 'By admin' }).expect(200);
  });
});

describe('collaborators', () => {
  it('adds a collaborator by pseudo or e-mail with chosen rights, changes and removes them, with history', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    const helper = await signedInUser(t);
    const other = await signedInUser(t);

    const added = await owner.agent
      .post(`/api/conventions/${c.id}/collaborators`)
      .send({ identifier: helper.user.pseudo.toUpperCase(), title: 'Treasurer', rights: { canEditAllEditions: true } })
      .expect(201);
    expect(added.body).toMatchObject({ title: 'Treasurer', rights: { canEditAllEditions: true, canDeleteAllEditions: false, canManageCollaborators: false } });
    await owner.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: helper.account.email }).expect(409);
    await owner.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: owner.user.pseudo }).expect(409);
    const unknown = await owner.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: 'nobody-at-all' }).expect(404);
    expect(unknown.body.errors.identifier).toHaveLength(1);

    // The collaborator may edit editions only: not the convention, not the team.
    const perms = await helper.agent.get(`/api/conventions/${c.id}/permissions`).expect(200);
    expect(perms.body).toMatchObject({ isCollaborator: true, canEditAllEditions: true, canEditConvention: false, canManageCollaborators: false });
    await helper.agent.patch(`/api/conventions/${c.id}`).send({ name: 'Nope' }).expect(403);
    await helper.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: other.user.pseudo }).expect(403);
    await helper.agent.get(`/api/conventions/${c.id}/collaborators`).expect(200);
    await other.agent.get(`/api/conventions/${c.id}/collaborators`).expect(403);
    const mine = await helper.agent.get('/api/conventions/mine').expect(200);
    expect(mine.body.items.find((i: { id: number }) => i.id === c.id)).toMatchObject({ title: 'Treasurer', permissions: { canEditAllEditions: true } });

    const changed = await owner.agent
      .patch(`/api/conventions/${c.id}/collaborators/${added.body.id}`)
      .send({ rights: { canManageCollaborators: true } })
      .expect(200);
    expect(changed.body.rights).toMatchObject({ canManageCollaborators: true, canEditAllEditions: true });

    // A manager cannot give a right they do not hold themselves.
    const refused = await helper.agent
      .post(`/api/conventions/${c.id}/collaborators`)
      .send({ identifier: other.user.pseudo, rights: { canDeleteConvention: true } })
      .expect(403);
    expect(refused.body.message).toMatch(/right you do not hold/);
    await helper.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: other.user.pseudo, rights: { canEditAllEditions: true } }).expect(201);

    await owner.agent.delete(`/api/conventions/${c.id}/collaborators/999999`).expect(404);
    await owner.agent.delete(`/api/conventions/${c.id}/collaborators/${added.body.id}`).expect(204);
    await helper.agent.get(`/api/conventions/${c.id}/collaborators`).expect(403);

    const history = await owner.agent.get(`/api/conventions/${c.id}/history`).expect(200);
    const types = history.body.items.map((h: { changeType: string }) => h.changeType);
    expect(types).toEqual(['REMOVED', 'CREATED', 'RIGHTS_UPDATED', 'CREATED']);
    const update = history.body.items.find((h: { changeType: string }) => h.changeType === 'RIGHTS_UPDATED');
    expect(update.before.canManageCollaborators).toBe(false);
    expect(update.after.canManageCollaborators).toBe(true);
    expect(update.actor.id).toBe(owner.user.id);
    expect(update.targetUser.id).toBe(helper.user.id);

    const list = await owner.agent.get(`/api/conventions/${c.id}/collaborators`).expect(200);
    expect(list.body.author.id).toBe(owner.user.id);
    expect(list.body.items.map((i: { user: { id: number } }) => i.user.id)).toEqual([other.user.id]);
  });

  it('validates rights and titles', async () => {
    const owner = await signedInUser(t);
    const c = await conventionOf(owner);
    const res = await owner.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: '', rights: { canEditAllEditions: 'yes', canFly: true }, title: 'x'.repeat(101) }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['identifier', 'rights.canEditAllEditions', 'rights.canFly', 'title']);
  });
});

describe('my conventions list', () => {
  it('costs the same number of queries for 1 or 12 conventions (no N+1)', async () => {
    const connection = t.app.get(MikroORM).em.getDriver().getConnection();
    const countQueries = async (agent: Awaited<ReturnType<typeof signedInUser>>['agent']) => {
      const spy = jest.spyOn(connection, 'execute');
      // The session read counted every time (whether this process remembers it is not what is measured here).
      t.app.get(SessionCache).invalidate();
      const sessionSpy = jest.spyOn(t.app.get(SessionPool), 'query');
      try {
        await agent.get('/api/conventions/mine').expect(200);
        return spy.mock.calls.length + sessionSpy.mock.calls.length;
      } finally {
        spy.mockRestore();
        sessionSpy.mockRestore();
      }
    };
    const small = await signedInUser(t);
    await conventionOf(small, 'Only one');
    const big = await signedInUser(t);
    const owner = await signedInUser(t);
    for (let i = 0; i < 6; i++) await conventionOf(big, `Own ${i}`);
    for (let i = 0; i < 6; i++) {
      const c = await conventionOf(owner, `Shared ${i}`);
      await owner.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: big.user.pseudo, rights: { canAddEdition: true } }).expect(201);
    }
    const items = (await big.agent.get('/api/conventions/mine').expect(200)).body.items;
    expect(items).toHaveLength(12);
    expect(items.filter((i: { permissions: { isAuthor: boolean } }) => i.permissions.isAuthor)).toHaveLength(6);
    const [bigCount, smallCount] = [await countQueries(big.agent), await countQueries(small.agent)];
    // The session with its user, the authored conventions, the collaborations with their conventions.
    expect(smallCount).toBeGreaterThanOrEqual(3);
    expect(bigCount).toBe(smallCount);
  });
});
