/**
 * The connection of an edition to its ticketing provider (ticketing/external): HelloAsso's settings
 * (the secret sealed at rest, never sent back), "test connection" saying exactly what is wrong, other
 * providers managed by hand, disconnecting (tickets kept), the SSRF guard on the API address, and the
 * secret in no response, log line or error record.
 */
import { randomBytes } from 'node:crypto';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Response } from 'supertest';
import { startFakeHelloAsso, type FakeHelloAsso } from '../../tools/fake-helloasso/server.cjs';
import type { AppConfig } from '../src/core/config/config';
import { SecretBox } from '../src/core/crypto/secret-box';
import { PrivateAddressError, publicOnlyLookup } from '../src/core/web/private-address';
import { HelloAssoConnector, HelloAssoError } from '../src/modules/ticketing/helloasso-client';
import { loopbackName } from './support/loopback-name';
import { setLanguage } from './support/notifications';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

const SECRET = `sec-${randomBytes(12).toString('hex')}`;
const OTHER_SECRET = `sec-${randomBytes(12).toString('hex')}`;
const FAST = { retries: 2, baseDelayMs: 20, maxDelayMs: 100, maxTotalWaitMs: 2_000 };

let t: TestApp;
let fake: FakeHelloAsso;
/** Every answer's body and every line the server logged during the file. */
const bodies: string[] = [];
const logs: string[] = [];
const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

beforeAll(async () => {
  // The server's log is kept here (and not printed: Jest's own output goes another way).
  const keep = ((chunk: unknown, ...rest: unknown[]) => {
    logs.push(String(chunk));
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as typeof process.stdout.write;
  process.stdout.write = keep;
  process.stderr.write = keep;
  // Everything the server says, warnings and debug included, is searched for the secret.
  t = await createTestApp({ ticketingAllowPrivateHosts: true, logLevel: 'debug' });
  t.app.get(SchedulerRegistry).getCronJob('ticketing-sync-schedule').stop();
  t.app.get(HelloAssoConnector).policies = { sync: FAST, test: FAST };
  fake = await startFakeHelloAsso({ orders: 40, clientSecret: SECRET });
});
afterAll(async () => {
  await fake.close();
  await t.close();
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
type Method = 'get' | 'put' | 'post' | 'delete';

/** A call whose answer is kept for the secret's search. */
async function call(who: Signed | null, method: Method, path: string, body?: object): Promise<Response> {
  const req = (who ? who.agent : t.agent())[method](path);
  const res = await (body ? req.send(body) : req);
  bodies.push(res.text ?? '');
  return res;
}

async function edition(owner: Signed) {
  const convention = (await owner.agent.post('/api/conventions').send({ name: `Festival ${randomBytes(3).toString('hex')}` }).expect(201)).body as { id: number };
  return (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Tickets 2099', startDate: '2099-07-01', endDate: '2099-07-04', isOnline: true }).expect(201))
    .body as { id: number };
}

const helloAsso = (extra: Record<string, unknown> = {}) => ({ ...fake.connection(), ...extra });

async function scene() {
  const owner = await signedInUser(t);
  const ed = await edition(owner);
  return { owner, id: ed.id, path: `/api/editions/${ed.id}/ticketing/external` };
}

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.em().getConnection().execute<T[]>(text, params);

describe('the connection', () => {
  it('is empty before anything is chosen', async () => {
    const { owner, path } = await scene();
    expect((await call(owner, 'get', path)).body).toEqual({
      provider: null,
      status: null,
      lastError: null,
      lastSyncAt: null,
      syncedUntil: null,
      webhookUrl: null,
      helloAsso: null,
      activeRun: null,
    });
  });

  it('connects HelloAsso: the settings come back without the secret, which is sealed at rest; the webhook address is given', async () => {
    const { owner, id, path } = await scene();
    const saved = await call(owner, 'put', path, helloAsso({ apiBaseUrl: `${fake.url}/` }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      provider: 'HELLOASSO',
      status: 'ACTIVE',
      lastError: null,
      helloAsso: { clientId: fake.clientId, hasClientSecret: true, organizationSlug: 'fake-org', formType: 'Event', formSlug: 'fake-festival', apiBaseUrl: fake.url },
      activeRun: null,
    });
    expect(saved.body.helloAsso).not.toHaveProperty('clientSecret');
    expect(saved.body.webhookUrl).toMatch(new RegExp(`^${t.config.publicUrl}/api/ticketing/webhooks/helloasso/[0-9a-f]{48}$`));
    expect((await call(owner, 'get', path)).body).toEqual(saved.body);

    const [row] = await sql<{ sealed: string }>(`select h.client_secret as sealed from helloasso_configs h join external_ticketings x on x.id = h.external_ticketing_id where x.edition_id = ?`, [id]);
    expect(row.sealed).not.toContain(SECRET);
    expect(t.app.get(SecretBox).open(row.sealed)).toBe(SECRET);
  });

  it('takes parallel first saves one after the other: each answers 200 and the edition has one connection and one settings row', async () => {
    const { owner, id, path } = await scene();
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(owner, 'put', path, helloAsso())));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const [row] = await sql<{ connections: string; settings: string }>(
      `select count(distinct x.id) as connections, count(h.external_ticketing_id) as settings from external_ticketings x left join helloasso_configs h on h.external_ticketing_id = x.id where x.edition_id = ?`,
      [id],
    );
    expect(row).toEqual({ connections: '1', settings: '1' });
  });

  it('refuses settings that cannot be right, field by field', async () => {
    const { owner, path } = await scene();
    const cases: [Record<string, unknown>, string][] = [
      [{ provider: 'PAYPAL' }, 'provider'],
      [{ ...helloAsso(), provider: undefined }, 'provider'],
      [helloAsso({ clientId: undefined }), 'clientId'],
      [helloAsso({ clientId: '  ' }), 'clientId'],
      [helloAsso({ clientId: 'x'.repeat(201) }), 'clientId'],
      [helloAsso({ organizationSlug: 'mon asso' }), 'organizationSlug'],
      [helloAsso({ organizationSlug: undefined }), 'organizationSlug'],
      [helloAsso({ formSlug: '../admin' }), 'formSlug'],
      [helloAsso({ formType: 'Party' }), 'formType'],
      [helloAsso({ apiBaseUrl: 'ftp://example.org' }), 'apiBaseUrl'],
      [helloAsso({ apiBaseUrl: 'https://user:pw@example.org' }), 'apiBaseUrl'],
      [helloAsso({ clientSecret: 'x'.repeat(501) }), 'clientSecret'],
      [helloAsso({ clientSecret: 42 }), 'clientSecret'],
      // No secret stored yet: it must be typed.
      [helloAsso({ clientSecret: '' }), 'clientSecret'],
      [helloAsso({ clientSecret: undefined }), 'clientSecret'],
      [{ ...helloAsso(), extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await call(owner, 'put', path, body);
      expect([JSON.stringify(body).slice(0, 80), res.status, Object.keys(res.body.errors ?? {})]).toEqual([JSON.stringify(body).slice(0, 80), 400, [field]]);
    }
    expect((await call(owner, 'get', path)).body.provider).toBeNull();
  });

  it('keeps the stored secret when the form leaves it empty, but asks for it again when the client id or the API address changes', async () => {
    const { owner, id, path } = await scene();
    await call(owner, 'put', path, helloAsso());
    const sealed = async () => (await sql<{ s: string }>(`select h.client_secret as s from helloasso_configs h join external_ticketings x on x.id = h.external_ticketing_id where x.edition_id = ?`, [id]))[0].s;
    const before = await sealed();
    expect((await call(owner, 'put', path, helloAsso({ clientSecret: '', formType: 'Event' }))).status).toBe(200);
    expect((await call(owner, 'put', path, helloAsso({ clientSecret: null }))).status).toBe(200);
    expect(await sealed()).toBe(before);

    // The stored secret only ever goes where it was meant to: another address or client id needs it typed.
    const elsewhere = await call(owner, 'put', path, helloAsso({ clientSecret: '', apiBaseUrl: 'http://127.0.0.1:9' }));
    expect([elsewhere.status, Object.keys(elsewhere.body.errors)]).toEqual([400, ['clientSecret']]);
    expect((await call(owner, 'put', path, helloAsso({ clientSecret: undefined, clientId: 'another' }))).status).toBe(400);
    const tested = await call(owner, 'post', `${path}/test`, helloAsso({ clientSecret: '', apiBaseUrl: 'http://127.0.0.1:9' }));
    expect([tested.status, Object.keys(tested.body.errors)]).toEqual([400, ['clientSecret']]);

    // A new secret replaces the old one.
    await call(owner, 'put', path, helloAsso({ clientSecret: OTHER_SECRET }));
    expect(t.app.get(SecretBox).open(await sealed())).toBe(OTHER_SECRET);
  });

  it('syncs another form from the start: a change of organisation, form or address forgets the incremental mark', async () => {
    const { owner, id, path } = await scene();
    await call(owner, 'put', path, helloAsso());
    await sql(`update external_ticketings set synced_until = now() where edition_id = ?`, [id]);
    await call(owner, 'put', path, helloAsso({ clientSecret: '' }));
    expect((await call(owner, 'get', path)).body.syncedUntil).not.toBeNull();
    await call(owner, 'put', path, helloAsso({ clientSecret: '', formSlug: 'another-form' }));
    expect((await call(owner, 'get', path)).body.syncedUntil).toBeNull();
  });

  it('chooses another provider, managed by hand: no settings, no webhook, no sync; HelloAsso\'s settings and secret are removed', async () => {
    const { owner, id, path } = await scene();
    await call(owner, 'put', path, helloAsso());
    for (const provider of ['BILLETWEB', 'WEEZEVENT', 'OTHER']) {
      const res = await call(owner, 'put', path, { provider, clientId: 'ignored' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ provider, status: 'ACTIVE', helloAsso: null, webhookUrl: null });
    }
    expect(await sql(`select 1 from helloasso_configs h join external_ticketings x on x.id = h.external_ticketing_id where x.edition_id = ?`, [id])).toHaveLength(0);
    expect((await call(owner, 'post', `/api/editions/${id}/ticketing/sync`)).body.code).toBe('NOT_CONNECTED');
    const test = await call(owner, 'post', `${path}/test`, { provider: 'OTHER' });
    expect([test.status, Object.keys(test.body.errors)]).toEqual([400, ['provider']]);
  });

  it('disconnects: settings and secret gone, status INACTIVE, tickets kept; connecting again needs the secret', async () => {
    const { owner, id, path } = await scene();
    await call(owner, 'put', path, helloAsso());
    const queued = (await call(owner, 'post', `/api/editions/${id}/ticketing/sync`)).body as { id: number };
    for (let i = 0; i < 200; i++) {
      const run = (await call(owner, 'get', `/api/editions/${id}/ticketing/sync/runs/${queued.id}`)).body;
      if (run.status === 'SUCCEEDED') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const [before] = await sql<{ orders: number; tiers: number }>(
      `select (select count(*)::int from ticketing_orders where edition_id = ?) as orders, (select count(*)::int from ticketing_tiers where edition_id = ?) as tiers`,
      [id, id],
    );
    expect(before.orders).toBe(40);

    expect((await call(owner, 'delete', path)).status).toBe(204);
    const after = (await call(owner, 'get', path)).body;
    expect(after).toMatchObject({ provider: 'HELLOASSO', status: 'INACTIVE', helloAsso: null, webhookUrl: null });
    expect(await sql(`select 1 from helloasso_configs h join external_ticketings x on x.id = h.external_ticketing_id where x.edition_id = ?`, [id])).toHaveLength(0);
    const [kept] = await sql<{ orders: number; tiers: number }>(
      `select (select count(*)::int from ticketing_orders where edition_id = ?) as orders, (select count(*)::int from ticketing_tiers where edition_id = ?) as tiers`,
      [id, id],
    );
    expect(kept).toEqual(before);
    expect((await call(owner, 'post', `/api/editions/${id}/ticketing/sync`)).body.code).toBe('NOT_CONNECTED');
    // Twice is fine.
    expect((await call(owner, 'delete', path)).status).toBe(204);

    expect((await call(owner, 'put', path, helloAsso({ clientSecret: '' }))).status).toBe(400);
    expect((await call(owner, 'put', path, helloAsso())).body).toMatchObject({ status: 'ACTIVE', helloAsso: { hasClientSecret: true } });
  });
});

describe('"test connection"', () => {
  it('reads the form with the settings typed, before anything is saved, and writes nothing', async () => {
    const { owner, path } = await scene();
    const res = await call(owner, 'post', `${path}/test`, helloAsso());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, form: { title: expect.any(String), tiers: fake.state.formJson().tiers.length } });
    expect((await call(owner, 'get', path)).body.provider).toBeNull();
  });

  it('uses the stored secret when the form leaves it empty', async () => {
    const { owner, path } = await scene();
    await call(owner, 'put', path, helloAsso());
    expect((await call(owner, 'post', `${path}/test`, helloAsso({ clientSecret: '' }))).body.ok).toBe(true);
  });

  it('says exactly what is wrong, in the caller\'s language', async () => {
    const { owner, path } = await scene();
    const failure = async (body: object, lang = 'en') => {
      await setLanguage(t, owner.user.id, lang);
      const res = await call(owner, 'post', `${path}/test`, body);
      expect(res.status).toBe(422);
      return res.body as { code: string; message: string; params: Record<string, unknown> };
    };
    expect(await failure(helloAsso({ clientSecret: 'wrong' }))).toMatchObject({ code: 'BAD_CREDENTIALS', message: expect.stringContaining('refused the client id or secret') });
    expect(await failure(helloAsso({ clientSecret: 'wrong' }), 'fr')).toMatchObject({ code: 'BAD_CREDENTIALS', message: expect.stringContaining("HelloAsso a refusé l'identifiant") });
    expect(await failure(helloAsso({ clientId: 'nobody' }), 'de')).toMatchObject({ code: 'BAD_CREDENTIALS', message: expect.stringContaining('HelloAsso hat die Client-ID') });
    expect(await failure(helloAsso({ organizationSlug: 'someone-else' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(helloAsso({ formSlug: 'no-such-form' }))).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('no such organisation or form') });
    expect(await failure(helloAsso({ apiBaseUrl: 'http://127.0.0.1:9' }))).toMatchObject({ code: 'NETWORK' });
    fake.fail(500, 20);
    expect(await failure(helloAsso())).toMatchObject({ code: 'PROVIDER_ERROR', params: { status: 500 } });
    await fetch(`${fake.url}/_fake/reset`, { method: 'POST' });
    fake.state.seed({ orders: 40 });
    expect((await call(owner, 'get', path)).body.provider).toBeNull();
  });
});

describe('the API address (SSRF)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ ticketingAllowPrivateHosts: false });
    strict.app.get(SchedulerRegistry).getCronJob('ticketing-sync-schedule').stop();
  });
  afterAll(() => strict.close());

  it('must be https on a public host unless TICKETING_ALLOW_PRIVATE_HOSTS', async () => {
    const owner = await signedInUser(strict);
    const convention = (await owner.agent.post('/api/conventions').send({ name: 'Strict' }).expect(201)).body as { id: number };
    const ed = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Strict', startDate: '2099-07-01', endDate: '2099-07-04' }).expect(201)).body as { id: number };
    const path = `/api/editions/${ed.id}/ticketing/external`;
    const refused = async (apiBaseUrl: string) => {
      for (const route of [path, `${path}/test`]) {
        const res = await owner.agent[route === path ? 'put' : 'post'](route).send(helloAsso({ apiBaseUrl }));
        bodies.push(res.text);
        expect([apiBaseUrl, res.status, Object.keys(res.body.errors ?? {})]).toEqual([apiBaseUrl, 400, ['apiBaseUrl']]);
      }
    };
    await refused(fake.url);
    await refused(fake.url.replace('http:', 'https:'));
    await refused('https://localhost:3901');
    await refused('https://10.0.0.8');
    await refused('https://[::1]:3901');
    await refused('https://169.254.169.254');
    // Spelled otherwise: a trailing dot, upper case, an IPv6 form carrying a loopback IPv4 address, a decimal address.
    await refused('https://LOCALHOST.:3901');
    await refused('https://api.localhost.');
    await refused('https://[::127.0.0.1]');
    await refused('https://[64:ff9b::7f00:1]');
    await refused('https://2130706433');
  });

  it('fails a sync at once, with BLOCKED_ADDRESS and no retry, when the name of the address turns out to lead to this machine', async () => {
    const owner = await signedInUser(strict);
    const convention = (await owner.agent.post('/api/conventions').send({ name: 'Strict name' }).expect(201)).body as { id: number };
    const ed = (await owner.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Strict name', startDate: '2099-07-01', endDate: '2099-07-04' }).expect(201)).body as { id: number };
    // A name the guard cannot judge by its spelling: taken, and refused only when connecting (what DNS rebinding does to a public name).
    await owner.agent.put(`/api/editions/${ed.id}/ticketing/external`).send(helloAsso({ apiBaseUrl: `https://${loopbackName()}:9` })).expect(200);
    const queued = (await owner.agent.post(`/api/editions/${ed.id}/ticketing/sync`).expect(202)).body as { id: number };
    let run: { status: string; error: unknown } = { status: 'QUEUED', error: null };
    for (let i = 0; i < 200 && (run.status === 'QUEUED' || run.status === 'RUNNING'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      run = (await owner.agent.get(`/api/editions/${ed.id}/ticketing/sync/runs/${queued.id}`).expect(200)).body;
    }
    // A network failure would have been retried with back-off for half a minute, and said NETWORK.
    expect(run).toMatchObject({ status: 'FAILED', error: { code: 'BLOCKED_ADDRESS' } });
    expect((await owner.agent.get(`/api/editions/${ed.id}/ticketing/external`).expect(200)).body).toMatchObject({ status: 'ERROR', lastError: { code: 'BLOCKED_ADDRESS' } });
  });

  it('is refused when a name resolves to a private address, and the client says BLOCKED_ADDRESS', async () => {
    const refusal = await new Promise<Error | null>((resolve) => publicOnlyLookup('localhost', {}, (error) => resolve(error)));
    expect(refusal).toBeInstanceOf(PrivateAddressError);
    const connector = new HelloAssoConnector({ ticketingAllowPrivateHosts: false } as AppConfig);
    try {
      for (const apiBaseUrl of [fake.url, 'https://127.0.0.1:9']) {
        const error = await connector
          .client({ apiBaseUrl, clientId: 'c', clientSecret: SECRET, organizationSlug: 'o', formType: 'Event', formSlug: 'f' }, 'test')
          .form()
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HelloAssoError);
        expect((error as HelloAssoError).code).toBe('BLOCKED_ADDRESS');
        expect((error as Error).message).not.toContain(SECRET);
      }
    } finally {
      connector.onModuleDestroy();
    }
  });
});

describe('who may', () => {
  it('refuses anonymous callers (401) and strangers (403) on every connection route', async () => {
    const { owner, path } = await scene();
    await call(owner, 'put', path, helloAsso());
    const stranger = await signedInUser(t);
    for (const [method, route, body] of [
      ['get', path],
      ['put', path, { provider: 'OTHER' }],
      ['post', `${path}/test`, helloAsso()],
      ['delete', path],
    ] as [Method, string, object?][]) {
      expect([method, route, (await call(null, method, route, body)).status]).toEqual([method, route, 401]);
      expect([method, route, (await call(stranger, method, route, body)).status]).toEqual([method, route, 403]);
    }
    expect((await call(owner, 'get', path)).body).toMatchObject({ provider: 'HELLOASSO', status: 'ACTIVE' });
  });

  it('lets a collaborator holding "manage ticketing" connect, and not one holding only another right', async () => {
    const { owner, id, path } = await scene();
    const [{ conventionId }] = await sql<{ conventionId: number }>(`select convention_id as "conventionId" from editions where id = ?`, [id]);
    const manager = await signedInUser(t);
    const volunteersOnly = await signedInUser(t);
    for (const [user, right] of [
      [manager, 'canManageTicketing'],
      [volunteersOnly, 'canManageVolunteers'],
    ] as const) {
      const added = (await owner.agent.post(`/api/conventions/${conventionId}/collaborators`).send({ identifier: user.user.pseudo }).expect(201)).body as { id: number };
      await sql(`update convention_collaborators set ${right === 'canManageTicketing' ? 'can_manage_ticketing' : 'can_manage_volunteers'} = true where id = ?`, [added.id]);
    }
    expect((await call(manager, 'put', path, helloAsso())).status).toBe(200);
    expect((await call(volunteersOnly, 'get', path)).status).toBe(403);
    expect((await call(volunteersOnly, 'post', `/api/editions/${id}/ticketing/sync`)).status).toBe(403);
  });
});

describe('the secret', () => {
  it('appears in no answer, no log line and no recorded error, even after a failed sync', async () => {
    const { owner, id, path } = await scene();
    // A wrong secret stored: the sync fails with BAD_CREDENTIALS, and says so in the log.
    await call(owner, 'put', path, helloAsso({ clientSecret: OTHER_SECRET }));
    const queued = (await call(owner, 'post', `/api/editions/${id}/ticketing/sync`)).body as { id: number };
    let run: { status: string; error: { code: string } | null } = { status: 'QUEUED', error: null };
    for (let i = 0; i < 200 && run.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      run = (await call(owner, 'get', `/api/editions/${id}/ticketing/sync/runs/${queued.id}`)).body;
    }
    expect(run).toMatchObject({ status: 'FAILED', error: { code: 'BAD_CREDENTIALS' } });
    expect((await call(owner, 'get', path)).body).toMatchObject({ status: 'ERROR', lastError: { code: 'BAD_CREDENTIALS' } });
    expect(logs.join('').includes('failed: BAD_CREDENTIALS')).toBe(true);

    expect(bodies.length).toBeGreaterThan(50);
    for (const secret of [SECRET, OTHER_SECRET]) {
      expect(bodies.filter((b) => b.includes(secret))).toEqual([]);
      expect(logs.filter((l) => l.includes(secret))).toEqual([]);
    }
    expect(logs.filter((l) => /Bearer |access_token|refresh_token|client_secret=/.test(l))).toEqual([]);
    const errors = await sql<{ row: string }>(`select e::text as row from api_error_logs e`);
    expect(errors.filter((e) => e.row.includes(SECRET) || e.row.includes(OTHER_SECRET))).toEqual([]);
    const runs = await sql<{ row: string }>(`select r::text as row from ticketing_sync_runs r`);
    expect(runs.filter((r) => r.row.includes(SECRET) || r.row.includes(OTHER_SECRET))).toEqual([]);
  });
});
