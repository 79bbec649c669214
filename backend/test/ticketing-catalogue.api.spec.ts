import { MikroORM } from '@mikro-orm/core';
import { statementsDuring } from './support/statements';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Agent = ReturnType<TestApp['agent']>;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.em().getConnection().execute<T[]>(text, params);
}

async function edition(owner: Awaited<ReturnType<typeof signedInUser>>, name = 'CJ 2030') {
  const convention = (await owner.agent.post('/api/conventions').send({ name: `Jonglerie ${name}` }).expect(201)).body as { id: number };
  const created = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name, startDate: '2030-05-14', endDate: '2030-05-17', city: 'Lyon', isOnline: true }).expect(201))
    .body as { id: number };
  return { conventionId: convention.id, id: created.id, base: `/api/editions/${created.id}/ticketing` };
}

async function setup() {
  const owner = await signedInUser(t);
  return { owner, ...(await edition(owner)) };
}

interface Tier {
  id: number;
  isSynced: boolean;
  name: string;
  customName: string | null;
  price: number;
  position: number;
  sold: number;
  isActive: boolean;
  quotaIds: number[];
  returnableItemIds: number[];
  customFieldIds: number[];
}
interface Quota {
  id: number;
  title: string;
  quantity: number;
  used: number;
  remaining: number;
  over: number;
  tierIds: number[];
  optionIds: number[];
  choices: { customFieldId: number; choiceValue: string }[];
}

async function tier(agent: Agent, base: string, body: Record<string, unknown> = {}): Promise<Tier> {
  return (await agent.post(`${base}/tiers`).send({ name: `Tier ${Math.random().toString(36).slice(2, 7)}`, price: 1000, ...body }).expect(201)).body as Tier;
}
async function quota(agent: Agent, base: string, body: Record<string, unknown> = {}): Promise<Quota> {
  return (await agent.post(`${base}/quotas`).send({ title: 'Camping', quantity: 10, ...body }).expect(201)).body as Quota;
}
async function option(agent: Agent, base: string, body: Record<string, unknown> = {}) {
  return (await agent.post(`${base}/options`).send({ name: 'Meal', price: 800, ...body }).expect(201)).body as { id: number; name: string; sold: number };
}
async function field(agent: Agent, base: string, body: Record<string, unknown> = {}) {
  return (await agent.post(`${base}/custom-fields`).send({ label: 'T-shirt size', type: 'ChoiceList', values: ['S', 'M', 'L'], ...body }).expect(201)).body as {
    id: number;
    values: string[] | null;
    tierIds: number[];
  };
}
async function returnable(agent: Agent, base: string, name = 'Cup') {
  return (await agent.post(`${base}/returnable-items`).send({ name }).expect(201)).body as { id: number; name: string };
}

/** A tier, option or custom field written by the sync (externalId set). */
async function synced(table: 'ticketing_tiers' | 'ticketing_options' | 'ticketing_tier_custom_fields', editionId: number, columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns);
  const [row] = await sql<{ id: number }>(
    `insert into ${table} (edition_id, external_id, ${names.join(', ')}) values (?, ?, ${names.map(() => '?').join(', ')}) returning id`,
    [editionId, `ext-${Math.random().toString(36).slice(2)}`, ...names.map((n) => columns[n])],
  );
  return row!.id;
}

interface ItemSpec {
  tierId: number | null;
  state?: string;
  optionIds?: number[];
  answers?: { customFieldId: number | null; label: string; answer: string }[];
}

/** An order of the edition with these items (as the sync or an on-site order would write it). */
async function order(editionId: number, items: ItemSpec[]): Promise<number[]> {
  const [o] = await sql<{ id: number }>(`insert into ticketing_orders (edition_id, order_date) values (?, now()) returning id`, [editionId]);
  const ids: number[] = [];
  for (const item of items) {
    const [i] = await sql<{ id: number }>(
      `insert into ticketing_order_items (order_id, edition_id, tier_id, state, qr_code, custom_fields) values (?, ?, ?, ?, md5(random()::text), ?::jsonb) returning id`,
      [o!.id, editionId, item.tierId, item.state ?? 'Processed', item.answers ? JSON.stringify(item.answers) : null],
    );
    for (const optionId of item.optionIds ?? []) await sql('insert into ticketing_order_item_options (item_id, option_id) values (?, ?)', [i!.id, optionId]);
    ids.push(i!.id);
  }
  return ids;
}

const queriesOf = (call: () => Promise<unknown>): Promise<number> => statementsDuring(t, call);

const count = async (table: string, where = 'true', params: unknown[] = []) => (await sql<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]!.n;

/** The edition's links of each kind (link tables carry no edition: through the rows they link). */
async function linksOf(editionId: number): Promise<Record<string, number>> {
  const through = (table: string, column: string, of: string) => count(table, `${column} in (select id from ${of} where edition_id = ?)`, [editionId]);
  return {
    tierQuotas: await through('ticketing_tier_quotas', 'tier_id', 'ticketing_tiers'),
    optionQuotas: await through('ticketing_option_quotas', 'option_id', 'ticketing_options'),
    choiceQuotas: await through('ticketing_tier_custom_field_quotas', 'custom_field_id', 'ticketing_tier_custom_fields'),
    tierItems: await through('ticketing_tier_returnable_items', 'tier_id', 'ticketing_tiers'),
    optionItems: await through('ticketing_option_returnable_items', 'option_id', 'ticketing_options'),
    choiceItems: await through('ticketing_tier_custom_field_returnable_items', 'custom_field_id', 'ticketing_tier_custom_fields'),
    teamItems: await count('edition_volunteer_returnable_items', 'edition_id = ?', [editionId]),
    fieldTiers: await through('ticketing_tier_custom_field_associations', 'tier_id', 'ticketing_tiers'),
  };
}

describe('tiers', () => {
  it('an organiser creates local tiers; the list holds synced and local ones by position, with their valid tickets and links, in a fixed number of queries', async () => {
    const { owner, id, base } = await setup();
    const full = (
      await owner.agent
        .post(`${base}/tiers`)
        .send({ name: 'Full pass', description: 'Three days', price: 4500, validFrom: '2030-05-14T08:00:00+02:00', validUntil: '2030-05-17T23:00:00.000Z', countAsParticipant: true })
        .expect(201)
    ).body as Tier & { validFrom: string; validUntil: string; description: string };
    expect(full).toMatchObject({ name: 'Full pass', description: 'Three days', price: 4500, isSynced: false, isActive: true, position: 0, sold: 0, quotaIds: [], returnableItemIds: [], customFieldIds: [] });
    expect(full.validFrom).toBe('2030-05-14T06:00:00.000Z');
    expect(full.validUntil).toBe('2030-05-17T23:00:00.000Z');
    const pwyw = (await owner.agent.post(`${base}/tiers`).send({ name: 'Pay what you want', price: 1000, minAmount: 500, maxAmount: 5000, isActive: false }).expect(201)).body;
    expect(pwyw).toMatchObject({ price: 1000, minAmount: 500, maxAmount: 5000, isActive: false, position: 1, validFrom: null, validUntil: null });
    const fromProvider = await synced('ticketing_tiers', id, { name: 'Tarif réduit', price: 3000, position: 2 });

    // Valid tickets count; cancelled, refunded, waiting ones and another edition's do not.
    await order(id, [{ tierId: full.id }, { tierId: full.id, state: 'Registered' }, { tierId: full.id, state: 'Canceled' }, { tierId: full.id, state: 'Waiting' }]);
    await order(id, [{ tierId: fromProvider }, { tierId: null }]);

    let list: { items: Tier[] } = { items: [] };
    const queries = await queriesOf(async () => (list = (await owner.agent.get(`${base}/tiers`).expect(200)).body));
    expect(list.items.map((x) => [x.name, x.isSynced, x.sold])).toEqual([
      ['Full pass', false, 2],
      ['Pay what you want', false, 0],
      ['Tarif réduit', true, 1],
    ]);
    // The caller's session and rights on the edition, then the tiers with their counts and links.
    expect(queries).toBeLessThanOrEqual(3);
    const q = await quota(owner.agent, base);
    const cup = await returnable(owner.agent, base);
    for (let i = 0; i < 5; i++) {
      const extra = await tier(owner.agent, base);
      await owner.agent.put(`${base}/tiers/${extra.id}/links`).send({ quotaIds: [q.id], returnableItemIds: [cup.id] }).expect(200);
      await order(id, [{ tierId: extra.id }]);
    }
    expect(await queriesOf(() => owner.agent.get(`${base}/tiers`).expect(200))).toBe(queries);
  });

  it('validates a tier: 400 with the field named, nothing written', async () => {
    const { owner, id, base } = await setup();
    const bad = async (body: Record<string, unknown>, fieldName: string) => {
      const res = await owner.agent.post(`${base}/tiers`).send({ name: 'Ok', price: 1000, ...body }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([fieldName]);
      return res.body as { errors: Record<string, string[]> };
    };
    await bad({ name: '  ' }, 'name');
    await bad({ name: 'x'.repeat(251) }, 'name');
    await bad({ price: -1 }, 'price');
    await bad({ price: 10.5 }, 'price');
    await bad({ price: null }, 'price');
    await bad({ minAmount: 'abc' }, 'minAmount');
    expect((await bad({ minAmount: 1500 }, 'minAmount')).errors.minAmount).toEqual(['The minimum amount cannot be above the price.']);
    expect((await bad({ maxAmount: 999 }, 'maxAmount')).errors.maxAmount).toEqual(['The maximum amount cannot be below the price.']);
    await bad({ validFrom: 'tomorrow' }, 'validFrom');
    await bad({ validFrom: '2030-05-14' }, 'validFrom');
    expect((await bad({ validFrom: '2030-05-15T10:00:00Z', validUntil: '2030-05-15T10:00:00Z' }, 'validUntil')).errors.validUntil).toEqual([
      'The end of validity must come after its start.',
    ]);
    await bad({ isActive: 'yes' }, 'isActive');
    await bad({ position: 3 }, 'position');
    expect(await count('ticketing_tiers', 'edition_id = ?', [id])).toBe(0);

    // The same checks on a change, against the stored values.
    const made = await tier(owner.agent, base, { price: 1000, minAmount: 500 });
    const res = await owner.agent.patch(`${base}/tiers/${made.id}`).send({ price: 400 }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['minAmount']);
    await owner.agent.patch(`${base}/tiers/${made.id}`).send({ price: 400, minAmount: null }).expect(200);
    await owner.agent.patch(`${base}/tiers/${made.id}`).send({ validUntil: '2030-05-15T10:00:00Z' }).expect(200);
    expect(Object.keys((await owner.agent.patch(`${base}/tiers/${made.id}`).send({ validFrom: '2030-05-16T10:00:00Z' }).expect(400)).body.errors)).toEqual(['validUntil']);
    await owner.agent.patch(`${base}/tiers/${made.id}`).send({ name: null }).expect(400);
    await owner.agent.patch(`${base}/tiers/999999`).send({ name: 'x' }).expect(404);
    await owner.agent.patch(`${base}/tiers/abc`).send({ name: 'x' }).expect(404);
  });

  it('a synced tier: the organiser changes only their fields; the provider’s answer 409 SYNCED_READ_ONLY; never deleted', async () => {
    const { owner, id, base } = await setup();
    const tierId = await synced('ticketing_tiers', id, { name: 'Tarif plein', price: 4500, min_amount: null });
    const changed = (
      await owner.agent
        .patch(`${base}/tiers/${tierId}`)
        .send({ customName: 'Full price', description: 'From HelloAsso', isActive: false, countAsParticipant: false, validFrom: '2030-05-14T08:00:00Z', validUntil: null })
        .expect(200)
    ).body;
    expect(changed).toMatchObject({ name: 'Tarif plein', customName: 'Full price', description: 'From HelloAsso', isActive: false, countAsParticipant: false, isSynced: true, validFrom: '2030-05-14T08:00:00.000Z' });

    // A form sending the stored values back is fine; another value of the provider's is not.
    await owner.agent.patch(`${base}/tiers/${tierId}`).send({ name: 'Tarif plein', price: 4500, minAmount: null, customName: 'Full' }).expect(200);
    const refused = await owner.agent.patch(`${base}/tiers/${tierId}`).send({ name: 'Renamed', price: 1, customName: 'Nope' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'SYNCED_READ_ONLY', details: { fields: ['name', 'price'] } });
    expect(refused.body.message).toBe('The name, price and amounts of this tier come from the ticketing provider: change them there.');
    await owner.agent.patch(`${base}/tiers/${tierId}`).send({ maxAmount: 9000 }).expect(409);
    expect((await sql('select name, price, custom_name as "customName" from ticketing_tiers where id = ?', [tierId]))[0]).toEqual({ name: 'Tarif plein', price: 4500, customName: 'Full' });

    const del = await owner.agent.delete(`${base}/tiers/${tierId}`).expect(409);
    expect(del.body.code).toBe('TIER_SYNCED');
    expect(await count('ticketing_tiers', 'id = ?', [tierId])).toBe(1);
  });

  it('deletes a local tier no ticket points to; one with tickets answers 409 TIER_IN_USE (deactivate it); another edition’s is unknown', async () => {
    const { owner, id, base } = await setup();
    const free = await tier(owner.agent, base);
    const sold = await tier(owner.agent, base);
    const q = await quota(owner.agent, base, { title: 'All' });
    await owner.agent.put(`${base}/tiers/${free.id}/links`).send({ quotaIds: [q.id] }).expect(200);
    await order(id, [{ tierId: sold.id, state: 'Canceled' }]);

    await owner.agent.delete(`${base}/tiers/${free.id}`).expect(204);
    expect(await count('ticketing_tier_quotas', 'quota_id = ?', [q.id])).toBe(0);
    await owner.agent.delete(`${base}/tiers/${free.id}`).expect(404);
    const inUse = await owner.agent.delete(`${base}/tiers/${sold.id}`).expect(409);
    expect(inUse.body.code).toBe('TIER_IN_USE');
    expect(inUse.body.message).toBe('Tickets were sold in this tier: it cannot be deleted. Deactivate it instead.');
    await owner.agent.patch(`${base}/tiers/${sold.id}`).send({ isActive: false }).expect(200);

    const other = await edition(owner, 'Other');
    await owner.agent.delete(`${other.base}/tiers/${sold.id}`).expect(404);
    await owner.agent.patch(`${other.base}/tiers/${sold.id}`).send({ name: 'x' }).expect(404);
    expect(await count('ticketing_tiers', 'id = ?', [sold.id])).toBe(1);
  });

  it('reorders the tiers in one statement: those named first, the others after in their order; unknown or repeated ids are refused', async () => {
    const { owner, base } = await setup();
    const [a, b, c, d] = [await tier(owner.agent, base, { name: 'A' }), await tier(owner.agent, base, { name: 'B' }), await tier(owner.agent, base, { name: 'C' }), await tier(owner.agent, base, { name: 'D' })];
    let answer: { items: Tier[] } = { items: [] };
    const connection = t.app.get(MikroORM).em.getDriver().getConnection();
    const spy = jest.spyOn(connection, 'execute');
    try {
      answer = (await owner.agent.put(`${base}/tiers/order`).send({ ids: [c!.id, a!.id] }).expect(200)).body;
      expect(spy.mock.calls.filter(([text]) => /^\s*update\s+ticketing_tiers/i.test(String(text)))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    expect(answer.items.map((x) => [x.name, x.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
      ['D', 3],
    ]);
    expect((await owner.agent.get(`${base}/tiers`).expect(200)).body.items.map((x: Tier) => x.name)).toEqual(['C', 'A', 'B', 'D']);
    await owner.agent.put(`${base}/tiers/order`).send({ ids: [d!.id, c!.id, b!.id, a!.id] }).expect(200);
    expect((await owner.agent.get(`${base}/tiers`).expect(200)).body.items.map((x: Tier) => x.name)).toEqual(['D', 'C', 'B', 'A']);

    const other = await edition(owner, 'Other');
    const foreign = await tier(owner.agent, other.base);
    expect(Object.keys((await owner.agent.put(`${base}/tiers/order`).send({ ids: [a!.id, foreign.id] }).expect(400)).body.errors)).toEqual(['ids']);
    await owner.agent.put(`${base}/tiers/order`).send({ ids: [a!.id, a!.id] }).expect(400);
    await owner.agent.put(`${base}/tiers/order`).send({ ids: 'a' }).expect(400);
    expect((await owner.agent.get(`${base}/tiers`).expect(200)).body.items.map((x: Tier) => x.name)).toEqual(['D', 'C', 'B', 'A']);
  });
});

describe('quotas', () => {
  it('counts the valid tickets of its tiers, options and custom field values, each ticket once; invalid states and other editions do not count', async () => {
    const { owner, id, base } = await setup();
    const full = await tier(owner.agent, base, { name: 'Full' });
    const kid = await tier(owner.agent, base, { name: 'Kid' });
    const camping = await option(owner.agent, base, { name: 'Camping' });
    const size = await field(owner.agent, base);
    const q = await quota(owner.agent, base, { title: 'Site', quantity: 5 });
    const linked = (
      await owner.agent
        .put(`${base}/quotas/${q.id}/links`)
        .send({ tierIds: [full.id], optionIds: [camping.id], choices: [{ customFieldId: size.id, choiceValue: 'L' }, { customFieldId: size.id, choiceValue: 'L' }] })
        .expect(200)
    ).body as Quota;
    expect(linked).toMatchObject({ tierIds: [full.id], optionIds: [camping.id], choices: [{ customFieldId: size.id, choiceValue: 'L' }], used: 0, remaining: 5, over: 0 });

    const answerL = [{ customFieldId: size.id, label: 'T-shirt size', answer: 'L' }];
    await order(id, [
      { tierId: full.id }, // its tier
      { tierId: kid.id, optionIds: [camping.id] }, // an option
      { tierId: kid.id, answers: answerL }, // a value
      { tierId: full.id, optionIds: [camping.id], answers: answerL }, // all three: once
      { tierId: kid.id }, // nothing linked
      { tierId: kid.id, answers: [{ customFieldId: size.id, label: 'T-shirt size', answer: 'M' }] }, // another value
      { tierId: full.id, state: 'Canceled' },
      { tierId: kid.id, state: 'Refunded', optionIds: [camping.id] },
      { tierId: kid.id, state: 'Waiting', answers: answerL },
    ]);
    const other = await edition(owner, 'Other');
    const foreignTier = await tier(owner.agent, other.base);
    await order(other.id, [{ tierId: foreignTier.id }]);

    const list = (await owner.agent.get(`${base}/quotas`).expect(200)).body as { items: Quota[] };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ title: 'Site', quantity: 5, used: 4, remaining: 1, over: 0 });

    // Lowered below what is sold: kept, and flagged.
    const lowered = (await owner.agent.patch(`${base}/quotas/${q.id}`).send({ quantity: 3 }).expect(200)).body as Quota;
    expect(lowered).toMatchObject({ quantity: 3, used: 4, remaining: 0, over: 1 });
    const summary = (await owner.agent.get(`${base}/catalogue`).expect(200)).body as { quotas: Quota[] };
    expect(summary.quotas[0]).toMatchObject({ used: 4, over: 1 });

    // Unlinking the option and the value leaves the tier's tickets.
    const narrowed = (await owner.agent.put(`${base}/quotas/${q.id}/links`).send({ optionIds: [], choices: [] }).expect(200)).body as Quota;
    expect(narrowed).toMatchObject({ tierIds: [full.id], optionIds: [], choices: [], used: 2 });
  });

  it('creates, edits, lists by position and deletes quotas; validates them', async () => {
    const { owner, id, base } = await setup();
    const a = await quota(owner.agent, base, { title: 'A', quantity: 0 });
    const b = await quota(owner.agent, base, { title: 'B', description: 'Beds', quantity: 100 });
    const c = await quota(owner.agent, base, { title: 'C', quantity: 1, position: 0 });
    expect([a, b, c].map((x) => (x as Quota & { position: number }).position)).toEqual([0, 1, 0]);
    expect((await owner.agent.get(`${base}/quotas`).expect(200)).body.items.map((x: Quota) => x.title)).toEqual(['A', 'C', 'B']);
    const edited = (await owner.agent.patch(`${base}/quotas/${b.id}`).send({ title: 'Beds', description: '', position: 0 }).expect(200)).body;
    expect(edited).toMatchObject({ title: 'Beds', description: null, quantity: 100, position: 0 });

    for (const [body, f] of [
      [{ title: '' }, 'title'],
      [{ quantity: -1 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ quantity: 1_000_001 }, 'quantity'],
      [{ position: -1 }, 'position'],
    ] as [Record<string, unknown>, string][]) {
      const res = await owner.agent.post(`${base}/quotas`).send({ title: 'Ok', quantity: 1, ...body }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([f]);
    }
    await owner.agent.post(`${base}/quotas`).send({ title: 'No quantity' }).expect(400);
    await owner.agent.patch(`${base}/quotas/${a.id}`).send({ quantity: null }).expect(400);

    const t1 = await tier(owner.agent, base);
    await owner.agent.put(`${base}/quotas/${a.id}/links`).send({ tierIds: [t1.id] }).expect(200);
    await owner.agent.delete(`${base}/quotas/${a.id}`).expect(204);
    expect(await count('ticketing_tier_quotas', 'tier_id = ?', [t1.id])).toBe(0);
    await owner.agent.delete(`${base}/quotas/${a.id}`).expect(404);
    await owner.agent.put(`${base}/quotas/${a.id}/links`).send({ tierIds: [] }).expect(404);
    expect(await count('ticketing_quotas', 'edition_id = ?', [id])).toBe(2);
  });
});

describe('links stay within the edition', () => {
  it('refuses a tier, option, quota, returnable item, custom field or team of another edition, and a value the field does not have; nothing is written', async () => {
    const { owner, id, base } = await setup();
    const other = await edition(owner, 'Other');
    const mine = { tier: await tier(owner.agent, base), quota: await quota(owner.agent, base), option: await option(owner.agent, base), field: await field(owner.agent, base), item: await returnable(owner.agent, base) };
    const theirs = {
      tier: await tier(owner.agent, other.base),
      quota: await quota(owner.agent, other.base),
      option: await option(owner.agent, other.base),
      field: await field(owner.agent, other.base),
      item: await returnable(owner.agent, other.base),
      team: ((await owner.agent.post(`/api/editions/${other.id}/volunteers/teams`).send({ name: 'Bar' }).expect(201)).body as { id: number }).id,
    };
    const refused = async (path: string, body: Record<string, unknown>, fieldName: string) => {
      const res = await owner.agent.put(`${base}/${path}`).send(body).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([fieldName]);
      return res.body as { errors: Record<string, string[]> };
    };
    expect((await refused(`quotas/${mine.quota.id}/links`, { tierIds: [mine.tier.id, theirs.tier.id] }, 'tierIds')).errors.tierIds).toEqual(['Choose among the tiers of this edition.']);
    await refused(`quotas/${mine.quota.id}/links`, { optionIds: [theirs.option.id] }, 'optionIds');
    await refused(`quotas/${mine.quota.id}/links`, { choices: [{ customFieldId: theirs.field.id, choiceValue: 'S' }] }, 'choices');
    expect((await refused(`quotas/${mine.quota.id}/links`, { choices: [{ customFieldId: mine.field.id, choiceValue: 'XXL' }] }, 'choices')).errors.choices).toEqual([
      '“XXL” is not a value of a custom field of this edition.',
    ]);
    await refused(`tiers/${mine.tier.id}/links`, { quotaIds: [theirs.quota.id] }, 'quotaIds');
    await refused(`tiers/${mine.tier.id}/links`, { returnableItemIds: [theirs.item.id] }, 'returnableItemIds');
    await refused(`options/${mine.option.id}/links`, { quotaIds: [theirs.quota.id] }, 'quotaIds');
    await refused(`returnable-items/${mine.item.id}/links`, { teamIds: [theirs.team] }, 'teamIds');
    await refused(`returnable-items/${mine.item.id}/links`, { tierIds: [theirs.tier.id] }, 'tierIds');
    await refused('volunteer-returnable-items', { teamId: theirs.team, returnableItemIds: [] }, 'teamId');
    const res = await owner.agent.post(`${base}/custom-fields`).send({ label: 'Diet', type: 'TextInput', tierIds: [theirs.tier.id] }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['tierIds']);
    // Their rows, named through this edition's path, are unknown.
    await owner.agent.put(`${base}/quotas/${theirs.quota.id}/links`).send({ tierIds: [mine.tier.id] }).expect(404);

    expect(Object.values(await linksOf(id)).every((n) => n === 0)).toBe(true);
    expect(Object.values(await linksOf(other.id)).every((n) => n === 0)).toBe(true);
    expect(await count('ticketing_tier_custom_fields', 'edition_id = ?', [id])).toBe(1);
  });
});

describe('options', () => {
  it('local options: created, edited, linked, deleted while no ticket took them; synced ones: only the organiser’s fields, never deleted', async () => {
    const { owner, id, base } = await setup();
    const meal = (await owner.agent.post(`${base}/options`).send({ name: 'Meal', description: 'Saturday dinner', price: 1200, isRequired: false }).expect(201)).body;
    expect(meal).toMatchObject({ name: 'Meal', type: 'Checkbox', choices: null, price: 1200, position: 0, isActive: true, isSynced: false, sold: 0, quotaIds: [], returnableItemIds: [] });
    const shirt = (await owner.agent.post(`${base}/options`).send({ name: 'Shirt', type: 'ChoiceList', choices: [' S ', 'M'] }).expect(201)).body;
    expect(shirt).toMatchObject({ type: 'ChoiceList', choices: ['S', 'M'], position: 1, price: 0 });
    expect(Object.keys((await owner.agent.post(`${base}/options`).send({ name: 'x', type: 'ChoiceList' }).expect(400)).body.errors)).toEqual(['choices']);
    expect(Object.keys((await owner.agent.post(`${base}/options`).send({ name: 'x', choices: ['a'] }).expect(400)).body.errors)).toEqual(['choices']);
    expect(Object.keys((await owner.agent.post(`${base}/options`).send({ name: 'x', type: 'ChoiceList', choices: ['a', 'a'] }).expect(400)).body.errors)).toEqual(['choices']);
    expect(Object.keys((await owner.agent.post(`${base}/options`).send({ name: 'x', type: 'Radio' }).expect(400)).body.errors)).toEqual(['type']);
    await owner.agent.patch(`${base}/options/${shirt.id}`).send({ type: 'Checkbox' }).expect(400);
    expect((await owner.agent.patch(`${base}/options/${shirt.id}`).send({ type: 'Checkbox', choices: null, price: 500 }).expect(200)).body).toMatchObject({ type: 'Checkbox', choices: null, price: 500 });

    const q = await quota(owner.agent, base);
    const cup = await returnable(owner.agent, base);
    expect((await owner.agent.put(`${base}/options/${meal.id}/links`).send({ quotaIds: [q.id], returnableItemIds: [cup.id] }).expect(200)).body).toMatchObject({ quotaIds: [q.id], returnableItemIds: [cup.id] });

    const t1 = await tier(owner.agent, base);
    await order(id, [{ tierId: t1.id, optionIds: [meal.id] }, { tierId: t1.id, optionIds: [meal.id], state: 'Canceled' }]);
    expect((await owner.agent.get(`${base}/options`).expect(200)).body.items.map((o: { name: string; sold: number }) => [o.name, o.sold])).toEqual([
      ['Meal', 1],
      ['Shirt', 0],
    ]);
    expect((await owner.agent.delete(`${base}/options/${meal.id}`).expect(409)).body.code).toBe('OPTION_IN_USE');
    await owner.agent.delete(`${base}/options/${shirt.id}`).expect(204);
    await owner.agent.delete(`${base}/options/${shirt.id}`).expect(404);

    const syncedId = await synced('ticketing_options', id, { name: 'Parking', price: 500, type: 'Checkbox' });
    expect((await owner.agent.patch(`${base}/options/${syncedId}`).send({ description: 'Field B', position: 7, isActive: false, name: 'Parking', price: 500 }).expect(200)).body).toMatchObject({
      description: 'Field B',
      position: 7,
      isActive: false,
      isSynced: true,
    });
    const refused = await owner.agent.patch(`${base}/options/${syncedId}`).send({ price: 0 }).expect(409);
    expect(refused.body).toMatchObject({ code: 'SYNCED_READ_ONLY', details: { fields: ['price'] } });
    expect((await owner.agent.delete(`${base}/options/${syncedId}`).expect(409)).body.code).toBe('OPTION_SYNCED');
  });
});

describe('custom fields', () => {
  it('local fields of the listed types, with values for a choice list, asked by tiers; a linked value stays; answered or synced fields are not deleted', async () => {
    const { owner, id, base } = await setup();
    const full = await tier(owner.agent, base, { name: 'Full' });
    const kid = await tier(owner.agent, base, { name: 'Kid' });
    const size = (await owner.agent.post(`${base}/custom-fields`).send({ label: 'Size', type: 'ChoiceList', values: ['S', 'M', 'L'], isRequired: true, tierIds: [full.id, kid.id] }).expect(201)).body;
    expect(size).toMatchObject({ label: 'Size', type: 'ChoiceList', values: ['S', 'M', 'L'], isRequired: true, isActive: true, isSynced: false, tierIds: [full.id, kid.id].sort((a, b) => a - b) });
    const age = (await owner.agent.post(`${base}/custom-fields`).send({ label: 'Age', type: 'Number' }).expect(201)).body;
    expect(age).toMatchObject({ values: null, tierIds: [] });
    for (const type of ['TextInput', 'YesNo', 'Date']) await owner.agent.post(`${base}/custom-fields`).send({ label: type, type }).expect(201);
    expect(Object.keys((await owner.agent.post(`${base}/custom-fields`).send({ label: 'x', type: 'Colour' }).expect(400)).body.errors)).toEqual(['type']);
    expect(Object.keys((await owner.agent.post(`${base}/custom-fields`).send({ label: 'x', type: 'ChoiceList' }).expect(400)).body.errors)).toEqual(['values']);
    expect(Object.keys((await owner.agent.post(`${base}/custom-fields`).send({ label: 'x', type: 'YesNo', values: ['a'] }).expect(400)).body.errors)).toEqual(['values']);
    expect(Object.keys((await owner.agent.post(`${base}/custom-fields`).send({ label: 'x', type: 'ChoiceList', values: ['a', ''] }).expect(400)).body.errors)).toEqual(['values']);

    // The tiers list shows which fields they ask.
    expect((await owner.agent.get(`${base}/tiers`).expect(200)).body.items.map((x: Tier) => x.customFieldIds)).toEqual([[size.id], [size.id]]);
    expect((await owner.agent.patch(`${base}/custom-fields/${size.id}`).send({ tierIds: [kid.id], label: 'T-shirt' }).expect(200)).body).toMatchObject({ tierIds: [kid.id], label: 'T-shirt' });

    // A value linked to a quota or a returnable item cannot be removed; an unlinked one can.
    const q = await quota(owner.agent, base);
    await owner.agent.put(`${base}/quotas/${q.id}/links`).send({ choices: [{ customFieldId: size.id, choiceValue: 'L' }] }).expect(200);
    const cup = await returnable(owner.agent, base);
    await owner.agent.put(`${base}/returnable-items/${cup.id}/links`).send({ choices: [{ customFieldId: size.id, choiceValue: 'M' }] }).expect(200);
    const linked = await owner.agent.patch(`${base}/custom-fields/${size.id}`).send({ values: ['S'] }).expect(409);
    expect(linked.body).toMatchObject({ code: 'CHOICE_LINKED', details: { values: 'L, M' } });
    await owner.agent.patch(`${base}/custom-fields/${size.id}`).send({ type: 'TextInput', values: null }).expect(409);
    expect((await owner.agent.patch(`${base}/custom-fields/${size.id}`).send({ values: ['M', 'L', 'XL'] }).expect(200)).body.values).toEqual(['M', 'L', 'XL']);

    // Answered by a ticket: not deleted; else deleted with its links.
    await order(id, [{ tierId: kid.id, answers: [{ customFieldId: age.id, label: 'Age', answer: '12' }] }]);
    expect((await owner.agent.delete(`${base}/custom-fields/${age.id}`).expect(409)).body.code).toBe('CUSTOM_FIELD_IN_USE');
    await owner.agent.delete(`${base}/custom-fields/${size.id}`).expect(204);
    expect(await linksOf(id)).toMatchObject({ choiceQuotas: 0, choiceItems: 0, fieldTiers: 0 });
    await owner.agent.delete(`${base}/custom-fields/${size.id}`).expect(404);

    const syncedId = await synced('ticketing_tier_custom_fields', id, { label: 'Club', type: 'TextInput' });
    expect((await owner.agent.patch(`${base}/custom-fields/${syncedId}`).send({ isActive: false, label: 'Club' }).expect(200)).body).toMatchObject({ isActive: false, isSynced: true });
    expect((await owner.agent.patch(`${base}/custom-fields/${syncedId}`).send({ label: 'Team' }).expect(409)).body.code).toBe('SYNCED_READ_ONLY');
    expect((await owner.agent.patch(`${base}/custom-fields/${syncedId}`).send({ tierIds: [full.id] }).expect(409)).body.details).toEqual({ fields: ['tierIds'] });
    expect((await owner.agent.delete(`${base}/custom-fields/${syncedId}`).expect(409)).body.code).toBe('CUSTOM_FIELD_SYNCED');
  });
});

describe('returnable items', () => {
  it('linked to tiers, options, values and volunteer teams of the edition (from either side); deleting one removes its links', async () => {
    const { owner, id, base } = await setup();
    const full = await tier(owner.agent, base);
    const meal = await option(owner.agent, base);
    const size = await field(owner.agent, base);
    const bar = ((await owner.agent.post(`/api/editions/${id}/volunteers/teams`).send({ name: 'Bar' }).expect(201)).body as { id: number }).id;
    const gate = ((await owner.agent.post(`/api/editions/${id}/volunteers/teams`).send({ name: 'Gate' }).expect(201)).body as { id: number }).id;
    const cup = await returnable(owner.agent, base, 'Cup');
    const band = await returnable(owner.agent, base, 'Wristband');
    expect(Object.keys((await owner.agent.post(`${base}/returnable-items`).send({ name: 'x'.repeat(101) }).expect(400)).body.errors)).toEqual(['name']);
    expect((await owner.agent.patch(`${base}/returnable-items/${cup.id}`).send({ name: 'Eco cup' }).expect(200)).body.name).toBe('Eco cup');

    const linked = (
      await owner.agent
        .put(`${base}/returnable-items/${cup.id}/links`)
        .send({ tierIds: [full.id], optionIds: [meal.id], choices: [{ customFieldId: size.id, choiceValue: 'S' }], teamIds: [bar] })
        .expect(200)
    ).body;
    expect(linked).toMatchObject({ name: 'Eco cup', tierIds: [full.id], optionIds: [meal.id], choices: [{ customFieldId: size.id, choiceValue: 'S' }], teamIds: [bar] });
    // A list left out is kept.
    expect((await owner.agent.put(`${base}/returnable-items/${cup.id}/links`).send({ teamIds: [bar, gate] }).expect(200)).body).toMatchObject({ tierIds: [full.id], teamIds: [bar, gate].sort((a, b) => a - b) });

    // From the team's side: exactly these items.
    const team = (await owner.agent.put(`${base}/volunteer-returnable-items`).send({ teamId: gate, returnableItemIds: [band.id] }).expect(200)).body;
    expect(team).toEqual({ id: gate, name: 'Gate', color: expect.any(String), returnableItemIds: [band.id] });
    const teams = (await owner.agent.get(`${base}/volunteer-returnable-items`).expect(200)).body.items as { name: string; returnableItemIds: number[] }[];
    expect(teams.map((x) => [x.name, x.returnableItemIds])).toEqual([
      ['Bar', [cup.id]],
      ['Gate', [band.id]],
    ]);
    expect((await owner.agent.put(`${base}/volunteer-returnable-items`).send({ teamId: gate, returnableItemIds: [999999] }).expect(400)).body.errors).toHaveProperty('returnableItemIds');

    await owner.agent.delete(`${base}/returnable-items/${cup.id}`).expect(204);
    expect(await linksOf(id)).toMatchObject({ tierItems: 0, optionItems: 0, choiceItems: 0, teamItems: 1 });
    await owner.agent.delete(`${base}/returnable-items/${cup.id}`).expect(404);
    expect((await owner.agent.get(`${base}/returnable-items`).expect(200)).body.items.map((x: { name: string }) => x.name)).toEqual(['Wristband']);
  });
});

describe('the catalogue page', () => {
  it('reads tiers, quotas with their counts, options, fields, returnable items and teams in one request of a fixed number of queries', async () => {
    const { owner, id, base } = await setup();
    const build = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const x = await tier(owner.agent, base);
        const q = await quota(owner.agent, base);
        const o = await option(owner.agent, base);
        const f = await field(owner.agent, base, { tierIds: [x.id] });
        const r = await returnable(owner.agent, base);
        await owner.agent.put(`${base}/quotas/${q.id}/links`).send({ tierIds: [x.id], optionIds: [o.id], choices: [{ customFieldId: f.id, choiceValue: 'S' }] }).expect(200);
        await owner.agent.put(`${base}/returnable-items/${r.id}/links`).send({ tierIds: [x.id], optionIds: [o.id], choices: [{ customFieldId: f.id, choiceValue: 'M' }] }).expect(200);
        await owner.agent.post(`/api/editions/${id}/volunteers/teams`).send({ name: `Team ${i} ${n}` }).expect(201);
        await order(id, [{ tierId: x.id, optionIds: [o.id] }]);
      }
    };
    await build(1);
    let body: Record<string, unknown[]> = {};
    const queries = await queriesOf(async () => (body = (await owner.agent.get(`${base}/catalogue`).expect(200)).body));
    expect(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v.length]))).toEqual({ tiers: 1, quotas: 1, options: 1, customFields: 1, returnableItems: 1, teams: 1, meals: 0 });
    expect((body.quotas as Quota[])[0]).toMatchObject({ used: 1 });
    // The session and rights, then eight reads (tiers, quotas, their counts, options, fields, items, teams, the meals to include).
    expect(queries).toBeLessThanOrEqual(10);
    await build(4);
    expect(await queriesOf(() => owner.agent.get(`${base}/catalogue`).expect(200))).toBe(queries);
  });
});

describe('limits and callers', () => {
  it('stops at 200 rows of a kind per edition, parallel creations included', async () => {
    const { owner, id, base } = await setup();
    await sql(`insert into ticketing_returnable_items (edition_id, name) select ?, 'Item ' || g from generate_series(1, 198) g`, [id]);
    const answers = await Promise.all([1, 2, 3, 4].map((i) => owner.agent.post(`${base}/returnable-items`).send({ name: `Parallel ${i}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('CATALOGUE_FULL');
    expect(await count('ticketing_returnable_items', 'edition_id = ?', [id])).toBe(200);
    // Another kind, another edition: their own limits.
    await quota(owner.agent, base);
  });

  it('refuses visitors (401), strangers and collaborators without the edition’s edit right (403), and unknown editions (404)', async () => {
    const { owner, conventionId, id, base } = await setup();
    const volunteersOnly = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: volunteersOnly.user.pseudo, rights: { canManageVolunteers: true } }).expect(201);
    const ticketing = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: ticketing.user.pseudo, rights: { canManageTicketing: true } }).expect(201);
    const editor = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: editor.user.pseudo, rights: { canEditAllEditions: true } }).expect(201);
    const stranger = await signedInUser(t);
    const made = await tier(owner.agent, base);

    for (const [method, path, body] of [
      ['get', 'catalogue', undefined],
      ['get', 'tiers', undefined],
      ['post', 'tiers', { name: 'x' }],
      ['patch', `tiers/${made.id}`, { isActive: false }],
      ['put', 'tiers/order', { ids: [made.id] }],
      ['delete', `tiers/${made.id}`, undefined],
      ['post', 'quotas', { title: 'x', quantity: 1 }],
      ['put', 'volunteer-returnable-items', { teamId: 1, returnableItemIds: [] }],
    ] as const) {
      const send = (agent: Agent) => {
        const r = agent[method](`${base}/${path}`);
        return body ? r.send(body) : r;
      };
      await send(t.agent()).expect(401);
      await send(stranger.agent).expect(403);
      await send(volunteersOnly.agent).expect(403);
      const unknown = (agent: Agent) => agent[method](`/api/editions/999999/ticketing/${path}`);
      await (body ? unknown(owner.agent).send(body) : unknown(owner.agent)).expect(404);
    }
    expect(await count('ticketing_tiers', 'edition_id = ?', [id])).toBe(1);
    // Granted apart, or held with the edition's edit right.
    await ticketing.agent.get(`${base}/catalogue`).expect(200);
    await editor.agent.post(`${base}/quotas`).send({ title: 'Editor', quantity: 1 }).expect(201);
    await ticketing.agent.patch(`${base}/tiers/${made.id}`).send({ isActive: false }).expect(200);
  });
});
