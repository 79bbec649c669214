import { randomUUID } from 'node:crypto';
import { fromWallClock } from '../src/core/time/zoned';
import { MealReminders } from '../src/modules/meals/meal-reminders';
import { artistRow, conventionWithEdition, userRow } from './support/artists';
import { expectJsonError } from './support/error-answer';
import { setLanguage } from './support/notifications';
import { statementsDuring } from './support/statements';
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

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.em().getConnection().execute<T[]>(text, params);
/** A coded error answer: JSON, no attachment, not cached, with its code. */
function refused(res: Parameters<typeof expectJsonError>[0], status: number, code: string): void {
  expectJsonError(res, status);
  expect(res.body.code).toBe(code);
}
const idOf = async (text: string, params: unknown[]): Promise<number> => (await sql<{ id: number }>(text, params))[0]!.id;

async function setup(name = 'Kitchen Fest') {
  const owner = await signedInUser(t);
  const { edition } = await conventionWithEdition(owner, { name, startDate: '2027-05-14', endDate: '2027-05-16' });
  return { owner, edition: edition as { id: number; name: string }, base: `/api/editions/${edition.id}/kitchen` };
}

/** A meal of the grid, as the grid's own endpoints write it. */
const meal = (editionId: number, date: string, type: string, enabled = true) =>
  idOf(`insert into volunteer_meals (edition_id, date, meal_type, phases, enabled) values (?, ?, ?, '{EVENT}', ?) returning id`, [editionId, date, type, enabled]);

/** A volunteer application (ACCEPTED unless told) with its diet and allergy, and its selection of `mealId` when given. */
async function volunteer(
  editionId: number,
  prenom: string,
  o: { status?: string; diet?: string | null; allergies?: string; severity?: string; meals?: { id: number; accepted?: boolean; eaten?: boolean }[]; teams?: { id: number; leader?: boolean }[] } = {},
) {
  const userId = await userRow(t, prenom.toLowerCase(), { prenom, nom: 'Volunteer' });
  const id = await idOf(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, dietary_preference, allergies, allergy_severity)
     values (?, ?, ?, md5(random()::text) || md5(random()::text), md5(random()::text) || md5(random()::text), ?, ?, ?) returning id`,
    [editionId, userId, o.status ?? 'ACCEPTED', o.diet ?? null, o.allergies ?? null, o.severity ?? null],
  );
  for (const m of o.meals ?? [])
    await sql('insert into volunteer_meal_selections (volunteer_id, meal_id, accepted, consumed_at) values (?, ?, ?, ?)', [id, m.id, m.accepted ?? true, m.eaten ? new Date().toISOString() : null]);
  for (const team of o.teams ?? []) await sql('insert into application_team_assignments (application_id, team_id, is_leader) values (?, ?, ?)', [id, team.id, !!team.leader]);
  return { id, userId, name: `${prenom} Volunteer` };
}

async function artist(editionId: number, stageName: string, o: { diet?: string; allergies?: string; severity?: string; mealId: number; afterShow?: boolean; accepted?: boolean }) {
  const id = await artistRow(t, editionId, { stage_name: stageName, invited_email: `${randomUUID()}@example.com`, dietary_preference: o.diet ?? null, allergies: o.allergies ?? null, allergy_severity: o.severity ?? null });
  await sql('insert into artist_meal_selections (artist_id, meal_id, accepted, after_show) values (?, ?, ?, ?)', [id, o.mealId, o.accepted ?? true, !!o.afterShow]);
  return id;
}

/** A ticket item (Processed unless told) carrying `mealId`. */
async function ticketHolder(editionId: number, first: string, mealId: number, state = 'Processed') {
  const orderId = await idOf(
    `insert into ticketing_orders (edition_id, external_id, source, payer_first_name, payer_last_name, payer_email, amount, status, order_date)
     values (?, ?, 'SYNCED', ?, 'Holder', 'holder@example.com', 2500, 'VALID', now()) returning id`,
    [editionId, `HA-${randomUUID().slice(0, 8)}`, first],
  );
  const itemId = await idOf(
    `insert into ticketing_order_items (order_id, edition_id, first_name, last_name, email, amount, state, qr_code, type) values (?, ?, ?, 'Holder', 'h@example.com', 2500, ?, ?, 'Registration') returning id`,
    [orderId, editionId, first, state, `code-${randomUUID()}`],
  );
  await sql('insert into ticketing_order_item_meals (order_item_id, meal_id) values (?, ?)', [itemId, mealId]);
  return itemId;
}

/** A collaborator of the edition's convention with only "manage volunteers". */
async function volunteerManager(owner: Signed, editionId: number): Promise<Signed> {
  const manager = await signedInUser(t);
  const [{ convention_id: conventionId }] = await sql<{ convention_id: number }>('select convention_id from editions where id = ?', [editionId]);
  await sql('insert into convention_collaborators (convention_id, user_id, can_manage_volunteers, added_by_id) values (?, ?, true, ?)', [conventionId, manager.user.id, owner.user.id]);
  return manager;
}

describe('the kitchen list of a meal', () => {
  it('counts volunteers, artists and ticket holders by diet, leaves out declined selections, other applications and refunded tickets, and counts what was eaten', async () => {
    const { owner, edition, base } = await setup();
    const lunch = await meal(edition.id, '2027-05-14', 'LUNCH');
    const other = await meal(edition.id, '2027-05-14', 'DINNER');
    await volunteer(edition.id, 'Vega', { diet: 'VEGAN', meals: [{ id: lunch, eaten: true }] });
    await volunteer(edition.id, 'Vera', { diet: 'VEGETARIAN', meals: [{ id: lunch }] });
    await volunteer(edition.id, 'Nora', { diet: null, meals: [{ id: lunch, eaten: true }] });
    await volunteer(edition.id, 'Noel', { diet: 'NONE', meals: [{ id: lunch }, { id: other }] });
    await volunteer(edition.id, 'Dora', { diet: 'VEGAN', meals: [{ id: lunch, accepted: false }] });
    await volunteer(edition.id, 'Pam', { status: 'PENDING', diet: 'VEGAN', meals: [{ id: lunch }] });
    await artist(edition.id, 'The Jugglers', { diet: 'VEGETARIAN', mealId: lunch, afterShow: true });
    await artist(edition.id, 'Solo', { mealId: lunch });
    await artist(edition.id, 'Declined', { diet: 'VEGAN', mealId: lunch, accepted: false });
    await ticketHolder(edition.id, 'Tina', lunch);
    await ticketHolder(edition.id, 'Tom', lunch, 'Registered');
    await ticketHolder(edition.id, 'Refunded', lunch, 'Canceled');
    await ticketHolder(edition.id, 'Waiting', lunch, 'Waiting');

    const body = (await owner.agent.get(`${base}/meals/${lunch}`).expect(200)).body as Json;
    expect(body.meal).toEqual({ id: lunch, date: '2027-05-14', mealType: 'LUNCH', enabled: true });
    expect(body.counts).toEqual({
      byKind: {
        VOLUNTEER: { NONE: 2, VEGETARIAN: 1, VEGAN: 1 },
        ARTIST: { NONE: 1, VEGETARIAN: 1, VEGAN: 0 },
        TICKET_HOLDER: { NONE: 2, VEGETARIAN: 0, VEGAN: 0 },
      },
      byDiet: { NONE: 5, VEGETARIAN: 2, VEGAN: 1 },
      total: 8,
      eaten: 2,
      afterShow: 1,
      loudAllergies: 0,
    });
  });

  it('lists every allergy with its severity, name and kind, CRITICAL then SEVERE then MODERATE then LIGHT, each by name', async () => {
    const { owner, edition, base } = await setup();
    const dinner = await meal(edition.id, '2027-05-15', 'DINNER');
    await volunteer(edition.id, 'Zoe', { allergies: 'Gluten', severity: 'LIGHT', meals: [{ id: dinner }] });
    await volunteer(edition.id, 'Bea', { allergies: 'Shellfish', severity: 'SEVERE', meals: [{ id: dinner }] });
    await volunteer(edition.id, 'Max', { allergies: 'Lactose', severity: 'MODERATE', meals: [{ id: dinner }] });
    await volunteer(edition.id, 'Ann', { allergies: '  Sesame ', severity: 'SEVERE', meals: [{ id: dinner }] });
    await volunteer(edition.id, 'Out', { allergies: 'Eggs', severity: 'CRITICAL', meals: [{ id: dinner, accepted: false }] });
    await volunteer(edition.id, 'Blank', { allergies: '  ', severity: 'LIGHT', meals: [{ id: dinner }] });
    await artist(edition.id, 'Yann', { allergies: 'Peanuts', severity: 'CRITICAL', mealId: dinner });

    const body = (await owner.agent.get(`${base}/meals/${dinner}`).expect(200)).body as Json;
    expect(body.allergies).toEqual([
      { kind: 'ARTIST', name: 'Yann', allergies: 'Peanuts', severity: 'CRITICAL' },
      { kind: 'VOLUNTEER', name: 'Ann Volunteer', allergies: 'Sesame', severity: 'SEVERE' },
      { kind: 'VOLUNTEER', name: 'Bea Volunteer', allergies: 'Shellfish', severity: 'SEVERE' },
      { kind: 'VOLUNTEER', name: 'Max Volunteer', allergies: 'Lactose', severity: 'MODERATE' },
      { kind: 'VOLUNTEER', name: 'Zoe Volunteer', allergies: 'Gluten', severity: 'LIGHT' },
    ]);
    expect(body.counts.loudAllergies).toBe(3);
  });

  it('costs the same statements for 2 eaters as for 60', async () => {
    const { owner, edition, base } = await setup();
    const few = await meal(edition.id, '2027-05-14', 'BREAKFAST');
    const many = await meal(edition.id, '2027-05-15', 'BREAKFAST');
    for (let i = 0; i < 2; i++) await volunteer(edition.id, `Few${i}`, { allergies: 'Nuts', severity: 'SEVERE', meals: [{ id: few }] });
    for (let i = 0; i < 40; i++) await volunteer(edition.id, `Many${i}`, { allergies: 'Nuts', severity: 'SEVERE', meals: [{ id: many }] });
    for (let i = 0; i < 10; i++) await artist(edition.id, `Band${i}`, { allergies: 'Nuts', mealId: many });
    for (let i = 0; i < 10; i++) await ticketHolder(edition.id, `T${i}`, many);
    await owner.agent.get(`${base}/meals/${few}`).expect(200);
    const forFew = await statementsDuring(t, () => owner.agent.get(`${base}/meals/${few}`).expect(200));
    const forMany = await statementsDuring(t, () => owner.agent.get(`${base}/meals/${many}`).expect(200));
    expect(forMany).toBe(forFew);
  });

  it('answers 404 for a meal of another edition or no meal at all', async () => {
    const { owner, base } = await setup();
    const elsewhere = await setup('Elsewhere Fest');
    const theirs = await meal(elsewhere.edition.id, '2027-05-14', 'LUNCH');
    refused(await owner.agent.get(`${base}/meals/${theirs}`), 404, 'MEAL_NOT_FOUND');
    refused(await owner.agent.get(`${base}/meals/${theirs}/eaters.csv`), 404, 'MEAL_NOT_FOUND');
    refused(await owner.agent.get(`${base}/meals/abc`), 404, 'MEAL_NOT_FOUND');
  });
});

describe('the meals to pick from and the day view', () => {
  it('lists the grid with the meal on next, and a day’s three meals with their counts', async () => {
    const { owner, edition, base } = await setup();
    const breakfast = await meal(edition.id, '2027-05-15', 'BREAKFAST');
    const lunch = await meal(edition.id, '2027-05-15', 'LUNCH', false);
    const dinner = await meal(edition.id, '2027-05-15', 'DINNER');
    const before = await meal(edition.id, '2027-05-14', 'DINNER');
    await volunteer(edition.id, 'Vega', { diet: 'VEGAN', allergies: 'Nuts', severity: 'CRITICAL', meals: [{ id: breakfast }, { id: dinner, eaten: true }] });
    await artist(edition.id, 'Duo', { diet: 'VEGETARIAN', mealId: dinner });
    await ticketHolder(edition.id, 'Tina', before);

    const picker = (await owner.agent.get(base).expect(200)).body as Json;
    expect(picker.timeZone).toBe('Europe/Paris');
    expect(picker.meals.map((m: Json) => m.id)).toEqual([before, breakfast, lunch, dinner]);
    // Today is before the edition: its first meal on is the next one.
    expect(picker.currentMealId).toBe(before);

    const day = (await owner.agent.get(`${base}/day`).query({ date: '2027-05-15' }).expect(200)).body as Json;
    expect(day.date).toBe('2027-05-15');
    expect(day.meals.map((m: Json) => [m.meal.mealType, m.meal.enabled, m.counts.total, m.counts.byDiet, m.counts.eaten, m.counts.loudAllergies])).toEqual([
      ['BREAKFAST', true, 1, { NONE: 0, VEGETARIAN: 0, VEGAN: 1 }, 0, 1],
      ['LUNCH', false, 0, { NONE: 0, VEGETARIAN: 0, VEGAN: 0 }, 0, 0],
      ['DINNER', true, 2, { NONE: 0, VEGETARIAN: 1, VEGAN: 1 }, 1, 1],
    ]);
    expect((await owner.agent.get(`${base}/day`).query({ date: '2027-06-01' }).expect(200)).body.meals).toEqual([]);
    expectJsonError(await owner.agent.get(`${base}/day`).query({ date: '15/05/2027' }), 400, { date: [expect.any(String)] });
  });
});

describe('the CSV of a meal', () => {
  it('has one line per eater with name, kind, diet, allergies, severity, after show and eaten at, in the reader’s language', async () => {
    const { owner, edition, base } = await setup();
    const dinner = await meal(edition.id, '2027-05-15', 'DINNER');
    await volunteer(edition.id, 'Vega', { diet: 'VEGAN', allergies: 'Nuts, "raw"', severity: 'SEVERE', meals: [{ id: dinner, eaten: true }] });
    await artist(edition.id, '=Band', { diet: 'VEGETARIAN', mealId: dinner, afterShow: true });
    await ticketHolder(edition.id, 'Tina', dinner);
    await ticketHolder(edition.id, 'Gone', dinner, 'Canceled');

    await setLanguage(t, owner.user.id, 'fr');
    const res = await owner.agent.get(`${base}/meals/${dinner}/eaters.csv`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meal-2027-05-15-dinner.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nom,Qui,Régime,Allergies,Gravité,Après le spectacle,Mangé à');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Vega Volunteer,Bénévole,Végétalien,"Nuts, ""raw""",Sévère,Non,\d{4}-\d\d-\d\dT/);
    expect(lines[2]).toBe(`'=Band,Artiste,Végétarien,,,Oui,`);
    expect(lines[3]).toMatch(/^Tina Holder,Détenteur de billet,/);
  });
});

describe('who may read the kitchen lists', () => {
  it('lets the edition’s editors and volunteer managers in, and refuses a volunteer (even a meal-validation leader) and a stranger', async () => {
    const { owner, edition, base } = await setup();
    const lunch = await meal(edition.id, '2027-05-14', 'LUNCH');
    const manager = await volunteerManager(owner, edition.id);
    await manager.agent.get(`${base}/meals/${lunch}`).expect(200);
    await manager.agent.get(`${base}/meals/${lunch}/eaters.csv`).expect(200);

    const team = await idOf(`insert into volunteer_teams (edition_id, name, is_meal_validation_team) values (?, 'Canteen', true) returning id`, [edition.id]);
    const leader = await signedInUser(t);
    await sql(
      `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'ACCEPTED', md5(random()::text) || md5(random()::text), md5(random()::text) || md5(random()::text))`,
      [edition.id, leader.user.id],
    );
    const [{ id: applicationId }] = await sql<{ id: number }>('select id from edition_volunteer_applications where user_id = ?', [leader.user.id]);
    await sql('insert into application_team_assignments (application_id, team_id, is_leader) values (?, ?, true)', [applicationId, team]);
    for (const path of [base, `${base}/meals/${lunch}`, `${base}/meals/${lunch}/eaters.csv`, `${base}/day?date=2027-05-14`])
      expectJsonError(await leader.agent.get(path), 403);
    const stranger = await signedInUser(t);
    expectJsonError(await stranger.agent.get(`${base}/meals/${lunch}`), 403);
    expectJsonError(await t.agent().get(`${base}/meals/${lunch}`), 401);
  });
});

describe('the evening reminder', () => {
  const remindersOf = (userId: number) =>
    sql<{ category: string; title_key: string; message_key: string; translation_params: Json; action_url: string }>(
      `select category, title_key, message_key, translation_params, action_url from notifications where user_id = ? and title_key like 'notifications.meals.%' order by id`,
      [userId],
    );
  const paris = (day: string, hour: number, minute = 0) => {
    const [year, month, d] = day.split('-').map(Number) as [number, number, number];
    return fromWallClock({ year, month, day: d, hour, minute, second: 0 }, 'Europe/Paris');
  };

  it('tells the meal-validation leaders tomorrow’s counts from 18:00, once however many runs, and nobody else', async () => {
    const { owner, edition } = await setup('Reminder Fest');
    const breakfast = await meal(edition.id, '2027-05-15', 'BREAKFAST');
    const dinner = await meal(edition.id, '2027-05-15', 'DINNER');
    await meal(edition.id, '2027-05-15', 'LUNCH', false);
    const canteen = await idOf(`insert into volunteer_teams (edition_id, name, is_meal_validation_team) values (?, 'Canteen', true) returning id`, [edition.id]);
    const bar = await idOf(`insert into volunteer_teams (edition_id, name) values (?, 'Bar') returning id`, [edition.id]);
    const leader = await volunteer(edition.id, 'Lea', { teams: [{ id: canteen, leader: true }], diet: 'VEGAN', allergies: 'Nuts', severity: 'CRITICAL', meals: [{ id: breakfast }, { id: dinner }] });
    const member = await volunteer(edition.id, 'Max', { teams: [{ id: canteen }], meals: [{ id: breakfast }] });
    const barLeader = await volunteer(edition.id, 'Bob', { teams: [{ id: bar, leader: true }], diet: 'VEGETARIAN', meals: [{ id: dinner }] });
    const formerLeader = await volunteer(edition.id, 'Wes', { status: 'REJECTED', teams: [{ id: canteen, leader: true }] });
    await artist(edition.id, 'Duo', { diet: 'VEGETARIAN', allergies: 'Fish', severity: 'SEVERE', mealId: dinner });
    await ticketHolder(edition.id, 'Tina', dinner);

    const job = t.app.get(MealReminders);
    expect(await job.remindKitchen(paris('2027-05-14', 17, 59))).not.toContain(edition.id);
    const runs = await Promise.all([job.remindKitchen(paris('2027-05-14', 18, 5)), job.remindKitchen(paris('2027-05-14', 18, 5))]);
    expect(runs.flat().filter((id) => id === edition.id)).toEqual([edition.id]);
    expect(await job.remindKitchen(paris('2027-05-14', 21))).not.toContain(edition.id);

    expect(await remindersOf(leader.userId)).toEqual([
      {
        category: 'meal',
        title_key: 'notifications.meals.reminder.title',
        message_key: 'notifications.meals.reminder.message',
        action_url: `/editions/${edition.id}/gestion/meals/list?day=2027-05-15`,
        translation_params: {
          edition: 'Reminder Fest', date: '2027-05-15',
          breakfast: 2, breakfastVegetarian: 0, breakfastVegan: 1, breakfastAllergies: 1,
          lunch: 0, lunchVegetarian: 0, lunchVegan: 0, lunchAllergies: 0,
          dinner: 4, dinnerVegetarian: 2, dinnerVegan: 1, dinnerAllergies: 2,
        },
      },
    ]);
    for (const someone of [member.userId, barLeader.userId, formerLeader.userId, owner.user.id]) expect(await remindersOf(someone)).toEqual([]);
    expect(await sql('select date::text from meal_kitchen_reminders where edition_id = ?', [edition.id])).toEqual([{ date: '2027-05-15' }]);
  });

  it('says nothing the evening before a day whose meals are all off', async () => {
    const { edition } = await setup('Quiet Fest');
    await meal(edition.id, '2027-05-16', 'LUNCH', false);
    const canteen = await idOf(`insert into volunteer_teams (edition_id, name, is_meal_validation_team) values (?, 'Canteen', true) returning id`, [edition.id]);
    const leader = await volunteer(edition.id, 'Lou', { teams: [{ id: canteen, leader: true }] });
    expect(await t.app.get(MealReminders).remindKitchen(paris('2027-05-15', 19))).not.toContain(edition.id);
    expect(await remindersOf(leader.userId)).toEqual([]);
    expect(await sql('select id from meal_kitchen_reminders where edition_id = ?', [edition.id])).toEqual([]);
  });
});
