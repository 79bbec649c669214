import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { DomainEvents } from '../src/core/events/domain-events';
import { dayBounds, localDayOf } from '../src/core/time/zoned';
import { GateNotifications } from '../src/modules/gate/gate-notifications';
import { GateValidated } from '../src/modules/gate/gate.events';
import { GateAction, GateSubjectKind } from '../src/modules/gate/gate-fields';
import { artistRow, conventionWithEdition, showRow, userRow } from './support/artists';
import { expectJsonError } from './support/error-answer';
import { listen, SseStream } from './support/sse';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await listen(t);
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.em().getConnection().execute<T[]>(text, params);
const idOf = async (text: string, params: unknown[]): Promise<number> => (await sql<{ id: number }>(text, params))[0]!.id;

/** The device's code key: the first 12 bytes of SHA-256 of the code, base64url. */
const codeKey = (code: string) => createHash('sha256').update(code, 'utf8').digest().subarray(0, 12).toString('base64url');

async function setup() {
  const owner = await signedInUser(t);
  const { edition } = await conventionWithEdition(owner, { name: 'Gate Fest', startDate: '2027-05-14', endDate: '2027-05-17' });
  return { owner, edition: edition as { id: number; name: string }, base: `/api/editions/${edition.id}/gate` };
}

/** An order and its one ticket, straight in the database as the sync or the desk writes them. */
async function ticket(
  editionId: number,
  o: { first: string; last: string; tierId?: number | null; state?: string; source?: 'SYNCED' | 'ONSITE'; cancelled?: boolean; paid?: boolean; amount?: number; answers?: unknown; options?: number[]; type?: string },
): Promise<{ id: number; orderId: number; code: string }> {
  const code = `code-${randomUUID()}`;
  const orderId = await idOf(
    `insert into ticketing_orders (edition_id, external_id, source, payer_first_name, payer_last_name, payer_email, amount, status, order_date, payment_method, cancelled_at)
     values (?, ?, ?::ticketing_order_source, ?, ?, ?, ?, 'VALID', now(), ?::ticketing_payment_method, ?) returning id`,
    [editionId, o.source === 'ONSITE' ? null : `HA-${randomUUID().slice(0, 8)}`, o.source ?? 'SYNCED', o.first, o.last, `${o.first.toLowerCase()}@example.com`, o.amount ?? 2500,
      o.source === 'ONSITE' && !o.paid ? null : o.source === 'ONSITE' ? 'CASH' : null, o.cancelled ? new Date().toISOString() : null],
  );
  const id = await idOf(
    `insert into ticketing_order_items (order_id, edition_id, tier_id, first_name, last_name, email, amount, state, qr_code, custom_fields, type)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?) returning id`,
    [orderId, editionId, o.tierId ?? null, o.first, o.last, `${o.first.toLowerCase()}@example.com`, o.amount ?? 2500, o.state ?? 'Processed', code, o.answers ? JSON.stringify(o.answers) : null, o.type ?? 'Registration'],
  );
  for (const optionId of o.options ?? []) await sql('insert into ticketing_order_item_options (item_id, option_id) values (?, ?)', [id, optionId]);
  return { id, orderId, code };
}

/** A volunteer application of a user made in the database (with a phone, which the gate never sees). */
async function volunteer(editionId: number, prenom: string, o: { status?: string; teams?: { id: number; leader?: boolean }[]; arrival?: Date } = {}) {
  const userId = await userRow(t, prenom.toLowerCase(), { prenom, nom: 'Volunteer', phone: '+33600000000' });
  const id = await idOf(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, arrival_date_time, emergency_contact_phone)
     values (?, ?, ?, md5(random()::text) || substr(md5(random()::text), 1, 16), md5(random()::text) || substr(md5(random()::text), 1, 16), ?, '+33611111111') returning id`,
    [editionId, userId, o.status ?? 'ACCEPTED', o.arrival?.toISOString() ?? null],
  );
  for (const team of o.teams ?? []) await sql('insert into application_team_assignments (application_id, team_id, is_leader) values (?, ?, ?)', [id, team.id, !!team.leader]);
  const [{ qr_token: code }] = await sql<{ qr_token: string }>('select qr_token from edition_volunteer_applications where id = ?', [id]);
  return { id, userId, code, name: `${prenom} Volunteer` };
}

/** A gate entry as the gate records it (the core of the gate records them through its own endpoints). */
async function entry(editionId: number, kind: GateSubjectKind, subjectId: number, o: { device?: string; conflict?: boolean; offline?: boolean; by?: number; at?: Date; action?: GateAction; undoes?: number } = {}): Promise<number> {
  const id = await idOf(
    `insert into gate_entries (edition_id, subject_kind, subject_id, action, client_id, device_id, at, by_id, offline, conflict, undoes_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [editionId, kind, subjectId, o.action ?? GateAction.ENTRY, randomUUID(), o.device ?? 'device-a', (o.at ?? new Date()).toISOString(), o.by ?? null, !!o.offline, !!o.conflict, o.undoes ?? null],
  );
  if (o.undoes) await sql('update gate_entries set undone_by_id = ? where id = ?', [id, o.undoes]);
  return id;
}

/** GET over real HTTP with the caller's session, asking for brotli as a browser does: the status, headers and the bytes on the wire. */
function getRaw(path: string, cookie: string, accept = 'text/event-stream'): Promise<{ status: number; headers: Record<string, unknown>; wire: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers: { cookie, 'accept-encoding': 'br, gzip', accept }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, wire: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function copyOf(who: Signed, base: string, query = ''): Promise<{ copy: Json; text: string; wireBytes: number; encoding: unknown }> {
  const res = await getRaw(`${base}/copy${query}`, who.cookie, 'application/json');
  expect(res.status).toBe(200);
  const text = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.wire) : res.wire).toString('utf8');
  return { copy: JSON.parse(text) as Json, text, wireBytes: res.wire.length, encoding: res.headers['content-encoding'] };
}

const personOf = (copy: Json, kind: string, id: number): Json | undefined => (copy.people as Json[]).find((p) => p.k === kind && p.i === id);

/** Rows written long enough ago that a refresh's overlap does not bring them back. */
async function ageEdition(editionId: number): Promise<void> {
  for (const table of ['ticketing_order_items', 'ticketing_orders', 'edition_volunteer_applications', 'edition_artists'])
    await sql(`update ${table} set updated_at = now() - interval '1 hour' where edition_id = ?`, [editionId]);
  await sql(`update gate_entries set recorded_at = now() - interval '1 hour' where edition_id = ?`, [editionId]);
}

describe('the offline copy', () => {
  it('holds every ticket, volunteer application and artist record with what the gate answers from, and no e-mail nor phone', async () => {
    const { owner, edition, base } = await setup();
    const tier = await idOf(`insert into ticketing_tiers (edition_id, name, valid_from) values (?, 'Day pass', '2027-05-14T08:00:00Z') returning id`, [edition.id]);
    const option = await idOf(`insert into ticketing_options (edition_id, name) values (?, 'Camping') returning id`, [edition.id]);
    const size = await idOf(`insert into ticketing_tier_custom_fields (edition_id, label, type, values, show_at_gate) values (?, 'T-shirt', 'ChoiceList', '["S","L"]', true) returning id`, [edition.id]);
    const diet = await idOf(`insert into ticketing_tier_custom_fields (edition_id, label, type) values (?, 'Diet', 'TextInput') returning id`, [edition.id]);
    const cup = await idOf(`insert into ticketing_returnable_items (edition_id, name) values (?, 'Cup') returning id`, [edition.id]);
    const peg = await idOf(`insert into ticketing_returnable_items (edition_id, name) values (?, 'Tent peg') returning id`, [edition.id]);
    const shirt = await idOf(`insert into ticketing_returnable_items (edition_id, name) values (?, 'Shirt L') returning id`, [edition.id]);
    const badge = await idOf(`insert into ticketing_returnable_items (edition_id, name) values (?, 'Badge') returning id`, [edition.id]);
    await sql('insert into ticketing_tier_returnable_items (tier_id, returnable_item_id) values (?, ?)', [tier, cup]);
    await sql('insert into ticketing_option_returnable_items (option_id, returnable_item_id) values (?, ?)', [option, peg]);
    await sql(`insert into ticketing_tier_custom_field_returnable_items (custom_field_id, choice_value, returnable_item_id) values (?, 'L', ?)`, [size, shirt]);
    const team = await idOf(`insert into volunteer_teams (edition_id, name) values (?, 'Bar') returning id`, [edition.id]);
    await sql('insert into edition_volunteer_returnable_items (edition_id, team_id, returnable_item_id) values (?, ?, ?)', [edition.id, team, badge]);

    const alice = await ticket(edition.id, {
      first: 'Alice', last: 'Martin', tierId: tier, options: [option],
      answers: [{ customFieldId: size, label: 'T-shirt', answer: 'L' }, { customFieldId: diet, label: 'Diet', answer: 'Vegan' }],
    });
    const refunded = await ticket(edition.id, { first: 'Bob', last: 'Refunded', tierId: tier, state: 'Canceled' });
    const cancelledHere = await ticket(edition.id, { first: 'Dan', last: 'Cancelled', tierId: tier, state: 'Canceled', source: 'ONSITE', paid: true, cancelled: true });
    const unpaid = await ticket(edition.id, { first: 'Carol', last: 'Unpaid', tierId: tier, source: 'ONSITE', amount: 1800 });
    const donation = await ticket(edition.id, { first: 'Eve', last: 'Donor', type: 'Donation' });
    const accepted = await volunteer(edition.id, 'Vera', { teams: [{ id: team }] });
    const pending = await volunteer(edition.id, 'Paul', { status: 'PENDING' });
    const artistUser = await userRow(t, 'juggler', { phone: '+33622222222' });
    const artist = await artistRow(t, edition.id, { user_id: artistUser, stage_name: 'The Flying Pins' });
    const show = await showRow(t, edition.id, { start: '2027-05-15T18:00:00Z', title: 'Night of clubs', artists: [artist] });
    await sql('insert into show_returnable_items (show_id, returnable_item_id) values (?, ?)', [show, badge]);
    const aliceIn = await entry(edition.id, GateSubjectKind.TICKET, alice.id);
    const [{ qr_token: artistCode }] = await sql<{ qr_token: string }>('select qr_token from edition_artists where id = ?', [artist]);

    const { copy, text, encoding } = await copyOf(owner, base);
    expect(encoding).toBe('br');
    expect(copy).toMatchObject({ full: true, timeZone: 'Europe/Paris', currency: 'EUR', cursor: expect.stringMatching(/^\d+$/) });
    expect(copy.tiers).toEqual([{ id: tier, name: 'Day pass', validFrom: '2027-05-14T08:00:00.000Z', validUntil: null }]);
    expect(copy.options).toEqual([{ id: option, name: 'Camping' }]);
    expect(copy.returnables).toEqual(expect.arrayContaining([{ id: cup, name: 'Cup' }, { id: badge, name: 'Badge' }]));
    const [{ at: aliceAt }] = await sql<{ at: Date }>('select at from gate_entries where id = ?', [aliceIn]);
    expect(personOf(copy, 'TICKET', alice.id)).toEqual({
      h: codeKey(alice.code), k: 'TICKET', i: alice.id, n: 'Alice Martin', t: tier, o: [option], r: [cup, peg, shirt].sort((a, b) => a - b),
      d: expect.stringMatching(/^HA-/), a: [['T-shirt', 'L']], s: 'VALID', e: new Date(aliceAt).toISOString(), p: null,
    });
    expect(personOf(copy, 'TICKET', refunded.id)).toMatchObject({ s: 'REFUNDED', e: null });
    expect(personOf(copy, 'TICKET', cancelledHere.id)).toMatchObject({ s: 'CANCELLED' });
    expect(personOf(copy, 'TICKET', unpaid.id)).toMatchObject({ s: 'VALID', p: 1800, d: `#${unpaid.orderId}` });
    expect(personOf(copy, 'TICKET', donation.id)).toBeUndefined();
    expect(personOf(copy, 'VOLUNTEER', accepted.id)).toEqual({ h: codeKey(accepted.code), k: 'VOLUNTEER', i: accepted.id, n: 'Vera Volunteer', t: null, o: [], r: [badge], d: 'Bar', a: [], s: 'VALID', e: null, p: null });
    expect(personOf(copy, 'VOLUNTEER', pending.id)).toMatchObject({ h: codeKey(pending.code), s: 'NOT_ACCEPTED', d: null });
    expect(personOf(copy, 'ARTIST', artist)).toEqual({ h: codeKey(artistCode), k: 'ARTIST', i: artist, n: 'The Flying Pins', t: null, o: [], r: [badge], d: 'Night of clubs', a: [], s: 'VALID', e: null, p: null });
    expect(copy.people).toHaveLength(7);
    // What the answers need and no more: no e-mail, no phone, no code.
    expect(text).not.toMatch(/@|\+336|Vegan/);
    for (const code of [alice.code, accepted.code, artistCode]) expect(text).not.toContain(code);
  });

  it('refreshed with its cursor, carries only the people changed or let in since', async () => {
    const { owner, edition, base } = await setup();
    const people = await Promise.all(['Ann', 'Ben', 'Cid', 'Dee'].map((first) => ticket(edition.id, { first, last: 'Holder' })));
    const vol = await volunteer(edition.id, 'Vic', { status: 'PENDING' });
    const quiet = await volunteer(edition.id, 'Quinn');
    await ageEdition(edition.id);
    const first = await copyOf(owner, base);
    expect(first.copy.people).toHaveLength(6);

    await sql(`update ticketing_order_items set state = 'Canceled', updated_at = now() where id = ?`, [people[1]!.id]);
    await sql(`update edition_volunteer_applications set status = 'ACCEPTED', updated_at = now() where id = ?`, [vol.id]);
    await entry(edition.id, GateSubjectKind.TICKET, people[2]!.id);
    const refresh = await copyOf(owner, base, `?since=${first.copy.cursor}`);
    expect(refresh.copy.full).toBe(false);
    expect((refresh.copy.people as Json[]).map((p) => `${p.k}:${p.i}:${p.s}:${p.e ? 'in' : 'out'}`).sort()).toEqual(
      [`TICKET:${people[1]!.id}:REFUNDED:out`, `TICKET:${people[2]!.id}:VALID:in`, `VOLUNTEER:${vol.id}:VALID:out`].sort(),
    );
    expect(personOf(refresh.copy, 'VOLUNTEER', quiet.id)).toBeUndefined();
    expect(Number(refresh.copy.cursor)).toBeGreaterThanOrEqual(Number(first.copy.cursor));
  });

  it('tells both devices of a conflict: the one whose offline entry met someone already in, and the one that let them in', async () => {
    const { owner, edition, base } = await setup();
    const holder = await ticket(edition.id, { first: 'Zoe', last: 'Twice' });
    const other = await ticket(edition.id, { first: 'Yan', last: 'Once' });
    const first = await entry(edition.id, GateSubjectKind.TICKET, holder.id, { device: 'phone-a', by: owner.user.id });
    const second = await entry(edition.id, GateSubjectKind.TICKET, holder.id, { device: 'phone-b', conflict: true, offline: true });
    await entry(edition.id, GateSubjectKind.TICKET, other.id, { device: 'phone-a' });

    const b = (await copyOf(owner, base, '?deviceId=phone-b')).copy;
    expect(b.conflicts).toEqual([
      { clientId: expect.any(String), entryId: second, kind: 'TICKET', subjectId: holder.id, name: 'Zoe Twice', at: expect.any(String),
        other: { entryId: first, at: expect.any(String), by: owner.user.pseudo, deviceId: 'phone-a', offline: false } },
    ]);
    const a = (await copyOf(owner, base, '?deviceId=phone-a')).copy;
    expect(a.conflicts).toEqual([expect.objectContaining({ entryId: first, subjectId: holder.id, other: expect.objectContaining({ entryId: second, deviceId: 'phone-b', offline: true, by: null }) })]);
    expect((await copyOf(owner, base, '?deviceId=phone-c')).copy.conflicts).toEqual([]);
    // A refresh tells of conflicts recorded since its cursor only.
    await sql('update gate_entries set recorded_at = now() - interval \'1 hour\' where edition_id = ?', [edition.id]);
    expect((await copyOf(owner, base, `?deviceId=phone-b&since=${Date.now()}`)).copy.conflicts).toEqual([]);
  });

  it('shows the answers of the fields the organiser marks "show at the gate", a synced field included', async () => {
    const { owner, edition, base } = await setup();
    const catalogue = `/api/editions/${edition.id}/ticketing`;
    const made = (await owner.agent.post(`${catalogue}/custom-fields`).send({ label: 'Size', type: 'ChoiceList', values: ['S', 'L'], showAtGate: true }).expect(201)).body as Json;
    expect(made.showAtGate).toBe(true);
    expect((await owner.agent.post(`${catalogue}/custom-fields`).send({ label: 'Diet', type: 'TextInput' }).expect(201)).body.showAtGate).toBe(false);
    const synced = await idOf(`insert into ticketing_tier_custom_fields (edition_id, external_id, label, type) values (?, 'ha-club', 'Club', 'TextInput') returning id`, [edition.id]);
    const holder = await ticket(edition.id, { first: 'Ada', last: 'Answers', answers: [{ customFieldId: made.id, label: 'Size', answer: 'S' }, { customFieldId: synced, label: 'Club', answer: 'Jugglers' }] });
    expect(personOf((await copyOf(owner, base)).copy, 'TICKET', holder.id)!.a).toEqual([['Size', 'S']]);

    // The gate's flag is the organiser's, even on a field the provider owns.
    expect((await owner.agent.patch(`${catalogue}/custom-fields/${synced}`).send({ showAtGate: true }).expect(200)).body).toMatchObject({ showAtGate: true, isSynced: true });
    expect((await owner.agent.patch(`${catalogue}/custom-fields/${made.id}`).send({ showAtGate: false }).expect(200)).body.showAtGate).toBe(false);
    expect((await owner.agent.get(`${catalogue}/custom-fields`).expect(200)).body.items.map((f: Json) => [f.label, f.showAtGate])).toEqual([['Club', true], ['Diet', false], ['Size', false]]);
    expect(personOf((await copyOf(owner, base)).copy, 'TICKET', holder.id)!.a).toEqual([['Club', 'Jugglers']]);
    expectJsonError(await owner.agent.patch(`${catalogue}/custom-fields/${synced}`).send({ showAtGate: 'yes' }), 400, { showAtGate: [expect.any(String)] });
  });

  it('refuses a cursor it did not give on the field since', async () => {
    const { owner, base } = await setup();
    for (const since of ['yesterday', '-5', '12', String(Date.now() + 3_600_000)]) {
      const res = await owner.agent.get(`${base}/copy`).query({ since });
      expectJsonError(res, 400, { since: [expect.any(String)] });
    }
  });
});

describe('the dashboard', () => {
  it('counts entries per hour, present against expected per tier, volunteers and artists, the last validations and who is due today and not in', async () => {
    const { owner, edition, base } = await setup();
    const day = await idOf(`insert into ticketing_tiers (edition_id, name, position) values (?, 'Day', 0) returning id`, [edition.id]);
    const week = await idOf(`insert into ticketing_tiers (edition_id, name, position) values (?, 'Week', 1) returning id`, [edition.id]);
    const d1 = await ticket(edition.id, { first: 'Day', last: 'One', tierId: day });
    const d2 = await ticket(edition.id, { first: 'Day', last: 'Two', tierId: day });
    await ticket(edition.id, { first: 'Day', last: 'Refunded', tierId: day, state: 'Canceled' });
    const w1 = await ticket(edition.id, { first: 'Week', last: 'One', tierId: week });
    const today = dayBounds(localDayOf(new Date(), 'Europe/Paris'), 'Europe/Paris');
    const early = await volunteer(edition.id, 'Early', { arrival: new Date(today.start.getTime() + 60_000) });
    const late = await volunteer(edition.id, 'Late', { arrival: new Date(today.end.getTime() - 60_000) });
    const arrived = await volunteer(edition.id, 'Arrived', { arrival: new Date(today.start.getTime() + 120_000) });
    await volunteer(edition.id, 'Tomorrow', { arrival: today.end });
    await volunteer(edition.id, 'Pending', { status: 'PENDING', arrival: new Date(today.start.getTime() + 60_000) });
    const artist = await artistRow(t, edition.id, { stage_name: 'Duo Diabolo', invited_email: 'duo@example.com', arrival_date_time: new Date(today.start.getTime() + 30 * 60_000).toISOString() });
    await artistRow(t, edition.id, { stage_name: 'Other Act', invited_email: 'other@example.com' });

    const at = new Date('2027-05-14T08:10:00Z');
    await entry(edition.id, GateSubjectKind.TICKET, d1.id, { at, by: owner.user.id });
    await entry(edition.id, GateSubjectKind.TICKET, w1.id, { at: new Date('2027-05-14T08:50:00Z') });
    await entry(edition.id, GateSubjectKind.VOLUNTEER, arrived.id, { at: new Date('2027-05-14T10:05:00Z') });
    const mistaken = await entry(edition.id, GateSubjectKind.TICKET, d2.id, { at: new Date('2027-05-14T10:06:00Z') });
    const undo = await entry(edition.id, GateSubjectKind.TICKET, d2.id, { action: GateAction.UNDO, undoes: mistaken, device: 'device-b' });

    const board = (await owner.agent.get(`${base}/dashboard`).expect(200)).body as Json;
    expect(board.timeZone).toBe('Europe/Paris');
    // Paris is UTC+2 in May: hours on the edition's clocks, those with entries only.
    expect(board.entriesPerHour).toEqual([{ hour: '2027-05-14T08:00:00.000Z', count: 2 }, { hour: '2027-05-14T10:00:00.000Z', count: 1 }]);
    expect(board.tiers).toEqual([{ tierId: day, name: 'Day', present: 1, expected: 2 }, { tierId: week, name: 'Week', present: 1, expected: 1 }]);
    expect(board.volunteers).toEqual({ arrived: 1, expected: 4 });
    expect(board.artists).toEqual({ arrived: 0, expected: 2 });
    expect(board.recent[0]).toEqual({ id: undo, action: 'UNDO', at: expect.any(String), kind: 'TICKET', subjectId: d2.id, name: 'Day Two', by: null, deviceId: 'device-b', conflict: false });
    expect(board.recent).toHaveLength(5);
    expect(board.recent.find((r: Json) => r.subjectId === d1.id)).toMatchObject({ name: 'Day One', by: owner.user.pseudo, action: 'ENTRY' });
    expect(board.dueToday.map((d: Json) => [d.kind, d.subjectId, d.name])).toEqual([
      ['VOLUNTEER', early.id, 'Early Volunteer'],
      ['ARTIST', artist, 'Duo Diabolo'],
      ['VOLUNTEER', late.id, 'Late Volunteer'],
    ]);
    expect(board.dueTotal).toBe(3);
  });
});

describe('the live feed', () => {
  it('brings an entry recorded on the edition to its open streams within 2 s, and not to another edition', async () => {
    const { owner, edition, base } = await setup();
    const elsewhere = await setup();
    const holder = await ticket(edition.id, { first: 'Live', last: 'Holder' });
    const open = (path: string, cookie: string) =>
      new Promise<SseStream>((resolve, reject) => {
        const req = httpRequest(`${origin}${path}`, { headers: { accept: 'text/event-stream', cookie }, agent: false }, (res) => resolve(new SseStream(res.statusCode ?? 0, res.headers, res)));
        req.on('error', reject);
        req.end();
      });
    const stream = await open(`${base}/live`, owner.cookie);
    const other = await open(`${elsewhere.base}/live`, elsewhere.owner.cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      await stream.next('connected');
      await other.next('connected');
      // The gate's core records the entry, then publishes it after its commit: the same here.
      const entryId = await entry(edition.id, GateSubjectKind.TICKET, holder.id, { device: 'phone-live' });
      const sent = Date.now();
      await t.app.get(DomainEvents).publish(new GateValidated(edition.id, entryId, GateAction.ENTRY, GateSubjectKind.TICKET, holder.id, 'phone-live', false));
      const got = await stream.next('entry', (d: Json) => d.entryId === entryId, 2000);
      expect(got.json).toEqual({ entryId, action: 'ENTRY', kind: 'TICKET', subjectId: holder.id, deviceId: 'phone-live', conflict: false });
      expect(got.at - sent).toBeLessThan(2000);
      // A later entry of the other edition reaches its stream: by then the first would have too, had it gone there.
      const otherHolder = await ticket(elsewhere.edition.id, { first: 'Else', last: 'Where' });
      const otherEntry = await entry(elsewhere.edition.id, GateSubjectKind.TICKET, otherHolder.id);
      await t.app.get(DomainEvents).publish(new GateValidated(elsewhere.edition.id, otherEntry, GateAction.ENTRY, GateSubjectKind.TICKET, otherHolder.id, 'device-a', false));
      await other.next('entry', (d: Json) => d.entryId === otherEntry, 2000);
      expect(other.all('entry')).toEqual([expect.objectContaining({ entryId: otherEntry })]);
    } finally {
      stream.close();
      other.close();
    }
  });
});

describe('arrival notices', () => {
  const noticesOf = (userId: number) =>
    sql<{ category: string; title_key: string; message_key: string; translation_params: Json; action_url: string }>(
      `select category, title_key, message_key, translation_params, action_url from notifications where user_id = ? and title_key like 'notifications.gate.%' order by id`,
      [userId],
    );

  it('tells a team leader of three arrivals in one notice, the artist managers of an artist, each once, and nobody of an undone entry', async () => {
    const { owner, edition } = await setup();
    const bar = await idOf(`insert into volunteer_teams (edition_id, name) values (?, 'Bar') returning id`, [edition.id]);
    const leader = await volunteer(edition.id, 'Lea', { teams: [{ id: bar, leader: true }] });
    const members = [];
    for (const prenom of ['Alice', 'Bruno', 'Chloe', 'Dora']) members.push(await volunteer(edition.id, prenom, { teams: [{ id: bar }] }));
    const artist = await artistRow(t, edition.id, { stage_name: 'Solo Spin', invited_email: 'spin@example.com' });
    for (const m of members.slice(0, 3)) await entry(edition.id, GateSubjectKind.VOLUNTEER, m.id);
    // The leader's own arrival is not news to them; an undone entry is no arrival.
    await entry(edition.id, GateSubjectKind.VOLUNTEER, leader.id);
    const mistaken = await entry(edition.id, GateSubjectKind.VOLUNTEER, members[3]!.id);
    await entry(edition.id, GateSubjectKind.VOLUNTEER, members[3]!.id, { action: GateAction.UNDO, undoes: mistaken });
    await entry(edition.id, GateSubjectKind.ARTIST, artist);

    const job = t.app.get(GateNotifications);
    await Promise.all([job.tellArrivals(), job.tellArrivals()]);
    await job.tellArrivals();

    const dashboard = `/editions/${edition.id}/gestion/ticketing/access-control?tab=dashboard`;
    expect(await noticesOf(leader.userId)).toEqual([
      {
        category: 'volunteer', title_key: 'notifications.gate.arrivals.title', message_key: 'notifications.gate.arrivals.messageMore', action_url: dashboard,
        translation_params: { count: 3, names: 'Alice Volunteer, Bruno Volunteer', others: 1, edition: 'Gate Fest' },
      },
    ]);
    expect(await noticesOf(owner.user.id)).toEqual([
      expect.objectContaining({ category: 'artist', message_key: 'notifications.gate.arrivals.message', translation_params: { count: 1, names: 'Solo Spin', others: 0, edition: 'Gate Fest' } }),
    ]);
    for (const m of members) expect(await noticesOf(m.userId)).toEqual([]);
    expect(await sql(`select id from gate_entries where edition_id = ? and subject_id = ? and arrival_notified_at is not null`, [edition.id, members[3]!.id])).toEqual([]);
  });
});
