/**
 * Group messages to an edition's volunteers: organisers write to every accepted volunteer or to
 * chosen teams, team leaders to the teams they lead; each recipient confirms they read it; the
 * sender follows who did and reminds the others (once per 10 minutes).
 */
import { createHash, randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { SessionPool } from '../src/core/sessions/session-pool';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { newcomer } from './support/notifications';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Status = 'PENDING' | 'ACCEPTED' | 'REJECTED';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);

async function edition(owner: Signed, name = 'Messages 2027') {
  const convention = (await owner.agent.post('/api/conventions').send({ name: `Convention ${name}` }).expect(201)).body as { id: number };
  return (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name, startDate: '2027-07-01', endDate: '2027-07-04', isOnline: true }).expect(201)).body as {
    id: number;
  };
}

async function team(editionId: number, name: string): Promise<number> {
  const [row] = await sql<{ id: number }>('insert into volunteer_teams (edition_id, name) values (?, ?) returning id', [editionId, name]);
  return row.id;
}

/** Users made in the database (nobody signs in as them). */
async function users(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const pseudo = `vol_${randomBytes(4).toString('hex')}`;
    const email = `${pseudo}@example.com`;
    const [row] = await sql<{ id: number }>(`insert into users (email, email_hash, pseudo, nom, prenom, is_email_verified) values (?, ?, ?, 'Durand', 'Alex', true) returning id`, [
      email,
      createHash('sha256').update(email).digest('hex'),
      pseudo,
    ]);
    ids.push(row.id);
  }
  return ids;
}

/** An application of the user, in the given status, member (or leader) of teams. */
async function apply(editionId: number, userId: number, status: Status, teams: { id: number; leader?: boolean }[] = []): Promise<void> {
  const [row] = await sql<{ id: number }>(
    'insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, ?, ?, ?) returning id',
    [editionId, userId, status, randomBytes(24).toString('hex'), randomBytes(24).toString('hex')],
  );
  for (const m of teams) await sql('insert into application_team_assignments (application_id, team_id, is_leader) values (?, ?, ?)', [row.id, m.id, !!m.leader]);
}

/** Many accepted volunteers at once (one statement). */
async function acceptedVolunteers(editionId: number, n: number, teamId?: number): Promise<number[]> {
  const ids = await users(n);
  const apps = await sql<{ id: number }>(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token)
     select ?, u, 'ACCEPTED', md5(random()::text) || md5(u::text), md5(random()::text) || md5((u + 1)::text) from unnest(?::int[]) u returning id`,
    [editionId, `{${ids.join(',')}}`],
  );
  if (teamId) await sql('insert into application_team_assignments (application_id, team_id) select a, ? from unnest(?::int[]) a', [teamId, `{${apps.map((a) => a.id).join(',')}}`]);
  return ids;
}

/** Asks again (every 50 ms, up to 3 s) until the answer passes: recipients are told just after the answer. */
async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  let answer = await ask();
  for (let i = 0; i < 60 && !done(answer); i++) {
    await new Promise((r) => setTimeout(r, 50));
    answer = await ask();
  }
  return answer;
}

/** The user's volunteer notifications, oldest first, once there are at least `expected`. */
const notificationsOf = (userId: number, expected = 0) =>
  eventually(
    () =>
      sql<{ title_text: string | null; title_key: string | null; message_text: string; action_url: string; category: string }>(
        'select title_text, title_key, message_text, action_url, category from notifications where user_id = ? and category = ? order by id',
        [userId, 'volunteer'],
      ),
    (rows) => rows.length >= expected,
  );

/** What a signed-in user's notification centre shows, newest first, once it holds at least `expected`. */
const centre = (u: Signed, expected: number) =>
  eventually(
    async () => (await u.agent.get('/api/notifications').query({ category: 'volunteer' }).expect(200)).body.notifications as { title: string; message: string; actionUrl: string; actionLabel: string; category: string }[],
    (items) => items.length >= expected,
  );

const groups = async (editionId: number) => (await sql<{ n: number }>('select count(*)::int as n from volunteer_notification_groups where edition_id = ?', [editionId]))[0].n;

/** An organiser's edition with a team, a leader of it, and volunteers in each status. */
async function scene() {
  const owner = await signedInUser(t);
  const ed = await edition(owner);
  const bar = await team(ed.id, 'Bar');
  const gate = await team(ed.id, 'Gate');
  const leader = await newcomer(t);
  const volunteer = await newcomer(t);
  await apply(ed.id, leader.user.id, 'ACCEPTED', [{ id: bar, leader: true }]);
  await apply(ed.id, volunteer.user.id, 'ACCEPTED', [{ id: bar }]);
  const [gateMember, pending, rejected] = await users(3);
  await apply(ed.id, gateMember, 'ACCEPTED', [{ id: gate }]);
  await apply(ed.id, pending, 'PENDING', [{ id: bar }]);
  await apply(ed.id, rejected, 'REJECTED', [{ id: bar }]);
  return { owner, edition: ed, bar, gate, leader, volunteer, gateMember, pending, rejected };
}

const url = (editionId: number, rest = '') => `/api/editions/${editionId}/volunteers/messages${rest}`;
const message = { title: 'Briefing at 18:00', message: 'Meet at the main tent, bring your badge.' };

describe('sending a group message', () => {
  it('an organiser writes to every accepted volunteer: pending and rejected ones are not reached; each gets a notification linking to the confirm page', async () => {
    const s = await scene();
    const res = await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'ALL' }).expect(201);
    expect(res.body).toMatchObject({ ...message, target: 'ALL', teams: [], recipientCount: 3, confirmedCount: 0, remindedAt: null, sender: { id: s.owner.user.id } });
    expect(res.body.recipients.map((r: { userId: number }) => r.userId).sort()).toEqual([s.leader.user.id, s.volunteer.user.id, s.gateMember].sort());
    expect(res.body.recipients.every((r: { confirmedAt: string | null }) => r.confirmedAt === null)).toBe(true);

    const shown = await centre(s.volunteer, 1);
    expect(shown[0]).toMatchObject({
      title: message.title,
      message: message.message,
      category: 'volunteer',
      actionUrl: `/editions/${s.edition.id}/volunteers/notification/${res.body.id}/confirm`,
      actionLabel: 'Confirm I read it',
    });
    expect(await notificationsOf(s.gateMember, 1)).toHaveLength(1);
    // One batch for all: once one recipient has it, everyone it reaches has it.
    expect(await notificationsOf(s.pending)).toHaveLength(0);
    expect(await notificationsOf(s.rejected)).toHaveLength(0);
  });

  it('a message to teams reaches their accepted members, each once, and nobody else', async () => {
    const s = await scene();
    const [both] = await users(1);
    await apply(s.edition.id, both, 'ACCEPTED', [{ id: s.bar }, { id: s.gate }]);
    const res = await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.bar, s.gate, s.bar] }).expect(201);
    expect(res.body.recipientCount).toBe(4);
    expect(res.body.teams.map((x: { name: string }) => x.name)).toEqual(['Bar', 'Gate']);
    const onlyBar = await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.bar] }).expect(201);
    expect(onlyBar.body.recipients.map((r: { userId: number }) => r.userId).sort()).toEqual([s.leader.user.id, s.volunteer.user.id, both].sort());
    expect(await notificationsOf(both, 2)).toHaveLength(2);
    expect(await notificationsOf(s.gateMember, 1)).toHaveLength(1);
  });

  it('a team leader writes to the team they lead, without reaching themselves', async () => {
    const s = await scene();
    const res = await s.leader.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.bar] }).expect(201);
    expect(res.body.recipients.map((r: { userId: number }) => r.userId)).toEqual([s.volunteer.user.id]);
    expect(await notificationsOf(s.volunteer.user.id, 1)).toHaveLength(1);
    expect(await notificationsOf(s.leader.user.id)).toHaveLength(0);
  });

  it('refuses anonymous callers (401), strangers and volunteers who lead no team (403), a leader writing to another team or to all (403), an unknown edition (404); nothing is stored', async () => {
    const s = await scene();
    const stranger = await newcomer(t);
    await t.agent().post(url(s.edition.id)).send({ ...message, target: 'ALL' }).expect(401);
    await stranger.agent.post(url(s.edition.id)).send({ ...message, target: 'ALL' }).expect(403);
    await s.volunteer.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.bar] }).expect(403);
    const other = await s.leader.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.bar, s.gate] }).expect(403);
    expect(other.body.code).toBe('NOT_TEAM_LEADER');
    const all = await s.leader.agent.post(url(s.edition.id)).send({ ...message, target: 'ALL' }).expect(403);
    expect(all.body.code).toBe('ALL_NEEDS_MANAGER');
    await s.owner.agent.post(url(99999999)).send({ ...message, target: 'ALL' }).expect(404);
    // Reading is refused alike.
    await t.agent().get(url(s.edition.id)).expect(401);
    await stranger.agent.get(url(s.edition.id)).expect(403);
    await s.volunteer.agent.get(url(s.edition.id)).expect(403);
    expect(await groups(s.edition.id)).toBe(0);
  });

  it('validates the title, the message (500 characters at most), the target and the teams (of this edition), with field messages', async () => {
    const s = await scene();
    const otherEdition = await edition(s.owner, 'Other 2027');
    const foreign = await team(otherEdition.id, 'Foreign');
    const fields = async (body: object) => Object.keys((await s.owner.agent.post(url(s.edition.id)).send(body).expect(400)).body.errors).sort();
    expect(await fields({ title: '  ', message: 'x'.repeat(501), target: 'ALL' })).toEqual(['message', 'title']);
    expect(await fields({ title: 'x'.repeat(201), message: 'ok', target: 'ALL' })).toEqual(['title']);
    expect(await fields({ title: 'Hi', message: '', target: 'ALL' })).toEqual(['message']);
    // Characters as the database counts them: 300 hearts with their variation selector are 600.
    expect(await fields({ title: 'Hi', message: '❤️'.repeat(300), target: 'ALL' })).toEqual(['message']);
    expect(await fields({ title: 'Hi', message: 'ok', target: 'SOME' })).toEqual(['target']);
    expect(await fields({ title: 'Hi', message: 'ok', target: 'TEAMS' })).toEqual(['teamIds']);
    expect(await fields({ title: 'Hi', message: 'ok', target: 'TEAMS', teamIds: [] })).toEqual(['teamIds']);
    expect(await fields({ title: 'Hi', message: 'ok', target: 'TEAMS', teamIds: ['bar'] })).toEqual(['teamIds']);
    expect(await fields({ title: 'Hi', message: 'ok', target: 'TEAMS', teamIds: [99999999] })).toEqual(['teamIds']);
    expect(await fields({ title: 'Hi', message: 'ok', target: 'TEAMS', teamIds: [s.bar, foreign] })).toEqual(['teamIds']);
    expect(await groups(s.edition.id)).toBe(0);
    // 500 characters exactly are fine.
    await s.owner.agent.post(url(s.edition.id)).send({ title: 'Hi', message: 'é'.repeat(500), target: 'ALL' }).expect(201);
  });

  it('answers 422 and stores nothing when the target has no accepted volunteer', async () => {
    const s = await scene();
    const empty = await team(s.edition.id, 'Empty');
    const res = await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [empty] }).expect(422);
    expect(res.body.code).toBe('NO_RECIPIENTS');
    // A leader alone in their team reaches nobody either (they are not their own recipient).
    const solo = await team(s.edition.id, 'Solo');
    const lone = await newcomer(t);
    await apply(s.edition.id, lone.user.id, 'ACCEPTED', [{ id: solo, leader: true }]);
    await lone.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [solo] }).expect(422);
    expect(await groups(s.edition.id)).toBe(0);
    expect(await sql('select 1 from volunteer_notification_confirmations c join volunteer_notification_groups g on g.id = c.group_id where g.edition_id = ?', [s.edition.id])).toHaveLength(0);
  });

  it('costs the same number of queries and one notification batch for 5 or 50 recipients (no query per recipient)', async () => {
    const owner = await signedInUser(t);
    const count = async (n: number) => {
      const ed = await edition(owner, `Count ${n}`);
      const crew = await team(ed.id, 'Crew');
      await acceptedVolunteers(ed.id, n, crew);
      const connection = t.app.get(MikroORM).em.getDriver().getConnection();
      const spy = jest.spyOn(connection, 'execute');
      const sessionSpy = jest.spyOn(t.app.get(SessionPool), 'query');
      const notify = jest.spyOn(t.app.get(NotificationsService), 'notify');
      try {
        const res = await owner.agent.post(url(ed.id)).send({ ...message, target: 'TEAMS', teamIds: [crew] }).expect(201);
        expect(res.body.recipientCount).toBe(n);
        const queries = spy.mock.calls.length + sessionSpy.mock.calls.length;
        await eventually(async () => notify.mock.calls.length, (calls) => calls > 0);
        expect(notify).toHaveBeenCalledTimes(1);
        expect((notify.mock.calls[0][0] as number[]).length).toBe(n);
        return queries;
      } finally {
        spy.mockRestore();
        sessionSpy.mockRestore();
        notify.mockRestore();
      }
    };
    const small = await count(5);
    expect(small).toBeGreaterThan(0);
    expect(await count(50)).toBe(small);
  });
});

describe('following a message', () => {
  it('lists the edition’s messages newest first, paginated, with confirmed and recipient counts', async () => {
    const s = await scene();
    for (const title of ['First', 'Second', 'Third']) await s.owner.agent.post(url(s.edition.id)).send({ ...message, title, target: 'ALL' }).expect(201);
    const page = (await s.owner.agent.get(url(s.edition.id)).query({ limit: 2 }).expect(200)).body;
    expect(page.total).toBe(3);
    expect(page.scope).toEqual({ all: true, teamIds: [] });
    expect(page.items.map((g: { title: string }) => g.title)).toEqual(['Third', 'Second']);
    expect(page.items[0]).toMatchObject({ recipientCount: 3, confirmedCount: 0, target: 'ALL', sender: { id: s.owner.user.id, pseudo: s.owner.user.pseudo } });
    const next = (await s.owner.agent.get(url(s.edition.id)).query({ limit: 2, offset: 2 }).expect(200)).body;
    expect(next.items.map((g: { title: string }) => g.title)).toEqual(['First']);
    await s.owner.agent.get(url(s.edition.id)).query({ limit: 0 }).expect(400);
  });

  it('shows a leader the messages they sent and those to the teams they lead, nothing else (404 for another team’s)', async () => {
    const s = await scene();
    const toAll = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, title: 'To all', target: 'ALL' }).expect(201)).body;
    const toGate = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, title: 'To gate', target: 'TEAMS', teamIds: [s.gate] }).expect(201)).body;
    const toBar = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, title: 'To bar', target: 'TEAMS', teamIds: [s.bar] }).expect(201)).body;
    const own = (await s.leader.agent.post(url(s.edition.id)).send({ ...message, title: 'From the leader', target: 'TEAMS', teamIds: [s.bar] }).expect(201)).body;
    const seen = (await s.leader.agent.get(url(s.edition.id)).expect(200)).body;
    expect(seen.items.map((g: { id: number }) => g.id)).toEqual([own.id, toBar.id]);
    expect(seen.scope).toEqual({ all: false, teamIds: [s.bar] });
    await s.leader.agent.get(url(s.edition.id, `/${toGate.id}`)).expect(404);
    await s.leader.agent.get(url(s.edition.id, `/${toAll.id}`)).expect(404);
    await s.leader.agent.post(url(s.edition.id, `/${toGate.id}/remind`)).expect(404);
    expect((await s.leader.agent.get(url(s.edition.id, `/${toBar.id}`)).expect(200)).body.recipientCount).toBe(2);
    // Managers see them all; a group of another edition is not found through this one.
    expect((await s.owner.agent.get(url(s.edition.id)).expect(200)).body.total).toBe(4);
    const other = await edition(s.owner, 'Elsewhere 2027');
    await s.owner.agent.get(url(other.id, `/${toBar.id}`)).expect(404);
    await s.owner.agent.get(url(s.edition.id, '/99999999999')).expect(404);
    await s.owner.agent.get(url(s.edition.id, '/abc')).expect(404);
  });
});

describe('confirming a message', () => {
  it('a recipient reads the message and confirms once (a second call answers the first time); the sender sees who confirmed', async () => {
    const s = await scene();
    const group = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'ALL' }).expect(201)).body;
    const mine = (await s.volunteer.agent.get(url(s.edition.id, `/${group.id}/mine`)).expect(200)).body;
    expect(mine).toMatchObject({ id: group.id, editionId: s.edition.id, ...message, senderPseudo: s.owner.user.pseudo, confirmedAt: null });

    const [first, parallel] = await Promise.all([
      s.volunteer.agent.post(url(s.edition.id, `/${group.id}/confirm`)).expect(200),
      s.volunteer.agent.post(url(s.edition.id, `/${group.id}/confirm`)).expect(200),
    ]);
    expect(parallel.body.confirmedAt).toBe(first.body.confirmedAt);
    await new Promise((r) => setTimeout(r, 20));
    const again = await s.volunteer.agent.post(url(s.edition.id, `/${group.id}/confirm`)).expect(200);
    expect(again.body.confirmedAt).toBe(first.body.confirmedAt);
    expect((await s.volunteer.agent.get(url(s.edition.id, `/${group.id}/mine`)).expect(200)).body.confirmedAt).toBe(first.body.confirmedAt);

    const detail = (await s.owner.agent.get(url(s.edition.id, `/${group.id}`)).expect(200)).body;
    expect(detail.confirmedCount).toBe(1);
    // Those who have not confirmed come first.
    expect(detail.recipients.map((r: { confirmedAt: string | null }) => r.confirmedAt !== null)).toEqual([false, false, true]);
    expect(detail.recipients[2]).toMatchObject({ userId: s.volunteer.user.id, pseudo: s.volunteer.user.pseudo, prenom: 'Camille', nom: 'Martin', confirmedAt: first.body.confirmedAt });
    expect((await s.owner.agent.get(url(s.edition.id)).expect(200)).body.items[0].confirmedCount).toBe(1);
  });

  it('answers 404 to anyone who is not a recipient (the sender, a pending volunteer, a stranger, another edition) and 401 to a visitor', async () => {
    const s = await scene();
    const group = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.gate] }).expect(201)).body;
    const stranger = await newcomer(t);
    for (const who of [s.owner, s.volunteer, stranger]) {
      await who.agent.get(url(s.edition.id, `/${group.id}/mine`)).expect(404);
      await who.agent.post(url(s.edition.id, `/${group.id}/confirm`)).expect(404);
    }
    await t.agent().get(url(s.edition.id, `/${group.id}/mine`)).expect(401);
    await t.agent().post(url(s.edition.id, `/${group.id}/confirm`)).expect(401);
    await s.volunteer.agent.post(url(s.edition.id, '/99999999999/confirm')).expect(404);
    // A recipient reaching the group through another edition's address: not found.
    const ed2 = await edition(s.owner, 'Second 2027');
    const toAll = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'ALL' }).expect(201)).body;
    await s.volunteer.agent.get(url(ed2.id, `/${toAll.id}/mine`)).expect(404);
    await s.volunteer.agent.post(url(ed2.id, `/${toAll.id}/confirm`)).expect(404);
    expect((await sql<{ n: number }>('select count(*)::int as n from volunteer_notification_confirmations where confirmed_at is not null and group_id = ?', [toAll.id]))[0].n).toBe(0);
  });
});

describe('reminding', () => {
  it('reminds only those who have not confirmed, then refuses another reminder for 10 minutes (429), and 409 once everyone confirmed', async () => {
    const s = await scene();
    const group = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.bar, s.gate] }).expect(201)).body;
    await s.volunteer.agent.post(url(s.edition.id, `/${group.id}/confirm`)).expect(200);
    const reminded = (await s.owner.agent.post(url(s.edition.id, `/${group.id}/remind`)).expect(200)).body;
    expect(reminded.remindedCount).toBe(2);
    const gate = await notificationsOf(s.gateMember, 2);
    expect(gate).toHaveLength(2);
    expect(await notificationsOf(s.volunteer.user.id)).toHaveLength(1);
    expect(gate[1]).toMatchObject({ title_key: 'notifications.volunteers.messages.reminderTitle', message_text: message.message, action_url: `/editions/${s.edition.id}/volunteers/notification/${group.id}/confirm` });
    const leaderShown = await centre(s.leader, 2);
    expect(leaderShown[0].title).toBe(`Reminder: ${message.title}`);

    const refused = await s.owner.agent.post(url(s.edition.id, `/${group.id}/remind`)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    const detail = (await s.owner.agent.get(url(s.edition.id, `/${group.id}`)).expect(200)).body;
    expect(detail.remindedAt).toBe(reminded.remindedAt);
    expect(new Date(detail.remindableAt).getTime() - new Date(reminded.remindedAt).getTime()).toBe(10 * 60_000);

    // Ten minutes later, once more.
    await sql(`update volunteer_notification_groups set reminded_at = now() - interval '11 minutes' where id = ?`, [group.id]);
    expect((await s.owner.agent.post(url(s.edition.id, `/${group.id}/remind`)).expect(200)).body.remindedCount).toBe(2);

    await sql('update volunteer_notification_confirmations set confirmed_at = now() where group_id = ?', [group.id]);
    await sql('update volunteer_notification_groups set reminded_at = null where id = ?', [group.id]);
    expect((await s.owner.agent.post(url(s.edition.id, `/${group.id}/remind`)).expect(409)).body.code).toBe('ALL_CONFIRMED');
  });

  it('sends one reminder whatever the number of parallel requests', async () => {
    const s = await scene();
    const group = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'ALL' }).expect(201)).body;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? s.leader : s.owner).agent.post(url(s.edition.id, `/${group.id}/remind`))));
    // The leader does not see a message to all: 404 for them; of the organiser's three, one wins.
    const owners = answers.filter((_, i) => i % 2 === 0).map((a) => a.status);
    expect(owners.sort()).toEqual([200, 429, 429]);
    expect(answers.filter((_, i) => i % 2 === 1).map((a) => a.status)).toEqual([404, 404, 404]);
    // One reminder, nothing more: seen once a later message's notification is in (listeners run in the order of the requests).
    await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'ALL', title: 'Later briefing' }).expect(201);
    const told = await notificationsOf(s.gateMember, 3);
    expect(told).toHaveLength(3);
    expect(told[2]!.title_text).toBe('Later briefing');
  });

  it('refuses anonymous callers, strangers and volunteers who lead no team', async () => {
    const s = await scene();
    const group = (await s.owner.agent.post(url(s.edition.id)).send({ ...message, target: 'TEAMS', teamIds: [s.bar] }).expect(201)).body;
    const stranger = await newcomer(t);
    await t.agent().post(url(s.edition.id, `/${group.id}/remind`)).expect(401);
    await stranger.agent.post(url(s.edition.id, `/${group.id}/remind`)).expect(403);
    await s.volunteer.agent.post(url(s.edition.id, `/${group.id}/remind`)).expect(403);
    await s.volunteer.agent.get(url(s.edition.id, `/${group.id}`)).expect(403);
    // Its leader may remind their team.
    expect((await s.leader.agent.post(url(s.edition.id, `/${group.id}/remind`)).expect(200)).body.remindedCount).toBe(2);
  });
});
