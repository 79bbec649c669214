/**
 * The pickups and drop-offs of an edition's artists: those who manage artists see, day by day and
 * in time order, every artist to fetch at arrival or take back at departure, where, who drives
 * (or nobody yet), the artist's phone; trips without a time wait in a group of their own; "mine"
 * keeps those the caller drives.
 */
import { createHash, randomBytes } from 'node:crypto';
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
type Json = Record<string, unknown>;

interface Trip {
  artistId: number;
  artistName: string;
  kind: 'PICKUP' | 'DROPOFF';
  at: string | null;
  location: string | null;
  responsible: { id: number; pseudo: string; prenom: string; nom: string } | null;
  phone: string | null;
}
interface Pickups {
  timeZone: string;
  days: { day: string; trips: Trip[] }[];
  undated: Trip[];
}

const sql = <T = Json>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);

async function edition(owner: Signed, name: string) {
  const convention = (await owner.agent.post('/api/conventions').send({ name: `Convention ${name}` }).expect(201)).body as { id: number };
  const created = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name, startDate: '2027-07-01', endDate: '2027-07-04', isOnline: true }).expect(201)).body as {
    id: number;
  };
  return { convention, edition: created };
}

/** A user made in the database (nobody signs in as them). */
async function user(pseudo: string, phone: string | null = null): Promise<number> {
  const unique = `${pseudo}_${randomBytes(3).toString('hex')}`;
  const email = `${unique}@example.com`;
  const [row] = await sql<{ id: number }>(`insert into users (email, email_hash, pseudo, nom, prenom, phone, is_email_verified) values (?, ?, ?, 'Durand', 'Alex', ?, true) returning id`, [
    email,
    createHash('sha256').update(email).digest('hex'),
    unique,
    phone,
  ]);
  return row.id;
}

interface ArtistInput {
  userId?: number;
  invitedEmail?: string;
  stageName?: string;
  arrival?: string;
  departure?: string;
  pickup?: { location?: string; responsibleId?: number };
  dropoff?: { location?: string; responsibleId?: number };
}

/** An artist record of the edition, made in the database (the records feature has its own tests). */
async function artist(editionId: number, a: ArtistInput): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into edition_artists (edition_id, user_id, invited_email, stage_name, arrival_date_time, departure_date_time,
       pickup_required, pickup_location, pickup_responsible_id, dropoff_required, dropoff_location, dropoff_responsible_id, qr_token)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      editionId,
      a.userId ?? null,
      a.invitedEmail ?? null,
      a.stageName ?? null,
      a.arrival ?? null,
      a.departure ?? null,
      !!a.pickup,
      a.pickup?.location ?? null,
      a.pickup?.responsibleId ?? null,
      !!a.dropoff,
      a.dropoff?.location ?? null,
      a.dropoff?.responsibleId ?? null,
      randomBytes(24).toString('hex'),
    ],
  );
  return row.id;
}

const url = (editionId: number) => `/api/editions/${editionId}/artist-pickups`;
const summary = (trip: Trip) => `${trip.artistName} ${trip.kind}`;

describe('who may see the pickups', () => {
  it('refuses anonymous callers (401), strangers and collaborators without the right (403); a per-edition grant opens it, on that edition only', async () => {
    const owner = await signedInUser(t);
    const { convention, edition: ed } = await edition(owner, 'Pickups rights 2027');
    const other = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Pickups other 2027', startDate: '2027-08-01', endDate: '2027-08-02', isOnline: true }).expect(201))
      .body as { id: number };
    const stranger = await signedInUser(t);
    const helper = await signedInUser(t);
    const driver = await signedInUser(t);
    // Every other right of the convention, but not 'manage artists'.
    await owner.agent
      .post(`/api/conventions/${convention.id}/collaborators`)
      .send({ identifier: helper.user.pseudo, rights: { canEditAllEditions: true, canManageVolunteers: true, canEditConvention: true } })
      .expect(201);
    const collaborator = (await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: driver.user.pseudo, rights: {} }).expect(201)).body as { id: number };
    await driver.agent.get(url(ed.id)).expect(403);
    await owner.agent.put(`/api/conventions/${convention.id}/collaborators/${collaborator.id}/editions/${ed.id}`).send({ canManageArtists: true }).expect(200);

    await t.agent().get(url(ed.id)).expect(401);
    await stranger.agent.get(url(ed.id)).expect(403);
    await helper.agent.get(url(ed.id)).expect(403);
    expect((await driver.agent.get(url(ed.id)).expect(200)).body).toMatchObject({ days: [], undated: [] });
    await driver.agent.get(url(other.id)).expect(403);
    await owner.agent.get(url(ed.id)).expect(200);
    await owner.agent.get(url(2_000_000_000)).expect(404);
  });
});

describe('the pickups by day', () => {
  it('lists every required pickup and drop-off by day in time order, with place, driver or nobody, phone; undated ones apart; nothing else', async () => {
    const owner = await signedInUser(t);
    const { edition: ed } = await edition(owner, 'Pickups days 2027');
    const { edition: elsewhere } = await edition(owner, 'Pickups elsewhere 2027');
    const driver = await user('driver');
    const [driverRow] = await sql<{ pseudo: string }>('select pseudo from users where id = ?', [driver]);
    // Times at midday UTC: the same day in any server time zone.
    const juggler = await artist(ed.id, {
      userId: await user('juggler', '+33 6 12 34 56 78'),
      stageName: 'Captain Clubs',
      arrival: '2027-07-01T11:30:00Z',
      departure: '2027-07-04T13:00:00Z',
      pickup: { location: 'Lyon Part-Dieu station', responsibleId: driver },
      dropoff: { location: 'Lyon Part-Dieu station' },
    });
    const acrobatUser = await user('acrobat');
    const [acrobatRow] = await sql<{ pseudo: string }>('select pseudo from users where id = ?', [acrobatUser]);
    // No stage name: the pseudo; arrives earlier the same day.
    const acrobat = await artist(ed.id, { userId: acrobatUser, arrival: '2027-07-01T09:15:00Z', departure: '2027-07-03T12:00:00Z', pickup: { location: 'Saint-Exupéry airport' } });
    // Invited by e-mail, not signed up yet: no phone; a drop-off without a departure yet.
    const invited = await artist(ed.id, { invitedEmail: 'duo@example.org', stageName: 'Duo Diabolo', arrival: '2027-07-02T12:00:00Z', dropoff: { location: 'Perrache' } });
    // Driving themselves: not listed.
    await artist(ed.id, { userId: await user('autonomous'), stageName: 'By car', arrival: '2027-07-01T10:00:00Z', departure: '2027-07-04T10:00:00Z' });
    // Another edition's artist: not listed.
    await artist(elsewhere.id, { userId: await user('other'), stageName: 'Elsewhere', arrival: '2027-07-01T10:00:00Z', pickup: {} });

    const body = (await owner.agent.get(url(ed.id)).expect(200)).body as Pickups;
    expect(typeof body.timeZone).toBe('string');
    expect(body.days.map((d) => [d.day, d.trips.map(summary)])).toEqual([
      ['2027-07-01', [`${acrobatRow.pseudo} PICKUP`, 'Captain Clubs PICKUP']],
      ['2027-07-04', ['Captain Clubs DROPOFF']],
    ]);
    // The acrobat leaves on the 3rd but asked for no drop-off: only the trips asked for are listed.
    await sql('update edition_artists set dropoff_required = true where id = ?', [acrobat]);
    const asked = ((await owner.agent.get(url(ed.id)).expect(200)).body as Pickups).days;
    expect(asked.map((d) => d.day)).toEqual(['2027-07-01', '2027-07-03', '2027-07-04']);
    expect(asked[1]!.trips.map(summary)).toEqual([`${acrobatRow.pseudo} DROPOFF`]);

    expect(body.days[0]!.trips[1]).toEqual({
      artistId: juggler,
      artistName: 'Captain Clubs',
      kind: 'PICKUP',
      at: '2027-07-01T11:30:00.000Z',
      location: 'Lyon Part-Dieu station',
      responsible: { id: driver, pseudo: driverRow.pseudo, prenom: 'Alex', nom: 'Durand' },
      phone: '+33 6 12 34 56 78',
    });
    expect(body.days[1]!.trips[0]).toMatchObject({ artistId: juggler, kind: 'DROPOFF', at: '2027-07-04T13:00:00.000Z', responsible: null, phone: '+33 6 12 34 56 78' });
    expect(body.days[0]!.trips[0]).toMatchObject({ artistId: acrobat, location: 'Saint-Exupéry airport', responsible: null, phone: null });
    expect(body.undated).toEqual([{ artistId: invited, artistName: 'Duo Diabolo', kind: 'DROPOFF', at: null, location: 'Perrache', responsible: null, phone: null }]);
    // Never the e-mail of the invitation.
    expect(JSON.stringify(body)).not.toContain('duo@example.org');
  });

  it('answers in one query (beside the access check) however many artists there are', async () => {
    const owner = await signedInUser(t);
    const { edition: ed } = await edition(owner, 'Pickups queries 2027');
    const driver = await user('driver');
    // A first call brings the session into the process's cache: the counts compare warm calls.
    await owner.agent.get(url(ed.id)).expect(200);
    const few = await statementsDuring(t, () => owner.agent.get(url(ed.id)).expect(200));
    for (let i = 0; i < 12; i++) {
      await artist(ed.id, {
        userId: await user(`artist${i}`, `+33 6 00 00 00 ${String(i).padStart(2, '0')}`),
        arrival: `2027-07-0${1 + (i % 3)}T1${i % 10}:00:00Z`,
        departure: '2027-07-04T12:00:00Z',
        pickup: { location: 'Station', responsibleId: i % 2 ? driver : undefined },
        dropoff: { location: 'Station', responsibleId: driver },
      });
    }
    const many = await statementsDuring(t, async () => {
      const body = (await owner.agent.get(url(ed.id)).expect(200)).body as Pickups;
      expect(body.days.flatMap((d) => d.trips)).toHaveLength(24);
    });
    expect(many).toBe(few);
    // The access check and the list itself.
    expect(many).toBeLessThanOrEqual(2);
  });
});

describe('only mine', () => {
  it('keeps the trips the caller drives (pickups and drop-offs alike), undated ones included; false or absent lists all; anything else is a 400', async () => {
    const owner = await signedInUser(t);
    const { convention, edition: ed } = await edition(owner, 'Pickups mine 2027');
    const driver = await signedInUser(t);
    await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: driver.user.pseudo, rights: { canManageArtists: true } }).expect(201);
    const someoneElse = await user('else');
    await artist(ed.id, { userId: await user('a'), stageName: 'Alpha', arrival: '2027-07-01T12:00:00Z', pickup: { responsibleId: driver.user.id } });
    await artist(ed.id, { userId: await user('b'), stageName: 'Bravo', departure: '2027-07-03T12:00:00Z', pickup: { responsibleId: someoneElse }, dropoff: { responsibleId: driver.user.id } });
    await artist(ed.id, { userId: await user('c'), stageName: 'Charlie', pickup: { responsibleId: driver.user.id } });
    await artist(ed.id, { userId: await user('d'), stageName: 'Delta', arrival: '2027-07-02T12:00:00Z', pickup: {} });

    const mine = (await driver.agent.get(url(ed.id)).query({ mine: 'true' }).expect(200)).body as Pickups;
    expect(mine.days.map((d) => [d.day, d.trips.map(summary)])).toEqual([
      ['2027-07-01', ['Alpha PICKUP']],
      ['2027-07-03', ['Bravo DROPOFF']],
    ]);
    expect(mine.undated.map(summary)).toEqual(['Charlie PICKUP']);
    expect(mine.days.flatMap((d) => d.trips).every((trip) => trip.responsible?.id === driver.user.id)).toBe(true);
    // The owner drives nobody.
    expect((await owner.agent.get(url(ed.id)).query({ mine: 'true' }).expect(200)).body).toMatchObject({ days: [], undated: [] });

    const all = (await driver.agent.get(url(ed.id)).query({ mine: 'false' }).expect(200)).body as Pickups;
    expect(all.days.flatMap((d) => d.trips).map(summary)).toEqual(['Alpha PICKUP', 'Delta PICKUP', 'Bravo DROPOFF']);
    expect(all.undated.map(summary)).toEqual(['Bravo PICKUP', 'Charlie PICKUP']);
    expect((await driver.agent.get(url(ed.id)).expect(200)).body).toEqual(all);

    const res = await driver.agent.get(url(ed.id)).query({ mine: 'yes' }).expect(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['mine']);
  });
});
