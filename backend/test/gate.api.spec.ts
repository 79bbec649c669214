/**
 * The gate against real PostgreSQL over real HTTP: every kind of code and every answer, the
 * idempotent repeat, two devices racing on one ticket, offline conflicts, undo and history, pay at
 * the gate, the search, who may scan (the access-control windows moved in SQL, not the clock), a
 * refund seen by a later sync, and the validate request's statement count.
 */
import { randomUUID } from 'node:crypto';
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import { artistRow, showRow, userRow } from './support/artists';
import { SessionCache } from '../src/core/sessions/session-cache';
import { statementsDuring, statementTextsDuring } from './support/statements';
import { checkpointWorld } from './support/checkpoint-world';
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
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { sql, one, id, HOUR, expectCode, iso, festival, tier, ticket, returnable, team, volunteer, slot } = checkpointWorld(() => t);

const entry = (o: Json = {}) => ({ clientId: randomUUID(), deviceId: 'phone-1', ...o });
const rows = (editionId: number) => sql<Json>('select * from gate_entries where edition_id = ? order by id', [editionId]);

describe('the gate', () => {
  it('answers every kind of code and every outcome, and lets in once', async () => {
    const { owner, editionId, base } = await festival();
    const other = await festival('Other Festival');
    const day = await tier(editionId, 'Day pass');
    const early = await tier(editionId, 'Sunday', { from: iso(HOUR) });
    const over = await tier(editionId, 'Friday', { until: iso(-HOUR) });
    const cup = await returnable(editionId, 'Cup');
    const band = await returnable(editionId, 'Wristband');
    await sql('insert into ticketing_tier_returnable_items (tier_id, returnable_item_id) values (?, ?)', [day, cup]);
    const optionId = await id("insert into ticketing_options (edition_id, name) values (?, 'Camping') returning id", [editionId]);
    await sql('insert into ticketing_option_returnable_items (option_id, returnable_item_id) values (?, ?)', [optionId, band]);

    // Two questions: the organiser shows the diet at the gate, not the shirt size.
    const diet = await id("insert into ticketing_tier_custom_fields (edition_id, label, type, show_at_gate) values (?, 'Diet', 'TextInput', true) returning id", [editionId]);
    const shirt = await id("insert into ticketing_tier_custom_fields (edition_id, label, type, show_at_gate) values (?, 'Shirt', 'TextInput', false) returning id", [editionId]);
    const valid = await ticket(editionId, day, {
      first: 'Zoé',
      last: 'Lefèvre',
      options: [optionId],
      externalId: 'HA-77',
      answers: [
        { customFieldId: diet, label: 'Diet', answer: 'Vegan' },
        { customFieldId: shirt, label: 'Shirt', answer: 'M' },
      ],
    });
    const refunded = await ticket(editionId, day, { state: 'Canceled' });
    const cancelled = await ticket(editionId, day, { state: 'Canceled', source: 'ONSITE', paymentMethod: 'CASH' });
    const notYet = await ticket(editionId, early);
    const expired = await ticket(editionId, over);
    const elsewhere = await ticket(other.editionId, await tier(other.editionId, 'Other'));

    const kitchen = await team(editionId, 'Kitchen');
    await sql('insert into edition_volunteer_returnable_items (edition_id, team_id, returnable_item_id) values (?, ?, ?)', [editionId, kitchen, band]);
    const accepted = await volunteer(editionId, await userRow(t, 'vol', { prenom: 'Ada', nom: 'Lovelace' }), 'ACCEPTED', [{ id: kitchen }]);
    const pending = await volunteer(editionId, await userRow(t, 'pend'), 'PENDING');
    const artistId = await artistRow(t, editionId, { user_id: await userRow(t, 'art'), stage_name: 'Les Voltigeurs' });
    const artistCode = (await one<{ qr_token: string }>('select qr_token from edition_artists where id = ?', [artistId])).qr_token;
    const showId = await showRow(t, editionId, { start: iso(2 * HOUR), title: 'Grand Show', artists: [artistId] });
    const badge = await returnable(editionId, 'Backstage badge');
    await sql('insert into show_returnable_items (show_id, returnable_item_id) values (?, ?)', [showId, badge]);
    const otherArtist = await artistRow(t, other.editionId, { invited_email: 'x@example.com' });
    const otherArtistCode = (await one<{ qr_token: string }>('select qr_token from edition_artists where id = ?', [otherArtist])).qr_token;

    const check = async (code: string) => (await owner.agent.post(`${base}/check`).send({ code }).expect(200)).body as Json;

    const first = await check(valid.code);
    expect(first).toMatchObject({ outcome: 'VALID', entryId: null, conflict: false, previous: null, otherEdition: null, toPay: null, currency: 'EUR' });
    expect(first.person).toMatchObject({ kind: 'TICKET', subjectId: valid.itemId, name: 'Zoé Lefèvre', options: ['Camping'], orderNumber: 'HA-77', returnables: ['Cup', 'Wristband'], entry: null });
    expect(first.person.tier).toMatchObject({ id: day, name: 'Day pass', validFrom: null, validUntil: null });
    expect(first.person.answers).toEqual([{ label: 'Diet', answer: 'Vegan' }]);
    expect((await check(refunded.code)).outcome).toBe('REFUNDED');
    expect((await check(cancelled.code)).outcome).toBe('CANCELLED');
    expect((await check(notYet.code)).outcome).toBe('NOT_YET_VALID');
    expect((await check(expired.code)).outcome).toBe('EXPIRED');
    expect(await check(elsewhere.code)).toMatchObject({ outcome: 'WRONG_EDITION', person: null, otherEdition: 'Other Festival' });
    expect(await check(otherArtistCode)).toMatchObject({ outcome: 'WRONG_EDITION', person: null });
    expect(await check('forged-code-that-nobody-has')).toMatchObject({ outcome: 'UNKNOWN', person: null, otherEdition: null });

    const vol = await check(accepted.code);
    expect(vol).toMatchObject({ outcome: 'VALID', person: { kind: 'VOLUNTEER', name: 'Ada Lovelace', teams: ['Kitchen'], returnables: ['Wristband'], tier: null } });
    expect((await check(pending.code)).outcome).toBe('NOT_ACCEPTED');
    expect(await check(artistCode)).toMatchObject({ outcome: 'VALID', person: { kind: 'ARTIST', name: 'Les Voltigeurs', shows: ['Grand Show'], returnables: ['Backstage badge'] } });
    // The same people picked from a search (kind and id) rather than scanned; one of another edition is nobody here.
    const pick = async (kind: string, subjectId: number) => (await owner.agent.post(`${base}/check`).send({ kind, subjectId }).expect(200)).body as Json;
    expect(await pick('TICKET', valid.itemId)).toMatchObject({ outcome: 'VALID', person: { kind: 'TICKET', name: 'Zoé Lefèvre', answers: [{ label: 'Diet', answer: 'Vegan' }] } });
    expect(await pick('VOLUNTEER', accepted.applicationId)).toMatchObject({ outcome: 'VALID', person: { kind: 'VOLUNTEER', name: 'Ada Lovelace', teams: ['Kitchen'] } });
    expect((await pick('VOLUNTEER', pending.applicationId)).outcome).toBe('NOT_ACCEPTED');
    expect(await pick('ARTIST', artistId)).toMatchObject({ outcome: 'VALID', person: { kind: 'ARTIST', name: 'Les Voltigeurs', shows: ['Grand Show'] } });
    expect(await pick('ARTIST', otherArtist)).toMatchObject({ outcome: 'UNKNOWN', person: null });
    expect(await rows(editionId)).toEqual([]);

    // A refusal is an answer, and writes nothing.
    const refusal = await owner.agent.post(`${base}/entries`).send(entry({ code: refunded.code })).expect(200);
    expect(refusal.body).toMatchObject({ outcome: 'REFUNDED', entryId: null });
    expect(await rows(editionId)).toEqual([]);

    // Each kind lets in, marks the person in (updated_at moves for the offline copy), then says ALREADY_IN.
    for (const [code, table, subjectId] of [
      [valid.code, 'ticketing_order_items', valid.itemId],
      [accepted.code, 'edition_volunteer_applications', accepted.applicationId],
      [artistCode, 'edition_artists', artistId],
    ] as const) {
      const before = await one<Json>(`select updated_at from ${table} where id = ?`, [subjectId]);
      const let_in = (await owner.agent.post(`${base}/entries`).send(entry({ code, deviceId: 'gate-A' })).expect(200)).body as Json;
      expect(let_in).toMatchObject({ outcome: 'VALID', conflict: false });
      expect(let_in.entryId).toEqual(expect.any(Number));
      expect(let_in.person.entry).toMatchObject({ entryId: let_in.entryId, by: owner.user.pseudo, deviceId: 'gate-A', offline: false });
      const marked = await one<Json>(`select entry_validated, entry_validated_at, entry_validated_by_id, updated_at from ${table} where id = ?`, [subjectId]);
      expect(marked).toMatchObject({ entry_validated: true, entry_validated_by_id: owner.user.id });
      expect(new Date(marked.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
      const again = (await owner.agent.post(`${base}/entries`).send(entry({ code, deviceId: 'gate-B' })).expect(200)).body as Json;
      expect(again).toMatchObject({ outcome: 'ALREADY_IN', entryId: null, conflict: false, previous: { entryId: let_in.entryId, by: owner.user.pseudo, deviceId: 'gate-A' } });
    }
    expect(await rows(editionId)).toHaveLength(3);
  });

  it("shows the meals a person holds: a ticket's by its tier, a volunteer's not declined, meals turned on only", async () => {
    const { owner, editionId, base } = await festival();
    const meal = (date: string, type: string, enabled = true) =>
      id(`insert into volunteer_meals (edition_id, date, meal_type, phases, enabled) values (?, ?, ?::meal_type, '{EVENT}', ?) returning id`, [editionId, date, type, enabled]);
    const lunch = await meal('2027-07-10', 'LUNCH');
    const breakfast = await meal('2027-07-10', 'BREAKFAST');
    const dinnerOff = await meal('2027-07-10', 'DINNER', false);
    const pass = await ticket(editionId, await tier(editionId, 'Pass'));
    for (const mealId of [lunch, breakfast, dinnerOff]) await sql('insert into ticketing_order_item_meals (order_item_id, meal_id) values (?, ?)', [pass.itemId, mealId]);
    const ticketAnswer = await owner.agent.post(`${base}/check`).send({ code: pass.code }).expect(200);
    expect(ticketAnswer.body.person.meals).toEqual([
      { date: '2027-07-10', mealType: 'BREAKFAST' },
      { date: '2027-07-10', mealType: 'LUNCH' },
    ]);
    const helper = await volunteer(editionId, (await signedInUser(t)).user.id);
    await sql('insert into volunteer_meal_selections (volunteer_id, meal_id, accepted) values (?, ?, true), (?, ?, false)', [helper.applicationId, lunch, helper.applicationId, breakfast]);
    const volunteerAnswer = await owner.agent.post(`${base}/check`).send({ code: helper.code }).expect(200);
    expect(volunteerAnswer.body.person.meals).toEqual([{ date: '2027-07-10', mealType: 'LUNCH' }]);
    const bare = await ticket(editionId, await tier(editionId, 'Day'));
    expect((await owner.agent.post(`${base}/check`).send({ code: bare.code }).expect(200)).body.person.meals).toEqual([]);
  });

  it('finds a person picked from a search by kind and id, only within the edition, and wants a code or a person', async () => {
    const { owner, editionId, base } = await festival();
    const other = await festival();
    const mine = await ticket(editionId, null);
    const theirs = await ticket(other.editionId, null);
    expect((await owner.agent.post(`${base}/check`).send({ kind: 'TICKET', subjectId: mine.itemId }).expect(200)).body.outcome).toBe('VALID');
    expect((await owner.agent.post(`${base}/check`).send({ kind: 'TICKET', subjectId: theirs.itemId }).expect(200)).body.outcome).toBe('UNKNOWN');
    const neither = await owner.agent.post(`${base}/check`).send({}).expect(400);
    expect(Object.keys(neither.body.errors)).toEqual(['code']);
    const both = await owner.agent.post(`${base}/check`).send({ code: mine.code, kind: 'TICKET', subjectId: mine.itemId }).expect(400);
    expect(Object.keys(both.body.errors)).toEqual(['code']);
    const half = await owner.agent.post(`${base}/check`).send({ kind: 'TICKET' }).expect(400);
    expect(Object.keys(half.body.errors)).toEqual(['subjectId']);
  });

  it('counts a repeated client id once and gives the same answer; the same id for someone else is a 409', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, null);
    const b = await ticket(editionId, null);
    const sent = entry({ code: a.code });
    const first = (await owner.agent.post(`${base}/entries`).send(sent).expect(200)).body as Json;
    const second = (await owner.agent.post(`${base}/entries`).send(sent).expect(200)).body as Json;
    expect(first.outcome).toBe('VALID');
    expect(second).toMatchObject({ outcome: 'VALID', entryId: first.entryId, conflict: false });
    expect(await rows(editionId)).toHaveLength(1);
    const reused = await owner.agent.post(`${base}/entries`).send({ ...sent, code: b.code }).expect(409);
    expectCode(reused, 409, 'CLIENT_ID_REUSED');
    expect(await rows(editionId)).toHaveLength(1);
  });

  it('gives one entry and nine ALREADY_IN to ten devices letting one ticket in at once', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, null);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => owner.agent.post(`${base}/entries`).send(entry({ code: a.code, deviceId: `phone-${i}` }))));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((r) => r.body.outcome as string).sort();
    expect(outcomes).toEqual([...Array(9).fill('ALREADY_IN'), 'VALID']);
    const winner = answers.find((r) => r.body.outcome === 'VALID')!.body as Json;
    for (const r of answers.filter((x) => x.body.outcome === 'ALREADY_IN')) expect(r.body.previous.entryId).toBe(winner.entryId);
    expect(await sql("select id from gate_entries where edition_id = ? and action = 'ENTRY' and not conflict and undone_by_id is null", [editionId])).toHaveLength(1);
    expect(await rows(editionId)).toHaveLength(1);
  });

  it('keeps an offline entry of someone already in as a conflict, and tells both', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, null);
    const at1 = iso(-10 * 60_000);
    const at2 = iso(-5 * 60_000);
    const sync = (await owner.agent
      .post(`${base}/entries/sync`)
      .send({ entries: [entry({ code: a.code, deviceId: 'offline-1', offline: true, scannedAt: at1 }), entry({ code: a.code, deviceId: 'offline-2', offline: true, scannedAt: at2 })] })
      .expect(200)).body as Json;
    const [r1, r2] = sync.results as Json[];
    expect(r1.answer).toMatchObject({ outcome: 'VALID', conflict: false });
    expect(r1.answer.person.entry).toMatchObject({ at: at1, offline: true, deviceId: 'offline-1' });
    expect(r2.answer).toMatchObject({ outcome: 'ALREADY_IN', conflict: true, previous: { entryId: r1.answer.entryId, deviceId: 'offline-1' } });
    expect(r2.answer.entryId).toEqual(expect.any(Number));
    const stored = await rows(editionId);
    expect(stored.map((r) => [r.device_id, r.conflict, r.offline])).toEqual([
      ['offline-1', false, true],
      ['offline-2', true, true],
    ]);
    // Sent again (the device did not hear back): the same answers, nothing more recorded.
    const again = (await owner.agent.post(`${base}/entries/sync`).send({ entries: sync.results.map((r: Json, i: number) => ({ ...entry({ code: a.code, offline: true, deviceId: `offline-${i + 1}` }), clientId: r.clientId })) }).expect(200))
      .body as Json;
    expect(again.results.map((r: Json) => [r.answer.outcome, r.answer.entryId, r.answer.conflict])).toEqual(sync.results.map((r: Json) => [r.answer.outcome, r.answer.entryId, r.answer.conflict]));
    expect(await rows(editionId)).toHaveLength(2);
  });

  it('checks the whole offline queue before recording any of it', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, null);
    const twice = randomUUID();
    const refused = await owner.agent
      .post(`${base}/entries/sync`)
      .send({ entries: [entry({ code: a.code }), entry({ code: a.code, scannedAt: iso(-8 * 24 * HOUR) }), entry({ code: a.code, scannedAt: iso(HOUR) }), entry({ code: a.code, clientId: twice }), entry({ code: a.code, clientId: twice })] })
      .expect(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['entries.1.scannedAt', 'entries.2.scannedAt', 'entries.4.clientId']);
    expect(await rows(editionId)).toEqual([]);
    const single = await owner.agent.post(`${base}/entries`).send(entry({ code: a.code, scannedAt: iso(6 * 60_000) })).expect(400);
    expect(Object.keys(single.body.errors)).toEqual(['scannedAt']);
  });

  it('undoes the entry in force once, keeps both in the history, and lets the person in again', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, null);
    const other = await festival();
    const let_in = (await owner.agent.post(`${base}/entries`).send(entry({ code: a.code, deviceId: 'gate-A' })).expect(200)).body as Json;
    const history = (await owner.agent.post(`${base}/entries/${let_in.entryId}/undo`).send({ deviceId: 'gate-B' }).expect(200)).body as Json;
    expect(history.person).toMatchObject({ kind: 'TICKET', subjectId: a.itemId, entry: null });
    expect(history.lines.map((l: Json) => [l.action, l.deviceId, l.undone, l.by])).toEqual([
      ['UNDO', 'gate-B', false, owner.user.pseudo],
      ['ENTRY', 'gate-A', true, owner.user.pseudo],
    ]);
    expect(await one<Json>('select entry_validated, entry_validated_at, entry_validated_by_id from ticketing_order_items where id = ?', [a.itemId])).toEqual({
      entry_validated: false,
      entry_validated_at: null,
      entry_validated_by_id: null,
    });
    expectCode(await owner.agent.post(`${base}/entries/${let_in.entryId}/undo`).send({ deviceId: 'gate-B' }).expect(409), 409, 'NOT_IN_FORCE');
    expectCode(await owner.agent.post(`${base}/entries/${history.lines[0].id}/undo`).send({ deviceId: 'gate-B' }).expect(409), 409, 'NOT_IN_FORCE');
    expectCode(await owner.agent.post(`${base}/entries/999999999/undo`).send({ deviceId: 'gate-B' }).expect(404), 404, 'GATE_ENTRY_NOT_FOUND');
    await other.owner.agent.post(`${other.base}/entries/${let_in.entryId}/undo`).send({ deviceId: 'gate-B' }).expect(404);

    const back = (await owner.agent.post(`${base}/entries`).send(entry({ code: a.code, deviceId: 'gate-C' })).expect(200)).body as Json;
    expect(back.outcome).toBe('VALID');
    const lines = (await owner.agent.get(`${base}/history`).query({ kind: 'TICKET', subjectId: a.itemId }).expect(200)).body.lines as Json[];
    expect(lines.map((l) => [l.action, l.deviceId, l.undone])).toEqual([
      ['ENTRY', 'gate-C', false],
      ['UNDO', 'gate-B', false],
      ['ENTRY', 'gate-A', true],
    ]);
    await owner.agent.get(`${base}/history`).query({ kind: 'VOLUNTEER', subjectId: a.itemId }).expect(404);
  });

  it('undoes once when two devices undo at the same moment', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, null);
    const let_in = (await owner.agent.post(`${base}/entries`).send(entry({ code: a.code })).expect(200)).body as Json;
    const answers = await Promise.all([1, 2, 3].map((i) => owner.agent.post(`${base}/entries/${let_in.entryId}/undo`).send({ deviceId: `phone-${i}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await sql("select id from gate_entries where edition_id = ? and action = 'UNDO'", [editionId])).toHaveLength(1);
  });

  it('asks for a payment method to let in the holder of an unpaid on-site order, and marks it paid', async () => {
    const { owner, editionId, base } = await festival();
    const day = await tier(editionId, 'Day pass', { price: 1500 });
    // The desk leaves the order unpaid (no payment method).
    const order = (await owner.agent
      .post(`/api/editions/${editionId}/ticketing/orders`)
      .send({ payerFirstName: 'Léa', payerLastName: 'Petit', paymentMethod: null, items: [{ tierId: day, firstName: 'Léa', lastName: 'Petit' }] })
      .expect(201)).body as Json;
    expect(order).toMatchObject({ paymentMethod: null, amount: 1500 });
    const code = order.items[0].qrCode as string;
    expect((await owner.agent.post(`${base}/check`).send({ code }).expect(200)).body).toMatchObject({ outcome: 'VALID', toPay: 1500, currency: 'EUR' });
    expectCode(await owner.agent.post(`${base}/entries`).send(entry({ code })).expect(409), 409, 'PAYMENT_REQUIRED');
    expect(await rows(editionId)).toEqual([]);
    const paid = (await owner.agent.post(`${base}/entries`).send(entry({ code, paymentMethod: 'CARD' })).expect(200)).body as Json;
    expect(paid.outcome).toBe('VALID');
    expect(await one<Json>('select payment_method from ticketing_orders where id = ?', [order.id])).toEqual({ payment_method: 'CARD' });
  });

  it('searches tickets, volunteers and artists by name, e-mail or order number, each with what a scan would answer', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, await tier(editionId, 'Weekend'), { first: 'Zoé', last: 'Lefèvre', externalId: 'HA-4242' });
    await ticket(editionId, null, { first: 'Zora', last: 'Lefebvre', state: 'Canceled' });
    const vol = await volunteer(editionId, await userRow(t, 'zoevol', { prenom: 'Zoé', nom: 'Bénévole' }), 'PENDING');
    const artistId = await artistRow(t, editionId, { invited_email: 'zoe-artist@example.com', stage_name: 'Zoé la Jongleuse' });
    const search = async (q: string) => ((await owner.agent.get(`${base}/search`).query({ q }).expect(200)).body as Json).people as Json[];

    const found = await search('zoe');
    expect(found.map((p) => [p.kind, p.name, p.outcome]).sort()).toEqual(
      [
        ['ARTIST', 'Zoé la Jongleuse', 'VALID'],
        ['TICKET', 'Zoé Lefèvre', 'VALID'],
        ['VOLUNTEER', 'Zoé Bénévole', 'NOT_ACCEPTED'],
      ].sort(),
    );
    expect(found.find((p) => p.kind === 'TICKET')).toMatchObject({ subjectId: a.itemId, detail: 'Weekend', orderNumber: 'HA-4242' });
    expect(found.find((p) => p.kind === 'VOLUNTEER')!.subjectId).toBe(vol.applicationId);
    expect(found.find((p) => p.kind === 'ARTIST')!.subjectId).toBe(artistId);
    expect((await search('LEFE')).map((p) => p.outcome).sort()).toEqual(['REFUNDED', 'VALID']);
    expect((await search('HA-4242')).map((p) => p.subjectId)).toEqual([a.itemId]);
    expect((await search(`#${a.orderId}`)).map((p) => p.subjectId)).toContain(a.itemId);
    expect(await search('nobody-here')).toEqual([]);
    const short = await owner.agent.get(`${base}/search`).query({ q: ' z ' }).expect(400);
    expect(Object.keys(short.body.errors)).toEqual(['q']);
  });

  it('answers a let-in in a bounded number of statements', async () => {
    const { owner, editionId, base } = await festival();
    const a = await ticket(editionId, await tier(editionId, 'Day'));
    await owner.agent.post(`${base}/check`).send({ code: a.code }).expect(200); // the session and rights are remembered
    const count = await statementsDuring(t, () => owner.agent.post(`${base}/entries`).send(entry({ code: a.code })).expect(200));
    // The rights, the lookup, the person, the guarded insert, the live feed's notify (and the session's own): never one per returnable or option.
    expect(count).toBeLessThanOrEqual(6);
  });
});

describe('scans at a busy gate', () => {
  it("take the scanner's session from memory and leave everyone's remembered sessions alone, as reads do", async () => {
    const { owner, editionId, base } = await festival();
    const codes = await Promise.all([1, 2, 3].map(async () => (await ticket(editionId, await tier(editionId, 'Day'))).code));
    await owner.agent.get('/api/session/me').expect(200); // the session is remembered
    const cache = t.app.get(SessionCache);
    const forgotten = cache.stats.invalidations;
    const texts = await statementTextsDuring(t, async () => {
      await owner.agent.post(`${base}/check`).send({ code: codes[0] }).expect(200);
      await owner.agent.post(`${base}/entries`).send(entry({ code: codes[1] })).expect(200);
      await owner.agent.post(`${base}/entries/sync`).send({ entries: [entry({ code: codes[2], offline: true })] }).expect(200);
    });
    expect(texts.filter((text) => /from "?session"?\b/i.test(text))).toEqual([]);
    expect(cache.stats.invalidations).toBe(forgotten);
  });

  it('refuses a scan once its session is signed out, though it was remembered', async () => {
    const { owner, editionId, base } = await festival();
    const code = (await ticket(editionId, await tier(editionId, 'Day'))).code;
    await owner.agent.post(`${base}/check`).send({ code }).expect(200);
    await owner.agent.post('/api/auth/logout').expect((res) => expect(res.status).toBeLessThan(300));
    await owner.agent.post(`${base}/check`).send({ code }).expect(401);
  });
});

describe('who may scan', () => {
  /** A signed-in volunteer of an access-control team, with the edition's organiser. */
  async function gateVolunteer(o: { leader?: boolean } = {}) {
    const f = await festival();
    const gateTeam = await team(f.editionId, 'Gate', true);
    const person = await signedInUser(t);
    await volunteer(f.editionId, person.user.id, 'ACCEPTED', [{ id: gateTeam, leader: o.leader ?? false }]);
    const code = (await ticket(f.editionId, null)).code;
    return { ...f, gateTeam, person, code };
  }
  const canCheck = async (agent: Signed['agent'], base: string, code: string) => (await agent.post(`${base}/check`).send({ code })).status;

  it('lets a member of an access-control team scan from 15 minutes before their slot to 15 minutes after it', async () => {
    const g = await gateVolunteer();
    const MIN = 60_000;
    const slotId = await slot(g.editionId, g.gateTeam, g.person.user.id, 16 * MIN, 2 * HOUR);
    const move = (startMs: number, endMs: number) => sql('update volunteer_time_slots set start_date_time = ?, end_date_time = ? where id = ?', [iso(startMs), iso(endMs), slotId]);
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(403);
    await move(14 * MIN, 2 * HOUR);
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(200);
    await move(-2 * HOUR, -14 * MIN);
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(200);
    await move(-2 * HOUR, -16 * MIN);
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(403);
    // A slot of another team gives nothing.
    const other = await team(g.editionId, 'Bar');
    await sql('update volunteer_time_slots set team_id = ?, start_date_time = ?, end_date_time = ? where id = ?', [other, iso(-HOUR), iso(HOUR), slotId]);
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(403);
  });

  it('lets a leader of an access-control team scan during the volunteer period only', async () => {
    const g = await gateVolunteer({ leader: true });
    const setPeriod = (setup: string | null, teardown: string | null) =>
      sql(
        `insert into edition_volunteer_settings (edition_id, volunteers_setup_start_date, volunteers_teardown_end_date) values (?, ?, ?)
         on conflict (edition_id) do update set volunteers_setup_start_date = excluded.volunteers_setup_start_date, volunteers_teardown_end_date = excluded.volunteers_teardown_end_date`,
        [g.editionId, setup, teardown],
      );
    await setPeriod(iso(HOUR), iso(10 * HOUR));
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(403);
    await setPeriod(iso(-HOUR), iso(10 * HOUR));
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(200);
    await setPeriod(iso(-10 * HOUR), iso(-HOUR));
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(403);
  });

  it('refuses a gate volunteer every other management page', async () => {
    const g = await gateVolunteer();
    await slot(g.editionId, g.gateTeam, g.person.user.id, -HOUR, HOUR);
    expect(await canCheck(g.person.agent, g.base, g.code)).toBe(200);
    for (const path of ['ticketing/orders', 'ticketing/tiers', 'ticketing/summary', 'volunteers/applications', 'volunteers/settings', 'volunteers/slots', 'artists']) {
      const res = await g.person.agent.get(`/api/editions/${g.editionId}/${path}`);
      expect([path, res.status]).toEqual([path, 403]);
    }
  });

  it('refuses a stranger and an anonymous caller', async () => {
    const g = await gateVolunteer();
    const stranger = await signedInUser(t);
    expect(await canCheck(stranger.agent, g.base, g.code)).toBe(403);
    expect(await canCheck(t.agent(), g.base, g.code)).toBe(401);
  });
});

describe('a refund seen by a later sync', () => {
  it('turns a VALID ticket into REFUNDED', async () => {
    const fake = await startFakeHelloAsso({ orders: 3, seed: 11 });
    fakes.push(fake);
    const { owner, editionId, base } = await festival();
    await owner.agent.put(`/api/editions/${editionId}/ticketing/external`).send(fake.connection()).expect(200);
    const syncNow = async () => {
      const queued = (await owner.agent.post(`/api/editions/${editionId}/ticketing/sync`).expect(202)).body as Json;
      const end = Date.now() + 60_000;
      for (;;) {
        const run = (await owner.agent.get(`/api/editions/${editionId}/ticketing/sync/runs/${queued.id}`).expect(200)).body as Json;
        if (run.status !== 'QUEUED' && run.status !== 'RUNNING') return run;
        if (Date.now() > end) throw new Error(`run ${queued.id} did not finish`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    expect((await syncNow()).status).toBe('SUCCEEDED');
    const item = await one<{ qr_code: string; external_id: string }>(
      `select i.qr_code, o.external_id from ticketing_order_items i join ticketing_orders o on o.id = i.order_id where i.edition_id = ? and i.state in ('Processed', 'Registered') order by i.id limit 1`,
      [editionId],
    );
    expect((await owner.agent.post(`${base}/check`).send({ code: item.qr_code }).expect(200)).body.outcome).toBe('VALID');
    fake.state.refund({ orderIds: [Number(item.external_id)] });
    expect((await syncNow()).status).toBe('SUCCEEDED');
    expect((await owner.agent.post(`${base}/check`).send({ code: item.qr_code }).expect(200)).body.outcome).toBe('REFUNDED');
  });
});
