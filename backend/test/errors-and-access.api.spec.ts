import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ApiErrorLog } from '../src/core/errors/api-error-log.entity';
import { ACCESS_KEY } from '../src/modules/access/access.decorators';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('error handling', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    const res = await t.agent().get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    await t.agent().post('/api/nothing-here').send({}).expect(404).expect('Content-Type', /json/);
  });

  it('answers 404 with the product page for a path of no section, 200 for the pages of the registries', async () => {
    for (const path of ['/no/such/page', '/editions/12/nowhere', '/loginx']) {
      const res = await t.agent().get(path).expect(404).expect('Content-Type', /html/);
      expect(res.text).toMatch(/<div id="root">/);
    }
    for (const path of ['/', '/login', '/editions/12', '/editions/12/gestion', '/conventions/3/collaborators', '/admin/feedback', '/privacy-policy/']) {
      await t.agent().get(path).expect(200).expect('Content-Type', /html/);
    }
  });

  it('answers 400 for malformed JSON without recording an error', async () => {
    await t.agent().post('/api/auth/login').set('Content-Type', 'application/json').send('{"identifier":').expect(400);
    expect(await t.em().count(ApiErrorLog)).toBe(0);
  });

  it('records every 5xx in ApiErrorLog with secrets removed, and answers a translated message', async () => {
    const { account, user } = await signedInUser(t);
    // Break the database under a route: the failure is real, not simulated.
    await t.em().getConnection().execute('alter table rate_limit_counters rename to rate_limit_counters_gone');
    try {
      const res = await t
        .agent()
        .post('/api/auth/login')
        .set('Cookie', 'i18n_redirected=fr; other=1')
        .set('Authorization', 'Bearer abc')
        .send({ identifier: account.email, password: 'my secret password' })
        .expect(500);
      expect(res.body.message).toBe('Une erreur est survenue de notre côté. Elle a été enregistrée.');
    } finally {
      await t.em().getConnection().execute('alter table rate_limit_counters_gone rename to rate_limit_counters');
    }
    const [log] = await t.em().find(ApiErrorLog, {});
    expect(log).toMatchObject({ statusCode: 500, method: 'POST', path: '/api/auth/login', url: '/api/auth/login', resolved: false });
    expect(log.message).toMatch(/rate_limit_counters/);
    expect(log.prismaDetails).toMatchObject({ code: '42P01' });
    expect(log.body).toEqual({ identifier: account.email, password: '[redacted]' });
    expect(log.headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(JSON.stringify(log)).not.toContain('my secret password');
    expect(log.stack).toBeTruthy();
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('access declarations', () => {
  it('every route declares who may call it', () => {
    const undeclared: string[] = [];
    let routes = 0;
    for (const mod of t.app.get(ModulesContainer).values()) {
      for (const wrapper of mod.controllers.values()) {
        const type = wrapper.metatype as (new (...args: never[]) => object) | null;
        if (!type) continue;
        const classAccess = Reflect.getMetadata(ACCESS_KEY, type);
        for (const name of Object.getOwnPropertyNames(type.prototype)) {
          const handler = (type.prototype as Record<string, unknown>)[name];
          if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
          routes++;
          if (!Reflect.getMetadata(ACCESS_KEY, handler) && !classAccess) undeclared.push(`${type.name}.${name}`);
        }
      }
    }
    expect(routes).toBeGreaterThan(15);
    expect(undeclared).toEqual([]);
  });
});

describe('cross-site writes', () => {
  const create = (agent: ReturnType<TestApp['agent']>) => agent.post('/api/conventions');

  it('refuses a write whose Origin is another origin, even of the same site, and creates nothing', async () => {
    const { agent } = await signedInUser(t);
    for (const origin of ['http://localhost:9999', 'http://evil.localhost:3000', 'null']) {
      const res = await create(agent).set('Origin', origin).send({ name: `From ${origin}` }).expect(403);
      expect(res.body.code).toBe('CROSS_SITE');
    }
    const mine = await agent.get('/api/conventions/mine').expect(200);
    expect(mine.body.items ?? mine.body).toHaveLength(0);
    await create(agent).set('Origin', new URL(t.config.publicUrl).origin).send({ name: 'From the product' }).expect(201);
  });

  it('without an Origin, goes by Sec-Fetch-Site: only same-origin (or a request with neither header) writes', async () => {
    const { agent } = await signedInUser(t);
    await create(agent).set('Sec-Fetch-Site', 'same-site').send({ name: 'Sibling' }).expect(403);
    await create(agent).set('Sec-Fetch-Site', 'cross-site').send({ name: 'Elsewhere' }).expect(403);
    await create(agent).set('Sec-Fetch-Site', 'same-origin').send({ name: 'Here' }).expect(201);
    await create(agent).send({ name: 'A script' }).expect(201);
  });

  it('accepts a page opened by another name of the same server (the Host it was addressed to)', async () => {
    const { agent } = await signedInUser(t);
    await create(agent).set('Host', 'festival.lan:8080').set('Origin', 'http://festival.lan:8080').send({ name: 'On the field network' }).expect(201);
  });

  it('takes JSON only on write routes: HTML form bodies get 415', async () => {
    const { agent } = await signedInUser(t);
    await create(agent).set('Content-Type', 'application/x-www-form-urlencoded').send('name=Forged').expect(415);
    const plain = await create(agent).set('Content-Type', 'text/plain').send('{"name":"Forged"}').expect(415);
    expect(plain.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await agent.post('/api/auth/login').set('Content-Type', 'text/plain').send('{"identifier":"x","password":"y"}').expect(415);
  });
});
