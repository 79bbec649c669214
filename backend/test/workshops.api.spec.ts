import { conventionWithEdition } from './support/artists';
import { statementsDuring } from './support/statements';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';
import { WorkshopsNotifications } from '../src/modules/workshops/workshops-notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.em().getConnection().execute<T[]>(text, params);
}

/** An online edition (14-17 May 2030, Paris clocks) with workshops on unless said, of a convention of its own made by `owner` (a new user when absent). */
async function setup(settings: Record<string, unknown> = {}, owner?: Signed) {
  owner ??= await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, {
    name: 'CJ 2030',
    startDate: '2030-05-14',
    endDate: '2030-05-17',
    city: 'Lyon',
    timeZone: 'Europe/Paris',
    workshopsEnabled: true,
    ...settings,
  });
  return { owner, convention, edition, base: `/api/editions/${edition.id}/workshops`, locations: `/api/editions/${edition.id}/workshop-locations` };
}

/** A location of the edition, made through the API by its team. */
async function location(owner: Signed, editionId: number, name: string): Promise<number> {
  return (await owner.agent.post(`/api/editions/${editionId}/workshop-locations`).send({ name }).expect(201)).body.id;
}

/** A signed-in user who may propose on the edition: an accepted volunteer (made in the database). */
async function volunteer(editionId: number): Promise<Signed> {
  const user = await signedInUser(t);
  await sql(`insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'ACCEPTED', md5(random()::text), md5(random()::text))`, [editionId, user.user.id]);
  return user;
}

/** A signed-in user holding a valid ticket of the edition on their (verified) e-mail. */
async function ticketHolder(editionId: number, state = 'Processed'): Promise<Signed> {
  const user = await signedInUser(t);
  const [order] = await sql<{ id: number }>(
    `insert into ticketing_orders (edition_id, source, payer_first_name, payer_last_name, payment_method, order_date) values (?, 'ONSITE', 'Ann', 'Holder', 'CASH', now()) returning id`,
    [editionId],
  );
  await sql(`insert into ticketing_order_items (order_id, edition_id, first_name, last_name, email, state, qr_code) values (?, ?, 'Ann', 'Holder', ?, ?, md5(random()::text))`, [
    order!.id,
    editionId,
    user.account.email.toUpperCase(),
    state,
  ]);
  return user;
}

/** A signed-in artist of the edition. */
async function artist(editionId: number): Promise<Signed> {
  const user = await signedInUser(t);
  await sql(`insert into edition_artists (edition_id, user_id, qr_token) values (?, ?, md5(random()::text))`, [editionId, user.user.id]);
  return user;
}

const body = (fields: Record<string, unknown> = {}) => ({
  title: 'Contact juggling',
  description: 'Bring a ball',
  startDateTime: '2030-05-15T08:00:00.000Z',
  endDateTime: '2030-05-15T09:30:00.000Z',
  maxParticipants: 12,
  ...fields,
});

describe('workshop locations', () => {
  it('the team adds, renames and deletes locations; anyone who sees the edition lists them by name with their workshops counted', async () => {
    const { owner, edition, base, locations } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const tent = await location(owner, edition.id, 'big tent');
    await owner.agent.post(base).send(body({ locationId: gym })).expect(201);
    expect((await t.agent().get(locations).expect(200)).body.items).toEqual([
      { id: tent, name: 'big tent', workshopCount: 0 },
      { id: gym, name: 'Gym', workshopCount: 1 },
    ]);
    const renamed = await owner.agent.patch(`${locations}/${tent}`).send({ name: '  Big top  ' }).expect(200);
    expect(renamed.body).toEqual({ id: tent, name: 'Big top', workshopCount: 0 });
    await owner.agent.delete(`${locations}/${gym}`).expect(204);
    expect((await t.agent().get(locations).expect(200)).body.items.map((l: { name: string }) => l.name)).toEqual(['Big top']);
    // Its workshops stay, without a location.
    const [kept] = (await t.agent().get(base).expect(200)).body.items;
    expect(kept.location).toBeNull();
  });

  it('refuses a name another location of the edition has, whatever its case (409 on the field); other editions may reuse it', async () => {
    const { owner, edition, locations } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const taken = await owner.agent.post(locations).send({ name: 'GYM' }).expect(409);
    expect(Object.keys(taken.body.errors)).toEqual(['name']);
    const other = await location(owner, edition.id, 'Hall');
    await owner.agent.patch(`${locations}/${other}`).send({ name: 'gym' }).expect(409);
    await owner.agent.patch(`${locations}/${gym}`).send({ name: 'gym' }).expect(200);
    const second = await setup({}, owner);
    await location(owner, second.edition.id, 'Gym');
  });

  it('validates the name: required, 100 characters', async () => {
    const { owner, locations } = await setup();
    expect(Object.keys((await owner.agent.post(locations).send({ name: '  ' }).expect(400)).body.errors)).toEqual(['name']);
    expect(Object.keys((await owner.agent.post(locations).send({ name: 'x'.repeat(101) }).expect(400)).body.errors)).toEqual(['name']);
    await owner.agent.post(locations).send({ name: 'x'.repeat(100) }).expect(201);
  });

  it('refuses everyone but the team: visitors 401, others 403, an unknown edition or a location of another edition 404', async () => {
    const { owner, edition, locations } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const other = await setup();
    const theirs = await location(other.owner, other.edition.id, 'Theirs');
    await t.agent().post(locations).send({ name: 'A' }).expect(401);
    for (const who of [await signedInUser(t), await volunteer(edition.id), await artist(edition.id)]) {
      await who.agent.post(locations).send({ name: 'A' }).expect(403);
      await who.agent.patch(`${locations}/${gym}`).send({ name: 'A' }).expect(403);
      await who.agent.delete(`${locations}/${gym}`).expect(403);
    }
    await owner.agent.patch(`${locations}/${theirs}`).send({ name: 'Mine' }).expect(404);
    await owner.agent.delete(`${locations}/${theirs}`).expect(404);
    await owner.agent.delete(`${locations}/abc`).expect(404);
    await t.agent().get('/api/editions/99999999/workshop-locations').expect(404);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(locations).expect(404);
  });
});

describe('the workshops of an edition', () => {
  it('visitors read them in time order with their place, creator (by pseudo), stars and the edition’s clocks; nothing private', async () => {
    const { owner, edition, base } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const proposer = await volunteer(edition.id);
    const late = (await proposer.agent.post(base).send(body({ title: 'Late', startDateTime: '2030-05-16T18:00:00Z', endDateTime: '2030-05-16T19:00:00Z', locationId: gym })).expect(201)).body.workshop;
    const early = (await owner.agent.post(base).send(body({ title: 'Early', description: null, maxParticipants: null })).expect(201)).body.workshop;
    const res = await t.agent().get(base).expect(200);
    expect(res.body.timeZone).toBe('Europe/Paris');
    expect(res.body.days).toEqual(['2030-05-14', '2030-05-15', '2030-05-16', '2030-05-17']);
    expect(res.body.items.map((w: { id: number }) => w.id)).toEqual([early.id, late.id]);
    expect(res.body.items[1]).toEqual({
      id: late.id,
      title: 'Late',
      description: 'Bring a ball',
      startDateTime: '2030-05-16T18:00:00.000Z',
      endDateTime: '2030-05-16T19:00:00.000Z',
      day: '2030-05-16',
      maxParticipants: 12,
      location: { id: gym, name: 'Gym' },
      locationText: null,
      creator: { id: proposer.user.id, pseudo: proposer.account.pseudo, profilePicture: null, updatedAt: expect.any(String) },
      favoriteCount: 0,
      isFavorite: false,
      canEdit: false,
    });
    expect(res.body.items[0]).toMatchObject({ description: null, maxParticipants: null, location: null, day: '2030-05-15' });
    expect(res.text).not.toContain(proposer.account.email);
    expect((await t.agent().get(`${base}/${late.id}`).expect(200)).body).toEqual(res.body.items[1]);
  });

  it('a day is read on the edition’s clocks: 00:30 in Paris on the 16th is the 16th', async () => {
    const { owner, base } = await setup();
    const night = (await owner.agent.post(base).send(body({ title: 'Night', startDateTime: '2030-05-15T22:30:00Z', endDateTime: '2030-05-15T23:30:00Z' })).expect(201)).body.workshop;
    const noon = (await owner.agent.post(base).send(body({ title: 'Noon', startDateTime: '2030-05-15T10:00:00Z', endDateTime: '2030-05-15T11:00:00Z' })).expect(201)).body.workshop;
    expect(night.day).toBe('2030-05-16');
    expect((await t.agent().get(base).query({ day: '2030-05-16' }).expect(200)).body.items.map((w: { id: number }) => w.id)).toEqual([night.id]);
    expect((await t.agent().get(base).query({ day: '2030-05-15' }).expect(200)).body.items.map((w: { id: number }) => w.id)).toEqual([noon.id]);
    expect((await t.agent().get(base).query({ day: '2030-05-18' }).expect(200)).body.items).toEqual([]);
    expect(Object.keys((await t.agent().get(base).query({ day: '16/05/2030' }).expect(400)).body.errors)).toEqual(['day']);
  });

  it('filters by location and by the caller’s favourites (signed in: 401 for a visitor)', async () => {
    const { owner, edition, base } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const a = (await owner.agent.post(base).send(body({ title: 'A', locationId: gym })).expect(201)).body.workshop;
    const b = (await owner.agent.post(base).send(body({ title: 'B', startDateTime: '2030-05-15T10:00:00Z', endDateTime: '2030-05-15T11:00:00Z' })).expect(201)).body.workshop;
    expect((await t.agent().get(base).query({ locationId: gym }).expect(200)).body.items.map((w: { id: number }) => w.id)).toEqual([a.id]);
    const fan = await signedInUser(t);
    await fan.agent.put(`${base}/${b.id}/favorite`).expect(204);
    const mine = (await fan.agent.get(base).query({ favorites: 'true' }).expect(200)).body.items;
    expect(mine.map((w: { id: number; isFavorite: boolean }) => [w.id, w.isFavorite])).toEqual([[b.id, true]]);
    expect((await fan.agent.get(base).query({ favorites: 'false' }).expect(200)).body.items).toHaveLength(2);
    await t.agent().get(base).query({ favorites: 'true' }).expect(401);
    await t.agent().get(base).query({ favorites: 'yes' }).expect(400);
    await t.agent().get(base).query({ locationId: 'x' }).expect(400);
  });

  it('is the same for every visitor (shared caches may keep it a minute, filters by day or place too), private to a signed-in caller', async () => {
    const { owner, edition, base } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    for (const query of [{}, { day: '2030-05-15' }, { locationId: gym }]) {
      const visitor = await t.agent().get(base).query(query).expect(200);
      expect(visitor.headers['cache-control']).toBe('public, max-age=60');
      expect(visitor.headers.vary).toContain('Cookie');
    }
    const fan = await signedInUser(t);
    for (const query of [{}, { favorites: 'true' }]) {
      const signed = await fan.agent.get(base).query(query).expect(200);
      expect(signed.headers['cache-control']).toBe('private, no-cache');
      expect(signed.headers.vary).toContain('Cookie');
    }
    expect((await t.agent().get(base).query({ favorites: 'true' }).expect(401)).headers['cache-control']).not.toMatch(/public/);
  });

  it('costs the same number of statements whatever the number of workshops, places and stars', async () => {
    const { owner, edition, base } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const fan = await signedInUser(t);
    const first = (await owner.agent.post(base).send(body({ locationId: gym })).expect(201)).body.workshop;
    await fan.agent.put(`${base}/${first.id}/favorite`).expect(204);
    const few = await statementsDuring(t, () => fan.agent.get(base).expect(200));
    await t.agent().get(base).expect(200);
    const fewVisitor = await statementsDuring(t, () => t.agent().get(base).expect(200));
    for (let i = 0; i < 8; i++) {
      const proposer = await volunteer(edition.id);
      const place = await location(owner, edition.id, `Place ${i}`);
      const w = (await proposer.agent.post(base).send(body({ title: `W${i}`, locationId: place, startDateTime: `2030-05-16T1${i}:00:00Z`, endDateTime: `2030-05-16T1${i}:30:00Z` })).expect(201)).body.workshop;
      await fan.agent.put(`${base}/${w.id}/favorite`).expect(204);
      await proposer.agent.put(`${base}/${w.id}/favorite`).expect(204);
    }
    let items: { isFavorite: boolean }[] = [];
    expect(await statementsDuring(t, async () => (items = (await fan.agent.get(base).expect(200)).body.items))).toBe(few);
    expect(items).toHaveLength(9);
    expect(items.every((i) => i.isFavorite)).toBe(true);
    expect(await statementsDuring(t, () => t.agent().get(base).expect(200))).toBe(fewVisitor);
    // The session, the caller's rights on the edition, the list; a visitor: the list.
    expect(few).toBeLessThanOrEqual(3);
    expect(fewVisitor).toBe(1);
  });

  it('answers 404 on an edition the caller may not see, and for a workshop of another edition', async () => {
    const { owner, edition, base } = await setup();
    const other = await setup();
    const theirs = (await other.owner.agent.post(other.base).send(body()).expect(201)).body.workshop;
    await t.agent().get(`${base}/${theirs.id}`).expect(404);
    await t.agent().get(`${base}/abc`).expect(404);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(base).expect(404);
    await (await signedInUser(t)).agent.get(base).expect(404);
    await owner.agent.get(base).expect(200);
    await t.agent().get('/api/editions/99999999/workshops').expect(404);
  });
});

describe('proposing a workshop', () => {
  it('the team, accepted volunteers, ticket holders and artists propose; a stranger may not (403), a visitor 401', async () => {
    const { owner, edition, base } = await setup();
    for (const who of [owner, await volunteer(edition.id), await ticketHolder(edition.id), await artist(edition.id)]) {
      const res = await who.agent.post(base).send(body()).expect(201);
      expect(res.body.workshop).toMatchObject({ title: 'Contact juggling', canEdit: true, creator: { id: who.user.id } });
    }
    await (await signedInUser(t)).agent.post(base).send(body()).expect(403);
    // A ticket no longer valid gives nothing; an unverified e-mail neither.
    await (await ticketHolder(edition.id, 'Refunded')).agent.post(base).send(body()).expect(403);
    const unverified = await ticketHolder(edition.id);
    await sql('update users set is_email_verified = false where id = ?', [unverified.user.id]);
    await unverified.agent.post(base).send(body()).expect(403);
    // A volunteer of another edition is a stranger here.
    const other = await setup();
    await (await volunteer(other.edition.id)).agent.post(base).send(body()).expect(403);
    await t.agent().post(base).send(body()).expect(401);
    expect(await sql('select count(*)::int as n from workshops where edition_id = ?', [edition.id])).toEqual([{ n: 4 }]);
  });

  it('closed proposals refuse all but the team (403 PROPOSALS_CLOSED); disabled workshops refuse everyone (403 WORKSHOPS_DISABLED)', async () => {
    const { owner, edition, base } = await setup({ workshopProposalsOpen: false });
    const v = await volunteer(edition.id);
    const closed = await v.agent.post(base).send(body()).expect(403);
    expect(closed.body.code).toBe('PROPOSALS_CLOSED');
    expect(closed.body.message).toMatch(/closed/);
    await owner.agent.post(base).send(body()).expect(201);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ workshopsEnabled: false }).expect(200);
    for (const who of [owner, v]) expect((await who.agent.post(base).send(body()).expect(403)).body.code).toBe('WORKSHOPS_DISABLED');
    expect(await sql('select count(*)::int as n from workshops where edition_id = ?', [edition.id])).toEqual([{ n: 1 }]);
  });

  it('validates: title 200, description 5000, times in order and within the edition’s days (its clocks), max participants 1–10000', async () => {
    const { owner, base } = await setup();
    const fieldsOf = async (fields: Record<string, unknown>) => Object.keys((await owner.agent.post(base).send(body(fields)).expect(400)).body.errors);
    expect(await fieldsOf({ title: '' })).toEqual(['title']);
    expect(await fieldsOf({ title: 'x'.repeat(201) })).toEqual(['title']);
    expect(await fieldsOf({ description: 'x'.repeat(5001) })).toEqual(['description']);
    expect(await fieldsOf({ startDateTime: 'tomorrow' })).toEqual(['startDateTime']);
    expect(await fieldsOf({ endDateTime: '2030-05-15T08:00:00.000Z' })).toEqual(['endDateTime']);
    expect(await fieldsOf({ endDateTime: '2030-05-15T07:00:00.000Z' })).toEqual(['endDateTime']);
    // 23:59 UTC on the 13th is 01:59 on the 14th in Paris: within; 21:59 is the 13th there.
    expect(await fieldsOf({ startDateTime: '2030-05-13T21:59:00Z', endDateTime: '2030-05-13T23:00:00Z' })).toEqual(['startDateTime']);
    await owner.agent.post(base).send(body({ startDateTime: '2030-05-13T22:00:00Z', endDateTime: '2030-05-13T23:00:00Z' })).expect(201);
    expect(await fieldsOf({ startDateTime: '2030-05-17T21:00:00Z', endDateTime: '2030-05-17T22:01:00Z' })).toEqual(['endDateTime']);
    await owner.agent.post(base).send(body({ startDateTime: '2030-05-17T21:00:00Z', endDateTime: '2030-05-17T22:00:00Z' })).expect(201);
    const outside = await owner.agent.post(base).send(body({ startDateTime: '2030-06-01T10:00:00Z', endDateTime: '2030-06-01T11:00:00Z' })).expect(400);
    expect(outside.body.errors.startDateTime[0]).toContain('2030-05-14');
    for (const n of [0, 10001, 1.5, '3']) expect(await fieldsOf({ maxParticipants: n })).toEqual(['maxParticipants']);
    await owner.agent.post(base).send(body({ title: 'x'.repeat(200), description: 'y'.repeat(5000), maxParticipants: 10000 })).expect(201);
  });

  it('a location is one of the edition’s, or a free text (100) only when the edition allows it', async () => {
    const { owner, edition, base } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const other = await setup();
    const theirs = await location(other.owner, other.edition.id, 'Theirs');
    expect(Object.keys((await owner.agent.post(base).send(body({ locationId: theirs })).expect(400)).body.errors)).toEqual(['locationId']);
    expect(Object.keys((await owner.agent.post(base).send(body({ locationText: 'Under the oak' })).expect(400)).body.errors)).toEqual(['locationText']);
    expect(Object.keys((await owner.agent.post(base).send(body({ locationId: 'gym' })).expect(400)).body.errors)).toEqual(['locationId']);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ workshopLocationsFreeInput: true }).expect(200);
    const free = (await owner.agent.post(base).send(body({ locationText: '  Under the oak ' })).expect(201)).body.workshop;
    expect(free).toMatchObject({ location: null, locationText: 'Under the oak' });
    expect(Object.keys((await owner.agent.post(base).send(body({ locationText: 'x'.repeat(101) })).expect(400)).body.errors)).toEqual(['locationText']);
    expect(Object.keys((await owner.agent.post(base).send(body({ locationId: gym, locationText: 'Gym' })).expect(400)).body.errors)).toEqual(['locationText']);
    // An empty text is no place.
    expect((await owner.agent.post(base).send(body({ locationId: gym, locationText: '' })).expect(201)).body.workshop.location).toEqual({ id: gym, name: 'Gym' });
  });

  it('warns of the other workshops in the same place at the same time, and saves anyway; touching ones do not clash', async () => {
    const { owner, edition, base } = await setup({ workshopLocationsFreeInput: true });
    const gym = await location(owner, edition.id, 'Gym');
    const first = (await owner.agent.post(base).send(body({ title: 'First', locationId: gym, startDateTime: '2030-05-15T08:00:00Z', endDateTime: '2030-05-15T10:00:00Z' })).expect(201)).body;
    expect(first.warnings).toEqual([]);
    const v = await volunteer(edition.id);
    const touching = (await v.agent.post(base).send(body({ title: 'After', locationId: gym, startDateTime: '2030-05-15T10:00:00Z', endDateTime: '2030-05-15T11:00:00Z' })).expect(201)).body;
    expect(touching.warnings).toEqual([]);
    const elsewhere = (await v.agent.post(base).send(body({ title: 'Elsewhere', locationText: 'Meadow', startDateTime: '2030-05-15T09:00:00Z', endDateTime: '2030-05-15T10:30:00Z' })).expect(201)).body;
    expect(elsewhere.warnings).toEqual([]);
    // A free text naming the location (in another case) is that place.
    const clash = await v.agent.post(base).send(body({ title: 'Overlap', locationText: ' GYM', startDateTime: '2030-05-15T09:30:00Z', endDateTime: '2030-05-15T10:30:00Z' })).expect(201);
    expect(clash.body.warnings).toEqual([
      { workshopId: first.workshop.id, title: 'First', startDateTime: '2030-05-15T08:00:00.000Z', endDateTime: '2030-05-15T10:00:00.000Z', location: 'Gym' },
      { workshopId: touching.workshop.id, title: 'After', startDateTime: '2030-05-15T10:00:00.000Z', endDateTime: '2030-05-15T11:00:00.000Z', location: 'Gym' },
    ]);
    // Moved away from both, the edit warns of nothing.
    const moved = await v.agent.patch(`${base}/${clash.body.workshop.id}`).send({ startDateTime: '2030-05-15T11:00:00Z', endDateTime: '2030-05-15T12:00:00Z' }).expect(200);
    expect(moved.body.warnings).toEqual([]);
  });
});

describe('changing and deleting a workshop', () => {
  it('its creator or the team edits it (a partial change keeps the rest); anyone else 403, a visitor 401', async () => {
    const { owner, edition, base } = await setup();
    const gym = await location(owner, edition.id, 'Gym');
    const v = await volunteer(edition.id);
    const w = (await v.agent.post(base).send(body({ locationId: gym })).expect(201)).body.workshop;
    const edited = (await v.agent.patch(`${base}/${w.id}`).send({ title: 'Renamed', maxParticipants: null }).expect(200)).body.workshop;
    expect(edited).toMatchObject({ title: 'Renamed', maxParticipants: null, location: { id: gym }, description: 'Bring a ball', startDateTime: w.startDateTime });
    expect((await owner.agent.patch(`${base}/${w.id}`).send({ locationId: null }).expect(200)).body.workshop.location).toBeNull();
    for (const who of [await signedInUser(t), await volunteer(edition.id)]) {
      expect((await who.agent.patch(`${base}/${w.id}`).send({ title: 'Mine' }).expect(403)).body.code).toBe('NOT_WORKSHOP_CREATOR');
      await who.agent.delete(`${base}/${w.id}`).expect(403);
    }
    await t.agent().patch(`${base}/${w.id}`).send({ title: 'Mine' }).expect(401);
    await t.agent().delete(`${base}/${w.id}`).expect(401);
    expect(Object.keys((await v.agent.patch(`${base}/${w.id}`).send({ title: null }).expect(400)).body.errors)).toEqual(['title']);
    expect(Object.keys((await v.agent.patch(`${base}/${w.id}`).send({ endDateTime: '2030-05-15T07:00:00Z' }).expect(400)).body.errors)).toEqual(['endDateTime']);
    // The list says who may edit: the creator and the team, not others.
    expect((await v.agent.get(base).expect(200)).body.items[0].canEdit).toBe(true);
    expect((await owner.agent.get(base).expect(200)).body.items[0].canEdit).toBe(true);
    expect((await (await signedInUser(t)).agent.get(base).expect(200)).body.items[0].canEdit).toBe(false);
    await v.agent.delete(`${base}/${w.id}`).expect(204);
    await v.agent.delete(`${base}/${w.id}`).expect(404);
    const again = (await v.agent.post(base).send(body()).expect(201)).body.workshop;
    await owner.agent.delete(`${base}/${again.id}`).expect(204);
    expect(await sql('select count(*)::int as n from workshops where edition_id = ?', [edition.id])).toEqual([{ n: 0 }]);
  });

  it('its creator still edits it once proposals close; nobody but… nobody edits while workshops are disabled', async () => {
    const { owner, edition, base } = await setup();
    const v = await volunteer(edition.id);
    const w = (await v.agent.post(base).send(body()).expect(201)).body.workshop;
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ workshopProposalsOpen: false }).expect(200);
    await v.agent.patch(`${base}/${w.id}`).send({ title: 'Still mine' }).expect(200);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ workshopsEnabled: false }).expect(200);
    for (const who of [v, owner]) expect((await who.agent.patch(`${base}/${w.id}`).send({ title: 'No' }).expect(403)).body.code).toBe('WORKSHOPS_DISABLED');
    await v.agent.delete(`${base}/${w.id}`).expect(204);
  });

  it('answers 404 for a workshop of another edition, whoever asks', async () => {
    const { owner, base } = await setup();
    const other = await setup();
    const theirs = (await other.owner.agent.post(other.base).send(body()).expect(201)).body.workshop;
    await owner.agent.patch(`${base}/${theirs.id}`).send({ title: 'Mine' }).expect(404);
    await owner.agent.delete(`${base}/${theirs.id}`).expect(404);
    await other.owner.agent.patch(`${base}/${theirs.id}`).send({ title: 'Mine' }).expect(404);
    await owner.agent.patch(`${base}/0`).send({ title: 'Mine' }).expect(404);
  });
});

describe('favourite workshops', () => {
  it('a signed-in user stars and unstars; both are idempotent; the list counts the stars and says which are the caller’s', async () => {
    const { owner, base } = await setup();
    const w = (await owner.agent.post(base).send(body()).expect(201)).body.workshop;
    const fan = await signedInUser(t);
    await fan.agent.put(`${base}/${w.id}/favorite`).expect(204);
    await fan.agent.put(`${base}/${w.id}/favorite`).expect(204);
    expect((await fan.agent.get(base).expect(200)).body.items[0]).toMatchObject({ isFavorite: true, favoriteCount: 1 });
    expect((await t.agent().get(base).expect(200)).body.items[0]).toMatchObject({ isFavorite: false, favoriteCount: 1 });
    await fan.agent.delete(`${base}/${w.id}/favorite`).expect(204);
    await fan.agent.delete(`${base}/${w.id}/favorite`).expect(204);
    expect((await fan.agent.get(base).expect(200)).body.items[0]).toMatchObject({ isFavorite: false, favoriteCount: 0 });
  });

  it('parallel stars make one row', async () => {
    const { owner, base } = await setup();
    const w = (await owner.agent.post(base).send(body()).expect(201)).body.workshop;
    const fan = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fan.agent.put(`${base}/${w.id}/favorite`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(204));
    expect(await sql('select count(*)::int as n from workshop_favorites where workshop_id = ? and user_id = ?', [w.id, fan.user.id])).toEqual([{ n: 1 }]);
  });

  it('refuses visitors (401), a workshop of another edition (404), an edition the caller may not see (404)', async () => {
    const { owner, edition, base } = await setup();
    const w = (await owner.agent.post(base).send(body()).expect(201)).body.workshop;
    const other = await setup();
    const theirs = (await other.owner.agent.post(other.base).send(body()).expect(201)).body.workshop;
    const fan = await signedInUser(t);
    await t.agent().put(`${base}/${w.id}/favorite`).expect(401);
    await t.agent().delete(`${base}/${w.id}/favorite`).expect(401);
    await fan.agent.put(`${base}/${theirs.id}/favorite`).expect(404);
    await fan.agent.delete(`${base}/${theirs.id}/favorite`).expect(404);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await fan.agent.put(`${base}/${w.id}/favorite`).expect(404);
    expect(await sql('select count(*)::int as n from workshop_favorites where user_id = ?', [fan.user.id])).toEqual([{ n: 0 }]);
  });
});

describe('the 30-minute reminder', () => {
  async function notificationsOf(userId: number) {
    return sql<{ title_key: string; message_key: string; translation_params: Record<string, unknown>; action_url: string }>(
      `select title_key, message_key, translation_params, action_url from notifications where user_id = ? and category = 'workshop' order by id`,
      [userId],
    );
  }

  /** A workshop of the edition starting `minutes` from now (made in the database: the edition's days do not matter here). */
  async function workshopIn(editionId: number, title: string, minutes: number, locationText: string | null = null): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into workshops (edition_id, title, start_date_time, end_date_time, location_text) values (?, ?, now() + make_interval(mins => ?), now() + make_interval(mins => ?), ?) returning id`,
      [editionId, title, minutes, minutes + 60, locationText],
    );
    return row!.id;
  }

  it('reminds each stargazer once, within 30 minutes of the start, however often and concurrently the job runs; not for what started or is further', async () => {
    const { edition, base } = await setup();
    const soon = await workshopIn(edition.id, 'Soon', 20, 'Meadow');
    const later = await workshopIn(edition.id, 'Later', 45);
    const started = await workshopIn(edition.id, 'Started', -5);
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    for (const w of [soon, later, started]) await a.agent.put(`${base}/${w}/favorite`).expect(204);
    await b.agent.put(`${base}/${soon}/favorite`).expect(204);
    const job = t.app.get(WorkshopsNotifications);
    await Promise.all([job.remindDue(), job.remindDue(), job.everyMinute()]);
    await job.remindDue();
    for (const who of [a, b]) {
      expect(await notificationsOf(who.user.id)).toEqual([
        {
          title_key: 'notifications.workshops.reminder.title',
          message_key: 'notifications.workshops.reminder.messageAt',
          translation_params: { workshop: 'Soon', edition: 'CJ 2030', minutes: 30, place: 'Meadow' },
          action_url: `/editions/${edition.id}/workshops`,
        },
      ]);
    }
    // The later one comes within 30 minutes: reminded, once.
    await sql(`update workshops set start_date_time = now() + interval '10 minutes' where id = ?`, [later]);
    await Promise.all([job.remindDue(), job.remindDue()]);
    expect((await notificationsOf(a.user.id)).map((n) => n.translation_params.workshop)).toEqual(['Soon', 'Later']);
  });

  it('a workshop moved by its creator is reminded again; a user who turned the workshop category off gets nothing', async () => {
    const { owner, edition, base } = await setup();
    const w = await workshopIn(edition.id, 'Moving', 20);
    const fan = await signedInUser(t);
    const quiet = await signedInUser(t);
    await quiet.agent.put('/api/notifications/preferences').send({ preferences: { workshop: { inApp: false, push: false, email: false } } }).expect(200);
    for (const who of [fan, quiet]) await who.agent.put(`${base}/${w}/favorite`).expect(204);
    const job = t.app.get(WorkshopsNotifications);
    await job.remindDue();
    expect(await notificationsOf(fan.user.id)).toHaveLength(1);
    expect(await notificationsOf(quiet.user.id)).toEqual([]);
    // Moved (by direct write, as the dates are now, outside the edition's days) through the service's rule: the edit clears the claims.
    await sql(`update editions set start_date = current_date - 1, end_date = current_date + 1 where id = ?`, [edition.id]);
    const [{ start }] = await sql<{ start: string }>(`select to_char((now() + interval '25 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start`);
    const end = new Date(Date.parse(start) + 3_600_000).toISOString();
    await owner.agent.patch(`${base}/${w}`).send({ startDateTime: start, endDateTime: end }).expect(200);
    // A title change alone is no move.
    await owner.agent.patch(`${base}/${w}`).send({ title: 'Moved' }).expect(200);
    await job.remindDue();
    await job.remindDue();
    expect((await notificationsOf(fan.user.id)).map((n) => n.translation_params.workshop)).toEqual(['Moving', 'Moved']);
    expect(await notificationsOf(quiet.user.id)).toEqual([]);
  });

  it('reminds nothing on an edition whose workshops are off', async () => {
    const { owner, edition, base } = await setup();
    const w = await workshopIn(edition.id, 'Off', 20);
    const fan = await signedInUser(t);
    await fan.agent.put(`${base}/${w}/favorite`).expect(204);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ workshopsEnabled: false }).expect(200);
    await t.app.get(WorkshopsNotifications).remindDue();
    expect(await notificationsOf(fan.user.id)).toEqual([]);
  });
});
