import { conventionWithEdition } from './support/artists';
import { expectJsonError } from './support/error-answer';
import { statementsDuring } from './support/statements';
import { createTestApp, signedInUser, verificationCode, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Note = { titleKey: string; translationParams: Record<string, string>; category: string; actionUrl: string; title: string };

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.em().getConnection().execute<T[]>(text, params);

let seq = 0;
const unique = () => `${process.pid}${++seq}`;

/** A convention of a new owner with one online edition. */
async function setup(name = 'Jongle Fest 2027') {
  const owner = await signedInUser(t, { prenom: 'Odile', nom: 'Owner' });
  const { convention, edition } = await conventionWithEdition(owner, { name, startDate: '2027-05-14', endDate: '2027-05-17' });
  return { owner, convention, edition, base: `/api/editions/${edition.id}/artists` };
}

/** A collaborator of the convention with these convention-wide rights; answers them and their collaborator id. */
async function collaborator(owner: Signed, conventionId: number, rights: Record<string, boolean>, input: Parameters<typeof signedInUser>[1] = {}) {
  const member = await signedInUser(t, input);
  const added = (await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: member.user.pseudo, rights }).expect(201)).body as { id: number };
  return { member, collaboratorId: added.id };
}

/** Waits for the records' notifications the listener sends after the commit. */
async function notesOf(user: Signed, count: number): Promise<Note[]> {
  for (let i = 0; i < 60; i++) {
    const res = await user.agent.get('/api/notifications').expect(200);
    const list = (res.body.notifications as Note[]).filter((n) => n.titleKey?.startsWith('notifications.artists.records.'));
    if (list.length >= count) return list;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} artist notifications`);
}

/**
 * The records' notifications of a user right now, with no wait: call it once a LATER request's
 * notification is in (awaited with `notesOf`). A request's listeners run after its commit, in the
 * order of the requests, on one process: had an earlier request told this user, it would be in.
 */
async function notesIn(user: Signed): Promise<Note[]> {
  const res = await user.agent.get('/api/notifications').expect(200);
  return (res.body.notifications as Note[]).filter((n) => n.titleKey?.startsWith('notifications.artists.records.'));
}

const add = (owner: Signed, base: string, body: Json) => owner.agent.post(base).send(body);
const fieldErrors = (res: { body: Json }) => (res.body.errors ?? {}) as Record<string, string[]>;
const queries = (agent: Signed['agent'], url: string): Promise<number> => statementsDuring(t, () => agent.get(url).expect(200));

describe('who may manage the artists', () => {
  it('refuses anonymous callers (401), strangers and collaborators without the right (403), and answers the author, the convention-wide and the per-edition right', async () => {
    const { owner, convention, edition, base } = await setup();
    const artist = await signedInUser(t);
    const created = (await add(owner, base, { identifier: artist.user.pseudo }).expect(201)).body as Json;
    const stranger = await signedInUser(t);
    const { member: helper } = await collaborator(owner, convention.id, { canManageVolunteers: true, canEditAllEditions: true });
    const { member: manager } = await collaborator(owner, convention.id, { canManageArtists: true });
    const { member: perEdition, collaboratorId } = await collaborator(owner, convention.id, {});
    await owner.agent.put(`/api/conventions/${convention.id}/collaborators/${collaboratorId}/editions/${edition.id}`).send({ canManageArtists: true }).expect(200);

    const reads = [base, `${base}.csv`, `${base}/responsibles`, `${base}/${created.id}`];
    for (const url of reads) {
      await t.agent().get(url).expect(401);
      await stranger.agent.get(url).expect(403);
      await helper.agent.get(url).expect(403);
      // The artist themselves manages nothing (their space is elsewhere).
      await artist.agent.get(url).expect(403);
      await owner.agent.get(url).expect(200);
      await manager.agent.get(url).expect(200);
      await perEdition.agent.get(url).expect(200);
    }
    const other = await signedInUser(t);
    await t.agent().post(base).send({ identifier: other.user.pseudo }).expect(401);
    await stranger.agent.post(base).send({ identifier: other.user.pseudo }).expect(403);
    await helper.agent.post(base).send({ identifier: other.user.pseudo }).expect(403);
    await perEdition.agent.post(base).send({ identifier: other.user.pseudo }).expect(201);
    for (const agent of [stranger.agent, helper.agent]) {
      await agent.patch(`${base}/${created.id}`).send({ organizerNotes: 'x' }).expect(403);
      await agent.delete(`${base}/${created.id}`).expect(403);
    }
    await t.agent().patch(`${base}/${created.id}`).send({ organizerNotes: 'x' }).expect(401);
    await t.agent().delete(`${base}/${created.id}`).expect(401);
    await manager.agent.patch(`${base}/${created.id}`).send({ organizerNotes: 'by the manager' }).expect(200);
    await perEdition.agent.patch(`${base}/${created.id}`).send({ organizerNotes: 'by the per-edition manager' }).expect(200);

    // The per-edition right covers that edition only.
    const second = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Second', startDate: '2027-08-01', endDate: '2027-08-02' }).expect(201)).body as { id: number };
    await perEdition.agent.get(`/api/editions/${second.id}/artists`).expect(403);
    await manager.agent.get(`/api/editions/${second.id}/artists`).expect(200);
  });

  it('answers 404 for another edition’s artist, an unknown id or a malformed one, and an unknown edition', async () => {
    const a = await setup();
    const b = await setup();
    const artist = await signedInUser(t);
    const theirs = (await add(b.owner, b.base, { identifier: artist.user.pseudo }).expect(201)).body as Json;
    for (const call of [
      () => a.owner.agent.get(`${a.base}/${theirs.id}`),
      () => a.owner.agent.patch(`${a.base}/${theirs.id}`).send({ organizerNotes: 'mine now' }),
      () => a.owner.agent.delete(`${a.base}/${theirs.id}`),
      () => a.owner.agent.get(`${a.base}/999999999`),
      () => a.owner.agent.get(`${a.base}/0`),
      () => a.owner.agent.get(`${a.base}/12abc`),
      () => a.owner.agent.get(`${a.base}/-3`),
    ]) {
      expect((await call().expect(404)).body.code).toBe('ARTIST_NOT_FOUND');
    }
    await a.owner.agent.get('/api/editions/987654321/artists').expect(404);
    // Nothing of B's artist changed.
    const [row] = await sql<{ organizer_notes: string | null }>('select organizer_notes from edition_artists where id = ?', [theirs.id]);
    expect(row.organizer_notes).toBeNull();
  });
});

describe('adding an artist', () => {
  it('links an existing user found by pseudo or e-mail in any case, tells them, and refuses them twice (409)', async () => {
    const { owner, edition, base } = await setup('Circus Days 2027');
    const byPseudo = await signedInUser(t, { pseudo: `Juggler_${unique()}` });
    const byEmail = await signedInUser(t, { email: `clown.${unique()}@example.org` });
    const one = (await add(owner, base, { identifier: byPseudo.user.pseudo.toUpperCase() }).expect(201)).body as Json;
    expect(one).toMatchObject({ name: byPseudo.user.pseudo, stageName: null, invitationPending: false, invitedEmail: null, user: { id: byPseudo.user.id, pseudo: byPseudo.user.pseudo, email: byPseudo.user.email } });
    expect(one.addedBy).toMatchObject({ id: owner.user.id });
    const two = (await add(owner, base, { identifier: `  ${byEmail.account.email.toUpperCase()} `, stageName: '  Bibi la Clown ' }).expect(201)).body as Json;
    expect(two).toMatchObject({ name: 'Bibi la Clown', stageName: 'Bibi la Clown', user: { id: byEmail.user.id } });

    const [note] = await notesOf(byPseudo, 1);
    expect(note).toMatchObject({ titleKey: 'notifications.artists.records.added.title', category: 'artist', actionUrl: `/editions/${edition.id}/artist-space`, translationParams: { edition: 'Circus Days 2027' } });
    expect(note.title).toContain('Circus Days 2027');

    const again = await add(owner, base, { identifier: byPseudo.account.email }).expect(409);
    expect(again.body.code).toBe('ALREADY_ARTIST');
    await add(owner, base, { identifier: byEmail.user.pseudo.toLowerCase() }).expect(409);
    expect((await owner.agent.get(base).expect(200)).body.total).toBe(2);
  });

  it('answers 400 by field: an unknown pseudo, an invitation without stage name, a malformed e-mail, a missing or too long identifier', async () => {
    const { owner, base } = await setup();
    expect(fieldErrors(await add(owner, base, { identifier: 'nobody_has_this_pseudo' }).expect(400)).identifier).toBeDefined();
    expect(fieldErrors(await add(owner, base, { identifier: `new.${unique()}@example.org` }).expect(400)).stageName).toBeDefined();
    expect(fieldErrors(await add(owner, base, { identifier: `new.${unique()}@example.org`, stageName: '   ' }).expect(400)).stageName).toBeDefined();
    expect(fieldErrors(await add(owner, base, { identifier: 'not@an@email', stageName: 'X' }).expect(400)).identifier).toBeDefined();
    expect(fieldErrors(await add(owner, base, {}).expect(400)).identifier).toBeDefined();
    expect(fieldErrors(await add(owner, base, { identifier: `${'a'.repeat(250)}@example.org`, stageName: 'X' }).expect(400)).identifier).toBeDefined();
    expect(fieldErrors(await add(owner, base, { identifier: 'someone@example.org', stageName: 'x'.repeat(101) }).expect(400)).stageName).toBeDefined();
    const [{ count }] = await sql<{ count: string }>('select count(*) from edition_artists ea join editions e on e.id = ea.edition_id where e.id = ?', [Number(base.split('/')[3])]);
    expect(Number(count)).toBe(0);
  });

  it('invites an e-mail nobody uses: a record waiting on it, a mail in the organiser’s language linking to the registration with that address; the same address twice is a 409', async () => {
    const { owner, edition, base } = await setup('Fire Nights 2027');
    await owner.agent.patch('/api/profile').send({ preferredLanguage: 'fr' }).expect(200);
    const email = `invited.${unique()}@example.org`;
    const created = (await add(owner, base, { identifier: email.replace('invited', 'INVITED'), stageName: 'Flamme' }).expect(201)).body as Json;
    expect(created).toMatchObject({ name: 'Flamme', stageName: 'Flamme', user: null, invitedEmail: email, invitationPending: true });
    const mails = t.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Vous êtes invité·e comme artiste à Fire Nights 2027');
    expect(mails[0].text).toContain('Odile Owner');
    expect(mails[0].text).toContain('Flamme');
    expect(mails[0].text).toContain(`/register?email=${encodeURIComponent(email)}`);
    expect(mails[0].text).toContain(`/editions/${edition.id}/artist-space`);
    const again = await add(owner, base, { identifier: email.toUpperCase(), stageName: 'Autre' }).expect(409);
    expect(again.body.code).toBe('ALREADY_ARTIST');
    expect(t.mailsTo(email)).toHaveLength(1);
  });

  it('adds a person once when organisers add them in parallel (one 201, the others 409), by account and by invitation', async () => {
    const { owner, convention, base } = await setup();
    const { member } = await collaborator(owner, convention.id, { canManageArtists: true });
    const artist = await signedInUser(t);
    const byAccount = await Promise.all(Array.from({ length: 6 }, (_, i) => add(i % 2 ? member : owner, base, { identifier: i % 3 ? artist.user.pseudo : artist.account.email })));
    expect(byAccount.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const email = `race.${unique()}@example.org`;
    const byInvitation = await Promise.all(Array.from({ length: 6 }, (_, i) => add(i % 2 ? member : owner, base, { identifier: i % 2 ? email : email.toUpperCase(), stageName: `Racer ${i}` })));
    expect(byInvitation.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await sql<{ user_id: number | null; invited_email: string | null }>('select user_id, invited_email from edition_artists where edition_id = ?', [Number(base.split('/')[3])]);
    expect(rows).toHaveLength(2);
  });
});

describe('an invitation claimed', () => {
  it('becomes the account’s when it verifies the address (any case), on every edition inviting it, with the artist notification for each', async () => {
    const a = await setup('Claim One 2027');
    const b = await setup('Claim Two 2027');
    const c = await setup('Claim Three 2027');
    const email = `newcomer.${unique()}@example.org`;
    const first = (await add(a.owner, a.base, { identifier: email, stageName: 'Nova' }).expect(201)).body as Json;
    const second = (await add(b.owner, b.base, { identifier: email.toUpperCase(), stageName: 'Nova' }).expect(201)).body as Json;
    const third = (await add(c.owner, c.base, { identifier: email, stageName: 'Nova' }).expect(201)).body as Json;

    // Registering is not enough: the address is not proven yet.
    const agent = t.agent();
    const account = { email: email.replace('newcomer', 'NewComer'), password: 'correct horse battery', pseudo: `nova_${unique()}`, nom: 'Star', prenom: 'Nova' };
    await agent.post('/api/auth/register').send(account).expect(201);
    const registered = (await sql<{ id: number }>('select id from users where email = ?', [email]))[0];
    // Edition C already has them as an artist (made in the database): its invitation stays as it is.
    await sql(`insert into edition_artists (edition_id, user_id, qr_token) values (?, ?, md5(random()::text) || md5(random()::text))`, [Number(c.base.split('/')[3]), registered.id]);
    expect((await a.owner.agent.get(`${a.base}/${first.id}`).expect(200)).body.invitationPending).toBe(true);

    const verified = await agent.post('/api/auth/verify-email').send({ email: account.email, code: verificationCode(t, email) }).expect(200);
    const userId = verified.body.user.id as number;
    const signed = { agent } as Signed;
    const notes = await notesOf(signed, 2);
    expect(notes.map((n) => n.actionUrl).sort()).toEqual([`/editions/${Number(a.base.split('/')[3])}/artist-space`, `/editions/${Number(b.base.split('/')[3])}/artist-space`].sort());
    expect(notes.map((n) => n.translationParams.edition).sort()).toEqual(['Claim One 2027', 'Claim Two 2027']);

    for (const [x, record] of [
      [a, first],
      [b, second],
    ] as const) {
      const now = (await x.owner.agent.get(`${x.base}/${record.id}`).expect(200)).body as Json;
      expect(now).toMatchObject({ invitationPending: false, invitedEmail: null, stageName: 'Nova', name: 'Nova', user: { id: userId, email } });
    }
    const kept = (await c.owner.agent.get(`${c.base}/${third.id}`).expect(200)).body as Json;
    expect(kept).toMatchObject({ invitationPending: true, invitedEmail: email });
    // Once theirs, they are an artist of the edition: the edition's permissions say so.
    expect((await agent.get(`/api/editions/${Number(a.base.split('/')[3])}/permissions`).expect(200)).body.artistSpace).toBe(true);
    // Edition C told them nothing: once a later addition's notification is in, the two claims' are all there is besides.
    const d = await setup('Claim Four 2027');
    await add(d.owner, d.base, { identifier: account.pseudo }).expect(201);
    await notesOf(signed, 3);
    expect((await notesIn(signed)).map((n) => n.translationParams.edition).sort()).toEqual(['Claim Four 2027', 'Claim One 2027', 'Claim Two 2027']);
  });

  it('is claimed too when a password reset first verifies the address', async () => {
    const { owner, base } = await setup('Reset Fest 2027');
    const email = `resetter.${unique()}@example.org`;
    const record = (await add(owner, base, { identifier: email, stageName: 'Phoenix' }).expect(201)).body as Json;
    await t.agent().post('/api/auth/register').send({ email, password: 'correct horse battery', pseudo: `phoenix_${unique()}`, nom: 'Bird', prenom: 'Fire' }).expect(201);
    await t.agent().post('/api/auth/forgot-password').send({ email }).expect(204);
    const mail = t.mailsTo(email).find((m) => /reset-password\?token=/.test(m.text))!;
    const token = /reset-password\?token=([0-9a-f]{64})/.exec(mail.text)![1];
    await t.agent().post('/api/auth/reset-password').send({ token, password: 'a brand new secret' }).expect(204);
    for (let i = 0; i < 60; i++) {
      const now = (await owner.agent.get(`${base}/${record.id}`).expect(200)).body as Json;
      if (!now.invitationPending) {
        expect(now.user.email).toBe(email);
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the invitation was not claimed');
  });
});

/** An edition with artists of every kind, for the list. */
async function listFixture() {
  const f = await setup();
  const id = Number(f.base.split('/')[3]);
  const people = await Promise.all(['Zora', 'Yann', 'Xavi', 'Wanda'].map((p) => signedInUser(t, { pseudo: `${p}_${unique()}`, prenom: p, nom: 'Acrobat' })));
  const [zora, yann, xavi, wanda] = await Promise.all(people.map((p) => add(f.owner, f.base, { identifier: p.user.pseudo }).expect(201).then((r) => r.body as Json)));
  const invited = (await add(f.owner, f.base, { identifier: `guest.${unique()}@example.org`, stageName: 'Mystery Guest' }).expect(201)).body as Json;
  // Zora: fee 500.00 paid, arrived, pickup, autonomous. Yann: fee 300.00 unpaid, reimbursement 80.00 of max 100.00 paid.
  // Xavi: no money, drop-off. Wanda: fee 200.00 paid, reimbursement 45.50 unpaid. The guest: nothing.
  await f.owner.agent.patch(`${f.base}/${zora.id}`).send({ payment: 50000, paymentPaid: true, entryValidated: true, pickupRequired: true, pickupLocation: 'Station', arrivalDateTime: '2027-05-14T09:00:00.000Z', accommodationAutonomous: true }).expect(200);
  await f.owner.agent.patch(`${f.base}/${yann.id}`).send({ payment: 30000, reimbursementMax: 10000, reimbursementActual: 8000, reimbursementActualPaid: true }).expect(200);
  await f.owner.agent.patch(`${f.base}/${xavi.id}`).send({ dropoffRequired: true, dropoffLocation: 'Airport', departureDateTime: '2027-05-17T18:00:00.000Z' }).expect(200);
  await f.owner.agent.patch(`${f.base}/${wanda.id}`).send({ payment: 20000, paymentPaid: true, reimbursementActual: 4550, stageName: 'Wanda Wonder' }).expect(200);
  return { ...f, id, people, zora, yann, xavi, wanda, invited };
}

describe('the list', () => {
  it('lists by name with counts and money totals across all the edition’s artists', async () => {
    const f = await listFixture();
    const res = (await f.owner.agent.get(f.base).expect(200)).body as Json;
    expect(res.total).toBe(5);
    expect(res.items.map((i: Json) => i.name)).toEqual(['Mystery Guest', 'Wanda Wonder', f.people[2].user.pseudo, f.people[1].user.pseudo, f.people[0].user.pseudo]);
    expect(res.counts).toEqual({ all: 5, arrived: 1, pickups: 2, accommodation: 4, unpaid: 2, invitations: 1 });
    expect(res.totals).toEqual({ fees: 100000, feesPaid: 70000, reimbursementsMax: 10000, reimbursementsActual: 12550, reimbursed: 8000, stillToPay: 30000 + 4550 });
    const zora = res.items.find((i: Json) => i.id === f.zora.id);
    expect(zora).toMatchObject({ entryValidated: true, paymentState: 'paid', stillToPay: 0, pickupRequired: true, pickupLocation: 'Station', accommodationAutonomous: true, invitationPending: false });
    expect(zora.user).toMatchObject({ pseudo: f.people[0].user.pseudo, prenom: 'Zora', nom: 'Acrobat', email: f.people[0].account.email });
    const guest = res.items.find((i: Json) => i.id === f.invited.id);
    expect(guest).toMatchObject({ invitationPending: true, user: null, invitedEmail: f.invited.invitedEmail, paymentState: 'none' });
    expect(res.items.find((i: Json) => i.id === f.yann.id)).toMatchObject({ paymentState: 'unpaid', stillToPay: 30000 });
    // Organiser notes are in the record, not in the list.
    expect(JSON.stringify(res)).not.toContain('organizerNotes');
  });

  it('filters by search, arrival, payment, pickup and accommodation, and pages; counts and totals stay the edition’s', async () => {
    const f = await listFixture();
    const names = async (query: Record<string, string>) => {
      const body = (await f.owner.agent.get(f.base).query(query).expect(200)).body as Json;
      expect(body.counts.all).toBe(5);
      return (body.items as Json[]).map((i) => i.id).sort();
    };
    const ids = (...records: Json[]) => records.map((r) => r.id).sort();
    expect(await names({ search: 'wonder' })).toEqual(ids(f.wanda));
    expect(await names({ search: 'zora acrobat' })).toEqual(ids(f.zora));
    expect(await names({ search: f.people[1].account.email.toUpperCase() })).toEqual(ids(f.yann));
    expect(await names({ search: 'guest.' })).toEqual(ids(f.invited));
    expect(await names({ search: 'mystery' })).toEqual(ids(f.invited));
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ arrived: 'true' })).toEqual(ids(f.zora));
    expect(await names({ arrived: 'false' })).toEqual(ids(f.yann, f.xavi, f.wanda, f.invited));
    expect(await names({ payment: 'paid' })).toEqual(ids(f.zora));
    expect(await names({ payment: 'unpaid' })).toEqual(ids(f.yann, f.wanda));
    expect(await names({ payment: 'none' })).toEqual(ids(f.xavi, f.invited));
    expect(await names({ pickup: 'true' })).toEqual(ids(f.zora, f.xavi));
    expect(await names({ pickup: 'false' })).toEqual(ids(f.yann, f.wanda, f.invited));
    expect(await names({ accommodation: 'autonomous' })).toEqual(ids(f.zora));
    expect(await names({ accommodation: 'needed' })).toEqual(ids(f.yann, f.xavi, f.wanda, f.invited));
    expect(await names({ payment: 'unpaid', search: 'acrobat' })).toEqual(ids(f.yann, f.wanda));

    const page2 = (await f.owner.agent.get(f.base).query({ pageSize: '2', page: '2' }).expect(200)).body as Json;
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((i: Json) => i.name)).toEqual([f.people[2].user.pseudo, f.people[1].user.pseudo]);
    const past = (await f.owner.agent.get(f.base).query({ pageSize: '2', page: '9' }).expect(200)).body as Json;
    expect(past).toMatchObject({ total: 5, items: [] });
    const filteredPast = (await f.owner.agent.get(f.base).query({ pageSize: '1', page: '3', payment: 'unpaid' }).expect(200)).body as Json;
    expect(filteredPast).toMatchObject({ total: 2, items: [] });
  });

  it('answers 400 for malformed filters and pages', async () => {
    const f = await setup();
    for (const query of [{ arrived: 'yes' }, { payment: 'partly' }, { pickup: '1' }, { accommodation: 'tent' }, { page: '0' }, { pageSize: '101' }, { pageSize: 'ten' }, { search: 'x'.repeat(101) }]) {
      await f.owner.agent.get(f.base).query(query).expect(400);
      // The export takes the filters, not pages.
      await f.owner.agent.get(`${f.base}.csv`).query(query).expect(400);
    }
  });

  it('costs the same few statements whatever the page size and the number of artists', async () => {
    const f = await listFixture();
    await f.owner.agent.get(f.base).expect(200); // the session is read once, then remembered
    const small = await queries(f.owner.agent, `${f.base}?pageSize=1`);
    for (let i = 0; i < 12; i++) {
      const user = await signedInUser(t);
      await sql(`insert into edition_artists (edition_id, user_id, payment, pickup_responsible_id, qr_token) values (?, ?, 1000, ?, md5(random()::text) || md5(random()::text))`, [f.id, user.user.id, f.owner.user.id]);
    }
    await f.owner.agent.get(f.base).expect(200); // new accounts made the sessions be read again once
    const large = await queries(f.owner.agent, `${f.base}?pageSize=50&payment=unpaid&search=a`);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(4);
  });
});

describe('one record', () => {
  it('shows every field, the organisers’ notes and the names of the people in charge', async () => {
    const f = await listFixture();
    const { member } = await collaborator(f.owner, f.convention.id, {}, { prenom: 'Paul', nom: 'Pilot' });
    const changed = (
      await f.owner.agent
        .patch(`${f.base}/${f.zora.id}`)
        .send({
          organizerNotes: 'Needs a quiet room',
          accommodationProposal: 'Room 12',
          dietaryPreference: 'VEGAN',
          allergies: 'Peanuts',
          allergySeverity: 'SEVERE',
          invoiceRequested: true,
          invoiceProvided: true,
          feeRequested: true,
          feeProvided: false,
          pickupResponsibleId: member.user.id,
          dropoffRequired: true,
          dropoffLocation: 'Airport',
          dropoffResponsibleId: f.owner.user.id,
          departureDateTime: '2027-05-18T10:00:00+02:00',
        })
        .expect(200)
    ).body as Json;
    const record = (await f.owner.agent.get(`${f.base}/${f.zora.id}`).expect(200)).body as Json;
    expect(record).toEqual(changed);
    expect(record).toMatchObject({
      organizerNotes: 'Needs a quiet room',
      accommodationAutonomous: true,
      accommodationProposal: 'Room 12',
      dietaryPreference: 'VEGAN',
      allergies: 'Peanuts',
      allergySeverity: 'SEVERE',
      payment: 50000,
      paymentPaid: true,
      reimbursementMax: null,
      reimbursementActual: null,
      reimbursementActualPaid: false,
      invoiceRequested: true,
      invoiceProvided: true,
      feeRequested: true,
      feeProvided: false,
      pickupRequired: true,
      pickupLocation: 'Station',
      pickupResponsible: { id: member.user.id, pseudo: member.user.pseudo, prenom: 'Paul', nom: 'Pilot' },
      dropoffResponsible: { id: f.owner.user.id, prenom: 'Odile', nom: 'Owner' },
      arrivalDateTime: '2027-05-14T09:00:00.000Z',
      departureDateTime: '2027-05-18T08:00:00.000Z',
      entryValidated: true,
      entryValidatedBy: { id: f.owner.user.id },
      paymentState: 'paid',
      stillToPay: 0,
      warnings: [],
    });
    expect(record.entryValidatedAt).toEqual(expect.any(String));
    expect(record).not.toHaveProperty('qrToken');
  });

  it('changes only the fields given, clears what may be cleared, and records the arrival with who marked it', async () => {
    const f = await listFixture();
    const url = `${f.base}/${f.yann.id}`;
    await f.owner.agent.patch(url).send({ organizerNotes: 'First', allergies: 'Dust' }).expect(200);
    const after = (await f.owner.agent.patch(url).send({ organizerNotes: '', allergies: null }).expect(200)).body as Json;
    expect(after).toMatchObject({ organizerNotes: null, allergies: null, payment: 30000, reimbursementMax: 10000 });
    const arrived = (await f.owner.agent.patch(url).send({ entryValidated: true }).expect(200)).body as Json;
    expect(arrived).toMatchObject({ entryValidated: true, entryValidatedBy: { id: f.owner.user.id } });
    const at = arrived.entryValidatedAt;
    expect(Date.now() - new Date(at).getTime()).toBeLessThan(60_000);
    // Marking again keeps the first time.
    expect((await f.owner.agent.patch(url).send({ entryValidated: true }).expect(200)).body.entryValidatedAt).toBe(at);
    expect((await f.owner.agent.get(f.base).expect(200)).body.counts.arrived).toBe(2);
    const undone = (await f.owner.agent.patch(url).send({ entryValidated: false, payment: null }).expect(200)).body as Json;
    expect(undone).toMatchObject({ entryValidated: false, entryValidatedAt: null, entryValidatedBy: null, payment: null });
  });

  it('answers 400 by field and writes nothing: negative or fractional amounts, a departure before the arrival, texts too long, unknown diets, nulls where a value is needed', async () => {
    const f = await listFixture();
    const url = `${f.base}/${f.zora.id}`;
    const before = (await f.owner.agent.get(url).expect(200)).body as Json;
    const bad = async (body: Json, field: string) => {
      const res = await f.owner.agent.patch(url).send({ organizerNotes: 'should not be saved', ...body }).expect(400);
      expect(Object.keys(fieldErrors(res))).toContain(field);
    };
    await bad({ payment: -1 }, 'payment');
    await bad({ reimbursementActual: 12.5 }, 'reimbursementActual');
    await bad({ reimbursementMax: '100' }, 'reimbursementMax');
    await bad({ payment: 1_000_000_001 }, 'payment');
    await bad({ departureDateTime: '2027-05-14T08:59:00.000Z' }, 'departureDateTime');
    await bad({ arrivalDateTime: '2027-05-15T10:00:00.000Z', departureDateTime: '2027-05-15T09:00:00.000Z' }, 'departureDateTime');
    await bad({ arrivalDateTime: 'tomorrow' }, 'arrivalDateTime');
    await bad({ organizerNotes: 'x'.repeat(10001) }, 'organizerNotes');
    await bad({ pickupLocation: 'x'.repeat(301) }, 'pickupLocation');
    await bad({ stageName: 'x'.repeat(101) }, 'stageName');
    await bad({ dietaryPreference: 'CARNIVORE' }, 'dietaryPreference');
    await bad({ allergySeverity: 'MILD' }, 'allergySeverity');
    await bad({ paymentPaid: null }, 'paymentPaid');
    await bad({ entryValidated: 'yes' }, 'entryValidated');
    await bad({ pickupResponsibleId: 0 }, 'pickupResponsibleId');
    expect((await f.owner.agent.get(url).expect(200)).body).toEqual(before);
    // A departure before a stored arrival is refused; after it, accepted.
    await f.owner.agent.patch(url).send({ departureDateTime: '2027-05-14T09:00:00.000Z' }).expect(200);
  });

  it('keeps an invited artist’s stage name (their only name)', async () => {
    const f = await listFixture();
    const res = await f.owner.agent.patch(`${f.base}/${f.invited.id}`).send({ stageName: '' }).expect(400);
    expect(fieldErrors(res).stageName).toBeDefined();
    expect((await f.owner.agent.patch(`${f.base}/${f.zora.id}`).send({ stageName: null }).expect(200)).body.name).toBe(f.people[0].user.pseudo);
  });

  it('saves what only looks wrong and says so in warnings', async () => {
    const f = await listFixture();
    const url = `${f.base}/${f.xavi.id}`;
    const res = (
      await f.owner.agent
        .patch(url)
        .send({ reimbursementMax: 5000, reimbursementActual: 7000, paymentPaid: true, pickupRequired: true, allergySeverity: 'LIGHT', reimbursementActualPaid: true })
        .expect(200)
    ).body as Json;
    expect(res).toMatchObject({ reimbursementActual: 7000, paymentPaid: true, pickupRequired: true });
    expect(res.warnings).toEqual([
      { field: 'allergies', code: 'SEVERITY_WITHOUT_ALLERGIES' },
      { field: 'paymentPaid', code: 'PAID_WITHOUT_AMOUNT' },
      { field: 'reimbursementActual', code: 'REIMBURSEMENT_ABOVE_MAX' },
      { field: 'pickupLocation', code: 'PICKUP_WITHOUT_LOCATION' },
      { field: 'arrivalDateTime', code: 'PICKUP_WITHOUT_ARRIVAL' },
    ]);
    expect((await f.owner.agent.get(url).expect(200)).body.warnings).toEqual(res.warnings);
    const fixed = (await f.owner.agent.patch(url).send({ reimbursementActual: 5000, paymentPaid: false, pickupRequired: false, allergies: 'Cats' }).expect(200)).body as Json;
    expect(fixed.warnings).toEqual([]);
  });
});

describe('people in charge of pickups and drop-offs', () => {
  it('lists the edition’s team as candidates and refuses anyone else (400)', async () => {
    const f = await listFixture();
    const { member } = await collaborator(f.owner, f.convention.id, {});
    const outsider = await signedInUser(t);
    const candidates = (await f.owner.agent.get(`${f.base}/responsibles`).expect(200)).body.items as Json[];
    expect(candidates.map((c) => c.id).sort()).toEqual([f.owner.user.id, member.user.id].sort());
    expect(candidates[0]).toEqual({ id: expect.any(Number), pseudo: expect.any(String), prenom: expect.any(String), nom: expect.any(String) });
    for (const field of ['pickupResponsibleId', 'dropoffResponsibleId']) {
      for (const id of [outsider.user.id, f.people[1].user.id, 2_000_000_000]) {
        const res = await f.owner.agent.patch(`${f.base}/${f.zora.id}`).send({ [field]: id }).expect(400);
        expect(Object.keys(fieldErrors(res))).toEqual([field]);
      }
    }
  });

  it('tells a person put in charge once per change, not when unchanged or cleared', async () => {
    const f = await listFixture();
    const { member } = await collaborator(f.owner, f.convention.id, {});
    const { member: other } = await collaborator(f.owner, f.convention.id, { canManageArtists: true });
    const url = `${f.base}/${f.zora.id}`;
    await f.owner.agent.patch(url).send({ pickupResponsibleId: member.user.id }).expect(200);
    const [first] = await notesOf(member, 1);
    expect(first).toMatchObject({
      titleKey: 'notifications.artists.records.pickupAssignedAt.title',
      category: 'artist',
      actionUrl: `/editions/${f.id}/gestion/artists/pickups`,
      translationParams: { artist: f.people[0].user.pseudo, location: 'Station', edition: 'Jongle Fest 2027' },
    });
    // Unchanged: nothing (seen below, once the next change's notifications are in).
    await f.owner.agent.patch(url).send({ pickupResponsibleId: member.user.id, organizerNotes: 'same person' }).expect(200);
    // Both at once to one person: told of each.
    await f.owner.agent.patch(url).send({ pickupResponsibleId: other.user.id, dropoffResponsibleId: member.user.id }).expect(200);
    await notesOf(other, 1);
    await notesOf(member, 2);
    const keys = (await notesIn(member)).map((n) => n.titleKey).sort();
    expect(keys).toEqual(['notifications.artists.records.dropoffAssigned.title', 'notifications.artists.records.pickupAssignedAt.title']);
    await f.owner.agent.patch(url).send({ pickupResponsibleId: null, dropoffResponsibleId: null }).expect(200);
    const cleared = (await f.owner.agent.get(url).expect(200)).body as Json;
    expect(cleared).toMatchObject({ pickupResponsible: null, dropoffResponsible: null });
    // Cleared: nothing, seen once a later change's notification is in.
    await f.owner.agent.patch(url).send({ pickupResponsibleId: f.owner.user.id }).expect(200);
    await notesOf(f.owner, 1);
    expect(await notesIn(member)).toHaveLength(2);
    expect(await notesIn(other)).toHaveLength(1);
  });
});

describe('deleting', () => {
  it('deletes a record (204): gone from the list and the totals', async () => {
    const f = await listFixture();
    await f.owner.agent.delete(`${f.base}/${f.yann.id}`).expect(204);
    await f.owner.agent.get(`${f.base}/${f.yann.id}`).expect(404);
    await f.owner.agent.delete(`${f.base}/${f.yann.id}`).expect(404);
    const list = (await f.owner.agent.get(f.base).expect(200)).body as Json;
    expect(list.counts.all).toBe(4);
    expect(list.totals.fees).toBe(70000);
    // The person may be added again.
    await add(f.owner, f.base, { identifier: f.people[1].user.pseudo }).expect(201);
  });
});

describe('the CSV export', () => {
  it('holds every field of the edition’s records, in the reader’s language and the edition’s currency, and none of another edition', async () => {
    const f = await listFixture();
    const other = await setup();
    const stranger = await signedInUser(t, { pseudo: `Elsewhere_${unique()}` });
    await add(other.owner, other.base, { identifier: stranger.user.pseudo }).expect(201);
    await f.owner.agent.patch(`/api/editions/${f.id}`).send({ currency: 'chf' }).expect(200);
    await f.owner.agent.patch(`${f.base}/${f.zora.id}`).send({ organizerNotes: '=HYPERLINK("http://evil")', allergies: 'Nuts, "really"', dietaryPreference: 'VEGETARIAN' }).expect(200);
    const res = await f.owner.agent.get(`${f.base}.csv`).expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`artists-${f.id}.csv`);
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain('Stage name');
    expect(lines[0]).toContain('Fee (CHF)');
    expect(lines[0]).toContain('Organisers’ notes');
    expect(text).not.toContain(stranger.user.pseudo);
    const zora = lines.find((l) => l.includes(f.people[0].user.pseudo))!;
    expect(zora).toContain('500.00');
    expect(zora).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(zora).toContain('"Nuts, ""really"""');
    expect(zora).toContain('Vegetarian');
    expect(zora).toContain('Station');
    const guest = lines.find((l) => l.includes('Mystery Guest'))!;
    expect(guest).toContain(f.invited.invitedEmail);
    await f.owner.agent.patch('/api/profile').send({ preferredLanguage: 'fr' }).expect(200);
    const french = await f.owner.agent.get(`${f.base}.csv`).query({ payment: 'unpaid' }).expect(200);
    const frenchLines = french.text.slice(1).trim().split('\r\n');
    expect(frenchLines[0]).toContain('Cachet (CHF)');
    expect(frenchLines).toHaveLength(3);
    // A bad filter is a JSON error with the field's message (in the reader's language), not a CSV download.
    expectJsonError(await f.owner.agent.get(`${f.base}.csv`).query({ payment: 'partly' }), 400, { payment: ["Choisissez l'une des valeurs proposées."] });
  });
});

describe('the edition’s currency', () => {
  it('is EUR until the team picks another of the list; anything else is a 400', async () => {
    const { owner, convention, edition } = await setup();
    expect((await owner.agent.get(`/api/editions/${edition.id}`).expect(200)).body.currency).toBe('EUR');
    expect((await owner.agent.patch(`/api/editions/${edition.id}`).send({ currency: ' gbp ' }).expect(200)).body.currency).toBe('GBP');
    for (const currency of ['XYZ', 'euro', null, 12, '']) {
      const res = await owner.agent.patch(`/api/editions/${edition.id}`).send({ currency }).expect(400);
      expect(Object.keys(fieldErrors(res))).toEqual(['currency']);
    }
    expect((await owner.agent.get(`/api/editions/${edition.id}`).expect(200)).body.currency).toBe('GBP');
    const made = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Swiss', startDate: '2027-09-01', endDate: '2027-09-02', currency: 'CHF' }).expect(201)).body as Json;
    expect(made.currency).toBe('CHF');
  });
});
