import { Client } from 'pg';
import request from 'supertest';
import { PlanningBoardCache } from '../src/modules/volunteers/planning-board-cache';
import { PlanningNotifications } from '../src/modules/volunteers/planning-notifications';
import { expectJsonError } from './support/error-answer';
import { parseIcs } from './support/ical';
import { startReplica, type Replica } from './support/replica';
import { listen } from './support/sse';
import { statementsDuring, statementTextsDuring } from './support/statements';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Agent = ReturnType<TestApp['agent']>;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.em().getConnection().execute<T[]>(text, params);
}

/** The edition runs 14-17 May 2030 (the volunteer period: those days) on UTC clocks unless said; `at` is a UTC wall-clock time. */
const DAY1 = '2030-05-15';
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`).toISOString();

async function setup(dates: { startDate: string; endDate: string } = { startDate: '2030-05-14', endDate: '2030-05-17' }, timeZone = 'UTC') {
  const owner = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Jonglerie' }).expect(201)).body as { id: number };
  const edition = (
    await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'CJ 2030', ...dates, timeZone, city: 'Lyon', addressLine1: '1 rue du Cirque', isOnline: true }).expect(201)
  ).body as { id: number };
  const base = `/api/editions/${edition.id}/volunteers`;
  return { owner, convention, edition, base };
}

/** A signed-in user with an application to the edition in this status (made in the database, as A's screens would). */
async function volunteer(editionId: number, status: 'ACCEPTED' | 'PENDING' | 'REJECTED' = 'ACCEPTED', fields: Record<string, unknown> = {}): Promise<Signed & { applicationId: number }> {
  const user = await signedInUser(t);
  const [row] = await sql<{ id: number }>(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token, arrival_date_time, departure_date_time, team_preferences, event_availability)
     values (?, ?, ?, md5(random()::text) || substr(md5(random()::text), 1, 16), md5(random()::text) || substr(md5(random()::text), 1, 16), ?, ?, ?, ?) returning id`,
    [editionId, user.user.id, status, fields.arrival ?? null, fields.departure ?? null, fields.teamPreferences ? JSON.stringify(fields.teamPreferences) : null, fields.event ?? null],
  );
  return { ...user, applicationId: row!.id };
}

async function member(applicationId: number, teamId: number, isLeader = false) {
  await sql('insert into application_team_assignments (application_id, team_id, is_leader) values (?, ?, ?)', [applicationId, teamId, isLeader]);
}

async function team(agent: Agent, base: string, body: Record<string, unknown> = {}) {
  return (await agent.post(`${base}/teams`).send({ name: `Team ${Math.random().toString(36).slice(2, 7)}`, ...body }).expect(201)).body as { id: number; name: string };
}

async function slot(agent: Agent, base: string, teamId: number, start: string, end: string, body: Record<string, unknown> = {}) {
  return (await agent.post(`${base}/slots`).send({ teamId, title: 'Bar', startDateTime: start, endDateTime: end, maxVolunteers: 3, ...body }).expect(201)).body as {
    id: number;
    title: string;
    teamId: number;
    startDateTime: string;
    endDateTime: string;
    maxVolunteers: number;
    assignedVolunteers: number;
  };
}

const queriesOf = (call: () => Promise<unknown>): Promise<number> => statementsDuring(t, call);

async function notificationsOf(userId: number, category: string) {
  return sql<{ title_key: string; translation_params: Record<string, unknown>; action_url: string }>(
    'select title_key, translation_params, action_url from notifications where user_id = ? and category = ? order by id',
    [userId, category],
  );
}

describe('volunteer teams', () => {
  it('those who manage volunteers create, edit and delete teams; the list counts accepted members and leaders in one query', async () => {
    const { owner, edition, base } = await setup();
    const created = (
      await owner.agent.post(`${base}/teams`).send({ name: 'Bar', description: 'Drinks', color: '#FF8800', maxVolunteers: 12, isRequired: true, isVisibleToVolunteers: false }).expect(201)
    ).body;
    expect(created).toMatchObject({ name: 'Bar', description: 'Drinks', color: '#ff8800', maxVolunteers: 12, isRequired: true, isAccessControlTeam: false, isMealValidationTeam: false, isVisibleToVolunteers: false, memberCount: 0, leaderCount: 0 });
    const gate = await team(owner.agent, base, { name: 'Gate', isAccessControlTeam: true });
    const a = await volunteer(edition.id);
    const b = await volunteer(edition.id);
    const pending = await volunteer(edition.id, 'PENDING');
    await member(a.applicationId, created.id, true);
    await member(b.applicationId, created.id);
    await member(pending.applicationId, created.id);
    await member(b.applicationId, gate.id);

    let list: { items: { name: string; memberCount: number; leaderCount: number }[] } = { items: [] };
    const count = await queriesOf(async () => (list = (await owner.agent.get(`${base}/teams`).expect(200)).body));
    expect(list.items.map((x) => [x.name, x.memberCount, x.leaderCount])).toEqual([['Bar', 2, 1], ['Gate', 1, 0]]);
    // The caller's session and rights on the edition, then the teams with their counts.
    expect(count).toBeLessThanOrEqual(3);
    for (let i = 0; i < 5; i++) await team(owner.agent, base);
    expect(await queriesOf(() => owner.agent.get(`${base}/teams`).expect(200))).toBe(count);

    const patched = (await owner.agent.patch(`${base}/teams/${created.id}`).send({ name: 'Bar & drinks', maxVolunteers: null, description: '' }).expect(200)).body;
    expect(patched).toMatchObject({ name: 'Bar & drinks', maxVolunteers: null, description: null, memberCount: 2, leaderCount: 1 });

    // Deleting takes the slots, their assignments and the memberships along.
    const s = await slot(owner.agent, base, created.id, at(DAY1, '10:00'), at(DAY1, '12:00'));
    await owner.agent.post(`${base}/slots/${s.id}/assignments`).send({ userId: a.user.id }).expect(201);
    await owner.agent.delete(`${base}/teams/${created.id}`).expect(204);
    expect(await sql('select 1 from volunteer_time_slots where team_id = ?', [created.id])).toEqual([]);
    expect(await sql('select 1 from application_team_assignments where team_id = ?', [created.id])).toEqual([]);
    expect(await sql('select 1 from volunteer_assignments where time_slot_id = ?', [s.id])).toEqual([]);
    await owner.agent.delete(`${base}/teams/${created.id}`).expect(404);
    await owner.agent.patch(`${base}/teams/${created.id}`).send({ name: 'x' }).expect(404);
    await owner.agent.delete(`${base}/teams/abc`).expect(404);
  });

  it('validates a team: name of 1 to 100 characters, colour #rrggbb, at least one volunteer or no maximum', async () => {
    const { owner, edition, base } = await setup();
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await owner.agent.post(`${base}/teams`).send({ name: 'Ok', ...body }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    };
    await bad({ name: 'x'.repeat(101) }, 'name');
    await bad({ name: '   ' }, 'name');
    await bad({ color: 'red' }, 'color');
    await bad({ color: '#12345g' }, 'color');
    await bad({ maxVolunteers: 0 }, 'maxVolunteers');
    await bad({ maxVolunteers: 1.5 }, 'maxVolunteers');
    await bad({ isRequired: 'yes' }, 'isRequired');
    await owner.agent.post(`${base}/teams`).send({ name: 'x'.repeat(100), maxVolunteers: null }).expect(201);
    expect(await sql('select count(*)::int as n from volunteer_teams where edition_id = ?', [edition.id])).toEqual([{ n: 1 }]);
  });

  it('leaders read the teams but only those who manage volunteers change them; others are refused', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    const leader = await volunteer(edition.id);
    await member(leader.applicationId, bar.id, true);
    const accepted = await volunteer(edition.id);
    const stranger = await signedInUser(t);
    await leader.agent.get(`${base}/teams`).expect(200);
    await leader.agent.post(`${base}/teams`).send({ name: 'Mine' }).expect(403);
    await leader.agent.patch(`${base}/teams/${bar.id}`).send({ name: 'Mine' }).expect(403);
    await leader.agent.delete(`${base}/teams/${bar.id}`).expect(403);
    await accepted.agent.get(`${base}/teams`).expect(403);
    await stranger.agent.get(`${base}/teams`).expect(403);
    await t.agent().get(`${base}/teams`).expect(401);
    await owner.agent.get('/api/editions/99999999/volunteers/teams').expect(404);
  });
});

describe('time slots', () => {
  it('creates, lists by team and day, edits and deletes slots; validates title, times, period, needed count and team', async () => {
    const { owner, base } = await setup();
    const bar = await team(owner.agent, base);
    const gate = await team(owner.agent, base);
    const s1 = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { description: 'Behind the bar' });
    const s2 = await slot(owner.agent, base, gate.id, at(DAY1, '08:00'), at(DAY1, '09:00'));
    await slot(owner.agent, base, gate.id, at('2030-05-16', '08:00'), at('2030-05-16', '09:00'));
    expect(s1).toMatchObject({ teamId: bar.id, title: 'Bar', description: 'Behind the bar', maxVolunteers: 3, assignedVolunteers: 0, startDateTime: at(DAY1, '10:00') });

    const all = (await owner.agent.get(`${base}/slots`).expect(200)).body.items as { id: number }[];
    expect(all).toHaveLength(3);
    expect((await owner.agent.get(`${base}/slots`).query({ day: DAY1 }).expect(200)).body.items.map((s: { id: number }) => s.id)).toEqual([s2.id, s1.id]);
    expect((await owner.agent.get(`${base}/slots`).query({ teamId: bar.id }).expect(200)).body.items.map((s: { id: number }) => s.id)).toEqual([s1.id]);
    await owner.agent.get(`${base}/slots`).query({ day: '15/05/2030' }).expect(400);

    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await owner.agent.post(`${base}/slots`).send({ teamId: bar.id, title: 'Ok', startDateTime: at(DAY1, '10:00'), endDateTime: at(DAY1, '11:00'), maxVolunteers: 2, ...body }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    };
    await bad({ title: 'x'.repeat(201) }, 'title');
    await bad({ title: '' }, 'title');
    await bad({ endDateTime: at(DAY1, '10:00') }, 'endDateTime');
    await bad({ endDateTime: at(DAY1, '09:00') }, 'endDateTime');
    await bad({ startDateTime: '2030-05-13T10:00:00.000Z', endDateTime: at(DAY1, '11:00') }, 'startDateTime');
    await bad({ startDateTime: at('2030-05-17', '22:00'), endDateTime: at('2030-05-18', '02:00') }, 'startDateTime');
    await bad({ startDateTime: '2030-05-15 10:00' }, 'startDateTime');
    await bad({ maxVolunteers: 0 }, 'maxVolunteers');
    await bad({ maxVolunteers: 501 }, 'maxVolunteers');
    await bad({ teamId: 99999999 }, 'teamId');
    // A team of another edition is unknown here.
    const other = await setup();
    const foreign = await team(other.owner.agent, other.base);
    await bad({ teamId: foreign.id }, 'teamId');
    await owner.agent.post(`${base}/slots`).send({ teamId: bar.id, title: 'Ok', startDateTime: at(DAY1, '10:00'), endDateTime: at(DAY1, '11:00'), maxVolunteers: 500 }).expect(201);

    const edited = (await owner.agent.patch(`${base}/slots/${s1.id}`).send({ title: 'Bar, evening', teamId: gate.id, maxVolunteers: 5, description: null }).expect(200)).body;
    expect(edited).toMatchObject({ title: 'Bar, evening', teamId: gate.id, maxVolunteers: 5, description: null, startDateTime: at(DAY1, '10:00') });
    await owner.agent.patch(`${base}/slots/${s1.id}`).send({ endDateTime: at(DAY1, '09:00') }).expect(400);
    await owner.agent.patch(`${base}/slots/${s1.id}`).send({ title: null }).expect(400);
    await owner.agent.delete(`${base}/slots/${s1.id}`).expect(204);
    await owner.agent.delete(`${base}/slots/${s1.id}`).expect(404);
    await owner.agent.patch(`${base}/slots/${s1.id}`).send({ title: 'x' }).expect(404);
  });

  it('the volunteer period is the setup start to the teardown end when the organisers set them', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    await sql(`insert into edition_volunteer_settings (edition_id, volunteers_setup_start_date, volunteers_teardown_end_date) values (?, ?, ?)`, [edition.id, at('2030-05-12', '08:00'), at('2030-05-18', '20:00')]);
    await slot(owner.agent, base, bar.id, at('2030-05-12', '08:00'), at('2030-05-12', '12:00'));
    await slot(owner.agent, base, bar.id, at('2030-05-18', '16:00'), at('2030-05-18', '20:00'));
    await owner.agent.post(`${base}/slots`).send({ teamId: bar.id, title: 'Early', startDateTime: at('2030-05-12', '07:00'), endDateTime: at('2030-05-12', '09:00'), maxVolunteers: 1 }).expect(400);
  });

  it('never needs fewer than those assigned, and new times may not put someone on two slots at once', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base, { name: 'Bar' });
    const morning = await slot(owner.agent, base, bar.id, at(DAY1, '08:00'), at(DAY1, '10:00'), { title: 'Morning' });
    const noon = await slot(owner.agent, base, bar.id, at(DAY1, '12:00'), at(DAY1, '14:00'), { title: 'Noon' });
    const a = await volunteer(edition.id);
    const b = await volunteer(edition.id);
    for (const v of [a, b]) await owner.agent.post(`${base}/slots/${morning.id}/assignments`).send({ userId: v.user.id }).expect(201);
    await owner.agent.post(`${base}/slots/${noon.id}/assignments`).send({ userId: a.user.id }).expect(201);

    const below = await owner.agent.patch(`${base}/slots/${morning.id}`).send({ maxVolunteers: 1 }).expect(409);
    expect(below.body).toMatchObject({ code: 'BELOW_ASSIGNED', details: { assigned: 2, needed: 1 } });
    await owner.agent.patch(`${base}/slots/${morning.id}`).send({ maxVolunteers: 2 }).expect(200);

    const clash = await owner.agent.patch(`${base}/slots/${morning.id}`).send({ endDateTime: at(DAY1, '12:30') }).expect(409);
    expect(clash.body).toMatchObject({ code: 'ASSIGNEE_OVERLAP', details: { title: 'Noon', team: 'Bar', userId: a.user.id, pseudo: a.user.pseudo } });
    expect(clash.body.message).toContain('Noon');
    expect(new Date((await sql<{ end: string }>(`select to_json(end_date_time) #>> '{}' as end from volunteer_time_slots where id = ?`, [morning.id]))[0]!.end).toISOString()).toBe(at(DAY1, '10:00'));
    // Moving it to a free time keeps the people on it.
    const moved = (await owner.agent.patch(`${base}/slots/${morning.id}`).send({ startDateTime: at(DAY1, '09:00'), endDateTime: at(DAY1, '12:00') }).expect(200)).body;
    expect(moved).toMatchObject({ assignedVolunteers: 2, endDateTime: at(DAY1, '12:00') });
  });

  it('copies the slots of a day to another day at the same times, without the people, for the chosen teams', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    const gate = await team(owner.agent, base);
    const s1 = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { title: 'Bar morning', maxVolunteers: 4 });
    await slot(owner.agent, base, gate.id, at(DAY1, '14:00'), at(DAY1, '16:00'), { title: 'Gate' });
    await slot(owner.agent, base, bar.id, at('2030-05-16', '10:00'), at('2030-05-16', '12:00'), { title: 'Other day' });
    const a = await volunteer(edition.id);
    await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({ userId: a.user.id }).expect(201);

    const copied = (await owner.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: '2030-05-17' }).expect(201)).body.items;
    expect(copied.map((s: { title: string; startDateTime: string; endDateTime: string; assignedVolunteers: number; maxVolunteers: number }) => [s.title, s.startDateTime, s.endDateTime, s.assignedVolunteers])).toEqual([
      ['Bar morning', at('2030-05-17', '10:00'), at('2030-05-17', '12:00'), 0],
      ['Gate', at('2030-05-17', '14:00'), at('2030-05-17', '16:00'), 0],
    ]);
    expect(copied[0].maxVolunteers).toBe(4);
    const onlyGate = (await owner.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: '2030-05-14', teamIds: [gate.id] }).expect(201)).body.items;
    expect(onlyGate.map((s: { title: string }) => s.title)).toEqual(['Gate']);
    // An empty day copies nothing.
    expect((await owner.agent.post(`${base}/slots/copy-day`).send({ from: '2030-05-14', to: '2030-05-15', teamIds: [bar.id] }).expect(201)).body.items).toEqual([]);
    await owner.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: DAY1 }).expect(400);
    await owner.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: '2030-05-20' }).expect(400);
    await owner.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: '20300520' }).expect(400);
    await owner.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: '2030-05-16', teamIds: ['x'] }).expect(400);
    expect(await sql('select 1 from volunteer_time_slots s where s.edition_id = ? and s.start_date_time >= ?', [edition.id, '2030-05-19T00:00:00Z'])).toEqual([]);
  });

  it('leaders create, edit, delete and read slots of their teams only', async () => {
    const { owner, edition, base } = await setup();
    const mine = await team(owner.agent, base);
    const theirs = await team(owner.agent, base);
    const leader = await volunteer(edition.id);
    await member(leader.applicationId, mine.id, true);
    const plainMember = await volunteer(edition.id);
    await member(plainMember.applicationId, mine.id, false);
    const other = await slot(owner.agent, base, theirs.id, at(DAY1, '10:00'), at(DAY1, '12:00'));
    const own = await slot(leader.agent, base, mine.id, at(DAY1, '10:00'), at(DAY1, '12:00'));
    await leader.agent.post(`${base}/slots`).send({ teamId: theirs.id, title: 'x', startDateTime: at(DAY1, '10:00'), endDateTime: at(DAY1, '11:00'), maxVolunteers: 1 }).expect(403);
    await leader.agent.patch(`${base}/slots/${own.id}`).send({ title: 'Mine' }).expect(200);
    await leader.agent.patch(`${base}/slots/${other.id}`).send({ title: 'Mine' }).expect(403);
    await leader.agent.patch(`${base}/slots/${own.id}`).send({ teamId: theirs.id }).expect(403);
    await leader.agent.delete(`${base}/slots/${other.id}`).expect(403);
    expect((await leader.agent.get(`${base}/slots`).expect(200)).body.items.map((s: { id: number }) => s.id)).toEqual([own.id]);
    await leader.agent.get(`${base}/slots`).query({ teamId: theirs.id }).expect(403);
    await leader.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: '2030-05-16', teamIds: [theirs.id] }).expect(403);
    expect((await leader.agent.post(`${base}/slots/copy-day`).send({ from: DAY1, to: '2030-05-16' }).expect(201)).body.items).toHaveLength(1);
    await leader.agent.delete(`${base}/slots/${own.id}`).expect(204);
    // A member who does not lead, a stranger, a visitor.
    await plainMember.agent.get(`${base}/slots`).expect(403);
    await plainMember.agent.post(`${base}/slots`).send({ teamId: mine.id, title: 'x', startDateTime: at(DAY1, '10:00'), endDateTime: at(DAY1, '11:00'), maxVolunteers: 1 }).expect(403);
    await (await signedInUser(t)).agent.get(`${base}/slots`).expect(403);
    await t.agent().get(`${base}/slots`).expect(401);
    // A leader whose application is no longer accepted leads nothing.
    await sql(`update edition_volunteer_applications set status = 'PENDING' where id = ?`, [leader.applicationId]);
    await leader.agent.get(`${base}/slots`).expect(403);
  });
});

describe('assignments', () => {
  it('assigns an accepted volunteer and tells them; refuses the not accepted, a second place, an overlap (naming the slot) and a full slot', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base, { name: 'Bar' });
    const s1 = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { title: 'Service', maxVolunteers: 1 });
    const s2 = await slot(owner.agent, base, bar.id, at(DAY1, '11:00'), at(DAY1, '13:00'), { title: 'Overlapping' });
    const a = await volunteer(edition.id);
    const b = await volunteer(edition.id);
    const pending = await volunteer(edition.id, 'PENDING');
    const rejected = await volunteer(edition.id, 'REJECTED');
    const nobody = await signedInUser(t);

    const done = (await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({ userId: a.user.id }).expect(201)).body;
    expect(done).toMatchObject({ userId: a.user.id, slot: { id: s1.id, assignedVolunteers: 1 }, warnings: [] });
    expect(await notificationsOf(a.user.id, 'volunteer')).toEqual([
      expect.objectContaining({ title_key: 'notifications.volunteers.planning.assigned.title', action_url: '/my-volunteer-applications', translation_params: expect.objectContaining({ slot: 'Service', team: 'Bar', edition: 'CJ 2030' }) }),
    ]);

    for (const who of [pending, rejected, nobody]) {
      expect((await owner.agent.post(`${base}/slots/${s2.id}/assignments`).send({ userId: who.user.id }).expect(409)).body.code).toBe('NOT_ACCEPTED');
    }
    expect((await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({ userId: a.user.id }).expect(409)).body.code).toBe('ALREADY_ASSIGNED');
    const overlap = (await owner.agent.post(`${base}/slots/${s2.id}/assignments`).send({ userId: a.user.id }).expect(409)).body;
    expect(overlap).toMatchObject({ code: 'SLOT_OVERLAP', details: { slotId: s1.id, title: 'Service', team: 'Bar', start: at(DAY1, '10:00'), end: at(DAY1, '12:00') } });
    expect(overlap.message).toContain('Service');
    expect((await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({ userId: b.user.id }).expect(409)).body.code).toBe('SLOT_FULL');
    await owner.agent.post(`${base}/slots/99999999/assignments`).send({ userId: b.user.id }).expect(404);
    await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({ userId: 'x' }).expect(400);
    await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({}).expect(400);
    expect(await sql('select count(*)::int as n from volunteer_assignments where time_slot_id in (?, ?)', [s1.id, s2.id])).toEqual([{ n: 1 }]);

    await owner.agent.delete(`${base}/slots/${s1.id}/assignments/${a.user.id}`).expect(204);
    await owner.agent.delete(`${base}/slots/${s1.id}/assignments/${a.user.id}`).expect(404);
    expect((await notificationsOf(a.user.id, 'volunteer')).map((n) => n.title_key)).toEqual(['notifications.volunteers.planning.assigned.title', 'notifications.volunteers.planning.unassigned.title']);
    expect((await sql<{ n: number }>('select assigned_volunteers as n from volunteer_time_slots where id = ?', [s1.id]))[0]!.n).toBe(0);
    await owner.agent.post(`${base}/slots/${s2.id}/assignments`).send({ userId: a.user.id }).expect(201);
  });

  it('warns of a short rest and of a long day, and still assigns', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    const a = await volunteer(edition.id);
    const early = await slot(owner.agent, base, bar.id, at(DAY1, '06:00'), at(DAY1, '11:30'), { title: 'Early' });
    const late = await slot(owner.agent, base, bar.id, at(DAY1, '12:00'), at(DAY1, '17:00'), { title: 'Late' });
    await owner.agent.post(`${base}/slots/${early.id}/assignments`).send({ userId: a.user.id }).expect(201);
    const res = (await owner.agent.post(`${base}/slots/${late.id}/assignments`).send({ userId: a.user.id }).expect(201)).body;
    expect(res.warnings).toEqual([
      expect.objectContaining({ code: 'SHORT_REST', slotId: early.id, title: 'Early', restMinutes: 30, minRestMinutes: 60 }),
      expect.objectContaining({ code: 'LONG_DAY', day: DAY1, totalMinutes: 630, maxDayMinutes: 600 }),
    ]);
    // The edition's own limits apply.
    await sql('insert into edition_volunteer_settings (edition_id, min_rest_minutes, max_day_minutes) values (?, 15, 700)', [edition.id]);
    await owner.agent.delete(`${base}/slots/${late.id}/assignments/${a.user.id}`).expect(204);
    expect((await owner.agent.post(`${base}/slots/${late.id}/assignments`).send({ userId: a.user.id }).expect(201)).body.warnings).toEqual([]);
  });

  it('leaders assign within their teams only; volunteers, strangers and visitors cannot assign', async () => {
    const { owner, edition, base } = await setup();
    const mine = await team(owner.agent, base);
    const theirs = await team(owner.agent, base);
    const leader = await volunteer(edition.id);
    await member(leader.applicationId, mine.id, true);
    const a = await volunteer(edition.id);
    const own = await slot(owner.agent, base, mine.id, at(DAY1, '10:00'), at(DAY1, '12:00'));
    const other = await slot(owner.agent, base, theirs.id, at(DAY1, '14:00'), at(DAY1, '16:00'));
    await leader.agent.post(`${base}/slots/${own.id}/assignments`).send({ userId: a.user.id }).expect(201);
    await leader.agent.post(`${base}/slots/${other.id}/assignments`).send({ userId: a.user.id }).expect(403);
    await owner.agent.post(`${base}/slots/${other.id}/assignments`).send({ userId: a.user.id }).expect(201);
    await leader.agent.delete(`${base}/slots/${other.id}/assignments/${a.user.id}`).expect(403);
    await a.agent.post(`${base}/slots/${own.id}/assignments`).send({ userId: a.user.id }).expect(403);
    await (await signedInUser(t)).agent.post(`${base}/slots/${own.id}/assignments`).send({ userId: a.user.id }).expect(403);
    await t.agent().post(`${base}/slots/${own.id}/assignments`).send({ userId: a.user.id }).expect(401);
    await leader.agent.delete(`${base}/slots/${own.id}/assignments/${a.user.id}`).expect(204);
  });

  it('N people racing for a slot that needs k: exactly k get it and the count is k', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    const s = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { maxVolunteers: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => volunteer(edition.id)));
    const answers = await Promise.all(people.map((p) => owner.agent.post(`${base}/slots/${s.id}/assignments`).send({ userId: p.user.id })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(5).fill('SLOT_FULL'));
    const [row] = await sql<{ assigned: number; rows: number }>(
      'select s.assigned_volunteers as assigned, (select count(*)::int from volunteer_assignments va where va.time_slot_id = s.id) as rows from volunteer_time_slots s where s.id = ?',
      [s.id],
    );
    expect(row).toEqual({ assigned: 3, rows: 3 });
  });

  it('one person racing onto two overlapping slots gets exactly one', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    for (let round = 0; round < 3; round++) {
      const a = await volunteer(edition.id);
      const s1 = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'));
      const s2 = await slot(owner.agent, base, bar.id, at(DAY1, '11:00'), at(DAY1, '13:00'));
      const answers = await Promise.all([s1, s2, s1, s2].map((s) => owner.agent.post(`${base}/slots/${s.id}/assignments`).send({ userId: a.user.id })));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(3);
      expect(await sql('select 1 from volunteer_assignments where user_id = ?', [a.user.id])).toHaveLength(1);
    }
  });

  it('a change of times racing an assignment of the same person never leaves them on two slots at once', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    for (let round = 0; round < 3; round++) {
      const a = await volunteer(edition.id);
      const s1 = await slot(owner.agent, base, bar.id, at(DAY1, '08:00'), at(DAY1, '09:00'));
      const s2 = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'));
      await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({ userId: a.user.id }).expect(201);
      const [move, assign] = await Promise.all([
        owner.agent.patch(`${base}/slots/${s1.id}`).send({ endDateTime: at(DAY1, '11:00') }),
        owner.agent.post(`${base}/slots/${s2.id}/assignments`).send({ userId: a.user.id }),
      ]);
      // Whichever goes first wins; the other is refused with the clash named.
      expect([move.status, assign.status].filter((s) => s === 409)).toHaveLength(1);
      expect([move.status, assign.status].filter((s) => s === 200 || s === 201)).toHaveLength(1);
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from volunteer_assignments x join volunteer_time_slots sx on sx.id = x.time_slot_id
           join volunteer_assignments y on y.user_id = x.user_id and y.id < x.id join volunteer_time_slots sy on sy.id = y.time_slot_id
          where x.user_id = ? and sx.start_date_time < sy.end_date_time and sy.start_date_time < sx.end_date_time`,
        [a.user.id],
      );
      expect(n).toBe(0);
    }
  });
});

describe('moving a person from one slot to another', () => {
  /** The edition's board version (moved at each commit of what the board shows). */
  const version = async (editionId: number) => Number((await sql<{ v: string }>('select coalesce((select version from volunteer_planning_versions where edition_id = ?), 0) as v', [editionId]))[0]!.v);
  const slotsOf = async (userId: number) => (await sql<{ id: number }>('select time_slot_id as id from volunteer_assignments where user_id = ? order by time_slot_id', [userId])).map((r) => r.id);
  const counts = async (...ids: number[]) =>
    (await sql<{ n: number }>('select assigned_volunteers as n from volunteer_time_slots where id = any(?::int[]) order by array_position(?::int[], id)', [`{${ids}}`, `{${ids}}`])).map((r) => r.n);
  const move = (agent: Agent, base: string, from: number, userId: number, toSlotId: unknown) => agent.post(`${base}/slots/${from}/assignments/${userId}/move`).send({ toSlotId });

  it('moves in one step: on the target, off the source, counts kept, the new slot’s warnings, one "your slot changed" naming both, the board moved', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base, { name: 'Bar' });
    const gate = await team(owner.agent, base, { name: 'Gate' });
    const a = await volunteer(edition.id);
    const early = await slot(owner.agent, base, bar.id, at(DAY1, '06:00'), at(DAY1, '11:30'), { title: 'Early' });
    const service = await slot(owner.agent, base, bar.id, at(DAY1, '12:00'), at(DAY1, '14:00'), { title: 'Service' });
    // Overlaps the slot they leave, and only that one: no clash.
    const door = await slot(owner.agent, base, gate.id, at(DAY1, '13:00'), at(DAY1, '15:00'), { title: 'Door' });
    await owner.agent.post(`${base}/slots/${early.id}/assignments`).send({ userId: a.user.id }).expect(201);
    await owner.agent.post(`${base}/slots/${service.id}/assignments`).send({ userId: a.user.id }).expect(201);
    const before = await version(edition.id);
    const told = (await notificationsOf(a.user.id, 'volunteer')).length;

    const res = (await move(owner.agent, base, service.id, a.user.id, door.id).expect(201)).body;
    expect(res).toMatchObject({ userId: a.user.id, slot: { id: door.id, assignedVolunteers: 1 } });
    // 1h30 of rest after Early, 7h30 on the day: no warning.
    expect(res.warnings).toEqual([]);
    expect(await slotsOf(a.user.id)).toEqual([early.id, door.id].sort((x, y) => x - y));
    expect(await counts(service.id, door.id)).toEqual([0, 1]);
    expect(await version(edition.id)).toBeGreaterThan(before);
    const notes = (await notificationsOf(a.user.id, 'volunteer')).slice(told);
    expect(notes).toEqual([
      expect.objectContaining({
        title_key: 'notifications.volunteers.planning.moved.title',
        action_url: '/my-volunteer-applications',
        translation_params: expect.objectContaining({ slot: 'Door', team: 'Gate', from: 'Service', fromTeam: 'Bar', edition: 'CJ 2030' }),
      }),
    ]);
    const board = (await owner.agent.get(`${base}/planning`).query({ day: DAY1 }).expect(200)).body as { slots: { id: number; assignees: number[] }[] };
    expect(board.slots.find((s) => s.id === service.id)!.assignees).toEqual([]);
    expect(board.slots.find((s) => s.id === door.id)!.assignees).toEqual([a.user.id]);

    // Moved next to Early with a short rest: the warning of the new slot.
    const close = await slot(owner.agent, base, gate.id, at(DAY1, '11:45'), at(DAY1, '12:45'), { title: 'Close' });
    const warned = (await move(owner.agent, base, door.id, a.user.id, close.id).expect(201)).body;
    expect(warned.warnings).toEqual([expect.objectContaining({ code: 'SHORT_REST', slotId: early.id, title: 'Early', restMinutes: 15 })]);
  });

  it('a move onto a full slot or one overlapping another of their slots is refused: the person stays where they were, the board unchanged, nobody told', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base, { name: 'Bar' });
    const a = await volunteer(edition.id);
    const b = await volunteer(edition.id);
    const source = await slot(owner.agent, base, bar.id, at(DAY1, '08:00'), at(DAY1, '09:00'), { title: 'Source' });
    const full = await slot(owner.agent, base, bar.id, at(DAY1, '16:00'), at(DAY1, '17:00'), { title: 'Full', maxVolunteers: 1 });
    const other = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { title: 'Other' });
    const overlapping = await slot(owner.agent, base, bar.id, at(DAY1, '11:00'), at(DAY1, '13:00'), { title: 'Overlapping' });
    const free = await slot(owner.agent, base, bar.id, at(DAY1, '18:00'), at(DAY1, '19:00'), { title: 'Free' });
    for (const [s, who] of [[source, a], [other, a], [full, b]] as const) await owner.agent.post(`${base}/slots/${s.id}/assignments`).send({ userId: who.user.id }).expect(201);
    const before = await version(edition.id);
    const told = (await notificationsOf(a.user.id, 'volunteer')).length;
    const stays = async () => {
      expect(await slotsOf(a.user.id)).toEqual([source.id, other.id].sort((x, y) => x - y));
      expect(await counts(source.id, full.id, overlapping.id)).toEqual([1, 1, 0]);
      expect(await version(edition.id)).toBe(before);
    };

    expect((await move(owner.agent, base, source.id, a.user.id, full.id).expect(409)).body.code).toBe('SLOT_FULL');
    await stays();
    const clash = (await move(owner.agent, base, source.id, a.user.id, overlapping.id).expect(409)).body;
    expect(clash).toMatchObject({ code: 'SLOT_OVERLAP', details: { slotId: other.id, title: 'Other', team: 'Bar' } });
    await stays();
    expect((await move(owner.agent, base, source.id, a.user.id, other.id).expect(409)).body.code).toBe('ALREADY_ASSIGNED');
    await stays();
    // Not on the source: 404, whoever they are.
    expect((await move(owner.agent, base, free.id, a.user.id, overlapping.id).expect(404)).body.code).toBe('NOT_ASSIGNED');
    expect((await move(owner.agent, base, source.id, b.user.id, free.id).expect(404)).body.code).toBe('NOT_ASSIGNED');
    expect((await move(owner.agent, base, source.id, (await signedInUser(t)).user.id, free.id).expect(404)).body.code).toBe('NOT_ASSIGNED');
    await move(owner.agent, base, source.id, a.user.id, 99999999).expect(404);
    await move(owner.agent, base, 99999999, a.user.id, free.id).expect(404);
    // The same slot is a field error: the move would be nothing.
    const same = (await move(owner.agent, base, source.id, a.user.id, source.id).expect(400)).body;
    expect({ code: same.code, fields: Object.keys(same.errors) }).toEqual({ code: 'VALIDATION_FAILED', fields: ['toSlotId'] });
    expect(Object.keys((await move(owner.agent, base, source.id, a.user.id, 'x').expect(400)).body.errors)).toEqual(['toSlotId']);
    await owner.agent.post(`${base}/slots/${source.id}/assignments/${a.user.id}/move`).send({}).expect(400);
    await stays();

    // Nothing was said of the refusals: the one notification after them is the move that went through.
    await move(owner.agent, base, source.id, a.user.id, free.id).expect(201);
    expect((await notificationsOf(a.user.id, 'volunteer')).slice(told).map((n) => [n.title_key, n.translation_params.slot])).toEqual([['notifications.volunteers.planning.moved.title', 'Free']]);
  });

  it('two people moved at once onto the last place: one gets it, the other stays on their slot; two opposite moves both go through', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    for (let round = 0; round < 3; round++) {
      const a = await volunteer(edition.id);
      const b = await volunteer(edition.id);
      const fromA = await slot(owner.agent, base, bar.id, at(DAY1, '08:00'), at(DAY1, '09:00'));
      const fromB = await slot(owner.agent, base, bar.id, at(DAY1, '08:00'), at(DAY1, '09:00'));
      const last = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '11:00'), { maxVolunteers: 1 });
      await owner.agent.post(`${base}/slots/${fromA.id}/assignments`).send({ userId: a.user.id }).expect(201);
      await owner.agent.post(`${base}/slots/${fromB.id}/assignments`).send({ userId: b.user.id }).expect(201);
      const answers = await Promise.all([move(owner.agent, base, fromA.id, a.user.id, last.id), move(owner.agent, base, fromB.id, b.user.id, last.id)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body.code).toBe('SLOT_FULL');
      const winner = answers[0]!.status === 201 ? a : b;
      const loser = winner === a ? b : a;
      expect(await slotsOf(winner.user.id)).toEqual([last.id]);
      expect(await slotsOf(loser.user.id)).toEqual([loser === a ? fromA.id : fromB.id]);
      expect(await counts(fromA.id, fromB.id, last.id)).toEqual(winner === a ? [0, 1, 1] : [1, 0, 1]);

      // Opposite moves at once (the winner onto the loser's slot, the loser onto the winner's): each locks both slots in
      // id order, so they wait for each other instead of deadlocking; the loser's goes through if it comes second.
      const loserSlot = loser === a ? fromA.id : fromB.id;
      const [there, back] = await Promise.all([move(owner.agent, base, last.id, winner.user.id, loserSlot), move(owner.agent, base, loserSlot, loser.user.id, last.id)]);
      expect(there.status).toBe(201);
      expect([201, 409]).toContain(back.status);
      expect(await slotsOf(winner.user.id)).toEqual([loserSlot]);
      expect(await slotsOf(loser.user.id)).toEqual([back.status === 201 ? last.id : loserSlot]);
    }
  });

  it('leaders move within their teams only (both slots); volunteers, strangers and visitors cannot move', async () => {
    const { owner, edition, base } = await setup();
    const mine = await team(owner.agent, base);
    const theirs = await team(owner.agent, base);
    const leader = await volunteer(edition.id);
    await member(leader.applicationId, mine.id, true);
    const a = await volunteer(edition.id);
    const own1 = await slot(owner.agent, base, mine.id, at(DAY1, '08:00'), at(DAY1, '09:00'));
    const own2 = await slot(owner.agent, base, mine.id, at(DAY1, '10:00'), at(DAY1, '11:00'));
    const other = await slot(owner.agent, base, theirs.id, at(DAY1, '14:00'), at(DAY1, '16:00'));
    await owner.agent.post(`${base}/slots/${own1.id}/assignments`).send({ userId: a.user.id }).expect(201);
    expect((await move(leader.agent, base, own1.id, a.user.id, other.id).expect(403)).body.code).toBe('NOT_YOUR_TEAM');
    expect(await slotsOf(a.user.id)).toEqual([own1.id]);
    await move(a.agent, base, own1.id, a.user.id, own2.id).expect(403);
    await move((await signedInUser(t)).agent, base, own1.id, a.user.id, own2.id).expect(403);
    await move(t.agent(), base, own1.id, a.user.id, own2.id).expect(401);
    await move(leader.agent, base, own1.id, a.user.id, own2.id).expect(201);
    await move(owner.agent, base, own2.id, a.user.id, other.id).expect(201);
    expect((await move(leader.agent, base, other.id, a.user.id, own1.id).expect(403)).body.code).toBe('NOT_YOUR_TEAM');
    expect(await slotsOf(a.user.id)).toEqual([other.id]);
  });
});

describe('the planning board', () => {
  async function world() {
    const w = await setup();
    const bar = await team(w.owner.agent, w.base, { name: 'Bar' });
    const gate = await team(w.owner.agent, w.base, { name: 'Gate' });
    const hidden = await team(w.owner.agent, w.base, { name: 'Security', isVisibleToVolunteers: false });
    const leader = await volunteer(w.edition.id);
    await member(leader.applicationId, hidden.id, true);
    const a = await volunteer(w.edition.id, 'ACCEPTED', { arrival: at('2030-05-14', '08:00'), departure: at('2030-05-17', '20:00'), teamPreferences: [gate.id, bar.id], event: true });
    const b = await volunteer(w.edition.id);
    await member(a.applicationId, bar.id);
    const s1 = await slot(w.owner.agent, w.base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { title: 'Bar 1' });
    const s2 = await slot(w.owner.agent, w.base, gate.id, at(DAY1, '11:00'), at(DAY1, '13:00'), { title: 'Gate 1', maxVolunteers: 2 });
    const s3 = await slot(w.owner.agent, w.base, hidden.id, at('2030-05-16', '10:00'), at('2030-05-16', '12:00'), { title: 'Night watch' });
    await w.owner.agent.post(`${w.base}/slots/${s1.id}/assignments`).send({ userId: a.user.id }).expect(201);
    await w.owner.agent.post(`${w.base}/slots/${s3.id}/assignments`).send({ userId: b.user.id }).expect(201);
    return { ...w, bar, gate, hidden, leader, a, b, s1, s2, s3 };
  }

  it('managers see every team, the slots with who is on them, and the volunteers with their teams, preferences and load (availability is the picker’s)', async () => {
    const w = await world();
    const board = (await w.owner.agent.get(`${w.base}/planning`).expect(200)).body;
    expect(board.teams.map((x: { name: string; editable: boolean }) => [x.name, x.editable])).toEqual([['Bar', true], ['Gate', true], ['Security', true]]);
    expect(board.canAssign).toBe(true);
    expect(board.canManage).toBe(true);
    expect(board.days).toEqual(['2030-05-14', '2030-05-15', '2030-05-16', '2030-05-17']);
    expect(board.timeZone).toBe('UTC');
    expect(board.slots.map((s: { title: string; assigned: number; needed: number; assignees: number[] }) => [s.title, s.assigned, s.needed, s.assignees])).toEqual([
      ['Bar 1', 1, 3, [w.a.user.id]],
      ['Gate 1', 0, 2, []],
      ['Night watch', 1, 3, [w.b.user.id]],
    ]);
    const va = board.volunteers.find((v: { userId: number }) => v.userId === w.a.user.id);
    expect(va).toEqual({ userId: w.a.user.id, teamPreferences: [w.gate.id, w.bar.id], teamIds: [w.bar.id], loadMinutes: 120 });
    expect(board.volunteers).toHaveLength(3);
    expect(board.people.find((p: { id: number }) => p.id === w.a.user.id)).toEqual({ id: w.a.user.id, pseudo: w.a.user.pseudo, prenom: 'Camille', nom: 'Martin' });
    const day = (await w.owner.agent.get(`${w.base}/planning`).query({ day: DAY1, teamId: w.bar.id }).expect(200)).body;
    expect(day.slots.map((s: { title: string }) => s.title)).toEqual(['Bar 1']);
    await w.owner.agent.get(`${w.base}/planning`).query({ teamId: 99999999 }).expect(404);
    await w.owner.agent.get(`${w.base}/planning`).query({ day: 'tomorrow' }).expect(400);
  });

  it('leaders see their teams and the visible ones (editing only theirs); accepted volunteers only the visible teams; others are refused', async () => {
    const w = await world();
    const asLeader = (await w.leader.agent.get(`${w.base}/planning`).expect(200)).body;
    expect(asLeader.teams.map((x: { name: string; editable: boolean }) => [x.name, x.editable])).toEqual([['Bar', false], ['Gate', false], ['Security', true]]);
    expect(asLeader.canAssign).toBe(true);
    expect(asLeader.canManage).toBe(false);
    expect(asLeader.volunteers).toHaveLength(3);
    const asVolunteer = (await w.a.agent.get(`${w.base}/planning`).expect(200)).body;
    expect(asVolunteer.teams.map((x: { name: string }) => x.name)).toEqual(['Bar', 'Gate']);
    expect(asVolunteer.slots.map((s: { title: string }) => s.title)).toEqual(['Bar 1', 'Gate 1']);
    expect(asVolunteer.volunteers).toEqual([]);
    expect(asVolunteer.canAssign).toBe(false);
    expect(asVolunteer.people).toEqual([{ id: w.a.user.id, pseudo: w.a.user.pseudo, prenom: 'Camille', nom: 'Martin' }]);
    await w.a.agent.get(`${w.base}/planning`).query({ teamId: w.hidden.id }).expect(404);
    const pending = await volunteer(w.edition.id, 'PENDING');
    await pending.agent.get(`${w.base}/planning`).expect(403);
    await (await signedInUser(t)).agent.get(`${w.base}/planning`).expect(403);
    await t.agent().get(`${w.base}/planning`).expect(401);
    await w.owner.agent.get('/api/editions/99999999/volunteers/planning').expect(404);
  });

  it('costs the same fixed handful of queries whatever the number of teams, slots, people and assignments', async () => {
    const w = await world();
    const small = await queriesOf(() => w.owner.agent.get(`${w.base}/planning`).expect(200));
    const smallLeader = await queriesOf(() => w.leader.agent.get(`${w.base}/planning`).expect(200));
    // Ten times more of everything.
    const teams = [];
    for (let i = 0; i < 5; i++) teams.push(await team(w.owner.agent, w.base));
    const people = await Promise.all(Array.from({ length: 12 }, () => volunteer(w.edition.id)));
    for (const [i, p] of people.entries()) {
      const x = teams[i % teams.length]!;
      const s = await slot(w.owner.agent, w.base, x.id, at(DAY1, `${String(8 + (i % 10)).padStart(2, '0')}:00`), at(DAY1, `${String(9 + (i % 10)).padStart(2, '0')}:00`));
      await w.owner.agent.post(`${w.base}/slots/${s.id}/assignments`).send({ userId: p.user.id }).expect(201);
    }
    // Read afresh (the changes moved the planning's version): the rights, the version, the board's handful.
    const big = await queriesOf(() => w.owner.agent.get(`${w.base}/planning`).expect(200));
    expect(big).toBe(small);
    expect(big).toBeLessThanOrEqual(8);
    expect(await queriesOf(() => w.leader.agent.get(`${w.base}/planning`).expect(200))).toBe(smallLeader);
    expect(await queriesOf(() => w.a.agent.get(`${w.base}/planning`).expect(200))).toBeLessThanOrEqual(8);
  });

  it('the picker lists the candidates, best first, naming the slot each would clash with', async () => {
    const w = await world();
    const items = (await w.owner.agent.get(`${w.base}/planning/candidates`).query({ slotId: w.s2.id }).expect(200)).body.items as {
      userId: number;
      clash: { title: string; teamName: string } | null;
      preferenceRank: number;
      available: boolean | null;
      assigned: boolean;
      inTeam: boolean;
      loadMinutes: number;
    }[];
    expect(items).toHaveLength(3);
    const a = items.find((c) => c.userId === w.a.user.id)!;
    expect(a).toMatchObject({
      clash: { title: 'Bar 1', teamName: 'Bar' },
      preferenceRank: 1,
      available: true,
      assigned: false,
      inTeam: false,
      loadMinutes: 120,
      event: true,
      setup: null,
      arrival: at('2030-05-14', '08:00'),
      departure: at('2030-05-17', '20:00'),
      pseudo: w.a.user.pseudo,
    });
    // Those who would clash come last.
    expect(items[items.length - 1]!.userId).toBe(w.a.user.id);
    const onSlot = (await w.owner.agent.get(`${w.base}/planning/candidates`).query({ slotId: w.s1.id }).expect(200)).body.items;
    expect(onSlot.find((c: { userId: number }) => c.userId === w.a.user.id)).toMatchObject({ assigned: true, inTeam: true, clash: null });
    await w.leader.agent.get(`${w.base}/planning/candidates`).query({ slotId: w.s2.id }).expect(403);
    await w.leader.agent.get(`${w.base}/planning/candidates`).query({ slotId: w.s3.id }).expect(200);
    await w.a.agent.get(`${w.base}/planning/candidates`).query({ slotId: w.s2.id }).expect(403);
    await w.owner.agent.get(`${w.base}/planning/candidates`).query({ slotId: 99999999 }).expect(404);
    await w.owner.agent.get(`${w.base}/planning/candidates`).expect(400);
  });

  it('exports the planning as CSV by team (empty slots too) and by person, within the caller’s teams', async () => {
    const w = await world();
    const byTeam = await w.owner.agent.get(`${w.base}/planning/export.csv`).query({ by: 'team' }).expect(200);
    expect(byTeam.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = byTeam.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Team,Slot,Start,End,Pseudo,First name,Last name,Phone');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^Bar,Bar 1,2030-05-15 10:00,2030-05-15 12:00,${w.a.user.pseudo},Camille,Martin,`));
    expect(lines[2]).toMatch(/^Gate,Gate 1,.*,,,,$/);
    // Headers in the reader's language.
    await w.owner.agent.patch('/api/profile').send({ preferredLanguage: 'fr' }).expect(200);
    const byPerson = (await w.owner.agent.get(`${w.base}/planning/export.csv`).query({ by: 'person' }).expect(200)).text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(byPerson[0]).toBe('Pseudo,Prénom,Nom,Téléphone,Équipe,Créneau,Début,Fin');
    expect(byPerson).toHaveLength(3);
    const leaderCsv = (await w.leader.agent.get(`${w.base}/planning/export.csv`).query({ by: 'team' }).expect(200)).text.trim().split('\r\n');
    expect(leaderCsv).toHaveLength(2);
    expect(leaderCsv[1]).toContain('Night watch');
    // Refusals are JSON with the field's message (in the reader's language), not a CSV download.
    expectJsonError(await w.a.agent.get(`${w.base}/planning/export.csv`).query({ by: 'team' }), 403);
    expectJsonError(await w.owner.agent.get(`${w.base}/planning/export.csv`).query({ by: 'day' }), 400, { by: ["Choisissez l'une des valeurs proposées."] });
    expectJsonError(await w.owner.agent.get(`${w.base}/planning/export.csv`), 400, { by: ["Choisissez l'une des valeurs proposées."] });
    expectJsonError(await w.owner.agent.get('/api/editions/99999999/volunteers/planning/export.csv').query({ by: 'team' }), 404);
    await t.agent().get(`${w.base}/planning/export.csv`).query({ by: 'team' }).expect(401);
  });
});

describe('the board remembered by each replica', () => {
  /**
   * Each process remembers boards written once per version of the edition's planning (moved by
   * triggers at every committed change the board shows). Replica A is this test's server, replica B
   * the built server in a process of its own, on the same database.
   */
  let baseA: string;
  let baseB: string;
  let replica: Replica;
  let pg: Client;

  beforeAll(async () => {
    baseA = await listen(t);
    replica = await startReplica(t, '/api/editions?limit=1');
    baseB = replica.base;
    pg = new Client({ connectionString: t.databaseUrl });
    await pg.connect();
  }, 60_000);

  afterAll(async () => {
    await pg?.end();
    await replica?.stop();
  });

  interface Board {
    teams: { id: number; name: string; editable: boolean }[];
    slots: { id: number; title: string; start: string; needed: number; assignees: number[] }[];
    people: { id: number; pseudo: string; prenom: string | null; nom: string | null }[];
    volunteers: { userId: number; teamIds: number[]; loadMinutes: number }[];
    canAssign: boolean;
    canManage: boolean;
    minRestMinutes: number;
    maxDayMinutes: number;
  }

  const boardOn = async (base: string, cookie: string, path: string): Promise<Board> => (await request(base).get(path).set('Cookie', cookie).expect(200)).body as Board;

  /** Requests of one signed-in user to one replica. */
  const as = (base: string, cookie: string) => ({
    post: (path: string) => request(base).post(path).set('Cookie', cookie),
    patch: (path: string) => request(base).patch(path).set('Cookie', cookie),
    put: (path: string) => request(base).put(path).set('Cookie', cookie),
    delete: (path: string) => request(base).delete(path).set('Cookie', cookie),
  });

  /** Bar and Gate (led by `leader`), four accepted volunteers, `a` on the slot Bar 1. */
  async function festival() {
    const w = await setup();
    const bar = await team(w.owner.agent, w.base, { name: 'Bar' });
    const gate = await team(w.owner.agent, w.base, { name: 'Gate' });
    const leader = await volunteer(w.edition.id);
    await member(leader.applicationId, gate.id, true);
    const [a, b, c] = await Promise.all([volunteer(w.edition.id), volunteer(w.edition.id), volunteer(w.edition.id)]);
    const s1 = await slot(w.owner.agent, w.base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { title: 'Bar 1' });
    await w.owner.agent.post(`${w.base}/slots/${s1.id}/assignments`).send({ userId: a.user.id }).expect(201);
    return { ...w, bar, gate, leader, a, b, c, s1, planning: `${w.base}/planning` };
  }

  it('shows every change in the very next read on both replicas, whoever made it and however: planning, applications, a profile, settings, a cascade, SQL by hand', async () => {
    const f = await festival();
    const viewers = [f.owner.cookie, f.leader.cookie];
    const cache = t.app.get(PlanningBoardCache);
    // Both replicas hold both boards as they are; A is seen answering from memory.
    const remembered = async () => {
      for (const base of [baseA, baseB]) for (const cookie of viewers) await boardOn(base, cookie, f.planning);
      const hits = cache.stats.hits;
      for (const cookie of viewers) await boardOn(baseA, cookie, f.planning);
      expect(cache.stats.hits).toBe(hits + viewers.length);
    };
    const [ownerA, ownerB] = [as(baseA, f.owner.cookie), as(baseB, f.owner.cookie)];
    const slotOf = (b: Board, title: string) => b.slots.find((s) => s.title === title);
    const personOf = (b: Board, id: number) => b.people.find((p) => p.id === id);
    const volunteerOf = (b: Board, id: number) => b.volunteers.find((v) => v.userId === id);
    let created = 0;
    const changes: [string, () => Promise<unknown>, (b: Board) => void][] = [
      [
        'an assignment, through B',
        () => ownerB.post(`${f.base}/slots/${f.s1.id}/assignments`).send({ userId: f.b.user.id }).expect(201),
        (b) => {
          expect(slotOf(b, 'Bar 1')?.assignees).toEqual([f.a.user.id, f.b.user.id]);
          expect(volunteerOf(b, f.b.user.id)?.loadMinutes).toBe(120);
        },
      ],
      ['an unassignment, through A', () => ownerA.delete(`${f.base}/slots/${f.s1.id}/assignments/${f.a.user.id}`).expect(204), (b) => expect(slotOf(b, 'Bar 1')?.assignees).toEqual([f.b.user.id])],
      [
        'a new slot, through B',
        async () => {
          const body = { teamId: f.gate.id, title: 'Gate opening', startDateTime: at(DAY1, '08:00'), endDateTime: at(DAY1, '09:00'), maxVolunteers: 2 };
          created = (await ownerB.post(`${f.base}/slots`).send(body).expect(201)).body.id;
        },
        (b) => expect(slotOf(b, 'Gate opening')).toMatchObject({ needed: 2, assignees: [] }),
      ],
      [
        'a slot edited, through A',
        () => ownerA.patch(`${f.base}/slots/${created}`).send({ title: 'Gate rush', startDateTime: at(DAY1, '07:00') }).expect(200),
        (b) => expect([slotOf(b, 'Gate opening'), slotOf(b, 'Gate rush')?.start]).toEqual([undefined, at(DAY1, '07:00')]),
      ],
      ['a slot deleted, through B', () => ownerB.delete(`${f.base}/slots/${created}`).expect(204), (b) => expect(slotOf(b, 'Gate rush')).toBeUndefined()],
      ['a team renamed, through A', () => ownerA.patch(`${f.base}/teams/${f.bar.id}`).send({ name: 'Bar & drinks' }).expect(200), (b) => expect(b.teams.map((x) => x.name)).toEqual(['Bar & drinks', 'Gate'])],
      ['a volunteer renaming themselves, through B', () => as(baseB, f.b.cookie).patch('/api/profile').send({ prenom: 'Bérénice' }).expect(200), (b) => expect(personOf(b, f.b.user.id)?.prenom).toBe('Bérénice')],
      ['the rest between slots set by the organisers, through A', () => ownerA.patch(`${f.base}/settings`).send({ minRestMinutes: 45 }).expect(200), (b) => expect(b.minRestMinutes).toBe(45)],
      ['the longest day changed by the organisers, through B', () => ownerB.patch(`${f.base}/settings`).send({ maxDayMinutes: 480 }).expect(200), (b) => expect(b.maxDayMinutes).toBe(480)],
      [
        'a volunteer’s teams set from their application, through B',
        () => ownerB.put(`${f.base}/applications/${f.b.applicationId}/teams`).send({ teams: [{ teamId: f.bar.id }] }).expect(200),
        (b) => expect(volunteerOf(b, f.b.user.id)?.teamIds).toEqual([f.bar.id]),
      ],
      [
        'an application back to pending, through A: its volunteer leaves the list and their slots',
        () => ownerA.patch(`${f.base}/applications/${f.b.applicationId}/status`).send({ status: 'PENDING' }).expect(200),
        (b) => expect([volunteerOf(b, f.b.user.id), slotOf(b, 'Bar 1')?.assignees]).toEqual([undefined, []]),
      ],
      [
        'an application without teams or slots back to pending, through B',
        () => ownerB.patch(`${f.base}/applications/${f.a.applicationId}/status`).send({ status: 'PENDING' }).expect(200),
        (b) => expect(volunteerOf(b, f.a.user.id)).toBeUndefined(),
      ],
      ['a slot changed by SQL by hand', () => pg.query('update volunteer_time_slots set max_volunteers = 7 where id = $1', [f.s1.id]), (b) => expect(slotOf(b, 'Bar 1')?.needed).toBe(7)],
      [
        'an assignment given to someone else by SQL by hand',
        async () => {
          await f.owner.agent.post(`${f.base}/slots/${f.s1.id}/assignments`).send({ userId: f.leader.user.id }).expect(201);
          await remembered();
          await pg.query('update volunteer_assignments set user_id = $1 where time_slot_id = $2', [f.c.user.id, f.s1.id]);
        },
        (b) => expect(slotOf(b, 'Bar 1')?.assignees).toEqual([f.c.user.id]),
      ],
      ['a name changed by SQL by hand', () => pg.query(`update users set nom = 'Durand' where id = $1`, [f.leader.user.id]), (b) => expect(personOf(b, f.leader.user.id)?.nom).toBe('Durand')],
      [
        'a team deleted with its slots (a cascade), through B',
        () => ownerB.delete(`${f.base}/teams/${f.bar.id}`).expect(204),
        (b) => expect([b.teams.map((x) => x.name), b.slots]).toEqual([['Gate'], []]),
      ],
    ];
    for (const [change, make, shows] of changes) {
      await remembered();
      await make();
      for (const [replicaName, base] of [['A', baseA], ['B', baseB]] as const) {
        for (const cookie of viewers) {
          const board = await boardOn(base, cookie, f.planning);
          try {
            shows(board);
          } catch (error) {
            throw new Error(`${change}: not seen on replica ${replicaName}\n${(error as Error).message}`);
          }
        }
      }
    }
  });

  it('answers from memory on both replicas while the version stays: a change committed without moving it is not seen until it moves', async () => {
    const f = await festival();
    const titles = async (base: string) => (await boardOn(base, f.owner.cookie, f.planning)).slots.map((s) => s.title);
    for (const base of [baseA, baseB]) expect(await titles(base)).toEqual(['Bar 1']);
    await pg.query('alter table volunteer_time_slots disable trigger volunteer_planning_changed');
    try {
      await pg.query(`update volunteer_time_slots set title = 'Bar 2' where id = $1`, [f.s1.id]);
    } finally {
      await pg.query('alter table volunteer_time_slots enable trigger volunteer_planning_changed');
    }
    for (const base of [baseA, baseB]) expect(await titles(base)).toEqual(['Bar 1']);
    await pg.query('select volunteer_planning_bump(array[$1::int])', [f.edition.id]);
    for (const base of [baseA, baseB]) expect(await titles(base)).toEqual(['Bar 2']);
  });

  it('a manager, two leaders and a volunteer each get their own board whoever asked first; so do a day and a team', async () => {
    const f = await festival();
    const security = await team(f.owner.agent, f.base, { name: 'Security', isVisibleToVolunteers: false });
    await slot(f.owner.agent, f.base, security.id, at(DAY1, '20:00'), at(DAY1, '22:00'), { title: 'Night watch' });
    const barLeader = await volunteer(f.edition.id);
    await member(barLeader.applicationId, f.bar.id, true);
    const seen = (b: Board) => ({ teams: b.teams.map((x) => [x.name, x.editable]), slots: b.slots.map((s) => s.title), volunteers: b.volunteers.length, canAssign: b.canAssign, canManage: b.canManage });
    const expected: [string, object][] = [
      [f.owner.cookie, { teams: [['Bar', true], ['Gate', true], ['Security', true]], slots: ['Bar 1', 'Night watch'], volunteers: 5, canAssign: true, canManage: true }],
      [f.leader.cookie, { teams: [['Bar', false], ['Gate', true]], slots: ['Bar 1'], volunteers: 5, canAssign: true, canManage: false }],
      [barLeader.cookie, { teams: [['Bar', true], ['Gate', false]], slots: ['Bar 1'], volunteers: 5, canAssign: true, canManage: false }],
      [f.a.cookie, { teams: [['Bar', false], ['Gate', false]], slots: ['Bar 1'], volunteers: 0, canAssign: false, canManage: false }],
    ];
    for (const order of [expected, [...expected].reverse()]) {
      // A change between the rounds: the second round is read afresh, in the other order.
      await f.owner.agent.patch(`${f.base}/slots/${f.s1.id}`).send({ maxVolunteers: order === expected ? 4 : 5 }).expect(200);
      for (const base of [baseA, baseB]) for (const [cookie, board] of order) expect(seen(await boardOn(base, cookie, f.planning))).toEqual(board);
    }
    const titles = async (query: string) => (await boardOn(baseA, f.owner.cookie, `${f.planning}${query}`)).slots.map((s) => s.title);
    expect(await titles('')).toEqual(['Bar 1', 'Night watch']);
    expect(await titles(`?teamId=${security.id}`)).toEqual(['Night watch']);
    expect(await titles('?day=2030-05-16')).toEqual([]);
    expect(await titles(`?day=${DAY1}&teamId=${f.bar.id}`)).toEqual(['Bar 1']);
    await request(baseA).get(`${f.planning}?teamId=${security.id}`).set('Cookie', f.leader.cookie).expect(404);
  });

  it('a remembered board costs the caller’s rights and the version (a leader’s: and their teams), whatever its size', async () => {
    const f = await festival();
    /**
     * The statements of a read on A: all, those reading what the board shows, those reading the
     * version. Not the session's (its own memory reads it again whenever anyone's account changes).
     */
    const read = async (cookie: string) => {
      const texts = (await statementTextsDuring(t, () => request(baseA).get(f.planning).set('Cookie', cookie).expect(200))).filter((s) => !s.includes('"session"'));
      // The caller's rights read whether an access-control slot runs now: that statement is theirs, not the board's.
      const board = texts.filter((s) => !s.includes('"volunteerGateShift"'));
      return { all: texts.length, planning: board.filter((s) => /volunteer_time_slots|volunteer_assignments|volunteer_teams|edition_volunteer_settings/.test(s)).length, version: texts.filter((s) => s.includes('volunteer_planning_versions')).length };
    };
    for (const size of ['small', 'ten times larger']) {
      if (size !== 'small') {
        const more = await Promise.all(Array.from({ length: 10 }, () => volunteer(f.edition.id)));
        for (const [i, p] of more.entries()) {
          const s = await slot(f.owner.agent, f.base, i % 2 ? f.bar.id : f.gate.id, at(DAY1, `${String(8 + i).padStart(2, '0')}:00`), at(DAY1, `${String(9 + i).padStart(2, '0')}:00`));
          await f.owner.agent.post(`${f.base}/slots/${s.id}/assignments`).send({ userId: p.user.id }).expect(201);
        }
      }
      for (const [cookie, rights] of [[f.owner.cookie, 1], [f.leader.cookie, 2]] as const) {
        const first = await read(cookie);
        expect(first.planning).toBeGreaterThan(0);
        // The caller's rights on the edition (and a leader's teams), then the version: nothing else.
        expect(await read(cookie)).toEqual({ all: rights + 1, planning: 0, version: 1 });
      }
    }
  });

  it('is sent compressed, and 304 to a browser holding it on any replica; a change or another caller’s board has another tag', async () => {
    const f = await festival();
    // More than a kilobyte (smaller answers are not worth compressing).
    await Promise.all(Array.from({ length: 8 }, () => volunteer(f.edition.id)));
    const fetchBoard = (base: string, cookie: string, headers: Record<string, string> = {}) => fetch(`${base}${f.planning}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br', ...headers } });
    const plain = await boardOn(baseA, f.owner.cookie, f.planning);
    const first = await fetchBoard(baseA, f.owner.cookie);
    expect(first.status).toBe(200);
    expect([first.headers.get('content-encoding'), first.headers.get('cache-control'), first.headers.get('vary')]).toEqual(['br', 'private, no-cache', 'Accept-Encoding']);
    expect(await first.json()).toEqual(plain);
    const gzip = await fetchBoard(baseB, f.owner.cookie, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(plain);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"/);
    // As a browser revalidates what it holds (fetch() with If-None-Match would ask for no cache).
    const revalidate = (base: string, cookie: string) => request(base).get(f.planning).set('Cookie', cookie).set('If-None-Match', tag);
    for (const base of [baseA, baseB]) {
      const again = await revalidate(base, f.owner.cookie).expect(304);
      expect(again.text).toBe('');
    }
    await revalidate(baseA, f.leader.cookie).expect(200);
    await f.owner.agent.patch(`${f.base}/slots/${f.s1.id}`).send({ title: 'Bar opening' }).expect(200);
    for (const base of [baseA, baseB]) {
      const changed = await revalidate(base, f.owner.cookie).expect(200);
      expect(changed.headers.etag).not.toBe(tag);
      expect((changed.body as Board).slots.map((s) => s.title)).toEqual(['Bar opening']);
    }
  });
});

describe('the edition’s time zone', () => {
  // Lyon, the weekend clocks go back (Sunday 27 October 2030, 03:00 → 02:00): Saturday is UTC+2, Monday UTC+1.
  const lyon = (day: string, time: string, offset: '+02:00' | '+01:00') => new Date(`${day}T${time}:00${offset}`).toISOString();

  async function autumn() {
    const w = await setup({ startDate: '2030-10-25', endDate: '2030-10-28' }, 'Europe/Paris');
    const bar = await team(w.owner.agent, w.base, { name: 'Bar' });
    const gate = await team(w.owner.agent, w.base, { name: 'Gate' });
    const morning = await slot(w.owner.agent, w.base, gate.id, lyon('2030-10-26', '10:00', '+02:00'), lyon('2030-10-26', '12:00', '+02:00'), { title: 'Morning gate' });
    const late = await slot(w.owner.agent, w.base, bar.id, lyon('2030-10-26', '23:00', '+02:00'), lyon('2030-10-27', '01:00', '+02:00'), { title: 'Late bar' });
    // 00:30 on Sunday in Lyon is still Saturday in UTC.
    const night = await slot(w.owner.agent, w.base, bar.id, lyon('2030-10-27', '00:30', '+02:00'), lyon('2030-10-27', '01:30', '+02:00'), { title: 'Night bar' });
    // 23:30 on Sunday in Lyon, after the change: the 25th hour of that day.
    const closing = await slot(w.owner.agent, w.base, bar.id, lyon('2030-10-27', '23:30', '+01:00'), lyon('2030-10-28', '00:30', '+01:00'), { title: 'Closing bar' });
    return { ...w, bar, gate, morning, late, night, closing };
  }

  it('groups the board by the edition’s local days, a 25-hour day included, and bounds the period by its local midnights', async () => {
    const w = await autumn();
    expect(w.night.startDateTime).toBe('2030-10-26T22:30:00.000Z');
    const board = (await w.owner.agent.get(`${w.base}/planning`).expect(200)).body;
    expect(board.timeZone).toBe('Europe/Paris');
    expect(board.days).toEqual(['2030-10-25', '2030-10-26', '2030-10-27', '2030-10-28']);
    expect(board.period).toEqual({ start: '2030-10-24T22:00:00.000Z', end: '2030-10-28T23:00:00.000Z' });
    const titles = async (day: string) => ((await w.owner.agent.get(`${w.base}/planning`).query({ day }).expect(200)).body.slots as { title: string }[]).map((s) => s.title);
    expect(await titles('2030-10-26')).toEqual(['Morning gate', 'Late bar']);
    expect(await titles('2030-10-27')).toEqual(['Night bar', 'Closing bar']);
    expect(await titles('2030-10-28')).toEqual([]);
    const listed = (await w.owner.agent.get(`${w.base}/slots`).query({ day: '2030-10-27' }).expect(200)).body.items as { id: number }[];
    expect(listed.map((s) => s.id)).toEqual([w.night.id, w.closing.id]);
    // The same slots on UTC clocks: Sunday 00:30 in Lyon is Saturday there.
    await w.owner.agent.patch(`/api/editions/${w.edition.id}`).send({ timeZone: 'UTC' }).expect(200);
    const utc = (await w.owner.agent.get(`${w.base}/planning`).query({ day: '2030-10-26' }).expect(200)).body;
    expect(utc.timeZone).toBe('UTC');
    expect((utc.slots as { title: string }[]).map((s) => s.title)).toEqual(['Morning gate', 'Late bar', 'Night bar']);
  });

  it('keeps slots within the edition’s local days and copies a day at the same local times across the change', async () => {
    const w = await autumn();
    // Monday 23:30 to Tuesday 00:30 in Lyon runs past the last day; on UTC clocks it would not.
    const pastEnd = { teamId: w.bar.id, title: 'Too late', startDateTime: '2030-10-28T22:30:00.000Z', endDateTime: '2030-10-28T23:30:00.000Z', maxVolunteers: 1 };
    const refused = await w.owner.agent.post(`${w.base}/slots`).send(pastEnd).expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['startDateTime']);
    // 10:00 on Saturday (UTC+2) copied to Monday (UTC+1) is 10:00 on Monday: one more hour in UTC.
    const copied = (await w.owner.agent.post(`${w.base}/slots/copy-day`).send({ from: '2030-10-26', to: '2030-10-28', teamIds: [w.gate.id] }).expect(201)).body.items;
    expect(copied).toMatchObject([{ title: 'Morning gate', startDateTime: '2030-10-28T09:00:00.000Z', endDateTime: '2030-10-28T11:00:00.000Z' }]);
    await w.owner.agent.patch(`/api/editions/${w.edition.id}`).send({ timeZone: 'UTC' }).expect(200);
    await w.owner.agent.post(`${w.base}/slots`).send(pastEnd).expect(201);
  });

  it('writes the export’s times on the edition’s clocks', async () => {
    const w = await autumn();
    const lines = (await w.owner.agent.get(`${w.base}/planning/export.csv`).query({ by: 'team' }).expect(200)).text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toContain('Bar,Late bar,2030-10-26 23:00,2030-10-27 01:00,,,,');
    expect(lines).toContain('Bar,Night bar,2030-10-27 00:30,2030-10-27 01:30,,,,');
    expect(lines).toContain('Bar,Closing bar,2030-10-27 23:30,2030-10-28 00:30,,,,');
    expect(lines).toContain('Gate,Morning gate,2030-10-26 10:00,2030-10-26 12:00,,,,');
  });
});

describe('a volunteer’s own space', () => {
  it('lists each application with edition, status, teams, slots in time order, QR secret, feed URL; free slots only when self sign-up is on', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base, { name: 'Bar', color: '#112233' });
    const hidden = await team(owner.agent, base, { name: 'Hidden', isVisibleToVolunteers: false });
    const a = await volunteer(edition.id);
    await member(a.applicationId, bar.id, true);
    const late = await slot(owner.agent, base, bar.id, at(DAY1, '14:00'), at(DAY1, '16:00'), { title: 'Late' });
    const early = await slot(owner.agent, base, bar.id, at(DAY1, '08:00'), at(DAY1, '10:00'), { title: 'Early', description: 'Open the bar' });
    const free = await slot(owner.agent, base, bar.id, at('2030-05-16', '08:00'), at('2030-05-16', '10:00'), { title: 'Free' });
    await slot(owner.agent, base, bar.id, at(DAY1, '15:00'), at(DAY1, '17:00'), { title: 'Clashing' });
    await slot(owner.agent, base, hidden.id, at('2030-05-16', '12:00'), at('2030-05-16', '14:00'), { title: 'Hidden slot' });
    const full = await slot(owner.agent, base, bar.id, at('2030-05-16', '18:00'), at('2030-05-16', '19:00'), { title: 'Full', maxVolunteers: 1 });
    const b = await volunteer(edition.id);
    await owner.agent.post(`${base}/slots/${full.id}/assignments`).send({ userId: b.user.id }).expect(201);
    await owner.agent.post(`${base}/slots/${late.id}/assignments`).send({ userId: a.user.id }).expect(201);
    await owner.agent.post(`${base}/slots/${early.id}/assignments`).send({ userId: a.user.id }).expect(201);
    // Another edition where the application is pending.
    const other = await setup();
    await sql(
      `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'PENDING', md5(random()::text) || substr(md5(random()::text), 1, 16), md5(random()::text) || substr(md5(random()::text), 1, 16))`,
      [other.edition.id, a.user.id],
    );

    let mine = (await a.agent.get('/api/volunteers/mine').expect(200)).body.items;
    expect(mine).toHaveLength(2);
    const [row] = await sql<{ qr: string; cal: string }>('select qr_token as qr, calendar_token as cal from edition_volunteer_applications where id = ?', [a.applicationId]);
    const here = mine.find((m: { edition: { id: number } }) => m.edition.id === edition.id);
    expect(here).toMatchObject({
      id: a.applicationId,
      status: 'ACCEPTED',
      edition: { id: edition.id, name: 'CJ 2030', startDate: '2030-05-14', endDate: '2030-05-17', conventionName: 'Jonglerie', city: 'Lyon', imageUrl: null },
      teams: [{ id: bar.id, name: 'Bar', color: '#112233', isLeader: true }],
      qrToken: row!.qr,
      calendarUrl: `${t.config.publicUrl}/api/volunteers/calendar/${row!.cal}.ics`,
      selfSignUp: false,
      freeSlots: [],
    });
    expect(here.slots.map((s: { title: string }) => s.title)).toEqual(['Early', 'Late']);
    expect(here.slots[0]).toEqual({ id: early.id, title: 'Early', teamId: bar.id, teamName: 'Bar', teamColor: '#112233', start: at(DAY1, '08:00'), end: at(DAY1, '10:00'), description: 'Open the bar' });
    expect(mine.find((m: { edition: { id: number } }) => m.edition.id === other.edition.id)).toMatchObject({ status: 'PENDING', slots: [], teams: [], freeSlots: [] });

    await sql('insert into edition_volunteer_settings (edition_id, self_sign_up) values (?, true)', [edition.id]);
    mine = (await a.agent.get('/api/volunteers/mine').expect(200)).body.items;
    const withFree = mine.find((m: { edition: { id: number } }) => m.edition.id === edition.id);
    expect(withFree.selfSignUp).toBe(true);
    // Not the full one, not the hidden team's, not the one clashing with "Late".
    expect(withFree.freeSlots.map((s: { title: string; needed: number; assigned: number }) => [s.title, s.needed, s.assigned])).toEqual([['Free', 3, 0]]);
    expect(withFree.freeSlots[0].id).toBe(free.id);

    expect((await (await signedInUser(t)).agent.get('/api/volunteers/mine').expect(200)).body).toEqual({ items: [] });
    await t.agent().get('/api/volunteers/mine').expect(401);
    // A fixed number of queries whatever the number of applications and slots.
    const q = await queriesOf(() => a.agent.get('/api/volunteers/mine').expect(200));
    expect(q).toBeLessThanOrEqual(5);
  });

  it('self sign-up: takes and leaves a free slot under the same rules; refused when off, for a hidden team, a started slot, or someone not accepted', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    const hidden = await team(owner.agent, base, { isVisibleToVolunteers: false });
    const a = await volunteer(edition.id);
    const s1 = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { title: 'One', maxVolunteers: 1 });
    const s2 = await slot(owner.agent, base, bar.id, at(DAY1, '11:00'), at(DAY1, '13:00'), { title: 'Two' });
    const h = await slot(owner.agent, base, hidden.id, at(DAY1, '16:00'), at(DAY1, '17:00'));
    expect((await a.agent.post(`${base}/slots/${s1.id}/self`).expect(403)).body.code).toBe('SELF_SIGN_UP_OFF');
    await sql('insert into edition_volunteer_settings (edition_id, self_sign_up) values (?, true)', [edition.id]);
    const taken = (await a.agent.post(`${base}/slots/${s1.id}/self`).expect(201)).body;
    expect(taken).toMatchObject({ userId: a.user.id, slot: { id: s1.id, assignedVolunteers: 1 }, warnings: [] });
    // Nobody is told what they did themselves.
    expect(await notificationsOf(a.user.id, 'volunteer')).toEqual([]);
    expect((await a.agent.post(`${base}/slots/${s2.id}/self`).expect(409)).body).toMatchObject({ code: 'SLOT_OVERLAP', details: { title: 'One' } });
    expect((await a.agent.post(`${base}/slots/${s1.id}/self`).expect(409)).body.code).toBe('ALREADY_ASSIGNED');
    const b = await volunteer(edition.id);
    expect((await b.agent.post(`${base}/slots/${s1.id}/self`).expect(409)).body.code).toBe('SLOT_FULL');
    expect((await b.agent.post(`${base}/slots/${h.id}/self`).expect(403)).body.code).toBe('TEAM_HIDDEN');
    await b.agent.post(`${base}/slots/99999999/self`).expect(404);
    const past = (await sql<{ id: number }>(
      `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values (?, ?, 'Past', now() - interval '1 hour', now() + interval '1 hour', 5) returning id`,
      [edition.id, bar.id],
    ))[0]!;
    expect((await b.agent.post(`${base}/slots/${past.id}/self`).expect(409)).body.code).toBe('SLOT_STARTED');
    // The organiser, who manages volunteers but has no application, may not take a slot for themselves.
    expect((await owner.agent.post(`${base}/slots/${s2.id}/self`).expect(403)).body.code).toBe('NOT_A_VOLUNTEER');
    const pending = await volunteer(edition.id, 'PENDING');
    await pending.agent.post(`${base}/slots/${s2.id}/self`).expect(403);
    await (await signedInUser(t)).agent.post(`${base}/slots/${s2.id}/self`).expect(403);
    await t.agent().post(`${base}/slots/${s2.id}/self`).expect(401);

    await a.agent.delete(`${base}/slots/${s1.id}/self`).expect(204);
    await a.agent.delete(`${base}/slots/${s1.id}/self`).expect(404);
    await b.agent.post(`${base}/slots/${s1.id}/self`).expect(201);
    await sql('update edition_volunteer_settings set self_sign_up = false where edition_id = ?', [edition.id]);
    expect((await b.agent.delete(`${base}/slots/${s1.id}/self`).expect(403)).body.code).toBe('SELF_SIGN_UP_OFF');
  });

  it('volunteers racing to take the last places of a slot themselves: exactly as many as needed get one', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base);
    await sql('insert into edition_volunteer_settings (edition_id, self_sign_up) values (?, true)', [edition.id]);
    const s = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { maxVolunteers: 2 });
    const people = await Promise.all(Array.from({ length: 6 }, () => volunteer(edition.id)));
    const answers = await Promise.all(people.map((p) => p.agent.post(`${base}/slots/${s.id}/self`)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(4).fill('SLOT_FULL'));
    expect(await sql('select assigned_volunteers as n from volunteer_time_slots where id = ?', [s.id])).toEqual([{ n: 2 }]);
  });

  it('the calendar feed is a valid iCalendar of the volunteer’s slots, fetched without a session; renewing the secret revokes the old URL', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base, { name: 'Bar' });
    const a = await volunteer(edition.id);
    const s1 = await slot(owner.agent, base, bar.id, at(DAY1, '10:00'), at(DAY1, '12:00'), { title: 'Service, evening', description: 'Bring; gloves' });
    const s2 = await slot(owner.agent, base, bar.id, at('2030-05-16', '10:00'), at('2030-05-16', '12:00'), { title: 'Cleaning' });
    await owner.agent.post(`${base}/slots/${s1.id}/assignments`).send({ userId: a.user.id }).expect(201);
    await owner.agent.post(`${base}/slots/${s2.id}/assignments`).send({ userId: a.user.id }).expect(201);
    const url = (await a.agent.get('/api/volunteers/mine').expect(200)).body.items[0].calendarUrl as string;
    const path = new URL(url).pathname;

    const res = await t.agent().get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const ics = parseIcs(res.text);
    expect(ics.VERSION).toBe('2.0');
    expect(ics.PRODID).toBeTruthy();
    expect(ics.events).toHaveLength(2);
    expect(ics.events[0]).toMatchObject({ DTSTART: '20300515T' + at(DAY1, '10:00').slice(11, 19).replace(/:/g, '') + 'Z', SUMMARY: 'Service\\, evening — Bar', LOCATION: expect.stringContaining('Lyon') });
    expect(ics.events[0]!.DESCRIPTION).toContain('Bring\\; gloves');
    expect(ics.events[1]!.SUMMARY).toBe('Cleaning — Bar');
    for (const e of ics.events) {
      expect(e.UID).toMatch(/^volunteer-assignment-\d+@/);
      expect(e.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(e.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    }
    // The same assignment keeps its UID from one fetch to the next.
    expect(parseIcs((await t.agent().get(path).expect(200)).text).events.map((e) => e.UID)).toEqual(ics.events.map((e) => e.UID));

    const renewed = (await a.agent.post(`${base}/calendar-token`).expect(200)).body.calendarUrl as string;
    expect(renewed).not.toBe(url);
    await t.agent().get(path).expect(404);
    await t.agent().get(new URL(renewed).pathname).expect(200);
    await t.agent().get('/api/volunteers/calendar/not-a-token.ics').expect(404);
    expectJsonError(await t.agent().get(`/api/volunteers/calendar/${'0'.repeat(48)}.ics`), 404);
    await (await signedInUser(t)).agent.post(`${base}/calendar-token`).expect(404);
    await t.agent().post(`${base}/calendar-token`).expect(401);
  });

  it('a volunteer of an edition gone offline keeps it in their space and renews their calendar address; only their own application counts', async () => {
    const { owner, edition, base } = await setup();
    const a = await volunteer(edition.id);
    const pending = await volunteer(edition.id, 'PENDING');
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    // The edition is hidden from them now…
    await a.agent.get(`${base}/info`).expect(404);
    // …but their applications to it are theirs.
    const mine = (await a.agent.get('/api/volunteers/mine').expect(200)).body.items as { edition: { id: number }; status: string; calendarUrl: string }[];
    expect(mine.map((m) => [m.edition.id, m.status])).toEqual([[edition.id, 'ACCEPTED']]);
    expect((await pending.agent.get('/api/volunteers/mine').expect(200)).body.items.map((m: { edition: { id: number } }) => m.edition.id)).toEqual([edition.id]);
    const old = new URL(mine[0]!.calendarUrl).pathname;
    await t.agent().get(old).expect(200);

    const renewed = (await a.agent.post(`${base}/calendar-token`).expect(200)).body.calendarUrl as string;
    expect(renewed).not.toBe(mine[0]!.calendarUrl);
    await t.agent().get(old).expect(404);
    await t.agent().get(new URL(renewed).pathname).expect(200);
    expect((await a.agent.get('/api/volunteers/mine').expect(200)).body.items[0].calendarUrl).toBe(renewed);
    await pending.agent.post(`${base}/calendar-token`).expect(200);

    // No application of theirs: 404, as for an unknown edition; the organiser is no volunteer either.
    await (await signedInUser(t)).agent.post(`${base}/calendar-token`).expect(404);
    await owner.agent.post(`${base}/calendar-token`).expect(404);
    await a.agent.post('/api/editions/99999999/volunteers/calendar-token').expect(404);
    await a.agent.post('/api/editions/abc/volunteers/calendar-token').expect(404);
    await t.agent().post(`${base}/calendar-token`).expect(401);
  });
});

describe('reminders', () => {
  it('reminds each volunteer once, 30 minutes before their slot, however often and however concurrently the job runs', async () => {
    const { owner, edition, base } = await setup();
    const bar = await team(owner.agent, base, { name: 'Bar' });
    const a = await volunteer(edition.id);
    const b = await volunteer(edition.id);
    const slotAt = async (title: string, minutes: number) =>
      (await sql<{ id: number }>(
        `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values (?, ?, ?, now() + make_interval(mins => ?), now() + make_interval(mins => ?), 5) returning id`,
        [edition.id, bar.id, title, minutes, minutes + 60],
      ))[0]!.id;
    const soon = await slotAt('Soon', 20);
    const later = await slotAt('Later', 45);
    const started = await slotAt('Started', -5);
    for (const [s, who] of [[soon, a], [soon, b], [later, a], [started, b]] as const) {
      await sql('insert into volunteer_assignments (time_slot_id, user_id) values (?, ?)', [s, who.user.id]);
    }
    const job = t.app.get(PlanningNotifications);
    // The job's own schedule may run meanwhile too: what counts is what each volunteer receives.
    await Promise.all([job.remindDue(), job.remindDue()]);
    await job.remindDue();
    for (const who of [a, b]) {
      const sent = await notificationsOf(who.user.id, 'reminder');
      expect(sent).toEqual([expect.objectContaining({ title_key: 'notifications.volunteers.planning.reminder.title', action_url: '/my-volunteer-applications', translation_params: expect.objectContaining({ slot: 'Soon', team: 'Bar', minutes: 30 }) })]);
    }
    expect(await sql('select 1 from volunteer_assignments where time_slot_id in (?, ?) and reminded_at is not null', [later, started])).toEqual([]);
    // Once the later slot comes within 30 minutes, it is reminded, once.
    await sql(`update volunteer_time_slots set start_date_time = now() + interval '10 minutes' where id = ?`, [later]);
    await Promise.all([job.remindDue(), job.everyMinute(), job.remindDue()]);
    await job.remindDue();
    expect((await notificationsOf(a.user.id, 'reminder')).map((n) => n.translation_params.slot)).toEqual(['Soon', 'Later']);
    expect(await notificationsOf(b.user.id, 'reminder')).toHaveLength(1);
  });
});

