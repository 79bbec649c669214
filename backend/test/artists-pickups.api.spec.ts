/**
 * The pickups and drop-offs of an edition's artists: those who manage artists see, day by day and
 * in time order, every artist to fetch at arrival or take back at departure, where, who drives
 * (or nobody yet), the artist's phone; trips without a time wait in a group of their own; "mine"
 * keeps those the caller drives.
 */
import { artistRow, conventionWithEdition, userRow } from './support/artists';
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

/** An edition of 1-4 July 2027 whose days are read in `timeZone` (UTC unless said). */
const edition = (owner: Signed, name: string, timeZone = 'UTC') => conventionWithEdition(owner, { name, startDate: '2027-07-01', endDate: '2027-07-04', timeZone }, `Convention ${name}`);

/** A user made in the database (nobody signs in as them). */
const user = (pseudo: string, phone: string | null = null): Promise<number> => userRow(t, pseudo, { phone });

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
function artist(editionId: number, a: ArtistInput): Promise<number> {
  return artistRow(t, editionId, {
    user_id: a.userId ?? null,
    invited_email: a.invitedEmail ?? null,
    stage_name: a.stageName ?? null,
    arrival_date_time: a.arrival ?? null,
    departure_date_time: a.departure ?? null,
    pickup_required: !!a.pickup,
    pickup_location: a.pickup?.location ?? null,
    pickup_responsible_id: a.pickup?.responsibleId ?? null,
    dropoff_required: !!a.dropoff,
    dropoff_location: a.dropoff?.location ?? null,
    dropoff_responsible_id: a.dropoff?.responsibleId ?? null,
  });
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
    expect(body.timeZone).toBe('UTC');
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

  it('puts a trip on the edition’s local day: a train at 00:30 in Lyon is on the 2nd there, on the 1st in UTC', async () => {
    const owner = await signedInUser(t);
    const { edition: lyon } = await edition(owner, 'Pickups Lyon 2027', 'Europe/Paris');
    const { edition: utc } = await edition(owner, 'Pickups UTC 2027');
    for (const ed of [lyon, utc]) await artist(ed.id, { userId: await user('owl'), stageName: 'Night owl', arrival: '2027-07-01T22:30:00Z', pickup: { location: 'Perrache' } });
    const inLyon = (await owner.agent.get(url(lyon.id)).expect(200)).body as Pickups;
    const inUtc = (await owner.agent.get(url(utc.id)).expect(200)).body as Pickups;
    expect(inLyon.timeZone).toBe('Europe/Paris');
    expect(inLyon.days.map((d) => [d.day, d.trips.map(summary)])).toEqual([['2027-07-02', ['Night owl PICKUP']]]);
    expect(inUtc.days.map((d) => [d.day, d.trips.map(summary)])).toEqual([['2027-07-01', ['Night owl PICKUP']]]);
    expect(inLyon.days[0]!.trips[0]!.at).toBe('2027-07-01T22:30:00.000Z');
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
