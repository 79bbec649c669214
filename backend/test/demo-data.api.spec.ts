import { Convention } from '../src/modules/conventions/convention.entity';
import { Edition } from '../src/modules/editions/edition.entity';
import { User } from '../src/modules/users/user.entity';
import { DEMO_ACCOUNTS, DEMO_CONVENTIONS, seedDemo } from '../src/cli/demo-data';
import { DEMO_VOLUNTEER_EDITION } from '../src/cli/demo-volunteers';
import { DEMO_GATE_SHIFT, DEMO_GATE_TIER } from '../src/cli/demo-gate';
import { DEMO_CANTEEN_TEAM } from '../src/cli/demo-meals';
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
    // Accounts, conventions, the demo edition's volunteers, its ticketing and its artists (once).
    expect(await seedDemo(t.em(), quiet, t.config)).toBe(DEMO_ACCOUNTS.length + DEMO_CONVENTIONS.length + 3);
    expect(await seedDemo(t.em(), quiet, t.config)).toBe(0);
    const em = t.em();
    // The demo accounts, the 29 other volunteers and the 7 other artists with an account of the demo edition.
    expect(await em.count(User)).toBe(DEMO_ACCOUNTS.length + 29 + 7);
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
    // Six teams of the planning, and the meals' canteen (a second meal-validation team beside the kitchen).
    expect(teams).toHaveLength(7);
    expect(teams.filter((x) => x.is_access_control_team)).toHaveLength(1);
    expect(teams.filter((x) => x.is_meal_validation_team).map((x) => x.name).sort()).toEqual([DEMO_CANTEEN_TEAM, 'Kitchen']);
    expect(teams.filter((x) => !x.is_visible_to_volunteers)).toHaveLength(1);

    const statuses = Object.fromEntries(
      (await sql<{ status: string; n: number }>('select status, count(*)::int as n from edition_volunteer_applications where edition_id = ? group by status', [edition.id])).map((r) => [r.status, r.n]),
    );
    expect(statuses).toEqual({ ACCEPTED: 20, PENDING: 6, REJECTED: 4 });

    // Shifts before (build), during and after (strike) the festival; some filled, some with places left; nobody twice at once.
    const slots = await sql<{ start: Date; max: number; assigned: number; counted: number }>(
      `select s.start_date_time as start, s.max_volunteers as max, s.assigned_volunteers as assigned, (select count(*)::int from volunteer_assignments a where a.time_slot_id = s.id) as counted
       from volunteer_time_slots s join volunteer_teams tm on tm.id = s.team_id where s.edition_id = ? and tm.name <> ?`,
      // The canteen's services (the meals' demo, tested apart) aside.
      [edition.id, DEMO_CANTEEN_TEAM],
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
         (select count(*)::int from volunteer_assignments v join volunteer_time_slots s on s.id = v.time_slot_id join volunteer_teams tm on tm.id = s.team_id
           where v.user_id = a.user_id and s.edition_id = a.edition_id and tm.name <> ?) as slots
       from edition_volunteer_applications a join users u on u.id = a.user_id where u.pseudo = 'volunteer' and a.edition_id = ?`,
      // The canteen's services (the meals' demo, tested apart) aside.
      [DEMO_CANTEEN_TEAM, edition.id],
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
  it('connects the demo edition to the fake HelloAsso, its client secret sealed, with returnable items and a quota but no synced ticket yet', async () => {
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
    // The desk's own tier and orders aside (the gate's demo), nothing is synced until "sync" is pressed.
    const [{ tiers, orders }] = await sql<{ tiers: number; orders: number }>(
      `select (select count(*)::int from ticketing_tiers where edition_id = ? and external_ticketing_id is not null) as tiers,
         (select count(*)::int from ticketing_orders where edition_id = ? and source = 'SYNCED') as orders`,
      [edition.id, edition.id],
    );
    expect({ tiers, orders }).toEqual({ tiers: 0, orders: 0 });
    // Only the demo edition is connected.
    const [{ connected }] = await sql<{ connected: number }>('select count(*)::int as connected from external_ticketings');
    expect(connected).toBe(1);
  });

  it("turns the demo edition's meals on: the grid from its dates with a cup at dinner, a canteen team with the demo volunteer on each service, the desk pass with the event's lunches", async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);
    const [edition] = await sql<{ id: number; start_date: string; end_date: string }>(
      `select id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date from editions where name = ?`,
      [DEMO_VOLUNTEER_EDITION],
    );
    const organiser = t.agent();
    await organiser.post('/api/auth/login').send({ identifier: 'organiser', password: 'demo-organiser-2026' }).expect(200);
    const grid = (await organiser.get(`/api/editions/${edition.id}/meals`).expect(200)).body as {
      configured: boolean;
      meals: { date: string; mealType: string; phases: string[]; returnableItemIds: number[] }[];
      toAdd: unknown[];
      toRemove: unknown[];
    };
    // In step with the dates: nothing to add or remove; setup days before the edition, teardown after.
    expect([grid.configured, grid.toAdd, grid.toRemove]).toEqual([true, [], []]);
    expect(grid.meals.length % 3).toBe(0);
    expect(grid.meals.filter((m) => m.date < edition.start_date).every((m) => m.phases[0] === 'SETUP')).toBe(true);
    expect(grid.meals.some((m) => m.phases[0] === 'SETUP') && grid.meals.some((m) => m.phases[0] === 'TEARDOWN')).toBe(true);
    const [cup] = await sql<{ id: number }>(`select id from ticketing_returnable_items where edition_id = ? and name = 'Cup'`, [edition.id]);
    expect(grid.meals.filter((m) => m.returnableItemIds.includes(cup.id)).map((m) => m.mealType)).toEqual(grid.meals.filter((m) => m.mealType === 'DINNER').map(() => 'DINNER'));

    // The canteen: a meal-validation team with a slot during each meal of the edition's days, the demo volunteer on them (those clear of their other shifts).
    const [slots] = await sql<{ n: number; mine: number }>(
      `select count(*)::int as n, count(*) filter (where exists (select 1 from volunteer_assignments a join users u on u.id = a.user_id where a.time_slot_id = s.id and u.pseudo = 'volunteer'))::int as mine
         from volunteer_time_slots s join volunteer_teams tm on tm.id = s.team_id where s.edition_id = ? and tm.name = ? and tm.is_meal_validation_team`,
      [edition.id, DEMO_CANTEEN_TEAM],
    );
    const eventMeals = grid.meals.filter((m) => m.date >= edition.start_date && m.date <= edition.end_date);
    expect(slots.n).toBe(eventMeals.length);
    expect(slots.mine).toBeGreaterThan(eventMeals.length / 2);

    // The desk's pass includes the event's lunches, and only them.
    const included = await sql<{ date: string; meal_type: string }>(
      `select to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type from ticketing_tier_meals tm join ticketing_tiers x on x.id = tm.tier_id join volunteer_meals m on m.id = tm.meal_id
        where x.edition_id = ? and x.name = ? order by m.date`,
      [edition.id, DEMO_GATE_TIER],
    );
    expect(included).toEqual(eventMeals.filter((m) => m.mealType === 'LUNCH').map((m) => ({ date: m.date, meal_type: 'LUNCH' })));
  });

  it('lets the demo volunteer try the gate at once: on a running shift of the access-control team, with tickets to scan (paid, one to pay at the gate, one cancelled) in a tier handing over a cup', async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);
    const [edition] = await sql<{ id: number }>('select id from editions where name = ?', [DEMO_VOLUNTEER_EDITION]);
    // In the access-control team, on its shift running now; the team has a leader.
    const shifts = await sql<{ title: string; running: boolean; mine: boolean }>(
      `select s.title, (s.start_date_time <= now() and now() < s.end_date_time) as running,
         exists (select 1 from volunteer_assignments a join users u on u.id = a.user_id where a.time_slot_id = s.id and u.pseudo = 'volunteer') as mine
       from volunteer_time_slots s join volunteer_teams t on t.id = s.team_id where s.edition_id = ? and t.is_access_control_team`,
      [edition.id],
    );
    expect(shifts.filter((s) => s.running && s.mine).map((s) => s.title)).toEqual([DEMO_GATE_SHIFT]);
    const members = await sql<{ pseudo: string; is_leader: boolean }>(
      `select u.pseudo, x.is_leader from application_team_assignments x join volunteer_teams t on t.id = x.team_id
       join edition_volunteer_applications a on a.id = x.application_id join users u on u.id = a.user_id
       where t.edition_id = ? and t.is_access_control_team and a.status = 'ACCEPTED'`,
      [edition.id],
    );
    expect(members).toContainEqual({ pseudo: 'volunteer', is_leader: false });
    expect(members.filter((m) => m.is_leader)).toHaveLength(1);

    // Tickets sold at the desk: valid ones (two of them the demo attendee's order), one to pay at the gate, one cancelled.
    const tickets = await sql<{ name: string; state: string; status: string; payment_method: string | null; cup: boolean; answers: { label: string }[] }>(
      `select i.first_name || ' ' || i.last_name as name, i.state, o.status, o.payment_method,
         exists (select 1 from ticketing_tier_returnable_items r join ticketing_returnable_items ri on ri.id = r.returnable_item_id where r.tier_id = i.tier_id and ri.name = 'Cup') as cup,
         i.custom_fields as answers
       from ticketing_order_items i join ticketing_orders o on o.id = i.order_id where i.edition_id = ? and o.source = 'ONSITE' order by i.id`,
      [edition.id],
    );
    expect(tickets.filter((x) => x.status === 'VALID' && x.payment_method !== null).length).toBeGreaterThanOrEqual(2);
    expect(tickets.filter((x) => x.status === 'VALID' && x.payment_method === null)).toHaveLength(1);
    expect(tickets.filter((x) => x.status === 'CANCELLED' && x.state === 'Canceled')).toHaveLength(1);
    expect(tickets.every((x) => x.cup && x.answers[0]?.label === 'T-shirt size')).toBe(true);

    // The demo volunteer may scan now (the running shift), as the organiser may at any time.
    const volunteer = t.agent();
    await volunteer.post('/api/auth/login').send({ identifier: 'volunteer', password: 'demo-volunteer-2026' }).expect(200);
    expect((await volunteer.get(`/api/editions/${edition.id}/permissions`).expect(200)).body).toMatchObject({ scanAtGate: true });

    // What the gate answers about them: the cup and the T-shirt size for a paid ticket, the payment first for the unpaid one, no entry for the cancelled one.
    const [paid, unpaid, cancelled] = await sql<{ code: string }>(
      `select i.qr_code as code from ticketing_order_items i join ticketing_orders o on o.id = i.order_id
       where i.edition_id = ? and o.source = 'ONSITE' and i.first_name in ('Elise', 'Noah', 'Jules') order by i.first_name = 'Elise' desc, i.first_name = 'Noah' desc`,
      [edition.id],
    );
    const check = async (code: string) => (await volunteer.post(`/api/editions/${edition.id}/gate/check`).send({ code }).expect(200)).body;
    expect(await check(paid.code)).toMatchObject({ outcome: 'VALID', toPay: null, person: { name: 'Elise Marchand', returnables: ['Cup'] } });
    expect(await check(unpaid.code)).toMatchObject({ outcome: 'VALID', toPay: 4500, person: { name: 'Noah Petit' } });
    expect((await check(cancelled.code)).outcome).toBe('CANCELLED');
    // The T-shirt size is shown at the gate: the offline copy carries it.
    const copy = (await volunteer.get(`/api/editions/${edition.id}/gate/copy`).expect(200)).body as { people: { n: string; a: string[][] }[] };
    expect(copy.people.find((p) => p.n === 'Elise Marchand')?.a).toEqual([['T-shirt size', 'S']]);
  });

  it('gives the demo edition artists (the demo artist among them, one still invited by e-mail) with their stays, money and pickups, and a programme of shows', async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);
    const [edition] = await sql<{ id: number; start: string; end: string }>('select id, start_date::text as start, end_date::text as "end" from editions where name = ?', [DEMO_VOLUNTEER_EDITION]);
    const artists = await sql<{ pseudo: string | null; invited_email: string | null; stage_name: string | null; payment: number | null; pickup_required: boolean; pickup_responsible: string | null }>(
      `select u.pseudo, a.invited_email, a.stage_name, a.payment, a.pickup_required, r.pseudo as pickup_responsible
       from edition_artists a left join users u on u.id = a.user_id left join users r on r.id = a.pickup_responsible_id where a.edition_id = ?`,
      [edition.id],
    );
    expect(artists).toHaveLength(9);
    expect(artists.filter((a) => a.pseudo === null)).toEqual([expect.objectContaining({ invited_email: expect.stringContaining('@'), stage_name: expect.any(String) })]);
    expect(artists.find((a) => a.pseudo === 'artist')).toMatchObject({ stage_name: expect.any(String), pickup_required: true, pickup_responsible: 'organiser' });
    expect(artists.every((a) => a.payment !== null && a.payment > 0)).toBe(true);
    expect(artists.filter((a) => a.pickup_responsible === 'organiser').length).toBeGreaterThanOrEqual(4);
    // Only the demo edition has artists.
    const [{ elsewhere }] = await sql<{ elsewhere: number }>('select count(*)::int as elsewhere from edition_artists where edition_id <> ?', [edition.id]);
    expect(elsewhere).toBe(0);

    // Shows on the edition's days (in Lyon), each with one to three artists; some hand returnable items.
    const shows = await sql<{ day: string; artists: number; items: number; favourites: number }>(
      `select to_char(s.start_date_time at time zone 'Europe/Paris', 'YYYY-MM-DD') as day,
         (select count(*)::int from show_artists x where x.show_id = s.id) as artists,
         (select count(*)::int from show_returnable_items x where x.show_id = s.id) as items,
         (select count(*)::int from show_favorites f join users u on u.id = f.user_id where f.show_id = s.id and u.pseudo = 'attendee') as favourites
       from shows s where s.edition_id = ?`,
      [edition.id],
    );
    expect(shows.length).toBeGreaterThanOrEqual(10);
    expect(shows.length).toBeLessThanOrEqual(14);
    expect(shows.every((x) => x.day >= edition.start && x.day <= edition.end)).toBe(true);
    expect(new Set(shows.map((x) => x.day)).size).toBe(4);
    expect(shows.every((x) => x.artists >= 1 && x.artists <= 3)).toBe(true);
    expect(shows.filter((x) => x.items > 0).length).toBeGreaterThan(0);
    expect(shows.reduce((n, x) => n + x.favourites, 0)).toBe(2);
    // Every artist is there for their shows (when their stay is known).
    const [{ absent }] = await sql<{ absent: number }>(
      `select count(*)::int as absent from show_artists x join shows s on s.id = x.show_id join edition_artists a on a.id = x.artist_id
       where s.edition_id = ? and (a.arrival_date_time > s.start_date_time or a.departure_date_time < s.start_date_time + s.duration * interval '1 minute')`,
      [edition.id],
    );
    expect(absent).toBe(0);

    // The demo artist signs in and is an artist of the edition.
    const artist = t.agent();
    await artist.post('/api/auth/login').send({ identifier: 'artist', password: 'demo-artist-2026' }).expect(200);
    expect((await artist.get(`/api/editions/${edition.id}/permissions`).expect(200)).body).toMatchObject({ artistSpace: true, canManageArtists: false });

    // The organiser's pickups: days with trips, most driven by the organiser, some by nobody yet, one artist without a date yet.
    const organiser = t.agent();
    await organiser.post('/api/auth/login').send({ identifier: 'organiser', password: 'demo-organiser-2026' }).expect(200);
    const pickups = (await organiser.get(`/api/editions/${edition.id}/artist-pickups`).expect(200)).body as {
      days: { day: string; trips: { responsible: { pseudo: string } | null }[] }[];
      undated: { artistName: string }[];
    };
    const trips = pickups.days.flatMap((d) => d.trips);
    expect(pickups.days.length).toBeGreaterThanOrEqual(2);
    expect(trips.filter((x) => x.responsible?.pseudo === 'organiser').length).toBeGreaterThan(trips.length / 2);
    expect(trips.some((x) => x.responsible === null)).toBe(true);
    expect(pickups.undated.length).toBeGreaterThanOrEqual(1);
    const mine = (await organiser.get(`/api/editions/${edition.id}/artist-pickups`).query({ mine: 'true' }).expect(200)).body as { days: { trips: unknown[] }[] };
    expect(mine.days.flatMap((d) => d.trips).length).toBe(trips.filter((x) => x.responsible?.pseudo === 'organiser').length);
  });

  it('gives the demo edition its community: workshops with places and the attendee’s stars, carpooling both ways, the team’s posts, lost and found', async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);
    const [edition] = await sql<{ id: number; workshops_enabled: boolean }>('select id, workshops_enabled from editions where name = ?', [DEMO_VOLUNTEER_EDITION]);
    expect(edition.workshops_enabled).toBe(true);

    // Workshops: locations, workshops in them by several proposers, the attendee's stars; read by a visitor.
    const workshops = (await t.agent().get(`/api/editions/${edition.id}/workshops`).expect(200)).body as { items: { location: { name: string } | null; creator: { pseudo: string } | null }[] };
    expect(workshops.items.length).toBeGreaterThanOrEqual(5);
    expect(workshops.items.filter((w) => w.location !== null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(workshops.items.map((w) => w.creator?.pseudo)).size).toBeGreaterThanOrEqual(2);
    const locations = (await t.agent().get(`/api/editions/${edition.id}/workshop-locations`).expect(200)).body.items as { workshopCount: number }[];
    expect(locations.length).toBeGreaterThanOrEqual(2);
    expect(locations.every((l) => l.workshopCount > 0)).toBe(true);
    const attendee = t.agent();
    await attendee.post('/api/auth/login').send({ identifier: 'attendee', password: 'demo-attendee-2026' }).expect(200);
    const starred = (await attendee.get(`/api/editions/${edition.id}/workshops`).query({ favorites: 'true' }).expect(200)).body.items as { isFavorite: boolean }[];
    expect(starred.length).toBeGreaterThanOrEqual(1);
    expect(starred.every((w) => w.isFavorite)).toBe(true);

    // Carpooling: offers both ways, a PENDING and an ACCEPTED booking; nobody both booked and added on an offer.
    const directions = await sql<{ direction: string }>('select distinct direction::text from carpool_offers where edition_id = ?', [edition.id]);
    expect(directions.map((d) => d.direction).sort()).toEqual(['FROM_EVENT', 'TO_EVENT']);
    const bookings = await sql<{ status: string; n: number }>(
      'select b.status, count(*)::int as n from carpool_bookings b join carpool_offers o on o.id = b.offer_id where o.edition_id = ? group by b.status',
      [edition.id],
    );
    expect(Object.fromEntries(bookings.map((b) => [b.status, b.n]))).toMatchObject({ PENDING: expect.any(Number), ACCEPTED: expect.any(Number) });
    const [{ twice }] = await sql<{ twice: number }>(
      `select count(*)::int as twice from carpool_passengers p join carpool_offers o on o.id = p.offer_id
       join carpool_bookings b on b.offer_id = p.offer_id and b.requester_id = p.user_id and b.status = 'ACCEPTED' where o.edition_id = ?`,
      [edition.id],
    );
    expect(twice).toBe(0);
    const mine = (await attendee.get(`/api/editions/${edition.id}/carpool/mine`).expect(200)).body as { bookings: { status: string }[] };
    expect(mine.bookings.map((b) => b.status).sort()).toEqual(['ACCEPTED', 'PENDING']);

    // Posts: one pinned (first), comments.
    const [posts] = await sql<{ posts: number; pinned: number; comments: number }>(
      `select count(*)::int as posts, count(*) filter (where pinned)::int as pinned,
         (select count(*)::int from edition_post_comments c join edition_posts p on p.id = c.post_id where p.edition_id = ?) as comments
       from edition_posts where edition_id = ?`,
      [edition.id, edition.id],
    );
    expect(posts.posts).toBeGreaterThanOrEqual(3);
    expect(posts.pinned).toBe(1);
    expect(posts.comments).toBeGreaterThanOrEqual(2);

    // Lost and found: items, one RETURNED, photos stored in the data folder, comments.
    const items = await sql<{ status: string; image_url: string | null; comments: number }>(
      'select status, image_url, (select count(*)::int from lost_found_comments c where c.item_id = i.id) as comments from lost_found_items i where edition_id = ?',
      [edition.id],
    );
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.filter((i) => i.status === 'RETURNED')).toHaveLength(1);
    expect(items.filter((i) => i.image_url !== null).length).toBeGreaterThanOrEqual(1);
    expect(items.reduce((n, i) => n + i.comments, 0)).toBeGreaterThanOrEqual(2);
    for (const { image_url } of items.filter((i) => i.image_url !== null)) {
      const photo = await t.agent().get(image_url!).expect(200);
      expect(photo.headers['content-type']).toContain('image/webp');
    }
  });

  it('adds no community content when seeded again', async () => {
    const sql = <T>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);
    const tables = [
      'workshop_locations',
      'workshops',
      'workshop_favorites',
      'carpool_offers',
      'carpool_requests',
      'carpool_bookings',
      'carpool_passengers',
      'carpool_comments',
      'carpool_request_comments',
      'edition_posts',
      'edition_post_comments',
      'lost_found_items',
      'lost_found_comments',
    ];
    const count = async () => Promise.all(tables.map(async (table) => (await sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n));
    const before = await count();
    expect(before.every((n) => n > 0)).toBe(true);
    expect(await seedDemo(t.em(), quiet, t.config)).toBe(0);
    expect(await count()).toEqual(before);
  });
});
