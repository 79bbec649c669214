import { EventEmitter2 } from '@nestjs/event-emitter';
import { Client } from 'pg';
import { CollaboratorAdded, CollaboratorRemoved, CollaboratorRightsChanged } from '../src/modules/access/access.events';
import { CONVENTION_GRANT_FIELDS, EDITION_GRANT_FIELDS } from '../src/modules/access/access.registry';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;

async function conventionOf(owner: Signed) {
  return (await owner.agent.post('/api/conventions').send({ name: 'Festival du cirque' }).expect(201)).body as { id: number };
}

async function collaborator(owner: Signed, conventionId: number, rights: Record<string, boolean>) {
  const member = await signedInUser(t);
  const added = (await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: member.user.pseudo, rights }).expect(201)).body as { id: number };
  return { member, collaboratorId: added.id };
}

const edition = { name: 'FC 2027', startDate: '2027-07-01', endDate: '2027-07-04', isOnline: true };

describe('the rights registry in the API document', () => {
  it('carries the grantable rights in display order, for the generated client', async () => {
    const { components } = (await t.agent().get('/api/docs-json').expect(200)).body as { components: { schemas: Record<string, { enum?: string[] }> } };
    expect(components.schemas.ConventionGrant?.enum).toEqual(CONVENTION_GRANT_FIELDS);
    expect(components.schemas.EditionGrant?.enum).toEqual(EDITION_GRANT_FIELDS);
  });
});

describe("the edition's creator", () => {
  it("edits and deletes the edition they made with only 'add edition', and no other edition", async () => {
    const owner = await signedInUser(t);
    const { id } = await conventionOf(owner);
    const { member } = await collaborator(owner, id, { canAddEdition: true });
    const mine = (await member.agent.post(`/api/conventions/${id}/editions`).send(edition).expect(201)).body as { id: number; creatorId: number };
    const theirs = (await owner.agent.post(`/api/conventions/${id}/editions`).send({ ...edition, name: 'FC 2028' }).expect(201)).body as { id: number };
    expect(mine.creatorId).toBe(member.user.id);

    expect((await member.agent.get(`/api/editions/${mine.id}/permissions`).expect(200)).body).toMatchObject({ view: true, team: true, canEdit: true, canDelete: true, canManageVolunteers: false, canManageArtists: false });
    await member.agent.patch(`/api/editions/${mine.id}`).send({ city: 'Nantes' }).expect(200);
    await member.agent.patch(`/api/editions/${theirs.id}`).send({ city: 'Nantes' }).expect(403);
    await member.agent.delete(`/api/editions/${theirs.id}`).expect(403);

    const listed = (await member.agent.get('/api/editions/mine').expect(200)).body.items as { id: number; permissions: { canEdit: boolean; canDelete: boolean } }[];
    expect(listed.find((e) => e.id === mine.id)?.permissions).toMatchObject({ canEdit: true, canDelete: true });
    expect(listed.find((e) => e.id === theirs.id)?.permissions).toMatchObject({ canEdit: false, canDelete: false });
    const onConvention = (await member.agent.get(`/api/conventions/${id}/editions/permissions`).expect(200)).body.items as { editionId: number; canEdit: boolean }[];
    expect(onConvention.find((e) => e.editionId === mine.id)?.canEdit).toBe(true);

    await member.agent.delete(`/api/editions/${mine.id}`).expect(204);
  });

  it('keeps nothing of it once removed from the team', async () => {
    const owner = await signedInUser(t);
    const { id } = await conventionOf(owner);
    const { member, collaboratorId } = await collaborator(owner, id, { canAddEdition: true });
    const mine = (await member.agent.post(`/api/conventions/${id}/editions`).send(edition).expect(201)).body as { id: number };
    await owner.agent.delete(`/api/conventions/${id}/collaborators/${collaboratorId}`).expect(204);
    await member.agent.patch(`/api/editions/${mine.id}`).send({ city: 'Nantes' }).expect(403);
    await member.agent.delete(`/api/editions/${mine.id}`).expect(403);
  });

  it('may give the rights of their edition to another collaborator when they manage the team', async () => {
    const owner = await signedInUser(t);
    const { id } = await conventionOf(owner);
    const { member } = await collaborator(owner, id, { canAddEdition: true, canManageCollaborators: true });
    const other = await collaborator(owner, id, {});
    const mine = (await member.agent.post(`/api/conventions/${id}/editions`).send(edition).expect(201)).body as { id: number };
    const given = { canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: false };
    await member.agent.put(`/api/conventions/${id}/collaborators/${other.collaboratorId}/editions/${mine.id}`).send(given).expect(200);
    await member.agent.put(`/api/conventions/${id}/collaborators/${other.collaboratorId}/editions/${mine.id}`).send({ ...given, canManageVolunteers: true }).expect(403);
  });
});

describe('rights on one edition', () => {
  it('keeps a right the request does not name, so that a client unaware of a newer right does not erase it', async () => {
    const owner = await signedInUser(t);
    const { id } = await conventionOf(owner);
    const { collaboratorId } = await collaborator(owner, id, {});
    const made = (await owner.agent.post(`/api/conventions/${id}/editions`).send(edition).expect(201)).body as { id: number };
    const url = `/api/conventions/${id}/collaborators/${collaboratorId}/editions/${made.id}`;
    expect((await owner.agent.put(url).send({ canDelete: true }).expect(200)).body).toMatchObject({ editionId: made.id, canEdit: false, canDelete: true });
    expect((await owner.agent.put(url).send({ canEdit: true }).expect(200)).body).toMatchObject({ canEdit: true, canDelete: true });
    await owner.agent.put(url).send({ canEdit: 'yes' }).expect(400);
  });
});

describe('domain events', () => {
  it('tells other modules of team changes once they are committed', async () => {
    const owner = await signedInUser(t);
    const { id } = await conventionOf(owner);
    const events = t.app.get(EventEmitter2);
    const seen: { event: string; committedRows: number }[] = [];
    // Each listener looks at the database from a connection of its own: the change must already be there.
    const sql = new Client({ connectionString: t.databaseUrl });
    await sql.connect();
    const heard = (event: string) => async (payload: { conventionId: number; userId: number }) => {
      const { rows } = await sql.query('select count(*)::int as n from convention_collaborators where convention_id = $1 and user_id = $2', [payload.conventionId, payload.userId]);
      seen.push({ event, committedRows: rows[0].n });
    };
    const listeners = [CollaboratorAdded.event, CollaboratorRightsChanged.event, CollaboratorRemoved.event].map((event) => [event, heard(event)] as const);
    for (const [event, listener] of listeners) events.on(event, listener);
    try {
      const { collaboratorId } = await collaborator(owner, id, {});
      await owner.agent.patch(`/api/conventions/${id}/collaborators/${collaboratorId}`).send({ rights: { canManageArtists: true } }).expect(200);
      await owner.agent.delete(`/api/conventions/${id}/collaborators/${collaboratorId}`).expect(204);
      for (let i = 0; seen.length < 3 && i < 100; i++) await new Promise((r) => setTimeout(r, 20));
      expect(seen).toEqual([
        { event: CollaboratorAdded.event, committedRows: 1 },
        { event: CollaboratorRightsChanged.event, committedRows: 1 },
        { event: CollaboratorRemoved.event, committedRows: 0 },
      ]);
    } finally {
      for (const [event, listener] of listeners) events.off(event, listener);
      await sql.end();
    }
  });

  it('answers once the listeners are done, and a listener that fails leaves the committed change a success', async () => {
    const owner = await signedInUser(t);
    const { id } = await conventionOf(owner);
    const { collaboratorId } = await collaborator(owner, id, {});
    const events = t.app.get(EventEmitter2);
    const sql = new Client({ connectionString: t.databaseUrl });
    await sql.connect();
    const done: string[] = [];
    // Work that takes the database a while, as writing notifications does.
    const slow = async () => {
      await sql.query('select pg_sleep(0.2)');
      done.push('slow listener');
    };
    const failing = async () => {
      throw new Error('a listener that fails');
    };
    events.on(CollaboratorRightsChanged.event, slow);
    events.on(CollaboratorRightsChanged.event, failing);
    try {
      await owner.agent.patch(`/api/conventions/${id}/collaborators/${collaboratorId}`).send({ rights: { canManageArtists: true } }).expect(200);
      expect(done).toEqual(['slow listener']);
      const { rows } = await sql.query('select can_manage_artists from convention_collaborators where id = $1', [collaboratorId]);
      expect(rows).toEqual([{ can_manage_artists: true }]);
    } finally {
      events.off(CollaboratorRightsChanged.event, slow);
      events.off(CollaboratorRightsChanged.event, failing);
      await sql.end();
    }
  });
});
