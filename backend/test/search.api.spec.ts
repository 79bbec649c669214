import { MikroORM } from '@mikro-orm/core';
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
      past: await make('Past Fest', -40, -37, { city: 'Gent', country: 'Belgium' }),
      soon: await make('Soon Fest', 10, 12, { city: 'Lyon', country: 'France', hasShowers: true }),
      later: await make('Later Fest', 60, 63, { city: 'Berlin', country: 'Germany', hasShowers: true, hasGym: true }),
      now: await make('Now Fest', -1, 2, { city: 'Toulouse', country: 'France' }),
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

  it('searches by text in name, city or convention; filters by dates, country and amenities; pages', async () => {
    expect(names((await t.agent().get('/api/editions?q=lyon').expect(200)).body)).toEqual(['Soon Fest']);
    expect(names((await t.agent().get('/api/editions?q=circassiennes%20later').expect(200)).body)).toEqual(['Later Fest']);
    expect(names((await t.agent().get('/api/editions?q=100%25').expect(200)).body)).toEqual([]);
    expect(names((await t.agent().get(`/api/editions?from=${day(0)}&to=${day(30)}`).expect(200)).body)).toEqual(['Now Fest', 'Soon Fest']);
    expect(names((await t.agent().get('/api/editions?country=france').expect(200)).body)).toEqual(['Now Fest', 'Soon Fest']);
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

  it('costs the same number of queries for a page of 1 or of 4 (no N+1)', async () => {
    const fan = await signedInUser(t);
    for (const id of Object.values(ids).slice(0, 4)) await fan.agent.put(`/api/editions/${id}/favorite`).expect(204);
    const connection = t.app.get(MikroORM).em.getDriver().getConnection();
    const count = async (url: string) => {
      const spy = jest.spyOn(connection, 'execute');
      try {
        await fan.agent.get(url).expect(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const one = await count('/api/editions?limit=1');
    const four = await count('/api/editions?limit=4');
    expect(one).toBeGreaterThanOrEqual(3);
    expect(four).toBe(one);
  });
});
