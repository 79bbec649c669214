/**
 * The meal grid against real PostgreSQL over real HTTP: who may configure it, turning meals on (three
 * a day, each with the phase of its day), a change of dates shown then applied, a meal with eaters
 * never removed without the organiser's word, two syncs at once giving one grid, a meal's settings
 * and returnable items, and the one notice a volunteer gets when meals they held go.
 */
import { randomBytes } from 'node:crypto';
import { artistRow, userRow } from './support/artists';
import { newcomer, setLanguage } from './support/notifications';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Meal {
  id: number;
  date: string;
  mealType: 'BREAKFAST' | 'LUNCH' | 'DINNER';
  enabled: boolean;
  phases: string[];
  returnableItemIds: number[];
  eaters: number;
  eaten: number;
}
interface Grid {
  configured: boolean;
  meals: Meal[];
  toAdd: { date: string; mealType: string; phases: string[] }[];
  toRemove: { id: number; date: string; mealType: string; eaters: number }[];
}

const sql = async <T = Json>(text: string, params: unknown[] = []): Promise<T[]> => t.em().getConnection().execute<T[]>(text, params);
const id = async (text: string, params: unknown[]) => (await sql<{ id: number }>(text, params))[0]!.id;
const label = (m: { date: string; mealType: string }) => `${m.date} ${m.mealType}`;

/** An organiser's edition of 10-11 July 2030 on Paris's clock, with volunteer setup from the 9th at 08:00 and teardown to the 12th at 20:00. */
async function festival() {
  const owner = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: `Meals ${randomBytes(3).toString('hex')}` }).expect(201)).body as { id: number };
  const edition = (
    await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Meals Festival', startDate: '2030-07-10', endDate: '2030-07-11', isOnline: true, timeZone: 'Europe/Paris' }).expect(201)
  ).body as { id: number };
  await sql('insert into edition_volunteer_settings (edition_id, volunteers_setup_start_date, volunteers_teardown_end_date) values (?, ?, ?)', [
    edition.id,
    '2030-07-09T06:00:00Z',
    '2030-07-12T18:00:00Z',
  ]);
  return { owner, convention, editionId: edition.id, base: `/api/editions/${edition.id}/meals` };
}

/** An accepted volunteer of the edition holding these meals (selections written here: the selections' rules are another feature's). */
async function volunteerHolding(editionId: number, mealIds: number[], who?: Signed) {
  const user = who ?? (await newcomer(t));
  const applicationId = await id(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'ACCEPTED', md5(random()::text), md5(random()::text)) returning id`,
    [editionId, user.user.id],
  );
  for (const mealId of mealIds) await sql('insert into volunteer_meal_selections (volunteer_id, meal_id) values (?, ?)', [applicationId, mealId]);
  return user;
}

const grid = async (agent: Signed['agent'], base: string) => (await agent.get(base).expect(200)).body as Grid;

describe('who may configure meals', () => {
  it('editors and volunteer managers may; a ticketing-only manager, a volunteer, a stranger get 403, a visitor 401', async () => {
    const { owner, convention, editionId, base } = await festival();
    const [editor, manager, ticketing, stranger] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t), signedInUser(t)]);
    const grant = (who: Signed, rights: Json) => owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: who.user.pseudo, rights }).expect(201);
    await grant(editor, { canEditAllEditions: true });
    await grant(manager, { canManageVolunteers: true });
    await grant(ticketing, { canManageTicketing: true });
    const volunteer = await volunteerHolding(editionId, []);

    await owner.agent.post(`${base}/grid/sync`).send({}).expect(200);
    const mealId = (await grid(owner.agent, base)).meals[0]!.id;
    for (const allowed of [editor, manager]) {
      await allowed.agent.get(base).expect(200);
      await allowed.agent.post(`${base}/grid/sync`).send({}).expect(200);
      await allowed.agent.patch(`${base}/${mealId}`).send({ phases: ['SETUP'] }).expect(200);
    }
    for (const refused of [ticketing, volunteer, stranger]) {
      await refused.agent.get(base).expect(403);
      await refused.agent.post(`${base}/grid/sync`).send({}).expect(403);
      await refused.agent.patch(`${base}/${mealId}`).send({ enabled: false }).expect(403);
    }
    await t.agent().get(base).expect(401);
    expect((await grid(owner.agent, base)).meals[0]!.enabled).toBe(true);
  });
});

describe('turning meals on and keeping them in step with the dates', () => {
  it('before: nothing configured, the whole grid to add; turned on: three meals a day from the setup start to the teardown end, each with the phase of its day', async () => {
    const { owner, base } = await festival();
    const before = await grid(owner.agent, base);
    expect(before).toMatchObject({ configured: false, meals: [], toRemove: [] });
    expect(before.toAdd).toHaveLength(4 * 3);

    const after = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    expect(after.configured).toBe(true);
    expect(after.meals.map((m) => `${label(m)} ${m.phases.join()}`)).toEqual(
      ['2030-07-09 SETUP', '2030-07-10 EVENT', '2030-07-11 EVENT', '2030-07-12 TEARDOWN'].flatMap((dp) => {
        const [d, p] = dp.split(' ');
        return ['BREAKFAST', 'LUNCH', 'DINNER'].map((type) => `${d} ${type} ${p}`);
      }),
    );
    expect(after.meals.every((m) => m.enabled && m.eaters === 0 && m.eaten === 0 && m.returnableItemIds.length === 0)).toBe(true);
    expect([after.toAdd, after.toRemove]).toEqual([[], []]);
  });

  it('a change of dates shows what to add and to remove, and a sync applies it, keeping the meals of the days kept', async () => {
    const { owner, editionId, base } = await festival();
    const first = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    // The teardown now ends on the 11th in the evening, the setup starts on the 8th.
    await sql('update edition_volunteer_settings set volunteers_setup_start_date = ?, volunteers_teardown_end_date = ? where edition_id = ?', ['2030-07-08T06:00:00Z', '2030-07-11T18:00:00Z', editionId]);

    const shown = await grid(owner.agent, base);
    expect(shown.toAdd.map((m) => `${label(m)} ${m.phases.join()}`)).toEqual(['2030-07-08 BREAKFAST SETUP', '2030-07-08 LUNCH SETUP', '2030-07-08 DINNER SETUP']);
    expect(shown.toRemove.map((m) => `${label(m)} ${m.eaters}`)).toEqual(['2030-07-12 BREAKFAST 0', '2030-07-12 LUNCH 0', '2030-07-12 DINNER 0']);

    const synced = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    expect(synced.meals.map((m) => m.date).filter((d, i, all) => all.indexOf(d) === i)).toEqual(['2030-07-08', '2030-07-09', '2030-07-10', '2030-07-11']);
    const kept = first.meals.filter((m) => m.date !== '2030-07-12').map((m) => m.id);
    expect(synced.meals.filter((m) => m.date !== '2030-07-08').map((m) => m.id)).toEqual(kept);
    expect([synced.toAdd, synced.toRemove]).toEqual([[], []]);
  });

  it('a meal with eaters is never removed silently: 409 MEALS_HAVE_EATERS naming it and how many lose it, nothing changed; confirmed, it goes', async () => {
    const { owner, editionId, base } = await festival();
    const { meals } = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    const lunch12 = meals.find((m) => label(m) === '2030-07-12 LUNCH')!;
    await volunteerHolding(editionId, [lunch12.id]);
    await volunteerHolding(editionId, [lunch12.id]);
    await sql('update edition_volunteer_settings set volunteers_teardown_end_date = ?, volunteers_setup_start_date = ? where edition_id = ?', ['2030-07-11T18:00:00Z', '2030-07-08T06:00:00Z', editionId]);

    const refused = await owner.agent.post(`${base}/grid/sync`).send({});
    expect([refused.status, refused.body.code]).toEqual([409, 'MEALS_HAVE_EATERS']);
    expect(refused.body.meals).toEqual([{ id: lunch12.id, date: '2030-07-12', mealType: 'LUNCH', eaters: 2 }]);
    const unchanged = await grid(owner.agent, base);
    expect(unchanged.meals.map((m) => m.id)).toEqual(meals.map((m) => m.id));
    expect(unchanged.toRemove.find((m) => m.id === lunch12.id)?.eaters).toBe(2);

    const confirmed = (await owner.agent.post(`${base}/grid/sync`).send({ confirmRemoval: true }).expect(200)).body as Grid;
    expect(confirmed.meals.some((m) => m.date === '2030-07-12')).toBe(false);
    expect(confirmed.meals.filter((m) => m.date === '2030-07-08')).toHaveLength(3);
    expect(await sql('select id from volunteer_meal_selections where meal_id = ?', [lunch12.id])).toEqual([]);
  });

  it('counts as eaters the accepted volunteer and artist selections and the ticket items in a valid state, and as eaten those consumed', async () => {
    const { owner, editionId, base } = await festival();
    const { meals } = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    const dinner = meals.find((m) => label(m) === '2030-07-10 DINNER')!;
    await volunteerHolding(editionId, [dinner.id]);
    const declined = await volunteerHolding(editionId, [dinner.id]);
    await sql('update volunteer_meal_selections s set accepted = false from edition_volunteer_applications a where a.id = s.volunteer_id and a.user_id = ?', [declined.user.id]);
    const artistId = await artistRow(t, editionId, { user_id: await userRow(t, 'meal_artist') });
    await sql('insert into artist_meal_selections (artist_id, meal_id, consumed_at) values (?, ?, now())', [artistId, dinner.id]);
    const orderId = await id(`insert into ticketing_orders (edition_id, source, amount, order_date) values (?, 'ONSITE', 0, now()) returning id`, [editionId]);
    for (const state of ['Processed', 'Refunded']) {
      const itemId = await id(`insert into ticketing_order_items (order_id, edition_id, amount, state, qr_code) values (?, ?, 0, ?, md5(random()::text)) returning id`, [orderId, editionId, state]);
      await sql('insert into ticketing_order_item_meals (order_item_id, meal_id) values (?, ?)', [itemId, dinner.id]);
    }
    const read = (await grid(owner.agent, base)).meals.find((m) => m.id === dinner.id)!;
    expect([read.eaters, read.eaten]).toEqual([3, 1]);
  });

  it('two syncs at once give one grid', async () => {
    const { owner, editionId, base } = await festival();
    const answers = await Promise.all([1, 2, 3].map(() => owner.agent.post(`${base}/grid/sync`).send({})));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from volunteer_meals where edition_id = ?', [editionId]);
    expect(n).toBe(12);
  });
});

describe("a meal's settings", () => {
  async function configured() {
    const f = await festival();
    const { meals } = (await f.owner.agent.post(`${f.base}/grid/sync`).send({}).expect(200)).body as Grid;
    return { ...f, meal: meals.find((m) => label(m) === '2030-07-10 LUNCH')! };
  }

  it('switches a meal off and on, sets its phases and its returnable items (replacing them)', async () => {
    const { owner, editionId, base, meal } = await configured();
    const cup = await id('insert into ticketing_returnable_items (edition_id, name) values (?, ?) returning id', [editionId, 'Cup']);
    const token = await id('insert into ticketing_returnable_items (edition_id, name) values (?, ?) returning id', [editionId, 'Token']);
    const off = (await owner.agent.patch(`${base}/${meal.id}`).send({ enabled: false }).expect(200)).body as Meal;
    expect(off).toMatchObject({ id: meal.id, enabled: false, phases: ['EVENT'] });
    const set = (await owner.agent.patch(`${base}/${meal.id}`).send({ enabled: true, phases: ['EVENT', 'SETUP'], returnableItemIds: [token, cup] }).expect(200)).body as Meal;
    expect(set).toMatchObject({ enabled: true, phases: ['SETUP', 'EVENT'], returnableItemIds: [cup, token].sort((a, b) => a - b) });
    const replaced = (await owner.agent.patch(`${base}/${meal.id}`).send({ returnableItemIds: [token] }).expect(200)).body as Meal;
    expect(replaced.returnableItemIds).toEqual([token]);
    expect((await grid(owner.agent, base)).meals.find((m) => m.id === meal.id)).toMatchObject({ enabled: true, returnableItemIds: [token] });
  });

  it('refuses empty or repeated phases, an unknown phase, a returnable item of another edition (400 on the field), a meal of another edition (404)', async () => {
    const { owner, base, meal } = await configured();
    const other = await configured();
    const foreignItem = await id('insert into ticketing_returnable_items (edition_id, name) values (?, ?) returning id', [other.editionId, 'Foreign cup']);
    for (const [body, field] of [
      [{ phases: [] }, 'phases'],
      [{ phases: ['EVENT', 'EVENT'] }, 'phases'],
      [{ phases: ['LUNCHTIME'] }, 'phases'],
      [{ phases: null }, 'phases'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ returnableItemIds: [foreignItem] }, 'returnableItemIds'],
      [{ returnableItemIds: ['1'] }, 'returnableItemIds'],
    ] as const) {
      const res = await owner.agent.patch(`${base}/${meal.id}`).send(body);
      expect([JSON.stringify(body), res.status, Object.keys(res.body.errors ?? {})]).toEqual([JSON.stringify(body), 400, [field]]);
    }
    const res = await owner.agent.patch(`${base}/${other.meal.id}`).send({ enabled: false });
    expect([res.status, res.body.code]).toEqual([404, 'MEAL_NOT_FOUND']);
    expect((await grid(other.owner.agent, other.base)).meals.find((m) => m.id === other.meal.id)!.enabled).toBe(true);
    expect((await grid(owner.agent, base)).meals.find((m) => m.id === meal.id)).toMatchObject({ enabled: true, phases: ['EVENT'], returnableItemIds: [] });
  });

  it('turning off a meal with eaters needs the organiser\'s word (409, same shape), then goes', async () => {
    const { owner, editionId, base, meal } = await configured();
    await volunteerHolding(editionId, [meal.id]);
    const refused = await owner.agent.patch(`${base}/${meal.id}`).send({ enabled: false });
    expect([refused.status, refused.body.code, refused.body.meals]).toEqual([409, 'MEALS_HAVE_EATERS', [{ id: meal.id, date: '2030-07-10', mealType: 'LUNCH', eaters: 1 }]]);
    expect((await grid(owner.agent, base)).meals.find((m) => m.id === meal.id)!.enabled).toBe(true);
    const off = (await owner.agent.patch(`${base}/${meal.id}`).send({ enabled: false, confirmRemoval: true }).expect(200)).body as Meal;
    expect(off.enabled).toBe(false);
  });
});

describe('the one meal notice a volunteer gets', () => {
  const notices = (userId: number) =>
    sql<{ title_key: string; translation_params: Json; category: string }>(
      'select b.title_key, b.translation_params, b.category from notifications n join notification_batches b on b.id = n.batch_id where n.user_id = ? order by n.id',
      [userId],
    );

  it('each volunteer losing meals is told once, in their language, naming every meal they lost; others are not told', async () => {
    const { owner, editionId, base } = await festival();
    const { meals } = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    const of = (l: string) => meals.find((m) => label(m) === l)!.id;
    const french = await volunteerHolding(editionId, [of('2030-07-12 BREAKFAST'), of('2030-07-12 DINNER'), of('2030-07-10 LUNCH')]);
    await setLanguage(t, french.user.id, 'fr');
    const english = await volunteerHolding(editionId, [of('2030-07-12 LUNCH')]);
    const untouched = await volunteerHolding(editionId, [of('2030-07-11 LUNCH')]);
    await sql('update edition_volunteer_settings set volunteers_teardown_end_date = ? where edition_id = ?', ['2030-07-11T18:00:00Z', editionId]);

    await owner.agent.post(`${base}/grid/sync`).send({}).expect(409);
    expect(await notices(french.user.id)).toEqual([]);
    await owner.agent.post(`${base}/grid/sync`).send({ confirmRemoval: true }).expect(200);

    expect(await notices(french.user.id)).toEqual([
      { title_key: 'notifications.meals.lost.title', category: 'volunteer', translation_params: { edition: 'Meals Festival', meals: 'vendredi 12 juillet (petit-déjeuner, dîner)' } },
    ]);
    expect(await notices(english.user.id)).toEqual([
      { title_key: 'notifications.meals.lost.title', category: 'volunteer', translation_params: { edition: 'Meals Festival', meals: 'Friday, July 12 (lunch)' } },
    ]);
    expect(await notices(untouched.user.id)).toEqual([]);
  });

  it('phases that take a meal from volunteers need the organiser\'s word, and its holders are told', async () => {
    const { owner, editionId, base } = await festival();
    const { meals } = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    const lunch = meals.find((m) => label(m) === '2030-07-10 LUNCH')!;
    // An accepted volunteer available for the event only (no setup asked) eats the event's lunch.
    const volunteer = await volunteerHolding(editionId, [lunch.id]);
    await owner.agent.patch(`${base}/${lunch.id}`).send({ phases: ['EVENT', 'SETUP'] }).expect(200);
    const refused = await owner.agent.patch(`${base}/${lunch.id}`).send({ phases: ['SETUP'] });
    expect([refused.status, refused.body.code, refused.body.meals]).toEqual([409, 'MEALS_HAVE_EATERS', [{ id: lunch.id, date: '2030-07-10', mealType: 'LUNCH', eaters: 1 }]]);
    expect(await sql('select 1 from volunteer_meal_selections where meal_id = ?', [lunch.id])).toHaveLength(1);
    expect(await notices(volunteer.user.id)).toEqual([]);
    expect((await owner.agent.patch(`${base}/${lunch.id}`).send({ phases: ['SETUP'], confirmRemoval: true }).expect(200)).body.phases).toEqual(['SETUP']);
    expect(await sql('select 1 from volunteer_meal_selections where meal_id = ?', [lunch.id])).toHaveLength(0);
    expect((await notices(volunteer.user.id)).map((n) => n.translation_params.meals)).toEqual(['Wednesday, July 10 (lunch)']);
  });

  it('turning a meal off tells its holders', async () => {
    const { owner, editionId, base } = await festival();
    const { meals } = (await owner.agent.post(`${base}/grid/sync`).send({}).expect(200)).body as Grid;
    const dinner = meals.find((m) => label(m) === '2030-07-10 DINNER')!;
    const volunteer = await volunteerHolding(editionId, [dinner.id]);
    await owner.agent.patch(`${base}/${dinner.id}`).send({ enabled: false, confirmRemoval: true }).expect(200);
    expect((await notices(volunteer.user.id)).map((n) => n.translation_params.meals)).toEqual(['Wednesday, July 10 (dinner)']);
  });
});
