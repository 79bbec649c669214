import { Convention } from '../src/modules/conventions/convention.entity';
import { Edition } from '../src/modules/editions/edition.entity';
import { User } from '../src/modules/users/user.entity';
import { DEMO_CONVENTIONS, seedDemo } from '../src/cli/demo-data';
import { DEMO_VOLUNTEER_EDITION } from '../src/cli/demo-volunteers';
import { SecretBox } from '../src/core/crypto/secret-box';
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
    // Accounts, conventions, the demo edition's volunteers and its ticketing (once).
    expect(await seedDemo(t.em(), quiet, t.config)).toBe(4 + DEMO_CONVENTIONS.length + 2);
    expect(await seedDemo(t.em(), quiet, t.config)).toBe(0);
    const em = t.em();
    // The demo accounts and the 29 other volunteers of the demo edition.
    expect(await em.count(User)).toBe(4 + 29);
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

  it("gives the demo edition a living volunteer planning: settings, teams, shifts in every part of the festival, applications in every status", async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);
    const [edition] = await sql<{ id: number }>('select id from editions where name = ?', [DEMO_VOLUNTEER_EDITION]);
    const [settings] = await sql<Record<string, unknown>>('select * from edition_volunteer_settings where edition_id = ?', [edition.id]);
    expect(settings).toMatchObject({ volunteers_open: true, volunteers_mode: 'INTERNAL', self_sign_up: true });
    expect(settings.volunteers_description).toBeTruthy();
    const asked = Object.entries(settings).filter(([k, v]) => k.startsWith('volunteers_ask_') && v === true);
    expect(asked.length).toBeGreaterThanOrEqual(5);
    expect(asked.length).toBeLessThanOrEqual(6);

    const teams = await sql<{ name: string; is_access_control_team: boolean; is_meal_validation_team: boolean; is_visible_to_volunteers: boolean }>(
      'select name, is_access_control_team, is_meal_validation_team, is_visible_to_volunteers from volunteer_teams where edition_id = ?',
      [edition.id],
    );
    expect(teams).toHaveLength(6);
    expect(teams.filter((x) => x.is_access_control_team)).toHaveLength(1);
    expect(teams.filter((x) => x.is_meal_validation_team)).toHaveLength(1);
    expect(teams.filter((x) => !x.is_visible_to_volunteers)).toHaveLength(1);

    const statuses = Object.fromEntries(
      (await sql<{ status: string; n: number }>('select status, count(*)::int as n from edition_volunteer_applications where edition_id = ? group by status', [edition.id])).map((r) => [r.status, r.n]),
    );
    expect(statuses).toEqual({ ACCEPTED: 20, PENDING: 6, REJECTED: 4 });

    // Shifts before (build), during and after (strike) the festival; some filled, some with places left; nobody twice at once.
    const slots = await sql<{ start: Date; max: number; assigned: number; counted: number }>(
      `select s.start_date_time as start, s.max_volunteers as max, s.assigned_volunteers as assigned, (select count(*)::int from volunteer_assignments a where a.time_slot_id = s.id) as counted
       from volunteer_time_slots s where s.edition_id = ?`,
      [edition.id],
    );
    expect(slots.length).toBeGreaterThanOrEqual(25);
    expect(slots.length).toBeLessThanOrEqual(40);
    expect(slots.every((x) => x.assigned === x.counted && x.assigned <= x.max)).toBe(true);
    expect(slots.filter((x) => x.assigned === x.max).length).toBeGreaterThan(5);
    expect(slots.filter((x) => x.assigned < x.max).length).toBeGreaterThan(5);
    const [{ first, last, start, end }] = await sql<{ first: Date; last: Date; start: string; end: string }>(
      `select min(s.start_date_time) as first, max(s.start_date_time) as last, e.start_date::text as start, e.end_date::text as "end"
       from volunteer_time_slots s join editions e on e.id = s.edition_id where s.edition_id = ? group by e.start_date, e.end_date`,
      [edition.id],
    );
    expect(new Date(first).toISOString().slice(0, 10) < start).toBe(true);
    expect(new Date(last).toISOString().slice(0, 10) > end).toBe(true);
    const [{ overlaps }] = await sql<{ overlaps: number }>(
      `select count(*)::int as overlaps from volunteer_assignments a join volunteer_time_slots s on s.id = a.time_slot_id
       join volunteer_assignments b on b.user_id = a.user_id and b.id < a.id join volunteer_time_slots t on t.id = b.time_slot_id
       where s.edition_id = ? and s.start_date_time < t.end_date_time and t.start_date_time < s.end_date_time`,
      [edition.id],
    );
    expect(overlaps).toBe(0);
    // Only accepted volunteers are on shifts or in teams.
    const [{ strays }] = await sql<{ strays: number }>(
      `select count(*)::int as strays from volunteer_assignments a join volunteer_time_slots s on s.id = a.time_slot_id
       left join edition_volunteer_applications p on p.user_id = a.user_id and p.edition_id = s.edition_id and p.status = 'ACCEPTED'
       where s.edition_id = ? and p.id is null`,
      [edition.id],
    );
    expect(strays).toBe(0);
  });

  it('makes the demo volunteer an accepted team leader with a few shifts and a message to confirm, which the organiser follows', async () => {
    const volunteer = t.agent();
    await volunteer.post('/api/auth/login').send({ identifier: 'volunteer', password: 'demo-volunteer-2026' }).expect(200);
    const [edition] = await t.em().getConnection().execute<{ id: number }[]>('select id from editions where name = ?', [DEMO_VOLUNTEER_EDITION]);
    const [mine] = await t.em().getConnection().execute<{ status: string; led: number; slots: number }[]>(
      `select a.status, (select count(*)::int from application_team_assignments x where x.application_id = a.id and x.is_leader) as led,
         (select count(*)::int from volunteer_assignments v join volunteer_time_slots s on s.id = v.time_slot_id where v.user_id = a.user_id and s.edition_id = a.edition_id) as slots
       from edition_volunteer_applications a join users u on u.id = a.user_id where u.pseudo = 'volunteer' and a.edition_id = ?`,
      [edition.id],
    );
    expect(mine.status).toBe('ACCEPTED');
    expect(mine.led).toBe(1);
    expect(mine.slots).toBeGreaterThanOrEqual(2);
    expect(mine.slots).toBeLessThanOrEqual(3);

    const notifications = (await volunteer.get('/api/notifications').query({ category: 'volunteer' }).expect(200)).body.notifications as { title: string; actionUrl: string; actionLabel: string }[];
    expect(notifications[0]).toMatchObject({ title: 'Welcome briefing and arrival', actionLabel: 'Confirm I read it' });
    const groupId = Number(/notification\/(\d+)\/confirm$/.exec(notifications[0].actionUrl)![1]);
    const message = (await volunteer.get(`/api/editions/${edition.id}/volunteers/messages/${groupId}/mine`).expect(200)).body;
    expect(message.confirmedAt).toBeNull();

    const organiser = t.agent();
    await organiser.post('/api/auth/login').send({ identifier: 'organiser', password: 'demo-organiser-2026' }).expect(200);
    const list = (await organiser.get(`/api/editions/${edition.id}/volunteers/messages`).expect(200)).body;
    expect(list.items).toHaveLength(1);
    expect(list.items[0].recipientCount).toBe(20);
    expect(list.items[0].confirmedCount).toBeGreaterThan(0);
    expect(list.items[0].confirmedCount).toBeLessThan(20);
  });
  it('connects the demo edition to the fake HelloAsso, its client secret sealed, with returnable items and a quota but no ticket yet', async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);
    const [edition] = await sql<{ id: number }>('select id from editions where name = ?', [DEMO_VOLUNTEER_EDITION]);
    const [external] = await sql<Record<string, unknown>>(
      `select x.provider, x.status, c.client_id, c.client_secret, c.organization_slug, c.form_type, c.form_slug, c.api_base_url
       from external_ticketings x join helloasso_configs c on c.external_ticketing_id = x.id where x.edition_id = ?`,
      [edition.id],
    );
    expect(external).toMatchObject({
      provider: 'HELLOASSO',
      status: 'ACTIVE',
      client_id: 'fake-client',
      organization_slug: 'fake-org',
      form_type: 'Event',
      form_slug: 'fake-festival',
      api_base_url: t.config.demoHelloAssoUrl,
    });
    const sealed = external.client_secret as string;
    expect(sealed).not.toContain('fake-secret');
    expect(new SecretBox(t.config.secretsKey).open(sealed)).toBe('fake-secret');
    expect(() => new SecretBox('another key').open(sealed)).toThrow();

    const items = await sql<{ name: string }>('select name from ticketing_returnable_items where edition_id = ? order by name', [edition.id]);
    expect(items.map((i) => i.name)).toEqual(['Cup', 'Wristband']);
    const quotas = await sql<{ title: string; quantity: number }>('select title, quantity from ticketing_quotas where edition_id = ?', [edition.id]);
    expect(quotas).toEqual([{ title: 'Camping', quantity: 150 }]);
    const [{ tiers, orders }] = await sql<{ tiers: number; orders: number }>(
      'select (select count(*)::int from ticketing_tiers where edition_id = ?) as tiers, (select count(*)::int from ticketing_orders where edition_id = ?) as orders',
      [edition.id, edition.id],
    );
    expect({ tiers, orders }).toEqual({ tiers: 0, orders: 0 });
    // Only the demo edition is connected.
    const [{ connected }] = await sql<{ connected: number }>('select count(*)::int as connected from external_ticketings');
    expect(connected).toBe(1);
  });
});
