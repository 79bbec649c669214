import sharp from 'sharp';
import { MikroORM } from '@mikro-orm/core';
import { statementsDuring } from './support/statements';
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

type Signed = Awaited<ReturnType<typeof signedInUser>>;

async function setup() {
  const owner = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Convention des jongleurs' }).expect(201)).body as { id: number };
  const edition = (
    await owner.agent
      .post(`/api/conventions/${convention.id}/editions`)
      .send({
        name: 'CJ 2027',
        startDate: '2027-05-14',
        endDate: '2027-05-17',
        city: 'Lyon',
        country: 'FR',
        latitude: 45.76,
        longitude: 4.84,
        officialWebsiteUrl: 'https://cj.example.org',
        hasShowers: true,
        hasCashPayment: true,
        isOnline: true,
      })
      .expect(201)
  ).body as { id: number; hasShowers: boolean; hasGym: boolean; city: string };
  return { owner, convention, edition };
}

async function addCollaborator(owner: Signed, conventionId: number, rights: Record<string, boolean>) {
  const member = await signedInUser(t);
  await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: member.user.pseudo, rights }).expect(201);
  return member;
}

describe('editions', () => {
  it('the author creates an edition with address, links and flags; anyone reads an online edition', async () => {
    const { edition } = await setup();
    expect(edition).toMatchObject({ hasShowers: true, hasGym: false, city: 'Lyon' });
    const read = await t.agent().get(`/api/editions/${edition.id}`).expect(200);
    expect(read.body).toMatchObject({ name: 'CJ 2027', startDate: '2027-05-14', endDate: '2027-05-17', latitude: 45.76, conventionName: 'Convention des jongleurs' });
    await t.agent().get('/api/editions/999999').expect(404);
  });

  it('the edition page shows what the edition routes answer, at once after each change', async () => {
    const { owner, edition } = await setup();
    expect((await t.agent().get(`/api/editions/${edition.id}`).expect(200)).body).toEqual(edition);
    const changed = (await owner.agent.patch(`/api/editions/${edition.id}`).send({ program: 'Fire show at 22:00', hasGym: true, city: 'Villeurbanne' }).expect(200)).body;
    expect((await t.agent().get(`/api/editions/${edition.id}`).expect(200)).body).toEqual(changed);
    expect((await owner.agent.get(`/api/editions/${edition.id}`).expect(200)).body).toEqual(changed);
  });

  it('the edition page costs no query for a visitor once remembered; for a signed-in user, the edition with their rights, and their session with its user until this process remembers it', async () => {
    const { owner, edition } = await setup();
    // Every road to the database: the ORM's, the helper's prepared statements, the session pool's.
    const count = (agent: ReturnType<TestApp['agent']>, url: string) => statementsDuring(t, () => agent.get(url).expect(200));
    expect(await count(t.agent(), `/api/editions/${edition.id}`)).toBe(1);
    expect(await count(t.agent(), `/api/editions/${edition.id}`)).toBe(0);
    // A session this process does not remember (yet) is read with its user.
    t.app.get(SessionCache).invalidate();
    expect(await count(owner.agent, `/api/editions/${edition.id}`)).toBe(2);
    expect(await count(owner.agent, `/api/editions/${edition.id}`)).toBe(1);
    expect(await count(owner.agent, `/api/editions/${edition.id}/permissions`)).toBe(1);
  });

  it('an offline edition is shown to a global admin in admin mode only', async () => {
    const { owner, edition } = await setup();
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    const admin = await signedInUser(t);
    const em = t.em();
    (await em.findOneOrFail(User, { id: admin.user.id })).isGlobalAdmin = true;
    await em.flush();
    await admin.agent.get(`/api/editions/${edition.id}`).expect(404);
    await admin.agent.get(`/api/editions/${edition.id}`).set('X-Admin-Mode', 'true').expect(200);
    const perms = await admin.agent.get(`/api/editions/${edition.id}/permissions`).set('X-Admin-Mode', 'true').expect(200);
    expect(perms.body).toEqual({ view: true, team: true, canEdit: true, canDelete: true, canManageVolunteers: true, canManageArtists: true, canManageTicketing: true, leadVolunteerTeams: true, seeVolunteerPlanning: true, artistSpace: false, proposeWorkshop: true, scanAtGate: true, manageMeals: true, validateMeals: true });
    await t.agent().get('/api/editions/99999999999').expect(404);
    await t.agent().get('/api/editions/abc').expect(404);
  });

  it('validates dates (end ≥ start), coordinates, URLs and lengths', async () => {
    const { owner, convention, edition } = await setup();
    const bad = await owner.agent
      .post(`/api/conventions/${convention.id}/editions`)
      .send({ name: 'x'.repeat(201), startDate: '2027-05-20', endDate: '2027-05-10', latitude: 91, longitude: -181, facebookUrl: 'javascript:alert(1)', hasGym: 'yes' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['endDate', 'facebookUrl', 'hasGym', 'latitude', 'longitude', 'name']);
    await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'No dates' }).expect(400);
    await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Bad day', startDate: '2027-02-30x', endDate: '2027-03-01' }).expect(400);
    // Changing one day alone is checked against the stored other one.
    const res = await owner.agent.patch(`/api/editions/${edition.id}`).send({ endDate: '2027-05-01' }).expect(400);
    expect(res.body.errors.endDate).toHaveLength(1);
  });

  it('takes the country as an ISO 3166-1 code in any case, stores it in capitals, refuses a name; null clears it', async () => {
    const { owner, edition } = await setup();
    expect((await owner.agent.get(`/api/editions/${edition.id}`).expect(200)).body.country).toBe('FR');
    expect((await owner.agent.patch(`/api/editions/${edition.id}`).send({ country: ' be ' }).expect(200)).body.country).toBe('BE');
    for (const country of ['Belgium', 'ZZ', 'B', 42]) {
      const bad = await owner.agent.patch(`/api/editions/${edition.id}`).send({ country }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['country']);
    }
    expect((await owner.agent.patch(`/api/editions/${edition.id}`).send({ country: null }).expect(200)).body.country).toBeNull();
    expect((await owner.agent.patch(`/api/editions/${edition.id}`).send({ country: 'xk' }).expect(200)).body.country).toBe('XK');
  });

  it('has a time zone: Europe/Paris unless given, returned, changed, refused unless an IANA name; null is a 400', async () => {
    const { owner, convention, edition } = await setup();
    expect((await t.agent().get(`/api/editions/${edition.id}`).expect(200)).body.timeZone).toBe('Europe/Paris');
    const changed = (await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone: 'America/Toronto' }).expect(200)).body;
    expect(changed.timeZone).toBe('America/Toronto');
    expect((await t.agent().get(`/api/editions/${edition.id}`).expect(200)).body.timeZone).toBe('America/Toronto');
    // Any case, spaces around, or an alias: stored under its listed name.
    expect((await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone: ' europe/brussels ' }).expect(200)).body.timeZone).toBe('Europe/Brussels');
    expect((await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone: 'US/Eastern' }).expect(200)).body.timeZone).toBe('America/New_York');
    expect((await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone: 'UTC' }).expect(200)).body.timeZone).toBe('UTC');
    for (const timeZone of ['Mars/Olympus', 'Paris', '+02:00', '', null, 42]) {
      const bad = await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['timeZone']);
      expect(bad.body.errors.timeZone).toEqual(['Choose a time zone from the list.']);
    }
    // In the reader's language.
    await owner.agent.patch('/api/profile').send({ preferredLanguage: 'fr' }).expect(200);
    const fr = await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone: 'Mars/Olympus' }).expect(400);
    expect(fr.body.errors.timeZone).toEqual(['Choisissez un fuseau horaire dans la liste.']);
    expect((await owner.agent.get(`/api/editions/${edition.id}`).expect(200)).body.timeZone).toBe('UTC');
    // Given on creation; refused there too.
    const made = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'CJ Québec', startDate: '2027-07-01', endDate: '2027-07-04', timeZone: 'America/Toronto' }).expect(201)).body;
    expect(made.timeZone).toBe('America/Toronto');
    const refused = await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'CJ Mars', startDate: '2027-07-01', endDate: '2027-07-04', timeZone: 'Mars/Olympus' }).expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['timeZone']);
  });

  it('takes an image checked by content, under /uploads/editions/{id}/, from those who may edit', async () => {
    const { owner, edition } = await setup();
    const image = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#aa3366' } }).png().toBuffer();
    await t.agent().post(`/api/editions/${edition.id}/image`).attach('file', image, 'poster.png').expect(401);
    const stranger = await signedInUser(t);
    await stranger.agent.post(`/api/editions/${edition.id}/image`).attach('file', image, 'poster.png').expect(403);
    await owner.agent.post(`/api/editions/${edition.id}/image`).attach('file', Buffer.from('%PDF-1.4'), 'poster.png').expect(415);
    const res = await owner.agent.post(`/api/editions/${edition.id}/image`).attach('file', image, 'poster.png').expect(200);
    expect(res.body.imageUrl).toMatch(new RegExp(`^/uploads/editions/${edition.id}/[\\w-]+\\.webp$`));
    const served = await t.agent().get(res.body.imageUrl).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(1600);
    expect((await owner.agent.delete(`/api/editions/${edition.id}/image`).expect(200)).body.imageUrl).toBeNull();
  });

  it('an offline edition is visible to its team only', async () => {
    const { owner, edition } = await setup();
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(`/api/editions/${edition.id}`).expect(404);
    const stranger = await signedInUser(t);
    await stranger.agent.get(`/api/editions/${edition.id}`).expect(404);
    await owner.agent.get(`/api/editions/${edition.id}`).expect(200);
  });

  it("a collaborator with only 'edit all editions' edits but may not delete the edition nor add one", async () => {
    const { owner, convention, edition } = await setup();
    const editor = await addCollaborator(owner, convention.id, { canEditAllEditions: true });
    const perms = await editor.agent.get(`/api/editions/${edition.id}/permissions`).expect(200);
    expect(perms.body).toEqual({ view: true, team: true, canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: false, canManageTicketing: true, leadVolunteerTeams: false, seeVolunteerPlanning: false, artistSpace: false, proposeWorkshop: true, scanAtGate: true, manageMeals: true, validateMeals: true });
    const edited = await editor.agent.patch(`/api/editions/${edition.id}`).send({ description: 'Gym, shows and a big open stage', hasOpenStage: true }).expect(200);
    expect(edited.body).toMatchObject({ hasOpenStage: true, hasShowers: true });
    await editor.agent.delete(`/api/editions/${edition.id}`).expect(403);
    await editor.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Mine', startDate: '2028-01-01', endDate: '2028-01-02' }).expect(403);
  });

  it('answers 401 to anonymous writes, 403 to strangers, and deletes for those who may', async () => {
    const { owner, convention, edition } = await setup();
    await t.agent().patch(`/api/editions/${edition.id}`).send({ name: 'X' }).expect(401);
    await t.agent().delete(`/api/editions/${edition.id}`).expect(401);
    await t.agent().post(`/api/conventions/${convention.id}/editions`).send({ name: 'X', startDate: '2028-01-01', endDate: '2028-01-02' }).expect(401);
    const stranger = await signedInUser(t);
    await stranger.agent.patch(`/api/editions/${edition.id}`).send({ name: 'X' }).expect(403);
    const deleter = await addCollaborator(owner, convention.id, { canDeleteAllEditions: true });
    await deleter.agent.patch(`/api/editions/${edition.id}`).send({ name: 'X' }).expect(403);
    await deleter.agent.delete(`/api/editions/${edition.id}`).expect(204);
    await owner.agent.get(`/api/editions/${edition.id}`).expect(404);
  });

  it('lists a convention’s editions, offline ones for the team only; admin mode gives every right', async () => {
    const { owner, convention, edition } = await setup();
    await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Draft 2028', startDate: '2028-05-01', endDate: '2028-05-03' }).expect(201);
    const publicList = await t.agent().get(`/api/conventions/${convention.id}/editions`).expect(200);
    expect(publicList.body.items.map((e: { id: number }) => e.id)).toEqual([edition.id]);
    const teamList = await owner.agent.get(`/api/conventions/${convention.id}/editions`).expect(200);
    expect(teamList.body.items.map((e: { name: string }) => e.name)).toEqual(['Draft 2028', 'CJ 2027']);

    const admin = await signedInUser(t);
    const em = t.em();
    (await em.findOneOrFail(User, { id: admin.user.id })).isGlobalAdmin = true;
    await em.flush();
    await admin.agent.delete(`/api/editions/${edition.id}`).expect(403);
    await admin.agent.delete(`/api/editions/${edition.id}`).set('X-Admin-Mode', 'true').expect(204);
  });
});

describe('per-edition rights', () => {
  it('a collaborator may edit one edition only, recorded as PER_EDITIONS_UPDATED', async () => {
    const { owner, convention, edition } = await setup();
    const other = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'CJ 2028', startDate: '2028-05-01', endDate: '2028-05-03', isOnline: true }).expect(201)).body;
    const member = await signedInUser(t);
    const collab = (await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo }).expect(201)).body;
    await member.agent.patch(`/api/editions/${edition.id}`).send({ name: 'Mine now' }).expect(403);

    const url = `/api/conventions/${convention.id}/collaborators/${collab.id}/editions/${edition.id}`;
    const body = { canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: false, canManageTicketing: false };
    await t.agent().put(url).send(body).expect(401);
    await member.agent.put(url).send(body).expect(403);
    await owner.agent.put(url).send({ ...body, canFly: true }).expect(400);
    await owner.agent.put(`/api/conventions/${convention.id}/collaborators/${collab.id}/editions/999999`).send(body).expect(404);
    const set = await owner.agent.put(url).send(body).expect(200);
    expect(set.body).toEqual({ editionId: edition.id, ...body });

    await member.agent.patch(`/api/editions/${edition.id}`).send({ name: 'Edited by member' }).expect(200);
    await member.agent.patch(`/api/editions/${other.id}`).send({ name: 'Not this one' }).expect(403);
    await member.agent.delete(`/api/editions/${edition.id}`).expect(403);
    const list = await member.agent.get(`/api/conventions/${convention.id}/collaborators/${collab.id}/editions`).expect(200);
    expect(list.body.items).toEqual([{ editionId: edition.id, ...body }]);

    const history = await owner.agent.get(`/api/conventions/${convention.id}/history`).expect(200);
    const entry = history.body.items.find((h: { changeType: string }) => h.changeType === 'PER_EDITIONS_UPDATED');
    expect(entry).toMatchObject({ before: null, after: { editionId: edition.id, canEdit: true }, targetUser: { id: member.user.id } });

    // Taking every right away removes the row and records it.
    await owner.agent.put(url).send({ ...body, canEdit: false }).expect(200);
    await member.agent.patch(`/api/editions/${edition.id}`).send({ name: 'Again' }).expect(403);
    expect((await member.agent.get(`/api/conventions/${convention.id}/collaborators/${collab.id}/editions`).expect(200)).body.items).toEqual([]);
  });

  it('a manager cannot give per-edition rights they do not hold', async () => {
    const { owner, convention, edition } = await setup();
    const manager = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: manager.user.pseudo, rights: { canManageCollaborators: true, canEditAllEditions: true } }).expect(201);
    const member = await signedInUser(t);
    const collab = (await manager.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo }).expect(201)).body;
    const url = `/api/conventions/${convention.id}/collaborators/${collab.id}/editions/${edition.id}`;
    await manager.agent.put(url).send({ canEdit: false, canDelete: true, canManageVolunteers: false, canManageArtists: false }).expect(403);
    await manager.agent.put(url).send({ canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: false }).expect(200);
  });
});

describe('rights answered for lists of editions', () => {
  it('a manager may change per-edition rights next to a right they lack, but not give it', async () => {
    const { owner, convention, edition } = await setup();
    const member = await signedInUser(t);
    const collab = (await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo }).expect(201)).body;
    const url = `/api/conventions/${convention.id}/collaborators/${collab.id}/editions/${edition.id}`;
    await owner.agent.put(url).send({ canEdit: false, canDelete: true, canManageVolunteers: false, canManageArtists: false }).expect(200);
    const manager = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: manager.user.pseudo, rights: { canManageCollaborators: true, canEditAllEditions: true } }).expect(201);
    // The member keeps 'delete' (given by the author); the manager adds 'edit', which they hold.
    const set = await manager.agent.put(url).send({ canEdit: true, canDelete: true, canManageVolunteers: false, canManageArtists: false }).expect(200);
    expect(set.body).toMatchObject({ canEdit: true, canDelete: true });
    await manager.agent.put(url).send({ canEdit: true, canDelete: true, canManageVolunteers: true, canManageArtists: false }).expect(403);
  });

  it("tells a team member what they may do on each edition of a convention, in admin mode too", async () => {
    const { owner, convention, edition } = await setup();
    const draft = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Draft 2028', startDate: '2028-05-01', endDate: '2028-05-03' }).expect(201)).body;
    const member = await signedInUser(t);
    const collab = (await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo, rights: { canDeleteAllEditions: true } }).expect(201)).body;
    await owner.agent
      .put(`/api/conventions/${convention.id}/collaborators/${collab.id}/editions/${edition.id}`)
      .send({ canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: true })
      .expect(200);
    const url = `/api/conventions/${convention.id}/editions/permissions`;
    await t.agent().get(url).expect(401);
    const stranger = await signedInUser(t);
    await stranger.agent.get(url).expect(403);
    await member.agent.get('/api/conventions/999999/editions/permissions').expect(404);
    const mine = (await member.agent.get(url).expect(200)).body.items;
    expect(mine).toEqual([
      { editionId: draft.id, view: true, team: true, canEdit: false, canDelete: true, canManageVolunteers: false, canManageArtists: false, canManageTicketing: false, leadVolunteerTeams: false, seeVolunteerPlanning: false, artistSpace: false, proposeWorkshop: true, scanAtGate: false, manageMeals: false, validateMeals: false },
      { editionId: edition.id, view: true, team: true, canEdit: true, canDelete: true, canManageVolunteers: false, canManageArtists: true, canManageTicketing: true, leadVolunteerTeams: false, seeVolunteerPlanning: false, artistSpace: false, proposeWorkshop: true, scanAtGate: true, manageMeals: true, validateMeals: true },
    ]);
    const admin = await signedInUser(t);
    const em = t.em();
    (await em.findOneOrFail(User, { id: admin.user.id })).isGlobalAdmin = true;
    await em.flush();
    await admin.agent.get(url).expect(403);
    const asAdmin = (await admin.agent.get(url).set('X-Admin-Mode', 'true').expect(200)).body.items;
    expect(asAdmin.every((p: { canEdit: boolean; canDelete: boolean }) => p.canEdit && p.canDelete)).toBe(true);
  });

  it('lists the editions of my conventions with my rights on each, without N+1', async () => {
    await t.agent().get('/api/editions/mine').expect(401);
    const { owner, convention, edition } = await setup();
    const member = await signedInUser(t);
    const collab = (await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo, rights: { canAddEdition: true } }).expect(201)).body;
    await owner.agent
      .put(`/api/conventions/${convention.id}/collaborators/${collab.id}/editions/${edition.id}`)
      .send({ canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: false })
      .expect(200);
    const offline = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Draft 2028', startDate: '2028-05-01', endDate: '2028-05-03' }).expect(201)).body;
    const own = (await member.agent.post('/api/conventions').send({ name: 'Member fest' }).expect(201)).body;
    const ownEdition = (await member.agent.post(`/api/conventions/${own.id}/editions`).send({ name: 'MF 2027', startDate: '2027-01-01', endDate: '2027-01-02' }).expect(201)).body;
    // Someone else's convention stays out.
    await setup();

    const items = (await member.agent.get('/api/editions/mine').expect(200)).body.items as { id: number; conventionId: number; isOnline: boolean; permissions: Record<string, boolean> }[];
    expect(items.map((i) => i.id)).toEqual([offline.id, edition.id, ownEdition.id]);
    expect(items[0]).toMatchObject({ conventionId: convention.id, isOnline: false, permissions: { view: true, team: true, canEdit: false, canDelete: false } });
    expect(items[1]).toMatchObject({ conventionId: convention.id, name: 'CJ 2027', city: 'Lyon', permissions: { canEdit: true, canDelete: false } });
    expect(items[2]).toMatchObject({ conventionId: own.id, permissions: { canEdit: true, canDelete: true, canManageVolunteers: true } });

    const connection = t.app.get(MikroORM).em.getDriver().getConnection();
    const countQueries = async (agent: Signed['agent']) => {
      const spy = jest.spyOn(connection, 'execute');
      // The session read counted every time (whether this process remembers it is not what is measured here).
      t.app.get(SessionCache).invalidate();
      const sessionSpy = jest.spyOn(t.app.get(SessionPool), 'query');
      try {
        await agent.get('/api/editions/mine').expect(200);
        return spy.mock.calls.length + sessionSpy.mock.calls.length;
      } finally {
        spy.mockRestore();
        sessionSpy.mockRestore();
      }
    };
    const small = await signedInUser(t);
    const smallConvention = (await small.agent.post('/api/conventions').send({ name: 'Small' }).expect(201)).body;
    await small.agent.post(`/api/conventions/${smallConvention.id}/editions`).send({ name: 'S 2027', startDate: '2027-01-01', endDate: '2027-01-02' }).expect(201);
    const big = await signedInUser(t);
    for (let i = 0; i < 4; i++) {
      const c = (await big.agent.post('/api/conventions').send({ name: `Big ${i}` }).expect(201)).body;
      for (let j = 0; j < 3; j++) await big.agent.post(`/api/conventions/${c.id}/editions`).send({ name: `B${i}-${j}`, startDate: '2027-01-01', endDate: '2027-01-02' }).expect(201);
      const shared = await setup();
      const added = (await shared.owner.agent.post(`/api/conventions/${shared.convention.id}/collaborators`).send({ identifier: big.user.pseudo }).expect(201)).body;
      await shared.owner.agent
        .put(`/api/conventions/${shared.convention.id}/collaborators/${added.id}/editions/${shared.edition.id}`)
        .send({ canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: false })
        .expect(200);
    }
    expect((await big.agent.get('/api/editions/mine').expect(200)).body.items).toHaveLength(16);
    const [bigCount, smallCount] = [await countQueries(big.agent), await countQueries(small.agent)];
    expect(smallCount).toBeGreaterThanOrEqual(3);
    expect(bigCount).toBe(smallCount);
  });
});
