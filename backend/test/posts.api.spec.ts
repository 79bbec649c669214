import { seedDemo } from '../src/cli/demo-data';
import { seedDemoPosts } from '../src/cli/demo-posts';
import { DEMO_VOLUNTEER_EDITION } from '../src/cli/demo-volunteers';
import { conventionWithEdition } from './support/artists';
import { joinTeam, sqlOf, type Signed } from './support/community';
import { statementsDuring } from './support/statements';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Post {
  id: number;
  content: string;
  html: string;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  author: { id: number; pseudo: string; profilePicture: string | null; updatedAt: string } | null;
  commentCount: number;
  canEdit: boolean;
}

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => sqlOf(t)<T>(text, params);

/**
 * An online edition of a convention of its own made by `owner`, with `member` in its team (a
 * collaborator holding no right: the team right needs none), and a stranger.
 */
async function setup() {
  const owner = await signedInUser(t);
  const member = await signedInUser(t);
  const stranger = await signedInUser(t);
  const { convention, edition } = await conventionWithEdition(owner, { name: 'Posts 2030', startDate: '2030-05-14', endDate: '2030-05-17', city: 'Lyon' });
  await joinTeam(owner, convention.id, member);
  return { owner, member, stranger, convention, edition, base: `/api/editions/${edition.id}/posts` };
}

/** A global admin (their requests in admin mode carry the header themselves). */
async function admin(): Promise<Signed> {
  const signed = await signedInUser(t);
  await sql('update users set is_global_admin = true where id = ?', [signed.user.id]);
  return signed;
}

/** A post of the edition written in the database (by `userId`, `minutesAgo` minutes ago); answers its id. */
async function postRow(editionId: number, userId: number | null, content: string, options: { pinned?: boolean; minutesAgo?: number } = {}): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into edition_posts (edition_id, user_id, content, pinned, created_at, updated_at) values (?, ?, ?, ?, now() - ? * interval '1 minute', now() - ? * interval '1 minute') returning id`,
    [editionId, userId, content, options.pinned ?? false, options.minutesAgo ?? 0, options.minutesAgo ?? 0],
  );
  return row!.id;
}

/** A comment under the post written in the database, `minutesAgo` minutes ago; answers its id. */
async function commentRow(postId: number, userId: number, content: string, minutesAgo = 0): Promise<number> {
  const [row] = await sql<{ id: number }>(`insert into edition_post_comments (post_id, user_id, content, created_at) values (?, ?, ?, now() - ? * interval '1 minute') returning id`, [
    postId,
    userId,
    content,
    minutesAgo,
  ]);
  return row!.id;
}

const countOf = async (table: string, where: string, params: unknown[]): Promise<number> => (await sql<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params))[0]!.n;

describe('reading the posts', () => {
  it('lists pinned posts first, then newest first, each with its author, html, comment count; canEdit for the team only', async () => {
    const { owner, member, stranger, edition, base } = await setup();
    const old = await postRow(edition.id, owner.user.id, 'Old news', { minutesAgo: 60 });
    const pinnedOld = await postRow(edition.id, member.user.id, '**Read me first**', { pinned: true, minutesAgo: 120 });
    const fresh = await postRow(edition.id, owner.user.id, 'Fresh news', { minutesAgo: 1 });
    const pinnedNew = await postRow(edition.id, owner.user.id, 'Also pinned', { pinned: true, minutesAgo: 30 });
    const orphan = await postRow(edition.id, null, 'From a gone account', { minutesAgo: 10 });
    await commentRow(old, stranger.user.id, 'Nice');
    await commentRow(old, member.user.id, 'Thanks');
    const other = await setup();
    await postRow(other.edition.id, other.owner.user.id, 'Elsewhere');

    const visitor = (await t.agent().get(base).expect(200)).body as { items: Post[]; total: number; page: number; pageSize: number };
    expect(visitor).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(visitor.items.map((p) => p.id)).toEqual([pinnedNew, pinnedOld, fresh, orphan, old]);
    expect(visitor.items.every((p) => p.canEdit === false)).toBe(true);
    const first = visitor.items[1]!;
    expect(first).toMatchObject({ content: '**Read me first**', html: '<p><strong>Read me first</strong></p>\n', pinned: true, commentCount: 0 });
    expect(first.author).toEqual({ id: member.user.id, pseudo: member.user.pseudo, profilePicture: null, updatedAt: expect.any(String) });
    expect(visitor.items[3]!.author).toBeNull();
    expect(visitor.items[4]!.commentCount).toBe(2);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    // Pseudos only: never an e-mail.
    for (const who of [owner, member, stranger]) expect(JSON.stringify(visitor)).not.toContain(who.account.email);

    expect((await stranger.agent.get(base).expect(200)).body.items.every((p: Post) => !p.canEdit)).toBe(true);
    expect((await member.agent.get(base).expect(200)).body.items.every((p: Post) => p.canEdit)).toBe(true);
    expect((await owner.agent.get(base).expect(200)).body.items.every((p: Post) => p.canEdit)).toBe(true);
    const boss = await admin();
    expect((await boss.agent.get(base).expect(200)).body.items.every((p: Post) => !p.canEdit)).toBe(true);
    expect((await boss.agent.get(base).set('X-Admin-Mode', 'true').expect(200)).body.items.every((p: Post) => p.canEdit)).toBe(true);
  });

  it('pages the list (at most 50 a page); a page past the end is empty with the total', async () => {
    const { owner, edition, base } = await setup();
    for (let i = 0; i < 23; i++) await postRow(edition.id, owner.user.id, `Post ${i}`, { minutesAgo: 100 - i, pinned: i === 0 });
    const page = async (query: string) => (await t.agent().get(`${base}?${query}`).expect(200)).body as { items: Post[]; total: number; page: number; pageSize: number };
    const first = await page('pageSize=10');
    expect(first.items.map((p) => p.content)).toEqual(['Post 0', ...Array.from({ length: 9 }, (_, i) => `Post ${22 - i}`)]);
    const third = await page('page=3&pageSize=10');
    expect(third).toMatchObject({ total: 23, page: 3, pageSize: 10 });
    expect(third.items.map((p) => p.content)).toEqual(['Post 3', 'Post 2', 'Post 1']);
    expect(await page('page=9&pageSize=10')).toEqual({ items: [], total: 23, page: 9, pageSize: 10 });
    expect((await page('pageSize=50')).items).toHaveLength(23);
    expect((await page('')).pageSize).toBe(10);

    const tooBig = await t.agent().get(`${base}?pageSize=51`).expect(400);
    expect(tooBig.body.errors.pageSize).toEqual(['The value must be at most 50.']);
    expect((await t.agent().get(`${base}?pageSize=0`).expect(400)).body.errors.pageSize).toEqual(['The value must be at least 1.']);
    expect((await t.agent().get(`${base}?page=abc`).expect(400)).body.errors.page).toBeDefined();
    const empty = await setup();
    expect((await t.agent().get(empty.base).expect(200)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('costs the same number of statements whatever the number of posts, comments and authors', async () => {
    const { owner, member, stranger, edition, base } = await setup();
    const firstPost = await postRow(edition.id, owner.user.id, 'One');
    await commentRow(firstPost, stranger.user.id, 'A comment');
    const few = await statementsDuring(t, () => member.agent.get(base).expect(200));
    // A visitor's rights on the edition are remembered once read: measured warm.
    await t.agent().get(base).expect(200);
    const fewVisitor = await statementsDuring(t, () => t.agent().get(base).expect(200));
    for (let i = 0; i < 15; i++) {
      const author = [owner, member, await signedInUser(t)][i % 3]!;
      const id = await postRow(edition.id, author.user.id, `**Post** ${i}`, { pinned: i % 4 === 0 });
      await commentRow(id, stranger.user.id, 'Hello');
      await commentRow(id, author.user.id, 'Hi');
    }
    let items: Post[] = [];
    expect(await statementsDuring(t, async () => (items = (await member.agent.get(base).expect(200)).body.items))).toBe(few);
    expect(items).toHaveLength(10);
    expect(await statementsDuring(t, () => t.agent().get(`${base}?pageSize=50`).expect(200))).toBe(fewVisitor);
    // The session, the caller's rights on the edition, the page; a visitor: the page.
    expect(few).toBeLessThanOrEqual(3);
    expect(fewVisitor).toBe(1);
  });

  it('answers 404 on an edition the caller may not see (offline: its team still reads), and on an unknown one', async () => {
    const { owner, member, stranger, edition, base } = await setup();
    await postRow(edition.id, owner.user.id, 'Hidden soon');
    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(base).expect(404);
    await stranger.agent.get(base).expect(404);
    expect((await member.agent.get(base).expect(200)).body.total).toBe(1);
    await t.agent().get('/api/editions/99999999/posts').expect(404);
    await t.agent().get('/api/editions/abc/posts').expect(404);
  });
});

describe('the team writes posts', () => {
  it('a team member posts markdown (pinned or not), the answer carries its html; the author is the caller', async () => {
    const { member, base } = await setup();
    const res = await member.agent.post(base).send({ content: '  # Welcome\n\nDoors open at **10:00**, see [the map](https://example.org/map).  ' }).expect(201);
    const post = res.body as Post;
    expect(post).toMatchObject({
      content: '# Welcome\n\nDoors open at **10:00**, see [the map](https://example.org/map).',
      html: '<h3>Welcome</h3>\n<p>Doors open at <strong>10:00</strong>, see <a href="https://example.org/map" target="_blank" rel="nofollow noopener noreferrer">the map</a>.</p>\n',
      pinned: false,
      commentCount: 0,
      canEdit: true,
      author: { id: member.user.id, pseudo: member.user.pseudo, profilePicture: null },
    });
    const pinned = (await member.agent.post(base).send({ content: 'Important', pinned: true }).expect(201)).body as Post;
    expect(pinned.pinned).toBe(true);
    expect((await t.agent().get(base).expect(200)).body.items.map((p: Post) => p.id)).toEqual([pinned.id, post.id]);
  });

  it('renders what would run as inert text: a script, an image with a handler, javascript: and data: links', async () => {
    const { owner, base } = await setup();
    const content = [
      '<script>alert("xss")</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(2)">click</a>',
      '[click me](javascript:alert(3))',
      '[or me](data:text/html,<script>alert(4)</script>)',
      '![pixel](https://tracker.example/p.png)',
      '[quote](<https://a.example/" onmouseover="alert(5)>)',
      '**bold**',
    ].join('\n\n');
    const created = (await owner.agent.post(base).send({ content }).expect(201)).body as Post;
    const [read] = (await t.agent().get(base).expect(200)).body.items as Post[];
    for (const html of [created.html, read!.html]) {
      expect(html).not.toMatch(/<(script|img|iframe|svg)/i);
      expect(html).not.toMatch(/\son[a-z]+="/i);
      expect(html).not.toMatch(/href="(?!https?:\/\/|mailto:)/i);
      expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('[click me](javascript:alert(3))');
      expect(html).toContain('<strong>bold</strong>');
      expect(html).toContain('href="https://a.example/%22%20onmouseover=%22alert(5)"');
    }
    // The source is kept as written, for editing (a page shows it only in the editor's field).
    expect(read!.content).toBe(content);
  });

  it('edits a post (its time of change moves, its html follows), pins and unpins it (idempotent, the time of change stays), deletes it with its comments', async () => {
    const { owner, member, stranger, edition, base } = await setup();
    const id = await postRow(edition.id, owner.user.id, 'First *draft*', { minutesAgo: 5 });
    const later = await postRow(edition.id, owner.user.id, 'Later');
    await commentRow(id, stranger.user.id, 'Typo!');

    const edited = (await member.agent.patch(`${base}/${id}`).send({ content: 'Final *text*' }).expect(200)).body as Post;
    expect(edited).toMatchObject({ id, content: 'Final *text*', html: '<p>Final <em>text</em></p>\n', commentCount: 1, canEdit: true });
    // The author stays who wrote it; the time of change moves.
    expect(edited.author!.id).toBe(owner.user.id);
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThan(new Date(edited.createdAt).getTime() + 60_000);

    await member.agent.put(`${base}/${later}/pin`).expect(204);
    await member.agent.put(`${base}/${later}/pin`).expect(204);
    const [pinned] = (await t.agent().get(base).expect(200)).body.items as Post[];
    expect(pinned).toMatchObject({ id: later, pinned: true });
    expect(pinned!.updatedAt).toBe(pinned!.createdAt);
    await owner.agent.delete(`${base}/${later}/pin`).expect(204);
    await owner.agent.delete(`${base}/${later}/pin`).expect(204);
    expect((await t.agent().get(base).expect(200)).body.items.map((p: Post) => [p.id, p.pinned])).toEqual([
      [later, false],
      [id, false],
    ]);

    await member.agent.delete(`${base}/${id}`).expect(204);
    await member.agent.delete(`${base}/${id}`).expect(404);
    expect(await countOf('edition_post_comments', 'post_id = ?', [id])).toBe(0);
    expect((await t.agent().get(base).expect(200)).body.total).toBe(1);
  });

  it('refuses anonymous callers (401), strangers and global admins without admin mode (403); admin mode acts; an offline edition stays the team’s', async () => {
    const { owner, stranger, edition, base } = await setup();
    const id = await postRow(edition.id, owner.user.id, 'Team only');
    const boss = await admin();
    for (const [who, status] of [
      [t.agent(), 401],
      [stranger.agent, 403],
      [boss.agent, 403],
    ] as const) {
      await who.post(base).send({ content: 'Nope' }).expect(status);
      await who.patch(`${base}/${id}`).send({ content: 'Nope' }).expect(status);
      await who.put(`${base}/${id}/pin`).expect(status);
      await who.delete(`${base}/${id}/pin`).expect(status);
      await who.delete(`${base}/${id}`).expect(status);
    }
    expect(await sql('select content, pinned from edition_posts where edition_id = ?', [edition.id])).toEqual([{ content: 'Team only', pinned: false }]);

    const admins = (await boss.agent.post(base).set('X-Admin-Mode', 'true').send({ content: 'Moderated' }).expect(201)).body as Post;
    await boss.agent.put(`${base}/${id}/pin`).set('X-Admin-Mode', 'true').expect(204);
    await boss.agent.delete(`${base}/${admins.id}`).set('X-Admin-Mode', 'true').expect(204);

    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await stranger.agent.post(base).send({ content: 'Nope' }).expect(404);
    await t.agent().post(base).send({ content: 'Nope' }).expect(404);
    await owner.agent.post(base).send({ content: 'Still ours' }).expect(201);
  });

  it('answers 404 for a post of another edition, an unknown one or a malformed id; nothing changes', async () => {
    const { owner, base } = await setup();
    const other = await setup();
    const theirs = await postRow(other.edition.id, other.owner.user.id, 'Theirs');
    for (const id of [theirs, 99999999, 'abc', 0, '01']) {
      await owner.agent.patch(`${base}/${id}`).send({ content: 'Mine now' }).expect(404);
      await owner.agent.put(`${base}/${id}/pin`).expect(404);
      await owner.agent.delete(`${base}/${id}/pin`).expect(404);
      await owner.agent.delete(`${base}/${id}`).expect(404);
    }
    expect(await sql('select content, pinned from edition_posts where id = ?', [theirs])).toEqual([{ content: 'Theirs', pinned: false }]);
  });

  it('checks the fields with a message for each: content 1 to 10000 characters, pinned true or false', async () => {
    const { owner, edition, base } = await setup();
    const errorsOf = async (body: object, method: 'post' | 'patch' = 'post', path = base) => (await owner.agent[method](path).send(body).expect(400)).body.errors as Record<string, string[]>;
    // A missing field gets one message on it (which one is the shared @Text rule's business).
    expect(Object.keys(await errorsOf({}))).toEqual(['content']);
    expect(await errorsOf({ content: '   \n ' })).toEqual({ content: ['This field is required.'] });
    expect(await errorsOf({ content: 'x'.repeat(10_001) })).toEqual({ content: ['At most 10000 characters.'] });
    expect((await errorsOf({ content: 42 })).content).toBeDefined();
    expect(await errorsOf({ content: 'Fine', pinned: 'yes' })).toEqual({ pinned: ['This field must be true or false.'] });
    expect(await errorsOf({ content: 'Fine', pinned: null })).toEqual({ pinned: ['This field must be true or false.'] });
    const id = await postRow(edition.id, owner.user.id, 'Kept');
    expect(Object.keys(await errorsOf({}, 'patch', `${base}/${id}`))).toEqual(['content']);
    expect(await errorsOf({ content: '' }, 'patch', `${base}/${id}`)).toEqual({ content: ['This field is required.'] });
    expect(await errorsOf({ content: 'y'.repeat(10_001) }, 'patch', `${base}/${id}`)).toEqual({ content: ['At most 10000 characters.'] });
    expect(await countOf('edition_posts', 'edition_id = ?', [edition.id])).toBe(1);
    // The longest post is accepted.
    await owner.agent.post(base).send({ content: 'z'.repeat(10_000) }).expect(201);
  });

  it('counts posts in the author’s community budget: beyond 10 a minute, 429', async () => {
    const { member, edition, base } = await setup();
    const answers = await Promise.all(Array.from({ length: 13 }, (_, i) => member.agent.post(base).send({ content: `Post ${i}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), ...Array(3).fill(429)]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(await countOf('edition_posts', 'edition_id = ?', [edition.id])).toBe(10);
  });
});

describe('comments under a post', () => {
  it('visitors read them newest first, paged, with their authors; the caller may delete their own, the team any', async () => {
    const { owner, member, stranger, edition, base } = await setup();
    const post = await postRow(edition.id, owner.user.id, 'News');
    const other = await postRow(edition.id, owner.user.id, 'Other news');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await commentRow(post, i % 2 ? member.user.id : stranger.user.id, `Comment ${i}`, 10 - i));
    await commentRow(other, stranger.user.id, 'Elsewhere');
    const url = `${base}/${post}/comments`;

    const page = (await t.agent().get(`${url}?pageSize=2`).expect(200)).body;
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page.items.map((c: { content: string }) => c.content)).toEqual(['Comment 4', 'Comment 3']);
    expect(page.items[0]).toEqual({
      id: ids[4],
      content: 'Comment 4',
      createdAt: expect.any(String),
      author: { id: stranger.user.id, pseudo: stranger.user.pseudo, profilePicture: null, updatedAt: expect.any(String) },
      canDelete: false,
    });
    expect((await t.agent().get(`${url}?page=3&pageSize=2`).expect(200)).body.items.map((c: { id: number }) => c.id)).toEqual([ids[0]]);
    expect((await t.agent().get(`${url}?page=4&pageSize=2`).expect(200)).body).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
    const mine = (await stranger.agent.get(url).expect(200)).body.items as { content: string; canDelete: boolean }[];
    expect(mine.map((c) => [c.content, c.canDelete])).toEqual([
      ['Comment 4', true],
      ['Comment 3', false],
      ['Comment 2', true],
      ['Comment 1', false],
      ['Comment 0', true],
    ]);
    expect((await owner.agent.get(url).expect(200)).body.items.every((c: { canDelete: boolean }) => c.canDelete)).toBe(true);
    expect((await t.agent().get(`${url}?pageSize=101`).expect(400)).body.errors.pageSize).toBeDefined();
  });

  it('a signed-in user comments; the text is kept as typed (pages show it as text); anonymous callers get 401', async () => {
    const { owner, stranger, edition, base } = await setup();
    const post = await postRow(edition.id, owner.user.id, 'News');
    const url = `${base}/${post}/comments`;
    const typed = '  <script>alert(1)</script> **not bold**  ';
    const res = await stranger.agent.post(url).send({ content: typed }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      content: '<script>alert(1)</script> **not bold**',
      createdAt: expect.any(String),
      author: { id: stranger.user.id, pseudo: stranger.user.pseudo, profilePicture: null, updatedAt: expect.any(String) },
      canDelete: true,
    });
    expect((await t.agent().get(base).expect(200)).body.items[0].commentCount).toBe(1);
    await t.agent().post(url).send({ content: 'Hello' }).expect(401);
    expect(await countOf('edition_post_comments', 'post_id = ?', [post])).toBe(1);
  });

  it('checks the comment: 1 to 2000 characters, with a message', async () => {
    const { owner, stranger, edition, base } = await setup();
    const post = await postRow(edition.id, owner.user.id, 'News');
    const url = `${base}/${post}/comments`;
    expect(Object.keys((await stranger.agent.post(url).send({}).expect(400)).body.errors)).toEqual(['content']);
    expect((await stranger.agent.post(url).send({ content: ' ' }).expect(400)).body.errors).toEqual({ content: ['This field is required.'] });
    expect((await stranger.agent.post(url).send({ content: 'x'.repeat(2001) }).expect(400)).body.errors).toEqual({ content: ['At most 2000 characters.'] });
    expect(await countOf('edition_post_comments', 'post_id = ?', [post])).toBe(0);
  });

  it('answers 404 under a post of another edition or an unknown one, and on an edition the caller may not see', async () => {
    const { owner, stranger, member, edition, base } = await setup();
    const other = await setup();
    const theirs = await postRow(other.edition.id, other.owner.user.id, 'Theirs');
    const theirComment = await commentRow(theirs, other.stranger.user.id, 'Theirs too');
    for (const id of [theirs, 99999999, 'abc']) {
      await t.agent().get(`${base}/${id}/comments`).expect(404);
      await stranger.agent.post(`${base}/${id}/comments`).send({ content: 'Hi' }).expect(404);
      await owner.agent.delete(`${base}/${id}/comments/${theirComment}`).expect(404);
    }
    const post = await postRow(edition.id, owner.user.id, 'News');
    // A comment of another post, even of the same edition, is not under this one.
    const elsewhere = await postRow(edition.id, owner.user.id, 'Elsewhere');
    const underElsewhere = await commentRow(elsewhere, stranger.user.id, 'Here');
    await owner.agent.delete(`${base}/${post}/comments/${underElsewhere}`).expect(404);
    await owner.agent.delete(`${base}/${post}/comments/abc`).expect(404);

    await owner.agent.patch(`/api/editions/${edition.id}`).send({ isOnline: false }).expect(200);
    await t.agent().get(`${base}/${post}/comments`).expect(404);
    await stranger.agent.post(`${base}/${post}/comments`).send({ content: 'Hi' }).expect(404);
    await stranger.agent.delete(`${base}/${elsewhere}/comments/${underElsewhere}`).expect(404);
    await member.agent.post(`${base}/${post}/comments`).send({ content: 'Team only now' }).expect(201);
    expect(await countOf('edition_post_comments', 'post_id in (?, ?)', [theirs, elsewhere])).toBe(2);
  });

  it('its author deletes their comment; a stranger cannot delete another’s (403); the team moderates any', async () => {
    const { owner, member, stranger, edition, base } = await setup();
    const post = await postRow(edition.id, owner.user.id, 'News');
    const url = `${base}/${post}/comments`;
    const other = await signedInUser(t);
    const own = (await stranger.agent.post(url).send({ content: 'Mine' }).expect(201)).body.id as number;
    const another = (await stranger.agent.post(url).send({ content: 'Rude' }).expect(201)).body.id as number;
    const teams = (await member.agent.post(url).send({ content: 'From the team' }).expect(201)).body.id as number;

    await t.agent().delete(`${url}/${own}`).expect(401);
    await other.agent.delete(`${url}/${own}`).expect(403);
    await stranger.agent.delete(`${url}/${teams}`).expect(403);
    const boss = await admin();
    await boss.agent.delete(`${url}/${own}`).expect(403);
    expect(await countOf('edition_post_comments', 'post_id = ?', [post])).toBe(3);

    await stranger.agent.delete(`${url}/${own}`).expect(204);
    await stranger.agent.delete(`${url}/${own}`).expect(404);
    await member.agent.delete(`${url}/${another}`).expect(204);
    await boss.agent.delete(`${url}/${teams}`).set('X-Admin-Mode', 'true').expect(204);
    expect(await countOf('edition_post_comments', 'post_id = ?', [post])).toBe(0);
  });

  it('parallel comments beyond 10 a minute: exactly 10 are written, the rest answer 429; posts share the budget', async () => {
    const { owner, member, edition, base } = await setup();
    const post = await postRow(edition.id, owner.user.id, 'News');
    const url = `${base}/${post}/comments`;
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => member.agent.post(url).send({ content: `Comment ${i}` })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(6);
    expect(await countOf('edition_post_comments', 'post_id = ?', [post])).toBe(10);
    // One budget for comments and posts: the member cannot post either, another user still comments.
    await member.agent.post(base).send({ content: 'A post' }).expect(429);
    await owner.agent.post(url).send({ content: 'Mine goes through' }).expect(201);
  });
});

describe('the demo edition’s posts', () => {
  it('are the organiser’s, the pinned one first with markdown (bold, a list, a link), with the attendee’s and the volunteer’s comments; seeded once', async () => {
    await seedDemo(t.em(), { log: () => undefined }, t.config);
    expect(await seedDemoPosts(t.em())).toBe(0);
    const [edition] = await sql<{ id: number }>(
      `select e.id from editions e join conventions c on c.id = e.convention_id join users u on u.id = c.author_id
       where u.email = 'organiser@demo.festival' and e.name = ?`,
      [DEMO_VOLUNTEER_EDITION],
    );
    const page = (await t.agent().get(`/api/editions/${edition!.id}/posts`).expect(200)).body as { items: Post[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.total).toBeLessThanOrEqual(5);
    expect(page.items.every((p) => p.author?.pseudo === 'organiser')).toBe(true);
    const [pinned, ...others] = page.items;
    expect(pinned!.pinned).toBe(true);
    expect(others.every((p) => !p.pinned)).toBe(true);
    expect(pinned!.html).toContain('<strong>');
    expect(pinned!.html).toContain('<ul>');
    expect(pinned!.html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="nofollow noopener noreferrer">/);
    const commenters = new Set<string>();
    for (const post of page.items) {
      const comments = (await t.agent().get(`/api/editions/${edition!.id}/posts/${post.id}/comments`).expect(200)).body as { items: { author: { pseudo: string } }[]; total: number };
      expect(comments.total).toBe(post.commentCount);
      for (const c of comments.items) commenters.add(c.author.pseudo);
    }
    expect(commenters).toEqual(new Set(['attendee', 'volunteer', 'organiser']));
  });
});
