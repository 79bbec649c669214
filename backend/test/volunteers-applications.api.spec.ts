import { expectJsonError } from './support/error-answer';
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

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.em().getConnection().execute<T[]>(text, params);

const ALL_QUESTIONS = {
  volunteersAskDiet: true,
  volunteersAskAllergies: true,
  volunteersAskTimePreferences: true,
  volunteersAskTeamPreferences: true,
  volunteersAskPets: true,
  volunteersAskMinors: true,
  volunteersAskVehicle: true,
  volunteersAskCompanion: true,
  volunteersAskAvoidList: true,
  volunteersAskSkills: true,
  volunteersAskExperience: true,
  volunteersAskEmergencyContact: false,
  volunteersAskSetup: true,
  volunteersAskTeardown: true,
};

/** An answer that passes every rule of the edition made by setup(). */
const GOOD = { motivation: 'I love juggling', eventAvailability: true, arrivalDateTime: '2027-05-14T10:00:00.000Z', departureDateTime: '2027-05-17T18:00:00.000Z' };

async function team(editionId: number, name: string, options: { visible?: boolean; max?: number | null } = {}): Promise<number> {
  const [row] = await sql<{ id: number }>('insert into volunteer_teams (edition_id, name, is_visible_to_volunteers, max_volunteers) values (?, ?, ?, ?) returning id', [
    editionId,
    name,
    options.visible ?? true,
    options.max ?? null,
  ]);
  return row.id;
}

async function slot(editionId: number, teamId: number, title: string, start: string, end: string, max = 5): Promise<number> {
  const [row] = await sql<{ id: number }>(
    'insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values (?, ?, ?, ?, ?, ?) returning id',
    [editionId, teamId, title, start, end, max],
  );
  return row.id;
}

/** An edition of 14-17 May 2027 on UTC clocks unless said, its settings and teams. */
async function setup(settings: Record<string, unknown> = { volunteersOpen: true, ...ALL_QUESTIONS }, timeZone = 'UTC') {
  const owner = await signedInUser(t);
  const convention = (await owner.agent.post('/api/conventions').send({ name: 'Volunteer Convention' }).expect(201)).body as { id: number };
  const edition = (
    await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'VC 2027', startDate: '2027-05-14', endDate: '2027-05-17', timeZone, isOnline: true }).expect(201)
  ).body as { id: number };
  await owner.agent.patch(`/api/editions/${edition.id}/volunteers/settings`).send(settings).expect(200);
  const teams = { kitchen: await team(edition.id, 'Kitchen'), bar: await team(edition.id, 'Bar'), secret: await team(edition.id, 'Secret', { visible: false }) };
  const base = `/api/editions/${edition.id}/volunteers`;
  return { owner, convention, edition, teams, base };
}

/** A signed-in user with a phone, who applied with `answers`. */
async function applicant(base: string, answers: Record<string, unknown> = GOOD) {
  const user = await signedInUser(t);
  const res = await user.agent.post(`${base}/applications`).send({ phone: '0611223344', ...answers }).expect(201);
  return { ...user, applicationId: res.body.id as number };
}

async function accept(owner: Signed, base: string, applicationId: number) {
  await owner.agent.patch(`${base}/applications/${applicationId}/status`).send({ status: 'ACCEPTED' }).expect(200);
}

/** Waits for the notifications the listener sends after the commit. */
async function notificationsOf(user: Signed, count: number): Promise<{ titleKey: string; translationParams: Record<string, string>; category: string; actionUrl: string; title: string }[]> {
  for (let i = 0; i < 50; i++) {
    const res = await user.agent.get('/api/notifications').expect(200);
    const list = (res.body.notifications as { titleKey: string; translationParams: Record<string, string>; category: string; actionUrl: string; title: string }[]).filter((n) =>
      n.titleKey?.startsWith('notifications.volunteers.'),
    );
    if (list.length >= count) return list;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} volunteer notifications`);
}

/** Counts the statements one request runs (ORM connection and the session pool). */
const queries = (agent: Signed['agent'], url: string): Promise<number> => statementsDuring(t, () => agent.get(url).expect(200));

describe('volunteer settings', () => {
  it('answers the defaults before anything is set, and saves a partial change with its time', async () => {
    const { owner, edition } = await setup({ volunteersOpen: false });
    const other = await setup({ minRestMinutes: 60 });
    const fresh = (await owner.agent.get(`/api/editions/${edition.id}/volunteers/settings`).expect(200)).body;
    expect(fresh).toMatchObject({ volunteersMode: 'INTERNAL', volunteersOpen: false, volunteersAskDiet: false, selfSignUp: false, minRestMinutes: 60, maxDayMinutes: 600 });
    expect(fresh.volunteersUpdatedAt).not.toBeNull();
    const changed = (
      await owner.agent
        .patch(`/api/editions/${edition.id}/volunteers/settings`)
        .send({ volunteersDescription: '# Join us\n**Free** meals', volunteersAskDiet: true, maxDayMinutes: 480, volunteersSetupStartDate: '2027-05-12T08:00:00.000Z' })
        .expect(200)
    ).body;
    expect(changed).toMatchObject({ volunteersDescription: '# Join us\n**Free** meals', volunteersAskDiet: true, volunteersAskPets: false, maxDayMinutes: 480, volunteersSetupStartDate: '2027-05-12T08:00:00.000Z' });
    expect(new Date(changed.volunteersUpdatedAt).getTime()).toBeGreaterThanOrEqual(new Date(fresh.volunteersUpdatedAt).getTime());
    // Another edition's settings are untouched.
    expect((await other.owner.agent.get(`/api/editions/${other.edition.id}/volunteers/settings`).expect(200)).body.volunteersAskDiet).toBe(false);
  });

  it('refuses EXTERNAL mode without a link, setup after the first day, teardown before the last day or before setup', async () => {
    const { owner, base } = await setup({ volunteersOpen: false });
    const external = await owner.agent.patch(`${base}/settings`).send({ volunteersMode: 'EXTERNAL' }).expect(400);
    expect(Object.keys(external.body.errors)).toEqual(['volunteersExternalUrl']);
    await owner.agent.patch(`${base}/settings`).send({ volunteersMode: 'EXTERNAL', volunteersExternalUrl: 'https://forms.example.org/v' }).expect(200);
    // Clearing the link of an EXTERNAL page is refused too.
    await owner.agent.patch(`${base}/settings`).send({ volunteersExternalUrl: null }).expect(400);
    const late = await owner.agent.patch(`${base}/settings`).send({ volunteersSetupStartDate: '2027-05-15T00:00:00.000Z' }).expect(400);
    expect(Object.keys(late.body.errors)).toEqual(['volunteersSetupStartDate']);
    const early = await owner.agent.patch(`${base}/settings`).send({ volunteersTeardownEndDate: '2027-05-16T22:00:00.000Z' }).expect(400);
    expect(Object.keys(early.body.errors)).toEqual(['volunteersTeardownEndDate']);
    const types = await owner.agent
      .patch(`${base}/settings`)
      .send({ volunteersMode: 'BOTH', volunteersOpen: 'yes', volunteersExternalUrl: 'javascript:alert(1)', minRestMinutes: -1, maxDayMinutes: 5000, volunteersAskDiet: 1, volunteersSetupStartDate: '2027-13-01' })
      .expect(400);
    expect(Object.keys(types.body.errors).sort()).toEqual(['maxDayMinutes', 'minRestMinutes', 'volunteersAskDiet', 'volunteersExternalUrl', 'volunteersMode', 'volunteersOpen', 'volunteersSetupStartDate']);
  });

  it('is for those who manage volunteers: 401 anonymous, 403 stranger and team member without the right, 404 unknown edition', async () => {
    const { owner, convention, base } = await setup({ volunteersOpen: false });
    await t.agent().get(`${base}/settings`).expect(401);
    const stranger = await signedInUser(t);
    await stranger.agent.get(`${base}/settings`).expect(403);
    await stranger.agent.patch(`${base}/settings`).send({ volunteersOpen: true }).expect(403);
    const member = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo, rights: { canEditAllEditions: true } }).expect(201);
    await member.agent.get(`${base}/settings`).expect(403);
    const manager = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: manager.user.pseudo, rights: { canManageVolunteers: true } }).expect(201);
    await manager.agent.patch(`${base}/settings`).send({ volunteersOpen: true }).expect(200);
    await owner.agent.get('/api/editions/99999999/volunteers/settings').expect(404);
  });
});

describe('the public volunteers page', () => {
  it('shows a visitor the mode, description, period, questions on and visible teams; a signed-in user their application and profile gaps', async () => {
    const { owner, base, teams } = await setup({ volunteersOpen: true, volunteersAskDiet: true, volunteersAskSetup: true, volunteersDescription: 'Come **help**', volunteersTeardownEndDate: '2027-05-18T12:00:00.000Z' });
    const visitor = (await t.agent().get(`${base}/info`).expect(200)).body;
    expect(visitor).toMatchObject({
      mode: 'INTERNAL',
      open: true,
      description: 'Come **help**',
      externalUrl: null,
      questions: ['volunteersAskDiet', 'volunteersAskSetup'],
      askedFields: ['motivation', 'dietaryPreference', 'setupAvailability', 'eventAvailability', 'arrivalDateTime', 'departureDateTime'],
      application: null,
      missingProfile: null,
      period: { start: '2027-05-14T00:00:00.000Z', end: '2027-05-18T12:00:00.000Z', setupStart: null, teardownEnd: '2027-05-18T12:00:00.000Z', startDate: '2027-05-14', endDate: '2027-05-17' },
    });
    expect(visitor.teams.map((x: { id: number }) => x.id).sort()).toEqual([teams.kitchen, teams.bar].sort());
    const user = await signedInUser(t);
    expect((await user.agent.get(`${base}/info`).expect(200)).body.missingProfile).toEqual({ phone: true, nom: false, prenom: false });
    await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '+33 6 11 22 33 44', dietaryPreference: 'VEGAN' }).expect(201);
    const mine = (await user.agent.get(`${base}/info`).expect(200)).body;
    expect(mine.application).toMatchObject({ status: 'PENDING', dietaryPreference: 'VEGAN', motivation: 'I love juggling', eventAvailability: true });
    expect(mine.missingProfile).toEqual({ phone: false, nom: false, prenom: false });
    // The organisers' own view is unchanged for them.
    expect((await owner.agent.get(`${base}/info`).expect(200)).body.application).toBeNull();
  });

  it('gives the description rendered safely by the server: markup as text, links to the web only, no images, headings below the page’s title', async () => {
    const description = [
      '# Join us',
      'Come **help** at the <script>alert(1)</script> <img src=x onerror=alert(2)> bar.',
      '',
      '- [the map](https://example.org/map)',
      '- [a trap](javascript:alert(3))',
      '',
      '![tracker](https://tracker.example/pixel.png)',
    ].join('\n');
    const { base } = await setup({ volunteersOpen: true, volunteersDescription: description });
    const info = (await t.agent().get(`${base}/info`).expect(200)).body;
    expect(info.description).toBe(description);
    expect(info.descriptionHtml).toBe(
      [
        '<h2>Join us</h2>',
        '<p>Come <strong>help</strong> at the &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; bar.</p>',
        '<ul>',
        '<li><a href="https://example.org/map" target="_blank" rel="nofollow noopener noreferrer">the map</a></li>',
        '<li>[a trap](javascript:alert(3))</li>',
        '</ul>',
        '<p>!<a href="https://tracker.example/pixel.png" target="_blank" rel="nofollow noopener noreferrer">tracker</a></p>',
        '',
      ].join('\n'),
    );
    const { base: bare } = await setup({ volunteersOpen: true });
    expect((await t.agent().get(`${bare}/info`).expect(200)).body).toMatchObject({ description: null, descriptionHtml: null });
  });

  it('lists the answers the form asks: every field of a question switched on, in the form\'s order, and those always asked', async () => {
    const { owner, base } = await setup({ volunteersOpen: true });
    const always = ['motivation', 'eventAvailability', 'arrivalDateTime', 'departureDateTime'];
    expect((await t.agent().get(`${base}/info`).expect(200)).body.askedFields).toEqual(always);
    await owner.agent.patch(`${base}/settings`).send({ volunteersAskAllergies: true, volunteersAskVehicle: true, volunteersAskTeardown: true }).expect(200);
    // The emergency contact is not asked for itself: the form adds it after a severe or critical allergy.
    expect((await t.agent().get(`${base}/info`).expect(200)).body.askedFields).toEqual([
      'motivation',
      'allergies',
      'allergySeverity',
      'hasVehicle',
      'vehicleDetails',
      'eventAvailability',
      'teardownAvailability',
      'arrivalDateTime',
      'departureDateTime',
    ]);
    await owner.agent.patch(`${base}/settings`).send(ALL_QUESTIONS).expect(200);
    const all = (await t.agent().get(`${base}/info`).expect(200)).body.askedFields as string[];
    expect(all).toHaveLength(22);
    expect(all).not.toContain('emergencyContactName');
    await owner.agent.patch(`${base}/settings`).send({ volunteersAskEmergencyContact: true }).expect(200);
    expect((await t.agent().get(`${base}/info`).expect(200)).body.askedFields).toHaveLength(24);
  });

  it('answers 404 for an edition the caller may not see', async () => {
    const { owner, edition, base } = await setup({ volunteersOpen: true });
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(`${base}/info`).expect(404);
    await owner.agent.get(`${base}/info`).expect(200);
  });
});

describe('applying', () => {
  it('needs a signed-in user (401) on an edition they may see (404)', async () => {
    const { base } = await setup();
    await t.agent().post(`${base}/applications`).send(GOOD).expect(401);
    const user = await signedInUser(t);
    await user.agent.post('/api/editions/99999999/volunteers/applications').send(GOOD).expect(404);
  });

  it('refuses when applications are closed or taken on an external site (409 with a code)', async () => {
    const closed = await setup({ volunteersOpen: false });
    const user = await signedInUser(t);
    expect((await user.agent.post(`${closed.base}/applications`).send({ ...GOOD, phone: '0611223344' }).expect(409)).body.code).toBe('APPLICATIONS_CLOSED');
    const external = await setup({ volunteersOpen: true, volunteersMode: 'EXTERNAL', volunteersExternalUrl: 'https://forms.example.org' });
    expect((await user.agent.post(`${external.base}/applications`).send({ ...GOOD, phone: '0611223344' }).expect(409)).body.code).toBe('APPLICATIONS_EXTERNAL');
  });

  it('answers every broken rule as a field message: profile gaps, allergies, emergency contact, availability, dates, teams', async () => {
    const { base, teams } = await setup();
    const user = await signedInUser(t);
    await sql("update users set prenom = '' where id = ?", [user.user.id]);
    const res = await user.agent
      .post(`${base}/applications`)
      .send({
        allergies: 'peanuts',
        setupAvailability: false,
        eventAvailability: false,
        teardownAvailability: false,
        teamPreferences: [teams.kitchen, teams.secret],
        departureDateTime: '2027-05-20T10:00:00.000Z',
      })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors).sort()).toEqual(['allergySeverity', 'arrivalDateTime', 'availability', 'departureDateTime', 'phone', 'prenom', 'teamPreferences']);
    expect(res.body.errors.phone[0]).toMatch(/required/i);

    const severe = await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344', prenom: 'Léa', allergies: 'wasps', allergySeverity: 'CRITICAL' }).expect(400);
    expect(Object.keys(severe.body.errors).sort()).toEqual(['emergencyContactName', 'emergencyContactPhone']);

    const order = await user.agent
      .post(`${base}/applications`)
      .send({ ...GOOD, phone: '0611223344', prenom: 'Léa', arrivalDateTime: '2027-05-16T10:00:00.000Z', departureDateTime: '2027-05-15T10:00:00.000Z' })
      .expect(400);
    expect(Object.keys(order.body.errors)).toEqual(['departureDateTime']);
    const early = await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344', prenom: 'Léa', arrivalDateTime: '2027-05-13T23:00:00.000Z' }).expect(400);
    expect(Object.keys(early.body.errors)).toEqual(['arrivalDateTime']);
    // A number where text is expected is told so, not how long a text may be.
    const notText = await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344', prenom: 'Léa', motivation: 1234 }).expect(400);
    expect(notText.body.errors).toEqual({ motivation: ['This field must be text.'] });
    const noDeparture = await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344', prenom: 'Léa', departureDateTime: null }).expect(400);
    expect(Object.keys(noDeparture.body.errors)).toEqual(['departureDateTime']);
    // Setup only: no departure needed.
    await user.agent
      .post(`${base}/applications`)
      .send({ phone: '0611223344', prenom: 'Léa', setupAvailability: true, arrivalDateTime: '2027-05-14T08:00:00.000Z', allergies: 'wasps', allergySeverity: 'SEVERE', emergencyContactName: 'Sam', emergencyContactPhone: '0699887766' })
      .expect(201);
    expect((await sql<{ prenom: string; phone: string }>('select prenom, phone from users where id = ?', [user.user.id]))[0]).toEqual({ prenom: 'Léa', phone: '0611223344' });
    const [stored] = await sql<Record<string, unknown>>('select source, user_snapshot_phone, emergency_contact_name, departure_date_time from edition_volunteer_applications where user_id = ?', [user.user.id]);
    expect(stored).toMatchObject({ source: 'APPLICATION', user_snapshot_phone: '0611223344', emergency_contact_name: 'Sam', departure_date_time: null });
  });

  it('keeps arrival and departure within the edition’s days on its clocks (Lyon: from 22:00 UTC the day before)', async () => {
    const { base, owner } = await setup({ volunteersOpen: true }, 'Europe/Paris');
    const info = (await t.agent().get(`${base}/info`).expect(200)).body;
    // To the midnight after the last day, as the planning says: both read one period.
    expect(info.period).toMatchObject({ start: '2027-05-13T22:00:00.000Z', end: '2027-05-17T22:00:00.000Z' });
    const board = (await owner.agent.get(`${base}/planning`).expect(200)).body;
    expect(board.period).toEqual({ start: info.period.start, end: info.period.end });
    const user = await signedInUser(t);
    // 23:00 UTC on the 13th is 01:00 on the 14th in Lyon: within; 21:59 UTC is still the 13th there.
    const early = await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344', arrivalDateTime: '2027-05-13T21:59:00.000Z' }).expect(400);
    expect(Object.keys(early.body.errors)).toEqual(['arrivalDateTime']);
    const late = await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344', departureDateTime: '2027-05-17T22:30:00.000Z' }).expect(400);
    expect(Object.keys(late.body.errors)).toEqual(['departureDateTime']);
    // Leaving at the period's end (midnight after the last day in Lyon) is within it.
    await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344', arrivalDateTime: '2027-05-13T23:00:00.000Z', departureDateTime: '2027-05-17T22:00:00.000Z' }).expect(201);
    // The setup must start by the end of the first day in Lyon (22:00 UTC on the 14th).
    const setupLate = await owner.agent.patch(`${base}/settings`).send({ volunteersSetupStartDate: '2027-05-14T22:00:00.000Z' }).expect(400);
    expect(Object.keys(setupLate.body.errors)).toEqual(['volunteersSetupStartDate']);
    await owner.agent.patch(`${base}/settings`).send({ volunteersSetupStartDate: '2027-05-14T21:59:00.000Z', volunteersTeardownEndDate: '2027-05-18T12:00:00.000Z' }).expect(200);
    const set = (await t.agent().get(`${base}/info`).expect(200)).body.period;
    expect(set).toMatchObject({ start: '2027-05-14T21:59:00.000Z', end: '2027-05-18T12:00:00.000Z' });
    expect((await owner.agent.get(`${base}/planning`).expect(200)).body.period).toEqual({ start: set.start, end: set.end });
  });

  it('refuses malformed answers with field messages (types, lengths, enums, dates)', async () => {
    const { base } = await setup();
    const user = await signedInUser(t);
    const res = await user.agent
      .post(`${base}/applications`)
      .send({ dietaryPreference: 'CARNIVORE', allergySeverity: 'HUGE', timePreferences: ['DAWN'], teamPreferences: ['x'], hasPets: 'maybe', companionName: 'x'.repeat(201), arrivalDateTime: '2027-05-14', phone: 'call me', unknown: 1 })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['allergySeverity', 'arrivalDateTime', 'companionName', 'dietaryPreference', 'hasPets', 'phone', 'teamPreferences', 'timePreferences', 'unknown']);
  });

  it('stores null for questions that are off and ignores setup / teardown when not asked', async () => {
    const { base } = await setup({ volunteersOpen: true, volunteersAskSkills: true });
    const user = await signedInUser(t);
    const res = await user.agent
      .post(`${base}/applications`)
      .send({ ...GOOD, phone: '0611223344', skills: 'Rigging', dietaryPreference: 'VEGAN', hasVehicle: true, vehicleDetails: 'van', setupAvailability: true })
      .expect(201);
    expect(res.body).toMatchObject({ skills: 'Rigging', dietaryPreference: null, hasVehicle: null, vehicleDetails: null, setupAvailability: null, eventAvailability: true });
  });

  it('takes one application per user and edition, also under parallel requests', async () => {
    const { base } = await setup();
    const user = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.code).toBe('ALREADY_APPLIED');
    expect((await sql<{ n: string }>('select count(*) as n from edition_volunteer_applications where user_id = ?', [user.user.id]))[0].n).toBe('1');
    expect((await user.agent.post(`${base}/applications`).send({ ...GOOD, phone: '0611223344' }).expect(409)).body.code).toBe('ALREADY_APPLIED');
  });
});

describe('withdrawing', () => {
  it('deletes a pending application (204), answers 404 without one, 409 once decided, 401 anonymous', async () => {
    const { owner, base } = await setup();
    await t.agent().delete(`${base}/application`).expect(401);
    const user = await applicant(base);
    await user.agent.delete(`${base}/application`).expect(204);
    expect((await user.agent.delete(`${base}/application`).expect(404)).body.code).toBe('NO_APPLICATION');
    const decided = await applicant(base);
    await accept(owner, base, decided.applicationId);
    expect((await decided.agent.delete(`${base}/application`).expect(409)).body.code).toBe('NOT_PENDING');
  });
});

describe('the applications list', () => {
  it('pages, sorts, filters and counts per status under the same filters', async () => {
    const { owner, base, teams } = await setup();
    const a = await applicant(base, { ...GOOD, dietaryPreference: 'VEGAN', skills: 'fire breathing', setupAvailability: true });
    const b = await applicant(base, { ...GOOD, allergies: 'nuts', allergySeverity: 'MODERATE' });
    const c = await applicant(base, { ...GOOD, arrivalDateTime: '2027-05-15T09:00:00.000Z' });
    await sql('update users set nom = ? where id = ?', ['Zola', a.user.id]);
    await sql('update users set nom = ? where id = ?', ['Abel', b.user.id]);
    await sql('update users set nom = ? where id = ?', ['Moreau', c.user.id]);
    await accept(owner, base, a.applicationId);
    await owner.agent.put(`${base}/applications/${a.applicationId}/teams`).send({ teams: [{ teamId: teams.kitchen }] }).expect(200);
    await owner.agent.patch(`${base}/applications/${c.applicationId}/status`).send({ status: 'REJECTED' }).expect(200);

    const list = (await owner.agent.get(`${base}/applications`).query({ sort: 'name', order: 'asc' }).expect(200)).body;
    expect(list.items.map((i: { user: { nom: string } }) => i.user.nom)).toEqual(['Abel', 'Moreau', 'Zola']);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 25, counts: { PENDING: 1, ACCEPTED: 1, REJECTED: 1 } });
    expect(list.items[2]).toMatchObject({ status: 'ACCEPTED', source: 'APPLICATION', dietaryPreference: 'VEGAN', setupAvailability: true, teams: [{ id: teams.kitchen, name: 'Kitchen', isLeader: false }] });
    expect(list.items[2].user).toMatchObject({ id: a.user.id, email: a.account.email, phone: '0611223344' });

    const ids = async (query: Record<string, string | number>) => ((await owner.agent.get(`${base}/applications`).query(query).expect(200)).body.items as { id: number }[]).map((i) => i.id);
    expect(await ids({ status: 'PENDING' })).toEqual([b.applicationId]);
    expect(await ids({ teamId: teams.kitchen })).toEqual([a.applicationId]);
    expect(await ids({ availability: 'setup' })).toEqual([a.applicationId]);
    expect(await ids({ dietaryPreference: 'VEGAN' })).toEqual([a.applicationId]);
    expect(await ids({ allergySeverity: 'MODERATE' })).toEqual([b.applicationId]);
    expect(await ids({ q: 'fire' })).toEqual([a.applicationId]);
    expect(await ids({ q: 'abel' })).toEqual([b.applicationId]);
    expect(await ids({ q: b.account.email.toUpperCase() })).toEqual([b.applicationId]);
    expect(await ids({ q: '%' })).toEqual([]);
    expect(await ids({ sort: 'arrival', order: 'desc' })).toEqual([c.applicationId, b.applicationId, a.applicationId]);
    const filtered = (await owner.agent.get(`${base}/applications`).query({ status: 'ACCEPTED', q: 'o' }).expect(200)).body;
    expect(filtered.counts).toEqual({ PENDING: 1, ACCEPTED: 1, REJECTED: 1 });
    expect(filtered.total).toBe(1);
    const page2 = (await owner.agent.get(`${base}/applications`).query({ sort: 'name', order: 'asc', page: 2, pageSize: 2 }).expect(200)).body;
    expect(page2.items.map((i: { user: { nom: string } }) => i.user.nom)).toEqual(['Zola']);
    expect(page2.total).toBe(3);
    const bad = await owner.agent.get(`${base}/applications`).query({ pageSize: 101, page: 0, sort: 'age', status: 'MAYBE', availability: 'night' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['availability', 'page', 'pageSize', 'sort', 'status']);
  });

  it('costs the same number of queries for a page of 1 and a page of 40', async () => {
    const { owner, base, edition, teams } = await setup();
    for (let i = 0; i < 4; i++) {
      const v = await applicant(base);
      await accept(owner, base, v.applicationId);
      await owner.agent.put(`${base}/applications/${v.applicationId}/teams`).send({ teams: [{ teamId: teams.kitchen }, { teamId: teams.bar, isLeader: i === 0 }] }).expect(200);
    }
    await owner.agent.get(`${base}/applications`).expect(200); // the session is remembered from here on
    const one = await queries(owner.agent, `${base}/applications?pageSize=1`);
    const forty = await queries(owner.agent, `${base}/applications?pageSize=40`);
    // The edition with the caller's rights, the counts per status, the page, the page's teams.
    expect(one).toBe(4);
    expect(forty).toBe(4);
    const leader = await signedInUser(t);
    const [row] = await sql<{ id: number }>("insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'ACCEPTED', md5(random()::text), md5(random()::text)) returning id", [edition.id, leader.user.id]);
    await sql('insert into application_team_assignments (application_id, team_id, is_leader) values (?, ?, true)', [row.id, teams.bar]);
    await leader.agent.get(`${base}/applications`).expect(200);
    // A leader's teams: one more.
    expect(await queries(leader.agent, `${base}/applications?pageSize=1`)).toBe(5);
    expect(await queries(leader.agent, `${base}/applications?pageSize=40`)).toBe(5);
  });

  it('shows a team leader only the members of their teams, refuses strangers (403) and visitors (401)', async () => {
    const { owner, base, teams } = await setup();
    const leader = await applicant(base);
    const kitchenMate = await applicant(base);
    const barman = await applicant(base);
    const pending = await applicant(base);
    for (const v of [leader, kitchenMate, barman]) await accept(owner, base, v.applicationId);
    await owner.agent.put(`${base}/applications/${leader.applicationId}/teams`).send({ teams: [{ teamId: teams.kitchen, isLeader: true }] }).expect(200);
    await owner.agent.put(`${base}/applications/${kitchenMate.applicationId}/teams`).send({ teams: [{ teamId: teams.kitchen }] }).expect(200);
    await owner.agent.put(`${base}/applications/${barman.applicationId}/teams`).send({ teams: [{ teamId: teams.bar }] }).expect(200);

    const seen = (await leader.agent.get(`${base}/applications`).expect(200)).body;
    expect(seen.items.map((i: { id: number }) => i.id).sort()).toEqual([leader.applicationId, kitchenMate.applicationId].sort());
    expect(seen.counts).toEqual({ PENDING: 0, ACCEPTED: 2, REJECTED: 0 });
    await leader.agent.get(`${base}/applications/${kitchenMate.applicationId}`).expect(200);
    expect((await leader.agent.get(`${base}/applications/${barman.applicationId}`).expect(404)).body.code).toBe('APPLICATION_NOT_FOUND');
    await leader.agent.get(`${base}/applications/${pending.applicationId}`).expect(404);
    // Decisions, teams, manual add, corrections and tools are for those who manage volunteers.
    await leader.agent.patch(`${base}/applications/${kitchenMate.applicationId}/status`).send({ status: 'PENDING' }).expect(403);
    await leader.agent.put(`${base}/applications/${kitchenMate.applicationId}/teams`).send({ teams: [] }).expect(403);
    await leader.agent.patch(`${base}/applications/${kitchenMate.applicationId}`).send({ skills: 'x' }).expect(403);
    await leader.agent.post(`${base}/applications/manual`).send({ identifier: pending.user.pseudo }).expect(403);
    expectJsonError(await leader.agent.get(`${base}/applications/export.csv`), 403);
    await leader.agent.get(`${base}/applications/emails`).expect(403);
    // A plain accepted volunteer is no leader.
    await kitchenMate.agent.get(`${base}/applications`).expect(403);
    await pending.agent.get(`${base}/applications`).expect(403);
    await t.agent().get(`${base}/applications`).expect(401);
    await t.agent().get(`${base}/applications/${leader.applicationId}`).expect(401);
  });
});

describe('the detail and decisions', () => {
  it('shows every answer, the contact, the teams and the slots; 404 for another edition', async () => {
    const { owner, base, edition, teams } = await setup();
    const v = await applicant(base, { ...GOOD, skills: 'Sound', hasVehicle: true, vehicleDetails: 'Van', timePreferences: ['MORNING', 'NIGHT'], teamPreferences: [teams.bar] });
    await accept(owner, base, v.applicationId);
    await owner.agent.put(`${base}/applications/${v.applicationId}/teams`).send({ teams: [{ teamId: teams.bar, isLeader: true }] }).expect(200);
    const s = await slot(edition.id, teams.bar, 'Evening bar', '2027-05-15T18:00:00Z', '2027-05-15T22:00:00Z');
    await sql('insert into volunteer_assignments (time_slot_id, user_id) values (?, ?)', [s, v.user.id]);
    const detail = (await owner.agent.get(`${base}/applications/${v.applicationId}`).expect(200)).body;
    expect(detail).toMatchObject({
      id: v.applicationId,
      status: 'ACCEPTED',
      skills: 'Sound',
      vehicleDetails: 'Van',
      timePreferences: ['MORNING', 'NIGHT'],
      teamPreferences: [teams.bar],
      userSnapshotPhone: '0611223344',
      user: { id: v.user.id, email: v.account.email, phone: '0611223344' },
      teams: [{ id: teams.bar, name: 'Bar', isLeader: true }],
      slots: [{ id: s, title: 'Evening bar', teamId: teams.bar, teamName: 'Bar', startDateTime: '2027-05-15T18:00:00.000Z', endDateTime: '2027-05-15T22:00:00.000Z' }],
    });
    // The answers the form asks, as the public form's: every question is on but the emergency contact.
    expect(detail.askedFields).toEqual((await t.agent().get(`${base}/info`).expect(200)).body.askedFields);
    expect(detail.askedFields).toHaveLength(22);
    expect(detail.askedFields).not.toContain('emergencyContactName');
    await owner.agent.patch(`${base}/settings`).send({ volunteersAskVehicle: false }).expect(200);
    const after = (await owner.agent.get(`${base}/applications/${v.applicationId}`).expect(200)).body;
    expect(after.askedFields).not.toContain('vehicleDetails');
    expect(after.vehicleDetails).toBe('Van');
    const elsewhere = await setup();
    await elsewhere.owner.agent.get(`${elsewhere.base}/applications/${v.applicationId}`).expect(404);
    await owner.agent.get(`${base}/applications/abc`).expect(404);
    await owner.agent.get(`${base}/applications/99999999999`).expect(404);
  });

  it('moves PENDING to ACCEPTED or REJECTED and either back to PENDING; any other move is a 409 INVALID_TRANSITION', async () => {
    const { owner, base } = await setup();
    const v = await applicant(base);
    const path = `${base}/applications/${v.applicationId}/status`;
    const move = (status: string, expected: number) => owner.agent.patch(path).send({ status }).expect(expected);
    expect((await move('PENDING', 409)).body.code).toBe('INVALID_TRANSITION');
    const accepted = (await owner.agent.patch(path).send({ status: 'ACCEPTED', acceptanceNote: 'See you at the gate' }).expect(200)).body;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', acceptanceNote: 'See you at the gate' });
    expect(accepted.decidedAt).not.toBeNull();
    expect((await move('REJECTED', 409)).body.code).toBe('INVALID_TRANSITION');
    expect((await move('ACCEPTED', 409)).body.code).toBe('INVALID_TRANSITION');
    expect((await move('PENDING', 200)).body).toMatchObject({ status: 'PENDING', decidedAt: null });
    await move('REJECTED', 200);
    await move('PENDING', 200);
    await owner.agent.patch(path).send({ status: 'DONE' }).expect(400);
    await owner.agent.patch(`${base}/applications/99999999/status`).send({ status: 'ACCEPTED' }).expect(404);
  });

  it('leaving ACCEPTED removes the team memberships and the slots of this edition (places given back), not those of another edition', async () => {
    const { owner, base, edition, teams } = await setup();
    const other = await setup();
    const v = await applicant(base);
    const elsewhere = (await v.agent.post(`${other.base}/applications`).send(GOOD).expect(201)).body.id as number;
    await accept(owner, base, v.applicationId);
    await accept(other.owner, other.base, elsewhere);
    await owner.agent.put(`${base}/applications/${v.applicationId}/teams`).send({ teams: [{ teamId: teams.kitchen }, { teamId: teams.bar }] }).expect(200);
    await other.owner.agent.put(`${other.base}/applications/${elsewhere}/teams`).send({ teams: [{ teamId: other.teams.kitchen }] }).expect(200);
    const s1 = await slot(edition.id, teams.kitchen, 'Breakfast', '2027-05-15T06:00:00Z', '2027-05-15T09:00:00Z', 2);
    const s2 = await slot(edition.id, teams.bar, 'Bar', '2027-05-15T20:00:00Z', '2027-05-15T23:00:00Z', 2);
    const s3 = await slot(other.edition.id, other.teams.kitchen, 'Lunch', '2027-05-15T11:00:00Z', '2027-05-15T14:00:00Z', 2);
    for (const s of [s1, s2, s3]) await sql('insert into volunteer_assignments (time_slot_id, user_id) values (?, ?)', [s, v.user.id]);
    expect((await owner.agent.get(`${base}/applications/${v.applicationId}`).expect(200)).body.slots).toHaveLength(2);

    const rejected = (await owner.agent.patch(`${base}/applications/${v.applicationId}/status`).send({ status: 'PENDING' }).expect(200)).body;
    expect(rejected).toMatchObject({ status: 'PENDING', teams: [], slots: [] });
    const counts = await sql<{ id: number; assigned_volunteers: number }>('select id, assigned_volunteers from volunteer_time_slots where id in (?, ?, ?) order by id', [s1, s2, s3]);
    expect(counts.map((c) => c.assigned_volunteers)).toEqual([0, 0, 1]);
    expect((await sql('select 1 from application_team_assignments where application_id = ?', [elsewhere])).length).toBe(1);
  });

  it('tells the volunteer of each decision in their language, with a link to their applications', async () => {
    const { owner, base } = await setup();
    const v = await applicant(base);
    await sql("update users set preferred_language = 'fr' where id = ?", [v.user.id]);
    await owner.agent.patch(`${base}/applications/${v.applicationId}/status`).send({ status: 'ACCEPTED', acceptanceNote: 'Bring boots' }).expect(200);
    const [accepted] = await notificationsOf(v, 1);
    expect(accepted).toMatchObject({ titleKey: 'notifications.volunteers.acceptedWithNote.title', category: 'volunteer', actionUrl: '/my-volunteer-applications', translationParams: { edition: 'VC 2027', note: 'Bring boots' } });
    await owner.agent.patch(`${base}/applications/${v.applicationId}/status`).send({ status: 'PENDING' }).expect(200);
    await owner.agent.patch(`${base}/applications/${v.applicationId}/status`).send({ status: 'REJECTED' }).expect(200);
    const keys = (await notificationsOf(v, 3)).map((n) => n.titleKey).sort();
    expect(keys).toEqual(['notifications.volunteers.acceptedWithNote.title', 'notifications.volunteers.pending.title', 'notifications.volunteers.rejected.title']);
  });
});

describe('teams of a volunteer', () => {
  it('only for accepted volunteers (409), teams of this edition (400), each once (400); tells them what they joined and lead', async () => {
    const { owner, base, teams } = await setup();
    const other = await setup();
    const v = await applicant(base);
    const path = `${base}/applications/${v.applicationId}/teams`;
    expect((await owner.agent.put(path).send({ teams: [{ teamId: teams.kitchen }] }).expect(409)).body.code).toBe('NOT_ACCEPTED');
    await accept(owner, base, v.applicationId);
    expect(Object.keys((await owner.agent.put(path).send({ teams: [{ teamId: other.teams.kitchen }] }).expect(400)).body.errors)).toEqual(['teams']);
    expect(Object.keys((await owner.agent.put(path).send({ teams: [{ teamId: teams.bar }, { teamId: teams.bar }] }).expect(400)).body.errors)).toEqual(['teams']);
    await owner.agent.put(path).send({ teams: [{ teamId: 'x' }] }).expect(400);
    const set = (await owner.agent.put(path).send({ teams: [{ teamId: teams.kitchen }, { teamId: teams.secret, isLeader: true }] }).expect(200)).body;
    expect(set.teams).toEqual([
      { id: teams.kitchen, name: 'Kitchen', color: '#228be6', isLeader: false },
      { id: teams.secret, name: 'Secret', color: '#228be6', isLeader: true },
    ]);
    const after = await notificationsOf(v, 3);
    expect(after.find((n) => n.titleKey === 'notifications.volunteers.joinedTeams.title')?.translationParams.teams).toBe('Kitchen');
    expect(after.find((n) => n.titleKey === 'notifications.volunteers.leadingTeams.title')?.translationParams.teams).toBe('Secret');
    // Replacing: leaving a team, and making them leader of one they are in.
    const replaced = (await owner.agent.put(path).send({ teams: [{ teamId: teams.kitchen, isLeader: true }] }).expect(200)).body;
    expect(replaced.teams).toEqual([{ id: teams.kitchen, name: 'Kitchen', color: '#228be6', isLeader: true }]);
    expect((await owner.agent.put(path).send({ teams: [] }).expect(200)).body.teams).toEqual([]);
  });

  it("keeps a team within its maximum of members, also under parallel requests", async () => {
    const { owner, base, edition } = await setup();
    const small = await team(edition.id, 'Small', { max: 2 });
    const volunteers = [];
    for (let i = 0; i < 6; i++) {
      const v = await applicant(base);
      await accept(owner, base, v.applicationId);
      volunteers.push(v);
    }
    const answers = await Promise.all(volunteers.map((v) => owner.agent.put(`${base}/applications/${v.applicationId}/teams`).send({ teams: [{ teamId: small }] })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ code: 'TEAM_FULL', teamId: small });
    expect((await sql<{ n: string }>('select count(*) as n from application_team_assignments where team_id = ?', [small]))[0].n).toBe('2');
    // A member already in stays when their leader flag changes.
    const member = volunteers[answers.findIndex((r) => r.status === 200)];
    await owner.agent.put(`${base}/applications/${member.applicationId}/teams`).send({ teams: [{ teamId: small, isLeader: true }] }).expect(200);
  });
});

describe('adding by hand and correcting', () => {
  it('adds an existing user by pseudo or e-mail (MANUAL, addedBy kept); 404 unknown, 409 already there', async () => {
    const { owner, base } = await setup({ volunteersOpen: false });
    const user = await signedInUser(t);
    const added = (await owner.agent.post(`${base}/applications/manual`).send({ identifier: user.user.pseudo, acceptanceNote: 'Welcome back' }).expect(201)).body;
    expect(added).toMatchObject({ status: 'ACCEPTED', source: 'MANUAL', addedBy: owner.user.pseudo, acceptanceNote: 'Welcome back', user: { id: user.user.id } });
    expect((await owner.agent.post(`${base}/applications/manual`).send({ identifier: user.account.email }).expect(409)).body.code).toBe('ALREADY_APPLIED');
    const unknown = await owner.agent.post(`${base}/applications/manual`).send({ identifier: 'nobody-here@example.com' }).expect(404);
    expect(unknown.body.code).toBe('USER_NOT_FOUND');
    const other = await signedInUser(t);
    expect((await owner.agent.post(`${base}/applications/manual`).send({ identifier: other.account.email, status: 'PENDING' }).expect(201)).body).toMatchObject({ status: 'PENDING', decidedAt: null });
    await owner.agent.post(`${base}/applications/manual`).send({}).expect(400);
    await (await signedInUser(t)).agent.post(`${base}/applications/manual`).send({ identifier: other.user.pseudo }).expect(403);
    expect((await notificationsOf(user, 1))[0].titleKey).toBe('notifications.volunteers.acceptedWithNote.title');
  });

  it('corrects answers with the rules of the form and tells the volunteer which fields changed', async () => {
    const { owner, base, teams } = await setup();
    const v = await applicant(base, { ...GOOD, skills: 'Juggling' });
    await sql("update users set preferred_language = 'de' where id = ?", [v.user.id]);
    const path = `${base}/applications/${v.applicationId}`;
    const bad = await owner.agent.patch(path).send({ departureDateTime: '2027-05-13T10:00:00.000Z', allergySeverity: 'LIGHT' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['allergies', 'departureDateTime']);
    await owner.agent.patch(path).send({ dietaryPreference: 'SALAD' }).expect(400);
    // Organisers may name a team hidden from volunteers.
    const fixed = (await owner.agent.patch(path).send({ skills: 'Fire', teamPreferences: [teams.secret], arrivalDateTime: '2027-05-15T10:00:00.000Z' }).expect(200)).body;
    expect(fixed).toMatchObject({ skills: 'Fire', teamPreferences: [teams.secret], arrivalDateTime: '2027-05-15T10:00:00.000Z', motivation: 'I love juggling' });
    const [told] = await notificationsOf(v, 1);
    expect(told.titleKey).toBe('notifications.volunteers.corrected.title');
    expect(told.translationParams.fields).toBe('Bevorzugte Teams, Fähigkeiten, Ankunft');
    // Nothing changed: nothing told, seen once a later correction's notification is in (listeners run in the order of the requests).
    await owner.agent.patch(path).send({ skills: 'Fire' }).expect(200);
    await owner.agent.patch(path).send({ skills: 'Fire and diabolo' }).expect(200);
    const after = await notificationsOf(v, 2);
    expect(after).toHaveLength(2);
    expect(after.map((n) => n.translationParams.fields).sort()).toEqual(['Bevorzugte Teams, Fähigkeiten, Ankunft', 'Fähigkeiten']);
  });
});

describe('tools', () => {
  it('exports the matching applications as CSV with a BOM, every answer, teams and slots, escaped', async () => {
    const { owner, base, edition, teams } = await setup();
    const v = await applicant(base, { ...GOOD, skills: 'Juggling, "fire" and\nstilts', teamPreferences: [teams.bar], hasPets: true, petsDetails: '=cmd' });
    await applicant(base);
    await accept(owner, base, v.applicationId);
    await owner.agent.put(`${base}/applications/${v.applicationId}/teams`).send({ teams: [{ teamId: teams.kitchen, isLeader: true }] }).expect(200);
    const s = await slot(edition.id, teams.kitchen, 'Breakfast', '2027-05-15T06:00:00Z', '2027-05-15T09:00:00Z');
    await sql('insert into volunteer_assignments (time_slot_id, user_id) values (?, ?)', [s, v.user.id]);
    const res = await owner.agent.get(`${base}/applications/export.csv`).query({ status: 'ACCEPTED' }).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="volunteers-${edition.id}.csv"`);
    const text = res.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toContain('Pseudo');
    expect(lines[0]).toContain('Emergency contact');
    expect(text).toContain('"Juggling, ""fire"" and\nstilts"');
    expect(text).toContain("'=cmd");
    expect(text).toContain('Kitchen (leader)');
    expect(text).toContain('Breakfast [Kitchen] 2027-05-15T06:00:00.000Z – 2027-05-15T09:00:00.000Z');
    expect(text).toContain(',Bar,');
    expect(lines.filter(Boolean)).toHaveLength(2);
    // A bad filter is a JSON error with the field's message, not a CSV download.
    expectJsonError(await owner.agent.get(`${base}/applications/export.csv`).query({ status: 'MAYBE' }), 400, { status: ['Choose one of the proposed values.'] });
    expectJsonError(await owner.agent.get(`${base}/applications/export.csv`).query({ teamId: 'kitchen' }), 400, { teamId: ['This field must be a whole number.'] });
  });

  it('gives the printable sheet: names, teams and entry QR secrets of a selection', async () => {
    const { owner, base, teams } = await setup();
    const a = await applicant(base);
    await applicant(base);
    await accept(owner, base, a.applicationId);
    await owner.agent.put(`${base}/applications/${a.applicationId}/teams`).send({ teams: [{ teamId: teams.bar }] }).expect(200);
    const [token] = await sql<{ qr_token: string }>('select qr_token from edition_volunteer_applications where id = ?', [a.applicationId]);
    const sheet = (await owner.agent.get(`${base}/applications/badges`).query({ status: 'ACCEPTED' }).expect(200)).body;
    expect(sheet.items).toEqual([{ id: a.applicationId, pseudo: a.user.pseudo, nom: 'Martin', prenom: 'Camille', teams: ['Bar'], qrToken: token.qr_token }]);
    await (await signedInUser(t)).agent.get(`${base}/applications/badges`).expect(403);
  });

  it('lists the e-mails of a selection', async () => {
    const { owner, base } = await setup();
    const a = await applicant(base);
    const b = await applicant(base);
    await accept(owner, base, a.applicationId);
    expect((await owner.agent.get(`${base}/applications/emails`).query({ status: 'ACCEPTED' }).expect(200)).body.emails).toEqual([a.account.email]);
    expect(((await owner.agent.get(`${base}/applications/emails`).expect(200)).body.emails as string[]).sort()).toEqual([a.account.email, b.account.email].sort());
    await t.agent().get(`${base}/applications/emails`).expect(401);
    await (await signedInUser(t)).agent.get(`${base}/applications/emails`).expect(403);
  });
});
