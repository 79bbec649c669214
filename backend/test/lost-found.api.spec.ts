import sharp from 'sharp';
import { seedDemo } from '../src/cli/demo-data';
import { DEMO_VOLUNTEER_EDITION } from '../src/cli/demo-volunteers';
import { conventionWithEdition } from './support/artists';
import { joinTeam, sqlOf, type Signed } from './support/community';
import { newcomer } from './support/notifications';
import { statementsDuring } from './support/statements';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Note = { titleKey: string; translationParams: Record<string, string>; category: string; actionUrl: string; title: string; message: string };

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => sqlOf(t)<T>(text, params);
const fieldErrors = (res: { body: Json }) => (res.body.errors ?? {}) as Record<string, string[]>;

/** A convention of a new owner with one online edition; `base` is its lost and found. */
async function setup(name = 'Jongle Fest 2030') {
  const owner = await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, { name, startDate: '2030-05-14', endDate: '2030-05-17' });
  return { owner, convention, edition, base: `/api/editions/${edition.id}/lost-found` };
}

/** A collaborator of the convention holding no particular right: one of the edition's team. */
async function teamMember(owner: Signed, conventionId: number) {
  return joinTeam(owner, conventionId, await signedInUser(t));
}

const record = async (agent: Signed['agent'], base: string, description: string): Promise<Json> => (await agent.post(base).send({ description }).expect(201)).body;

/** The bytes of a response, whatever its type. */
const bytesOf = (req: ReturnType<ReturnType<TestApp['agent']>['get']>) =>
  req.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });

const png = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).png().toBuffer();

/** Waits for the lost and found's notifications of a user (the listener runs after the commit). */
async function notesOf(user: Signed, count: number): Promise<Note[]> {
  for (let i = 0; i < 60; i++) {
    const res = await user.agent.get('/api/notifications').expect(200);
    const list = (res.body.notifications as Note[]).filter((n) => n.titleKey?.startsWith('notifications.lostFound.'));
    if (list.length >= count) return list;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} lost and found notifications`);
}

describe('the items of an edition', () => {
  it('are read by anyone, newest first, with photo, state, date, recorder and comment count', async () => {
    const { owner, base } = await setup();
    const first = await record(owner.agent, base, 'Blue water bottle, near the gym');
    const second = await record(owner.agent, base, 'Three red juggling balls');
    const commenter = await signedInUser(t);
    await commenter.agent.post(`${base}/${first.id}/comments`).send({ content: 'It is mine!' }).expect(201);

    const res = await t.agent().get(base).expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 24, counts: { lost: 2, returned: 0 } });
    expect(res.body.items.map((i: Json) => i.id)).toEqual([second.id, first.id]);
    expect(res.body.items[1]).toEqual({
      id: first.id,
      description: 'Blue water bottle, near the gym',
      imageUrl: null,
      status: 'LOST',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      recordedBy: { id: owner.user.id, pseudo: owner.user.pseudo },
      returnedAt: null,
      commentCount: 1,
    });
    // People by pseudo only: no e-mail on a public answer.
    expect(res.text).not.toContain(owner.account.email);
    expect((await t.agent().get(`${base}/${first.id}`).expect(200)).body).toEqual(res.body.items[1]);
  });

  it('are filtered by state and paged, the counts being the whole edition’s', async () => {
    const { owner, base } = await setup();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await record(owner.agent, base, `Item ${i}`)).id);
    await owner.agent.patch(`${base}/${ids[1]}`).send({ status: 'RETURNED' }).expect(200);
    await owner.agent.patch(`${base}/${ids[3]}`).send({ status: 'RETURNED' }).expect(200);

    const lost = (await t.agent().get(base).query({ status: 'LOST' }).expect(200)).body;
    expect(lost.items.map((i: Json) => i.id)).toEqual([ids[4], ids[2], ids[0]]);
    expect(lost).toMatchObject({ total: 3, counts: { lost: 3, returned: 2 } });
    const returned = (await t.agent().get(base).query({ status: 'RETURNED' }).expect(200)).body;
    expect(returned.items.map((i: Json) => i.id)).toEqual([ids[3], ids[1]]);
    expect(returned.total).toBe(2);

    const page2 = (await t.agent().get(base).query({ page: 2, pageSize: 2 }).expect(200)).body;
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((i: Json) => i.id)).toEqual([ids[2], ids[1]]);
    const past = (await t.agent().get(base).query({ page: 9, pageSize: 2 }).expect(200)).body;
    expect(past).toMatchObject({ items: [], total: 5 });

    const bad = await t.agent().get(base).query({ status: 'FOUND', pageSize: 500 }).expect(400);
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(['pageSize', 'status']);
  });

  it('costs one statement for a visitor whatever the number of items and comments', async () => {
    const { owner, base } = await setup();
    const a = await record(owner.agent, base, 'A scarf');
    await owner.agent.post(`${base}/${a.id}/comments`).send({ content: 'Seen it' }).expect(201);
    await t.agent().get(base).expect(200);
    const few = await statementsDuring(t, () => t.agent().get(base).expect(200));
    const fewSigned = await statementsDuring(t, () => owner.agent.get(base).expect(200));
    for (let i = 0; i < 8; i++) {
      const item = await record(owner.agent, base, `Glove ${i}`);
      await owner.agent.post(`${base}/${item.id}/comments`).send({ content: `Comment ${i}` }).expect(201);
    }
    await owner.agent.patch(`${base}/${a.id}`).send({ status: 'RETURNED' }).expect(200);
    let items: Json[] = [];
    expect(await statementsDuring(t, async () => (items = (await t.agent().get(base).expect(200)).body.items))).toBe(few);
    expect(items).toHaveLength(9);
    expect(await statementsDuring(t, () => owner.agent.get(base).expect(200))).toBe(fewSigned);
    // A visitor: the page (rights remembered); a signed-in caller: the session, the rights, the page.
    expect(few).toBe(1);
    expect(fewSigned).toBeLessThanOrEqual(3);
  });

  it('answer 404 on an edition the caller may not see, on another edition’s item and on a malformed id', async () => {
    const { owner, edition, base } = await setup();
    const item = await record(owner.agent, base, 'Keys with a green ribbon');
    const other = await setup('Another fest');
    await t.agent().get(`${other.base}/${item.id}`).expect(404);
    await other.owner.agent.patch(`${other.base}/${item.id}`).send({ status: 'RETURNED' }).expect(404);
    await other.owner.agent.delete(`${other.base}/${item.id}`).expect(404);
    await other.owner.agent.get(`${other.base}/${item.id}/comments`).expect(404);
    await t.agent().get(`${base}/abc`).expect(404);
    await t.agent().get(`${base}/0`).expect(404);
    await t.agent().get('/api/editions/99999999/lost-found').expect(404);

    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(base).expect(404);
    await (await signedInUser(t)).agent.get(base).expect(404);
    await (await signedInUser(t)).agent.post(`${base}/${item.id}/comments`).send({ content: 'Mine' }).expect(404);
    expect((await owner.agent.get(base).expect(200)).body.items).toHaveLength(1);
  });
});

describe('what the team does', () => {
  it('is refused to anonymous callers (401) and strangers (403); any collaborator may', async () => {
    const { owner, convention, base } = await setup();
    const item = await record(owner.agent, base, 'A phone in a yellow case');
    const image = await png();
    const stranger = await signedInUser(t);
    for (const [agent, status] of [
      [t.agent(), 401],
      [stranger.agent, 403],
    ] as const) {
      await agent.post(base).send({ description: 'Nope' }).expect(status);
      await agent.patch(`${base}/${item.id}`).send({ status: 'RETURNED' }).expect(status);
      await agent.post(`${base}/${item.id}/photo`).attach('file', image, 'photo.png').expect(status);
      await agent.delete(`${base}/${item.id}/photo`).expect(status);
      await agent.delete(`${base}/${item.id}`).expect(status);
    }
    expect((await t.agent().get(`${base}/${item.id}`).expect(200)).body).toMatchObject({ status: 'LOST', imageUrl: null });

    const member = await teamMember(owner, convention.id);
    const theirs = await record(member.agent, base, 'A hat');
    expect(theirs.recordedBy).toEqual({ id: member.user.id, pseudo: member.user.pseudo });
    await member.agent.patch(`${base}/${item.id}`).send({ status: 'RETURNED' }).expect(200);
    await member.agent.delete(`${base}/${theirs.id}`).expect(204);
    await t.agent().get(`${base}/${theirs.id}`).expect(404);
  });

  it('validates the description (1–2000 characters) and the state, with field messages', async () => {
    const { owner, base } = await setup();
    for (const description of ['', '   ', 'x'.repeat(2001), 42, null]) {
      const res = await owner.agent.post(base).send({ description }).expect(400);
      expect(Object.keys(fieldErrors(res))).toEqual(['description']);
    }
    expect(fieldErrors(await owner.agent.post(base).send({ description: '' }).expect(400)).description[0]).toMatch(/\S/);
    await owner.agent.post(base).send({}).expect(400);
    const item = await record(owner.agent, base, `  ${'y'.repeat(2000)}  `);
    expect(item.description).toBe('y'.repeat(2000));
    for (const body of [{ status: 'FOUND' }, { status: null }, { description: '' }, { description: null }]) {
      const res = await owner.agent.patch(`${base}/${item.id}`).send(body).expect(400);
      expect(Object.keys(fieldErrors(res))).toEqual(Object.keys(body));
    }
    const edited = (await owner.agent.patch(`${base}/${item.id}`).send({ description: 'A shorter description' }).expect(200)).body;
    expect(edited).toMatchObject({ description: 'A shorter description', status: 'LOST' });
  });

  it('stores and answers text exactly as typed (the page escapes it)', async () => {
    const { owner, base } = await setup();
    const text = '<img src=x onerror=alert(1)> & "quotes" \u00e9t\u00e9 🎪';
    const item = await record(owner.agent, base, text);
    expect(item.description).toBe(text);
    const commenter = await signedInUser(t);
    const comment = (await commenter.agent.post(`${base}/${item.id}/comments`).send({ content: `<script>alert(1)</script>` }).expect(201)).body;
    expect(comment.content).toBe('<script>alert(1)</script>');
    expect((await t.agent().get(base).expect(200)).body.items[0].description).toBe(text);
  });

  it('marks an item RETURNED (when, by whom) and LOST again after a mistake', async () => {
    const { owner, base } = await setup();
    const item = await record(owner.agent, base, 'A blue tent peg bag');
    const before = Date.now();
    const returned = (await owner.agent.patch(`${base}/${item.id}`).send({ status: 'RETURNED' }).expect(200)).body;
    expect(returned.status).toBe('RETURNED');
    expect(new Date(returned.returnedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await sql<{ returnedBy: number }>('select returned_by_id as "returnedBy" from lost_found_items where id = ?', [item.id]);
    expect(row!.returnedBy).toBe(owner.user.id);
    // Marking it again keeps the first time.
    const again = (await owner.agent.patch(`${base}/${item.id}`).send({ status: 'RETURNED' }).expect(200)).body;
    expect(again.returnedAt).toBe(returned.returnedAt);
    const lost = (await owner.agent.patch(`${base}/${item.id}`).send({ status: 'LOST' }).expect(200)).body;
    expect(lost).toMatchObject({ status: 'LOST', returnedAt: null });
    const [cleared] = await sql<{ returnedBy: number | null }>('select returned_by_id as "returnedBy" from lost_found_items where id = ?', [item.id]);
    expect(cleared!.returnedBy).toBeNull();
  });

  it('deletes an item with its comments', async () => {
    const { owner, base } = await setup();
    const item = await record(owner.agent, base, 'An umbrella');
    await owner.agent.post(`${base}/${item.id}/comments`).send({ content: 'Still here' }).expect(201);
    await owner.agent.delete(`${base}/${item.id}`).expect(204);
    await t.agent().get(`${base}/${item.id}`).expect(404);
    expect(await sql('select id from lost_found_comments where item_id = ?', [item.id])).toHaveLength(0);
    await owner.agent.delete(`${base}/${item.id}`).expect(404);
  });
});

describe('the photo of an item', () => {
  it('takes a real image, checked by content and re-encoded, served under /uploads/lost-found/; replacing or removing it deletes the old file', async () => {
    const { owner, edition, base } = await setup();
    const item = await record(owner.agent, base, 'A camera');
    const first = (await owner.agent.post(`${base}/${item.id}/photo`).attach('file', await png(2400, 1800), 'camera.png').expect(200)).body;
    expect(first.imageUrl).toMatch(new RegExp(`^/uploads/lost-found/${edition.id}/[\\w-]+\\.webp$`));
    const served = await bytesOf(t.agent().get(first.imageUrl)).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1600 });
    expect((await t.agent().get(base).expect(200)).body.items[0].imageUrl).toBe(first.imageUrl);

    const second = (await owner.agent.post(`${base}/${item.id}/photo`).attach('file', await png(), 'again.png').expect(200)).body;
    expect(second.imageUrl).not.toBe(first.imageUrl);
    await t.agent().get(first.imageUrl).expect(404);
    await bytesOf(t.agent().get(second.imageUrl)).expect(200);

    expect((await owner.agent.delete(`${base}/${item.id}/photo`).expect(200)).body.imageUrl).toBeNull();
    await t.agent().get(second.imageUrl).expect(404);

    const third = (await owner.agent.post(`${base}/${item.id}/photo`).attach('file', await png(), 'three.png').expect(200)).body;
    await owner.agent.delete(`${base}/${item.id}`).expect(204);
    await t.agent().get(third.imageUrl).expect(404);
  });

  it('refuses a file that is not an image whatever its name (415), one over 5 MB (413), and a body without a file (400)', async () => {
    const { owner, base } = await setup();
    const item = await record(owner.agent, base, 'A wallet');
    await owner.agent.post(`${base}/${item.id}/photo`).attach('file', Buffer.from('just some text, not a picture'), { filename: 'photo.png', contentType: 'image/png' }).expect(415);
    const tooBig = await owner.agent.post(`${base}/${item.id}/photo`).attach('file', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png');
    expect(tooBig.status).toBe(413);
    const missing = await owner.agent.post(`${base}/${item.id}/photo`).field('nothing', 'here').expect(400);
    expect(Object.keys(fieldErrors(missing))).toEqual(['file']);
    // A JSON body carries no file either.
    await owner.agent.post(`${base}/${item.id}/photo`).send({ file: 'x' }).expect(400);
    expect((await t.agent().get(`${base}/${item.id}`).expect(200)).body.imageUrl).toBeNull();
    await owner.agent.post(`${base}/99999999/photo`).attach('file', await png(), 'x.png').expect(404);
  });
});

describe('comments under an item', () => {
  it('signed-in users comment; anyone reads them newest first; visitors may not write (401)', async () => {
    const { owner, base } = await setup();
    const item = await record(owner.agent, base, 'A black hoodie');
    const url = `${base}/${item.id}/comments`;
    await t.agent().post(url).send({ content: 'Mine' }).expect(401);
    const ana = await signedInUser(t);
    const ben = await signedInUser(t);
    const one = (await ana.agent.post(url).send({ content: '  It is mine, size M  ' }).expect(201)).body;
    expect(one).toMatchObject({ content: 'It is mine, size M', canDelete: true, author: { id: ana.user.id, pseudo: ana.user.pseudo } });
    await ben.agent.post(url).send({ content: 'No, mine' }).expect(201);

    const page = (await t.agent().get(url).expect(200)).body;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((c: Json) => c.content)).toEqual(['No, mine', 'It is mine, size M']);
    expect(page.items.every((c: Json) => c.canDelete === false)).toBe(true);
    const asAna = (await ana.agent.get(url).expect(200)).body.items.map((c: Json) => c.canDelete);
    expect(asAna).toEqual([false, true]);
    const asTeam = (await owner.agent.get(url).expect(200)).body.items.map((c: Json) => c.canDelete);
    expect(asTeam).toEqual([true, true]);
    const paged = (await t.agent().get(url).query({ page: 2, pageSize: 1 }).expect(200)).body;
    expect(paged.items.map((c: Json) => c.content)).toEqual(['It is mine, size M']);
    expect((await t.agent().get(url).query({ page: 5, pageSize: 1 }).expect(200)).body).toMatchObject({ items: [], total: 2 });
    expect((await t.agent().get(base).expect(200)).body.items[0].commentCount).toBe(2);
  });

  it('validate the content (1–2000 characters) with a field message', async () => {
    const { owner, base } = await setup();
    const item = await record(owner.agent, base, 'Sunglasses');
    const user = await signedInUser(t);
    for (const content of ['', '  ', 'z'.repeat(2001), null, 12]) {
      const res = await user.agent.post(`${base}/${item.id}/comments`).send({ content }).expect(400);
      expect(Object.keys(fieldErrors(res))).toEqual(['content']);
    }
    await user.agent.post(`${base}/${item.id}/comments`).send({ content: 'z'.repeat(2000) }).expect(201);
    await user.agent.post(`${base}/99999999/comments`).send({ content: 'Mine' }).expect(404);
  });

  it('are deleted by their author and by the team, never by another user (403)', async () => {
    const { owner, convention, base } = await setup();
    const item = await record(owner.agent, base, 'A ukulele');
    const url = `${base}/${item.id}/comments`;
    const ana = await signedInUser(t);
    const ben = await signedInUser(t);
    const a1 = (await ana.agent.post(url).send({ content: 'Mine' }).expect(201)).body;
    const a2 = (await ana.agent.post(url).send({ content: 'Really mine' }).expect(201)).body;
    const a3 = (await ana.agent.post(url).send({ content: 'Spam' }).expect(201)).body;
    await t.agent().delete(`${url}/${a1.id}`).expect(401);
    await ben.agent.delete(`${url}/${a1.id}`).expect(403);
    await ana.agent.delete(`${url}/${a1.id}`).expect(204);
    await ana.agent.delete(`${url}/${a1.id}`).expect(404);
    await owner.agent.delete(`${url}/${a2.id}`).expect(204);
    const member = await teamMember(owner, convention.id);
    await member.agent.delete(`${url}/${a3.id}`).expect(204);
    expect((await t.agent().get(url).expect(200)).body.total).toBe(0);

    // A comment is found under its own item only.
    const other = await record(owner.agent, base, 'A kite');
    const b = (await ana.agent.post(`${base}/${other.id}/comments`).send({ content: 'Mine too' }).expect(201)).body;
    await ana.agent.delete(`${url}/${b.id}`).expect(404);
  });

  it('are counted in the user’s community writing budget: the 11th in a minute answers 429', async () => {
    const { owner, base } = await setup();
    const item = await record(owner.agent, base, 'A bike lock');
    const user = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 11 }, (_, i) => user.agent.post(`${base}/${item.id}/comments`).send({ content: `Try ${i}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), 429]);
    expect((await t.agent().get(`${base}/${item.id}/comments`).expect(200)).body.total).toBe(10);
  });

  it('tell the team member who recorded the item, with a link to the page, never the commenter themselves', async () => {
    const owner = await newcomer(t);
    const { edition } = await conventionWithEdition(owner, { name: 'Circus Days 2030', startDate: '2030-05-14', endDate: '2030-05-17' });
    const base = `/api/editions/${edition.id}/lost-found`;
    const item = await record(owner.agent, base, 'A green rain jacket with a hood');
    await owner.agent.post(`${base}/${item.id}/comments`).send({ content: 'Still at the desk' }).expect(201);
    const fan = await signedInUser(t);
    await fan.agent.post(`${base}/${item.id}/comments`).send({ content: 'It is mine' }).expect(201);
    const [note, ...more] = await notesOf(owner, 1);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      titleKey: 'notifications.lostFound.commented.title',
      category: 'other',
      actionUrl: `/editions/${edition.id}/objets-trouves?item=${item.id}`,
      translationParams: { edition: 'Circus Days 2030', item: 'A green rain jacket with a hood', pseudo: fan.user.pseudo },
    });
    expect(note.title).toContain('A green rain jacket with a hood');
  });
});

describe('the demo data', () => {
  it('gives the demo edition six items by the organiser, two with a photo served, one returned, with the attendee’s comments; once', async () => {
    const quiet = { log: () => undefined };
    await seedDemo(t.em(), quiet, t.config);
    const [edition] = await sql<{ id: number }>('select id from editions where name = ?', [DEMO_VOLUNTEER_EDITION]);
    const all = (await t.agent().get(`/api/editions/${edition!.id}/lost-found`).query({ pageSize: 50 }).expect(200)).body;
    expect(all.counts).toEqual({ lost: 5, returned: 1 });
    expect(all.items.every((i: Json) => i.recordedBy?.pseudo === 'organiser')).toBe(true);
    const photos = all.items.filter((i: Json) => i.imageUrl).map((i: Json) => i.imageUrl as string);
    expect(photos).toHaveLength(2);
    for (const photo of photos) expect(await sharp((await bytesOf(t.agent().get(photo)).expect(200)).body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const commented = all.items.find((i: Json) => i.commentCount > 0);
    const comments = (await t.agent().get(`/api/editions/${edition!.id}/lost-found/${commented.id}/comments`).expect(200)).body;
    expect(comments.items.map((c: Json) => c.author.pseudo)).toContain('attendee');
    await seedDemo(t.em(), quiet, t.config);
    expect((await t.agent().get(`/api/editions/${edition!.id}/lost-found`).expect(200)).body.total).toBe(6);
  });
});
