/**
 * The fake HelloAsso (tools/fake-helloasso) speaks the v5 protocol the sync is written against:
 * tokens and their refresh and expiry, the form, the orders and items lists with their continuation
 * tokens (one comes back even on the last page), date filters, refunds, injected 429s. The sync's
 * own tests, the bench and the demo rely on it, so it is tested over HTTP like a client sees it.
 */
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';

let fake: FakeHelloAsso;
beforeAll(async () => {
  fake = await startFakeHelloAsso({ seed: 7 });
});
afterAll(async () => {
  await fake.close();
});

const FORM = '/v5/organizations/fake-org/forms/Event/fake-festival';
const HELLOASSO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}[+-]\d{2}:\d{2}$/;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function tokenCall(target: FakeHelloAsso, fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') {
  const body = contentType.startsWith('application/json') ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  const res = await fetch(`${target.url}/oauth2/token`, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: res.status, body: (await res.json()) as Json };
}

async function newToken(target: FakeHelloAsso = fake): Promise<Json> {
  const { status, body } = await tokenCall(target, { grant_type: 'client_credentials', client_id: 'fake-client', client_secret: 'fake-secret' });
  expect(status).toBe(200);
  return body;
}

async function get(path: string, accessToken?: string, target: FakeHelloAsso = fake) {
  const res = await fetch(`${target.url}${path}`, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
}

async function control(path: string, body: Json = {}) {
  const res = await fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

/** Walks a list with its continuation tokens: every page, and the answer after the last one. */
async function walk(kind: 'orders' | 'items', accessToken: string, params: Record<string, string>) {
  const pages: Json[][] = [];
  let token: string | undefined;
  let last: Json = {};
  for (let guard = 0; guard < 1000; guard++) {
    const query = new URLSearchParams(params);
    if (token) query.set('continuationToken', token);
    const res = await get(`${FORM}/${kind}?${query}`, accessToken);
    expect(res.status).toBe(200);
    last = res.body;
    if (res.body.data.length === 0) break;
    pages.push(res.body.data);
    token = res.body.pagination.continuationToken;
  }
  return { pages, rows: pages.flat(), last, lastToken: token };
}

describe('OAuth2 tokens', () => {
  it('gives a bearer token for the client credentials, form-encoded only, and refuses wrong ones', async () => {
    const body = await newToken();
    expect(body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'bearer', expires_in: 1800 });
    expect((await get(`${FORM}/public`, body.access_token)).status).toBe(200);

    const wrong = await tokenCall(fake, { grant_type: 'client_credentials', client_id: 'fake-client', client_secret: 'nope' });
    expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ error: 'invalid_client' }) });
    const json = await tokenCall(fake, { grant_type: 'client_credentials', client_id: 'fake-client', client_secret: 'fake-secret' }, 'application/json');
    expect(json).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_request' }) });
    expect((await tokenCall(fake, { grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
  });

  it('refreshes with the refresh token, which is then used up', async () => {
    const first = await newToken();
    const refreshed = await tokenCall(fake, { grant_type: 'refresh_token', client_id: 'fake-client', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect((await get(`${FORM}/public`, refreshed.body.access_token)).status).toBe(200);

    const again = await tokenCall(fake, { grant_type: 'refresh_token', client_id: 'fake-client', refresh_token: first.refresh_token });
    expect(again).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_grant' }) });
  });

  it('answers 401 to a missing, unknown or expired token; a refresh still works after /_fake/expire-tokens', async () => {
    const body = await newToken();
    expect((await get(`${FORM}/public`)).status).toBe(401);
    expect((await get(`${FORM}/public`, 'not-a-token')).status).toBe(401);

    await control('/expire-tokens');
    const expired = await get(`${FORM}/orders`, body.access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    const refreshed = await tokenCall(fake, { grant_type: 'refresh_token', client_id: 'fake-client', refresh_token: body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await get(`${FORM}/orders`, refreshed.body.access_token)).status).toBe(200);
  });

  it('lets a token expire after expires_in seconds', async () => {
    const shortLived = await startFakeHelloAsso({ tokenTtlSeconds: 1 });
    try {
      const body = await newToken(shortLived);
      expect(body.expires_in).toBe(1);
      expect((await get(`${FORM}/public`, body.access_token, shortLived)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await get(`${FORM}/public`, body.access_token, shortLived)).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe('the API', () => {
  let access: string;
  beforeEach(async () => {
    await control('/reset');
    access = (await newToken()).access_token;
  });

  it("describes the form's tiers with their custom fields and extra options; 403 for another organisation, 404 for an unknown form", async () => {
    const form = await get(`${FORM}/public`, access);
    expect(form.status).toBe(200);
    const pass = form.body.tiers.find((t: Json) => t.id === 1001);
    expect(pass).toEqual(
      expect.objectContaining({ label: 'Pass 3 jours', tierType: 'Registration', price: 4500, saleStartDate: expect.stringMatching(/^\d{4}-/), maxPerUser: 10 }),
    );
    expect(pass.customFields).toContainEqual({ id: 2001, label: 'Taille de t-shirt', type: 'ChoiceList', isRequired: false, values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] });
    expect(pass.extraOptions).toContainEqual(expect.objectContaining({ id: 3001, label: 'Emplacement camping', price: 1000, isRequired: false, customFields: [expect.objectContaining({ id: 2003 })] }));
    expect(form.body.tiers.some((t: Json) => t.tierType === 'Donation')).toBe(true);

    expect((await get('/v5/organizations/other-org/forms/Event/fake-festival/public', access)).status).toBe(403);
    expect((await get('/v5/organizations/fake-org/forms/Event/other-festival/public', access)).status).toBe(404);
    expect((await get('/v5/organizations/fake-org/forms/Membership/fake-festival/orders', access)).status).toBe(404);
    expect((await get('/v5/organizations/fake-org', access)).body.organizationSlug).toBe('fake-org');
  });

  it('pages orders with continuation tokens: a token comes back on the last page, then an empty page with the same token', async () => {
    await control('/seed', { orders: 250 });
    const { pages, rows, last, lastToken } = await walk('orders', access, { pageSize: '100', sortField: 'UpdateDate', sortOrder: 'Asc' });
    expect(pages.map((p) => p.length)).toEqual([100, 100, 50]);
    expect(new Set(rows.map((o) => o.id)).size).toBe(250);
    expect(last.pagination).toEqual(expect.objectContaining({ pageSize: 100, totalCount: 250, totalPages: 3, continuationToken: lastToken }));
    const updates = rows.map((o) => Date.parse(o.meta.updatedAt));
    expect(updates).toEqual([...updates].sort((a, b) => a - b));

    // The last non-empty page carries a token too.
    const third = await get(`${FORM}/orders?pageSize=100&sortField=UpdateDate&sortOrder=Asc&continuationToken=${encodeURIComponent(lastToken!)}`, access);
    expect(third.body.data).toEqual([]);
    expect(third.body.pagination.continuationToken).toBe(lastToken);
  });

  it('sorts newest first by default, like HelloAsso, and walks the same rows', async () => {
    await control('/seed', { orders: 120 });
    const { rows } = await walk('orders', access, { pageSize: '50' });
    expect(rows).toHaveLength(120);
    const dates = rows.map((o) => Date.parse(o.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives orders and items in HelloAsso shapes, details (custom fields, options) only with withDetails=true', async () => {
    await control('/seed', { orders: 60 });
    const plain = await get(`${FORM}/orders?pageSize=100`, access);
    const order = plain.body.data[0];
    expect(order).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        date: expect.stringMatching(HELLOASSO_DATE),
        formSlug: 'fake-festival',
        formType: 'Event',
        payer: expect.objectContaining({ email: expect.stringMatching(/@example\./), firstName: expect.any(String), lastName: expect.any(String) }),
        amount: { total: expect.any(Number), vat: 0, discount: expect.any(Number) },
        meta: { createdAt: expect.stringMatching(HELLOASSO_DATE), updatedAt: expect.stringMatching(HELLOASSO_DATE) },
      }),
    );
    expect(order.items[0]).not.toHaveProperty('customFields');
    expect(order.items[0]).not.toHaveProperty('options');

    const detailed = (await get(`${FORM}/orders?pageSize=100&withDetails=true`, access)).body.data as Json[];
    const items = detailed.flatMap((o) => o.items);
    expect(items.length).toBeGreaterThan(60);
    for (const o of detailed) {
      const total = o.items.reduce((sum: number, i: Json) => sum + i.amount + i.options.reduce((s: number, op: Json) => s + op.amount, 0), 0);
      expect(o.amount.total).toBe(total);
    }
    const ticket = items.find((i) => i.type === 'Registration' && i.options.length > 0 && i.customFields.length > 0);
    expect(ticket).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        amount: expect.any(Number),
        initialAmount: expect.any(Number),
        state: expect.stringMatching(/^(Processed|Registered)$/),
        tierId: expect.any(Number),
        priceCategory: expect.stringMatching(/^(Fixed|Pwyw|Free)$/),
        user: { firstName: expect.any(String), lastName: expect.any(String) },
        ticketUrl: expect.stringContaining(String(ticket?.id)),
      }),
    );
    expect(ticket!.customFields[0]).toEqual({ id: expect.any(Number), name: expect.any(String), type: expect.any(String), answer: expect.any(String) });
    expect(ticket!.options[0]).toEqual({ optionId: expect.any(Number), name: expect.any(String), amount: expect.any(Number), isRequired: false, customFields: expect.any(Array) });
    const [itemId, ticks] = Buffer.from(ticket!.qrCode, 'base64').toString().split(':');
    expect(Number(itemId)).toBe(ticket!.id);
    expect(ticks).toMatch(/^\d{18}$/);

    const types = new Set(items.map((i) => i.type));
    expect(types.has('Registration')).toBe(true);
    expect(items.filter((i) => i.type === 'Registration').length).toBeGreaterThan(items.length * 0.8);

    const one = await get(`/v5/orders/${order.id}`, access);
    expect(one.body).toEqual(expect.objectContaining({ id: order.id, payer: order.payer, payments: expect.any(Array) }));
    const item = await get(`/v5/items/${ticket!.id}?withDetails=true`, access);
    expect(item.body).toEqual(expect.objectContaining({ id: ticket!.id, qrCode: ticket!.qrCode, customFields: ticket!.customFields, order: expect.objectContaining({ formSlug: 'fake-festival' }), payer: expect.any(Object) }));
    expect((await get('/v5/orders/1', access)).status).toBe(404);
    expect((await get('/v5/items/1', access)).status).toBe(404);
  });

  it('pages items (with their order and payer) across order boundaries without loss or repeat', async () => {
    const seeded = await control('/seed', { orders: 90 });
    const { pages, rows } = await walk('items', access, { pageSize: '7', sortField: 'UpdateDate', sortOrder: 'Asc', withDetails: 'true' });
    expect(rows).toHaveLength(seeded.items);
    expect(new Set(rows.map((i) => i.id)).size).toBe(seeded.items);
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(rows[0]).toEqual(expect.objectContaining({ order: expect.objectContaining({ id: expect.any(Number), date: expect.stringMatching(HELLOASSO_DATE), formSlug: 'fake-festival', formType: 'Event' }), payer: expect.objectContaining({ email: expect.any(String) }), customFields: expect.any(Array) }));
    const desc = await walk('items', access, { pageSize: '13', sortField: 'UpdateDate', sortOrder: 'Desc' });
    expect(desc.rows.map((i) => i.id).sort()).toEqual(rows.map((i) => i.id).sort());
  });

  it('refuses pageSize above 100 (400) and a bad date or token', async () => {
    expect((await get(`${FORM}/orders?pageSize=101`, access)).status).toBe(400);
    expect((await get(`${FORM}/items?pageSize=0`, access)).status).toBe(400);
    expect((await get(`${FORM}/orders?pageSize=100`, access)).status).toBe(200);
    expect((await get(`${FORM}/orders?from=yesterday`, access)).status).toBe(400);
    expect((await get(`${FORM}/orders?continuationToken=garbage`, access)).status).toBe(400);
  });

  it('filters on meta.updatedAt with sortField=UpdateDate: refunds and changes bump it, new orders appear, the order date does not move', async () => {
    await control('/seed', { orders: 200 });
    const before = new Date(Date.now() - 1).toISOString();
    const refunded = (await control('/refund', { count: 3 })).orderIds as number[];
    const changed = (await control('/change', { count: 2 })).orderIds as number[];
    const added = (await control('/orders', { count: 4 })).orderIds as number[];
    expect(refunded).toHaveLength(3);

    const since = await walk('orders', access, { pageSize: '100', sortField: 'UpdateDate', sortOrder: 'Asc', from: before, withDetails: 'true' });
    expect(since.rows.map((o) => o.id)).toEqual([...refunded, ...changed, ...added]);
    for (const order of since.rows.filter((o) => refunded.includes(o.id))) {
      expect(order.items.every((i: Json) => i.state === 'Canceled')).toBe(true);
      if (order.payments.length > 0) expect(order.payments[0].state).toBe('Refunded');
      expect(Date.parse(order.meta.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before));
      expect(Date.parse(order.date)).toBeLessThan(Date.parse(before));
    }
    // A touch moves meta.updatedAt and nothing else.
    const touchedId = since.rows[0].id as number;
    const untouched = (await get(`/v5/orders/${touchedId}`, access)).body;
    await control('/touch', { orderIds: [touchedId] });
    const touched = (await get(`/v5/orders/${touchedId}`, access)).body;
    expect(Date.parse(touched.meta.updatedAt)).toBeGreaterThan(Date.parse(untouched.meta.updatedAt));
    const withoutMeta = (order: Json) => JSON.parse(JSON.stringify(order), (key, value) => (key === 'meta' ? undefined : value));
    expect(withoutMeta(touched)).toEqual(withoutMeta(untouched));
    // By order date, only the new orders are after `before`.
    const byDate = await walk('orders', access, { pageSize: '100', from: before });
    expect(byDate.rows.map((o) => o.id).sort()).toEqual([...added].sort());
    // `to` is exclusive: up to the first refund's stamp, none of the changed orders.
    const firstStamp = since.rows[0].meta.updatedAt as string;
    const upTo = await walk('orders', access, { pageSize: '100', sortField: 'UpdateDate', to: firstStamp });
    expect(upTo.rows).toHaveLength(200 - refunded.length - changed.length);
    // The items list follows the same rule.
    const items = await walk('items', access, { pageSize: '100', sortField: 'UpdateDate', sortOrder: 'Asc', from: before });
    expect(new Set(items.rows.map((i) => i.order.id))).toEqual(new Set([...refunded, ...changed, ...added]));
  });

  it('injects 429 (with Retry-After) and 5xx for the next calls, then answers again; counts requests', async () => {
    await control('/seed', { orders: 10 });
    await control('/fail', { status: 429, times: 2 });
    const first = await get(`${FORM}/orders`, access);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await get(`${FORM}/items`, access)).status).toBe(429);
    expect((await get(`${FORM}/orders`, access)).status).toBe(200);

    await control('/fail', { status: 503, times: 1, path: '/items' });
    expect((await get(`${FORM}/orders`, access)).status).toBe(200);
    expect((await get(`${FORM}/items`, access)).status).toBe(503);
    expect((await get(`${FORM}/items`, access)).status).toBe(200);
    const stats = (await (await fetch(`${fake.url}/_fake/stats`)).json()) as Json;
    expect(stats).toEqual(expect.objectContaining({ orders: 10, items: expect.any(Number), tokensIssued: expect.any(Number) }));
    expect(stats.requests).toEqual(expect.objectContaining({ failed: 3, orders: 2, items: 1 }));
  });

  it('changes the tiers: a removed tier vanishes from the form while its items keep their tierId', async () => {
    await control('/seed', { orders: 40 });
    const { tiers } = await control('/tiers', { remove: [1003], add: [{ label: 'Pass VIP', price: 9000 }] });
    expect(tiers.map((t: Json) => t.label)).toContain('Pass VIP');
    const form = await get(`${FORM}/public`, access);
    expect(form.body.tiers.map((t: Json) => t.id)).not.toContain(1003);
    const vip = form.body.tiers.find((t: Json) => t.label === 'Pass VIP');
    expect(vip).toEqual(expect.objectContaining({ id: expect.any(Number), price: 9000, tierType: 'Registration' }));
    const { rows } = await walk('items', access, { pageSize: '100' });
    expect(rows.some((i) => i.tierId === 1003)).toBe(true);
  });

  it('is deterministic for a seed', async () => {
    const shape = (orders: Json[]) => orders.map((o) => [o.id, o.payer.email, o.amount.total, o.items.map((i: Json) => [i.id, i.tierId, i.amount, i.user.lastName])]);
    await control('/seed', { orders: 30, seed: 42 });
    const one = (await get(`${FORM}/orders?pageSize=30&withDetails=true`, access)).body.data;
    await control('/reset');
    await control('/seed', { orders: 30, seed: 42 });
    const two = (await get(`${FORM}/orders?pageSize=30&withDetails=true`, access)).body.data;
    expect(shape(two)).toEqual(shape(one));
  });

  it('serves 20,000 orders fast: a page deep in the list', async () => {
    const seeded = await control('/seed', { orders: 20_000 });
    expect(seeded.items).toBeGreaterThan(45_000);
    expect(seeded.items).toBeLessThan(55_000);
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const started = performance.now();
    const page = await get(`${FORM}/items?pageSize=100&withDetails=true&sortField=UpdateDate&sortOrder=Asc&from=${from}`, access);
    expect(page.body.data).toHaveLength(100);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
