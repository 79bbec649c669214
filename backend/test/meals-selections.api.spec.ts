import { MealSelections } from '../src/modules/meals/meal-selections.service';
import { gridOf } from '../src/modules/meals/meal-rules';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.em().getConnection().execute<T[]>(text, params);

const SETUP_START = '2027-05-12T08:00:00.000Z';
const TEARDOWN_END = '2027-05-19T12:00:00.000Z';

/** Event only, arriving on the first morning, leaving on the last evening. */
const GOOD = { motivation: 'I cook for crowds', eventAvailability: true, arrivalDateTime: '2027-05-14T10:00:00.000Z', departureDateTime: '2027-05-17T18:00:00.000Z' };

/** The grid the dates call for, written as the grid page would: setup 12-13, event 14-17, teardown 18-19 May, on UTC clocks. */
async function grid(editionId: number): Promise<void> {
  const meals = gridOf({ startDate: '2027-05-14', endDate: '2027-05-17', setupStart: new Date(SETUP_START), teardownEnd: new Date(TEARDOWN_END), timeZone: 'UTC' });
  for (const m of meals) {
    await sql('insert into volunteer_meals (edition_id, date, meal_type, phases) values (?, ?, ?, ?::meal_phase[])', [editionId, m.date, m.mealType, `{${m.phases.join(',')}}`]);
  }
}

/** An edition of 14-17 May 2027 on UTC clocks, asking setup and teardown availability, with its meal grid. */
async function setup() {
  const owner = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Meal Convention' }).expect(201)).body as { id: number };
  const edition = (
    await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'MC 2027', startDate: '2027-05-14', endDate: '2027-05-17', timeZone: 'UTC', isOnline: true }).expect(201)
  ).body as { id: number };
  const base = `/api/editions/${edition.id}/volunteers`;
  await owner.agent
    .patch(`${base}/settings`)
    .send({ volunteersOpen: true, volunteersAskSetup: true, volunteersAskTeardown: true, volunteersSetupStartDate: SETUP_START, volunteersTeardownEndDate: TEARDOWN_END })
    .expect(200);
  await grid(edition.id);
  return { owner, edition, base };
}

async function applicant(base: string, answers: Record<string, unknown> = GOOD) {
  const user = await signedInUser(t);
  const res = await user.agent.post(`${base}/applications`).send({ phone: '0611223344', ...answers }).expect(201);
  return { ...user, applicationId: res.body.id as number };
}

const decide = (owner: Signed, base: string, applicationId: number, status: string) => owner.agent.patch(`${base}/applications/${applicationId}/status`).send({ status }).expect(200);

/** The application's selections as "day TYPE" (with "declined" / "eaten"), by day and meal. */
async function selections(applicationId: number): Promise<string[]> {
  const rows = await sql<{ day: string; type: string; accepted: boolean; eaten: boolean }>(
    `select to_char(m.date, 'YYYY-MM-DD') as day, m.meal_type as type, s.accepted, s.consumed_at is not null as eaten
       from volunteer_meal_selections s join volunteer_meals m on m.id = s.meal_id where s.volunteer_id = ? order by m.date, m.meal_type`,
    [applicationId],
  );
  return rows.map((r) => `${r.day} ${r.type}${r.accepted ? '' : ' declined'}${r.eaten ? ' eaten' : ''}`);
}

const day = (date: string, ...types: string[]) => types.map((type) => `${date} ${type}`);
const ALL = ['BREAKFAST', 'LUNCH', 'DINNER'];

async function mealId(editionId: number, date: string, type: string): Promise<number> {
  const [row] = await sql<{ id: number }>('select id from volunteer_meals where edition_id = ? and date = ? and meal_type = ?', [editionId, date, type]);
  return row!.id;
}

const eat = (applicationId: number, meal: number) => sql(`update volunteer_meal_selections set consumed_at = now() where volunteer_id = ? and meal_id = ?`, [applicationId, meal]);

describe('selections kept in step with the application', () => {
  it('none while pending; on acceptance, every meal of the table: event days from the arrival morning to the departure evening', async () => {
    const { owner, base } = await setup();
    const v = await applicant(base);
    expect(await selections(v.applicationId)).toEqual([]);
    await decide(owner, base, v.applicationId, 'ACCEPTED');
    expect(await selections(v.applicationId)).toEqual([...day('2027-05-14', ...ALL), ...day('2027-05-15', ...ALL), ...day('2027-05-16', ...ALL), ...day('2027-05-17', ...ALL)]);
  });

  it("follows a manager's corrections of availabilities, arrival and departure; a declined meal still eligible stays declined, an eaten one stays", async () => {
    const { owner, edition, base } = await setup();
    const v = await applicant(base);
    await decide(owner, base, v.applicationId, 'ACCEPTED');
    const correct = (body: Record<string, unknown>) => owner.agent.patch(`${base}/applications/${v.applicationId}`).send(body).expect(200);

    // Setup too, arriving at noon on the 13th: lunch and dinner of a setup day.
    await correct({ setupAvailability: true, arrivalDateTime: '2027-05-13T12:00:00.000Z' });
    expect(await selections(v.applicationId)).toEqual([...day('2027-05-13', 'LUNCH', 'DINNER'), ...day('2027-05-14', ...ALL), ...day('2027-05-15', ...ALL), ...day('2027-05-16', ...ALL), ...day('2027-05-17', ...ALL)]);

    // Leaving on the morning of the 16th: its breakfast only.
    await correct({ departureDateTime: '2027-05-16T09:00:00.000Z' });
    expect(await selections(v.applicationId)).toEqual([...day('2027-05-13', 'LUNCH', 'DINNER'), ...day('2027-05-14', ...ALL), ...day('2027-05-15', ...ALL), '2027-05-16 BREAKFAST']);

    // Declined by the volunteer, then an edit that keeps it eligible: still declined.
    await v.agent.patch(`/api/volunteers/mine/${v.applicationId}/meals/${await mealId(edition.id, '2027-05-15', 'LUNCH')}`).send({ accepted: false }).expect(200);
    await eat(v.applicationId, await mealId(edition.id, '2027-05-13', 'DINNER'));
    await correct({ arrivalDateTime: '2027-05-13T15:00:00.000Z' });
    expect(await selections(v.applicationId)).toEqual([
      '2027-05-13 DINNER eaten',
      ...day('2027-05-14', ...ALL),
      '2027-05-15 BREAKFAST',
      '2027-05-15 LUNCH declined',
      '2027-05-15 DINNER',
      '2027-05-16 BREAKFAST',
    ]);

    // No more setup, arriving on the 14th in the evening: the eaten setup dinner is history, kept.
    await correct({ setupAvailability: false, arrivalDateTime: '2027-05-14T19:00:00.000Z' });
    expect(await selections(v.applicationId)).toEqual(['2027-05-13 DINNER eaten', '2027-05-14 DINNER', '2027-05-15 BREAKFAST', '2027-05-15 LUNCH declined', '2027-05-15 DINNER', '2027-05-16 BREAKFAST']);
  });

  it('leaving ACCEPTED removes every uneaten selection (back to pending, rejected, withdrawn); accepted again, they come back', async () => {
    const { owner, edition, base } = await setup();
    const v = await applicant(base);
    await decide(owner, base, v.applicationId, 'ACCEPTED');
    await eat(v.applicationId, await mealId(edition.id, '2027-05-14', 'LUNCH'));
    await decide(owner, base, v.applicationId, 'PENDING');
    expect(await selections(v.applicationId)).toEqual(['2027-05-14 LUNCH eaten']);
    await decide(owner, base, v.applicationId, 'ACCEPTED');
    expect(await selections(v.applicationId)).toHaveLength(12);
    await decide(owner, base, v.applicationId, 'PENDING');
    await decide(owner, base, v.applicationId, 'REJECTED');
    expect(await selections(v.applicationId)).toEqual(['2027-05-14 LUNCH eaten']);

    // Withdrawn (pending again first): the application and what hung on it are gone.
    const w = await applicant(base);
    await decide(owner, base, w.applicationId, 'ACCEPTED');
    await decide(owner, base, w.applicationId, 'PENDING');
    await w.agent.delete(`${base}/application`).expect(204);
    expect(await selections(w.applicationId)).toEqual([]);
  });

  it('a volunteer added by a manager eats from the start: no stay nor availability given, every event meal; added pending, none', async () => {
    const { owner, base } = await setup();
    const accepted = await signedInUser(t);
    const added = (await owner.agent.post(`${base}/applications/manual`).send({ identifier: accepted.user.pseudo }).expect(201)).body as { id: number };
    expect(await selections(added.id)).toEqual([...day('2027-05-14', ...ALL), ...day('2027-05-15', ...ALL), ...day('2027-05-16', ...ALL), ...day('2027-05-17', ...ALL)]);
    const pending = await signedInUser(t);
    const waiting = (await owner.agent.post(`${base}/applications/manual`).send({ identifier: pending.user.pseudo, status: 'PENDING' }).expect(201)).body as { id: number };
    expect(await selections(waiting.id)).toEqual([]);
  });

  it('a refused change changes no selection (same transaction)', async () => {
    const { owner, base } = await setup();
    const v = await applicant(base);
    await decide(owner, base, v.applicationId, 'ACCEPTED');
    const before = await selections(v.applicationId);
    // A departure before the arrival is refused: nothing moves.
    await owner.agent.patch(`${base}/applications/${v.applicationId}`).send({ departureDateTime: '2027-05-13T09:00:00.000Z' }).expect(400);
    await owner.agent.patch(`${base}/applications/${v.applicationId}/status`).send({ status: 'REJECTED' }).expect(409);
    expect(await selections(v.applicationId)).toEqual(before);
  });
});

describe("the grid's refresh of a whole edition", () => {
  it('a meal turned off leaves everyone but those who ate it; turned on, everyone eligible gets it back', async () => {
    const { owner, edition, base } = await setup();
    const a = await applicant(base);
    const b = await applicant(base, { ...GOOD, setupAvailability: true, arrivalDateTime: '2027-05-13T08:00:00.000Z' });
    await decide(owner, base, a.applicationId, 'ACCEPTED');
    await decide(owner, base, b.applicationId, 'ACCEPTED');
    const lunch = await mealId(edition.id, '2027-05-15', 'LUNCH');
    await eat(a.applicationId, lunch);
    await sql('update volunteer_meals set enabled = false where id = ?', [lunch]);
    await t.app.get(MealSelections).refreshEdition(edition.id);
    expect(await selections(a.applicationId)).toContain('2027-05-15 LUNCH eaten');
    expect(await selections(b.applicationId)).not.toContain('2027-05-15 LUNCH');
    expect(await selections(b.applicationId)).toHaveLength(15 - 1);

    // A setup meal gains the event phase: the event-only volunteer now eats it too.
    await sql('update volunteer_meals set enabled = true where id = ?', [lunch]);
    await sql(`update volunteer_meals set phases = '{SETUP,EVENT}' where edition_id = ? and date = '2027-05-13' and meal_type = 'DINNER'`, [edition.id]);
    await t.app.get(MealSelections).refreshEdition(edition.id);
    expect(await selections(b.applicationId)).toHaveLength(15);
    // a arrives on the 14th: the 13th is outside their stay, whatever its phases.
    expect(await selections(a.applicationId)).toEqual([...day('2027-05-14', ...ALL), '2027-05-15 BREAKFAST', '2027-05-15 LUNCH eaten', '2027-05-15 DINNER', ...day('2027-05-16', ...ALL), ...day('2027-05-17', ...ALL)]);
  });

  it('1,500 accepted volunteers × 30 meals: one pass (timing logged)', async () => {
    const { edition } = await setup();
    await sql('delete from volunteer_meals where edition_id = ?', [edition.id]);
    await sql(
      `insert into volunteer_meals (edition_id, date, meal_type, phases)
       select ?, d::date, t::meal_type, '{EVENT}' from generate_series('2027-05-08'::date, '2027-05-17'::date, '1 day') d, unnest(array['BREAKFAST', 'LUNCH', 'DINNER']) t`,
      [edition.id],
    );
    await sql(
      `with u as (insert into users (email, email_hash, pseudo, nom, prenom, is_email_verified)
                  select 'eater' || g || '@example.com', md5('eater' || g), 'eater' || g, 'Eater', 'Crowd', true from generate_series(1, 1500) g returning id)
       insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token)
       select ?, u.id, 'ACCEPTED', md5('q' || u.id), md5('c' || u.id) from u`,
      [edition.id],
    );
    const refresh = async (label: string) => {
      const started = performance.now();
      await t.app.get(MealSelections).refreshEdition(edition.id);
      console.log(`refreshEdition, 1,500 volunteers × 30 meals, ${label}: ${Math.round(performance.now() - started)} ms`);
    };
    const count = async () => Number((await sql<{ n: string }>('select count(*) as n from volunteer_meal_selections s join volunteer_meals m on m.id = s.meal_id where m.edition_id = ?', [edition.id]))[0]!.n);
    await refresh('from none');
    expect(await count()).toBe(45_000);
    await refresh('nothing to change');
    expect(await count()).toBe(45_000);
    await sql(`update volunteer_meals set enabled = false where edition_id = ? and meal_type = 'BREAKFAST'`, [edition.id]);
    await refresh('10 breakfasts off');
    expect(await count()).toBe(30_000);
  });
});

describe("a volunteer's own meals", () => {
  async function accepted() {
    const s = await setup();
    const v = await applicant(s.base);
    await decide(s.owner, s.base, v.applicationId, 'ACCEPTED');
    return { ...s, v, url: `/api/volunteers/mine/${v.applicationId}/meals` };
  }

  it('lists them by day with their phase, and lets the volunteer decline one and take it back', async () => {
    const { edition, v, url } = await accepted();
    const mine = (await v.agent.get(url).expect(200)).body as { timeZone: string; items: { mealId: number; date: string; mealType: string; phases: string[]; accepted: boolean; consumedAt: string | null; changeable: boolean }[] };
    expect(mine.timeZone).toBe('UTC');
    expect(mine.items).toHaveLength(12);
    expect(mine.items[0]).toEqual({ mealId: await mealId(edition.id, '2027-05-14', 'BREAKFAST'), date: '2027-05-14', mealType: 'BREAKFAST', phases: ['EVENT'], accepted: true, consumedAt: null, changeable: true });
    const dinner = mine.items[2]!;
    expect(dinner.mealType).toBe('DINNER');
    expect((await v.agent.patch(`${url}/${dinner.mealId}`).send({ accepted: false }).expect(200)).body).toMatchObject({ mealId: dinner.mealId, accepted: false, changeable: true });
    expect((await v.agent.get(url).expect(200)).body.items[2]).toMatchObject({ mealId: dinner.mealId, accepted: false });
    expect((await v.agent.patch(`${url}/${dinner.mealId}`).send({ accepted: true }).expect(200)).body).toMatchObject({ accepted: true });
    expect(await selections(v.applicationId)).not.toContain('2027-05-14 DINNER declined');
  });

  it('409 once eaten (MEAL_CONSUMED) or over (MEAL_PAST), and nothing changes', async () => {
    const { edition, v, url } = await accepted();
    const lunch = await mealId(edition.id, '2027-05-14', 'LUNCH');
    await eat(v.applicationId, lunch);
    expect((await v.agent.patch(`${url}/${lunch}`).send({ accepted: false }).expect(409)).body.code).toBe('MEAL_CONSUMED');
    const listed = (await v.agent.get(url).expect(200)).body.items.find((m: { mealId: number }) => m.mealId === lunch);
    expect(listed).toMatchObject({ accepted: true, changeable: false });
    expect(listed.consumedAt).not.toBeNull();

    // A meal of a day gone by (written straight in, as a grid of the past would hold it).
    const [past] = await sql<{ id: number }>(`insert into volunteer_meals (edition_id, date, meal_type, phases) values (?, current_date - 1, 'DINNER', '{EVENT}') returning id`, [edition.id]);
    await sql('insert into volunteer_meal_selections (volunteer_id, meal_id) values (?, ?)', [v.applicationId, past!.id]);
    expect((await v.agent.patch(`${url}/${past!.id}`).send({ accepted: false }).expect(409)).body.code).toBe('MEAL_PAST');
    expect((await v.agent.get(url).expect(200)).body.items[0]).toMatchObject({ mealId: past!.id, accepted: true, changeable: false });
  });

  it('declining and taking back count in their limit (mealChoice): 60 an hour, then 429 with Retry-After', async () => {
    const { edition, v, url } = await accepted();
    const dinner = await mealId(edition.id, '2027-05-16', 'DINNER');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await v.agent.patch(`${url}/${dinner}`).send({ accepted: i % 2 === 1 })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    const last = await v.agent.patch(`${url}/${dinner}`).send({ accepted: true }).expect(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(statuses[60]).toBe(429);
  });

  it("404 for someone else's application or a meal not theirs (revealing nothing), 400 for a bad body, 401 signed out", async () => {
    const { edition, v, url, base } = await accepted();
    const stranger = await signedInUser(t);
    const dinner = await mealId(edition.id, '2027-05-15', 'DINNER');
    expect((await stranger.agent.get(url).expect(404)).body.code).toBe('APPLICATION_NOT_FOUND');
    expect((await stranger.agent.patch(`${url}/${dinner}`).send({ accepted: false }).expect(404)).body.code).toBe('APPLICATION_NOT_FOUND');
    expect((await v.agent.get('/api/volunteers/mine/999999/meals').expect(404)).body.code).toBe('APPLICATION_NOT_FOUND');
    await v.agent.get('/api/volunteers/mine/abc/meals').expect(404);
    // A meal of the grid the volunteer does not eat (setup), and one that does not exist.
    expect((await v.agent.patch(`${url}/${await mealId(edition.id, '2027-05-12', 'LUNCH')}`).send({ accepted: false }).expect(404)).body.code).toBe('MEAL_NOT_FOUND');
    await v.agent.patch(`${url}/999999`).send({ accepted: false }).expect(404);
    const bad = await v.agent.patch(`${url}/${dinner}`).send({ accepted: 'no' }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['accepted']);
    await v.agent.patch(`${url}/${dinner}`).send({}).expect(400);
    await t.agent().get(url).expect(401);
    expect(await selections(v.applicationId)).not.toContain('2027-05-15 DINNER declined');
    // Still pending: an empty list, not an error.
    const p = await applicant(base);
    expect((await p.agent.get(`/api/volunteers/mine/${p.applicationId}/meals`).expect(200)).body.items).toEqual([]);
  });
});
