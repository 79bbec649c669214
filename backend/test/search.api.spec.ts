import { MikroORM } from '@mikro-orm/core';
import { SessionCache } from '../src/core/sessions/session-cache';
import { SessionPool } from '../src/core/sessions/session-pool';
import { AMENITY_FLAGS, PAYMENT_FLAGS } from '../src/modules/editions/edition-flags';
import { localDay } from '../src/modules/editions/edition-rules';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('edition search and favorites', () => {
  let ids: Record<string, number> = {};
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let conventionId: number;

  beforeAll(async () => {
    owner = await signedInUser(t);
    conventionId = (await owner.agent.post('/api/conventions').send({ name: 'Rencontres Circassiennes' }).expect(201)).body.id;
    const make = async (name: string, start: number, end: number, extra: object = {}) =>
      (await owner.agent.post(`/api/conventions/${conventionId}/editions`).send({ name, startDate: day(start), endDate: day(end), isOnline: true, ...extra }).expect(201)).body.id as number;
    ids = {
      past: await make('Past Fest', -40, -37, { city: 'Gent', country: 'BE' }),
      soon: await make('Soon Fest', 10, 12, { city: 'Lyon', country: 'FR', hasShowers: true }),
      later: await make('Later Fest', 60, 63, { city: 'Berlin', country: 'DE', hasShowers: true, hasGym: true }),
      now: await make('Now Fest', -1, 2, { city: 'Toulouse', country: 'FR' }),
      offline: await make('Draft Fest', 20, 21, { isOnline: false }),
    };
  });

  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

  it('lists online editions upcoming first (soonest first), then past ones, with a total', async () => {
    const res = await t.agent().get('/api/editions').expect(200);
    expect(names(res.body)).toEqual(['Now Fest', 'Soon Fest', 'Later Fest', 'Past Fest']);
    expect(res.body.total).toBe(4);
    expect(res.body.items[0]).toMatchObject({ conventionName: 'Rencontres Circassiennes', isFavorite: false });
  });

  it('keeps current editions (happening now and upcoming) or past ones apart when asked, the map too', async () => {
    expect(names((await t.agent().get('/api/editions?when=current').expect(200)).body)).toEqual(['Now Fest', 'Soon Fest', 'Later Fest']);
    const past = await t.agent().get('/api/editions?when=past').expect(200);
    expect(names(past.body)).toEqual(['Past Fest']);
    expect(past.body.total).toBe(1);
    expect(names((await t.agent().get('/api/editions?when=past&q=lyon').expect(200)).body)).toEqual([]);
    const bad = await t.agent().get('/api/editions?when=yesterday').expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['when']);
    // An edition ending today is still current; one that ended yesterday is past (the server's calendar).
    const local = (offset: number) => localDay(new Date(Date.now() + offset * 86_400_000));
    const edge = (await owner.agent.post('/api/conventions').send({ name: 'Boundary Meeting' }).expect(201)).body.id;
    for (const [name, start, end] of [['Boundary Ends Today', -2, 0], ['Boundary Ended Yesterday', -3, -1]] as const) {
      await owner.agent
        .post(`/api/conventions/${edge}/editions`)
        .send({ name, startDate: local(start), endDate: local(end), isOnline: true, latitude: 45, longitude: 4 })
        .expect(201);
    }
    expect(names((await t.agent().get('/api/editions?q=boundary&when=current').expect(200)).body)).toEqual(['Boundary Ends Today']);
    expect(names((await t.agent().get('/api/editions?q=boundary&when=past').expect(200)).body)).toEqual(['Boundary Ended Yesterday']);
    expect(names((await t.agent().get('/api/editions?q=boundary').expect(200)).body)).toEqual(['Boundary Ends Today', 'Boundary Ended Yesterday']);
    expect((await t.agent().get('/api/editions/map?q=boundary&when=past').expect(200)).body.items.map((p: { name: string }) => p.name)).toEqual(['Boundary Ended Yesterday']);
    await owner.agent.post(`/api/conventions/${edge}/archive`).expect(200);
  });

  it('searches by text in name, city or convention; filters by dates, country and amenities; pages', async () => {
    expect(names((await t.agent().get('/api/editions?q=lyon').expect(200)).body)).toEqual(['Soon Fest']);
    expect(names((await t.agent().get('/api/editions?q=circassiennes%20later').expect(200)).body)).toEqual(['Later Fest']);
    expect(names((await t.agent().get('/api/editions?q=100%25').expect(200)).body)).toEqual([]);
    expect(names((await t.agent().get(`/api/editions?from=${day(0)}&to=${day(30)}`).expect(200)).body)).toEqual(['Now Fest', 'Soon Fest']);
    expect(names((await t.agent().get('/api/editions?country=fr').expect(200)).body)).toEqual(['Now Fest', 'Soon Fest']);
    expect(names((await t.agent().get('/api/editions?amenities=hasShowers,hasGym').expect(200)).body)).toEqual(['Later Fest']);
    const page = await t.agent().get('/api/editions?limit=2&offset=2').expect(200);
    expect(names(page.body)).toEqual(['Later Fest', 'Past Fest']);
    expect(page.body.total).toBe(4);
    const bad = await t.agent().get('/api/editions?amenities=hasSpaceship&limit=500&from=yesterday').expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amenities', 'from', 'limit']);
  });

  it('archiving the convention hides its editions from the list', async () => {
    const other = await signedInUser(t);
    const c = (await other.agent.post('/api/conventions').send({ name: 'Hidden Gathering' }).expect(201)).body.id;
    await other.agent.post(`/api/conventions/${c}/editions`).send({ name: 'Hidden 2027', startDate: day(5), endDate: day(6), isOnline: true }).expect(201);
    expect(names((await t.agent().get('/api/editions?q=hidden').expect(200)).body)).toEqual(['Hidden 2027']);
    await other.agent.post(`/api/conventions/${c}/archive`).expect(200);
    expect(names((await t.agent().get('/api/editions?q=hidden').expect(200)).body)).toEqual([]);
  });

  it('a signed-in user stars editions, sees them marked and in /favorites; visitors get 401', async () => {
    await t.agent().put(`/api/editions/${ids.soon}/favorite`).expect(401);
    const fan = await signedInUser(t);
    await fan.agent.put(`/api/editions/${ids.soon}/favorite`).expect(204);
    await fan.agent.put(`/api/editions/${ids.soon}/favorite`).expect(204);
    await fan.agent.put(`/api/editions/${ids.later}/favorite`).expect(204);
    await fan.agent.put(`/api/editions/${ids.offline}/favorite`).expect(404);
    await fan.agent.put('/api/editions/999999/favorite').expect(404);
    const list = await fan.agent.get('/api/editions').expect(200);
    expect(list.body.items.filter((i: { isFavorite: boolean }) => i.isFavorite).map((i: { id: number }) => i.id).sort()).toEqual([ids.soon, ids.later].sort());
    const favorites = await fan.agent.get('/api/favorites').expect(200);
    expect(names(favorites.body)).toEqual(['Soon Fest', 'Later Fest']);
    await fan.agent.delete(`/api/editions/${ids.soon}/favorite`).expect(204);
    expect(names((await fan.agent.get('/api/favorites').expect(200)).body)).toEqual(['Later Fest']);
    await t.agent().get('/api/favorites').expect(401);
  });

  it('finds a word only inside one field (name, city, convention), and reads %, _ and \\ as themselves', async () => {
    const c = (await owner.agent.post('/api/conventions').send({ name: 'Wordplay Union' }).expect(201)).body.id;
    await owner.agent.post(`/api/conventions/${c}/editions`).send({ name: 'Over_100% Fest', city: 'Back\\slash', startDate: day(3), endDate: day(4), isOnline: true }).expect(201);
    const find = async (q: string) => names((await t.agent().get(`/api/editions?q=${encodeURIComponent(q)}`).expect(200)).body);
    expect(await find('over_100%')).toEqual(['Over_100% Fest']);
    expect(await find('BACK\\SLASH union')).toEqual(['Over_100% Fest']);
    expect(await find('over_1')).toEqual(['Over_100% Fest']);
    expect(await find('over-1')).toEqual([]);
    // The fields are searched one by one: a word never spans the end of one and the start of the next.
    expect(await find('festback')).toEqual([]);
    expect(await find('slashwordplay')).toEqual([]);
    expect(await find('fest slash wordplay')).toEqual(['Over_100% Fest']);
  });

  it('filters by each of the 21 amenity and 3 payment flags', async () => {
    const flags = [...AMENITY_FLAGS, ...PAYMENT_FLAGS];
    const c = (await owner.agent.post('/api/conventions').send({ name: 'Flag Parade' }).expect(201)).body.id;
    for (const flag of flags) {
      await owner.agent.post(`/api/conventions/${c}/editions`).send({ name: `Only ${flag}`, startDate: day(7), endDate: day(8), isOnline: true, [flag]: true }).expect(201);
    }
    await owner.agent.post(`/api/conventions/${c}/editions`).send({ name: 'Every flag', startDate: day(7), endDate: day(8), isOnline: true, ...Object.fromEntries(flags.map((f) => [f, true])) }).expect(201);
    for (const flag of flags) {
      const found = names((await t.agent().get(`/api/editions?q=parade&amenities=${flag}`).expect(200)).body).sort();
      expect(found).toEqual(['Every flag', `Only ${flag}`]);
    }
    expect(names((await t.agent().get(`/api/editions?q=parade&amenities=${flags.join(',')}`).expect(200)).body)).toEqual(['Every flag']);
  });

  it('shows at once a convention renamed, unarchived, an edition changed, taken offline or deleted', async () => {
    const other = await signedInUser(t);
    const c = (await other.agent.post('/api/conventions').send({ name: 'Juggling Acorn' }).expect(201)).body.id;
    const e = (await other.agent.post(`/api/conventions/${c}/editions`).send({ name: 'Acorn 2027', city: 'Namur', startDate: day(9), endDate: day(10), isOnline: true }).expect(201)).body.id;
    const find = async (q: string) => names((await t.agent().get(`/api/editions?q=${encodeURIComponent(q)}`).expect(200)).body);
    // Each answer below is asked twice in a row first, so a remembered answer would show.
    expect(await find('acorn')).toEqual(['Acorn 2027']);
    expect(await find('acorn')).toEqual(['Acorn 2027']);
    await other.agent.patch(`/api/conventions/${c}`).send({ name: 'Oak Gathering' }).expect(200);
    expect(await find('acorn')).toEqual(['Acorn 2027']); // still its edition's name
    expect(await find('oak gathering')).toEqual(['Acorn 2027']);
    expect(await find('juggling acorn')).toEqual([]);
    await other.agent.post(`/api/conventions/${c}/archive`).expect(200);
    expect(await find('oak')).toEqual([]);
    await other.agent.post(`/api/conventions/${c}/unarchive`).expect(200);
    expect(await find('oak')).toEqual(['Acorn 2027']);
    await other.agent.patch(`/api/editions/${e}`).send({ city: 'Liège', hasGym: true }).expect(200);
    expect(await find('namur')).toEqual([]);
    expect(names((await t.agent().get('/api/editions?q=liège&amenities=hasGym').expect(200)).body)).toEqual(['Acorn 2027']);
    await other.agent.patch(`/api/editions/${e}`).send({ isOnline: false }).expect(200);
    expect(await find('oak')).toEqual([]);
    await other.agent.patch(`/api/editions/${e}`).send({ isOnline: true }).expect(200);
    expect(await find('oak')).toEqual(['Acorn 2027']);
    await other.agent.delete(`/api/editions/${e}`).expect(204);
    expect(await find('oak')).toEqual([]);
  });

  it('answers a repeated public search from memory: no query for visitors; for a signed-in user, their stars, and their session with its user until this process remembers it', async () => {
    const fan = await signedInUser(t);
    await fan.agent.put(`/api/editions/${ids.later}/favorite`).expect(204);
    const connection = t.app.get(MikroORM).em.getDriver().getConnection();
    const count = async (agent: ReturnType<TestApp['agent']>, url: string) => {
      const spy = jest.spyOn(connection, 'execute');
      const sessionSpy = jest.spyOn(t.app.get(SessionPool), 'query');
      try {
        const res = await agent.get(url).expect(200);
        return { queries: spy.mock.calls.length + sessionSpy.mock.calls.length, body: res.body as { items: { id: number; isFavorite: boolean }[] } };
      } finally {
        spy.mockRestore();
        sessionSpy.mockRestore();
      }
    };
    const url = '/api/editions?q=fest&limit=10';
    expect((await count(t.agent(), url)).queries).toBe(1);
    expect((await count(t.agent(), url)).queries).toBe(0);
    t.app.get(SessionCache).invalidate();
    const mine = await count(fan.agent, url);
    expect(mine.queries).toBe(2);
    expect(mine.body.items.filter((i) => i.isFavorite).map((i) => i.id)).toEqual([ids.later]);
    expect((await count(fan.agent, url)).queries).toBe(1);
    // A star is the user's own, never remembered for others.
    expect((await count(t.agent(), url)).body.items.every((i) => !i.isFavorite)).toBe(true);
    await fan.agent.delete(`/api/editions/${ids.later}/favorite`).expect(204);
    expect((await count(fan.agent, url)).body.items.every((i) => !i.isFavorite)).toBe(true);
  });

  it('answers 304 to a visitor who has the same list already', async () => {
    const first = await t.agent().get('/api/editions?q=fest').expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await t.agent().get('/api/editions?q=fest').set('If-None-Match', first.headers.etag as string).expect(304);
  });

  it('costs the same number of queries for a page of 1 or of 4 (no N+1)', async () => {
    const fan = await signedInUser(t);
    for (const id of Object.values(ids).slice(0, 4)) await fan.agent.put(`/api/editions/${id}/favorite`).expect(204);
    const connection = t.app.get(MikroORM).em.getDriver().getConnection();
    const count = async (url: string) => {
      const spy = jest.spyOn(connection, 'execute');
      // The session read counted every time (whether this process remembers it is not what is measured here).
      t.app.get(SessionCache).invalidate();
      const sessionSpy = jest.spyOn(t.app.get(SessionPool), 'query');
      try {
        await fan.agent.get(url).expect(200);
        return spy.mock.calls.length + sessionSpy.mock.calls.length;
      } finally {
        spy.mockRestore();
        sessionSpy.mockRestore();
      }
    };
    // Filters of this test alone: pages nobody asked for yet, so the search runs.
    const one = await count(`/api/editions?limit=1&to=${day(365)}`);
    const four = await count(`/api/editions?limit=4&to=${day(365)}`);
    expect(one).toBeGreaterThanOrEqual(3);
    expect(four).toBe(one);
  });
});
