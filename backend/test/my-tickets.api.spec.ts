/**
 * "My tickets": a signed-in user's own tickets across editions, on their verified e-mail only, real
 * PostgreSQL, real HTTP, tickets synced from the fake HelloAsso (tools/fake-helloasso) or added here.
 */
import { randomBytes } from 'node:crypto';
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import { conventionWithEdition } from './support/artists';
import { statementsDuring } from './support/statements';
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

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.em().getConnection().execute<T[]>(text, params);
}

const mine = async (who: Signed) => (await who.agent.get('/api/my-tickets').expect(200)).body;

/** An online edition of a convention of its own, made by `owner` through the API. */
async function edition(owner: Signed, startDate: string, name = `Edition ${randomBytes(3).toString('hex')}`) {
  const { edition: made } = await conventionWithEdition(owner, { name, startDate, endDate: startDate, timeZone: 'Europe/Paris' }, `Convention of ${name}`);
  return made.id;
}

/** An on-site order of the edition with one line per item given (columns of ticketing_order_items), and the lines' ids. */
async function order(editionId: number, items: Record<string, unknown>[]): Promise<number[]> {
  const [row] = await sql<{ id: number }>(
    `insert into ticketing_orders (edition_id, source, payer_first_name, payer_last_name, payment_method, order_date) values (?, 'ONSITE', 'Ann', 'Payer', 'CASH', now()) returning id`,
    [editionId],
  );
  const ids: number[] = [];
  for (const item of items) {
    const columns = { order_id: row!.id, edition_id: editionId, state: 'Processed', qr_code: randomBytes(12).toString('hex'), ...item };
    const names = Object.keys(columns);
    const [made] = await sql<{ id: number }>(`insert into ticketing_order_items (${names.join(', ')}) values (${names.map(() => '?').join(', ')}) returning id`, Object.values(columns));
    ids.push(made!.id);
  }
  return ids;
}

async function until<T>(ask: () => Promise<T>, done: (v: T) => boolean, label: string, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await ask();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`${label} not met within ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** "Sync now", until the run has ended (succeeded). */
async function syncNow(owner: Signed, editionId: number) {
  const queued = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as { id: number };
  const run = await until(
    async () => (await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs/${queued.id}`).expect(200)).body as { status: string },
    (r) => r.status !== 'QUEUED' && r.status !== 'RUNNING',
    `run ${queued.id} ended`,
  );
  expect(run.status).toBe('SUCCEEDED');
}

describe('my tickets', () => {
  it('shows a synced ticket to the user whose verified e-mail it carries, VALID; once a later sync sees its refund, REFUNDED', async () => {
    const fake = await startFakeHelloAsso({ orders: 1, seed: 7 });
    fakes.push(fake);
    const owner = await signedInUser(t);
    const editionId = await edition(owner, '2031-07-01', 'Synced 2031');
    await owner.agent.put(`/api/editions/${editionId}/ticketing/external`).send(fake.connection()).expect(200);
    await syncNow(owner, editionId);
    const [first] = await sql<{ email: string; orderExternalId: string }>(
      `select i.email, o.external_id as "orderExternalId" from ticketing_order_items i join ticketing_orders o on o.id = i.order_id
       where i.edition_id = ? and i.type = 'Registration' order by i.id limit 1`,
      [editionId],
    );
    const theirs = await sql<{ id: number; qrCode: string }>(
      `select id, qr_code as "qrCode" from ticketing_order_items where edition_id = ? and lower(email) = lower(?) and type = 'Registration' order by id`,
      [editionId, first!.email],
    );
    const holder = await signedInUser(t, { email: first!.email });

    const before = await mine(holder);
    expect(before.emailVerified).toBe(true);
    expect(before.editions.map((e: { id: number; name: string }) => [e.id, e.name])).toEqual([[editionId, 'Synced 2031']]);
    const tickets = before.editions[0].tickets as { id: number; qrCode: string; state: string; tierName: string | null; enteredAt: string | null }[];
    expect(tickets.map((k) => ({ id: k.id, qrCode: k.qrCode }))).toEqual(theirs);
    expect(tickets.every((k) => k.state === 'VALID' && k.enteredAt === null && typeof k.tierName === 'string')).toBe(true);

    fake.state.refund({ orderIds: [Number(first!.orderExternalId)] });
    await syncNow(owner, editionId);
    const after = await mine(holder);
    expect(after.editions[0].tickets.map((k: { id: number; state: string }) => [k.id, k.state])).toEqual(theirs.map((k) => [k.id, 'REFUNDED']));
  });

  it('groups the tickets per edition, newest first, with holder, tier, options, entry and state; never a donation nor another person’s ticket', async () => {
    const owner = await signedInUser(t);
    const holder = await signedInUser(t);
    const older = await edition(owner, '2030-05-14', 'Spring 2030');
    const newer = await edition(owner, '2032-05-14', 'Spring 2032');
    const [tier] = await sql<{ id: number }>(`insert into ticketing_tiers (edition_id, name, custom_name, price) values (?, 'Pass 3 jours', 'Weekend pass', 3000) returning id`, [older]);
    const [plainTier] = await sql<{ id: number }>(`insert into ticketing_tiers (edition_id, name, price) values (?, 'Day pass', 1200) returning id`, [newer]);
    const options = await sql<{ id: number }>(
      `insert into ticketing_options (edition_id, name, price, position) values (?, 'T-shirt', 1500, 2), (?, 'Camping', 500, 1) returning id`,
      [older, older],
    );
    const email = holder.account.email.toUpperCase();
    const [entered, cancelled] = await order(older, [
      { tier_id: tier!.id, first_name: 'Ann', last_name: 'Holder', email, amount: 3000, entry_validated: true, entry_validated_at: '2030-05-14T08:30:00.000Z' },
      { tier_id: tier!.id, first_name: 'Ben', last_name: 'Holder', email, amount: 3000, state: 'Canceled' },
      { email, type: 'Donation', name: 'Don', amount: 1000 },
      { tier_id: tier!.id, first_name: 'Someone', last_name: 'Else', email: `x${holder.account.email}`, amount: 3000 },
    ]);
    for (const option of options) await sql('insert into ticketing_order_item_options (item_id, option_id, amount) values (?, ?, 0)', [entered, option.id]);
    const [untiered, tiered] = await order(newer, [
      { first_name: null, last_name: null, email, name: 'Sunday only', amount: 800 },
      { tier_id: plainTier!.id, first_name: 'Ann', last_name: 'Holder', email, amount: 1200 },
    ]);
    const qr = Object.fromEntries(
      (await sql<{ id: number; qr_code: string }>('select id, qr_code from ticketing_order_items where id in (?, ?, ?, ?)', [entered, cancelled, untiered, tiered])).map((r) => [r.id, r.qr_code]),
    );

    expect(await mine(holder)).toEqual({
      emailVerified: true,
      editions: [
        {
          id: newer,
          name: 'Spring 2032',
          conventionName: 'Convention of Spring 2032',
          startDate: '2032-05-14',
          endDate: '2032-05-14',
          timeZone: 'Europe/Paris',
          imageUrl: null,
          tickets: [
            { id: untiered, firstName: null, lastName: null, tierName: 'Sunday only', options: [], state: 'VALID', enteredAt: null, qrCode: qr[untiered!], amount: 800, currency: 'EUR' },
            { id: tiered, firstName: 'Ann', lastName: 'Holder', tierName: 'Day pass', options: [], state: 'VALID', enteredAt: null, qrCode: qr[tiered!], amount: 1200, currency: 'EUR' },
          ],
        },
        {
          id: older,
          name: 'Spring 2030',
          conventionName: 'Convention of Spring 2030',
          startDate: '2030-05-14',
          endDate: '2030-05-14',
          timeZone: 'Europe/Paris',
          imageUrl: null,
          tickets: [
            {
              id: entered,
              firstName: 'Ann',
              lastName: 'Holder',
              tierName: 'Weekend pass',
              options: ['Camping', 'T-shirt'],
              state: 'VALID',
              enteredAt: '2030-05-14T08:30:00.000Z',
              qrCode: qr[entered!],
              amount: 3000,
              currency: 'EUR',
            },
            { id: cancelled, firstName: 'Ben', lastName: 'Holder', tierName: 'Weekend pass', options: [], state: 'CANCELLED', enteredAt: null, qrCode: qr[cancelled!], amount: 3000, currency: 'EUR' },
          ],
        },
      ],
    });
    // Another signed-in user sees none of them.
    expect(await mine(await signedInUser(t))).toEqual({ emailVerified: true, editions: [] });
  });

  it('shows nothing while the e-mail is not verified (whoever typed it could claim the tickets); a visitor gets 401', async () => {
    const owner = await signedInUser(t);
    const holder = await signedInUser(t);
    const editionId = await edition(owner, '2030-06-01');
    await order(editionId, [{ first_name: 'Ann', last_name: 'Holder', email: holder.account.email, name: 'Pass' }]);
    expect((await mine(holder)).editions).toHaveLength(1);
    await sql('update users set is_email_verified = false where id = ?', [holder.user.id]);
    expect(await mine(holder)).toEqual({ emailVerified: false, editions: [] });
    await t.agent().get('/api/my-tickets').expect(401);
  });

  it('costs the same few statements for one ticket as for twelve over three editions', async () => {
    const owner = await signedInUser(t);
    const few = await signedInUser(t);
    const many = await signedInUser(t);
    const editions = [await edition(owner, '2030-01-10'), await edition(owner, '2030-02-10'), await edition(owner, '2030-03-10')];
    await order(editions[0]!, [{ email: few.account.email, name: 'Pass' }]);
    for (const editionId of editions) {
      const [tier] = await sql<{ id: number }>(`insert into ticketing_tiers (edition_id, name, price) values (?, 'Pass', 1000) returning id`, [editionId]);
      const [option] = await sql<{ id: number }>(`insert into ticketing_options (edition_id, name, price) values (?, 'Meal', 500) returning id`, [editionId]);
      const items = await order(editionId, Array.from({ length: 4 }, () => ({ email: many.account.email, tier_id: tier!.id })));
      for (const item of items) await sql('insert into ticketing_order_item_options (item_id, option_id, amount) values (?, ?, 0)', [item, option!.id]);
    }
    // Once each session is remembered, as on any later visit.
    await mine(few);
    await mine(many);
    let body: { editions: { tickets: unknown[] }[] } = { editions: [] };
    const forFew = await statementsDuring(t, () => mine(few));
    const forMany = await statementsDuring(t, async () => {
      body = await mine(many);
    });
    expect(body.editions.map((e) => e.tickets.length)).toEqual([4, 4, 4]);
    expect(forMany).toBe(forFew);
    expect(forMany).toBeLessThanOrEqual(2);
  });
});
