/**
 * The show programme of an edition, as those who manage artists keep it: shows in time order with
 * their artists, returnable items, end and clashes (warnings, never refusals), the form's choices,
 * creating, editing (lists replace the whole set) and deleting shows; the artists a change concerns
 * are told, in their language.
 */
import { artistRow, conventionWithEdition, userRow } from './support/artists';
import { newcomer, setLanguage } from './support/notifications';
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
type Agent = Signed['agent'];

interface Clash {
  code: 'ARTIST_OVERLAP' | 'PLACE_OVERLAP' | 'OUTSIDE_EDITION';
  showId?: number;
  showTitle?: string;
  start?: string;
  end?: string;
  artistId?: number;
  artistName?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
}
interface Show {
  id: number;
  title: string;
  description: string | null;
  startDateTime: string;
  endDateTime: string;
  duration: number;
  location: string | null;
  day: string;
  artists: { id: number; name: string }[];
  returnableItems: { id: number; name: string; quantity: number }[];
  clashes: Clash[];
}
interface Programme {
  days: string[];
  timeZone: string;
  items: Show[];
}

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);

/** The edition runs Thursday 16 to Saturday 18 May 2030 in Lyon (Europe/Paris, UTC+2 in May); times are its wall-clock times. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`).toISOString();
const THU = '2030-05-16';
const SAT = '2030-05-18';

async function setup(owner?: Signed, timeZone = 'Europe/Paris') {
  owner ??= await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, { name: 'Festival 2030', startDate: THU, endDate: SAT, timeZone });
  return { owner, convention, edition, base: `/api/editions/${edition.id}/shows` };
}

/** A user made in the database (nobody signs in as them). */
const user = (pseudo: string, language = 'en'): Promise<number> => userRow(t, pseudo, { preferred_language: language });

/** An artist record of the edition, made in the database (the records feature has its own tests). */
const artist = (editionId: number, a: { userId?: number; invitedEmail?: string; stageName?: string }): Promise<number> =>
  artistRow(t, editionId, { user_id: a.userId ?? null, invited_email: a.invitedEmail ?? null, stage_name: a.stageName ?? null });

async function item(editionId: number, name: string): Promise<number> {
  const [row] = await sql<{ id: number }>('insert into ticketing_returnable_items (edition_id, name) values (?, ?) returning id', [editionId, name]);
  return row!.id;
}

function showBody(body: Record<string, unknown> = {}) {
  return { title: 'Fire', startDateTime: at(THU, '20:00'), duration: 60, artistIds: [], returnableItems: [], ...body };
}

async function create(agent: Agent, base: string, body: Record<string, unknown> = {}): Promise<{ show: Show; warnings: Clash[] }> {
  return (await agent.post(base).send(showBody(body)).expect(201)).body;
}

const programme = async (agent: Agent, base: string): Promise<Programme> => (await agent.get(base).expect(200)).body;

async function notificationsOf(userId: number) {
  return sql<{ title_key: string; message_key: string; type: string; translation_params: Record<string, string>; action_url: string; entity_id: string }>(
    `select title_key, message_key, type, translation_params, action_url, entity_id from notifications where user_id = ? and category = 'artist' order by id`,
    [userId],
  );
}
const kindsOf = async (userId: number) => (await notificationsOf(userId)).map((n) => n.title_key.replace('notifications.artists.shows.', '').replace('.title', ''));

describe('who may keep the programme', () => {
  it('refuses anonymous callers (401), strangers and collaborators without the right (403); a per-edition grant opens it, on that edition only', async () => {
    const { owner, convention, edition, base } = await setup();
    const other = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Other 2030', startDate: THU, endDate: SAT, isOnline: true }).expect(201)).body as { id: number };
    const { show } = await create(owner.agent, base);
    const stranger = await signedInUser(t);
    const helper = await signedInUser(t);
    const granted = await signedInUser(t);
    // Every other right of the convention, but not 'manage artists'.
    await owner.agent
      .post(`/api/conventions/${convention.id}/collaborators`)
      .send({ identifier: helper.user.pseudo, rights: { canEditAllEditions: true, canManageVolunteers: true, canEditConvention: true, canManageCollaborators: true } })
      .expect(201);
    const collaborator = (await owner.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: granted.user.pseudo, rights: {} }).expect(201)).body as { id: number };
    await granted.agent.get(base).expect(403);
    await owner.agent.put(`/api/conventions/${convention.id}/collaborators/${collaborator.id}/editions/${edition.id}`).send({ canManageArtists: true }).expect(200);

    const calls = (agent: Agent) => [
      agent.get(base),
      agent.get(`${base}/choices`),
      agent.post(base).send(showBody()),
      agent.patch(`${base}/${show.id}`).send({ title: 'Renamed' }),
      agent.delete(`${base}/${show.id}`),
    ];
    for (const res of await Promise.all(calls(t.agent()))) expect(res.status).toBe(401);
    for (const who of [stranger, helper]) for (const res of await Promise.all(calls(who.agent))) expect(res.status).toBe(403);
    // Nothing written by the refused.
    expect(await sql('select title from shows where edition_id = ?', [edition.id])).toEqual([{ title: 'Fire' }]);

    await granted.agent.get(base).expect(200);
    await granted.agent.get(`${base}/choices`).expect(200);
    const made = await create(granted.agent, base, { title: 'Granted' });
    await granted.agent.patch(`${base}/${made.show.id}`).send({ title: 'Granted, renamed' }).expect(200);
    await granted.agent.delete(`${base}/${made.show.id}`).expect(204);
    await granted.agent.get(`/api/editions/${other.id}/shows`).expect(403);
    await owner.agent.get('/api/editions/2000000000/shows').expect(404);
  });

  it('answers 404 for a show of another edition, an unknown show and an id that is not one', async () => {
    const { owner, base } = await setup();
    const elsewhere = await setup(owner);
    const { show: foreign } = await create(owner.agent, elsewhere.base);
    await owner.agent.patch(`${base}/${foreign.id}`).send({ title: 'Mine now' }).expect(404);
    await owner.agent.delete(`${base}/${foreign.id}`).expect(404);
    await owner.agent.patch(`${base}/2000000000`).send({ title: 'x' }).expect(404);
    await owner.agent.delete(`${base}/abc`).expect(404);
    await owner.agent.patch(`${base}/0`).send({ title: 'x' }).expect(404);
    expect(await sql('select title from shows where id = ?', [foreign.id])).toEqual([{ title: 'Fire' }]);
  });
});

describe('the shows', () => {
  it('creates a show with its artists and returnable items; the programme lists every show in time order with names, items, end and day', async () => {
    const { owner, edition, base } = await setup();
    const juggler = await artist(edition.id, { userId: await user('juggler'), stageName: 'Captain Clubs' });
    const pseudoId = await user('acrobat');
    const acrobat = await artist(edition.id, { userId: pseudoId });
    const [{ pseudo }] = await sql<{ pseudo: string }>('select pseudo from users where id = ?', [pseudoId]);
    const invited = await artist(edition.id, { invitedEmail: 'later@example.com', stageName: 'Mystery' });
    const cup = await item(edition.id, 'Cup');
    const badge = await item(edition.id, 'Badge');

    const saved = await create(owner.agent, base, {
      title: '  Fire show ',
      description: 'With torches',
      startDateTime: at(THU, '21:00'),
      duration: 90,
      location: ' Big top ',
      artistIds: [juggler, acrobat, invited],
      returnableItems: [
        { returnableItemId: cup, quantity: 2 },
        { returnableItemId: badge, quantity: 1 },
      ],
    });
    expect(saved.warnings).toEqual([]);
    expect(saved.show).toEqual({
      id: expect.any(Number),
      title: 'Fire show',
      description: 'With torches',
      startDateTime: at(THU, '21:00'),
      endDateTime: at(THU, '22:30'),
      duration: 90,
      location: 'Big top',
      day: THU,
      artists: [
        { id: juggler, name: 'Captain Clubs' },
        { id: invited, name: 'Mystery' },
        { id: acrobat, name: pseudo },
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
      returnableItems: [
        { id: badge, name: 'Badge', quantity: 1 },
        { id: cup, name: 'Cup', quantity: 2 },
      ],
      clashes: [],
    });
    const early = await create(owner.agent, base, { title: 'Morning', startDateTime: at(THU, '10:00') });
    const friday = await create(owner.agent, base, { title: 'Friday', startDateTime: at('2030-05-17', '10:00') });

    const list = await programme(owner.agent, base);
    expect(list.days).toEqual([THU, '2030-05-17', SAT]);
    expect(list.timeZone).toBe('Europe/Paris');
    expect(list.items.map((s) => s.id)).toEqual([early.show.id, saved.show.id, friday.show.id]);
    expect(list.items[1]).toEqual(saved.show);
    expect(list.items[0]).toMatchObject({ description: null, location: null, artists: [], returnableItems: [], endDateTime: at(THU, '11:00') });
    // Another edition's shows are not listed.
    const elsewhere = await setup(owner);
    await create(owner.agent, elsewhere.base, { title: 'Elsewhere' });
    expect((await programme(owner.agent, base)).items).toHaveLength(3);
  });

  it('answers the form’s choices: the edition’s artists and returnable items by name, and the places already used', async () => {
    const { owner, edition, base } = await setup();
    const zed = await artist(edition.id, { userId: await user('zed'), stageName: 'zed' });
    const anna = await artist(edition.id, { invitedEmail: 'anna@example.com', stageName: 'Anna' });
    const cup = await item(edition.id, 'Cup');
    const elsewhere = await setup(owner);
    await artist(elsewhere.edition.id, { invitedEmail: 'other@example.com', stageName: 'Other' });
    await item(elsewhere.edition.id, 'Other cup');
    await create(owner.agent, base, { location: 'Street' });
    await create(owner.agent, base, { location: ' big top', startDateTime: at(THU, '10:00') });
    await create(owner.agent, base, { location: 'Big top ', startDateTime: at(THU, '12:00') });
    await create(owner.agent, base, { location: null, startDateTime: at(THU, '14:00') });

    const choices = (await owner.agent.get(`${base}/choices`).expect(200)).body;
    expect(choices.artists).toEqual([
      { id: anna, name: 'Anna' },
      { id: zed, name: 'zed' },
    ]);
    expect(choices.returnableItems).toEqual([{ id: cup, name: 'Cup' }]);
    expect(choices.locations).toHaveLength(2);
    expect(choices.locations[0].toLowerCase()).toBe('big top');
    expect(choices.locations[1]).toBe('Street');
  });

  it('edits part of a show: fields left out stay; a list given replaces the whole set (quantities too); empty lists clear them', async () => {
    const { owner, edition, base } = await setup();
    const a = await artist(edition.id, { invitedEmail: 'a@example.com', stageName: 'A' });
    const b = await artist(edition.id, { invitedEmail: 'b@example.com', stageName: 'B' });
    const c = await artist(edition.id, { invitedEmail: 'c@example.com', stageName: 'C' });
    const cup = await item(edition.id, 'Cup');
    const badge = await item(edition.id, 'Badge');
    const { show } = await create(owner.agent, base, { artistIds: [a, b], returnableItems: [{ returnableItemId: cup, quantity: 1 }], location: 'Tent', description: 'Hot' });

    const renamed = (await owner.agent.patch(`${base}/${show.id}`).send({ title: 'Fire!' }).expect(200)).body;
    expect(renamed.show).toMatchObject({ title: 'Fire!', location: 'Tent', description: 'Hot', duration: 60, artists: [{ id: a }, { id: b }], returnableItems: [{ id: cup, quantity: 1 }] });
    expect(renamed.warnings).toEqual([]);

    const replaced = (
      await owner.agent
        .patch(`${base}/${show.id}`)
        .send({
          artistIds: [c, b],
          returnableItems: [
            { returnableItemId: cup, quantity: 3 },
            { returnableItemId: badge, quantity: 1 },
          ],
          startDateTime: at(THU, '22:00'),
          duration: 30,
          location: '',
          description: null,
        })
        .expect(200)
    ).body.show as Show;
    expect(replaced).toMatchObject({
      startDateTime: at(THU, '22:00'),
      endDateTime: at(THU, '22:30'),
      duration: 30,
      location: null,
      description: null,
      artists: [{ id: b }, { id: c }],
      returnableItems: [
        { id: badge, quantity: 1 },
        { id: cup, quantity: 3 },
      ],
    });
    expect(await sql('select artist_id from show_artists where show_id = ? order by artist_id', [show.id])).toEqual([{ artist_id: Math.min(b, c) }, { artist_id: Math.max(b, c) }]);

    const cleared = (await owner.agent.patch(`${base}/${show.id}`).send({ artistIds: [], returnableItems: [] }).expect(200)).body.show as Show;
    expect(cleared).toMatchObject({ artists: [], returnableItems: [], title: 'Fire!' });
    for (const body of [{ title: null }, { duration: null }, { startDateTime: null }, { artistIds: null }, { returnableItems: null }]) {
      await owner.agent.patch(`${base}/${show.id}`).send(body).expect(400);
    }
  });

  it('deletes a show with its links; the artists and items stay', async () => {
    const { owner, edition, base } = await setup();
    const a = await artist(edition.id, { invitedEmail: 'a@example.com', stageName: 'A' });
    const cup = await item(edition.id, 'Cup');
    const { show } = await create(owner.agent, base, { artistIds: [a], returnableItems: [{ returnableItemId: cup, quantity: 1 }] });
    await owner.agent.delete(`${base}/${show.id}`).expect(204);
    expect(await sql('select 1 from shows where id = ?', [show.id])).toEqual([]);
    expect(await sql('select 1 from show_artists where show_id = ?', [show.id])).toEqual([]);
    expect(await sql('select 1 from show_returnable_items where show_id = ?', [show.id])).toEqual([]);
    expect(await sql('select 1 from edition_artists where id = ?', [a])).toHaveLength(1);
    expect(await sql('select 1 from ticketing_returnable_items where id = ?', [cup])).toHaveLength(1);
    await owner.agent.delete(`${base}/${show.id}`).expect(404);
    expect((await programme(owner.agent, base)).items).toEqual([]);
  });

  it('costs the same number of queries for one show and for twelve, with their artists and items', async () => {
    const { owner, edition, base } = await setup();
    const artists = await Promise.all([1, 2, 3].map((n) => artist(edition.id, { invitedEmail: `a${n}@example.com`, stageName: `A${n}` })));
    const cup = await item(edition.id, 'Cup');
    await create(owner.agent, base, { artistIds: artists, returnableItems: [{ returnableItemId: cup, quantity: 1 }] });
    const one = await statementsDuring(t, () => owner.agent.get(base).expect(200));
    for (let i = 0; i < 11; i++) await create(owner.agent, base, { title: `Show ${i}`, startDateTime: at(THU, `${10 + i}:00`), artistIds: artists, returnableItems: [{ returnableItemId: cup, quantity: 2 }] });
    const twelve = await statementsDuring(t, () => owner.agent.get(base).expect(200));
    expect((await programme(owner.agent, base)).items).toHaveLength(12);
    expect(twelve).toBe(one);
    // The caller's rights on the edition (and their session when not remembered), then the programme.
    expect(one).toBeLessThanOrEqual(3);
    expect(await statementsDuring(t, () => owner.agent.get(`${base}/choices`).expect(200))).toBeLessThanOrEqual(3);
  });
});

describe('validation', () => {
  it('refuses bad fields with a message on the field, and writes nothing', async () => {
    const { owner, edition, base } = await setup();
    const a = await artist(edition.id, { invitedEmail: 'a@example.com', stageName: 'A' });
    const cup = await item(edition.id, 'Cup');
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await owner.agent.post(base).send(showBody(body)).expect(400);
      expect(Object.keys(res.body.errors)[0]).toBe(field);
      return res.body;
    };
    await bad({ title: '' }, 'title');
    await bad({ title: '   ' }, 'title');
    await bad({ title: 'x'.repeat(201) }, 'title');
    await bad({ title: undefined }, 'title');
    await bad({ description: 'x'.repeat(5001) }, 'description');
    await bad({ startDateTime: '2030-05-16 20:00' }, 'startDateTime');
    await bad({ startDateTime: undefined }, 'startDateTime');
    await bad({ duration: 0 }, 'duration');
    await bad({ duration: 1441 }, 'duration');
    await bad({ duration: 1.5 }, 'duration');
    await bad({ duration: '60' }, 'duration');
    await bad({ location: 'x'.repeat(201) }, 'location');
    await bad({ artistIds: undefined }, 'artistIds');
    await bad({ artistIds: [a, a] }, 'artistIds');
    await bad({ artistIds: ['1'] }, 'artistIds');
    await bad({ artistIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 'artistIds');
    await bad({ returnableItems: undefined }, 'returnableItems');
    await bad({ returnableItems: [{ returnableItemId: cup, quantity: 1 }, { returnableItemId: cup, quantity: 2 }] }, 'returnableItems');
    await bad({ returnableItems: [{ returnableItemId: cup, quantity: 0 }] }, 'returnableItems.0.quantity');
    await bad({ returnableItems: [{ returnableItemId: cup, quantity: 1001 }] }, 'returnableItems.0.quantity');
    await bad({ returnableItems: [{ returnableItemId: cup }] }, 'returnableItems.0.quantity');
    await bad({ returnableItems: [{ returnableItemId: 0, quantity: 1 }] }, 'returnableItems.0.returnableItemId');
    expect((await owner.agent.post(base).send(showBody({ artistIds: [a, a] })).expect(400)).body.errors.artistIds[0]).toMatch(/once/);

    // Ids that are not the edition's: a message naming them, on the field.
    const elsewhere = await setup(owner);
    const foreignArtist = await artist(elsewhere.edition.id, { invitedEmail: 'f@example.com', stageName: 'F' });
    const foreignItem = await item(elsewhere.edition.id, 'Foreign cup');
    const unknown = await bad({ artistIds: [a, foreignArtist, 2_000_000_000] }, 'artistIds');
    expect(unknown.errors.artistIds[0]).toContain(String(foreignArtist));
    expect(unknown.errors.artistIds[0]).toContain('2000000000');
    const unknownItem = await bad({ returnableItems: [{ returnableItemId: foreignItem, quantity: 1 }] }, 'returnableItems');
    expect(unknownItem.errors.returnableItems[0]).toContain(String(foreignItem));
    expect(await sql('select 1 from shows where edition_id = ?', [edition.id])).toEqual([]);

    // The same on an edit, which then changes nothing.
    const { show } = await create(owner.agent, base, { artistIds: [a] });
    const refused = (await owner.agent.patch(`${base}/${show.id}`).send({ title: 'Changed', artistIds: [foreignArtist] }).expect(400)).body;
    expect(Object.keys(refused.errors)).toEqual(['artistIds']);
    await owner.agent.patch(`${base}/${show.id}`).send({ returnableItems: [{ returnableItemId: foreignItem, quantity: 1 }] }).expect(400);
    await owner.agent.patch(`${base}/${show.id}`).send({ duration: 2000 }).expect(400);
    expect((await programme(owner.agent, base)).items[0]).toMatchObject({ title: 'Fire', artists: [{ id: a }], returnableItems: [] });
  });
});

describe('clashes', () => {
  it('warns of an artist in two overlapping shows (which artist, which show), on both shows; a show ending at 20:00 and one starting at 20:00 do not clash', async () => {
    const { owner, edition, base } = await setup();
    const a = await artist(edition.id, { invitedEmail: 'a@example.com', stageName: 'Ana' });
    const b = await artist(edition.id, { invitedEmail: 'b@example.com', stageName: 'Bo' });
    const first = await create(owner.agent, base, { title: 'Early', startDateTime: at(THU, '19:00'), duration: 60, artistIds: [a, b] });
    const touching = await create(owner.agent, base, { title: 'Touching', startDateTime: at(THU, '20:00'), duration: 60, artistIds: [a, b] });
    expect(touching.warnings).toEqual([]);
    const overlapping = await create(owner.agent, base, { title: 'Overlapping', startDateTime: at(THU, '19:30'), duration: 15, artistIds: [b] });
    expect(overlapping.warnings).toEqual([{ code: 'ARTIST_OVERLAP', artistId: b, artistName: 'Bo', showId: first.show.id, showTitle: 'Early', start: at(THU, '19:00'), end: at(THU, '20:00') }]);
    expect(overlapping.show.clashes).toEqual(overlapping.warnings);

    const list = await programme(owner.agent, base);
    const byTitle = Object.fromEntries(list.items.map((s) => [s.title, s.clashes]));
    expect(byTitle.Early).toEqual([{ code: 'ARTIST_OVERLAP', artistId: b, artistName: 'Bo', showId: overlapping.show.id, showTitle: 'Overlapping', start: at(THU, '19:30'), end: at(THU, '19:45') }]);
    expect(byTitle.Touching).toEqual([]);

    // Moving the touching show into the first one: a warning per shared artist, and still saved.
    const moved = (await owner.agent.patch(`${base}/${touching.show.id}`).send({ startDateTime: at(THU, '19:59') }).expect(200)).body;
    expect(moved.warnings.map((w: Clash) => [w.code, w.artistName, w.showTitle])).toEqual([
      ['ARTIST_OVERLAP', 'Ana', 'Early'],
      ['ARTIST_OVERLAP', 'Bo', 'Early'],
    ]);
    expect(moved.show.startDateTime).toBe(at(THU, '19:59'));
  });

  it('warns of two shows in one place at once, the place compared trimmed and in any case', async () => {
    const { owner, base } = await setup();
    const tent = await create(owner.agent, base, { title: 'Tent 1', location: 'Big Top', startDateTime: at(THU, '15:00'), duration: 60 });
    const same = await create(owner.agent, base, { title: 'Tent 2', location: '  big top ', startDateTime: at(THU, '15:30'), duration: 60 });
    expect(same.warnings).toEqual([{ code: 'PLACE_OVERLAP', location: 'Big Top', showId: tent.show.id, showTitle: 'Tent 1', start: at(THU, '15:00'), end: at(THU, '16:00') }]);
    const street = await create(owner.agent, base, { title: 'Street', location: 'Street', startDateTime: at(THU, '15:00') });
    expect(street.warnings).toEqual([]);
    const nowhere = await create(owner.agent, base, { title: 'Nowhere', startDateTime: at(THU, '15:00') });
    const nowhereToo = await create(owner.agent, base, { title: 'Nowhere too', startDateTime: at(THU, '15:00') });
    expect(nowhere.warnings).toEqual([]);
    expect(nowhereToo.warnings).toEqual([]);
    const after = await create(owner.agent, base, { title: 'After', location: 'BIG TOP', startDateTime: at(THU, '16:30') });
    expect(after.warnings).toEqual([]);
  });

  it('warns of a show outside the edition’s days; the programme then shows that day too', async () => {
    const { owner, base } = await setup();
    const before = await create(owner.agent, base, { title: 'Before', startDateTime: at('2030-05-15', '20:00') });
    expect(before.warnings).toEqual([{ code: 'OUTSIDE_EDITION', startDate: THU, endDate: SAT }]);
    const lastNight = await create(owner.agent, base, { title: 'Last night', startDateTime: at(SAT, '23:00'), duration: 60 });
    expect(lastNight.warnings).toEqual([]);
    const pastMidnight = await create(owner.agent, base, { title: 'Past midnight', startDateTime: at(SAT, '23:30'), duration: 60 });
    expect(pastMidnight.warnings.map((w) => w.code)).toEqual(['OUTSIDE_EDITION']);
    expect((await programme(owner.agent, base)).days).toEqual(['2030-05-15', THU, '2030-05-17', SAT]);
  });
});

describe('the edition’s time zone', () => {
  it('puts a show on the edition’s local day: 01:30 on Friday in Lyon is 23:30 on Thursday in UTC', async () => {
    const lyon = await setup();
    const utc = await setup(lyon.owner, 'UTC');
    const instant = at('2030-05-17', '01:30');
    expect(instant).toBe('2030-05-16T23:30:00.000Z');
    const inLyon = await create(lyon.owner.agent, lyon.base, { title: 'Night fire', startDateTime: instant, duration: 30 });
    const inUtc = await create(utc.owner.agent, utc.base, { title: 'Night fire', startDateTime: instant, duration: 30 });
    expect(inLyon.show.day).toBe('2030-05-17');
    expect(inUtc.show.day).toBe(THU);
    const lyonList = await programme(lyon.owner.agent, lyon.base);
    const utcList = await programme(utc.owner.agent, utc.base);
    expect(lyonList).toMatchObject({ timeZone: 'Europe/Paris', days: [THU, '2030-05-17', SAT] });
    expect(utcList).toMatchObject({ timeZone: 'UTC', days: [THU, '2030-05-17', SAT] });
    // 20:00 in Lyon is 18:00 UTC: the same day on both clocks; 23:30 in Lyon runs past midnight only in Lyon.
    const evening = await create(lyon.owner.agent, lyon.base, { title: 'Gala', startDateTime: at(SAT, '20:00') });
    expect(evening.show).toMatchObject({ day: SAT, startDateTime: '2030-05-18T18:00:00.000Z' });
    const lastInLyon = await create(lyon.owner.agent, lyon.base, { title: 'Last', startDateTime: at(SAT, '23:30'), duration: 60 });
    const lastInUtc = await create(utc.owner.agent, utc.base, { title: 'Last', startDateTime: at(SAT, '23:30'), duration: 60 });
    expect(lastInLyon.warnings.map((w) => w.code)).toEqual(['OUTSIDE_EDITION']);
    expect(lastInUtc.warnings).toEqual([]);
    expect(lastInUtc.show.day).toBe(SAT);
  });

  it('follows a change of the edition’s time zone', async () => {
    const { owner, edition, base } = await setup();
    const { show } = await create(owner.agent, base, { startDateTime: at('2030-05-17', '01:30'), duration: 30 });
    expect(show.day).toBe('2030-05-17');
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ timeZone: 'America/New_York' }).expect(200);
    const list = await programme(owner.agent, base);
    expect(list.timeZone).toBe('America/New_York');
    // 23:30 UTC is 19:30 in New York, still Thursday.
    expect(list.items.map((s) => s.day)).toEqual([THU]);
  });
});

describe('what the artists are told', () => {
  async function scene() {
    const { owner, edition, base } = await setup();
    const fr = await user('fr', 'fr');
    const en = await user('en', 'en');
    const de = await user('de', 'de');
    const artists = {
      fr: await artist(edition.id, { userId: fr, stageName: 'Zoé' }),
      en: await artist(edition.id, { userId: en, stageName: 'Ed' }),
      de: await artist(edition.id, { userId: de, stageName: 'Dieter' }),
      invited: await artist(edition.id, { invitedEmail: 'notyet@example.com', stageName: 'Not yet' }),
    };
    return { owner, edition, base, users: { fr, en, de }, artists };
  }

  it('an artist added to a show is told the title, the day and time in their language and the place, with a link to their artist space', async () => {
    const { owner, edition, base, users, artists } = await scene();
    const { show } = await create(owner.agent, base, { title: 'Fire', startDateTime: at(SAT, '20:00'), duration: 90, location: 'Big top', artistIds: [artists.fr, artists.en, artists.invited] });
    const [fr] = await notificationsOf(users.fr);
    expect(fr).toMatchObject({
      title_key: 'notifications.artists.shows.added.title',
      message_key: 'notifications.artists.shows.added.message',
      type: 'SUCCESS',
      action_url: `/editions/${edition.id}/artist-space`,
      entity_id: String(show.id),
      translation_params: { show: 'Fire', edition: 'Festival 2030', place: 'Big top' },
    });
    expect(fr!.translation_params.when).toContain('samedi');
    expect(fr!.translation_params.when).toContain('18 mai');
    // On the edition's clocks (Lyon), whatever the server's zone.
    expect(fr!.translation_params.when).toMatch(/20:00\s*–\s*21:30/);
    const [en] = await notificationsOf(users.en);
    expect(en!.translation_params.when).toContain('Saturday');
    expect(en!.translation_params.when).toContain('May 18');
    expect(en!.translation_params.when).toMatch(/8:00\s*–\s*9:30\s*PM/);
    expect(await notificationsOf(users.de)).toEqual([]);

    // Read through the API in the reader's language, the texts are whole.
    const reader = await newcomer(t);
    await sql(`update edition_artists set user_id = ? where id = ?`, [reader.user.id, artists.de]);
    await setLanguage(t, reader.user.id, 'fr');
    await owner.agent.patch(`${base}/${show.id}`).send({ artistIds: [artists.fr, artists.en, artists.invited, artists.de] }).expect(200);
    const centre = (await reader.agent.get('/api/notifications').expect(200)).body.notifications as { title: string; message: string; actionUrl: string }[];
    expect(centre).toHaveLength(1);
    expect(centre[0]!.title).toBe('Nouveau spectacle : Fire');
    expect(centre[0]!.message).toContain('Festival 2030');
    expect(centre[0]!.message).toContain('samedi');
    expect(centre[0]!.message).toContain('Big top');
    // The others changed nothing for them: nothing more.
    expect(await kindsOf(users.fr)).toEqual(['added']);
    expect(await kindsOf(users.en)).toEqual(['added']);
  });

  it('an artist removed is told; the artists of a show that moved are told; an edit that changes nothing for them tells nobody', async () => {
    const { owner, base, users, artists } = await scene();
    const { show } = await create(owner.agent, base, { title: 'Fire', startDateTime: at(SAT, '20:00'), location: 'Big top', artistIds: [artists.fr, artists.en] });

    // Title, description, the same place in other case, the same lists: nothing to tell.
    await owner.agent
      .patch(`${base}/${show.id}`)
      .send({ title: 'Fire!', description: 'Hot', location: ' BIG TOP ', artistIds: [artists.en, artists.fr], startDateTime: at(SAT, '20:00'), duration: 60 })
      .expect(200);
    expect(await kindsOf(users.fr)).toEqual(['added']);
    expect(await kindsOf(users.en)).toEqual(['added']);

    // One taken off, one added: each is told their own news, the one staying nothing.
    await owner.agent.patch(`${base}/${show.id}`).send({ artistIds: [artists.fr, artists.de] }).expect(200);
    expect(await kindsOf(users.en)).toEqual(['added', 'removed']);
    expect(await kindsOf(users.de)).toEqual(['added']);
    expect(await kindsOf(users.fr)).toEqual(['added']);
    const [, removed] = await notificationsOf(users.en);
    expect(removed).toMatchObject({ type: 'WARNING', translation_params: { show: 'Fire!', place: 'BIG TOP' } });

    // Moved: start, then duration, then place; each time those on it are told the new time and place.
    await owner.agent.patch(`${base}/${show.id}`).send({ startDateTime: at(SAT, '21:00') }).expect(200);
    await owner.agent.patch(`${base}/${show.id}`).send({ duration: 45 }).expect(200);
    await owner.agent.patch(`${base}/${show.id}`).send({ location: null }).expect(200);
    expect(await kindsOf(users.fr)).toEqual(['added', 'moved', 'moved', 'moved']);
    expect(await kindsOf(users.de)).toEqual(['added', 'moved', 'moved', 'moved']);
    expect(await kindsOf(users.en)).toEqual(['added', 'removed']);
    const moves = (await notificationsOf(users.fr)).slice(1);
    expect(moves[0]!.translation_params.when).toContain('21:00');
    expect(moves[2]!.translation_params.place).toBe('lieu à préciser');
    expect((await notificationsOf(users.de))[3]!.translation_params.place).toBe('Ort wird noch bekannt gegeben');
  });

  it('the artists of a deleted show are told it is cancelled; an invited artist without an account and the one who made the change are skipped', async () => {
    const { owner, edition, base, users, artists } = await scene();
    const self = await artist(edition.id, { userId: owner.user.id, stageName: 'The organiser' });
    const { show } = await create(owner.agent, base, { title: 'Fire', startDateTime: at(SAT, '20:00'), artistIds: [artists.fr, artists.invited, self] });
    await owner.agent.delete(`${base}/${show.id}`).expect(204);
    expect(await kindsOf(users.fr)).toEqual(['added', 'cancelled']);
    const [, cancelled] = await notificationsOf(users.fr);
    expect(cancelled).toMatchObject({ type: 'WARNING', translation_params: { show: 'Fire', edition: 'Festival 2030' } });
    expect(await notificationsOf(owner.user.id)).toEqual([]);
    expect(await sql(`select 1 from notifications where category = 'artist' and user_id is null`)).toEqual([]);
  });
});
