import { MikroORM } from '@mikro-orm/core';
import { MAP_LIMIT } from '../src/modules/editions/edition.dto';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface MapBody {
  items: { id: number; name: string; latitude: number; longitude: number; startDate: string; endDate: string; city: string | null; country: string | null }[];
  total: number;
  withoutCoordinates: number;
  limit: number;
}

describe('the map of editions (GET /api/editions/map)', () => {
  let ids: Record<string, number> = {};
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    owner = await signedInUser(t);
    const conventionId = (await owner.agent.post('/api/conventions').send({ name: 'Jonglerie Nomade' }).expect(201)).body.id;
    const make = async (name: string, start: number, end: number, extra: object = {}) =>
      (await owner.agent.post(`/api/conventions/${conventionId}/editions`).send({ name, startDate: day(start), endDate: day(end), isOnline: true, ...extra }).expect(201)).body.id as number;
    ids = {
      past: await make('Past Meet', -40, -37, { city: 'Gent', country: 'BE', latitude: 51.05, longitude: 3.72 }),
      soon: await make('Soon Meet', 10, 12, { city: 'Lyon', country: 'FR', latitude: 45.764, longitude: 4.8357, hasShowers: true }),
      later: await make('Later Meet', 60, 63, { city: 'Berlin', country: 'DE', latitude: 52.52, longitude: 13.405, hasShowers: true, hasGym: true }),
      nowhere: await make('Nowhere Meet', 20, 22, { city: 'Lille', country: 'FR' }),
      offline: await make('Draft Meet', 30, 31, { isOnline: false, latitude: 48.85, longitude: 2.35 }),
    };
  });

  const names = (body: MapBody) => body.items.map((i) => i.name);

  it('answers every located online edition, past ones too, with the lean fields and the count of unlocated ones', async () => {
    const res = await t.agent().get('/api/editions/map').expect(200);
    const body = res.body as MapBody;
    expect(names(body).sort()).toEqual(['Later Meet', 'Past Meet', 'Soon Meet']);
    expect(body).toMatchObject({ total: 3, withoutCoordinates: 1, limit: MAP_LIMIT });
    expect(body.items.find((i) => i.id === ids.soon)).toEqual({
      id: ids.soon,
      name: 'Soon Meet',
      latitude: 45.764,
      longitude: 4.8357,
      startDate: day(10),
      endDate: day(12),
      city: 'Lyon',
      country: 'FR',
    });
  });

  it('applies the filters of the search: text, dates, country, amenities', async () => {
    const get = async (qs: string) => (await t.agent().get(`/api/editions/map?${qs}`).expect(200)).body as MapBody;
    expect(names(await get('q=lyon'))).toEqual(['Soon Meet']);
    expect(names(await get('q=nomade%20berlin'))).toEqual(['Later Meet']);
    const france = await get('country=fr');
    expect(names(france)).toEqual(['Soon Meet']);
    expect(france.withoutCoordinates).toBe(1);
    expect(names(await get(`from=${day(0)}&to=${day(30)}`))).toEqual(['Soon Meet']);
    expect(names(await get(`to=${day(0)}`))).toEqual(['Past Meet']);
    expect(names(await get('amenities=hasShowers,hasGym'))).toEqual(['Later Meet']);
    const none = await get('q=nothing-like-this');
    expect(none).toMatchObject({ items: [], total: 0, withoutCoordinates: 0 });
  });

  it('refuses bad filters with field messages', async () => {
    const bad = await t.agent().get('/api/editions/map?amenities=hasSpaceship&from=yesterday&country=France').expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amenities', 'country', 'from']);
  });

  it('hides offline editions (even from their team) and the editions of archived conventions', async () => {
    const mine = (await owner.agent.get('/api/editions/map').expect(200)).body as MapBody;
    expect(mine.items.map((i) => i.id)).not.toContain(ids.offline);

    const other = await signedInUser(t);
    const c = (await other.agent.post('/api/conventions').send({ name: 'Quiet Circle' }).expect(201)).body.id;
    await other.agent.post(`/api/conventions/${c}/editions`).send({ name: 'Quiet 2027', startDate: day(5), endDate: day(6), isOnline: true, latitude: 43.6, longitude: 1.44 }).expect(201);
    expect(names((await t.agent().get('/api/editions/map?q=quiet').expect(200)).body)).toEqual(['Quiet 2027']);
    await other.agent.post(`/api/conventions/${c}/archive`).expect(200);
    const after = (await t.agent().get('/api/editions/map?q=quiet').expect(200)).body as MapBody;
    expect(after).toMatchObject({ items: [], total: 0, withoutCoordinates: 0 });
  });

  it('costs two queries whatever the number of editions (no N+1), none while the answer is remembered', async () => {
    const connection = t.app.get(MikroORM).em.getDriver().getConnection();
    const count = async (url: string) => {
      const spy = jest.spyOn(connection, 'execute');
      try {
        await t.agent().get(url).expect(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    // Filters of this test alone: an answer nobody asked for yet.
    const url = `/api/editions/map?to=${day(365)}`;
    expect(await count(url)).toBe(2);
    expect(await count(url)).toBe(0);
  });

  it('moves, adds and removes markers at once when editions change', async () => {
    const get = async () => (await t.agent().get('/api/editions/map?q=nomade').expect(200)).body as MapBody;
    const before = await get();
    expect(before.items.find((i) => i.id === ids.soon)).toMatchObject({ latitude: 45.764, longitude: 4.8357 });
    await owner.agent.patch(`/api/editions/${ids.soon}`).send({ latitude: 45.19, longitude: 5.72, city: 'Grenoble' }).expect(200);
    expect((await get()).items.find((i) => i.id === ids.soon)).toMatchObject({ latitude: 45.19, longitude: 5.72, city: 'Grenoble' });
    await owner.agent.patch(`/api/editions/${ids.nowhere}`).send({ latitude: 50.63, longitude: 3.06 }).expect(200);
    const after = await get();
    expect(after).toMatchObject({ total: before.total + 1, withoutCoordinates: before.withoutCoordinates - 1 });
    await owner.agent.patch(`/api/editions/${ids.nowhere}`).send({ latitude: null, longitude: null }).expect(200);
    await owner.agent.patch(`/api/editions/${ids.soon}`).send({ latitude: 45.764, longitude: 4.8357, city: 'Lyon' }).expect(200);
    expect(await get()).toMatchObject({ total: before.total, withoutCoordinates: before.withoutCoordinates });
  });

  it(`sends at most ${MAP_LIMIT} points, the soonest, and still counts them all`, async () => {
    const conventionId = (await owner.agent.post('/api/conventions').send({ name: 'Mass Gathering' }).expect(201)).body.id;
    const extra = MAP_LIMIT + 3;
    // Far-future editions in bulk: quicker than thousands of API calls, same rows.
    await t
      .em()
      .getConnection()
      .execute(
        `insert into editions (name, convention_id, start_date, end_date, is_online, latitude, longitude)
         select 'Mass ' || g, ?, current_date + 400 + g / 100, current_date + 401 + g / 100, true, 40 + (g % 100) * 0.05, (g / 100) * 0.1
         from generate_series(1, ?) g`,
        [conventionId, extra],
      );
    // Signed in: read at once even before this process hears of the bulk insert (a visitor may get the older answer for milliseconds).
    const body = (await owner.agent.get('/api/editions/map').expect(200)).body as MapBody;
    expect(body.total).toBe(3 + extra);
    expect(body.items).toHaveLength(MAP_LIMIT);
    // The list order: the three real ones (sooner) come first, the farthest mass editions are left out.
    expect(names(body).slice(0, 2)).toEqual(['Soon Meet', 'Later Meet']);
    expect(names(body)).not.toContain('Past Meet');
    expect(body.withoutCoordinates).toBe(1);
  });
});
