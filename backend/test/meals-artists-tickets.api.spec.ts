/**
 * The meals of artists and of ticket items, real PostgreSQL, real HTTP: an artist's selections follow
 * their stay (made with the record, moved by the organisers' or their own change, declined and eaten
 * ones kept), "after the show", the rights; a tier's or an option's meals carried by its items after a
 * sync with the fake HelloAsso and after an order at the desk, removal keeping eaten rows, and the
 * meals of another edition refused.
 */
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import { conventionWithEdition } from './support/artists';
import { signedInUser, type TestApp } from './support/test-app';
import { createTicketingTestApp } from './support/ticketing-app';

let t: TestApp;
const fakes: FakeHelloAsso[] = [];
beforeAll(async () => {
  t = await createTicketingTestApp();
});
afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
interface Meal {
  mealId: number;
  date: string;
  mealType: 'BREAKFAST' | 'LUNCH' | 'DINNER';
  accepted: boolean;
  afterShow: boolean;
  consumedAt: string | null;
}

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.em().getConnection().execute<T[]>(text, params);

/** The grid of the edition from `first` to `last`: three meals a day, on (the grid page's own spec makes it through its API). */
async function grid(editionId: number, first: string, last: string): Promise<Map<string, number>> {
  const rows = await sql<{ id: number; key: string }>(
    `insert into volunteer_meals (edition_id, date, meal_type, phases)
       select ?, d::date, m::meal_type, '{EVENT}' from generate_series(?::date, ?::date, interval '1 day') d, unnest(array['BREAKFAST', 'LUNCH', 'DINNER']) m
     returning id, to_char(date, 'YYYY-MM-DD') || ' ' || meal_type as key`,
    [editionId, first, last],
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** An organiser's edition (Europe/Paris, 14 to 17 May 2027) with its grid. */
async function festival() {
  const owner = await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, { name: 'Meals 2027', startDate: '2027-05-14', endDate: '2027-05-17' });
  const meals = await grid(edition.id, '2027-05-14', '2027-05-17');
  return { owner, convention, editionId: edition.id, meals, base: `/api/editions/${edition.id}` };
}

const keysOf = (items: Meal[]) => items.map((m) => `${m.date} ${m.mealType}`);

async function mealsOf(agent: Signed['agent'], url: string): Promise<Meal[]> {
  const res = await agent.get(url).expect(200);
  expect(res.body.timeZone).toBe('Europe/Paris');
  return res.body.items as Meal[];
}

describe("an artist's meals", () => {
  it('gives a new artist every meal, then those of their stay: arriving in the afternoon, dinner only that day; leaving in the morning, breakfast', async () => {
    const { owner, base } = await festival();
    const artist = await signedInUser(t);
    const record = (await owner.agent.post(`${base}/artists`).send({ identifier: artist.user.pseudo }).expect(201)).body as { id: number };
    expect(keysOf(await mealsOf(owner.agent, `${base}/artists/${record.id}/meals`))).toHaveLength(12);

    // 14:30 and 09:00 in Paris (summer time: UTC+2).
    await owner.agent.patch(`${base}/artists/${record.id}`).send({ arrivalDateTime: '2027-05-15T12:30:00.000Z', departureDateTime: '2027-05-16T07:00:00.000Z' }).expect(200);
    const meals = await mealsOf(owner.agent, `${base}/artists/${record.id}/meals`);
    expect(keysOf(meals)).toEqual(['2027-05-15 DINNER', '2027-05-16 BREAKFAST']);
    expect(meals.every((m) => m.accepted && !m.afterShow && m.consumedAt === null)).toBe(true);
  });

  it('moves the meals with the stay, keeping a declined meal declined and an eaten one eaten', async () => {
    const { owner, base, meals } = await festival();
    const artist = await signedInUser(t);
    const record = (await owner.agent.post(`${base}/artists`).send({ identifier: artist.user.pseudo }).expect(201)).body as { id: number };
    await owner.agent.patch(`${base}/artists/${record.id}`).send({ arrivalDateTime: '2027-05-14T08:00:00.000Z', departureDateTime: '2027-05-15T18:00:00.000Z' }).expect(200);
    const eaten = meals.get('2027-05-14 LUNCH')!;
    await sql('update artist_meal_selections set consumed_at = now() where artist_id = ? and meal_id = ?', [record.id, eaten]);
    const declined = (await owner.agent.patch(`${base}/artists/${record.id}/meals/${meals.get('2027-05-15 DINNER')}`).send({ accepted: false }).expect(200)).body as Meal;
    expect(declined).toMatchObject({ date: '2027-05-15', mealType: 'DINNER', accepted: false });

    // Now from the 15th at noon (13:00 in Paris) to the 17th in the evening (20:00).
    await owner.agent.patch(`${base}/artists/${record.id}`).send({ arrivalDateTime: '2027-05-15T11:00:00.000Z', departureDateTime: '2027-05-17T18:00:00.000Z' }).expect(200);
    const after = await mealsOf(owner.agent, `${base}/artists/${record.id}/meals`);
    expect(keysOf(after)).toEqual(['2027-05-14 LUNCH', '2027-05-15 LUNCH', '2027-05-15 DINNER', '2027-05-16 BREAKFAST', '2027-05-16 LUNCH', '2027-05-16 DINNER', '2027-05-17 BREAKFAST', '2027-05-17 LUNCH', '2027-05-17 DINNER']);
    expect(after.find((m) => m.mealId === eaten)!.consumedAt).not.toBeNull();
    expect(after.filter((m) => !m.accepted).map((m) => `${m.date} ${m.mealType}`)).toEqual(['2027-05-15 DINNER']);
  });

  it('moves them when the artist changes their own stay, and shows them their meals read-only', async () => {
    const { owner, base } = await festival();
    const artist = await signedInUser(t);
    await owner.agent.post(`${base}/artists`).send({ identifier: artist.user.pseudo }).expect(201);
    // Arriving on the 17th at 19:00 in Paris: that day's dinner.
    await artist.agent.patch(`${base}/artist-space`).send({ arrivalDateTime: '2027-05-17T17:00:00.000Z' }).expect(200);
    const res = await artist.agent.get(`${base}/artist-space/meals`).expect(200);
    expect(res.body.mealsOn).toBe(true);
    expect(keysOf(res.body.items)).toEqual(['2027-05-17 DINNER']);
  });

  it('keeps a late plate aside after the show, and answers 404 for a meal outside the stay or an artist of another edition', async () => {
    const { owner, base, meals } = await festival();
    const other = await festival();
    const artist = await signedInUser(t);
    const record = (await owner.agent.post(`${base}/artists`).send({ identifier: artist.user.pseudo }).expect(201)).body as { id: number };
    await owner.agent.patch(`${base}/artists/${record.id}`).send({ arrivalDateTime: '2027-05-16T16:00:00.000Z' }).expect(200);
    const dinner = meals.get('2027-05-16 DINNER')!;
    const late = (await owner.agent.patch(`${base}/artists/${record.id}/meals/${dinner}`).send({ afterShow: true }).expect(200)).body as Meal;
    expect(late).toMatchObject({ mealId: dinner, accepted: true, afterShow: true });
    expect((await mealsOf(owner.agent, `${base}/artists/${record.id}/meals`)).find((m) => m.mealId === dinner)!.afterShow).toBe(true);

    await owner.agent.patch(`${base}/artists/${record.id}/meals/${meals.get('2027-05-14 LUNCH')}`).send({ afterShow: true }).expect(404);
    await other.owner.agent.get(`${other.base}/artists/${record.id}/meals`).expect(404);
    await other.owner.agent.patch(`${other.base}/artists/${record.id}/meals/${dinner}`).send({ afterShow: false }).expect(404);
    const refused = await owner.agent.patch(`${base}/artists/${record.id}/meals/${dinner}`).send({ afterShow: 'yes' }).expect(400);
    expect(refused.body.errors.afterShow).toBeDefined();
  });

  it('refuses a volunteer, a volunteer manager and a stranger (403), and an anonymous caller (401)', async () => {
    const { owner, convention, editionId, base, meals } = await festival();
    const artist = await signedInUser(t);
    const record = (await owner.agent.post(`${base}/artists`).send({ identifier: artist.user.pseudo }).expect(201)).body as { id: number };
    const volunteer = await signedInUser(t);
    await sql(`insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'ACCEPTED', md5(random()::text), md5(random()::text))`, [editionId, volunteer.user.id]);
    const manager = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: manager.user.pseudo, rights: { canManageVolunteers: true } }).expect(201);
    const stranger = await signedInUser(t);
    const meal = meals.get('2027-05-15 LUNCH')!;
    for (const who of [volunteer, manager, stranger]) {
      await who.agent.get(`${base}/artists/${record.id}/meals`).expect(403);
      await who.agent.patch(`${base}/artists/${record.id}/meals/${meal}`).send({ afterShow: true }).expect(403);
      await who.agent.get(`${base}/artist-space/meals`).expect(403);
    }
    await t.agent().get(`${base}/artists/${record.id}/meals`).expect(401);
    const [row] = await sql<{ after_show: boolean }>('select after_show from artist_meal_selections where artist_id = ? and meal_id = ?', [record.id, meal]);
    expect(row!.after_show).toBe(false);
  });

  it('says when meals are off: no meal on in the grid, an empty list', async () => {
    const owner = await signedInUser(t);
    const { edition } = await conventionWithEdition(owner, { name: 'No meals 2027', startDate: '2027-05-14', endDate: '2027-05-15' });
    const artist = await signedInUser(t);
    const record = (await owner.agent.post(`/api/editions/${edition.id}/artists`).send({ identifier: artist.user.pseudo }).expect(201)).body as { id: number };
    const res = await owner.agent.get(`/api/editions/${edition.id}/artists/${record.id}/meals`).expect(200);
    expect(res.body).toEqual({ mealsOn: false, timeZone: 'Europe/Paris', items: [] });
  });
});

// ── tickets ──────────────────────────────────────────────────────────────────────────────────────

/** The meals each item of the edition carries, as "itemId:mealId" (eaten ones marked "*"). */
async function itemMeals(editionId: number): Promise<string[]> {
  const rows = await sql<{ k: string }>(
    `select m.order_item_id || ':' || m.meal_id || case when m.consumed_at is null then '' else '*' end as k
       from ticketing_order_item_meals m join ticketing_order_items i on i.id = m.order_item_id where i.edition_id = ? order by 1`,
    [editionId],
  );
  return rows.map((r) => r.k);
}

const pairs = (itemIds: number[], mealIds: number[]) => itemIds.flatMap((i) => mealIds.map((m) => `${i}:${m}`)).sort();

async function syncNow(owner: Signed, editionId: number): Promise<void> {
  const run = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as { id: number };
  for (let i = 0; i < 1200; i++) {
    const now = (await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs/${run.id}`).expect(200)).body as { status: string };
    if (now.status === 'SUCCEEDED') return;
    if (now.status !== 'QUEUED' && now.status !== 'RUNNING') throw new Error(`sync ${now.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('sync not finished');
}

describe('the meals a ticket includes', () => {
  it("puts a tier's meals on its synced items, and on the items a later sync writes", async () => {
    const fake = await startFakeHelloAsso({ orders: 6, seed: 5 });
    fakes.push(fake);
    const { owner, editionId, base, meals } = await festival();
    await owner.agent.put(`${base}/ticketing/external`).send(fake.connection()).expect(200);
    await syncNow(owner, editionId);
    const tiers = (await owner.agent.get(`${base}/ticketing/tiers`).expect(200)).body.items as { id: number }[];
    const chosen = [meals.get('2027-05-15 LUNCH')!, meals.get('2027-05-15 DINNER')!];
    for (const tier of tiers) {
      const res = await owner.agent.put(`${base}/ticketing/tiers/${tier.id}/links`).send({ mealIds: chosen }).expect(200);
      expect(res.body.mealIds).toEqual([...chosen].sort((a, b) => a - b));
    }
    const itemIds = async () => (await sql<{ id: number }>('select id from ticketing_order_items where edition_id = ? and tier_id is not null order by id', [editionId])).map((r) => r.id);
    const before = await itemIds();
    expect(before.length).toBeGreaterThan(0);
    expect(await itemMeals(editionId)).toEqual(pairs(before, chosen));

    await fetch(`${fake.url}/_fake/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 3, itemsPerOrder: 2 }) });
    await syncNow(owner, editionId);
    const after = await itemIds();
    expect(after.length).toBeGreaterThan(before.length);
    expect(await itemMeals(editionId)).toEqual(pairs(after, chosen));
    const catalogue = (await owner.agent.get(`${base}/ticketing/catalogue`).expect(200)).body as { meals: { id: number; date: string; mealType: string; enabled: boolean }[] };
    expect(catalogue.meals).toHaveLength(12);
    expect(catalogue.meals[0]).toEqual({ id: meals.get('2027-05-14 BREAKFAST'), date: '2027-05-14', mealType: 'BREAKFAST', enabled: true });
  });

  it("gives an order taken at the desk its tier's and its options' meals; an option's change follows, removal keeps eaten meals, a refund keeps them all", async () => {
    const { owner, editionId, base, meals } = await festival();
    const tier = (await owner.agent.post(`${base}/ticketing/tiers`).send({ name: 'Day pass', price: 1000 }).expect(201)).body as { id: number };
    const option = (await owner.agent.post(`${base}/ticketing/options`).send({ name: 'Meal pass', price: 500 }).expect(201)).body as { id: number };
    const lunch = meals.get('2027-05-16 LUNCH')!;
    const dinner = meals.get('2027-05-16 DINNER')!;
    const breakfast = meals.get('2027-05-17 BREAKFAST')!;
    await owner.agent.put(`${base}/ticketing/tiers/${tier.id}/links`).send({ mealIds: [lunch] }).expect(200);
    expect((await owner.agent.put(`${base}/ticketing/options/${option.id}/links`).send({ mealIds: [dinner] }).expect(200)).body.mealIds).toEqual([dinner]);

    const order = (
      await owner.agent
        .post(`${base}/ticketing/orders`)
        .send({ payerFirstName: 'Ada', payerLastName: 'Desk', paymentMethod: 'CASH', items: [{ tierId: tier.id, firstName: 'Ada', lastName: 'Desk', optionIds: [option.id] }, { tierId: tier.id, firstName: 'Bo', lastName: 'Desk' }] })
        .expect(201)
    ).body as { id: number };
    const [withOption, without] = (await sql<{ id: number }>('select id from ticketing_order_items where order_id = ? order by id', [order.id])).map((r) => r.id) as [number, number];
    expect(await itemMeals(editionId)).toEqual([`${withOption}:${dinner}`, `${withOption}:${lunch}`, `${without}:${lunch}`].sort());

    // The option now gives breakfast instead of dinner: only the item that took it follows.
    await owner.agent.put(`${base}/ticketing/options/${option.id}/links`).send({ mealIds: [breakfast] }).expect(200);
    expect(await itemMeals(editionId)).toEqual([`${withOption}:${breakfast}`, `${withOption}:${lunch}`, `${without}:${lunch}`].sort());

    // Lunch eaten by the first, then taken off the tier: the eaten row stays, the other goes.
    await sql('update ticketing_order_item_meals set consumed_at = now() where order_item_id = ? and meal_id = ?', [withOption, lunch]);
    await owner.agent.put(`${base}/ticketing/tiers/${tier.id}/links`).send({ mealIds: [] }).expect(200);
    expect(await itemMeals(editionId)).toEqual([`${withOption}:${breakfast}`, `${withOption}:${lunch}*`].sort());

    await owner.agent.post(`${base}/ticketing/orders/${order.id}/cancel`).expect(200);
    expect(await itemMeals(editionId)).toEqual([`${withOption}:${breakfast}`, `${withOption}:${lunch}*`].sort());
  });

  it('refuses a meal of another edition on a tier or an option (400 on mealIds) and changes nothing', async () => {
    const { owner, base, meals } = await festival();
    const other = await festival();
    const tier = (await owner.agent.post(`${base}/ticketing/tiers`).send({ name: 'Day pass', price: 1000 }).expect(201)).body as { id: number };
    const option = (await owner.agent.post(`${base}/ticketing/options`).send({ name: 'Meal pass', price: 500 }).expect(201)).body as { id: number };
    const theirs = other.meals.get('2027-05-15 LUNCH')!;
    const ours = meals.get('2027-05-15 LUNCH')!;
    for (const url of [`${base}/ticketing/tiers/${tier.id}/links`, `${base}/ticketing/options/${option.id}/links`]) {
      const res = await owner.agent.put(url).send({ mealIds: [ours, theirs] }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.mealIds[0]).toContain('meals of this edition');
    }
    const [row] = await sql<{ n: number }>(
      'select (select count(*) from ticketing_tier_meals where tier_id = ?)::int + (select count(*) from ticketing_option_meals where option_id = ?)::int as n',
      [tier.id, option.id],
    );
    expect(row!.n).toBe(0);
  });
});
