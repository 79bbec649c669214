import { artistRow as artistRowOf, conventionWithEdition, showRow } from './support/artists';
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

const NOTES = 'SECRET-ORGANISER-NOTE: haggled hard, pay late';

/** An online edition (14-17 May 2030, in Lyon unless said) of a convention of its own, and its author. */
async function setup(name = 'CJ 2030', timeZone = 'Europe/Paris') {
  const owner = await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, { name, startDate: '2030-05-14', endDate: '2030-05-17', timeZone }, 'Jonglerie');
  return { owner, convention, edition, base: `/api/editions/${edition.id}/artist-space` };
}

/** A signed-in user made an artist of the edition (in the database, as the records feature would), with organiser notes. */
async function artistUser(editionId: number, columns: Record<string, unknown> = {}): Promise<Signed & { artistId: number }> {
  const user = await signedInUser(t);
  return { ...user, artistId: await artistRow(editionId, { user_id: user.user.id, organizer_notes: NOTES, ...columns }) };
}

const artistRow = (editionId: number, columns: Record<string, unknown>): Promise<number> => artistRowOf(t, editionId, columns);

const show = (editionId: number, title: string, start: string, artists: number[], extra: { duration?: number; location?: string; description?: string } = {}): Promise<number> =>
  showRow(t, editionId, { ...extra, title, start, artists });

async function storedRecord(artistId: number) {
  const [row] = await sql('select * from edition_artists where id = ?', [artistId]);
  return row!;
}

describe('the artist’s own space', () => {
  it('shows the artist their record (stay, food, money, travel with who is in charge), their shows with the other artists, their QR secret and the edition', async () => {
    const { edition, base } = await setup();
    const driver = await signedInUser(t, { prenom: 'Paul', nom: 'Navette' });
    const me = await artistUser(edition.id, {
      stage_name: 'Cie Zéphyr',
      arrival_date_time: '2030-05-14T09:30:00Z',
      departure_date_time: '2030-05-17T18:00:00Z',
      accommodation_autonomous: false,
      accommodation_proposal: 'A caravan',
      dietary_preference: 'VEGETARIAN',
      allergies: 'Peanuts',
      allergy_severity: 'SEVERE',
      payment: 45000,
      payment_paid: true,
      reimbursement_max: 12000,
      reimbursement_actual: 9850,
      reimbursement_actual_paid: false,
      invoice_requested: true,
      invoice_provided: false,
      fee_requested: true,
      fee_provided: true,
      pickup_required: true,
      pickup_location: 'Lyon Part-Dieu',
      pickup_responsible_id: driver.user.id,
      dropoff_required: true,
      dropoff_location: 'Airport',
    });
    const partner = await artistUser(edition.id, { stage_name: 'Lou' });
    const invited = await artistRow(edition.id, { invited_email: 'invited@example.com', stage_name: 'Duo Bleu', organizer_notes: NOTES });
    const fire = await show(edition.id, 'Fire', '2030-05-15T20:00:00Z', [me.artistId, partner.artistId, invited], { duration: 45, location: 'Big top', description: 'Bring earplugs' });
    const solo = await show(edition.id, 'Solo', '2030-05-15T10:00:00Z', [me.artistId]);
    await show(edition.id, 'Not mine', '2030-05-15T12:00:00Z', [partner.artistId]);
    const [{ qr_token: qr }] = await sql<{ qr_token: string }>('select qr_token from edition_artists where id = ?', [me.artistId]);

    const res = await me.agent.get(base).expect(200);
    expect(res.body).toEqual({
      id: me.artistId,
      name: 'Cie Zéphyr',
      stageName: 'Cie Zéphyr',
      edition: { id: edition.id, name: 'CJ 2030', conventionName: 'Jonglerie', startDate: '2030-05-14', endDate: '2030-05-17', currency: 'EUR', timeZone: 'Europe/Paris' },
      arrivalDateTime: '2030-05-14T09:30:00.000Z',
      departureDateTime: '2030-05-17T18:00:00.000Z',
      accommodationAutonomous: false,
      accommodationProposal: 'A caravan',
      dietaryPreference: 'VEGETARIAN',
      allergies: 'Peanuts',
      allergySeverity: 'SEVERE',
      payment: 45000,
      paymentPaid: true,
      reimbursementMax: 12000,
      reimbursementActual: 9850,
      reimbursementActualPaid: false,
      invoiceRequested: true,
      invoiceProvided: false,
      feeRequested: true,
      feeProvided: true,
      pickupRequired: true,
      pickupLocation: 'Lyon Part-Dieu',
      pickupResponsibleName: 'Paul Navette',
      dropoffRequired: true,
      dropoffLocation: 'Airport',
      dropoffResponsibleName: null,
      qrToken: qr,
      entryValidated: false,
      shows: [
        { id: solo, title: 'Solo', description: null, startDateTime: '2030-05-15T10:00:00.000Z', endDateTime: '2030-05-15T11:00:00.000Z', duration: 60, location: null, otherArtists: [] },
        { id: fire, title: 'Fire', description: 'Bring earplugs', startDateTime: '2030-05-15T20:00:00.000Z', endDateTime: '2030-05-15T20:45:00.000Z', duration: 45, location: 'Big top', otherArtists: ['Duo Bleu', 'Lou'] },
      ],
    });
    // Of the other artists, their names only.
    for (const secret of [partner.account.email, 'invited@example.com', driver.account.email, NOTES]) expect(res.text).not.toContain(secret);
  });

  it('never lets the organisers’ notes reach the artist: not in any answer an artist gets', async () => {
    const { owner, edition, base } = await setup();
    const me = await artistUser(edition.id, { stage_name: 'Cie Zéphyr' });
    const s = await show(edition.id, 'Fire', '2030-05-15T20:00:00Z', [me.artistId]);
    // The organisers' notes, as their screens would write them.
    await sql('update edition_artists set organizer_notes = ? where edition_id = ?', [NOTES, edition.id]);
    await me.agent.put(`/api/editions/${edition.id}/programme/${s}/favorite`).expect(204);
    const feed = (await me.agent.post('/api/shows/calendar-feed').expect(200)).body.calendarUrl as string;
    const answers = [
      await me.agent.get(base).expect(200),
      await me.agent.patch(base).send({ allergies: 'None' }).expect(200),
      await me.agent.patch(base).send({ departureDateTime: '2001-01-01T00:00:00Z', arrivalDateTime: '2030-01-01T00:00:00Z' }).expect(400),
      await me.agent.get('/api/artists/mine').expect(200),
      await me.agent.get(`/api/editions/${edition.id}/programme`).expect(200),
      await me.agent.get('/api/shows/favorites').expect(200),
      await me.agent.get(`/api/editions/${edition.id}`).expect(200),
      await me.agent.get(`/api/editions/${edition.id}/permissions`).expect(200),
      await t.agent().get(new URL(feed).pathname).expect(200),
    ];
    for (const res of answers) {
      expect(res.text).not.toContain('SECRET-ORGANISER-NOTE');
      expect(res.text).not.toContain('organizerNotes');
    }
    // The notes are still there, for the organisers.
    expect((await storedRecord(me.artistId)).organizer_notes).toBe(NOTES);
    expect(owner).toBeDefined();
  });

  it('refuses anonymous callers (401), strangers, organisers who are not artists of it and another edition’s artists (403), unknown editions (404)', async () => {
    const { owner, convention, edition, base } = await setup();
    const other = await setup('Elsewhere 2030');
    const elsewhere = await artistUser(other.edition.id, { stage_name: 'Elsewhere' });
    const manager = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: manager.account.pseudo, title: 'Artists', rights: { canManageArtists: true } }).expect(201);
    await t.agent().get(base).expect(401);
    await t.agent().patch(base).send({ allergies: 'x' }).expect(401);
    for (const who of [await signedInUser(t), owner, manager, elsewhere]) {
      await who.agent.get(base).expect(403);
      await who.agent.patch(base).send({ allergies: 'x' }).expect(403);
    }
    await elsewhere.agent.get('/api/editions/99999999/artist-space').expect(404);
    await elsewhere.agent.get('/api/editions/abc/artist-space').expect(404);
    // Offline, the edition is hidden from strangers and other editions' artists; its own artists keep their space.
    const me = await artistUser(edition.id);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await elsewhere.agent.get(base).expect(404);
    await owner.agent.get(base).expect(403);
    expect((await me.agent.get(base).expect(200)).body.edition.id).toBe(edition.id);
    await me.agent.patch(base).send({ allergies: 'Pollen' }).expect(200);
  });

  it('carries the edition’s time zone, the clocks its stay and shows are read on, and follows its change', async () => {
    const { owner, edition, base } = await setup('CJ 2030', 'UTC');
    const me = await artistUser(edition.id);
    expect((await me.agent.get(base).expect(200)).body.edition.timeZone).toBe('UTC');
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone: 'Europe/Paris' }).expect(200);
    expect((await me.agent.get(base).expect(200)).body.edition.timeZone).toBe('Europe/Paris');
  });

  it('answers in a constant number of queries, whatever the number of shows and artists', async () => {
    const { edition, base } = await setup();
    const me = await artistUser(edition.id, { stage_name: 'Me' });
    await show(edition.id, 'First', '2030-05-15T10:00:00Z', [me.artistId]);
    // Measured warm (the session is remembered once read).
    await me.agent.get(base).expect(200);
    const few = await statementsDuring(t, () => me.agent.get(base).expect(200));
    for (let i = 0; i < 6; i++) {
      const partner = await artistRow(edition.id, { invited_email: `p${i}@example.com`, stage_name: `P${i}` });
      await show(edition.id, `Show ${i}`, `2030-05-16T1${i}:00:00Z`, [me.artistId, partner]);
    }
    let shows: unknown[] = [];
    expect(await statementsDuring(t, async () => (shows = (await me.agent.get(base).expect(200)).body.shows))).toBe(few);
    expect(shows).toHaveLength(7);
    // The caller's rights on the edition, the record, the shows.
    expect(few).toBe(3);
  });
});

describe('what the artist changes themselves', () => {
  it('changes their stay, food, accommodation and whether they sent their invoice; null or empty clears', async () => {
    const { edition, base } = await setup();
    const me = await artistUser(edition.id, { allergies: 'Peanuts', allergy_severity: 'LIGHT', payment: 30000 });
    const res = await me.agent
      .patch(base)
      .send({
        arrivalDateTime: '2030-05-14T11:00:00+02:00',
        departureDateTime: '2030-05-17T20:00:00.000Z',
        dietaryPreference: 'VEGAN',
        allergies: '  Gluten  ',
        allergySeverity: 'CRITICAL',
        accommodationAutonomous: true,
        accommodationProposal: 'I bring my tent',
        invoiceProvided: true,
      })
      .expect(200);
    expect(res.body).toMatchObject({
      arrivalDateTime: '2030-05-14T09:00:00.000Z',
      departureDateTime: '2030-05-17T20:00:00.000Z',
      dietaryPreference: 'VEGAN',
      allergies: 'Gluten',
      allergySeverity: 'CRITICAL',
      accommodationAutonomous: true,
      accommodationProposal: 'I bring my tent',
      invoiceProvided: true,
      payment: 30000,
    });
    expect((await me.agent.get(base).expect(200)).body).toEqual(res.body);
    const cleared = (await me.agent.patch(base).send({ allergies: '', allergySeverity: null, dietaryPreference: null, accommodationProposal: null, departureDateTime: null }).expect(200)).body;
    expect(cleared).toMatchObject({ allergies: null, allergySeverity: null, dietaryPreference: null, accommodationProposal: null, departureDateTime: null, arrivalDateTime: '2030-05-14T09:00:00.000Z' });
    // Nothing given, nothing changed.
    expect((await me.agent.patch(base).send({}).expect(200)).body).toEqual(cleared);
  });

  it('refuses any other field (the organisers’ notes, money, travel, entry, name) with 400 and writes nothing', async () => {
    const { edition, base } = await setup();
    const me = await artistUser(edition.id, { stage_name: 'Cie Zéphyr', payment: 30000 });
    const before = await storedRecord(me.artistId);
    const forbidden: Record<string, unknown> = {
      organizerNotes: 'I am great',
      payment: 99999,
      paymentPaid: true,
      reimbursementMax: 1,
      reimbursementActual: 1,
      reimbursementActualPaid: true,
      invoiceRequested: false,
      feeRequested: false,
      feeProvided: true,
      pickupRequired: true,
      pickupLocation: 'Home',
      pickupResponsibleId: me.user.id,
      dropoffLocation: 'Home',
      entryValidated: true,
      qrToken: 'a'.repeat(48),
      stageName: 'Renamed',
      userId: 1,
      editionId: 1,
      id: 1,
    };
    for (const [field, value] of Object.entries(forbidden)) {
      const res = await me.agent.patch(base).send({ allergies: 'Changed', [field]: value }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      expect(res.body.errors[field]).toEqual(['This field is not expected.']);
    }
    expect(await storedRecord(me.artistId)).toEqual(before);
  });

  it('refuses a departure before the arrival, given together or against the stored one, on the departure field', async () => {
    const { edition, base } = await setup();
    const me = await artistUser(edition.id, { arrival_date_time: '2030-05-14T10:00:00Z', departure_date_time: '2030-05-16T10:00:00Z' });
    const before = await storedRecord(me.artistId);
    const refused = async (body: Record<string, unknown>) => {
      const res = await me.agent.patch(base).send(body).expect(400);
      expect(res.body.errors).toEqual({ departureDateTime: ['The departure cannot be before the arrival.'] });
    };
    await refused({ arrivalDateTime: '2030-05-15T10:00:00Z', departureDateTime: '2030-05-15T09:00:00Z' });
    await refused({ departureDateTime: '2030-05-14T09:59:00Z' });
    await refused({ arrivalDateTime: '2030-05-16T10:00:01Z' });
    expect(await storedRecord(me.artistId)).toEqual(before);
    // Equal is allowed, as is moving both.
    await me.agent.patch(base).send({ departureDateTime: '2030-05-14T10:00:00Z' }).expect(200);
    await me.agent.patch(base).send({ arrivalDateTime: '2030-05-18T10:00:00Z', departureDateTime: '2030-05-19T10:00:00Z' }).expect(200);
    // In the reader's language.
    const fr = await me.agent.patch(base).set('Accept-Language', 'fr').send({ departureDateTime: '2030-05-17T10:00:00Z' }).expect(400);
    expect(fr.body.errors.departureDateTime).toBeDefined();
  });

  it('validates each field: dates, the diet and severity lists, texts’ lengths, true or false', async () => {
    const { edition, base } = await setup();
    const me = await artistUser(edition.id);
    const before = await storedRecord(me.artistId);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await me.agent.patch(base).send(body).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    };
    await bad({ arrivalDateTime: 'tomorrow' }, 'arrivalDateTime');
    await bad({ departureDateTime: '2030-05-17' }, 'departureDateTime');
    await bad({ dietaryPreference: 'CARNIVORE' }, 'dietaryPreference');
    await bad({ allergySeverity: 'HUGE' }, 'allergySeverity');
    await bad({ allergies: 'x'.repeat(1001) }, 'allergies');
    await bad({ accommodationProposal: 'x'.repeat(2001) }, 'accommodationProposal');
    await bad({ accommodationAutonomous: 'yes' }, 'accommodationAutonomous');
    await bad({ invoiceProvided: null }, 'invoiceProvided');
    expect(await storedRecord(me.artistId)).toEqual(before);
  });
});

describe('the caller’s artist records', () => {
  it('lists the editions where the caller is an artist, newest first, with how many shows they perform in', async () => {
    const a = await setup('Older 2029');
    await sql(`update editions set start_date = '2029-05-14', end_date = '2029-05-17' where id = ?`, [a.edition.id]);
    const b = await setup('Newer 2030');
    const me = await signedInUser(t);
    const older = await artistRow(a.edition.id, { user_id: me.user.id, organizer_notes: NOTES });
    const newer = await artistRow(b.edition.id, { user_id: me.user.id });
    await show(b.edition.id, 'One', '2030-05-15T10:00:00Z', [newer]);
    await show(b.edition.id, 'Two', '2030-05-15T12:00:00Z', [newer]);
    // An offline edition stays in the list: the artist keeps their space there.
    await a.owner.agent.patch(`/api/editions/${a.edition.id}`).send({ isOnline: false }).expect(200);
    const res = await me.agent.get('/api/artists/mine').expect(200);
    expect(res.body.items).toEqual([
      { id: newer, edition: { id: b.edition.id, name: 'Newer 2030', conventionName: 'Jonglerie', startDate: '2030-05-14', endDate: '2030-05-17' }, showCount: 2 },
      { id: older, edition: { id: a.edition.id, name: 'Older 2029', conventionName: 'Jonglerie', startDate: '2029-05-14', endDate: '2029-05-17' }, showCount: 0 },
    ]);
    expect(res.text).not.toContain('SECRET-ORGANISER-NOTE');
    expect((await (await signedInUser(t)).agent.get('/api/artists/mine').expect(200)).body.items).toEqual([]);
    await t.agent().get('/api/artists/mine').expect(401);
  });

  it('the edition’s permissions tell an artist they have an artist space there', async () => {
    const { edition } = await setup();
    const me = await artistUser(edition.id);
    expect((await me.agent.get(`/api/editions/${edition.id}/permissions`).expect(200)).body.artistSpace).toBe(true);
    expect((await (await signedInUser(t)).agent.get(`/api/editions/${edition.id}/permissions`).expect(200)).body.artistSpace).toBe(false);
  });
});
