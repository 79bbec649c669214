/**
 * The limits routes take (`@Limited`, core/throttle/limits.ts): for each, parallel requests past the
 * limit, of which exactly the limit go through and the rest answer 429 with Retry-After and the
 * translated "try again in N min."; counted per user (per address for a visitor); a write refused
 * for what it holds gives its count back, a guess does not. Which POST has which limit, and the
 * README's table, are checked by core/throttle/limits.spec.ts.
 */
import { createECDH, createHash, randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { LIMITS } from '../src/core/throttle/limits';
import { conventionWithEdition } from './support/artists';
import { sqlOf, type Signed } from './support/community';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
let sql: ReturnType<typeof sqlOf>;
beforeAll(async () => {
  t = await createTestApp();
  sql = sqlOf(t);
});
afterAll(async () => {
  await t.close();
});

const HOUR_S = 3600;
const first = (name: keyof typeof LIMITS) => LIMITS[name].rules[0]!.limit;

/** `n` requests at once. */
const burst = (n: number, send: (i: number) => PromiseLike<Response>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** Exactly `allowed` answered `ok`, the others 429 with Retry-After (within `windowS`) and the write limit's message. */
function expectLimited(answers: Response[], allowed: number, ok: number, windowS = HOUR_S) {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === ok)).toHaveLength(allowed);
  expect(statuses.filter((s) => s === 429)).toHaveLength(answers.length - allowed);
  for (const refused of answers.filter((a) => a.status === 429)) {
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowS);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: `You have done this many times in a short while. Try again in ${Math.ceil(Number(refused.headers['retry-after']) / 60)} min.` });
  }
}

/** An online edition of 14-17 May 2030 (Paris clocks), of a convention of its own made by `owner`. */
async function edition(owner: Signed, settings: Record<string, unknown> = {}) {
  const made = await conventionWithEdition(owner, { name: 'CJ 2030', startDate: '2030-05-14', endDate: '2030-05-17', city: 'Lyon', timeZone: 'Europe/Paris', ...settings });
  return made.edition.id;
}

const offerBody = (i = 0) => ({
  tripDate: '2030-05-14T08:00:00.000Z',
  locationCity: `Grenoble ${i}`,
  locationAddress: 'Gare routière',
  availableSeats: 8,
  direction: 'TO_EVENT',
  description: 'Room for bags',
  phoneNumber: '+33 6 12 34 56 78',
  smokingAllowed: false,
  petsAllowed: true,
  musicAllowed: true,
});

describe('carpool', () => {
  let editionId: number;
  let base: string;
  beforeAll(async () => {
    editionId = await edition(await signedInUser(t));
    base = `/api/editions/${editionId}/carpool`;
  });

  it('publishes at most 10 offers an hour per user, even at once; another user still publishes', async () => {
    const driver = await signedInUser(t);
    const answers = await burst(first('carpoolOffer') + 3, (i) => driver.agent.post(`${base}/offers`).send(offerBody(i)));
    expectLimited(answers, first('carpoolOffer'), 201);
    expect(await sql(`select id from carpool_offers where user_id = ?`, [driver.user.id])).toHaveLength(first('carpoolOffer'));
    const other = await signedInUser(t);
    await other.agent.post(`${base}/offers`).send(offerBody()).expect(201);
  });

  it('gives back the count of a refused write: invalid offers cost nothing', async () => {
    const driver = await signedInUser(t);
    for (let i = 0; i < 15; i++) await driver.agent.post(`${base}/offers`).send({ ...offerBody(i), availableSeats: 0 }).expect(400);
    const answers = await burst(first('carpoolOffer') + 1, (i) => driver.agent.post(`${base}/offers`).send(offerBody(i)));
    expectLimited(answers, first('carpoolOffer'), 201);
  });

  it('publishes at most 10 requests an hour per user', async () => {
    const passenger = await signedInUser(t);
    const answers = await burst(first('carpoolRequest') + 2, (i) =>
      passenger.agent.post(`${base}/requests`).send({ tripDate: '2030-05-14T07:00:00.000Z', locationCity: `Chambéry ${i}`, seatsNeeded: 1, direction: 'TO_EVENT', description: 'One of us', phoneNumber: '+33 7 98 76 54 32' }),
    );
    expectLimited(answers, first('carpoolRequest'), 201);
  });

  it('asks for seats in at most 20 offers an hour per user', async () => {
    const drivers = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    const offers: number[] = [];
    for (const driver of drivers) for (let i = 0; i < 8; i++) offers.push((await driver.agent.post(`${base}/offers`).send(offerBody(i)).expect(201)).body.id);
    const passenger = await signedInUser(t);
    const answers = await burst(first('carpoolBooking') + 2, (i) => passenger.agent.post(`${base}/offers/${offers[i]}/bookings`).send({ seats: 1, message: 'Hello' }));
    expectLimited(answers, first('carpoolBooking'), 201);
  });

  it('lets a driver add at most 30 passengers an hour', async () => {
    const driver = await signedInUser(t);
    const offers: number[] = [];
    for (let i = 0; i < 5; i++) offers.push((await driver.agent.post(`${base}/offers`).send(offerBody(i)).expect(201)).body.id);
    const n = first('carpoolPassenger') + 2;
    const pseudos = Array.from({ length: n }, (_, i) => `rider_${i}_${randomBytes(3).toString('hex')}`);
    for (const pseudo of pseudos) {
      const email = `${pseudo}@example.com`;
      await sql(`insert into users (email, email_hash, pseudo, nom, prenom, is_email_verified) values (?, ?, ?, 'Rider', 'Ann', true)`, [email, createHash('sha256').update(email).digest('hex'), pseudo]);
    }
    const answers = await burst(n, (i) => driver.agent.post(`${base}/offers/${offers[Math.floor(i / 8)]}/passengers`).send({ identifier: pseudos[i] }));
    expectLimited(answers, first('carpoolPassenger'), 201);
  });
});

it('records at most 10 lost and found items an hour per team member', async () => {
  const owner = await signedInUser(t);
  const base = `/api/editions/${await edition(owner)}/lost-found`;
  const answers = await burst(first('lostFoundItem') + 2, (i) => owner.agent.post(base).send({ description: `A blue club, number ${i}` }));
  expectLimited(answers, first('lostFoundItem'), 201);
});

it('takes at most 20 workshops an hour from one user', async () => {
  const owner = await signedInUser(t);
  const base = `/api/editions/${await edition(owner, { workshopsEnabled: true })}/workshops`;
  const answers = await burst(first('workshopProposal') + 2, (i) =>
    owner.agent.post(base).send({ title: `Contact juggling ${i}`, description: 'Bring a ball', startDateTime: '2030-05-15T08:00:00.000Z', endDateTime: '2030-05-15T09:30:00.000Z', maxParticipants: 12 }),
  );
  expectLimited(answers, first('workshopProposal'), 201);
});

describe('volunteers', () => {
  it('sends at most 10 group messages an hour from one organiser', async () => {
    const owner = await signedInUser(t);
    const editionId = await edition(owner);
    const volunteer = await signedInUser(t);
    await sql(`insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token) values (?, ?, 'ACCEPTED', md5(random()::text), md5(random()::text))`, [editionId, volunteer.user.id]);
    const answers = await burst(first('volunteerMessage') + 2, (i) =>
      owner.agent.post(`/api/editions/${editionId}/volunteers/messages`).send({ title: `Briefing ${i}`, message: 'Meet at the main tent.', target: 'ALL' }),
    );
    expectLimited(answers, first('volunteerMessage'), 201);
  });

  it('sends at most 10 applications an hour from one user', async () => {
    const owners = await Promise.all([signedInUser(t), signedInUser(t)]);
    const editions: number[] = [];
    for (let i = 0; i < first('volunteerApplication') + 2; i++) {
      const owner = owners[i % 2]!;
      const id = await edition(owner);
      await owner.agent.patch(`/api/editions/${id}/volunteers/settings`).send({ volunteersOpen: true }).expect(200);
      editions.push(id);
    }
    const applicant = await signedInUser(t);
    const answers = await burst(editions.length, (i) =>
      applicant.agent.post(`/api/editions/${editions[i]}/volunteers/applications`).send({ phone: '0611223344', motivation: 'I love juggling', eventAvailability: true, arrivalDateTime: '2030-05-14T10:00:00.000Z', departureDateTime: '2030-05-17T18:00:00.000Z' }),
    );
    expectLimited(answers, first('volunteerApplication'), 201);
  });
});

describe('accounts', () => {
  it('creates at most 10 conventions an hour per user', async () => {
    const user = await signedInUser(t);
    const answers = await burst(first('newConvention') + 2, (i) => user.agent.post('/api/conventions').send({ name: `Convention ${i}` }));
    expectLimited(answers, first('newConvention'), 201);
  });

  it('saves at most 20 push subscriptions an hour per user', async () => {
    const user = await signedInUser(t);
    const keys = () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    };
    const answers = await burst(first('pushSubscription') + 2, (i) =>
      user.agent.post('/api/notifications/push/subscribe').send({ subscription: { endpoint: `https://push.example.com/limit/${i}`, expirationTime: null, keys: keys() } }),
    );
    expectLimited(answers, first('pushSubscription'), 200);
  });

  it('takes at most 5 feedback messages in 10 minutes from a visitor’s address, and counts a signed-in user apart', async () => {
    const answers = await burst(first('feedback') + 2, (i) =>
      t.agent().post('/api/feedback').set('Cookie', 'i18n_redirected=en').send({ type: 'BUG', subject: `Broken ${i}`, message: 'The map is blank', email: 'v@example.com', name: 'V' }),
    );
    expectLimited(answers, first('feedback'), 201, 600);
    const user = await signedInUser(t);
    await user.agent.post('/api/feedback').send({ type: 'GENERAL', subject: 'Hello', message: 'Thanks!' }).expect(201);
  });

  it('uploads at most 20 profile pictures an hour per user', async () => {
    const user = await signedInUser(t);
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const answers = await burst(first('profilePicture') + 2, () => user.agent.post('/api/profile/picture').attach('file', png, 'me.png'));
    expectLimited(answers, first('profilePicture'), 200);
  });

  it('counts every try of a password change, refused or not: 5 guesses of the current password in 15 minutes', async () => {
    const user = await signedInUser(t);
    const answers = await burst(first('passwordChange') + 2, (i) => user.agent.post('/api/profile/password').send({ currentPassword: `guess ${i}`, newPassword: 'a brand new secret' }));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(first('passwordChange'));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(2);
    const refused = await user.agent.post('/api/profile/password').send({ currentPassword: user.account.password, newPassword: 'a brand new secret' }).expect(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ min\.$/);
  });

  it('mails at most 5 verification codes an hour to one account, past the minute between two', async () => {
    const account = { email: `late-${randomBytes(3).toString('hex')}@example.com`, pseudo: `late_${randomBytes(3).toString('hex')}`, password: 'correct horse battery', nom: 'L', prenom: 'A' };
    await t.agent().post('/api/auth/register').send(account).expect(201);
    const statuses: number[] = [];
    for (let i = 0; i < first('resendVerification') + 2; i++) {
      // A minute and more since the last code, every time.
      await sql(`update users set verification_code_sent_at = now() - interval '2 minutes' where email = ?`, [account.email]);
      statuses.push((await t.agent().post('/api/auth/resend-verification').send({ email: account.email })).status);
    }
    expect(statuses).toEqual([...Array<number>(first('resendVerification')).fill(204), 429, 429]);
    // The code of the registration, and the five resent.
    expect(t.mailsTo(account.email)).toHaveLength(1 + first('resendVerification'));
  });
});
