/**
 * Every operation of the API has a row in the permission matrix (permission-matrix.ts), and every
 * cell (operation × caller) answers the status the matrix says. All mismatches are reported at once,
 * as one table. Cells run one after another on one server and one fixture; `MATRIX_DUMP=1` prints
 * every cell's answer.
 */
import { createECDH, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Pool } from 'pg';
import sharp from 'sharp';
import request, { type Response, type Test } from 'supertest';
import { CONVENTION_GRANT_FIELDS as CONVENTION_RIGHTS, type ConventionGrantField as ConventionRight } from '../src/modules/access/access.registry';
import { MATRIX, ROLE_LABELS, ROLES, type Answer, type Cell, type Fixture, type Fresh, type MatrixUser, type Method, type Role, type Row, type SendOptions } from './permission-matrix';
import { listen } from './support/sse';
import { createTestApp, signedInUser, verificationCode, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery';
const EDITION = { name: 'Matrix 2027', startDate: '2027-05-14', endDate: '2027-05-17', city: 'Lyon', country: 'FR', latitude: 45.76, longitude: 4.84, isOnline: true };
const TEAM_ROLES = new Set<Role>(['without', 'with', 'author', 'creator']);

let t: TestApp;
let pg: Pool;
let png: Buffer;
let fixture: Fixture;
/** The session cookie each user calls with, by user id (a cell may replace one: see keepOwnSession). */
const sessions = new Map<number, string>();
let seq = 0;

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => (await pg.query(text, params)).rows as T[];

/** A request as a user, with the session they call with. */
function as(user: MatrixUser, method: Method, path: string): Test {
  return request(t.http)[method.toLowerCase() as Lowercase<Method>](path).set('Cookie', sessions.get(user.id) ?? '');
}

function sessionCookie(res: Response): string {
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const cookie = cookies.find((c) => c.startsWith('festival.sid='))?.split(';')[0];
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie;
}

async function signUp(): Promise<MatrixUser> {
  const { user, cookie } = await signedInUser(t, { password: PASSWORD });
  sessions.set(user.id, cookie);
  return { id: user.id, email: user.email, pseudo: user.pseudo, password: PASSWORD };
}

function unique(): string {
  return `m${++seq}_${randomBytes(3).toString('hex')}`;
}

const fresh: Fresh = {
  async convention(options = {}) {
    const { author, creator, teamIds } = people;
    // Made in the database: the author makes more fresh conventions than a user may create in an hour (limits.ts, newConvention).
    const [made] = await sql<{ id: number }>(`insert into conventions (name, email, author_id) values ('Fresh convention', $1, $2) returning id`, [options.email?.toLowerCase() ?? null, author.id]);
    const id = made!.id;
    await sql(
      `insert into convention_collaborators (convention_id, user_id, added_by_id, title, ${RIGHT_COLUMNS})
       select $1, user_id, added_by_id, title, ${RIGHT_COLUMNS} from convention_collaborators where convention_id = $2 and user_id = any($3::int[])`,
      [id, fixture.convention.id, teamIds],
    );
    let editionId: number | undefined;
    if (options.edition) editionId = (await as(creator, 'POST', `/api/conventions/${id}/editions`).send(EDITION).expect(201)).body.id;
    if (options.logo) await as(author, 'POST', `/api/conventions/${id}/logo`).attach('file', png, 'logo.png').expect(200);
    if (options.archived) await as(author, 'POST', `/api/conventions/${id}/archive`).expect(200);
    return { id, editionId };
  },
  async abandonedConvention() {
    const author = await fresh.user();
    await sql(`update users set last_login_at = now() - interval '2 years' where id = $1`, [author.id]);
    const [row] = await sql<{ id: number }>(`insert into conventions (name, email, author_id) values ('Abandoned convention', 'orphan@example.org', $1) returning id`, [author.id]);
    return { id: row.id };
  },
  async edition(options = {}) {
    const id = (await as(people.creator, 'POST', `/api/conventions/${fixture.convention.id}/editions`).send(EDITION).expect(201)).body.id as number;
    if (options.image) await as(people.author, 'POST', `/api/editions/${id}/image`).attach('file', png, 'poster.png').expect(200);
    return { id };
  },
  async user(options = {}) {
    const pseudo = unique();
    const email = `${pseudo}@example.com`;
    const [row] = await sql<{ id: number }>(
      `insert into users (email, email_hash, pseudo, nom, prenom, is_email_verified) values ($1, $2, $3, 'Martin', 'Camille', $4) returning id`,
      [email, createHash('sha256').update(email).digest('hex'), pseudo, options.verified ?? true],
    );
    return { id: row.id, email, pseudo, password: null };
  },
  async collaborator(conventionId) {
    const user = await fresh.user();
    const [row] = await sql<{ id: number }>(`insert into convention_collaborators (convention_id, user_id, added_by_id) values ($1, $2, $3) returning id`, [conventionId, user.id, people.author.id]);
    return { id: row.id, userId: user.id };
  },
  async notification(userId) {
    const [row] = await sql<{ id: number }>(`insert into notifications (user_id, title_text, message_text) values ($1, 'Matrix', 'A notification for the matrix') returning id`, [userId]);
    return { id: row.id };
  },
  async claimCode(conventionId, userId) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = createHmac('sha256', t.config.sessionSecret).update(`claim:${code}`).digest('hex');
    await sql(`insert into convention_claim_requests (convention_id, user_id, code, expires_at) values ($1, $2, $3, now() + interval '1 hour')`, [conventionId, userId, hash]);
    return code;
  },
  async resetToken(userId) {
    const token = randomBytes(32).toString('hex');
    await sql(`insert into password_reset_tokens (token, user_id, expires_at) values ($1, $2, now() + interval '1 hour')`, [createHash('sha256').update(token).digest('hex'), userId]);
    return token;
  },
  async registration() {
    const account = fresh.account();
    await request(t.http).post('/api/auth/register').send(account).expect(201);
    return { email: account.email, code: verificationCode(t, account.email) };
  },
  image: () => png,
  account() {
    const pseudo = unique();
    return { email: `${pseudo}@example.com`, pseudo, password: PASSWORD, nom: 'Martin', prenom: 'Camille' };
  },
  pushEndpoint: () => `https://push.example.com/matrix/${randomBytes(8).toString('hex')}`,
  pushKeys() {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  },
};

const RIGHT_COLUMNS = CONVENTION_RIGHTS.map((r) => r.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).join(', ');

/** Who is who (filled in beforeAll). */
const people = {} as {
  stranger: MatrixUser;
  author: MatrixUser;
  creator: MatrixUser;
  admin: MatrixUser;
  /** Collaborators holding no right / every right: the two collaborator columns of rows without `right`. */
  plain: MatrixUser;
  every: MatrixUser;
  /** Per right: a collaborator holding only it / every right but it. */
  with: Record<ConventionRight, MatrixUser>;
  without: Record<ConventionRight, MatrixUser>;
  /** The fixture's team, copied onto fresh conventions. */
  teamIds: number[];
};

beforeAll(async () => {
  // Limits counted per client address (forgot-password) see each cell's own X-Forwarded-For.
  t = await createTestApp({ trustProxy: 1 });
  pg = new Pool({ connectionString: t.databaseUrl, max: 2 });
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } }).png().toBuffer();

  const only = (right: ConventionRight) => ({ [right]: true });
  const allBut = (right: ConventionRight) => Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, r !== right]));
  const all = Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, true]));

  // Real accounts: register, then verify with the code mailed (a few at a time: two cores).
  const users: MatrixUser[] = [];
  const count = 6 + 2 * CONVENTION_RIGHTS.length;
  for (let i = 0; i < count; i += 4) users.push(...(await Promise.all(Array.from({ length: Math.min(4, count - i) }, signUp))));
  const [stranger, author, creator, admin, plain, every, ...perRight] = users;
  Object.assign(people, {
    stranger,
    author,
    creator,
    admin,
    plain,
    every,
    with: Object.fromEntries(CONVENTION_RIGHTS.map((r, i) => [r, perRight[2 * i]])),
    without: Object.fromEntries(CONVENTION_RIGHTS.map((r, i) => [r, perRight[2 * i + 1]])),
  });
  await sql('update users set is_global_admin = true where id = $1', [admin.id]);

  const conventionId = (await as(author, 'POST', '/api/conventions').send({ name: 'Matrix convention' }).expect(201)).body.id as number;
  const add = async (user: { pseudo: string }, rights: Record<string, boolean>) =>
    (await as(author, 'POST', `/api/conventions/${conventionId}/collaborators`).send({ identifier: user.pseudo, rights }).expect(201)).body.id as number;
  const team: [MatrixUser, Record<string, boolean>][] = [
    [creator, only('canAddEdition')],
    [plain, {}],
    [every, all],
    ...CONVENTION_RIGHTS.flatMap((r): [MatrixUser, Record<string, boolean>][] => [
      [people.with[r], only(r)],
      [people.without[r], allBut(r)],
    ]),
  ];
  for (const [user, rights] of team) await add(user, rights);
  people.teamIds = team.map(([u]) => u.id);
  const target = await fresh.user();
  const targetCollaboratorId = await add(target, {});

  const editionId = (await as(creator, 'POST', `/api/conventions/${conventionId}/editions`).send(EDITION).expect(201)).body.id as number;
  const feedbackId = (await as(author, 'POST', '/api/feedback').send({ type: 'BUG', subject: 'Matrix', message: 'The map does not load' }).expect(201)).body.id as number;

  fixture = {
    convention: { id: conventionId },
    edition: { id: editionId },
    targetCollaborator: { id: targetCollaboratorId, userId: target.id },
    feedback: { id: feedbackId },
    callerOf(role, right) {
      switch (role) {
        case 'anonymous':
          return undefined;
        case 'stranger':
          return people.stranger;
        case 'without':
          return right ? people.without[right] : people.plain;
        case 'with':
          return right ? people.with[right] : people.every;
        case 'author':
          return people.author;
        case 'creator':
          return people.creator;
        case 'admin':
        case 'adminMode':
          return people.admin;
      }
    },
  };
}, 60_000);

afterAll(async () => {
  await pg?.end();
  await t?.close();
});

/** The value of a path parameter the cell did not give: the shared fixture's. */
function defaultParam(op: string, path: string, name: string): number {
  const value =
    name === 'collaboratorId'
      ? fixture.targetCollaborator.id
      : name === 'editionId'
        ? fixture.edition.id
        : name !== 'id'
          ? undefined
          : path.startsWith('/api/conventions/')
            ? fixture.convention.id
            : path.startsWith('/api/editions/')
              ? fixture.edition.id
              : path.startsWith('/api/admin/feedback/')
                ? fixture.feedback.id
                : undefined;
  if (value === undefined) throw new Error(`${op}: no default for {${name}}: give it in a request builder`);
  return value;
}

let cellNumber = 0;

function cellOf(row: Row, role: Role): Cell {
  const [method, path] = row.op.split(' ') as [Method, string];
  const caller = fixture.callerOf(role, row.right);
  let own: string | undefined;
  const cookie = () => own ?? (caller ? sessions.get(caller.id) : undefined);
  const credentials = (req: Test): Test => {
    const c = cookie();
    if (c) req.set('Cookie', c);
    if (role === 'adminMode') req.set('X-Admin-Mode', 'true');
    return req;
  };
  const n = ++cellNumber;
  const urlOf = (params: SendOptions['params'] = {}) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? defaultParam(row.op, path, name))));

  return {
    role,
    caller,
    isTeam: TEAM_ROLES.has(role),
    fixture,
    fresh,
    ip: `2001:db8::${n.toString(16)}`,
    api: (m, p) => credentials(request(t.http)[m.toLowerCase() as Lowercase<Method>](p)),
    async send(options = {}) {
      let req = credentials(request(t.http)[method.toLowerCase() as Lowercase<Method>](urlOf(options.params)));
      const query = options.query ?? row.query;
      if (query) req = req.query(query);
      for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
      const body = options.body ?? row.body;
      if (options.upload ?? row.upload) req = req.attach('file', png, 'image.png');
      else if (body !== undefined) req = req.send(body);
      const res = await req;
      return { status: res.status, body: res.body, text: res.text };
    },
    async ownSession() {
      if (!caller) return;
      if (!caller.password) throw new Error(`${caller.pseudo} has no password to sign in with`);
      own = sessionCookie(await request(t.http).post('/api/auth/login').send({ identifier: caller.pseudo, password: caller.password }).expect(200));
    },
    keepOwnSession() {
      if (caller && own) sessions.set(caller.id, own);
    },
    async eventStream() {
      const base = await listen(t);
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      const c = cookie();
      if (c) headers.cookie = c;
      if (role === 'adminMode') headers['x-admin-mode'] = 'true';
      return new Promise<Answer>((resolve, reject) => {
        const req = httpRequest(`${base}${urlOf()}`, { headers, agent: false }, (res) => {
          resolve({ status: res.statusCode ?? 0, text: '' });
          res.destroy();
        });
        req.on('error', reject);
        req.end();
      });
    },
    sql,
  };
}

function messageOf(answer: Answer): string {
  const body = answer.body as { message?: unknown; code?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : Array.isArray(body?.message) ? body.message.join('; ') : (answer.text ?? '');
  const code = typeof body?.code === 'string' ? ` [${body.code}]` : '';
  return `${message}${code}`.replace(/\s+/g, ' ').slice(0, 120);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

describe('permission matrix', () => {
  it('has exactly one row per operation of the OpenAPI document', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => methods.has(m)).map((m) => `${m.toUpperCase()} ${path}`));
    const rows: string[] = MATRIX.map((r) => r.op);
    const known = new Set(operations);
    const missing = operations.filter((op) => !rows.includes(op));
    const unknown = rows.filter((op) => !known.has(op));
    const duplicated = rows.filter((op, i) => rows.indexOf(op) !== i);
    const malformed = MATRIX.filter((r) => r.expect.length !== ROLES.length || !r.needs).map((r) => r.op);
    const covered = operations.length - missing.length;
    process.stdout.write(`permission matrix: ${covered} of ${operations.length} operations covered\n`);
    const problems = [
      ...missing.map((op) => `no row for ${op}: add { op: '${op}', needs: '…', expect: [anonymous, stranger, without, with, author, creator, admin, adminMode] } to permission-matrix.ts`),
      ...unknown.map((op) => `row ${op} names no operation of the API`),
      ...duplicated.map((op) => `row ${op} is there twice`),
      ...malformed.map((op) => `row ${op} needs a label and ${ROLES.length} statuses`),
    ];
    expect(problems).toEqual([]);
  });

  it('answers every cell (operation × caller) as the matrix says', async () => {
    const started = Date.now();
    const mismatches: string[][] = [];
    let cells = 0;
    for (const row of MATRIX) {
      for (const [i, role] of ROLES.entries()) {
        cells++;
        const cell = cellOf(row, role);
        let answer: Answer;
        try {
          answer = await (row.request ?? ((c: Cell) => c.send()))(cell);
        } catch (e) {
          answer = { status: 0, text: `the cell's set-up failed: ${(e as Error).message}` };
        }
        if (process.env.MATRIX_DUMP) process.stdout.write(`${row.op} | ${role} | ${answer.status} | ${messageOf(answer)}\n`);
        if (answer.status !== row.expect[i]) {
          mismatches.push([row.op, ROLE_LABELS[role], String(row.expect[i]), String(answer.status), messageOf(answer), row.note ?? '']);
        }
      }
    }
    process.stdout.write(`permission matrix: ${cells} cells called in ${((Date.now() - started) / 1000).toFixed(1)} s, ${mismatches.length} differ\n`);
    if (mismatches.length) {
      throw new Error(
        `${mismatches.length} of ${cells} cells answer otherwise than the matrix says:\n\n` +
          table(['operation', 'caller', 'expected', 'got', 'message', 'note'], mismatches),
      );
    }
  }, 180_000);
});
