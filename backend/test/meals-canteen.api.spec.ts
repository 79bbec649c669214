/**
 * The canteen against real PostgreSQL over real HTTP: every answer for a meal, the idempotent
 * repeat, devices racing on one plate, the offline queue and its conflicts, undo and history, the
 * search and a meal's offline copy, and who may validate (the meal-validation slots moved in SQL, not
 * the clock). Selections are written straight to the database, as the meals' other features write them.
 */
import { randomUUID } from 'node:crypto';
import { artistRow, userRow } from './support/artists';
import { checkpointWorld } from './support/checkpoint-world';
import { signedInUser, type TestApp } from './support/test-app';
import { createTicketingTestApp } from './support/ticketing-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTicketingTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const { sql, one, id, HOUR, expectCode, iso, festival, tier, ticket, returnable, team, volunteer, slot } = checkpointWorld(() => t);

const today = () => new Date().toISOString().slice(0, 10);

/** A meal of the edition's grid (today's lunch unless said), made in the database. */
async function meal(editionId: number, o: { date?: string; type?: 'BREAKFAST' | 'LUNCH' | 'DINNER'; enabled?: boolean } = {}) {
  return id(`insert into volunteer_meals (edition_id, date, meal_type, enabled, phases) values (?, ?, ?::meal_type, ?, '{EVENT}') returning id`, [
    editionId,
    o.date ?? today(),
    o.type ?? 'LUNCH',
    o.enabled ?? true,
  ]);
}

const holds = {
  volunteer: (applicationId: number, mealId: number, accepted = true) => sql('insert into volunteer_meal_selections (volunteer_id, meal_id, accepted) values (?, ?, ?)', [applicationId, mealId, accepted]),
  artist: (artistId: number, mealId: number, afterShow = false) => sql('insert into artist_meal_selections (artist_id, meal_id, after_show) values (?, ?, ?)', [artistId, mealId, afterShow]),
  ticket: (itemId: number, mealId: number) => sql('insert into ticketing_order_item_meals (order_item_id, meal_id) values (?, ?)', [itemId, mealId]),
};

/** When the selection was eaten (its consumed_at), or null. */
async function consumed(table: string, column: string, subjectId: number, mealId: number): Promise<Date | null> {
  const at = (await one<{ consumed_at: string | Date | null }>(`select consumed_at from ${table} where ${column} = ? and meal_id = ?`, [subjectId, mealId])).consumed_at;
  return at === null ? null : new Date(at);
}
const eatenVolunteer = (applicationId: number, mealId: number) => consumed('volunteer_meal_selections', 'volunteer_id', applicationId, mealId);
const rows = (editionId: number) => sql<Json>("select * from gate_entries where edition_id = ? and checkpoint like 'MEAL:%' order by id", [editionId]);
const entry = (o: Json = {}) => ({ clientId: randomUUID(), deviceId: 'canteen-1', ...o });

/** An edition with a lunch today and an accepted volunteer holding it (vegan, a SEVERE peanut allergy, a cup to hand over). */
async function canteen(name = 'Canteen Festival') {
  const f = await festival(name);
  const lunch = await meal(f.editionId);
  const cup = await returnable(f.editionId, 'Cup');
  await sql('insert into volunteer_meal_returnable_items (meal_id, returnable_item_id) values (?, ?)', [lunch, cup]);
  const ada = await volunteer(f.editionId, await userRow(t, 'ada', { prenom: 'Ada', nom: 'Lovelace' }), 'ACCEPTED');
  await sql(`update edition_volunteer_applications set dietary_preference = 'VEGAN', allergies = 'Peanuts', allergy_severity = 'SEVERE' where id = ?`, [ada.applicationId]);
  await holds.volunteer(ada.applicationId, lunch);
  const base = `/api/editions/${f.editionId}/meals`;
  return { ...f, lunch, ada, base, at: `${base}/${lunch}` };
}

describe('the canteen', () => {
  it('answers every kind of person and every outcome, and serves once', async () => {
    const c = await canteen();
    const other = await festival('Other Festival');
    const dinnerOff = await meal(c.editionId, { type: 'DINNER', enabled: false });
    const day = await tier(c.editionId, 'Day pass');
    const withMeal = await ticket(c.editionId, day, { first: 'Zoé', last: 'Lefèvre' });
    const withoutMeal = await ticket(c.editionId, day);
    const refunded = await ticket(c.editionId, day, { state: 'Canceled' });
    const cancelled = await ticket(c.editionId, day, { state: 'Canceled', source: 'ONSITE', paymentMethod: 'CASH' });
    for (const item of [withMeal, refunded, cancelled]) await holds.ticket(item.itemId, c.lunch);
    const declined = await volunteer(c.editionId, await userRow(t, 'dec'), 'ACCEPTED');
    await holds.volunteer(declined.applicationId, c.lunch, false);
    const pending = await volunteer(c.editionId, await userRow(t, 'pend'), 'PENDING');
    await holds.volunteer(pending.applicationId, c.lunch);
    const artistId = await artistRow(t, c.editionId, { user_id: await userRow(t, 'art'), stage_name: 'Les Voltigeurs', dietary_preference: 'VEGETARIAN', allergies: 'Shellfish', allergy_severity: 'CRITICAL' });
    await holds.artist(artistId, c.lunch, true);
    const artistCode = (await one<{ qr_token: string }>('select qr_token from edition_artists where id = ?', [artistId])).qr_token;
    const elsewhere = await ticket(other.editionId, await tier(other.editionId, 'Other'));

    const check = async (code: string, at = c.at) => (await c.owner.agent.post(`${at}/check`).send({ code }).expect(200)).body as Json;

    const first = await check(c.ada.code);
    expect(first).toMatchObject({ outcome: 'ELIGIBLE', refusal: null, meal: { id: c.lunch, date: today(), mealType: 'LUNCH', enabled: true }, entryId: null, previous: null });
    expect(first.person).toEqual({
      kind: 'VOLUNTEER',
      subjectId: c.ada.applicationId,
      name: 'Ada Lovelace',
      diet: 'VEGAN',
      allergies: 'Peanuts',
      allergySeverity: 'SEVERE',
      afterShow: false,
      returnables: ['Cup'],
      entry: null,
    });
    expect((await check(artistCode)).person).toMatchObject({ kind: 'ARTIST', name: 'Les Voltigeurs', diet: 'VEGETARIAN', allergySeverity: 'CRITICAL', afterShow: true, returnables: [] });
    expect(await check(withMeal.code)).toMatchObject({ outcome: 'ELIGIBLE', person: { kind: 'TICKET', name: 'Zoé Lefèvre', diet: null } });
    expect(await check(withoutMeal.code)).toMatchObject({ outcome: 'NOT_ELIGIBLE', refusal: 'NO_MEAL' });
    expect(await check(declined.code)).toMatchObject({ outcome: 'NOT_ELIGIBLE', refusal: 'DECLINED' });
    expect(await check(pending.code)).toMatchObject({ outcome: 'NOT_ELIGIBLE', refusal: 'NOT_ACCEPTED' });
    expect(await check(c.ada.code, `${c.base}/${dinnerOff}`)).toMatchObject({ outcome: 'NOT_ELIGIBLE', refusal: 'MEAL_OFF' });
    expect(await check(refunded.code)).toMatchObject({ outcome: 'TICKET_REFUNDED', person: { kind: 'TICKET' } });
    expect(await check(cancelled.code)).toMatchObject({ outcome: 'CANCELLED' });
    expect(await check(elsewhere.code)).toMatchObject({ outcome: 'WRONG_EDITION', otherEdition: 'Other Festival', person: null });
    // A forged code reveals nothing, not even the meal's eaters.
    expect(await check('forged-code-0000')).toEqual({ outcome: 'UNKNOWN', refusal: null, meal: first.meal, person: null, entryId: null, conflict: false, previous: null, otherEdition: null });
    expect(await rows(c.editionId)).toEqual([]);

    // Serving: recorded, the selection eaten in the same statement; a second scan says ALREADY_EATEN (when, by whom, on which device).
    const served = (await c.owner.agent.post(`${c.at}/entries`).send(entry({ code: c.ada.code })).expect(200)).body as Json;
    expect(served).toMatchObject({ outcome: 'ELIGIBLE', conflict: false, person: { entry: { deviceId: 'canteen-1', by: c.owner.user.pseudo, offline: false } } });
    expect(served.entryId).toEqual(expect.any(Number));
    const [row] = await rows(c.editionId);
    expect(row).toMatchObject({ id: served.entryId, checkpoint: `MEAL:${c.lunch}`, subject_kind: 'VOLUNTEER', subject_id: c.ada.applicationId, action: 'ENTRY' });
    expect((await eatenVolunteer(c.ada.applicationId, c.lunch))?.toISOString()).toBe(new Date(row!.at).toISOString());
    const again = (await c.owner.agent.post(`${c.at}/entries`).send(entry({ code: c.ada.code, deviceId: 'canteen-2' })).expect(200)).body as Json;
    expect(again).toMatchObject({ outcome: 'ALREADY_EATEN', entryId: null, previous: { entryId: served.entryId, deviceId: 'canteen-1', by: c.owner.user.pseudo } });
    // The gate's entry is another checkpoint: eating lets nobody in, and entering feeds nobody.
    expect((await c.owner.agent.post(`${c.base.replace('/meals', '/gate')}/check`).send({ code: c.ada.code }).expect(200)).body.outcome).toBe('VALID');
    // Refusals write nothing.
    for (const code of [withoutMeal.code, refunded.code, pending.code, 'forged-code-0000']) await c.owner.agent.post(`${c.at}/entries`).send(entry({ code })).expect(200);
    expect(await rows(c.editionId)).toHaveLength(1);
  });

  it('finds a person picked from a search, and answers 404 for a meal not of the edition', async () => {
    const c = await canteen();
    const other = await festival('Elsewhere');
    const theirs = await meal(other.editionId);
    expect((await c.owner.agent.post(`${c.at}/check`).send({ kind: 'VOLUNTEER', subjectId: c.ada.applicationId }).expect(200)).body.outcome).toBe('ELIGIBLE');
    expectCode(await c.owner.agent.post(`${c.base}/${theirs}/check`).send({ code: c.ada.code }), 404, 'MEAL_NOT_FOUND');
    expectCode(await c.owner.agent.post(`${c.base}/${theirs}/entries`).send(entry({ code: c.ada.code })), 404, 'MEAL_NOT_FOUND');
    expectCode(await c.owner.agent.post(`${c.base}/0/check`).send({ code: c.ada.code }), 404, 'MEAL_NOT_FOUND');
    expectCode(await c.owner.agent.post(`${c.at}/check`).send({}), 400, 'VALIDATION_FAILED');
    expect(await rows(c.editionId)).toEqual([]);
  });

  it('counts a repeated client id once and gives the same answer; the same id for someone else is a 409', async () => {
    const c = await canteen();
    const bob = await volunteer(c.editionId, await userRow(t, 'bob'), 'ACCEPTED');
    await holds.volunteer(bob.applicationId, c.lunch);
    const once = entry({ code: c.ada.code });
    const a = (await c.owner.agent.post(`${c.at}/entries`).send(once).expect(200)).body as Json;
    const b = (await c.owner.agent.post(`${c.at}/entries`).send(once).expect(200)).body as Json;
    expect(b).toEqual(a);
    expect(await rows(c.editionId)).toHaveLength(1);
    expectCode(await c.owner.agent.post(`${c.at}/entries`).send({ ...once, code: bob.code }), 409, 'CLIENT_ID_REUSED');
    // Nor may a gate's client id be spent again at the canteen.
    const gateId = randomUUID();
    await c.owner.agent.post(`/api/editions/${c.editionId}/gate/entries`).send({ code: bob.code, clientId: gateId, deviceId: 'gate-1' }).expect(200);
    expectCode(await c.owner.agent.post(`${c.at}/entries`).send(entry({ code: bob.code, clientId: gateId })), 409, 'CLIENT_ID_REUSED');
    expect(await eatenVolunteer(bob.applicationId, c.lunch)).toBeNull();
  });

  it('serves one plate and nine ALREADY_EATEN to ten devices scanning one volunteer at once', async () => {
    const c = await canteen();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => c.owner.agent.post(`${c.at}/entries`).send(entry({ code: c.ada.code, deviceId: `canteen-${i}` }))));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((r) => (r.body as Json).outcome).sort();
    expect(outcomes).toEqual([...Array(9).fill('ALREADY_EATEN'), 'ELIGIBLE']);
    const [recorded] = await rows(c.editionId);
    expect(await rows(c.editionId)).toHaveLength(1);
    for (const r of answers.filter((a) => (a.body as Json).outcome === 'ALREADY_EATEN')) expect((r.body as Json).previous.entryId).toBe(recorded!.id);
    expect(await eatenVolunteer(c.ada.applicationId, c.lunch)).not.toBeNull();
  });

  it('sends the offline queue in order, keeps a plate served twice offline as a conflict, and checks the whole queue first', async () => {
    const c = await canteen();
    const bob = await volunteer(c.editionId, await userRow(t, 'bob'), 'ACCEPTED');
    await holds.volunteer(bob.applicationId, c.lunch);
    await c.owner.agent.post(`${c.at}/entries`).send(entry({ code: c.ada.code, deviceId: 'online' })).expect(200);
    const past = iso(-10 * 60_000);
    const queue = [entry({ code: bob.code, scannedAt: past, offline: true }), entry({ code: c.ada.code, scannedAt: past, offline: true })];

    const bad = await c.owner.agent.post(`${c.at}/entries/sync`).send({ entries: [...queue, entry({ code: bob.code, scannedAt: iso(HOUR), offline: true })] });
    expectCode(bad, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(bad.body)).toContain('entries.2.scannedAt');
    expect(await rows(c.editionId)).toHaveLength(1);

    const { results } = (await c.owner.agent.post(`${c.at}/entries/sync`).send({ entries: queue }).expect(200)).body as Json;
    expect(results.map((r: Json) => [r.clientId, r.answer.outcome, r.answer.conflict])).toEqual([
      [queue[0]!.clientId, 'ELIGIBLE', false],
      [queue[1]!.clientId, 'ALREADY_EATEN', true],
    ]);
    expect((await eatenVolunteer(bob.applicationId, c.lunch))?.toISOString()).toBe(past);
    // Sent again (the answer was lost): the same answers, nothing more recorded.
    const repeat = (await c.owner.agent.post(`${c.at}/entries/sync`).send({ entries: queue }).expect(200)).body as Json;
    expect(repeat.results.map((r: Json) => r.answer.outcome)).toEqual(['ELIGIBLE', 'ALREADY_EATEN']);
    expect(await rows(c.editionId)).toHaveLength(3);
  });

  it('undoes the validation in force once, keeps both in the history, and serves the person again', async () => {
    const c = await canteen();
    const served = (await c.owner.agent.post(`${c.at}/entries`).send(entry({ code: c.ada.code })).expect(200)).body as Json;
    const undos = await Promise.all([1, 2, 3].map((i) => c.owner.agent.post(`${c.base}/canteen/entries/${served.entryId}/undo`).send({ deviceId: `canteen-${i}` })));
    expect(undos.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(undos.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['NOT_IN_FORCE', 'NOT_IN_FORCE']);
    expect(await eatenVolunteer(c.ada.applicationId, c.lunch)).toBeNull();
    const history = undos.find((r) => r.status === 200)!.body as Json;
    expect(history).toMatchObject({ kind: 'VOLUNTEER', subjectId: c.ada.applicationId, name: 'Ada Lovelace' });
    expect(history.lines.map((l: Json) => [l.action, l.undone, l.mealId])).toEqual([
      ['UNDO', false, c.lunch],
      ['ENTRY', true, c.lunch],
    ]);
    expect((await c.owner.agent.post(`${c.at}/entries`).send(entry({ code: c.ada.code })).expect(200)).body.outcome).toBe('ELIGIBLE');
    expect(await eatenVolunteer(c.ada.applicationId, c.lunch)).not.toBeNull();
    const read = (await c.owner.agent.get(`${c.base}/canteen/history`).query({ kind: 'VOLUNTEER', subjectId: c.ada.applicationId }).expect(200)).body as Json;
    expect(read.lines.map((l: Json) => l.action)).toEqual(['ENTRY', 'UNDO', 'ENTRY']);
    // A gate's entry is not the canteen's to undo.
    const gate = (await c.owner.agent.post(`/api/editions/${c.editionId}/gate/entries`).send({ code: c.ada.code, clientId: randomUUID(), deviceId: 'gate-1' }).expect(200)).body as Json;
    expectCode(await c.owner.agent.post(`${c.base}/canteen/entries/${gate.entryId}/undo`).send({ deviceId: 'canteen-1' }), 404, 'GATE_ENTRY_NOT_FOUND');
  });

  it('searches people with what a scan would answer for the meal, and copies the meal for offline use', async () => {
    const c = await canteen();
    const zoe = await ticket(c.editionId, await tier(c.editionId, 'Day'), { first: 'Zoé', last: 'Lovelace' });
    await holds.ticket(zoe.itemId, c.lunch);
    await c.owner.agent.post(`${c.at}/entries`).send(entry({ code: zoe.code })).expect(200);
    const people = ((await c.owner.agent.get(`${c.at}/search`).query({ q: 'lovelace' }).expect(200)).body as Json).people as Json[];
    expect(people.map((p) => [p.kind, p.name, p.outcome]).sort()).toEqual([
      ['TICKET', 'Zoé Lovelace', 'ALREADY_EATEN'],
      ['VOLUNTEER', 'Ada Lovelace', 'ELIGIBLE'],
    ]);
    expectCode(await c.owner.agent.get(`${c.at}/search`).query({ q: 'a' }), 400, 'VALIDATION_FAILED');

    const copy = (await c.owner.agent.get(`${c.at}/copy`).expect(200)).body as Json;
    expect(copy.meal.id).toBe(c.lunch);
    const byKind = Object.fromEntries((copy.people as Json[]).map((p) => [p.k, p]));
    expect(byKind.VOLUNTEER).toMatchObject({ i: c.ada.applicationId, n: 'Ada Lovelace', s: 'ELIGIBLE', d: 'VEGAN', a: 'Peanuts', v: 'SEVERE', r: ['Cup'], e: null });
    expect(byKind.TICKET).toMatchObject({ i: zoe.itemId, s: 'ELIGIBLE', e: expect.any(String) });
    expect(JSON.stringify(copy)).not.toContain(c.ada.code);

    const list = (await c.owner.agent.get(`${c.base}/canteen/meals`).expect(200)).body as Json;
    expect(list).toMatchObject({ currentMealId: expect.any(Number), meals: [{ id: c.lunch, mealType: 'LUNCH' }] });
  });
});

describe('who may validate meals', () => {
  const MIN = 60_000;
  /** A signed-in volunteer of a meal-validation team (or of another flag), with the canteen's edition. */
  async function mealVolunteer(o: { leader?: boolean; flag?: 'is_meal_validation_team' | 'is_access_control_team' } = {}) {
    const c = await canteen();
    const teamId = await team(c.editionId, 'Canteen');
    await sql(`update volunteer_teams set ${o.flag ?? 'is_meal_validation_team'} = true where id = ?`, [teamId]);
    const person = await signedInUser(t);
    await volunteer(c.editionId, person.user.id, 'ACCEPTED', [{ id: teamId, leader: o.leader ?? false }]);
    return { ...c, teamId, person };
  }
  const canCheck = async (c: Awaited<ReturnType<typeof mealVolunteer>>) => (await c.person.agent.post(`${c.at}/check`).send({ code: c.ada.code })).status;

  it('lets a member of a meal-validation team validate from 15 minutes before their slot to 15 minutes after it', async () => {
    const c = await mealVolunteer();
    const slotId = await slot(c.editionId, c.teamId, c.person.user.id, 16 * MIN, 2 * HOUR);
    const move = (startMs: number, endMs: number) => sql('update volunteer_time_slots set start_date_time = ?, end_date_time = ? where id = ?', [iso(startMs), iso(endMs), slotId]);
    expect(await canCheck(c)).toBe(403);
    await move(14 * MIN, 2 * HOUR);
    expect(await canCheck(c)).toBe(200);
    await move(-2 * HOUR, -14 * MIN);
    expect(await canCheck(c)).toBe(200);
    const served = await c.person.agent.post(`${c.at}/entries`).send(entry({ code: c.ada.code })).expect(200);
    expect(served.body.outcome).toBe('ELIGIBLE');
    await move(-2 * HOUR, -16 * MIN);
    expect(await canCheck(c)).toBe(403);
    expect((await c.person.agent.post(`${c.base}/canteen/entries/${served.body.entryId}/undo`).send({ deviceId: 'canteen-1' })).status).toBe(403);
  });

  it('lets a leader of a meal-validation team validate during the volunteer period only', async () => {
    const c = await mealVolunteer({ leader: true });
    const setPeriod = (setup: string, teardown: string) =>
      sql(
        `insert into edition_volunteer_settings (edition_id, volunteers_setup_start_date, volunteers_teardown_end_date) values (?, ?, ?)
         on conflict (edition_id) do update set volunteers_setup_start_date = excluded.volunteers_setup_start_date, volunteers_teardown_end_date = excluded.volunteers_teardown_end_date`,
        [c.editionId, setup, teardown],
      );
    await setPeriod(iso(HOUR), iso(10 * HOUR));
    expect(await canCheck(c)).toBe(403);
    await setPeriod(iso(-HOUR), iso(10 * HOUR));
    expect(await canCheck(c)).toBe(200);
    await setPeriod(iso(-10 * HOUR), iso(-HOUR));
    expect(await canCheck(c)).toBe(403);
  });

  it('refuses an access-control volunteer on shift, a stranger and an anonymous caller; a meal validator sees no other management page', async () => {
    const gate = await mealVolunteer({ flag: 'is_access_control_team' });
    await slot(gate.editionId, gate.teamId, gate.person.user.id, -HOUR, HOUR);
    expect(await canCheck(gate)).toBe(403);
    const c = await mealVolunteer();
    await slot(c.editionId, c.teamId, c.person.user.id, -HOUR, HOUR);
    expect(await canCheck(c)).toBe(200);
    for (const path of ['gate/dashboard', 'ticketing/orders', 'volunteers/applications', 'volunteers/settings', 'artists']) {
      const res = await c.person.agent.get(`/api/editions/${c.editionId}/${path}`);
      expect([path, res.status]).toEqual([path, 403]);
    }
    const stranger = await signedInUser(t);
    expect((await stranger.agent.post(`${c.at}/check`).send({ code: c.ada.code })).status).toBe(403);
    expect((await t.agent().post(`${c.at}/check`).send({ code: c.ada.code })).status).toBe(401);
  });
});
