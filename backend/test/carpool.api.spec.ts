import { seedDemoCarpool } from '../src/cli/demo-carpool';
import { seedDemo } from '../src/cli/demo-data';
import { DEMO_VOLUNTEER_EDITION } from '../src/cli/demo-volunteers';
import { conventionWithEdition } from './support/artists';
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
type Answer = { status: number; body: Record<string, unknown> & { code?: string; message?: string; errors?: Record<string, string[]> } };

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.em().getConnection().execute<T[]>(text, params);
}

/** An online edition (14-17 May 2030, Europe/Paris) of a convention of its own, made by `owner` (a new user when absent). */
async function setup(owner?: Signed) {
  owner ??= await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, { name: 'CJ 2030', startDate: '2030-05-14', endDate: '2030-05-17', city: 'Lyon', timeZone: 'Europe/Paris' });
  const base = `/api/editions/${edition.id}/carpool`;
  return { owner, convention, edition, base };
}

const PHONE = '+33 6 12 34 56 78';
const REQUEST_PHONE = '+33 7 98 76 54 32';

const offerBody = (fields: Record<string, unknown> = {}) => ({
  tripDate: '2030-05-14T08:00:00.000Z',
  locationCity: 'Grenoble',
  locationAddress: 'Gare routière',
  availableSeats: 3,
  direction: 'TO_EVENT',
  description: 'Room for one juggling bag each',
  phoneNumber: PHONE,
  smokingAllowed: false,
  petsAllowed: true,
  musicAllowed: true,
  ...fields,
});

const requestBody = (fields: Record<string, unknown> = {}) => ({
  tripDate: '2030-05-14T07:00:00.000Z',
  locationCity: 'Chambéry',
  seatsNeeded: 2,
  direction: 'TO_EVENT',
  description: 'Two of us with clubs',
  phoneNumber: REQUEST_PHONE,
  ...fields,
});

async function offer(base: string, driver: Signed, fields: Record<string, unknown> = {}): Promise<number> {
  return (await driver.agent.post(`${base}/offers`).send(offerBody(fields)).expect(201)).body.id as number;
}

async function book(base: string, offerId: number, who: Signed, seats: number, extra: Record<string, unknown> = {}): Promise<number> {
  return (await who.agent.post(`${base}/offers/${offerId}/bookings`).send({ seats, message: 'Hello', ...extra }).expect(201)).body.id as number;
}

const act = (base: string, offerId: number, bookingId: number, who: Signed, action: 'accept' | 'reject' | 'cancel') =>
  who.agent.post(`${base}/offers/${offerId}/bookings/${bookingId}/${action}`) as unknown as Promise<Answer>;

async function takenSeats(offerId: number): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `select (select coalesce(sum(seats), 0) from carpool_bookings where offer_id = ? and status = 'ACCEPTED')::int
          + (select count(*) from carpool_passengers where offer_id = ?)::int as n`,
    [offerId, offerId],
  );
  return row!.n;
}

async function notificationsOf(userId: number) {
  return sql<{ title_key: string; type: string; translation_params: Record<string, string>; action_url: string; entity_id: string }>(
    `select title_key, type, translation_params, action_url, entity_id from notifications where user_id = ? and category = 'carpool' order by id`,
    [userId],
  );
}
const kindsOf = async (userId: number) => (await notificationsOf(userId)).map((n) => n.title_key.replace('notifications.carpool.', '').replace('.title', ''));

describe('offers and requests', () => {
  it('visitors read the offers by trip date with driver, free seats, flags and comment count; the phone number is null for them', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const late = await offer(base, driver, { tripDate: '2030-05-17T16:00:00.000Z', direction: 'FROM_EVENT', locationCity: 'Paris', availableSeats: 2 });
    const early = await offer(base, driver);
    await driver.agent.post(`${base}/offers/${early}/comments`).send({ content: 'Leaving at 10 sharp' }).expect(201);

    const res = await t.agent().get(`${base}/offers`).expect(200);
    expect(res.body).toMatchObject({ timeZone: 'Europe/Paris', total: 2, page: 1, pageSize: 25 });
    expect(res.body.items.map((o: { id: number }) => o.id)).toEqual([early, late]);
    expect(res.body.items[0]).toEqual({
      id: early,
      tripDate: '2030-05-14T08:00:00.000Z',
      locationCity: 'Grenoble',
      locationAddress: null,
      addressHidden: true,
      availableSeats: 3,
      freeSeats: 3,
      direction: 'TO_EVENT',
      description: 'Room for one juggling bag each',
      phoneNumber: null,
      smokingAllowed: false,
      petsAllowed: true,
      musicAllowed: true,
      driver: { id: driver.user.id, pseudo: driver.account.pseudo, profilePicture: null, updatedAt: expect.any(String) },
      commentCount: 1,
      pendingBookings: 0,
      myBooking: null,
      isPassenger: false,
      canEdit: false,
      canDelete: false,
      createdAt: expect.any(String),
    });
    expect(res.text).not.toContain(driver.account.email);
    // The driver sees their own number and may edit.
    const own = (await driver.agent.get(`${base}/offers/${early}`).expect(200)).body;
    expect(own).toMatchObject({ phoneNumber: PHONE, canEdit: true, canDelete: true });
  });

  it('visitors see the town of a meeting point and never its street; signed-in users see the street', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const street = '12 rue des Jongleurs';
    const id = await offer(base, driver, { locationAddress: street });
    const bare = await offer(base, driver, { locationAddress: null, tripDate: '2030-05-14T09:00:00.000Z' });
    await driver.agent.post(`${base}/offers/${id}/comments`).send({ content: 'See you there' }).expect(201);

    // Every visitor answer that carries the offer: the list, its filters, the offer itself.
    for (const path of [`${base}/offers`, `${base}/offers?direction=TO_EVENT&day=2030-05-14&city=greno`, `${base}/offers/${id}`]) {
      const visitor = await t.agent().get(path).expect(200);
      // No cache in between may keep it for a signed-in user, or theirs for a visitor.
      expect(visitor.headers['cache-control']).toBe('private, no-cache');
      expect(visitor.headers.vary).toContain('Cookie');
      expect(visitor.text).toContain('Grenoble');
      expect(visitor.text).not.toContain(street);
      expect(visitor.text).not.toContain('Jongleurs');
    }
    const listed = (await t.agent().get(`${base}/offers`).expect(200)).body.items as { id: number; locationAddress: string | null; addressHidden: boolean }[];
    expect(listed.map((o) => [o.id, o.locationAddress, o.addressHidden])).toEqual([
      [id, null, true],
      [bare, null, false],
    ]);

    // Any signed-in user gets the street (not only the driver), and nothing is hidden from them.
    const reader = await signedInUser(t);
    for (const who of [reader, driver]) {
      const one = (await who.agent.get(`${base}/offers/${id}`).expect(200)).body;
      expect(one).toMatchObject({ locationCity: 'Grenoble', locationAddress: street, addressHidden: false });
      const list = await who.agent.get(`${base}/offers`).expect(200);
      expect(list.text).toContain(street);
    }
    // Asked again as a visitor after the signed-in reads: still without the street (no answer kept for one served to the other).
    expect((await t.agent().get(`${base}/offers/${id}`).expect(200)).text).not.toContain(street);
    // The driver's own carpooling carries it too.
    expect((await driver.agent.get(`${base}/mine`).expect(200)).text).toContain(street);
  });

  it('filters by direction, day on the edition’s clocks, city text and free seats, and pages with the total', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    // 23:30 UTC on the 14th is the 15th in Paris.
    const a = await offer(base, driver, { tripDate: '2030-05-14T23:30:00.000Z', locationCity: 'Saint-Étienne', availableSeats: 1 });
    const b = await offer(base, driver, { tripDate: '2030-05-15T09:00:00.000Z', locationCity: 'Lyon 100%', availableSeats: 4 });
    const c = await offer(base, driver, { tripDate: '2030-05-15T10:00:00.000Z', direction: 'FROM_EVENT', locationCity: 'Annecy', availableSeats: 4 });
    const ids = async (query: string) => (await t.agent().get(`${base}/offers?${query}`).expect(200)).body.items.map((o: { id: number }) => o.id);
    expect(await ids('direction=TO_EVENT')).toEqual([a, b]);
    expect(await ids('direction=FROM_EVENT')).toEqual([c]);
    expect(await ids('day=2030-05-15')).toEqual([a, b, c]);
    expect(await ids('day=2030-05-14')).toEqual([]);
    expect(await ids('city=saint-é')).toEqual([a]);
    // % and _ are taken literally.
    expect(await ids('city=100%25')).toEqual([b]);
    expect(await ids('city=_')).toEqual([]);
    expect(await ids('seats=2')).toEqual([b, c]);
    const page = (await t.agent().get(`${base}/offers?pageSize=2&page=2`).expect(200)).body;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((o: { id: number }) => o.id)).toEqual([c]);
    expect((await t.agent().get(`${base}/offers?pageSize=2&page=5`).expect(200)).body).toMatchObject({ items: [], total: 3 });
    for (const bad of ['direction=UP', 'day=2030-13-01', 'seats=9', 'seats=0', 'pageSize=101', 'page=0']) await t.agent().get(`${base}/offers?${bad}`).expect(400);

    const r1 = (await driver.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id;
    const r2 = (await driver.agent.post(`${base}/requests`).send(requestBody({ direction: 'FROM_EVENT', tripDate: '2030-05-17T18:00:00.000Z', locationCity: 'Nice' })).expect(201)).body.id;
    const reqIds = async (query: string) => (await t.agent().get(`${base}/requests?${query}`).expect(200)).body.items.map((o: { id: number }) => o.id);
    expect(await reqIds('')).toEqual([r1, r2]);
    expect(await reqIds('direction=FROM_EVENT')).toEqual([r2]);
    expect(await reqIds('day=2030-05-14&city=CHAMB')).toEqual([r1]);
  });

  it('validates every field with field messages', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const empty = (await driver.agent.post(`${base}/offers`).send({}).expect(400)).body;
    expect(Object.keys(empty.errors).sort()).toEqual(['availableSeats', 'direction', 'locationCity', 'tripDate']);
    const bad = (await driver.agent
      .post(`${base}/offers`)
      .send(offerBody({ availableSeats: 9, direction: 'SIDEWAYS', tripDate: 'tomorrow', phoneNumber: 'call me', locationCity: 'x'.repeat(101), locationAddress: 'y'.repeat(201), description: 'z'.repeat(2001), petsAllowed: 'yes' }))
      .expect(400)).body;
    expect(Object.keys(bad.errors).sort()).toEqual(['availableSeats', 'description', 'direction', 'locationAddress', 'locationCity', 'petsAllowed', 'phoneNumber', 'tripDate']);
    expect(bad.errors.availableSeats[0]).toMatch(/8/);
    await driver.agent.post(`${base}/offers`).send(offerBody({ availableSeats: 0 })).expect(400);
    await driver.agent.post(`${base}/offers`).send(offerBody({ unknown: 1 })).expect(400);
    const id = await offer(base, driver);
    // A partial update: null cannot clear a required field; '' clears the optional ones.
    await driver.agent.patch(`${base}/offers/${id}`).send({ locationCity: null }).expect(400);
    const cleared = (await driver.agent.patch(`${base}/offers/${id}`).send({ phoneNumber: '', description: '', locationAddress: null }).expect(200)).body;
    expect(cleared).toMatchObject({ phoneNumber: null, description: null, locationAddress: null, locationCity: 'Grenoble' });
    const req = (await driver.agent.post(`${base}/requests`).send({ seatsNeeded: 9 }).expect(400)).body;
    expect(Object.keys(req.errors).sort()).toEqual(['direction', 'locationCity', 'seatsNeeded', 'tripDate']);
    const comment = (await driver.agent.post(`${base}/offers/${id}/comments`).send({ content: 'c'.repeat(2001) }).expect(400)).body;
    expect(Object.keys(comment.errors)).toEqual(['content']);
    const ask = (await (await signedInUser(t)).agent.post(`${base}/offers/${id}/bookings`).send({ seats: 0, message: 'm'.repeat(1001), requestId: 0 }).expect(400)).body;
    expect(Object.keys(ask.errors).sort()).toEqual(['message', 'requestId', 'seats']);
    expect(await sql('select count(*)::int as n from carpool_bookings where offer_id = ?', [id])).toEqual([{ n: 0 }]);
  });

  it('owners edit and delete their own (403 for others); the team deletes any offer, request or comment; 401, 404 for every other caller', async () => {
    const { owner, edition, base } = await setup();
    const driver = await signedInUser(t);
    const stranger = await signedInUser(t);
    const o = await offer(base, driver);
    const r = (await driver.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id as number;
    const comment = (await driver.agent.post(`${base}/requests/${r}/comments`).send({ content: 'Mine' }).expect(201)).body.id as number;

    await t.agent().post(`${base}/offers`).send(offerBody()).expect(401);
    await t.agent().post(`${base}/requests`).send(requestBody()).expect(401);
    await t.agent().patch(`${base}/offers/${o}`).send({ availableSeats: 2 }).expect(401);
    await t.agent().delete(`${base}/offers/${o}`).expect(401);
    await t.agent().post(`${base}/offers/${o}/comments`).send({ content: 'x' }).expect(401);
    await stranger.agent.patch(`${base}/offers/${o}`).send({ availableSeats: 2 }).expect(403);
    await stranger.agent.delete(`${base}/offers/${o}`).expect(403);
    await stranger.agent.patch(`${base}/requests/${r}`).send({ seatsNeeded: 1 }).expect(403);
    await stranger.agent.delete(`${base}/requests/${r}`).expect(403);
    await stranger.agent.delete(`${base}/requests/${r}/comments/${comment}`).expect(403);
    // The team moderates, but does not edit someone's offer.
    await owner.agent.patch(`${base}/offers/${o}`).send({ availableSeats: 2 }).expect(403);
    expect((await owner.agent.get(`${base}/offers/${o}`).expect(200)).body).toMatchObject({ canEdit: false, canDelete: true, phoneNumber: null });

    // Rows of another edition, unknown or malformed ids: 404.
    const other = await setup();
    const theirs = await offer(other.base, driver);
    await driver.agent.get(`${base}/offers/${theirs}`).expect(404);
    await driver.agent.patch(`${base}/offers/${theirs}`).send({ availableSeats: 2 }).expect(404);
    await driver.agent.delete(`${base}/offers/${theirs}`).expect(404);
    await driver.agent.get(`${base}/offers/${theirs}/comments`).expect(404);
    await driver.agent.post(`${base}/offers/${theirs}/bookings`).send({ seats: 1 }).expect(404);
    await driver.agent.get(`${base}/offers/99999999`).expect(404);
    await driver.agent.get(`${base}/offers/abc`).expect(404);
    await driver.agent.get(`${base}/requests/0`).expect(404);
    await driver.agent.delete(`${base}/requests/${r}/comments/99999999`).expect(404);

    const updated = (await driver.agent.patch(`${base}/offers/${o}`).send({ availableSeats: 2, smokingAllowed: true }).expect(200)).body;
    expect(updated).toMatchObject({ availableSeats: 2, freeSeats: 2, smokingAllowed: true, petsAllowed: true });
    await owner.agent.delete(`${base}/requests/${r}/comments/${comment}`).expect(204);
    await owner.agent.delete(`${base}/requests/${r}`).expect(204);
    await driver.agent.delete(`${base}/offers/${o}`).expect(204);
    expect(await sql('select count(*)::int as n from carpool_offers where id = ?', [o])).toEqual([{ n: 0 }]);

    // An offline edition: 404 for visitors and outsiders alike.
    const kept = await offer(base, driver);
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(`${base}/offers`).expect(404);
    await stranger.agent.get(`${base}/offers/${kept}`).expect(404);
    await stranger.agent.post(`${base}/offers`).send(offerBody()).expect(404);
    await t.agent().get('/api/editions/99999999/carpool/offers').expect(404);
  });

  it('comments: visitors read them newest first, signed-in users write, the author or the team delete; the write budget is shared (429)', async () => {
    const { owner, base } = await setup();
    const driver = await signedInUser(t);
    const writer = await signedInUser(t);
    const o = await offer(base, driver);
    const first = (await writer.agent.post(`${base}/offers/${o}/comments`).send({ content: '  <b>Is there room?</b>  ' }).expect(201)).body;
    expect(first).toMatchObject({ content: '<b>Is there room?</b>', author: { id: writer.user.id, pseudo: writer.account.pseudo }, canDelete: true });
    await driver.agent.post(`${base}/offers/${o}/comments`).send({ content: 'Yes' }).expect(201);
    const page = (await t.agent().get(`${base}/offers/${o}/comments`).expect(200)).body;
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.items.map((c: { content: string; canDelete: boolean }) => [c.content, c.canDelete])).toEqual([
      ['Yes', false],
      ['<b>Is there room?</b>', false],
    ]);
    const asTeam = (await owner.agent.get(`${base}/offers/${o}/comments`).expect(200)).body;
    expect(asTeam.items.every((c: { canDelete: boolean }) => c.canDelete)).toBe(true);
    await driver.agent.delete(`${base}/offers/${o}/comments/${first.id}`).expect(403);
    await writer.agent.delete(`${base}/offers/${o}/comments/${first.id}`).expect(204);
    expect((await t.agent().get(`${base}/offers/${o}`).expect(200)).body.commentCount).toBe(1);

    // Ten a minute, whatever they are under: the eleventh is refused and not written.
    const r = (await driver.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id;
    const spammer = await signedInUser(t);
    for (let i = 0; i < 10; i++) await spammer.agent.post(`${base}/${i % 2 ? 'offers' : 'requests'}/${i % 2 ? o : r}/comments`).send({ content: `n${i}` }).expect(201);
    await spammer.agent.post(`${base}/requests/${r}/comments`).send({ content: 'one too many' }).expect(429);
    expect(await sql(`select count(*)::int as n from carpool_request_comments where content = 'one too many'`)).toEqual([{ n: 0 }]);
  });

  it('lists cost the same number of statements whatever their length', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const viewer = await signedInUser(t);
    const o = await offer(base, driver);
    await book(base, o, viewer, 1);
    await driver.agent.post(`${base}/requests`).send(requestBody()).expect(201);
    // Measured warm: sessions and rights once read are remembered (until some user changes).
    const count = async (call: () => Promise<unknown>) => {
      await call();
      return statementsDuring(t, call);
    };
    const few = {
      offers: await count(() => viewer.agent.get(`${base}/offers`).expect(200)),
      requests: await count(() => viewer.agent.get(`${base}/requests`).expect(200)),
      mine: await count(() => driver.agent.get(`${base}/mine`).expect(200)),
      bookings: await count(() => driver.agent.get(`${base}/offers/${o}/bookings`).expect(200)),
    };
    for (let i = 0; i < 6; i++) {
      const more = await offer(base, driver, { tripDate: `2030-05-15T0${i}:00:00.000Z` });
      const passenger = await signedInUser(t);
      const b = await book(base, more, passenger, 1);
      await act(base, more, b, driver, 'accept');
      await book(base, o, passenger, 1);
      await driver.agent.post(`${base}/offers/${more}/comments`).send({ content: 'c' }).expect(201);
      await driver.agent.post(`${base}/requests`).send(requestBody()).expect(201);
    }
    let offers: unknown[] = [];
    expect(await count(async () => (offers = (await viewer.agent.get(`${base}/offers`).expect(200)).body.items))).toBe(few.offers);
    expect(offers).toHaveLength(7);
    expect(await count(() => viewer.agent.get(`${base}/requests`).expect(200))).toBe(few.requests);
    expect(await count(() => driver.agent.get(`${base}/mine`).expect(200))).toBe(few.mine);
    expect(await count(() => driver.agent.get(`${base}/offers/${o}/bookings`).expect(200))).toBe(few.bookings);
    // The session and rights, then one statement for a list.
    expect(few.offers).toBeLessThanOrEqual(3);
  });
});

describe('bookings', () => {
  it('refuses an ask on one’s own offer, beyond the free seats, a second PENDING one, another’s request; cancel frees the seats', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const passenger = await signedInUser(t);
    const o = await offer(base, driver, { availableSeats: 3 });
    const own = (await driver.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1 }).expect(409)).body;
    expect(own).toMatchObject({ code: 'OWN_OFFER', message: 'You cannot book seats on your own offer.' });
    expect((await passenger.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 4 }).expect(409)).body).toMatchObject({ code: 'NOT_ENOUGH_SEATS', message: 'Not enough free seats: 3 left.' });
    const othersRequest = (await driver.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id;
    const fromEvent = (await passenger.agent.post(`${base}/requests`).send(requestBody({ direction: 'FROM_EVENT' })).expect(201)).body.id;
    const mine = (await passenger.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id;
    for (const requestId of [othersRequest, fromEvent, 99999999]) {
      expect(Object.keys((await passenger.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1, requestId }).expect(400)).body.errors)).toEqual(['requestId']);
    }
    const b = await book(base, o, passenger, 2, { requestId: mine });
    expect((await passenger.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1 }).expect(409)).body.code).toBe('ALREADY_PENDING');
    const list = (await driver.agent.get(`${base}/offers/${o}/bookings`).expect(200)).body;
    expect(list).toMatchObject({ freeSeats: 3, passengers: [], bookings: [{ id: b, seats: 2, status: 'PENDING', requestId: mine, message: 'Hello', requester: { id: passenger.user.id, pseudo: passenger.account.pseudo } }] });
    await passenger.agent.get(`${base}/offers/${o}/bookings`).expect(403);
    await t.agent().get(`${base}/offers/${o}/bookings`).expect(401);
    // Only the driver decides, only the requester cancels.
    expect((await act(base, o, b, passenger, 'accept')).status).toBe(403);
    expect((await act(base, o, b, driver, 'cancel')).status).toBe(403);
    expect((await act(base, o, b, driver, 'accept')).body).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.any(String) });
    expect((await act(base, o, b, driver, 'reject')).body.code).toBe('BOOKING_CLOSED');
    expect((await t.agent().get(`${base}/offers/${o}`).expect(200)).body.freeSeats).toBe(1);
    expect((await act(base, o, b, passenger, 'cancel')).body.status).toBe('CANCELLED');
    expect((await t.agent().get(`${base}/offers/${o}`).expect(200)).body.freeSeats).toBe(3);
    expect((await act(base, o, b, passenger, 'cancel')).status).toBe(409);
    // A new ask after a cancelled one; a rejected one frees nothing and closes it.
    const again = await book(base, o, passenger, 3);
    expect((await act(base, o, again, driver, 'reject')).body.status).toBe('REJECTED');
    expect((await act(base, o, again, driver, 'accept')).status).toBe(409);
    expect((await act(base, o, 99999999, driver, 'accept')).status).toBe(404);
  });

  it('parallel asks of one passenger on one offer make one PENDING booking', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const passenger = await signedInUser(t);
    const o = await offer(base, driver, { availableSeats: 8 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => passenger.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'ALREADY_PENDING')).toBe(true);
    expect(await sql(`select count(*)::int as n from carpool_bookings where offer_id = ? and status = 'PENDING'`, [o])).toEqual([{ n: 1 }]);
  });

  it('THE LIMIT: two parallel accepts of 2 seats on a 3-seat offer give one 200 and one 409 saying how many seats are left', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    for (let round = 0; round < 3; round++) {
      const o = await offer(base, driver, { availableSeats: 3 });
      const p1 = await signedInUser(t);
      const p2 = await signedInUser(t);
      const b1 = await book(base, o, p1, 2);
      const b2 = await book(base, o, p2, 2);
      const answers = await Promise.all([act(base, o, b1, driver, 'accept'), act(base, o, b2, driver, 'accept')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body).toMatchObject({ code: 'NOT_ENOUGH_SEATS', message: 'Not enough free seats: 1 left.' });
      expect(await takenSeats(o)).toBe(2);
    }
  });

  it('THE LIMIT: many parallel accepts and additions of passengers never take more seats than the offer has', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const o = await offer(base, driver, { availableSeats: 4 });
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t)));
    const bookings = await Promise.all(people.map((p) => book(base, o, p, 1)));
    const added = await Promise.all(Array.from({ length: 3 }, () => signedInUser(t)));
    const answers = await Promise.all([
      ...bookings.map((b) => act(base, o, b, driver, 'accept')),
      ...added.map((p) => driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: p.account.pseudo }) as unknown as Promise<Answer>),
    ]);
    expect(answers.filter((a) => a.status === 200 || a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'NOT_ENOUGH_SEATS')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await takenSeats(o)).toBe(4);

    // One accept racing one addition for the last seat: exactly one of them wins.
    const last = await offer(base, driver, { availableSeats: 1 });
    const asker = await signedInUser(t);
    const b = await book(base, last, asker, 1);
    const pair = await Promise.all([act(base, last, b, driver, 'accept'), driver.agent.post(`${base}/offers/${last}/passengers`).send({ identifier: added[0]!.account.email }) as unknown as Promise<Answer>]);
    expect(pair.filter((a) => a.status === 200 || a.status === 201)).toHaveLength(1);
    expect(pair.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['NOT_ENOUGH_SEATS']);
    expect(await takenSeats(last)).toBe(1);
  });

  it('lowering an offer’s seats below those taken answers 409, also while an accept races it', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const p = await signedInUser(t);
    const o = await offer(base, driver, { availableSeats: 4 });
    await act(base, o, await book(base, o, p, 3), driver, 'accept');
    const refused = (await driver.agent.patch(`${base}/offers/${o}`).send({ availableSeats: 2 }).expect(409)).body;
    expect(refused).toMatchObject({ code: 'SEATS_TAKEN', message: '3 seats are already taken: the offer cannot have fewer.' });
    await driver.agent.patch(`${base}/offers/${o}`).send({ availableSeats: 3 }).expect(200);

    const race = await offer(base, driver, { availableSeats: 4 });
    const q = await signedInUser(t);
    const b = await book(base, race, q, 3);
    const [accept, lower] = await Promise.all([act(base, race, b, driver, 'accept'), driver.agent.patch(`${base}/offers/${race}`).send({ availableSeats: 2 })]);
    expect([accept.status, lower.status].sort()).toEqual([200, 409]);
    const [row] = await sql<{ seats: number }>('select available_seats as seats from carpool_offers where id = ?', [race]);
    expect(await takenSeats(race)).toBeLessThanOrEqual(row!.seats);
  });

  it('the driver adds passengers by pseudo or e-mail (any case), one seat each, once; removes them', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const friend = await signedInUser(t);
    const other = await signedInUser(t);
    const o = await offer(base, driver, { availableSeats: 2 });
    const added = (await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: friend.account.pseudo.toUpperCase() }).expect(201)).body;
    expect(added).toMatchObject({ offerId: o, user: { id: friend.user.id, pseudo: friend.account.pseudo } });
    expect((await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: friend.account.email.toUpperCase() }).expect(409)).body.code).toBe('ALREADY_PASSENGER');
    const unknown = (await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: 'nobody-at-all' }).expect(404)).body;
    expect(unknown).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(Object.keys(unknown.errors)).toEqual(['identifier']);
    expect((await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: driver.account.pseudo }).expect(409)).body.code).toBe('DRIVER_AS_PASSENGER');
    await other.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: other.account.pseudo }).expect(403);
    await t.agent().post(`${base}/offers/${o}/passengers`).send({ identifier: 'x' }).expect(401);
    expect((await t.agent().get(`${base}/offers/${o}`).expect(200)).body.freeSeats).toBe(1);
    // Its passengers see the phone number.
    expect((await friend.agent.get(`${base}/offers/${o}`).expect(200)).body).toMatchObject({ isPassenger: true, phoneNumber: PHONE });
    await other.agent.delete(`${base}/offers/${o}/passengers/${added.id}`).expect(403);
    await driver.agent.delete(`${base}/offers/${o}/passengers/99999999`).expect(404);
    await driver.agent.delete(`${base}/offers/${o}/passengers/${added.id}`).expect(204);
    expect((await friend.agent.get(`${base}/offers/${o}`).expect(200)).body).toMatchObject({ isPassenger: false, phoneNumber: null, freeSeats: 2 });
  });

  it('one ride per person and offer: no new ask over an ACCEPTED booking, no adding its holder as a passenger, no accepting one added', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const rider = await signedInUser(t);
    const friend = await signedInUser(t);
    const o = await offer(base, driver, { availableSeats: 5 });
    const b = await book(base, o, rider, 2);
    expect((await act(base, o, b, driver, 'accept')).status).toBe(200);
    const again = (await rider.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1 }).expect(409)).body;
    expect(again).toMatchObject({ code: 'ALREADY_BOOKED', message: 'You already have an accepted booking on this offer. Cancel it first to ask again.' });
    const addBooked = (await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: rider.account.pseudo }).expect(409)).body;
    expect(addBooked).toMatchObject({ code: 'PASSENGER_BOOKED', message: 'This person already has an accepted booking on this offer: their seats are already counted.' });
    expect(await takenSeats(o)).toBe(2);
    // Someone who asked and was then added by the driver already rides: their ask cannot be accepted, nor may they ask again.
    const friendAsk = await book(base, o, friend, 1);
    await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: friend.account.pseudo }).expect(201);
    expect((await act(base, o, friendAsk, driver, 'accept')).body).toMatchObject({ code: 'ALREADY_PASSENGER', message: 'This person is already a passenger of this offer.' });
    expect((await friend.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1 }).expect(409)).body).toMatchObject({
      code: 'ALREADY_PASSENGER',
      message: 'The driver has already added you as a passenger of this offer.',
    });
    expect(await takenSeats(o)).toBe(3);
    // In the rider's language.
    await setLanguage(t, rider.user.id, 'fr');
    expect((await rider.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1 }).expect(409)).body.message).toBe(
      'Vous avez déjà une réservation acceptée sur cette offre. Annulez-la d\'abord pour en demander une autre.',
    );
    // Cancelled, the rider asks again.
    expect((await act(base, o, b, rider, 'cancel')).body.status).toBe('CANCELLED');
    await book(base, o, rider, 1);
  });

  it('one ride per person, in parallel: an accept racing the addition of the same person, or a new ask, leaves them one ride', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    for (let round = 0; round < 4; round++) {
      const o = await offer(base, driver, { availableSeats: 6 });
      const rider = await signedInUser(t);
      const b = await book(base, o, rider, 2);
      const [accept, add] = await Promise.all([
        act(base, o, b, driver, 'accept'),
        driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: rider.account.pseudo }) as unknown as Promise<Answer>,
      ]);
      expect([accept.status, add.status].filter((s) => s === 200 || s === 201)).toHaveLength(1);
      expect([accept.body.code, add.body.code].filter(Boolean)).toEqual([accept.status === 200 ? 'PASSENGER_BOOKED' : 'ALREADY_PASSENGER']);
      expect(await takenSeats(o)).toBe(accept.status === 200 ? 2 : 1);

      const other = await signedInUser(t);
      const pending = await book(base, o, other, 1);
      const answers = await Promise.all([act(base, o, pending, driver, 'accept'), other.agent.post(`${base}/offers/${o}/bookings`).send({ seats: 1 }) as unknown as Promise<Answer>]);
      expect(answers[0].status).toBe(200);
      expect(['ALREADY_PENDING', 'ALREADY_BOOKED']).toContain(answers[1].body.code);
      expect(await sql(`select status from carpool_bookings where offer_id = ? and requester_id = ?`, [o, other.user.id])).toEqual([{ status: 'ACCEPTED' }]);
    }
  });

  it('a signed-in user’s own carpooling: offers with asks and passengers, requests, bookings with their status, rides', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const passenger = await signedInUser(t);
    const o = await offer(base, driver);
    const theirs = await offer(base, passenger, { direction: 'FROM_EVENT' });
    const b = await book(base, o, passenger, 1);
    await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: (await signedInUser(t)).account.pseudo }).expect(201);
    await driver.agent.post(`${base}/offers/${theirs}/passengers`).send({ identifier: driver.account.pseudo }).expect(403);
    await passenger.agent.post(`${base}/offers/${theirs}/passengers`).send({ identifier: driver.account.pseudo }).expect(201);
    const r = (await passenger.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id;

    const mine = (await driver.agent.get(`${base}/mine`).expect(200)).body;
    expect(mine.timeZone).toBe('Europe/Paris');
    expect(mine.offers).toHaveLength(1);
    expect(mine.offers[0]).toMatchObject({ id: o, pendingBookings: 1, phoneNumber: PHONE, bookings: [{ id: b, status: 'PENDING' }], passengers: [{ offerId: o }] });
    expect(mine.rides.map((x: { id: number }) => x.id)).toEqual([theirs]);
    expect(mine.bookings).toEqual([]);
    const hers = (await passenger.agent.get(`${base}/mine`).expect(200)).body;
    expect(hers.requests.map((x: { id: number }) => x.id)).toEqual([r]);
    expect(hers.bookings).toMatchObject([{ id: b, status: 'PENDING', offer: { id: o, phoneNumber: null, myBooking: { id: b, seats: 1, status: 'PENDING' } } }]);
    await act(base, o, b, driver, 'accept');
    expect((await passenger.agent.get(`${base}/mine`).expect(200)).body.bookings[0]).toMatchObject({ status: 'ACCEPTED', offer: { phoneNumber: PHONE, isPassenger: true } });
    await t.agent().get(`${base}/mine`).expect(401);
  });
});

describe('phone numbers', () => {
  it('a stranger and a pending passenger never get a phone number, in any answer; the driver and accepted passengers do', async () => {
    const { base } = await setup();
    const driver = await signedInUser(t);
    const pending = await signedInUser(t);
    const accepted = await signedInUser(t);
    const stranger = await signedInUser(t);
    const o = await offer(base, driver);
    await driver.agent.post(`${base}/offers/${o}/comments`).send({ content: 'Call me' }).expect(201);
    const pendingRequest = (await pending.agent.post(`${base}/requests`).send(requestBody({ phoneNumber: '+41 79 000 11 22' })).expect(201)).body.id;
    const acceptedRequest = (await accepted.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id;
    await pending.agent.post(`${base}/requests/${pendingRequest}/comments`).send({ content: 'Anyone?' }).expect(201);
    await book(base, o, pending, 1, { requestId: pendingRequest });
    const b = await book(base, o, accepted, 2, { requestId: acceptedRequest });
    await act(base, o, b, driver, 'accept');

    const reads = (who: Signed | null) => {
      const agent = who ? who.agent : t.agent();
      return Promise.all([
        agent.get(`${base}/offers`),
        agent.get(`${base}/offers?direction=TO_EVENT&day=2030-05-14`),
        agent.get(`${base}/offers/${o}`),
        agent.get(`${base}/offers/${o}/comments`),
        agent.get(`${base}/requests`),
        agent.get(`${base}/requests/${acceptedRequest}`),
        agent.get(`${base}/requests/${acceptedRequest}/comments`),
        agent.get(`${base}/requests/${pendingRequest}/comments`),
        agent.get(`${base}/offers/${o}/bookings`),
        ...(who ? [agent.get(`${base}/mine`)] : []),
      ]);
    };
    for (const who of [null, stranger, pending]) {
      for (const res of await reads(who)) {
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toContain(PHONE);
        expect(res.text).not.toContain(REQUEST_PHONE);
      }
    }
    // The pending passenger sees their own request's number, nobody else's.
    expect((await pending.agent.get(`${base}/requests/${pendingRequest}`).expect(200)).body.phoneNumber).toBe('+41 79 000 11 22');
    expect((await stranger.agent.get(`${base}/requests/${pendingRequest}`).expect(200)).body.phoneNumber).toBeNull();
    // The driver does not carry the pending passenger: their request's number stays hidden from them.
    expect((await driver.agent.get(`${base}/requests/${pendingRequest}`).expect(200)).body.phoneNumber).toBeNull();
    // The accepted passenger sees the driver's number; the driver sees theirs.
    expect((await accepted.agent.get(`${base}/offers/${o}`).expect(200)).body.phoneNumber).toBe(PHONE);
    expect((await driver.agent.get(`${base}/requests/${acceptedRequest}`).expect(200)).body.phoneNumber).toBe(REQUEST_PHONE);
    const listed = (await driver.agent.get(`${base}/requests`).expect(200)).body.items as { id: number; phoneNumber: string | null }[];
    expect(listed.map((r) => [r.id, r.phoneNumber])).toEqual([
      [pendingRequest, null],
      [acceptedRequest, REQUEST_PHONE],
    ]);
    // Once cancelled, the number is hidden again.
    await act(base, o, b, accepted, 'cancel');
    expect((await accepted.agent.get(`${base}/offers/${o}`).expect(200)).body.phoneNumber).toBeNull();
  });
});

describe('notifications', () => {
  it('each step tells the other party, in their language, with a link to the carpool page; never the one who acted', async () => {
    const { base, edition } = await setup();
    const driver = await newcomer(t);
    const passenger = await newcomer(t);
    const friend = await newcomer(t);
    await setLanguage(t, passenger.user.id, 'fr');
    const o = await offer(base, driver);
    const b = await book(base, o, passenger, 2);
    await act(base, o, b, driver, 'accept');
    await act(base, o, b, passenger, 'cancel');
    const again = await book(base, o, passenger, 1);
    await act(base, o, again, driver, 'reject');
    const added = (await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: friend.account.pseudo }).expect(201)).body.id;
    await driver.agent.delete(`${base}/offers/${o}/passengers/${added}`).expect(204);
    await passenger.agent.post(`${base}/offers/${o}/comments`).send({ content: 'Thanks' }).expect(201);
    await driver.agent.post(`${base}/offers/${o}/comments`).send({ content: 'My own' }).expect(201);
    const r = (await passenger.agent.post(`${base}/requests`).send(requestBody()).expect(201)).body.id;
    await driver.agent.post(`${base}/requests/${r}/comments`).send({ content: 'I can take you' }).expect(201);

    expect(await kindsOf(driver.user.id)).toEqual(['bookingAsked', 'bookingCancelled', 'bookingAsked', 'offerCommented']);
    expect(await kindsOf(passenger.user.id)).toEqual(['bookingAccepted', 'bookingRejected', 'requestCommented']);
    expect(await kindsOf(friend.user.id)).toEqual(['passengerAdded', 'passengerRemoved']);

    const [asked] = await notificationsOf(driver.user.id);
    expect(asked).toMatchObject({ action_url: `/editions/${edition.id}/carpool`, entity_id: String(o) });
    expect(asked!.translation_params).toMatchObject({ who: passenger.account.pseudo, seats: 2 });
    expect(asked!.translation_params.trip).toMatch(/^from Grenoble to CJ 2030, Tuesday, May 14(,| at) 10:00/);
    const [accepted] = await notificationsOf(passenger.user.id);
    expect(accepted).toMatchObject({ type: 'SUCCESS' });
    expect(accepted!.translation_params.trip).toMatch(/^de Grenoble à CJ 2030, mardi 14 mai( à)? 10:00/);
    const centre = (await passenger.agent.get('/api/notifications').expect(200)).body.notifications as { title: string; message: string }[];
    expect(centre.map((n) => n.title)).toContain('Réservation acceptée');
  });

  it('deleting an offer tells its accepted passengers and those added, not the pending ones', async () => {
    const { owner, base } = await setup();
    const driver = await newcomer(t);
    const accepted = await newcomer(t);
    const pending = await newcomer(t);
    const friend = await newcomer(t);
    const o = await offer(base, driver);
    await act(base, o, await book(base, o, accepted, 1), driver, 'accept');
    await book(base, o, pending, 1);
    await driver.agent.post(`${base}/offers/${o}/passengers`).send({ identifier: friend.account.pseudo }).expect(201);
    await driver.agent.delete(`${base}/offers/${o}`).expect(204);
    expect((await kindsOf(accepted.user.id)).at(-1)).toBe('offerDeleted');
    expect((await kindsOf(friend.user.id)).at(-1)).toBe('offerDeleted');
    expect(await kindsOf(pending.user.id)).toEqual([]);
    expect(await kindsOf(driver.user.id)).toEqual(['bookingAsked', 'bookingAsked']);

    // The team deleting someone's offer: its riders are told too.
    const o2 = await offer(base, driver);
    await act(base, o2, await book(base, o2, accepted, 1), driver, 'accept');
    await owner.agent.delete(`${base}/offers/${o2}`).expect(204);
    expect((await kindsOf(accepted.user.id)).filter((k) => k === 'offerDeleted')).toHaveLength(2);
  });
});

describe('the demo edition’s carpooling', () => {
  it('has offers both ways, the volunteer’s with the attendee’s PENDING ask, the organiser’s with the attendee accepted; seeded once', async () => {
    await seedDemo(t.em(), { log: () => undefined }, t.config);
    expect(await seedDemoCarpool(t.em())).toBe(0);
    const [edition] = await sql<{ id: number }>(
      `select e.id from editions e join conventions c on c.id = e.convention_id join users u on u.id = c.author_id
       where u.email = 'organiser@demo.festival' and e.name = ?`,
      [DEMO_VOLUNTEER_EDITION],
    );
    const base = `/api/editions/${edition!.id}/carpool`;
    const to = (await t.agent().get(`${base}/offers?direction=TO_EVENT`).expect(200)).body.items as { driver: { pseudo: string }; phoneNumber: string | null }[];
    const from = (await t.agent().get(`${base}/offers?direction=FROM_EVENT`).expect(200)).body.items as { driver: { pseudo: string } }[];
    expect(to.map((o) => o.driver.pseudo)).toEqual(['volunteer', 'artist']);
    expect(from.map((o) => o.driver.pseudo).sort()).toEqual(['organiser', 'volunteer']);
    expect(to.every((o) => o.phoneNumber === null)).toBe(true);
    expect((await t.agent().get(`${base}/requests`).expect(200)).body.total).toBe(2);

    const attendee = t.agent();
    await attendee.post('/api/auth/login').send({ identifier: 'attendee', password: 'demo-attendee-2026' }).expect(200);
    const mine = (await attendee.get(`${base}/mine`).expect(200)).body;
    expect(mine.bookings.map((b: { status: string; offer: { driver: { pseudo: string }; phoneNumber: string | null } }) => [b.offer.driver.pseudo, b.status, b.offer.phoneNumber !== null]).sort()).toEqual([
      ['organiser', 'ACCEPTED', true],
      ['volunteer', 'PENDING', false],
    ]);
    const volunteer = t.agent();
    await volunteer.post('/api/auth/login').send({ identifier: 'volunteer', password: 'demo-volunteer-2026' }).expect(200);
    const driven = (await volunteer.get(`${base}/mine`).expect(200)).body.offers as { locationCity: string; pendingBookings: number; commentCount: number }[];
    expect(driven.find((o) => o.locationCity === 'Grenoble')).toMatchObject({ pendingBookings: 1, commentCount: 2 });
  });
});
