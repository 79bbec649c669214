import { conventionWithEdition, showRow } from './support/artists';
import { sqlOf, type Signed } from './support/community';
import { expectJsonError } from './support/error-answer';
import { parseIcs } from './support/ical';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => sqlOf(t)<T>(text, params);

async function setup(owner?: Signed) {
  owner ??= await signedInUser(t);
  const { edition } = await conventionWithEdition(owner, {
    name: 'CJ 2030',
    startDate: '2030-05-14',
    endDate: '2030-05-17',
    city: 'Lyon',
    addressLine1: '1 rue du Cirque',
    postalCode: '69001',
    timeZone: 'Europe/Paris',
    workshopsEnabled: true,
  });
  return { owner, edition, base: `/api/editions/${edition.id}` };
}

/** A slot of a new team of the edition with the user on it (made in the database, as the planning would). */
async function slotOf(editionId: number, userId: number, title: string, start: string, end: string): Promise<number> {
  const [team] = await sql<{ id: number }>(`insert into volunteer_teams (edition_id, name) values (?, 'Bar') returning id`, [editionId]);
  const [slot] = await sql<{ id: number }>(
    `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values (?, ?, ?, ?, ?, 5) returning id`,
    [editionId, team!.id, title, start, end],
  );
  await sql(`insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'ACCEPTED', md5(random()::text), md5(random()::text)) on conflict do nothing`, [
    editionId,
    userId,
  ]);
  const [assignment] = await sql<{ id: number }>('insert into volunteer_assignments (time_slot_id, user_id) values (?, ?) returning id', [slot!.id, userId]);
  return assignment!.id;
}

describe('the calendar feed of an edition', () => {
  it('holds the user’s favourite workshops, favourite shows and volunteer slots of that edition only, in time order, in their language', async () => {
    const { owner, edition, base } = await setup();
    const other = await setup();
    const fan = await signedInUser(t);
    const host = new URL(t.config.publicUrl).host;
    const gym = (await owner.agent.post(`${base}/workshop-locations`).send({ name: 'Gym' }).expect(201)).body.id;
    const juggling = (await owner.agent.post(`${base}/workshops`).send({ title: 'Juggling, basics', description: 'Bring; balls', startDateTime: '2030-05-15T08:00:00Z', endDateTime: '2030-05-15T09:00:00Z', locationId: gym }).expect(201)).body.workshop;
    const unstarred = (await owner.agent.post(`${base}/workshops`).send({ title: 'Not starred', startDateTime: '2030-05-15T10:00:00Z', endDateTime: '2030-05-15T11:00:00Z' }).expect(201)).body.workshop;
    const elsewhere = (await other.owner.agent.post(`${other.base}/workshops`).send({ title: 'Elsewhere', startDateTime: '2030-05-15T08:00:00Z', endDateTime: '2030-05-15T09:00:00Z' }).expect(201)).body.workshop;
    await fan.agent.put(`${base}/workshops/${juggling.id}/favorite`).expect(204);
    await fan.agent.put(`${other.base}/workshops/${elsewhere.id}/favorite`).expect(204);
    const show = await showRow(t, edition.id, { start: '2030-05-16T20:00:00Z', title: 'Fire', duration: 45, location: 'Big top' });
    const otherShow = await showRow(t, other.edition.id, { start: '2030-05-16T20:00:00Z', title: 'Other fire' });
    await fan.agent.put(`${base}/programme/${show}/favorite`).expect(204);
    await fan.agent.put(`${other.base}/programme/${otherShow}/favorite`).expect(204);
    const assignment = await slotOf(edition.id, fan.user.id, 'Bar shift', '2030-05-14T16:00:00Z', '2030-05-14T18:00:00Z');
    await slotOf(other.edition.id, fan.user.id, 'Other shift', '2030-05-14T16:00:00Z', '2030-05-14T18:00:00Z');
    expect(unstarred.id).toBeGreaterThan(0);

    const made = await Promise.all([1, 2, 3].map(() => fan.agent.post(`${base}/calendar-feed`).expect(200)));
    const url = made[0]!.body.calendarUrl as string;
    expect(made.map((r) => r.body.calendarUrl)).toEqual([url, url, url]);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/[0-9a-f]{48}\\.ics$`));
    expect(await sql('select count(*)::int as n from edition_calendar_feeds where user_id = ?', [fan.user.id])).toEqual([{ n: 1 }]);
    // Another edition's feed is another secret.
    const otherUrl = (await fan.agent.post(`${other.base}/calendar-feed`).expect(200)).body.calendarUrl;
    expect(otherUrl).not.toBe(url);

    const res = await t.agent().get(new URL(url).pathname).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = parseIcs(res.text);
    expect(ics['X-WR-CALNAME']).toBe('CJ 2030: my calendar');
    expect(ics.events.map((e) => e.UID)).toEqual([`volunteer-assignment-${assignment}@${host}`, `workshop-${juggling.id}@${host}`, `show-${show}@${host}`]);
    expect(ics.events[0]).toMatchObject({ SUMMARY: 'Bar shift — Bar', DTSTART: '20300514T160000Z', LOCATION: '1 rue du Cirque\\, 69001 Lyon' });
    expect(ics.events[1]).toMatchObject({
      SUMMARY: 'Juggling\\, basics',
      DTSTART: '20300515T080000Z',
      DTEND: '20300515T090000Z',
      DESCRIPTION: 'Bring\\; balls\\n\\nCJ 2030',
      LOCATION: 'Gym\\, Lyon',
    });
    expect(ics.events[2]).toMatchObject({ SUMMARY: 'Fire', DTSTART: '20300516T200000Z', LOCATION: 'Big top\\, Lyon' });
    for (const foreign of ['Elsewhere', 'Other fire', 'Other shift', 'Not starred']) expect(res.text).not.toContain(foreign);

    await sql(`update users set preferred_language = 'fr' where id = ?`, [fan.user.id]);
    expect(parseIcs((await t.agent().get(new URL(url).pathname).expect(200)).text)['X-WR-CALNAME']).toBe('CJ 2030 : mon agenda');
    // The other edition's feed has the other edition's.
    expect(parseIcs((await t.agent().get(new URL(otherUrl).pathname).expect(200)).text).events.map((e) => e.SUMMARY)).toEqual(['Other shift — Bar', 'Elsewhere', 'Other fire']);
  });

  it('renewing the secret kills the old address (404); unknown or malformed secrets 404; visitors 401; an edition the caller may not see 404', async () => {
    const { owner, edition, base } = await setup();
    const fan = await signedInUser(t);
    const first = (await fan.agent.post(`${base}/calendar-feed`).expect(200)).body.calendarUrl as string;
    await t.agent().get(new URL(first).pathname).expect(200);
    const renewed = (await fan.agent.post(`${base}/calendar-feed/renew`).expect(200)).body.calendarUrl as string;
    expect(renewed).not.toBe(first);
    await t.agent().get(new URL(first).pathname).expect(404);
    expect(parseIcs((await t.agent().get(new URL(renewed).pathname).expect(200)).text).events).toEqual([]);
    expect((await fan.agent.post(`${base}/calendar-feed`).expect(200)).body.calendarUrl).toBe(renewed);
    const newcomer = await signedInUser(t);
    await t.agent().get(new URL((await newcomer.agent.post(`${base}/calendar-feed/renew`).expect(200)).body.calendarUrl).pathname).expect(200);

    await t.agent().get('/api/calendar/not-a-token.ics').expect(404);
    expectJsonError(await t.agent().get(`/api/calendar/${'0'.repeat(48)}.ics`), 404);
    await t.agent().post(`${base}/calendar-feed`).expect(401);
    await t.agent().post(`${base}/calendar-feed/renew`).expect(401);
    await fan.agent.post('/api/editions/99999999/calendar-feed').expect(404);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await fan.agent.post(`${base}/calendar-feed`).expect(404);
  });

  it('keeps the shows’ own feed and the volunteers’ own feed as they were', async () => {
    const { edition, base } = await setup();
    const fan = await signedInUser(t);
    const show = await showRow(t, edition.id, { start: '2030-05-16T20:00:00Z', title: 'Fire' });
    await fan.agent.put(`${base}/programme/${show}/favorite`).expect(204);
    const showsFeed = parseIcs((await t.agent().get(new URL((await fan.agent.post('/api/shows/calendar-feed').expect(200)).body.calendarUrl).pathname).expect(200)).text);
    expect(showsFeed).toMatchObject({ 'X-WR-CALNAME': 'My favourite shows' });
    expect(showsFeed.events.map((e) => e.SUMMARY)).toEqual(['Fire']);
    await slotOf(edition.id, fan.user.id, 'Bar shift', '2030-05-14T16:00:00Z', '2030-05-14T18:00:00Z');
    const [{ token }] = await sql<{ token: string }>('select calendar_token as token from edition_volunteer_applications where edition_id = ? and user_id = ?', [edition.id, fan.user.id]);
    const volunteerFeed = parseIcs((await t.agent().get(`/api/volunteers/calendar/${token}.ics`).expect(200)).text);
    expect(volunteerFeed).toMatchObject({ 'X-WR-CALNAME': 'CJ 2030', PRODID: '-//Festival platform//Volunteers//EN' });
    expect(volunteerFeed.events.map((e) => [e.SUMMARY, e.LOCATION])).toEqual([['Bar shift — Bar', '1 rue du Cirque\\, 69001 Lyon']]);
  });
});
