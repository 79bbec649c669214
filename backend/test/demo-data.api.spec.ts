import { Convention } from '../src/modules/conventions/convention.entity';
import { Edition } from '../src/modules/editions/edition.entity';
import { User } from '../src/modules/users/user.entity';
import { DEMO_CONVENTIONS, seedDemo } from '../src/cli/demo-data';
import { createTestApp, type TestApp } from './support/test-app';

const quiet = { log: () => undefined };

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads the demo accounts, conventions and editions once, however often it runs', async () => {
    const editions = DEMO_CONVENTIONS.reduce((n, c) => n + c.editions.length, 0);
    expect(await seedDemo(t.em(), quiet)).toBe(4 + DEMO_CONVENTIONS.length);
    expect(await seedDemo(t.em(), quiet)).toBe(0);
    const em = t.em();
    expect(await em.count(User)).toBe(4);
    expect(await em.count(Convention)).toBe(DEMO_CONVENTIONS.length);
    expect(await em.count(Edition)).toBe(editions);
  });

  it('shows the online editions on the home page, upcoming first, and keeps the draft for the team', async () => {
    const res = await t.agent().get('/api/editions').expect(200);
    const names = (res.body.items as { name: string; startDate: string }[]).map((e) => e.name);
    expect(names).not.toContain('Giocoleria Toscana 2028 (draft)');
    expect(res.body.total).toBe(4);
    const today = new Date().toISOString().slice(0, 10);
    expect((res.body.items as { startDate: string }[])[0].startDate >= today).toBe(true);

    const organiser = t.agent();
    await organiser.post('/api/auth/login').send({ identifier: 'organiser', password: 'demo-organiser-2026' }).expect(200);
    const mine = await organiser.get('/api/conventions/mine').expect(200);
    expect(JSON.stringify(mine.body)).toContain('Nordic Circus Camp');
  });

  it('gives the attendee a favorite and the volunteer a place in a team', async () => {
    const attendee = t.agent();
    await attendee.post('/api/auth/login').send({ identifier: 'attendee', password: 'demo-attendee-2026' }).expect(200);
    const favorites = await attendee.get('/api/favorites').expect(200);
    expect(favorites.body.items.map((e: { name: string }) => e.name)).toEqual(['Rencontres du Rhône 2027']);

    const volunteer = t.agent();
    await volunteer.post('/api/auth/login').send({ identifier: 'volunteer', password: 'demo-volunteer-2026' }).expect(200);
    const mine = await volunteer.get('/api/conventions/mine').expect(200);
    expect(JSON.stringify(mine.body)).toContain('Volunteer coordinator');
  });
});
