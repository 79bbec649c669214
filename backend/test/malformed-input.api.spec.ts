import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { Feedback } from '../src/modules/feedback/feedback.entity';
import { User } from '../src/modules/users/user.entity';
import { signedInAdmin } from './support/notifications';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function conventionOf(agent: ReturnType<TestApp['agent']>): Promise<{ id: number }> {
  return (await agent.post('/api/conventions').send({ name: `Conv ${Math.random()}` }).expect(201)).body;
}

describe('bad input answers 4xx, never 500', () => {
  it('refuses NUL bytes in a query or a text field with 400', async () => {
    const { agent } = await signedInUser(t);
    const nul = await t.agent().get('/api/editions?q=a%00b').expect(400);
    expect(nul.body.code).toBe('INVALID_CHARACTERS');
    const body = await agent.post('/api/conventions').send({ name: 'Juggling\u0000Days' }).expect(400);
    expect(body.body.errors.name[0]).toMatch(/character/i);
    await t.agent().get('/api/conventions/1%00').expect((res) => expect([400, 404]).toContain(res.status));
  });

  it('refuses lone UTF-16 surrogates in an e-mail or stored text with 400', async () => {
    const { agent } = await signedInUser(t);
    const email = JSON.stringify({ email: 'a\ud800b@example.com', pseudo: 'surrogate', password: 'correct horse battery', nom: 'X', prenom: 'Y' });
    await t.agent().post('/api/auth/register').set('Content-Type', 'application/json').send(email).expect(400);
    const text = `{"name":"Bad \\udc00 name"}`;
    const res = await agent.post('/api/conventions').set('Content-Type', 'application/json').send(text).expect(400);
    expect(res.body.errors.name).toBeDefined();
    // A well-formed pair (an emoji) is fine.
    await agent.post('/api/conventions').send({ name: 'Juggling 🤹 Days' }).expect(201);
  });

  it('refuses JSON nested deeper than the limit with 400', async () => {
    const { agent } = await signedInUser(t);
    const deep = '{"name":' + '['.repeat(5000) + ']'.repeat(5000) + '}';
    const res = await agent.post('/api/conventions').set('Content-Type', 'application/json').send(deep).expect(400);
    expect(res.body.code).toBe('TOO_DEEP');
  });

  it('refuses null for a required field of a partial update', async () => {
    const { agent } = await signedInUser(t);
    const c = await conventionOf(agent);
    const res = await agent.patch(`/api/conventions/${c.id}`).send({ name: null }).expect(400);
    expect(res.body.errors.name).toBeDefined();
  });

  it('refuses a huge or fractional offset with 400', async () => {
    await t.agent().get('/api/editions?offset=99999999999999999999').expect(400);
    await t.agent().get('/api/editions?offset=1.5').expect(400);
    await t.agent().get('/api/editions?limit=-1').expect(400);
  });

  it('takes feedback from a user whose names are long', async () => {
    const { agent, user } = await signedInUser(t, { nom: 'N'.repeat(100), prenom: 'P'.repeat(100) });
    await agent.post('/api/feedback').send({ type: 'BUG', subject: 'Long names', message: 'Hello' }).expect(201);
    const stored = await t.em().findOneOrFail(Feedback, { user: user.id });
    expect(stored.name!.length).toBeLessThanOrEqual(100);
  });

  it('asks for the search text of the recipient picker with a message that says so', async () => {
    const admin = await signedInAdmin(t);
    const res = await admin.agent.get('/api/admin/notifications/recipients').set('X-Admin-Mode', 'true').expect(400);
    expect(res.body.errors.q[0]).not.toMatch(/at most/);
    expect(res.body.errors.q[0]).toBe('This field is required.');
  });
});

describe('avatars of others', () => {
  it('shows no e-mail hash of another user', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const c = await conventionOf(owner.agent);
    await owner.agent.post(`/api/conventions/${c.id}/collaborators`).send({ identifier: other.user.pseudo }).expect(201);
    const list = await owner.agent.get(`/api/conventions/${c.id}/collaborators`).expect(200);
    expect(JSON.stringify(list.body)).not.toMatch(/emailHash/);
    expect(await t.em().count(User, {})).toBeGreaterThan(1);
  });
});

describe('a request its client gives up on', () => {
  const errorsLogged = async () => Number((await t.em().getConnection().execute<{ n: string }[]>('select count(*) as n from api_error_logs'))[0].n);

  it('a body dropped half-way costs only that client: the API stays up for everyone else', async () => {
    if (!t.http.listening) await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    const { port } = t.http.address() as AddressInfo;
    // Announces 10 KB of JSON, sends 20 bytes, then closes the connection (a phone losing its network).
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"identifier":"abc",');
    await new Promise((r) => setTimeout(r, 100));
    socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const res = await t.agent().get('/api/editions?when=current&limit=5&offset=0');
    expect(res.status).toBe(200);
  });

  it('an upload dropped half-way costs only that client too', async () => {
    const { agent, cookie } = await signedInUser(t);
    if (!t.http.listening) await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    const { port } = t.http.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const head = '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n';
    socket.write(
      `POST /api/profile/picture HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=b0undary\r\nContent-Length: 200000\r\n\r\n${head}${'x'.repeat(5000)}`,
    );
    const errorsBefore = await errorsLogged();
    await new Promise((r) => setTimeout(r, 100));
    socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    await t.agent().get('/api/editions?when=current&limit=5&offset=0').expect(200);
    await agent.get('/api/session/me').expect(200);
    // Nothing broke on the server's side: no 500 recorded for it.
    expect(await errorsLogged()).toBe(errorsBefore);
  });
});
