import { artistRow, conventionWithEdition, showRow, type ShowInput } from './support/artists';
import { expectJsonError } from './support/error-answer';
import { parseIcs } from './support/ical';
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

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.em().getConnection().execute<T[]>(text, params);
}

/** An online edition (14-17 May 2030, in Lyon unless said) of a convention of its own, made by `owner` (a new user when absent). */
async function setup(owner?: Signed, timeZone = 'Europe/Paris') {
  owner ??= await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, { name: 'CJ 2030', startDate: '2030-05-14', endDate: '2030-05-17', city: 'Lyon', timeZone }, 'Jonglerie');
  return { owner, convention, edition, base: `/api/editions/${edition.id}/programme` };
}

/** An artist of the edition (made in the database, as the records feature would): a user's, or invited by e-mail. */
const artist = (editionId: number, fields: { userId?: number; stageName?: string | null; invitedEmail?: string; organizerNotes?: string } = {}): Promise<number> =>
  artistRow(t, editionId, { user_id: fields.userId ?? null, invited_email: fields.invitedEmail ?? null, stage_name: fields.stageName ?? null, organizer_notes: fields.organizerNotes ?? null });

/** A show of the edition (made in the database, as the shows feature would) with these artists, in the big top unless said. */
const show = (editionId: number, start: string, fields: Omit<ShowInput, 'start'> = {}): Promise<number> =>
  showRow(t, editionId, { ...fields, start, location: fields.location === undefined ? 'Big top' : fields.location });

const queriesOf = (call: () => Promise<unknown>): Promise<number> => statementsDuring(t, call);

describe('the public programme', () => {
  it('lists the shows in time order with start, end, place, description and the artists’ names, and nothing else of the artists', async () => {
    const { edition, base } = await setup();
    const juggler = await signedInUser(t, { email: `juggler-${Date.now()}@example.com` });
    const plain = await signedInUser(t);
    const zephyr = await artist(edition.id, { userId: juggler.user.id, stageName: 'Cie Zéphyr', organizerNotes: 'SECRET-NOTE pays cash' });
    const noStage = await artist(edition.id, { userId: plain.user.id, stageName: '', organizerNotes: 'SECRET-NOTE 2' });
    const invited = await artist(edition.id, { invitedEmail: 'invited-artist@example.com', stageName: 'Lou' });
    const late = await show(edition.id, '2030-05-15T20:00:00Z', { title: 'Fire', duration: 45, description: 'Bring earplugs', artists: [zephyr, noStage, invited] });
    const early = await show(edition.id, '2030-05-15T10:00:00Z', { title: 'Juggling', location: null });
    const other = await setup();
    await show(other.edition.id, '2030-05-15T11:00:00Z', { title: 'Elsewhere' });

    const res = await t.agent().get(base).expect(200);
    // The edition's clocks: the page reads the shows' days and times in its zone, not the visitor's.
    expect(res.body.timeZone).toBe('Europe/Paris');
    expect(res.body.items).toEqual([
      { id: early, title: 'Juggling', description: null, startDateTime: '2030-05-15T10:00:00.000Z', endDateTime: '2030-05-15T11:00:00.000Z', duration: 60, location: null, artists: [], isFavorite: false },
      {
        id: late,
        title: 'Fire',
        description: 'Bring earplugs',
        startDateTime: '2030-05-15T20:00:00.000Z',
        endDateTime: '2030-05-15T20:45:00.000Z',
        duration: 45,
        location: 'Big top',
        // By name: the pseudo (user_…) of the artist without a stage name comes last.
        artists: ['Cie Zéphyr', 'Lou', plain.account.pseudo],
        isFavorite: false,
      },
    ]);
    // Names only: no e-mail, no notes, nothing of the records.
    for (const secret of [juggler.account.email, plain.account.email, 'invited-artist@example.com', 'SECRET-NOTE', juggler.account.prenom + ' ' + juggler.account.nom]) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('is the same for every visitor (shared caches may keep it a minute), private to a signed-in caller', async () => {
    const { base } = await setup();
    const visitor = await t.agent().get(base).expect(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    expect(visitor.headers.vary).toContain('Cookie');
    const signed = await (await signedInUser(t)).agent.get(base).expect(200);
    expect(signed.headers['cache-control']).toBe('private, no-cache');
  });

  it('costs the same number of queries whatever the number of shows, artists and stars', async () => {
    const { edition, base } = await setup();
    const user = await signedInUser(t);
    const a = await artist(edition.id, { stageName: 'A', invitedEmail: 'a@example.com' });
    const first = await show(edition.id, '2030-05-15T10:00:00Z', { artists: [a] });
    await user.agent.put(`${base}/${first}/favorite`).expect(204);
    const few = await queriesOf(() => user.agent.get(base).expect(200));
    // A visitor's rights on the edition are remembered once read: measured warm.
    await t.agent().get(base).expect(200);
    const fewVisitor = await queriesOf(() => t.agent().get(base).expect(200));
    for (let i = 0; i < 8; i++) {
      const b = await artist(edition.id, { stageName: `B${i}`, invitedEmail: `b${i}@example.com` });
      const s = await show(edition.id, `2030-05-16T1${i}:00:00Z`, { artists: [a, b] });
      await user.agent.put(`${base}/${s}/favorite`).expect(204);
    }
    let items: { isFavorite: boolean }[] = [];
    expect(await queriesOf(async () => (items = (await user.agent.get(base).expect(200)).body.items))).toBe(few);
    expect(items).toHaveLength(9);
    expect(items.every((i) => i.isFavorite)).toBe(true);
    expect(await queriesOf(() => t.agent().get(base).expect(200))).toBe(fewVisitor);
    // The session, the caller's rights on the edition, the programme; a visitor: the programme.
    expect(few).toBeLessThanOrEqual(3);
    expect(fewVisitor).toBe(1);
  });

  it('answers 404 on an edition the caller may not see; its team and its artists see it offline', async () => {
    const { owner, edition, base } = await setup();
    const performer = await signedInUser(t);
    await artist(edition.id, { userId: performer.user.id, stageName: 'Solo' });
    await show(edition.id, '2030-05-15T10:00:00Z');
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(base).expect(404);
    await (await signedInUser(t)).agent.get(base).expect(404);
    expect((await owner.agent.get(base).expect(200)).body.items).toHaveLength(1);
    expect((await performer.agent.get(base).expect(200)).body.items).toHaveLength(1);
    await t.agent().get('/api/editions/99999999/programme').expect(404);
    await t.agent().get('/api/editions/abc/programme').expect(404);
  });
});

describe('favourite shows', () => {
  it('a signed-in user stars and unstars a show; both are idempotent and the programme says which they starred', async () => {
    const { edition, base } = await setup();
    const fan = await signedInUser(t);
    const other = await signedInUser(t);
    const s = await show(edition.id, '2030-05-15T10:00:00Z');
    await fan.agent.put(`${base}/${s}/favorite`).expect(204);
    await fan.agent.put(`${base}/${s}/favorite`).expect(204);
    expect((await fan.agent.get(base).expect(200)).body.items[0].isFavorite).toBe(true);
    expect((await other.agent.get(base).expect(200)).body.items[0].isFavorite).toBe(false);
    expect(await sql('select count(*)::int as n from show_favorites where show_id = ?', [s])).toEqual([{ n: 1 }]);
    await fan.agent.delete(`${base}/${s}/favorite`).expect(204);
    await fan.agent.delete(`${base}/${s}/favorite`).expect(204);
    expect((await fan.agent.get(base).expect(200)).body.items[0].isFavorite).toBe(false);
    expect(await sql('select count(*)::int as n from show_favorites where show_id = ?', [s])).toEqual([{ n: 0 }]);
  });

  it('parallel stars of one show make one row', async () => {
    const { edition, base } = await setup();
    const fan = await signedInUser(t);
    const s = await show(edition.id, '2030-05-15T10:00:00Z');
    const answers = await Promise.all(Array.from({ length: 8 }, () => fan.agent.put(`${base}/${s}/favorite`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(204));
    expect(await sql('select count(*)::int as n from show_favorites where show_id = ? and user_id = ?', [s, fan.user.id])).toEqual([{ n: 1 }]);
  });

  it('refuses a show of another edition or an unknown one (404), anonymous callers (401), and an edition the caller may not see (404)', async () => {
    const { owner, edition, base } = await setup();
    const other = await setup();
    const theirs = await show(other.edition.id, '2030-05-15T10:00:00Z');
    const fan = await signedInUser(t);
    await fan.agent.put(`${base}/${theirs}/favorite`).expect(404);
    await fan.agent.delete(`${base}/${theirs}/favorite`).expect(404);
    await fan.agent.put(`${base}/99999999/favorite`).expect(404);
    await fan.agent.put(`${base}/abc/favorite`).expect(404);
    await fan.agent.put(`${base}/0/favorite`).expect(404);
    const s = await show(edition.id, '2030-05-15T10:00:00Z');
    await t.agent().put(`${base}/${s}/favorite`).expect(401);
    await t.agent().delete(`${base}/${s}/favorite`).expect(401);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await fan.agent.put(`${base}/${s}/favorite`).expect(404);
    expect(await sql('select count(*)::int as n from show_favorites where user_id = ?', [fan.user.id])).toEqual([{ n: 0 }]);
  });

  it('lists the caller’s starred shows across editions in time order with their edition, while they may still see it', async () => {
    const a = await setup();
    const b = await setup(undefined, 'UTC');
    const fan = await signedInUser(t);
    const performer = await signedInUser(t);
    const zephyr = await artist(a.edition.id, { userId: performer.user.id, stageName: 'Cie Zéphyr' });
    const late = await show(a.edition.id, '2030-05-16T20:00:00Z', { title: 'Late', artists: [zephyr] });
    const early = await show(b.edition.id, '2030-05-15T10:00:00Z', { title: 'Early' });
    await show(a.edition.id, '2030-05-15T09:00:00Z', { title: 'Not starred' });
    for (const who of [fan, performer]) {
      await who.agent.put(`${a.base}/${late}/favorite`).expect(204);
      await who.agent.put(`${b.base}/${early}/favorite`).expect(204);
    }
    const list = (await fan.agent.get('/api/shows/favorites').expect(200)).body.items as {
      id: number;
      title: string;
      artists: string[];
      isFavorite: boolean;
      edition: { id: number; name: string; conventionName: string; timeZone: string };
    }[];
    expect(list.map((s) => [s.title, s.edition.id])).toEqual([
      ['Early', b.edition.id],
      ['Late', a.edition.id],
    ]);
    expect(list[1]).toMatchObject({ artists: ['Cie Zéphyr'], isFavorite: true, edition: { name: 'CJ 2030', conventionName: 'Jonglerie', timeZone: 'Europe/Paris' } });
    // Each show with its own edition's clocks.
    expect(list[0]!.edition.timeZone).toBe('UTC');

    // Edition a goes offline: gone from the fan's list, kept for its artist and its team.
    await a.owner.agent.patch(`/api/editions/${a.edition.id}`).send({ isOnline: false }).expect(200);
    expect((await fan.agent.get('/api/shows/favorites').expect(200)).body.items.map((s: { title: string }) => s.title)).toEqual(['Early']);
    expect((await performer.agent.get('/api/shows/favorites').expect(200)).body.items.map((s: { title: string }) => s.title)).toEqual(['Early', 'Late']);
    await sql('insert into show_favorites (user_id, show_id) values (?, ?)', [a.owner.user.id, late]);
    expect((await a.owner.agent.get('/api/shows/favorites').expect(200)).body.items.map((s: { title: string }) => s.title)).toEqual(['Late']);
    await t.agent().get('/api/shows/favorites').expect(401);
    expect((await (await signedInUser(t)).agent.get('/api/shows/favorites').expect(200)).body.items).toEqual([]);
  });
});

describe('the calendar feed of favourite shows', () => {
  it('is an iCalendar of the starred shows, fetched without a session, in its owner’s language; one address per user, made once', async () => {
    const { edition, base } = await setup();
    const fan = await signedInUser(t);
    const a1 = await artist(edition.id, { stageName: 'Cie Zéphyr', invitedEmail: 'z@example.com', organizerNotes: 'SECRET-NOTE' });
    const s1 = await show(edition.id, '2030-05-15T20:00:00Z', { title: 'Fire, and light', duration: 45, description: 'Bring; earplugs', artists: [a1] });
    const s2 = await show(edition.id, '2030-05-16T10:00:00Z', { title: 'Juggling', location: null });
    await show(edition.id, '2030-05-16T12:00:00Z', { title: 'Not starred' });
    await fan.agent.put(`${base}/${s1}/favorite`).expect(204);
    await fan.agent.put(`${base}/${s2}/favorite`).expect(204);

    const created = await Promise.all([1, 2, 3].map(() => fan.agent.post('/api/shows/calendar-feed').expect(200)));
    const url = created[0]!.body.calendarUrl as string;
    expect(created.map((r) => r.body.calendarUrl)).toEqual([url, url, url]);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/shows/calendar/[0-9a-f]{48}\\.ics$`));
    expect(await sql('select count(*)::int as n from show_calendar_feeds where user_id = ?', [fan.user.id])).toEqual([{ n: 1 }]);

    const path = new URL(url).pathname;
    const res = await t.agent().get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.text).not.toContain('SECRET-NOTE');
    expect(res.text).not.toContain('z@example.com');
    const ics = parseIcs(res.text);
    expect(ics).toMatchObject({ VERSION: '2.0', PRODID: '-//Festival platform//Shows//EN', 'X-WR-CALNAME': 'My favourite shows' });
    expect(ics.events).toHaveLength(2);
    expect(ics.events[0]).toMatchObject({ UID: `show-${s1}@${new URL(t.config.publicUrl).host}`, DTSTART: '20300515T200000Z', DTEND: '20300515T204500Z', SUMMARY: 'Fire\\, and light', LOCATION: 'Big top\\, Lyon' });
    expect(ics.events[0]!.DESCRIPTION).toBe('With: Cie Zéphyr\\n\\nBring\\; earplugs\\n\\nCJ 2030');
    expect(ics.events[1]).toMatchObject({ UID: `show-${s2}@${new URL(t.config.publicUrl).host}`, SUMMARY: 'Juggling', LOCATION: 'Lyon' });
    // The same show keeps its UID from one fetch to the next.
    expect(parseIcs((await t.agent().get(path).expect(200)).text).events.map((e) => e.UID)).toEqual(ics.events.map((e) => e.UID));

    await sql(`update users set preferred_language = 'fr' where id = ?`, [fan.user.id]);
    const fr = parseIcs((await t.agent().get(path).expect(200)).text);
    expect(fr['X-WR-CALNAME']).toBe('Mes spectacles favoris');
    expect(fr.events[0]!.DESCRIPTION).toMatch(/^Avec : Cie Zéphyr/);
  });

  it('renewing the secret revokes the old address; unknown or malformed secrets answer 404; anonymous callers 401', async () => {
    const fan = await signedInUser(t);
    const first = (await fan.agent.post('/api/shows/calendar-feed').expect(200)).body.calendarUrl as string;
    await t.agent().get(new URL(first).pathname).expect(200);
    const renewed = (await fan.agent.post('/api/shows/calendar-feed/renew').expect(200)).body.calendarUrl as string;
    expect(renewed).not.toBe(first);
    await t.agent().get(new URL(first).pathname).expect(404);
    const ics = parseIcs((await t.agent().get(new URL(renewed).pathname).expect(200)).text);
    expect(ics.events).toEqual([]);
    expect((await fan.agent.post('/api/shows/calendar-feed').expect(200)).body.calendarUrl).toBe(renewed);
    // Renewing before ever asking makes the feed.
    const newcomer = await signedInUser(t);
    const made = (await newcomer.agent.post('/api/shows/calendar-feed/renew').expect(200)).body.calendarUrl as string;
    await t.agent().get(new URL(made).pathname).expect(200);

    await t.agent().get('/api/shows/calendar/not-a-token.ics').expect(404);
    expectJsonError(await t.agent().get(`/api/shows/calendar/${'0'.repeat(48)}.ics`), 404);
    await t.agent().post('/api/shows/calendar-feed').expect(401);
    await t.agent().post('/api/shows/calendar-feed/renew').expect(401);
  });
});
