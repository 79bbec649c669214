import { User } from '../src/modules/users/user.entity';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function admin() {
  const signed = await signedInUser(t);
  const em = t.em();
  const user = await em.findOneOrFail(User, { id: signed.user.id });
  user.isGlobalAdmin = true;
  await em.flush();
  return signed;
}

describe('feedback', () => {
  it('takes feedback from a visitor with e-mail and name, records user agent and url', async () => {
    const missing = await t.agent().post('/api/feedback').send({ type: 'BUG', subject: 'Broken', message: 'The map is blank' }).expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'name']);
    const res = await t
      .agent()
      .post('/api/feedback')
      .set('User-Agent', 'TestBrowser/1.0')
      .send({ type: 'BUG', subject: 'Broken', message: 'The map is blank', email: 'v@example.com', name: 'Val', url: '/editions/3' })
      .expect(201);
    expect(res.body.id).toBeGreaterThan(0);
    const bad = await t.agent().post('/api/feedback').send({ type: 'PRAISE', subject: 'x', message: 'y', email: 'v@example.com', name: 'V' }).expect(400);
    expect(bad.body.errors.type).toBeDefined();
  });

  it('takes feedback from a signed-in user without e-mail, and throttles after 5 in 10 minutes', async () => {
    const { agent } = await signedInUser(t);
    for (let i = 0; i < 5; i++) {
      await agent.post('/api/feedback').send({ type: 'SUGGESTION', subject: `Idea ${i}`, message: 'More juggling' }).expect(201);
    }
    await agent.post('/api/feedback').send({ type: 'SUGGESTION', subject: 'Idea 6', message: 'Even more' }).expect(429);
  });
});

describe('admin', () => {
  it('needs a global admin in admin mode: 401 anonymous, 403 user (even with the header), 403 admin without the header', async () => {
    await t.agent().get('/api/admin/stats').expect(401);
    const { agent: user } = await signedInUser(t);
    await user.get('/api/admin/stats').expect(403);
    // Admin mode asked by a non-admin gives no extra power.
    await user.get('/api/admin/stats').set('X-Admin-Mode', 'true').expect(403);
    await user.patch('/api/admin/feedback/1').set('X-Admin-Mode', 'true').send({ resolved: true }).expect(403);
    const { agent: adminAgent } = await admin();
    const noMode = await adminAgent.get('/api/admin/stats').expect(403);
    expect(noMode.body.message).toMatch(/admin mode/);
    await adminAgent.get('/api/admin/stats').set('X-Admin-Mode', 'true').expect(200);
  });

  it('counts users and feedback, lists feedback with filters and pages, resolves and annotates', async () => {
    const { agent } = await admin();
    const em = t.em();
    const users = await em.count(User);
    const stats = await agent.get('/api/admin/stats').set('X-Admin-Mode', 'true').expect(200);
    expect(stats.body.users).toBe(users);
    expect(stats.body.feedback.total).toBeGreaterThanOrEqual(6);

    const page = await agent.get('/api/admin/feedback?limit=2&offset=0').set('X-Admin-Mode', 'true').expect(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(stats.body.feedback.total);
    const visitor = (await agent.get('/api/admin/feedback?limit=100').set('X-Admin-Mode', 'true').expect(200)).body.items.find(
      (f: { email: string }) => f.email === 'v@example.com',
    );
    expect(visitor).toMatchObject({ name: 'Val', userAgent: 'TestBrowser/1.0', url: '/editions/3', resolved: false, user: null });

    const updated = await agent
      .patch(`/api/admin/feedback/${visitor.id}`)
      .set('X-Admin-Mode', 'true')
      .send({ resolved: true, adminNotes: 'Fixed the tile server URL' })
      .expect(200);
    expect(updated.body).toMatchObject({ resolved: true, adminNotes: 'Fixed the tile server URL' });
    const resolved = await agent.get('/api/admin/feedback?resolved=true').set('X-Admin-Mode', 'true').expect(200);
    expect(resolved.body.items.map((f: { id: number }) => f.id)).toEqual([visitor.id]);
    const after = await agent.get('/api/admin/stats').set('X-Admin-Mode', 'true').expect(200);
    expect(after.body.feedback.unresolved).toBe(stats.body.feedback.unresolved - 1);

    await agent.patch('/api/admin/feedback/999999').set('X-Admin-Mode', 'true').send({ resolved: true }).expect(404);
    await agent.patch('/api/admin/feedback/abc').set('X-Admin-Mode', 'true').send({ resolved: true }).expect(404);
    await agent.get('/api/admin/feedback?limit=1000').set('X-Admin-Mode', 'true').expect(400);
  });
});
