/**
 * What the API tests of a checkpoint (the gate, the canteen's meals) set up: an organiser's edition
 * running today, tiers, tickets, returnable items, volunteer teams, applications and slots, written
 * straight to the database as the other modules would write them.
 */
import { randomBytes } from 'node:crypto';
import { signedInUser, type TestApp } from './test-app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The world of a checkpoint's tests over the app `app()` gives (made in the spec's beforeAll). */
export function checkpointWorld(app: () => TestApp) {
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => app().em().getConnection().execute<T[]>(text, params);
  const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> => (await sql<T>(text, params))[0]!;
  const id = async (text: string, params: unknown[]) => (await one<{ id: number }>(text, params)).id;
  const secret = () => randomBytes(24).toString('base64url');

  const HOUR = 3600_000;
  /** A coded refusal: its status and code. */
  const expectCode = (res: { status: number; body: Json }, status: number, code: string) => expect([res.status, res.body.code]).toEqual([status, code]);
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  /** An organiser's edition running today (so the volunteer period holds now), with a tier, an option, returnables and tickets. */
  async function festival(name = 'Gate Festival') {
    const owner = await signedInUser(app());
    const convention = (await owner.agent.post('/api/conventions').send({ name: `Gate ${randomBytes(3).toString('hex')}` }).expect(201)).body as { id: number };
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10);
    const edition = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name, startDate: today, endDate: later, isOnline: true }).expect(201)).body as {
      id: number;
      name: string;
    };
    return { owner, editionId: edition.id, base: `/api/editions/${edition.id}/gate` };
  }

  async function tier(editionId: number, name: string, o: { from?: string | null; until?: string | null; price?: number } = {}) {
    return id('insert into ticketing_tiers (edition_id, name, valid_from, valid_until, price) values (?, ?, ?, ?, ?) returning id', [editionId, name, o.from ?? null, o.until ?? null, o.price ?? 0]);
  }

  /** A ticket in an order of its own: its item id and code. */
  async function ticket(
    editionId: number,
    tierId: number | null,
    o: { first?: string; last?: string; state?: string; source?: 'SYNCED' | 'ONSITE'; paymentMethod?: string | null; amount?: number; externalId?: string | null; options?: number[]; answers?: unknown[] } = {},
  ) {
    const source = o.source ?? 'SYNCED';
    const orderId = await id(
      `insert into ticketing_orders (edition_id, external_id, source, payer_first_name, payer_last_name, amount, order_date, payment_method)
       values (?, ?, ?::ticketing_order_source, ?, ?, ?, now(), ?::ticketing_payment_method) returning id`,
      [editionId, o.externalId === undefined ? (source === 'SYNCED' ? String(Math.floor(Math.random() * 1e9)) : null) : o.externalId, source, o.first ?? 'Zoé', o.last ?? 'Lefèvre', o.amount ?? 2500, o.paymentMethod ?? null],
    );
    const code = secret();
    const itemId = await id(
      `insert into ticketing_order_items (order_id, edition_id, tier_id, first_name, last_name, email, amount, state, qr_code, custom_fields)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb) returning id`,
      [orderId, editionId, tierId, o.first ?? 'Zoé', o.last ?? 'Lefèvre', `${(o.first ?? 'zoe').toLowerCase()}-${code.slice(0, 6)}@example.com`, o.amount ?? 2500, o.state ?? 'Processed', code, o.answers ? JSON.stringify(o.answers) : null],
    );
    for (const optionId of o.options ?? []) await sql('insert into ticketing_order_item_options (item_id, option_id, amount) values (?, ?, 0)', [itemId, optionId]);
    return { itemId, orderId, code };
  }

  async function returnable(editionId: number, name: string) {
    return id('insert into ticketing_returnable_items (edition_id, name) values (?, ?) returning id', [editionId, name]);
  }

  async function team(editionId: number, name: string, accessControl = false) {
    return id('insert into volunteer_teams (edition_id, name, is_access_control_team) values (?, ?, ?) returning id', [editionId, name, accessControl]);
  }

  /** A volunteer application of the user, with its teams; answers its id and code. */
  async function volunteer(editionId: number, userId: number, status = 'ACCEPTED', teams: { id: number; leader?: boolean }[] = []) {
    const code = secret();
    const applicationId = await id(
      `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, ?::volunteer_application_status, ?, md5(random()::text)) returning id`,
      [editionId, userId, status, code],
    );
    for (const tm of teams) await sql('insert into application_team_assignments (application_id, team_id, is_leader) values (?, ?, ?)', [applicationId, tm.id, tm.leader ?? false]);
    return { applicationId, code };
  }

  async function slot(editionId: number, teamId: number, userId: number, startMs: number, endMs: number) {
    const slotId = await id(
      `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values (?, ?, 'Gate', ?, ?, 5) returning id`,
      [editionId, teamId, iso(startMs), iso(endMs)],
    );
    await sql('insert into volunteer_assignments (time_slot_id, user_id) values (?, ?)', [slotId, userId]);
    return slotId;
  }

  return { sql, one, id, secret, HOUR, expectCode, iso, festival, tier, ticket, returnable, team, volunteer, slot };
}
