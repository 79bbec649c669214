import { expectJsonError } from './support/error-answer';
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
const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> => (await sql<T>(text, params))[0];

const HOUR = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

async function setup(name = 'Fête du Jonglage 2027') {
  const owner = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Ticketing Convention' }).expect(201)).body as { id: number };
  const edition = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name, startDate: '2027-05-14', endDate: '2027-05-17', isOnline: true }).expect(201))
    .body as { id: number };
  return { owner, convention, edition, base: `/api/editions/${edition.id}/ticketing` };
}

async function tier(
  editionId: number,
  name: string,
  o: { price?: number; min?: number | null; max?: number | null; active?: boolean; from?: string | null; until?: string | null; customName?: string | null; position?: number } = {},
): Promise<number> {
  const row = await one<{ id: number }>(
    `insert into ticketing_tiers (edition_id, name, custom_name, price, min_amount, max_amount, is_active, valid_from, valid_until, position)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [editionId, name, o.customName ?? null, o.price ?? 0, o.min ?? null, o.max ?? null, o.active ?? true, o.from ?? null, o.until ?? null, o.position ?? 0],
  );
  return row.id;
}

async function option(editionId: number, name: string, price = 0, active = true): Promise<number> {
  return (await one<{ id: number }>('insert into ticketing_options (edition_id, name, price, is_active) values (?, ?, ?, ?) returning id', [editionId, name, price, active])).id;
}

async function customField(editionId: number, tierIds: number[], label: string, o: { required?: boolean; values?: string[] | null; active?: boolean } = {}): Promise<number> {
  const { id } = await one<{ id: number }>(
    `insert into ticketing_tier_custom_fields (edition_id, label, type, is_required, values, is_active) values (?, ?, ?, ?, ?::jsonb, ?) returning id`,
    [editionId, label, o.values ? 'ChoiceList' : 'TextInput', o.required ?? false, o.values ? JSON.stringify(o.values) : null, o.active ?? true],
  );
  for (const tierId of tierIds) await sql('insert into ticketing_tier_custom_field_associations (tier_id, custom_field_id) values (?, ?)', [tierId, id]);
  return id;
}

async function quota(editionId: number, title: string, quantity: number, links: { tiers?: number[]; options?: number[]; choices?: [number, string][] } = {}): Promise<number> {
  const { id } = await one<{ id: number }>('insert into ticketing_quotas (edition_id, title, quantity) values (?, ?, ?) returning id', [editionId, title, quantity]);
  for (const tierId of links.tiers ?? []) await sql('insert into ticketing_tier_quotas (tier_id, quota_id) values (?, ?)', [tierId, id]);
  for (const optionId of links.options ?? []) await sql('insert into ticketing_option_quotas (option_id, quota_id) values (?, ?)', [optionId, id]);
  for (const [fieldId, choice] of links.choices ?? []) await sql('insert into ticketing_tier_custom_field_quotas (custom_field_id, choice_value, quota_id) values (?, ?, ?)', [fieldId, choice, id]);
  return id;
}

async function returnable(editionId: number, name: string, links: { tiers?: number[]; options?: number[]; choices?: [number, string][] } = {}): Promise<number> {
  const { id } = await one<{ id: number }>('insert into ticketing_returnable_items (edition_id, name) values (?, ?) returning id', [editionId, name]);
  for (const tierId of links.tiers ?? []) await sql('insert into ticketing_tier_returnable_items (tier_id, returnable_item_id) values (?, ?)', [tierId, id]);
  for (const optionId of links.options ?? []) await sql('insert into ticketing_option_returnable_items (option_id, returnable_item_id) values (?, ?)', [optionId, id]);
  for (const [fieldId, choice] of links.choices ?? [])
    await sql('insert into ticketing_tier_custom_field_returnable_items (custom_field_id, choice_value, returnable_item_id) values (?, ?, ?)', [fieldId, choice, id]);
  return id;
}

interface SyncedItem {
  tierId: number | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  state?: string;
  validated?: boolean;
  amount?: number;
  options?: number[];
  answers?: { customFieldId: number | null; label: string; answer: string }[];
}

let externalSeq = 5000;
/** An order as the sync writes it (source SYNCED, the provider's ids), straight in the database. */
async function syncedOrder(
  editionId: number,
  payer: { firstName: string; lastName: string; email: string },
  items: SyncedItem[],
  o: { status?: string; date?: string; externalId?: string } = {},
): Promise<{ id: number; externalId: string; itemIds: number[] }> {
  const externalId = o.externalId ?? String(++externalSeq);
  const order = await one<{ id: number }>(
    `insert into ticketing_orders (edition_id, external_id, source, payer_first_name, payer_last_name, payer_email, amount, status, order_date)
     values (?, ?, 'SYNCED', ?, ?, ?, ?, ?::ticketing_order_status, ?) returning id`,
    [editionId, externalId, payer.firstName, payer.lastName, payer.email, items.reduce((s, i) => s + (i.amount ?? 1000), 0), o.status ?? 'VALID', o.date ?? new Date().toISOString()],
  );
  const itemIds: number[] = [];
  for (const item of items) {
    const row = await one<{ id: number }>(
      `insert into ticketing_order_items (order_id, edition_id, tier_id, external_id, first_name, last_name, email, amount, state, qr_code, custom_fields, entry_validated, entry_validated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
      [
        order.id,
        editionId,
        item.tierId,
        `${externalId}-${itemIds.length}`,
        item.firstName ?? payer.firstName,
        item.lastName ?? payer.lastName,
        item.email ?? payer.email,
        item.amount ?? 1000,
        item.state ?? 'Processed',
        Buffer.from(`${externalId}${itemIds.length}:638000000000000000`).toString('base64'),
        item.answers ? JSON.stringify(item.answers) : null,
        item.validated ?? false,
        item.validated ? new Date().toISOString() : null,
      ],
    );
    for (const optionId of item.options ?? []) await sql('insert into ticketing_order_item_options (item_id, option_id, amount) values (?, ?, 500)', [row.id, optionId]);
    itemIds.push(row.id);
  }
  return { id: order.id, externalId, itemIds };
}

/** A valid on-site order body: one ticket of `tierId` per attendee name. */
const onSite = (tierId: number, attendees: string[] = ['Zoé Lefèvre'], extra: Json = {}) => ({
  payerFirstName: 'Anaïs',
  payerLastName: 'Noël',
  payerEmail: 'anais@example.org',
  paymentMethod: 'CASH',
  items: attendees.map((a) => ({ tierId, firstName: a.split(' ')[0], lastName: a.split(' ').slice(1).join(' ') || 'X' })),
  ...extra,
});

const codes = (res: { body: Json }) => res.body.code as string;

/** Counts the statements one request runs (ORM connection and the session pool). */
const queries = (agent: Signed['agent'], url: string): Promise<number> => statementsDuring(t, () => agent.get(url).expect(200));
/** The field messages of a 400, in English (the callers' language). */
const fieldErrors = (res: { body: Json }) => (res.body.errors ?? {}) as Record<string, string[]>;
const fields = (res: { body: Json }) => Object.keys(fieldErrors(res)).sort();

// ── access ───────────────────────────────────────────────────────────────────────────────────

describe('who may call the orders endpoints', () => {
  it('refuses anonymous callers (401), strangers and collaborators without the right (403), and answers the managers', async () => {
    const { owner, convention, edition, base } = await setup();
    const tierId = await tier(edition.id, 'Pass');
    const order = await syncedOrder(edition.id, { firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.org' }, [{ tierId }]);
    const stranger = await signedInUser(t);
    const helper = await signedInUser(t);
    const editor = await signedInUser(t);
    // A collaborator holding only volunteers' management; another holding the edition's edit right (which brings 'manage ticketing').
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: helper.user.pseudo, rights: { canManageVolunteers: true } }).expect(201);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: editor.user.pseudo, rights: { canEditAllEditions: true } }).expect(201);
    const reads = [`${base}/orders`, `${base}/orders/${order.id}`, `${base}/orders.csv`, `${base}/attendees.csv`, `${base}/summary`];
    for (const url of reads) {
      await t.agent().get(url).expect(401);
      await stranger.agent.get(url).expect(403);
      await helper.agent.get(url).expect(403);
      await editor.agent.get(url).expect(200);
      await owner.agent.get(url).expect(200);
    }
    await t.agent().post(`${base}/orders`).send(onSite(tierId)).expect(401);
    await stranger.agent.post(`${base}/orders`).send(onSite(tierId)).expect(403);
    await helper.agent.post(`${base}/orders`).send(onSite(tierId)).expect(403);
    const created = (await editor.agent.post(`${base}/orders`).send(onSite(tierId)).expect(201)).body;
    await t.agent().post(`${base}/orders/${created.id}/cancel`).expect(401);
    await stranger.agent.post(`${base}/orders/${created.id}/cancel`).expect(403);
    await helper.agent.post(`${base}/orders/${created.id}/cancel`).expect(403);
    await editor.agent.post(`${base}/orders/${created.id}/cancel`).expect(200);
    // Nothing was written by the refused callers: one on-site order only.
    expect((await one<{ n: number }>(`select count(*)::int as n from ticketing_orders where edition_id = ? and source = 'ONSITE'`, [edition.id])).n).toBe(1);
  });

  it('answers 404 for an order of another edition, an unknown one and a malformed id', async () => {
    const a = await setup();
    const b = await setup();
    const tierB = await tier(b.edition.id, 'Pass');
    const orderB = await syncedOrder(b.edition.id, { firstName: 'Jean', lastName: 'Dupont', email: 'j@example.org' }, [{ tierId: tierB }]);
    for (const id of [orderB.id, 2_000_000_000, 0, -3, 'abc', '99999999999999999999']) {
      const res = await a.owner.agent.get(`${a.base}/orders/${id}`).expect(404);
      expect(codes(res)).toBe('ORDER_NOT_FOUND');
    }
    expect(codes(await a.owner.agent.post(`${a.base}/orders/${orderB.id}/cancel`).expect(404))).toBe('ORDER_NOT_FOUND');
    // Another edition's tier cannot be sold here either.
    const res = await a.owner.agent.post(`${a.base}/orders`).send(onSite(tierB)).expect(400);
    expect(fieldErrors(res)).toEqual({ 'items.0.tierId': ['Choose a tier of this edition.'] });
  });
});

// ── the list ─────────────────────────────────────────────────────────────────────────────────

describe('orders list', () => {
  async function listFixture() {
    const s = await setup();
    const other = await setup();
    const pass = await tier(s.edition.id, 'Pass 3 jours', { customName: 'Pass complet', position: 0 });
    const day = await tier(s.edition.id, 'Pass journée', { position: 1 });
    const otherTier = await tier(other.edition.id, 'Pass');
    const elodie = await syncedOrder(s.edition.id, { firstName: 'Élodie', lastName: 'Lefèvre', email: 'elodie.lefevre@example.org' }, [{ tierId: pass }, { tierId: day, firstName: 'Mathis', lastName: 'Łukasz' }], {
      date: '2027-04-01T10:00:00.000Z',
      externalId: '700123',
    });
    const jean = await syncedOrder(s.edition.id, { firstName: 'Jean', lastName: 'Dupont', email: 'JEAN.DUPONT@Example.org' }, [{ tierId: day, validated: true }, { tierId: day }], {
      date: '2027-04-02T10:00:00.000Z',
    });
    const refunded = await syncedOrder(s.edition.id, { firstName: 'Zoé', lastName: 'Li', email: 'zoe@example.org' }, [{ tierId: pass, state: 'Refunded' }], {
      status: 'CANCELLED',
      date: '2027-04-03T10:00:00.000Z',
    });
    const percent = await syncedOrder(s.edition.id, { firstName: 'Paul', lastName: '100%_Sûr', email: 'paul@example.org' }, [{ tierId: pass, validated: true }], { date: '2027-04-04T10:00:00.000Z' });
    // Another edition's look-alike never shows.
    await syncedOrder(other.edition.id, { firstName: 'Élodie', lastName: 'Lefèvre', email: 'elodie.lefevre@example.org' }, [{ tierId: otherTier }]);
    return { ...s, pass, day, elodie, jean, refunded, percent };
  }

  const ids = (res: { body: Json }) => (res.body.items as { id: number }[]).map((o) => o.id);

  it('lists the edition’s orders newest first, with their items’ counts, tiers and attendees, paginated', async () => {
    const f = await listFixture();
    const all = (await f.owner.agent.get(`${f.base}/orders`).expect(200)).body;
    expect(all.total).toBe(4);
    expect(all.items.map((o: Json) => o.id)).toEqual([f.percent.id, f.refunded.id, f.jean.id, f.elodie.id]);
    const elodie = all.items.find((o: Json) => o.id === f.elodie.id);
    expect(elodie).toMatchObject({ externalId: '700123', source: 'SYNCED', status: 'VALID', payerFirstName: 'Élodie', payerLastName: 'Lefèvre', itemCount: 2, validCount: 2, validatedCount: 0, orderDate: '2027-04-01T10:00:00.000Z' });
    expect([...elodie.tiers].sort()).toEqual(['Pass complet', 'Pass journée']);
    expect([...elodie.attendees].sort()).toEqual(['Mathis Łukasz', 'Élodie Lefèvre']);
    const jean = all.items.find((o: Json) => o.id === f.jean.id);
    expect(jean).toMatchObject({ itemCount: 2, validCount: 2, validatedCount: 1, tiers: ['Pass journée'], attendees: ['Jean Dupont'] });
    const page2 = (await f.owner.agent.get(`${f.base}/orders?page=2&pageSize=3`).expect(200)).body;
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(ids({ body: page2 })).toEqual([f.elodie.id]);
    const beyond = (await f.owner.agent.get(`${f.base}/orders?page=9&pageSize=3`).expect(200)).body;
    expect(beyond).toMatchObject({ total: 4, items: [] });
  });

  it('searches payer and attendee names and e-mails whatever the accents and case, and order ids (ours and the provider’s)', async () => {
    const f = await listFixture();
    const search = async (q: string) => ids(await f.owner.agent.get(`${f.base}/orders`).query({ search: q }).expect(200));
    expect(await search('elodie')).toEqual([f.elodie.id]);
    expect(await search('LEFEVRE')).toEqual([f.elodie.id]);
    expect(await search('élodie lefèvre')).toEqual([f.elodie.id]);
    // An attendee who is not the payer; a letter NFD leaves whole (ł).
    expect(await search('lukasz')).toEqual([f.elodie.id]);
    expect(await search('mathis łukasz')).toEqual([f.elodie.id]);
    // Words of the payer and of an attendee are not mixed (each row holds all the words, or not).
    expect(await search('mathis dupont')).toEqual([]);
    expect(await search('jean.dupont@example')).toEqual([f.jean.id]);
    expect(await search('DUPONT')).toEqual([f.jean.id]);
    // Short words (no trigram) still match.
    expect(await search('li')).toEqual([f.refunded.id]);
    expect(await search('zo li')).toEqual([f.refunded.id]);
    // The provider's order id, our own id (with or without #).
    expect(await search('700123')).toEqual([f.elodie.id]);
    expect(await search(`#${f.jean.id}`)).toEqual([f.jean.id]);
    expect((await search(String(f.jean.id))).includes(f.jean.id)).toBe(true);
    // A ticket's QR code.
    const qr = await one<{ qr: string }>('select qr_code as qr from ticketing_order_items where order_id = ? order by id limit 1', [f.percent.id]);
    expect(await search(qr.qr)).toEqual([f.percent.id]);
    // LIKE's own characters are taken literally.
    expect(await search('100%_sur')).toEqual([f.percent.id]);
    expect(await search('%')).toEqual([f.percent.id]);
    expect(await search('_')).toEqual([f.percent.id]);
    expect(await search('nobody-at-all')).toEqual([]);
  });

  it('keeps its trigram indexes without a pending list, so a search right after a big sync reads no backlog', async () => {
    const indexes = await sql<{ name: string; options: string[] | null }>(
      `select relname as name, reloptions as options from pg_class where relname in ('ticketing_orders_search_trgm', 'ticketing_order_items_search_trgm') order by relname`,
    );
    // The embedded PostgreSQL ships pg_trgm, so both indexes exist here.
    expect(indexes.map((i) => [i.name, i.options])).toEqual([
      ['ticketing_order_items_search_trgm', ['fastupdate=off']],
      ['ticketing_orders_search_trgm', ['fastupdate=off']],
    ]);
  });

  it('filters by tier, status and validation at the gate, and combines them with the search', async () => {
    const f = await listFixture();
    const list = async (query: Record<string, string | number>) => ids(await f.owner.agent.get(`${f.base}/orders`).query(query).expect(200));
    expect(await list({ tierId: f.day })).toEqual([f.jean.id, f.elodie.id]);
    expect(await list({ tierId: f.pass })).toEqual([f.percent.id, f.refunded.id, f.elodie.id]);
    expect(await list({ status: 'CANCELLED' })).toEqual([f.refunded.id]);
    expect(await list({ validated: 'true' })).toEqual([f.percent.id, f.jean.id]);
    // Not validated: orders with a valid ticket still to come (the refunded order has none).
    expect(await list({ validated: 'false' })).toEqual([f.jean.id, f.elodie.id]);
    expect(await list({ validated: 'true', tierId: f.pass })).toEqual([f.percent.id]);
    expect(await list({ search: 'dupont', validated: 'false', status: 'VALID' })).toEqual([f.jean.id]);
    expect(await list({ search: 'dupont', tierId: f.pass })).toEqual([]);
  });

  it('reads a page and an order in as many queries whatever their size', async () => {
    const f = await listFixture();
    for (let i = 0; i < 12; i++) await syncedOrder(f.edition.id, { firstName: `P${i}`, lastName: 'Bulk', email: `p${i}@example.org` }, [{ tierId: f.pass }, { tierId: f.day, validated: true }]);
    await f.owner.agent.get(`${f.base}/orders`).expect(200); // the session is read once, then remembered
    const small = await queries(f.owner.agent, `${f.base}/orders?pageSize=2`);
    const large = await queries(f.owner.agent, `${f.base}/orders?pageSize=50&search=bulk&validated=true`);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(4);
    const big = await syncedOrder(f.edition.id, { firstName: 'Big', lastName: 'Family', email: 'big@example.org' }, Array.from({ length: 8 }, () => ({ tierId: f.pass })));
    expect(await queries(f.owner.agent, `${f.base}/orders/${big.id}`)).toBe(await queries(f.owner.agent, `${f.base}/orders/${f.jean.id}`));
  });

  it('answers 400 with field messages for malformed filters', async () => {
    const f = await listFixture();
    const bad = async (query: Record<string, string>, field: string) => {
      const res = await f.owner.agent.get(`${f.base}/orders`).query(query).expect(400);
      expect(fields(res)).toEqual([field]);
    };
    await bad({ status: 'LOST' }, 'status');
    await bad({ validated: 'maybe' }, 'validated');
    await bad({ tierId: 'abc' }, 'tierId');
    await bad({ page: '0' }, 'page');
    await bad({ pageSize: '101' }, 'pageSize');
    await bad({ search: 'x'.repeat(101) }, 'search');
  });
});

// ── the detail ───────────────────────────────────────────────────────────────────────────────

describe('order detail', () => {
  it('shows each ticket with its tier, attendee, state, options, answers, QR code, entry and the returnable items due', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass', { customName: 'Pass festival' });
    const kids = await tier(edition.id, 'Enfant');
    const camping = await option(edition.id, 'Camping', 500);
    const size = await customField(edition.id, [pass], 'T-shirt', { values: ['S', 'M', 'L'] });
    const cup = await returnable(edition.id, 'Cup', { tiers: [pass, kids] });
    const tag = await returnable(edition.id, 'Camping tag', { options: [camping] });
    const shirt = await returnable(edition.id, 'T-shirt M', { choices: [[size, 'M']] });
    await returnable(edition.id, 'Unlinked');
    const order = await syncedOrder(edition.id, { firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.org' }, [
      { tierId: pass, options: [camping], answers: [{ customFieldId: size, label: 'T-shirt', answer: 'M' }], validated: true },
      { tierId: kids, firstName: 'Léo', lastName: 'Dupont', state: 'Refunded' },
      { tierId: null, amount: 300 },
    ]);
    await sql(`update ticketing_order_items set entry_validated_by_id = ? where id = ?`, [owner.user.id, order.itemIds[0]]);
    const detail = (await owner.agent.get(`${base}/orders/${order.id}`).expect(200)).body;
    expect(detail).toMatchObject({ id: order.id, externalId: order.externalId, source: 'SYNCED', status: 'VALID', payerFirstName: 'Jean', paymentMethod: null, createdBy: null, cancellable: false });
    const [first, second, third] = detail.items;
    expect(first).toMatchObject({
      id: order.itemIds[0],
      tierId: pass,
      tierName: 'Pass festival',
      firstName: 'Jean',
      state: 'Processed',
      valid: true,
      entryValidated: true,
      entryValidatedBy: owner.user.pseudo,
      customFields: [{ customFieldId: size, label: 'T-shirt', answer: 'M' }],
      options: [{ id: camping, name: 'Camping', amount: 500, customFields: [] }],
    });
    expect(first.qrCode).toEqual(expect.any(String));
    expect(first.returnables.map((r: Json) => r.id).sort()).toEqual([cup, tag, shirt].sort());
    expect(second).toMatchObject({ tierId: kids, firstName: 'Léo', valid: false, state: 'Refunded', returnables: [{ id: cup, name: 'Cup' }], options: [], customFields: [] });
    expect(third).toMatchObject({ tierId: null, returnables: [], amount: 300 });
    expect(new Set(detail.items.map((i: Json) => i.qrCode)).size).toBe(3);
  });
});

// ── on-site orders ───────────────────────────────────────────────────────────────────────────

describe('on-site orders', () => {
  it('takes an order with options, answers and a pay-what-you-want amount; each ticket gets its own QR code', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass', { price: 4500 });
    const free = await tier(edition.id, 'Soutien', { price: 1000, min: 500, max: 10000 });
    const camping = await option(edition.id, 'Camping', 800);
    const meal = await option(edition.id, 'Repas', 1200);
    const size = await customField(edition.id, [pass, free], 'T-shirt', { values: ['S', 'M'], required: true });
    const note = await customField(edition.id, [pass], 'Note');
    const body = {
      payerFirstName: '  Anaïs ',
      payerLastName: 'Noël',
      payerEmail: '',
      paymentMethod: 'CARD',
      items: [
        { tierId: pass, firstName: 'Zoé', lastName: 'Lefèvre', email: 'zoe@example.org', optionIds: [camping, meal], customFields: [{ customFieldId: size, answer: 'M' }, { customFieldId: note, answer: ' vegan ' }] },
        { tierId: free, firstName: 'Hugo', lastName: 'Noël', amount: 2500, customFields: [{ customFieldId: size, answer: 'S' }] },
      ],
    };
    const created = (await owner.agent.post(`${base}/orders`).send(body).expect(201)).body;
    expect(created).toMatchObject({
      source: 'ONSITE',
      status: 'VALID',
      externalId: null,
      payerFirstName: 'Anaïs',
      payerLastName: 'Noël',
      payerEmail: null,
      paymentMethod: 'CARD',
      amount: 4500 + 800 + 1200 + 2500,
      createdBy: owner.user.pseudo,
      cancellable: true,
    });
    const [zoe, hugo] = created.items;
    expect(zoe).toMatchObject({ tierId: pass, firstName: 'Zoé', email: 'zoe@example.org', amount: 4500, state: 'Processed', valid: true, entryValidated: false });
    expect(zoe.options.map((o: Json) => [o.id, o.amount])).toEqual([
      [camping, 800],
      [meal, 1200],
    ]);
    expect(zoe.customFields).toEqual([
      { customFieldId: size, label: 'T-shirt', answer: 'M' },
      { customFieldId: note, label: 'Note', answer: 'vegan' },
    ]);
    expect(hugo).toMatchObject({ tierId: free, amount: 2500, customFields: [{ customFieldId: size, label: 'T-shirt', answer: 'S' }] });
    expect(zoe.qrCode).toMatch(/^[0-9a-f]{48}$/);
    expect(zoe.qrCode).not.toBe(hugo.qrCode);
    // QR codes are unique in the edition, and the order shows in the list and its search.
    const again = (await owner.agent.post(`${base}/orders`).send(onSite(pass, ['A B', 'C D', 'E F'], { items: ['A', 'C', 'E'].map((n) => ({ tierId: pass, firstName: n, lastName: 'X', customFields: [{ customFieldId: size, answer: 'S' }] })) })).expect(201)).body;
    const qrs = await sql<{ qr: string }>('select qr_code as qr from ticketing_order_items where edition_id = ?', [edition.id]);
    expect(qrs).toHaveLength(5);
    expect(new Set(qrs.map((r) => r.qr)).size).toBe(5);
    const list = (await owner.agent.get(`${base}/orders`).query({ search: 'zoe lefevre' }).expect(200)).body;
    expect(list.items.map((o: Json) => o.id)).toEqual([created.id]);
    expect((await owner.agent.get(`${base}/orders/${again.id}`).expect(200)).body.items).toHaveLength(3);
  });

  it('answers 400 with field messages for a malformed order and for tickets the catalogue refuses, and writes nothing', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass', { price: 4500 });
    const free = await tier(edition.id, 'Soutien', { price: 1000, min: 500, max: 5000 });
    const off = await option(edition.id, 'Old option', 100, false);
    const size = await customField(edition.id, [pass], 'T-shirt', { values: ['S', 'M'], required: true });
    const post = (body: Json) => owner.agent.post(`${base}/orders`).send(body).expect(400);

    expect(fields(await post({}))).toEqual(['items', 'payerFirstName', 'payerLastName']);
    expect(fieldErrors(await post({ ...onSite(pass), items: [] }))).toEqual({ items: ['Add at least one ticket.'] });
    expect(fields(await post({ ...onSite(pass), paymentMethod: 'BITCOIN', payerEmail: 'not-an-email' }))).toEqual(['payerEmail', 'paymentMethod']);
    const tooMany = onSite(pass, Array.from({ length: 51 }, (_, i) => `A${i} B`));
    expect(fields(await post(tooMany))).toEqual(['items']);
    const malformed = await post({ ...onSite(pass), items: [{ tierId: pass, firstName: '', lastName: 'B', optionIds: [1, 1] }] });
    expect(fieldErrors(malformed)['items.0.optionIds']).toEqual(['Give each option only once.']);
    expect(fields(malformed)).toEqual(['items.0.firstName', 'items.0.optionIds']);

    const res = await post({
      ...onSite(pass),
      items: [
        { tierId: pass, firstName: 'A', lastName: 'B', amount: 100, optionIds: [off, 999999], customFields: [{ customFieldId: size, answer: 'XL' }] },
        { tierId: pass, firstName: 'C', lastName: 'D' },
        { tierId: free, firstName: 'E', lastName: 'F', amount: 100, customFields: [{ customFieldId: size, answer: 'S' }] },
        { tierId: free, firstName: 'G', lastName: 'H', amount: 6000 },
      ],
    });
    expect(fieldErrors(res)).toEqual({
      'items.0.amount': ['This tier has a fixed price (45.00).'],
      'items.0.optionIds': ['The option Old option is no longer offered.', 'Choose among the options of this edition.'],
      'items.0.customFields.0.answer': ['Choose one of the answers offered for T-shirt.'],
      'items.1.customFields': ['Answer the question T-shirt.'],
      'items.2.amount': ['At least 5.00 for this tier.'],
      'items.2.customFields.0.answer': ['This tier does not ask this question.'],
      'items.3.amount': ['At most 50.00 for this tier.'],
    });
    expect((await one<{ n: number }>('select count(*)::int as n from ticketing_orders where edition_id = ?', [edition.id])).n).toBe(0);
  });

  it('refuses a deactivated tier (409 TIER_INACTIVE) and one outside its validity window (409 TIER_NOT_ON_SALE)', async () => {
    const { owner, edition, base } = await setup();
    const inactive = await tier(edition.id, 'Ancien pass', { active: false });
    const later = await tier(edition.id, 'Dimanche', { from: iso(24 * HOUR) });
    const over = await tier(edition.id, 'Prévente', { until: iso(-HOUR) });
    const now = await tier(edition.id, 'Samedi', { from: iso(-HOUR), until: iso(HOUR) });
    const inactiveRes = await owner.agent.post(`${base}/orders`).send(onSite(inactive)).expect(409);
    expect(inactiveRes.body).toMatchObject({ code: 'TIER_INACTIVE', tierId: inactive });
    expect(inactiveRes.body.message).toContain('Ancien pass');
    for (const id of [later, over]) {
      const res = await owner.agent.post(`${base}/orders`).send(onSite(id)).expect(409);
      expect(res.body).toMatchObject({ code: 'TIER_NOT_ON_SALE', tierId: id });
    }
    // One refused tier refuses the whole order.
    const mixed = { ...onSite(now), items: [{ tierId: now, firstName: 'A', lastName: 'B' }, { tierId: later, firstName: 'C', lastName: 'D' }] };
    expect(codes(await owner.agent.post(`${base}/orders`).send(mixed).expect(409))).toBe('TIER_NOT_ON_SALE');
    await owner.agent.post(`${base}/orders`).send(onSite(now)).expect(201);
    expect((await one<{ n: number }>('select count(*)::int as n from ticketing_order_items where edition_id = ?', [edition.id])).n).toBe(1);
  });

  it('counts an order against the quotas of its tiers, options and answers, each ticket once per quota', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass');
    const camping = await option(edition.id, 'Camping');
    const size = await customField(edition.id, [pass], 'T-shirt', { values: ['S', 'M'] });
    const site = await quota(edition.id, 'Site', 3, { tiers: [pass], options: [camping] });
    const tents = await quota(edition.id, 'Tentes', 1, { options: [camping] });
    await quota(edition.id, 'T-shirts M', 1, { choices: [[size, 'M']] });
    await syncedOrder(edition.id, { firstName: 'Jean', lastName: 'Dupont', email: 'j@example.org' }, [{ tierId: pass }, { tierId: pass, state: 'Refunded' }]);
    // Tier and option both link "Site": the ticket takes one place of it, not two; a refunded ticket takes none.
    const withTent = { ...onSite(pass), items: [{ tierId: pass, firstName: 'A', lastName: 'B', optionIds: [camping] }] };
    await owner.agent.post(`${base}/orders`).send(withTent).expect(201);
    const tentsFull = await owner.agent.post(`${base}/orders`).send(withTent).expect(409);
    expect(tentsFull.body).toMatchObject({ code: 'QUOTA_FULL', quotaId: tents, remaining: 0 });
    expect(tentsFull.body.message).toContain('Tentes');
    const shirtM = (answer: string) => ({ ...onSite(pass), items: [{ tierId: pass, firstName: 'C', lastName: 'D', customFields: [{ customFieldId: size, answer }] }] });
    await owner.agent.post(`${base}/orders`).send(shirtM('M')).expect(201);
    expect(codes(await owner.agent.post(`${base}/orders`).send(shirtM('M')).expect(409))).toBe('QUOTA_FULL');
    // Site: 1 synced + 1 + 1 = 3 of 3.
    const siteFull = await owner.agent.post(`${base}/orders`).send(shirtM('S')).expect(409);
    expect(siteFull.body).toMatchObject({ code: 'QUOTA_FULL', quotaId: site, remaining: 0 });
    const summary = (await owner.agent.get(`${base}/summary`).expect(200)).body;
    expect(summary.quotas.map((q: Json) => [q.title, q.used, q.remaining])).toEqual([
      ['Site', 3, 0],
      ['Tentes', 1, 0],
      ['T-shirts M', 1, 0],
    ]);
  });

  it('takes an order left unpaid (no payment method: paid at the gate), counted against its quotas like any other', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass', { price: 4500 });
    await quota(edition.id, 'Jauge', 2, { tiers: [pass] });
    const unpaid = (await owner.agent.post(`${base}/orders`).send(onSite(pass, ['Zoé Lefèvre'], { paymentMethod: null })).expect(201)).body;
    expect(unpaid).toMatchObject({ source: 'ONSITE', status: 'VALID', amount: 4500, paymentMethod: null });
    const { paymentMethod: _left, ...absent } = onSite(pass, ['Léa Petit']);
    expect((await owner.agent.post(`${base}/orders`).send(absent).expect(201)).body.paymentMethod).toBeNull();
    expect(codes(await owner.agent.post(`${base}/orders`).send(onSite(pass, ['Ana Roy'])).expect(409))).toBe('QUOTA_FULL');
    const listed = (await owner.agent.get(`${base}/orders`).expect(200)).body.items as Json[];
    expect(listed.map((o) => o.paymentMethod)).toEqual([null, null]);
  });

  it('refuses an order needing more places than a quota has left', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass');
    await quota(edition.id, 'Jauge', 2, { tiers: [pass] });
    const res = await owner.agent.post(`${base}/orders`).send(onSite(pass, ['A B', 'C D', 'E F'])).expect(409);
    expect(res.body).toMatchObject({ code: 'QUOTA_FULL', remaining: 2, needed: 3 });
    await owner.agent.post(`${base}/orders`).send(onSite(pass, ['A B', 'C D'])).expect(201);
  });

  it('gives the last place to one of two desks ordering at once: one 201, one 409', async () => {
    const { owner, convention, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass');
    await quota(edition.id, 'Dernière place', 1, { tiers: [pass] });
    const desk2 = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: desk2.user.pseudo, rights: { canManageTicketing: true } }).expect(201);
    for (let round = 0; round < 3; round++) {
      await sql(`update ticketing_quotas set quantity = quantity + ? where edition_id = ?`, [round === 0 ? 0 : 1, edition.id]);
      const answers = await Promise.all([owner.agent.post(`${base}/orders`).send(onSite(pass, ['A B'])), desk2.agent.post(`${base}/orders`).send(onSite(pass, ['C D']))]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body).toMatchObject({ code: 'QUOTA_FULL', remaining: 0 });
    }
    expect((await one<{ n: number }>('select count(*)::int as n from ticketing_order_items where edition_id = ?', [edition.id])).n).toBe(3);
  });

  it('sells exactly five of a quota of five to twenty orders sent at once', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass');
    const kids = await tier(edition.id, 'Enfant');
    await quota(edition.id, 'Jauge', 5, { tiers: [pass, kids] });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => owner.agent.post(`${base}/orders`).send(onSite(i % 2 ? pass : kids, [`P${i} X`]))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 409).every((r) => codes(r) === 'QUOTA_FULL')).toBe(true);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(15);
    expect((await one<{ n: number }>('select count(*)::int as n from ticketing_order_items where edition_id = ?', [edition.id])).n).toBe(5);
  });
});

// ── cancelling ───────────────────────────────────────────────────────────────────────────────

describe('cancelling an order', () => {
  it('cancels a local order once: its tickets become invalid and free their quota place; a synced one is cancelled at the provider', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass');
    await quota(edition.id, 'Jauge', 2, { tiers: [pass] });
    const created = (await owner.agent.post(`${base}/orders`).send(onSite(pass, ['A B', 'C D'])).expect(201)).body;
    expect(codes(await owner.agent.post(`${base}/orders`).send(onSite(pass)).expect(409))).toBe('QUOTA_FULL');
    const cancelled = (await owner.agent.post(`${base}/orders/${created.id}/cancel`).expect(200)).body;
    expect(cancelled).toMatchObject({ id: created.id, status: 'CANCELLED', cancelledBy: owner.user.pseudo, cancellable: false });
    expect(cancelled.cancelledAt).toEqual(expect.any(String));
    expect(cancelled.items.map((i: Json) => [i.state, i.valid])).toEqual([
      ['Canceled', false],
      ['Canceled', false],
    ]);
    expect(codes(await owner.agent.post(`${base}/orders/${created.id}/cancel`).expect(409))).toBe('ALREADY_CANCELLED');
    // The places are free again.
    await owner.agent.post(`${base}/orders`).send(onSite(pass, ['E F', 'G H'])).expect(201);
    const synced = await syncedOrder(edition.id, { firstName: 'Jean', lastName: 'Dupont', email: 'j@example.org' }, [{ tierId: null }]);
    const res = await owner.agent.post(`${base}/orders/${synced.id}/cancel`).expect(409);
    expect(res.body.code).toBe('SYNCED_ORDER');
    expect(res.body.message).toMatch(/HelloAsso/);
    expect((await one<{ status: string }>('select status from ticketing_orders where id = ?', [synced.id])).status).toBe('VALID');
  });

  it('cancels once when two cancels are sent at once', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass');
    const created = (await owner.agent.post(`${base}/orders`).send(onSite(pass)).expect(201)).body;
    const answers = await Promise.all([owner.agent.post(`${base}/orders/${created.id}/cancel`), owner.agent.post(`${base}/orders/${created.id}/cancel`)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

// ── exports ──────────────────────────────────────────────────────────────────────────────────

/** Parses our CSV (quoted cells, CRLF); checks and drops the BOM. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV exports', () => {
  it('exports orders (one line each, filtered like the list) and valid attendees, headed in the reader’s language, formulas defused', async () => {
    const { owner, edition, base } = await setup('Fête du Jonglage 2027');
    const pass = await tier(edition.id, 'Pass');
    const camping = await option(edition.id, 'Camping');
    const size = await customField(edition.id, [pass], 'T-shirt', { values: ['S', 'M'] });
    const evil = await syncedOrder(edition.id, { firstName: '=HYPERLINK("http://evil")', lastName: '+cmd', email: '@evil.org' }, [
      { tierId: pass, firstName: '-2+3', lastName: 'Dupont, "Jr"', options: [camping], answers: [{ customFieldId: size, label: 'T-shirt', answer: 'M' }], validated: true },
      { tierId: pass, firstName: 'Refunded', lastName: 'One', state: 'Refunded' },
    ]);
    const local = (await owner.agent.post(`${base}/orders`).send(onSite(pass, ['Zoé Lefèvre'], { paymentMethod: 'CHEQUE' })).expect(201)).body;

    // Headed in the reader's language (their profile's).
    await owner.agent.patch('/api/profile').send({ preferredLanguage: 'fr' }).expect(200);
    const orders = await owner.agent.get(`${base}/orders.csv`).expect(200);
    expect(orders.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(orders.headers['content-disposition']).toBe('attachment; filename="orders-fete-du-jonglage-2027.csv"');
    const rows = parseCsv(orders.text);
    expect(rows[0][0]).toBe('N° de commande');
    expect(rows).toHaveLength(3);
    const evilRow = rows.find((r) => r[0] === String(evil.id))!;
    expect(evilRow.slice(5, 8)).toEqual(["'=HYPERLINK(\"http://evil\")", "'+cmd", "'@evil.org"]);
    expect(evilRow[10]).toBe('2');
    const localRow = rows.find((r) => r[0] === String(local.id))!;
    expect(localRow[2]).toBe('Sur place');
    expect(localRow[8]).toBe('Chèque');
    expect(localRow[9]).toBe('0.00');
    // The list's filters apply.
    const filtered = parseCsv((await owner.agent.get(`${base}/orders.csv`).query({ search: 'lefevre' }).expect(200)).text);
    expect(filtered.map((r) => r[0])).toEqual([filtered[0][0], String(local.id)]);

    await owner.agent.patch('/api/profile').send({ preferredLanguage: 'en' }).expect(200);
    const attendees = await owner.agent.get(`${base}/attendees.csv`).expect(200);
    expect(attendees.headers['content-disposition']).toBe('attachment; filename="attendees-fete-du-jonglage-2027.csv"');
    const lines = parseCsv(attendees.text);
    expect(lines[0].slice(0, 4)).toEqual(['Ticket', 'Order', 'Provider’s order id', 'First name']);
    // The refunded ticket is not an attendee.
    expect(lines.slice(1).map((l) => l[3])).toEqual(["'-2+3", 'Zoé']);
    expect(lines[1].slice(4, 12)).toEqual(['Dupont, "Jr"', "'@evil.org", 'Pass', 'Camping', 'T-shirt: M', '10.00', expect.any(String), 'Yes']);
    expect(lines[2][11]).toBe('No');
    const notYet = parseCsv((await owner.agent.get(`${base}/attendees.csv`).query({ validated: 'false' }).expect(200)).text);
    expect(notYet.slice(1).map((l) => l[3])).toEqual(['Zoé']);
    // A bad filter is a JSON error with the field's message, not a CSV download.
    expectJsonError(await owner.agent.get(`${base}/orders.csv`).query({ status: 'PAID' }), 400, { status: ['Choose one of the proposed values.'] });
    expectJsonError(await owner.agent.get(`${base}/attendees.csv`).query({ validated: 'maybe' }), 400, { validated: ['Choose one of the proposed values.'] });
    expectJsonError(await owner.agent.get(`${base}/attendees.csv`).query({ tierId: '0' }), 400, { tierId: ['The value must be at least 1.'] });
  });

  it('reads the rows a thousand at a time and writes each once', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass');
    // 2,500 orders, several at the same instant (the pages' boundaries fall inside a run of equal dates).
    await sql(
      `insert into ticketing_orders (edition_id, external_id, source, payer_first_name, payer_last_name, payer_email, status, order_date)
       select ?, 'x' || g, 'SYNCED', 'P' || g, 'Bulk', 'p' || g || '@example.org', 'VALID', timestamptz '2027-01-01 10:00:00.123456+00' + ((g / 7) || ' seconds')::interval
       from generate_series(1, 2500) g`,
      [edition.id],
    );
    await sql(
      `insert into ticketing_order_items (order_id, edition_id, tier_id, state, qr_code) select o.id, o.edition_id, ?, 'Processed', md5(o.id::text) from ticketing_orders o where o.edition_id = ?`,
      [pass, edition.id],
    );
    const rows = parseCsv((await owner.agent.get(`${base}/orders.csv`).expect(200)).text).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2500);
    const attendees = parseCsv((await owner.agent.get(`${base}/attendees.csv`).expect(200)).text).slice(1);
    expect(attendees).toHaveLength(2500);
    expect(new Set(attendees.map((r) => r[0])).size).toBe(2500);
  });
});

// ── counts ───────────────────────────────────────────────────────────────────────────────────

describe('summary', () => {
  it('counts per tier (sold, valid, cancelled, validated, amount) and per quota, with totals', async () => {
    const { owner, edition, base } = await setup();
    const pass = await tier(edition.id, 'Pass', { position: 0, price: 4500 });
    const kids = await tier(edition.id, 'Enfant', { position: 1 });
    const unsold = await tier(edition.id, 'Dimanche', { position: 2, active: false });
    await quota(edition.id, 'Jauge', 10, { tiers: [pass, kids] });
    const camping = await option(edition.id, 'Camping', 500);
    await syncedOrder(edition.id, { firstName: 'Jean', lastName: 'Dupont', email: 'j@example.org' }, [
      { tierId: pass, amount: 4500, validated: true, options: [camping] },
      { tierId: pass, amount: 4500, state: 'Refunded', options: [camping] },
      { tierId: kids, amount: 0, validated: true },
      { tierId: null, amount: 300 },
    ]);
    await owner.agent.post(`${base}/orders`).send(onSite(pass, ['A B'])).expect(201);
    const summary = (await owner.agent.get(`${base}/summary`).expect(200)).body;
    expect(summary.tiers).toEqual([
      { tierId: pass, name: 'Pass', isActive: true, sold: 3, valid: 2, cancelled: 1, validated: 1, amount: 9500 },
      { tierId: kids, name: 'Enfant', isActive: true, sold: 1, valid: 1, cancelled: 0, validated: 1, amount: 0 },
      { tierId: unsold, name: 'Dimanche', isActive: false, sold: 0, valid: 0, cancelled: 0, validated: 0, amount: 0 },
      { tierId: null, name: null, isActive: true, sold: 1, valid: 1, cancelled: 0, validated: 0, amount: 300 },
    ]);
    expect(summary.quotas).toEqual([{ quotaId: expect.any(Number), title: 'Jauge', quantity: 10, used: 3, remaining: 7 }]);
    expect(summary.totals).toEqual({ sold: 5, valid: 4, cancelled: 1, validated: 2, amount: 9800, orders: 2 });
    // An edition without tickets answers zeros.
    const empty = await setup();
    expect((await empty.owner.agent.get(`${empty.base}/summary`).expect(200)).body).toEqual({ tiers: [], quotas: [], totals: { sold: 0, valid: 0, cancelled: 0, validated: 0, amount: 0, orders: 0 } });
  });
});
