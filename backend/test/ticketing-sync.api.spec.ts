/**
 * The HelloAsso sync against the fake HelloAsso (tools/fake-helloasso), real PostgreSQL, real HTTP:
 * first sync, idempotent re-sync (0 rows written), changes (refunds invalidate, orders follow),
 * token expiry mid-sync, 429 retried, the continuation token of the last page, bad data skipped,
 * vanished tiers deactivated, one run at a time, the webhook, the schedule, a run left by a dead
 * worker resumed, a server process killed mid-sync (kill -9) that resumes without duplicates or loss,
 * and no run holding an edition: cancelled by an organiser, or failed once stalled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import { APP_CONFIG, type AppConfig } from '../src/core/config/config';
import { SYNC_STALL_MS } from '../src/modules/ticketing/sync-rules';
import { SYNC_QUEUE, SyncRepository } from '../src/modules/ticketing/sync.repository';
import { SyncService } from '../src/modules/ticketing/sync.service';
import { SyncWorker } from '../src/modules/ticketing/sync-worker';
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
interface Run {
  id: number;
  status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  trigger: string;
  finishedAt: string | null;
  pagesDone: number;
  itemsDone: number;
  created: number;
  updated: number;
  cancelled: number;
  unchanged: number;
  skipped: number;
  changedSince: string | null;
  error: { code: string; params?: Record<string, unknown> } | null;
  requestedBy: { id: number; pseudo: string } | null;
}

/** SQL with $1… placeholders (each may come back), run through the ORM's connection (which takes `?`). */
function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const values: unknown[] = [];
  const query = text.replace(/\$(\d+)/g, (_, n: string) => {
    values.push(params[Number(n) - 1]);
    return '?';
  });
  return t.em().getConnection().execute<T[]>(query, values);
}
const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await sql<T>(text, params))[0];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fakeWith(orders: number, seed = 1): Promise<FakeHelloAsso> {
  const fake = await startFakeHelloAsso({ orders, seed });
  fakes.push(fake);
  return fake;
}

async function edition(owner: Signed, endDate = '2099-07-04') {
  const convention = (await owner.agent.post('/api/conventions').send({ name: `Festival ${randomBytes(3).toString('hex')}` }).expect(201)).body as { id: number };
  return (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Tickets 2099', startDate: '2099-07-01', endDate, isOnline: true }).expect(201))
    .body as { id: number };
}

/** An organiser whose edition is connected to the fake. */
async function connected(fake: FakeHelloAsso) {
  const owner = await signedInUser(t);
  const ed = await edition(owner);
  await owner.agent.put(`/api/editions/${ed.id}/ticketing/external`).send(fake.connection()).expect(200);
  return { owner, editionId: ed.id };
}

async function until<T>(ask: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 60_000, label = 'condition'): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await ask();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`${label} not met within ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await sleep(50);
  }
}

const runOf = async (owner: Signed, editionId: number, runId: number) => (await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs/${runId}`).expect(200)).body as Run;
const finished = (owner: Signed, editionId: number, runId: number) =>
  until(() => runOf(owner, editionId, runId), (r) => r.status !== 'QUEUED' && r.status !== 'RUNNING', 60_000, `run ${runId} finished`);

/** "Sync now", and the run once finished. */
async function syncNow(owner: Signed, editionId: number): Promise<Run> {
  const queued = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Run;
  return finished(owner, editionId, queued.id);
}

async function counts(editionId: number) {
  return one<{ orders: number; items: number; tiers: number; activeTiers: number; options: number; fields: number; associations: number; itemOptions: number }>(
    `select (select count(*)::int from ticketing_orders where edition_id = $1) as orders,
            (select count(*)::int from ticketing_order_items where edition_id = $1) as items,
            (select count(*)::int from ticketing_tiers where edition_id = $1) as tiers,
            (select count(*)::int from ticketing_tiers where edition_id = $1 and is_active) as "activeTiers",
            (select count(*)::int from ticketing_options where edition_id = $1) as options,
            (select count(*)::int from ticketing_tier_custom_fields where edition_id = $1) as fields,
            (select count(*)::int from ticketing_tier_custom_field_associations a join ticketing_tiers t on t.id = a.tier_id where t.edition_id = $1) as associations,
            (select count(*)::int from ticketing_order_item_options o join ticketing_order_items i on i.id = o.item_id where i.edition_id = $1) as "itemOptions"`,
    [editionId],
  );
}

/** Every synced row of the edition with its row version (xmin): a row written again gets a new one. */
async function rowVersions(editionId: number): Promise<string[]> {
  const rows = await sql<{ v: string }>(
    `select 'o' || id || ':' || xmin::text as v from ticketing_orders where edition_id = $1
     union all select 'i' || id || ':' || xmin::text from ticketing_order_items where edition_id = $1
     union all select 't' || id || ':' || xmin::text from ticketing_tiers where edition_id = $1
     union all select 'p' || id || ':' || xmin::text from ticketing_options where edition_id = $1
     union all select 'f' || id || ':' || xmin::text from ticketing_tier_custom_fields where edition_id = $1
     union all select 'a' || a.id || ':' || a.xmin::text from ticketing_tier_custom_field_associations a join ticketing_tiers t on t.id = a.tier_id where t.edition_id = $1
     union all select 'x' || o.id || ':' || o.xmin::text from ticketing_order_item_options o join ticketing_order_items i on i.id = o.item_id where i.edition_id = $1`,
    [editionId],
  );
  return rows.map((r) => r.v).sort();
}

describe('a first sync', () => {
  it('imports the form and every order and item of the fake, with attendees, answers, options and QR codes', async () => {
    const fake = await fakeWith(250, 3);
    const { owner, editionId } = await connected(fake);
    const run = await syncNow(owner, editionId);
    expect(run).toMatchObject({ status: 'SUCCEEDED', trigger: 'MANUAL', created: 250, updated: 0, cancelled: 0, unchanged: 0, skipped: 0, pagesDone: 3, changedSince: null, error: null });
    expect(run.requestedBy?.id).toBe(owner.user.id);
    const stats = fake.stats();
    expect(run.itemsDone).toBe(stats.items);
    const form = fake.state.formJson();
    const c = await counts(editionId);
    expect(c).toMatchObject({ orders: 250, items: stats.items, tiers: form.tiers.length, activeTiers: form.tiers.length });
    expect(c.fields).toBeGreaterThan(0);
    expect(c.options).toBeGreaterThan(0);
    expect(c.associations).toBeGreaterThan(0);
    expect(c.itemOptions).toBeGreaterThan(0);

    // One order compared field by field with HelloAsso's.
    const [sample] = await sql<{ externalId: string }>(`select external_id as "externalId" from ticketing_orders where edition_id = $1 order by external_id limit 1`, [editionId]);
    const theirs = (await (await fetch(`${fake.url}/_fake/orders/${sample.externalId}`)).json()) as {
      amount: { total: number };
      payer: { firstName: string; lastName: string; email: string };
      items: { id: number; state: string; qrCode?: string; amount: number; tierId?: number; user?: { firstName: string; lastName: string } }[];
    };
    const order = await one<Record<string, unknown>>(`select * from ticketing_orders where edition_id = $1 and external_id = $2`, [editionId, sample.externalId]);
    expect(order).toMatchObject({ source: 'SYNCED', amount: theirs.amount.total, payer_first_name: theirs.payer.firstName, payer_email: theirs.payer.email, status: 'VALID' });
    const items = await sql<Record<string, unknown>>(
      `select i.*, t.external_id as tier_external_id from ticketing_order_items i left join ticketing_tiers t on t.id = i.tier_id where i.order_id = $1 order by i.external_id`,
      [order.id],
    );
    expect(items).toHaveLength(theirs.items.length);
    for (const [k, it] of theirs.items.sort((a, b) => String(a.id).localeCompare(String(b.id))).entries()) {
      expect(items[k]).toMatchObject({ external_id: String(it.id), state: it.state, amount: it.amount });
      if (it.qrCode) expect(items[k].qr_code).toBe(it.qrCode);
      if (it.tierId) expect(items[k].tier_external_id).toBe(String(it.tierId));
    }

    // The attendee falls back to the payer; lines without a QR code (donations) get one of ours; answers point at our custom fields.
    const other = await one<{ n: number }>(
      `select count(*)::int as n from ticketing_order_items i join ticketing_orders o on o.id = i.order_id
       where i.edition_id = $1 and (i.first_name is distinct from o.payer_first_name or i.last_name is distinct from o.payer_last_name)`,
      [editionId],
    );
    expect(other.n).toBeGreaterThan(0);
    const nameless = await one<{ n: number }>(`select count(*)::int as n from ticketing_order_items where edition_id = $1 and (first_name is null or last_name is null)`, [editionId]);
    expect(nameless.n).toBe(0);
    const donations = await sql<{ qr: string; tier: number | null }>(`select qr_code as qr, tier_id as tier from ticketing_order_items where edition_id = $1 and type = 'Donation'`, [editionId]);
    expect(donations.length).toBeGreaterThan(0);
    for (const d of donations) expect(d.qr).toMatch(/^[0-9a-f]{48}$/);
    const answered = await one<{ n: number; linked: number }>(
      `select count(*)::int as n, count(*) filter (where (a->>'customFieldId') is not null)::int as linked
       from ticketing_order_items i, jsonb_array_elements(i.custom_fields) a where i.edition_id = $1`,
      [editionId],
    );
    expect(answered.n).toBeGreaterThan(0);
    expect(answered.linked).toBe(answered.n);

    const status = (await owner.agent.get(`/api/editions/${editionId}/ticketing/external`).expect(200)).body;
    expect(status).toMatchObject({ status: 'ACTIVE', lastError: null, activeRun: null });
    expect(status.lastSyncAt).not.toBeNull();
    expect(new Date(status.syncedUntil).getTime()).toBeLessThanOrEqual(new Date(status.lastSyncAt).getTime());
  });
});

describe('a sync run again', () => {
  it('writes no row when nothing changed, incrementally or reading every order again', async () => {
    const fake = await fakeWith(220, 4);
    const { owner, editionId } = await connected(fake);
    await syncNow(owner, editionId);
    const before = await rowVersions(editionId);

    const incremental = await syncNow(owner, editionId);
    expect(incremental).toMatchObject({ status: 'SUCCEEDED', created: 0, updated: 0, cancelled: 0, skipped: 0 });
    expect(incremental.changedSince).not.toBeNull();
    expect(await rowVersions(editionId)).toEqual(before);

    // Every order read again (as after a change of form settings): all unchanged, still nothing written.
    await sql(`update external_ticketings set synced_until = null where edition_id = $1`, [editionId]);
    const full = await syncNow(owner, editionId);
    expect(full).toMatchObject({ status: 'SUCCEEDED', created: 0, updated: 0, cancelled: 0, unchanged: 220, skipped: 0, changedSince: null });
    expect(await rowVersions(editionId)).toEqual(before);
  });

  it('brings new orders, changes and refunds; a refunded ticket is invalid and its order follows; the rest is not written', async () => {
    const fake = await fakeWith(150, 5);
    const { owner, editionId } = await connected(fake);
    await syncNow(owner, editionId);
    const before = new Map((await sql<{ id: number; ext: string; v: string }>(`select id, external_id as ext, xmin::text as v from ticketing_orders where edition_id = $1`, [editionId])).map((r) => [r.ext, r.v]));

    const refunded = fake.state.refund({ count: 4 }).map(String);
    const changed = fake.state.change({ count: 3 }).map(String);
    const added = fake.state.addOrders({ count: 5 }).map(String);
    const run = await syncNow(owner, editionId);
    expect(run).toMatchObject({ status: 'SUCCEEDED', created: 5, cancelled: 4, updated: 3, skipped: 0 });

    const states = await sql<{ ext: string; status: string; states: string[] }>(
      `select o.external_id as ext, o.status, array_agg(i.state order by i.id) as states from ticketing_orders o join ticketing_order_items i on i.order_id = o.id
       where o.edition_id = $1 and o.external_id = any($2::text[]) group by o.id`,
      [editionId, `{${refunded.join(',')}}`],
    );
    expect(states).toHaveLength(4);
    for (const s of states) {
      expect(s.status).toBe('CANCELLED');
      expect(new Set(s.states)).toEqual(new Set(['Canceled']));
    }
    const after = await sql<{ ext: string; v: string }>(`select external_id as ext, xmin::text as v from ticketing_orders where edition_id = $1`, [editionId]);
    const rewritten = after.filter((r) => before.has(r.ext) && before.get(r.ext) !== r.v).map((r) => r.ext).sort();
    expect(rewritten).toEqual([...refunded, ...changed].sort());
    expect(after.filter((r) => !before.has(r.ext)).map((r) => r.ext).sort()).toEqual(added.sort());
    expect((await counts(editionId)).items).toBe(fake.stats().items);
  });

  it('keeps the organiser\'s edits of a synced tier, deactivates a tier gone from the form and brings it back when it returns', async () => {
    const fake = await fakeWith(30, 6);
    const { owner, editionId } = await connected(fake);
    await syncNow(owner, editionId);
    const tiers = fake.state.formJson().tiers;
    const gone = tiers[tiers.length - 1];
    const kept = tiers[0];
    await sql(`update ticketing_tiers set description = 'Ours', custom_name = 'Pass', valid_from = '2099-07-01T08:00:00Z' where edition_id = $1 and external_id = $2`, [editionId, String(kept.id)]);

    fake.state.changeTiers({ remove: [gone.id] });
    await syncNow(owner, editionId);
    const rows = await sql<{ ext: string; active: boolean; description: string | null; customName: string | null; validFrom: string | null }>(
      `select external_id as ext, is_active as active, description, custom_name as "customName", valid_from as "validFrom" from ticketing_tiers where edition_id = $1`,
      [editionId],
    );
    expect(rows).toHaveLength(tiers.length);
    expect(rows.find((r) => r.ext === String(gone.id))?.active).toBe(false);
    expect(rows.find((r) => r.ext === String(kept.id))).toMatchObject({ active: true, description: 'Ours', customName: 'Pass' });
    expect(new Date(rows.find((r) => r.ext === String(kept.id))!.validFrom!).toISOString()).toBe('2099-07-01T08:00:00.000Z');

    // A price change at HelloAsso is the provider's: it is taken.
    fake.state.changeTiers({ update: [{ id: kept.id, price: 4321 }] });
    // The tier comes back with its id (the fake's `add` makes new ids: its list is put back by hand).
    (fake.state as unknown as { tiers: unknown[] }).tiers.push(gone);
    await syncNow(owner, editionId);
    const again = await sql<{ ext: string; active: boolean; price: number; customName: string | null }>(
      `select external_id as ext, is_active as active, price, custom_name as "customName" from ticketing_tiers where edition_id = $1`,
      [editionId],
    );
    expect(again.find((r) => r.ext === String(gone.id))?.active).toBe(true);
    expect(again.find((r) => r.ext === String(kept.id))).toMatchObject({ price: 4321, customName: 'Pass' });
  });
});

describe('HelloAsso misbehaving', () => {
  it('renews the token when it expires in the middle of a sync', async () => {
    const fake = await fakeWith(700, 7);
    const { owner, editionId } = await connected(fake);
    fake.delay(120);
    const queued = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Run;
    await until(() => runOf(owner, editionId, queued.id), (r) => r.pagesDone >= 2, 30_000, 'two pages');
    fake.expireTokens();
    fake.delay(0);
    const run = await finished(owner, editionId, queued.id);
    expect(run).toMatchObject({ status: 'SUCCEEDED', created: 700, pagesDone: 7 });
    const stats = fake.stats();
    expect(stats.requests.unauthorized).toBeGreaterThanOrEqual(1);
    expect(stats.requests.refresh).toBeGreaterThanOrEqual(1);
    expect((await counts(editionId)).items).toBe(stats.items);
  });

  it('retries 429 and 5xx answers with back-off', async () => {
    const fake = await fakeWith(120, 8);
    const { owner, editionId } = await connected(fake);
    fake.fail(429, 2);
    fake.fail(503, 1, '/orders');
    const run = await syncNow(owner, editionId);
    expect(run).toMatchObject({ status: 'SUCCEEDED', created: 120, skipped: 0 });
    expect(fake.stats().requests.failed).toBe(3);
  });

  it('fails the run with PROVIDER_ERROR when HelloAsso keeps failing, without moving the incremental mark', async () => {
    const fake = await fakeWith(10, 9);
    const { owner, editionId } = await connected(fake);
    fake.fail(500, 50);
    const run = await syncNow(owner, editionId);
    expect(run).toMatchObject({ status: 'FAILED', error: { code: 'PROVIDER_ERROR', params: { status: 500 } } });
    const status = (await owner.agent.get(`/api/editions/${editionId}/ticketing/external`).expect(200)).body;
    expect(status).toMatchObject({ status: 'ERROR', lastError: { code: 'PROVIDER_ERROR', params: { status: 500 } }, syncedUntil: null });
    expect(status.lastSyncAt).not.toBeNull();
    // HelloAsso is back (the failures injected are forgotten with the store, filled again).
    await fetch(`${fake.url}/_fake/reset`, { method: 'POST' });
    fake.state.seed({ orders: 10 });
    const ok = await syncNow(owner, editionId);
    expect(ok.status).toBe('SUCCEEDED');
    expect((await owner.agent.get(`/api/editions/${editionId}/ticketing/external`).expect(200)).body).toMatchObject({ status: 'ACTIVE', lastError: null });
  });

  it('tells the team members who manage ticketing, once, when the sync starts failing; again after it worked in between', async () => {
    const fake = await fakeWith(10, 19);
    const { owner, editionId } = await connected(fake);
    const { conventionId } = await one<{ conventionId: number }>('select convention_id as "conventionId" from editions where id = $1', [editionId]);
    const member = async (rights: Record<string, boolean>) => {
      const user = await signedInUser(t);
      await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: user.user.pseudo, rights }).expect(201);
      return user.user.id;
    };
    const ticketing = await member({ canManageTicketing: true });
    const editor = await member({ canEditAllEditions: true });
    const volunteersOnly = await member({ canManageVolunteers: true });
    const told = async () =>
      (await sql<{ userId: number; count: number }>(
        `select user_id as "userId", count(*)::int as count from notifications where title_key = 'notifications.ticketing.syncFailing.title' and user_id = any($1::int[]) group by user_id order by user_id`,
        [`{${[owner.user.id, ticketing, editor, volunteersOnly].join(',')}}`],
      )).map((r) => [r.userId, r.count]);
    const everyone = (count: number) => [owner.user.id, ticketing, editor].sort((a, b) => a - b).map((id) => [id, count]);

    fake.fail(500, 50);
    expect((await syncNow(owner, editionId)).status).toBe('FAILED');
    // The author, the collaborator given ticketing and the one who edits every edition; not the volunteers' manager.
    await until(told, (v) => v.length === 3, 10_000, 'the team told');
    expect(await told()).toEqual(everyone(1));
    const [message] = await sql<{ actionUrl: string; category: string }>(
      `select action_url as "actionUrl", category from notifications where title_key = 'notifications.ticketing.syncFailing.title' and user_id = $1`,
      [owner.user.id],
    );
    expect(message).toEqual({ actionUrl: `/editions/${editionId}/gestion/ticketing/external`, category: 'ticketing' });

    // Failing again tells no one again: seen once the next streak's notifications are in (they come after).
    expect((await syncNow(owner, editionId)).status).toBe('FAILED');

    // It works again, then fails: told a second time.
    await fetch(`${fake.url}/_fake/reset`, { method: 'POST' });
    fake.state.seed({ orders: 10 });
    expect((await syncNow(owner, editionId)).status).toBe('SUCCEEDED');
    const [{ last }] = await sql<{ last: number }>(`select coalesce(max(id), 0)::int as last from notifications`);
    fake.fail(500, 50);
    expect((await syncNow(owner, editionId)).status).toBe('FAILED');
    const toldAfter = async () =>
      (await sql<{ n: number }>(`select count(distinct user_id)::int as n from notifications where title_key = 'notifications.ticketing.syncFailing.title' and id > $1`, [last]))[0]!.n;
    await until(toldAfter, (n) => n === 3, 10_000, 'the team told again');
    expect(await told()).toEqual(everyone(2));
  });

  it('stops on the empty page after the last one, although a continuation token comes back with it', async () => {
    const fake = await fakeWith(200, 10);
    const { owner, editionId } = await connected(fake);
    const run = await syncNow(owner, editionId);
    expect(run).toMatchObject({ status: 'SUCCEEDED', created: 200, pagesDone: 2 });
    // Two pages of 100, then the empty page that ends the list; nothing more.
    expect(fake.stats().requests.orders).toBe(3);
  });

  it('logs and skips an order with bad data, and writes the others of its page', async () => {
    const stub = await badDataHelloAsso();
    try {
      const owner = await signedInUser(t);
      const ed = await edition(owner);
      await owner.agent
        .put(`/api/editions/${ed.id}/ticketing/external`)
        .send({ provider: 'HELLOASSO', clientId: 'c', clientSecret: 's', organizationSlug: 'org', formSlug: 'form', apiBaseUrl: stub.url })
        .expect(200);
      const run = await syncNow(owner, ed.id);
      // Order 3 has no date, order 4 an item without state; 5 and 6 share a QR code: the database refuses the second.
      expect(run).toMatchObject({ status: 'SUCCEEDED', created: 3, skipped: 3 });
      const orders = await sql<{ ext: string }>(`select external_id as ext from ticketing_orders where edition_id = $1 order by external_id`, [ed.id]);
      expect(orders.map((o) => o.ext)).toEqual(['1', '2', '5']);
    } finally {
      await stub.close();
    }
  });
});

describe('one run at a time', () => {
  it('answers 202 to one of parallel "sync now" and 409 with the running run to the others', async () => {
    const fake = await fakeWith(300, 11);
    const { owner, editionId } = await connected(fake);
    fake.delay(100);
    const answers = await Promise.all(Array.from({ length: 6 }, () => owner.agent.post(`/api/editions/${editionId}/ticketing/sync`)));
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status === 409);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'SYNC_RUNNING', run: { id: accepted[0].body.id } });
    fake.delay(0);
    await finished(owner, editionId, accepted[0].body.id);
    expect((await one<{ n: number }>(`select count(*)::int as n from ticketing_sync_runs where edition_id = $1`, [editionId])).n).toBe(1);
    await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202);
  });

  it('refuses to sync an edition not connected to HelloAsso', async () => {
    const owner = await signedInUser(t);
    const ed = await edition(owner);
    expect((await owner.agent.post(`/api/editions/${ed.id}/ticketing/sync`).expect(409)).body.code).toBe('NOT_CONNECTED');
    await owner.agent.put(`/api/editions/${ed.id}/ticketing/external`).send({ provider: 'WEEZEVENT' }).expect(200);
    expect((await owner.agent.post(`/api/editions/${ed.id}/ticketing/sync`).expect(409)).body.code).toBe('NOT_CONNECTED');
  });

  it('stops a run when the edition is disconnected, and keeps what it imported', async () => {
    const fake = await fakeWith(600, 12);
    const { owner, editionId } = await connected(fake);
    fake.delay(150);
    const queued = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Run;
    await until(() => runOf(owner, editionId, queued.id), (r) => r.pagesDone >= 1, 30_000, 'a page');
    await owner.agent.delete(`/api/editions/${editionId}/ticketing/external`).expect(204);
    const run = await finished(owner, editionId, queued.id);
    expect(run).toMatchObject({ status: 'FAILED', error: { code: 'DISCONNECTED' } });
    fake.delay(0);
    // Its worker is off it (the job ended): whatever it would still write is written.
    await until(
      async () => (await sql<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and (data->>'runId')::int = $2 and state in ('created', 'retry', 'active')`, [SYNC_QUEUE, queued.id]))[0]!.n,
      (n) => n === 0,
      30_000,
      'the worker off the run',
    );
    const c = await counts(editionId);
    expect(c.orders).toBeGreaterThanOrEqual(100);
    expect(c.orders).toBeLessThan(600);
    expect(c.orders % 100).toBe(0);
  });
});

describe('the history', () => {
  it('lists the runs newest first, a page at a time; a run of another edition is not found', async () => {
    const fake = await fakeWith(5, 13);
    const { owner, editionId } = await connected(fake);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await syncNow(owner, editionId)).id);
    const page1 = (await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs`).query({ limit: 2 }).expect(200)).body;
    expect(page1.total).toBe(3);
    expect(page1.items.map((r: Run) => r.id)).toEqual([ids[2], ids[1]]);
    const page2 = (await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs`).query({ limit: 2, offset: 2 }).expect(200)).body;
    expect(page2.items.map((r: Run) => r.id)).toEqual([ids[0]]);
    await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs`).query({ limit: 0 }).expect(400);

    const other = await signedInUser(t);
    const otherEdition = await edition(other);
    await other.agent.get(`/api/editions/${otherEdition.id}/ticketing/sync/runs/${ids[0]}`).expect(404);
    await other.agent.get(`/api/editions/${editionId}/ticketing/sync/runs/${ids[0]}`).expect(403);
    await t.agent().get(`/api/editions/${editionId}/ticketing/sync/runs`).expect(401);
    await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs/abc`).expect(404);
    await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs/99999999999`).expect(404);
  });

  it('forgets, after a week, the scheduled and webhook runs that changed nothing; keeps the others', async () => {
    const owner = await signedInUser(t);
    const { id: editionId } = await edition(owner);
    const run = async (trigger: string, status: string, created: number, daysAgo: number) =>
      (await one<{ id: number }>(
        `insert into ticketing_sync_runs (edition_id, trigger, status, created, queued_at, started_at, finished_at)
         values ($1, $2, $3, $4, now() - make_interval(days => $5), now() - make_interval(days => $5), now() - make_interval(days => $5)) returning id`,
        [editionId, trigger, status, created, daysAgo],
      )).id;
    const quietOld = [await run('SCHEDULE', 'SUCCEEDED', 0, 8), await run('WEBHOOK', 'SUCCEEDED', 0, 30)];
    const kept = [await run('SCHEDULE', 'SUCCEEDED', 0, 2), await run('SCHEDULE', 'SUCCEEDED', 3, 30), await run('SCHEDULE', 'FAILED', 0, 30), await run('MANUAL', 'SUCCEEDED', 0, 30)];
    expect(await t.app.get(SyncService).prune()).toBe(true);
    const left = (await sql<{ id: number }>('select id from ticketing_sync_runs where edition_id = $1 order by id', [editionId])).map((r) => r.id);
    // The two quiet runs older than a week are gone; the recent one, the one that changed something, the failed and the manual ones stay.
    expect(quietOld.every((id) => !left.includes(id))).toBe(true);
    expect(left).toEqual(kept);
  });
});

describe('the webhook', () => {
  it('queues a run on a notification of a known connection (none while one is active), 404 otherwise, limited per connection', async () => {
    const fake = await fakeWith(5, 14);
    const { owner, editionId } = await connected(fake);
    const { webhookUrl } = (await owner.agent.get(`/api/editions/${editionId}/ticketing/external`).expect(200)).body as { webhookUrl: string };
    const path = new URL(webhookUrl).pathname;
    expect(path).toMatch(/^\/api\/ticketing\/webhooks\/helloasso\/[0-9a-f]{48}$/);

    fake.delay(300);
    const first = await t.agent().post(path).send({ eventType: 'Order', data: { id: 1 }, metadata: { any: 'thing' } }).expect(200);
    expect(first.body).toEqual({ queued: true });
    expect((await t.agent().post(path).send({ eventType: 'Payment', data: {} }).expect(200)).body).toEqual({ queued: false });
    const [run] = await sql<{ id: number; trigger: string; requested: number | null }>(`select id, trigger, requested_by_id as requested from ticketing_sync_runs where edition_id = $1`, [editionId]);
    expect(run).toMatchObject({ trigger: 'WEBHOOK', requested: null });
    fake.delay(0);
    await finished(owner, editionId, run.id);

    await t.agent().post('/api/ticketing/webhooks/helloasso/' + 'a'.repeat(48)).send({ eventType: 'Order', data: {} }).expect(404);
    await t.agent().post('/api/ticketing/webhooks/helloasso/nope').send({}).expect(404);
    await t.agent().post(path).send({ eventType: 42 }).expect(400);

    const answers = await Promise.all(Array.from({ length: 32 }, () => t.agent().post(path).send({ eventType: 'Order', data: {} })));
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(2);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);

    // Disconnected: the address no longer answers.
    await owner.agent.delete(`/api/editions/${editionId}/ticketing/external`).expect(204);
    await t.agent().post(path).send({ eventType: 'Order', data: {} }).expect(404);
  });
});

describe('the schedule', () => {
  it('queues a run for each edition connected to HelloAsso that is not over and has no active run', async () => {
    const fake = await fakeWith(3, 15);
    const current = await connected(fake);
    const busy = await connected(fake);
    const owner = await signedInUser(t);
    const over = await edition(owner, '2099-07-04');
    await owner.agent.put(`/api/editions/${over.id}/ticketing/external`).send(fake.connection()).expect(200);
    await sql(`update editions set start_date = current_date - 5, end_date = current_date - 2 where id = $1`, [over.id]);
    const lastDay = await edition(owner);
    await owner.agent.put(`/api/editions/${lastDay.id}/ticketing/external`).send(fake.connection()).expect(200);
    await sql(`update editions set start_date = current_date - 3, end_date = current_date - 1 where id = $1`, [lastDay.id]);
    const byHand = await edition(owner);
    await owner.agent.put(`/api/editions/${byHand.id}/ticketing/external`).send({ provider: 'OTHER' }).expect(200);
    fake.delay(400);
    const busyRun = (await busy.owner.agent.post(`/api/editions/${busy.editionId}/ticketing/sync`).expect(202)).body as Run;

    await t.app.get(SyncService).queueScheduled();
    const runs = await sql<{ edition: number; trigger: string }>(
      `select edition_id as edition, trigger from ticketing_sync_runs where edition_id = any($1::int[]) order by id`,
      [`{${[current.editionId, busy.editionId, over.id, lastDay.id, byHand.id].join(',')}}`],
    );
    expect(runs).toEqual([
      { edition: busy.editionId, trigger: 'MANUAL' },
      ...[current.editionId, lastDay.id].sort((a, b) => a - b).map((edition) => ({ edition, trigger: 'SCHEDULE' })),
    ]);
    fake.delay(0);
    await finished(busy.owner, busy.editionId, busyRun.id);
  });

  it('queues nothing when the scheduled sync is turned off (TICKETING_SCHEDULED_SYNC=0)', async () => {
    const fake = await fakeWith(3, 16);
    const { editionId } = await connected(fake);
    const config = t.app.get<AppConfig>(APP_CONFIG);
    config.ticketingScheduledSync = false;
    try {
      await t.app.get(SyncService).queueScheduled();
    } finally {
      config.ticketingScheduledSync = true;
    }
    expect(await sql('select id from ticketing_sync_runs where edition_id = $1', [editionId])).toEqual([]);
  });
});

describe('a run whose worker died', () => {
  it('is queued again by the recovery and resumes from where it stood', async () => {
    const fake = await fakeWith(260, 16);
    const { owner, editionId } = await connected(fake);
    // As a worker killed after its first page left it: RUNNING, the first page written, the token of the second kept.
    const first = (await (await fetch(`${fake.url}/v5/organizations/fake-org/forms/Event/fake-festival/orders?pageSize=100&sortField=UpdateDate&sortOrder=Asc&withDetails=true`, {
      headers: { authorization: `Bearer ${await fakeToken(fake)}` },
    })).json()) as { pagination: { continuationToken: string } };
    const to = new Date().toISOString();
    const [row] = await sql<{ id: number }>(
      `insert into ticketing_sync_runs (edition_id, trigger, status, started_at, pages_done, created, resume_state) values ($1, 'MANUAL', 'RUNNING', now(), 1, 100, $2::jsonb) returning id`,
      [editionId, JSON.stringify({ phase: 'orders', from: null, to, token: first.pagination.continuationToken })],
    );
    // The edition is not stuck: "sync now" says a sync is under way.
    expect((await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(409)).body.run.id).toBe(row.id);

    // What the server does at start-up and every 15 minutes: the run has no live worker (its lock is free), so it is queued again.
    expect(await t.app.get(SyncWorker).recover()).toBe(1);
    const run = await finished(owner, editionId, row.id);
    expect(run).toMatchObject({ status: 'SUCCEEDED', pagesDone: 3, created: 260 });
    expect((await counts(editionId)).orders).toBe(160);
    expect(fake.stats().requests.form ?? 0).toBe(0);
  });
});

describe('a run whose job was lost', () => {
  it('is queued again once it has waited more than 10 minutes, not before', async () => {
    const fake = await fakeWith(30, 18);
    const { owner, editionId } = await connected(fake);
    const [row] = await sql<{ id: number }>(`insert into ticketing_sync_runs (edition_id, trigger, queued_at) values ($1, 'SCHEDULE', now() - interval '9 minutes') returning id`, [editionId]);
    const worker = t.app.get(SyncWorker);
    await worker.recover();
    // Queued again is a job sent for it (recover() sends before it answers): none.
    const jobsOf = async (runId: number) =>
      (await sql<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and (data->>'runId')::int = $2`, [SYNC_QUEUE, runId]))[0]!.n;
    expect(await jobsOf(row.id)).toBe(0);
    expect((await runOf(owner, editionId, row.id)).status).toBe('QUEUED');
    await sql(`update ticketing_sync_runs set queued_at = now() - interval '11 minutes' where id = $1`, [row.id]);
    expect(await worker.recover()).toBeGreaterThanOrEqual(1);
    expect(await finished(owner, editionId, row.id)).toMatchObject({ status: 'SUCCEEDED', created: 30 });
  });
});

describe('a server process killed in the middle of a sync (kill -9)', () => {
  it('resumes the run when the server starts again, without duplicates or loss', async () => {
    const fake = await fakeWith(1500, 17);
    const db = await cloneDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'festival-kill-'));
    const env = { SESSION_SECRET: 'kill-test', SECRETS_KEY: 'kill-test-secrets', DATA_DIR: dataDir, DATABASE_URL: db.url, TICKETING_ALLOW_PRIVATE_HOSTS: 'true', DEMO: '0', LOG_LEVEL: 'warn' };
    let server = await startServer(env);
    try {
      const api = apiOf(server.base);
      const email = `kill-${randomBytes(3).toString('hex')}@example.com`;
      await api('POST', '/api/auth/register', { email, pseudo: `kill_${randomBytes(3).toString('hex')}`, password: 'correct horse battery', nom: 'Kill', prenom: 'Nine' });
      await api('POST', '/api/auth/verify-email', { email, code: mailedCode(dataDir, email) });
      const convention = await api('POST', '/api/conventions', { name: 'Killed festival' });
      const ed = await api('POST', `/api/conventions/${convention.id}/editions`, { name: 'Killed 2099', startDate: '2099-07-01', endDate: '2099-07-04', isOnline: true });
      await api('PUT', `/api/editions/${ed.id}/ticketing/external`, fake.connection());
      fake.delay(250);
      const queued = await api('POST', `/api/editions/${ed.id}/ticketing/sync`);
      const pg = new Client({ connectionString: db.url });
      await pg.connect();
      try {
        const progress = async () => (await pg.query<{ status: string; pages: number; created: number }>('select status, pages_done as pages, created from ticketing_sync_runs where id = $1', [queued.id])).rows[0];
        await until(progress, (r) => r.pages >= 4, 60_000, 'four pages written');
        server.child.kill('SIGKILL');
        await server.exited;
        const atKill = await progress();
        expect(atKill.status).toBe('RUNNING');
        expect(atKill.pages).toBeLessThan(15);
        const written = (await pg.query<{ n: number }>('select count(*)::int as n from ticketing_orders where edition_id = $1', [ed.id])).rows[0].n;
        expect(written).toBe(atKill.pages * 100);
        expect(atKill.created).toBe(written);

        fake.delay(0);
        server = await startServer(env);
        const done = await until(progress, (r) => r.status !== 'RUNNING' && r.status !== 'QUEUED', 60_000, 'the resumed run finished');
        expect(done).toEqual({ status: 'SUCCEEDED', pages: 15, created: 1500 });
        const totals = (await pg.query<{ orders: number; distinctOrders: number; items: number; distinctItems: number }>(
          `select (select count(*)::int from ticketing_orders where edition_id = $1) as orders,
                  (select count(distinct external_id)::int from ticketing_orders where edition_id = $1) as "distinctOrders",
                  (select count(*)::int from ticketing_order_items where edition_id = $1) as items,
                  (select count(distinct external_id)::int from ticketing_order_items where edition_id = $1) as "distinctItems"`,
          [ed.id],
        )).rows[0];
        const stats = fake.stats();
        expect(totals).toEqual({ orders: 1500, distinctOrders: 1500, items: stats.items, distinctItems: stats.items });
      } finally {
        await pg.end();
      }
    } finally {
      await server.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

// ── support ───────────────────────────────────────────────────────────────────────────────────

async function fakeToken(fake: FakeHelloAsso): Promise<string> {
  const answer = await fetch(`${fake.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: fake.clientId, client_secret: fake.clientSecret }).toString(),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * A HelloAsso answering one page of six orders, three of them bad: no date (3), an item without a
 * state (4), a QR code already used by order 5 (6).
 */
async function badDataHelloAsso(): Promise<{ url: string; close(): Promise<void> }> {
  const item = (id: number, extra: Record<string, unknown> = {}) => ({ id, name: 'Entry', type: 'Registration', amount: 1000, state: 'Processed', tierId: 1, qrCode: `qr-${id}`, ...extra });
  const order = (id: number, items: unknown[], extra: Record<string, unknown> = {}) => ({
    id,
    date: '2026-10-01T10:00:00+02:00',
    payer: { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' },
    items,
    amount: { total: 1000 },
    meta: { createdAt: '2026-10-01T10:00:00+02:00', updatedAt: '2026-10-01T10:00:00+02:00' },
    ...extra,
  });
  const orders = [
    order(1, [item(11)]),
    order(2, [item(21)]),
    order(3, [item(31)], { date: 'yesterday', meta: {} }),
    order(4, [item(41, { state: undefined })]),
    order(5, [item(51, { qrCode: 'shared' })]),
    order(6, [item(61, { qrCode: 'shared' })]),
  ];
  let served = false;
  const server: Server = createHttpServer((req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    req.resume();
    if (req.url?.startsWith('/oauth2/token')) return json(200, { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 1800 });
    if (req.url?.includes('/public')) return json(200, { title: 'Stub', tiers: [{ id: 1, label: 'Entry', price: 1000 }] });
    if (req.url?.includes('/orders')) {
      const page = served ? [] : orders;
      served = true;
      return json(200, { data: page, pagination: { continuationToken: 'only' } });
    }
    json(404, {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** A database of its own (cloned from the migrated template) for server processes started by the test. */
async function cloneDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL!;
  const name = `k_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template festival_template`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** The built server (backend/dist/main.js) in a process of its own. */
async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess; exited: Promise<unknown>; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { base, child, exited, stop };
    } catch {
      /* not up yet */
    }
    if (i > 300 || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start:\n${log}`);
    }
    await sleep(100);
  }
}

/** JSON calls to a server process, keeping its session cookie. */
function apiOf(base: string) {
  let cookie = '';
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('festival.sid='));
    if (set) cookie = set.split(';')[0];
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

function mailedCode(dataDir: string, email: string): string {
  const dir = join(dataDir, 'mail');
  const file = readdirSync(dir).filter((f) => f.endsWith(`-${email}.txt`)).sort().pop();
  const code = file ? /\b(\d{6})\b/.exec(readFileSync(join(dir, file), 'utf8').split('\n\n').slice(1).join('\n\n'))?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Whether a worker still holds the run (its advisory lock is taken). */
const held = async (runId: number) => !(await t.app.get(SyncRepository).isOrphan(runId));
const cancel = (owner: Signed, editionId: number) => owner.agent.post(`/api/editions/${editionId}/ticketing/sync/cancel`);
/** Makes a run look as if it last moved `ms` ago. */
const lastMoved = (runId: number, ms: number) => sql(`update ticketing_sync_runs set progressed_at = now() - make_interval(secs => $1) where id = $2`, [ms / 1000, runId]);
const toldFailing = async (userId: number) =>
  (await one<{ n: number }>(`select count(*)::int as n from notifications where title_key = 'notifications.ticketing.syncFailing.title' and user_id = $1`, [userId])).n;

describe('cancelling a sync', () => {
  it('stops a running sync before its next page: the edition may sync again at once, nothing more is written, the connection is not in error', async () => {
    const fake = await fakeWith(600, 22);
    const { owner, editionId } = await connected(fake);
    fake.delay(300);
    const first = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Run;
    await until(() => runOf(owner, editionId, first.id), (r) => r.pagesDone >= 2, 30_000, 'a page of orders');
    const cancelled = (await cancel(owner, editionId).expect(200)).body as Run;
    expect(cancelled).toMatchObject({ id: first.id, status: 'CANCELLED', error: null });
    expect(cancelled.finishedAt).not.toBeNull();
    // What it wrote is its committed pages, each with its progress.
    const written = (await counts(editionId)).orders;
    expect(written).toBe(cancelled.created);
    // Free at once, while its worker still waits on HelloAsso.
    expect(await held(first.id)).toBe(true);
    const second = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Run;
    await until(() => held(first.id), (h) => !h, 30_000, 'the cancelled run let go by its worker');
    expect(await runOf(owner, editionId, first.id)).toMatchObject({ status: 'CANCELLED', pagesDone: cancelled.pagesDone, created: cancelled.created });
    fake.delay(0);
    // The next run finds exactly what the cancelled one had written when it was cancelled, and brings the rest.
    expect(await finished(owner, editionId, second.id)).toMatchObject({ status: 'SUCCEEDED', created: 600 - written, unchanged: written });
    expect((await counts(editionId)).orders).toBe(600);
    expect((await owner.agent.get(`/api/editions/${editionId}/ticketing/external`).expect(200)).body).toMatchObject({ status: 'ACTIVE', lastError: null });
    expect(await toldFailing(owner.user.id)).toBe(0);
  });

  it("holds no other edition's sync: while one run waits on a slow provider, another edition's sync is done", async () => {
    const slow = await fakeWith(50, 26);
    const fast = await fakeWith(20, 27);
    const waiting = await connected(slow);
    const other = await connected(fast);
    // HelloAsso so slow for the first edition that its run is far from done while the second one syncs.
    slow.delay(8_000);
    const slowRun = (await waiting.owner.agent.post(`/api/editions/${waiting.editionId}/ticketing/sync`).expect(202)).body as Run;
    await until(() => one<{ started: boolean }>(`select resume_state is not null as started from ticketing_sync_runs where id = $1`, [slowRun.id]), (r) => r.started, 10_000, 'the slow run started');
    const queued = (await other.owner.agent.post(`/api/editions/${other.editionId}/ticketing/sync`).expect(202)).body as Run;
    const done = await until(() => runOf(other.owner, other.editionId, queued.id), (r) => r.status === 'SUCCEEDED' || r.status === 'FAILED', 10_000, "the other edition's run done");
    expect(done).toMatchObject({ status: 'SUCCEEDED', created: 20 });
    expect(await runOf(waiting.owner, waiting.editionId, slowRun.id)).toMatchObject({ status: 'RUNNING', pagesDone: 0 });
    await cancel(waiting.owner, waiting.editionId).expect(200);
    slow.delay(0);
    await until(() => held(slowRun.id), (h) => !h, 30_000, 'the cancelled run let go by its worker');
  });

  it('cancels a queued sync, which no worker then runs; one of parallel cancels does it, the others and a cancel with nothing under way answer 409', async () => {
    const fake = await fakeWith(20, 23);
    const { owner, editionId } = await connected(fake);
    const [queued] = await sql<{ id: number }>(`insert into ticketing_sync_runs (edition_id, trigger) values ($1, 'SCHEDULE') returning id`, [editionId]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => cancel(owner, editionId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ id: queued.id, status: 'CANCELLED' });
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toMatchObject({ code: 'NO_SYNC_RUNNING', message: 'No sync is under way' });
    await t.app.get(SyncWorker).runOne(queued.id);
    expect(await runOf(owner, editionId, queued.id)).toMatchObject({ status: 'CANCELLED', pagesDone: 0 });
    expect(fake.stats().requests.token ?? 0).toBe(0);
    expect((await syncNow(owner, editionId)).status).toBe('SUCCEEDED');
    expect((await cancel(owner, editionId).expect(409)).body.code).toBe('NO_SYNC_RUNNING');
  });
});

describe('a stalled sync', () => {
  it('is failed when "sync now" finds it without progress for 2 minutes: the edition syncs again at once, its worker writes nothing more, the team is told', async () => {
    const fake = await fakeWith(150, 24);
    const { owner, editionId } = await connected(fake);
    // HelloAsso so slow that the run's first call is still waiting while the test ages it.
    fake.delay(5_000);
    const stalled = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Run;
    // Started: claimed and its window kept (its last move before it calls HelloAsso).
    await until(() => one<{ started: boolean }>(`select resume_state is not null as started from ticketing_sync_runs where id = $1`, [stalled.id]), (r) => r.started, 10_000, 'the run started');
    await lastMoved(stalled.id, SYNC_STALL_MS - 10_000);
    expect((await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(409)).body).toMatchObject({ code: 'SYNC_RUNNING', run: { id: stalled.id } });
    await lastMoved(stalled.id, SYNC_STALL_MS + 1_000);
    const next = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Run;
    fake.delay(0);
    expect(await runOf(owner, editionId, stalled.id)).toMatchObject({ status: 'FAILED', error: { code: 'STALLED' } });
    await until(() => toldFailing(owner.user.id), (n) => n === 1, 10_000, 'the team told');
    expect(await finished(owner, editionId, next.id)).toMatchObject({ status: 'SUCCEEDED', created: 150 });
    await until(() => held(stalled.id), (h) => !h, 30_000, 'the stalled run let go by its worker');
    expect(await runOf(owner, editionId, stalled.id)).toMatchObject({ status: 'FAILED', error: { code: 'STALLED' }, pagesDone: 0, created: 0 });
    expect((await owner.agent.get(`/api/editions/${editionId}/ticketing/external`).expect(200)).body).toMatchObject({ status: 'ACTIVE', lastError: null });
  });

  it('is failed by the job that looks every minute, which leaves alone a run that moved within 2 minutes', async () => {
    const fake = await fakeWith(10, 25);
    const stuck = await connected(fake);
    const moving = await connected(fake);
    // As runs whose worker died in the middle, or hangs on HelloAsso: RUNNING, nothing committed lately.
    const running = async (editionId: number) =>
      (await sql<{ id: number }>(`insert into ticketing_sync_runs (edition_id, trigger, status, started_at) values ($1, 'SCHEDULE', 'RUNNING', now() - interval '1 hour') returning id`, [editionId]))[0].id;
    const stuckRun = await running(stuck.editionId);
    const movingRun = await running(moving.editionId);
    await lastMoved(stuckRun, SYNC_STALL_MS + 1_000);
    await lastMoved(movingRun, SYNC_STALL_MS - 60_000);
    expect(await t.app.get(SyncService).releaseStalled()).toBe(true);
    expect(await runOf(stuck.owner, stuck.editionId, stuckRun)).toMatchObject({ status: 'FAILED', error: { code: 'STALLED' } });
    expect(await runOf(moving.owner, moving.editionId, movingRun)).toMatchObject({ status: 'RUNNING' });
    expect((await stuck.owner.agent.get(`/api/editions/${stuck.editionId}/ticketing/external`).expect(200)).body).toMatchObject({ status: 'ERROR', lastError: { code: 'STALLED' } });
    await until(() => toldFailing(stuck.owner.user.id), (n) => n === 1, 10_000, 'the team told');
    expect((await syncNow(stuck.owner, stuck.editionId)).status).toBe('SUCCEEDED');
    await cancel(moving.owner, moving.editionId).expect(200);
  });
});
