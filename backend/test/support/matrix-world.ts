/**
 * The permission matrix's world: its callers (one per column), its fixture convention and edition,
 * fresh targets, and the cell that sends a row's request as a caller. The matrix spec calls every
 * cell; the malformed-input fuzz captures the valid request an allowed caller sends, then breaks one
 * field of it (`intercept`).
 */
import { createECDH, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Pool } from 'pg';
import sharp from 'sharp';
import request, { type Response, type Test } from 'supertest';
import {
  CONVENTION_GRANT_FIELDS as CONVENTION_RIGHTS,
  CONVENTION_RIGHTS as CONVENTION_RIGHT_DEFINITIONS,
  EDITION_RIGHTS,
  fieldOfRight,
  type ConventionGrantField as ConventionRight,
} from '../../src/modules/access/access.registry';
import type { Answer, Cell, Fixture, Fresh, MatrixUser, Method, Role, Row, SendOptions } from '../permission-matrix';
import { listen } from './sse';
import { signedInUser, verificationCode, type TestApp } from './test-app';

const PASSWORD = 'correct horse battery';
const EDITION = { name: 'Matrix 2027', startDate: '2027-05-14', endDate: '2027-05-17', city: 'Lyon', country: 'FR', latitude: 45.76, longitude: 4.84, isOnline: true };
const TEAM_ROLES = new Set<Role>(['without', 'with', 'author', 'creator']);
const RIGHT_COLUMNS = CONVENTION_RIGHTS.map((r) => r.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).join(', ');

/** What a cell was about to send: the row's request with the cell's options, as the cell's caller. */
export interface Sending {
  method: Method;
  /** The OpenAPI path, e.g. `/api/editions/{id}/ticketing/tiers/{tierId}`. */
  path: string;
  /** Every path parameter's value. */
  params: Record<string, string>;
  query?: Record<string, string>;
  headers: Record<string, string>;
  body?: object;
  upload: boolean;
  /** Sets the caller's session cookie (and admin mode) on a request. */
  credentials(req: Test): Test;
}

/** Who each column is (see `Fixture.callerOf`). */
export interface People {
  stranger: MatrixUser;
  author: MatrixUser;
  creator: MatrixUser;
  admin: MatrixUser;
  /** Collaborators holding no right / every right: the two collaborator columns of rows without `right`. */
  plain: MatrixUser;
  every: MatrixUser;
  /** Per right: a collaborator holding only it / every right but it and those that imply it. */
  with: Record<ConventionRight, MatrixUser>;
  without: Record<ConventionRight, MatrixUser>;
  /** The fixture's team, copied onto fresh conventions. */
  teamIds: number[];
}

export interface MatrixWorld {
  fixture: Fixture;
  fresh: Fresh;
  people: People;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A request as a user, with the session they call with. */
  as(user: MatrixUser, method: Method, path: string): Test;
  /**
   * The cell of a row for a caller. With `intercept`, the cell's `send` hands what it would send to
   * it (set-up steps of the row's `request` still run for real) and answers what it answers.
   */
  cellOf(row: Row, role: Role, intercept?: (sending: Sending) => Promise<Answer>): Cell;
  /** Sends a request as `cellOf` would. */
  dispatch(sending: Sending): Promise<Answer>;
  close(): Promise<void>;
}

/**
 * The convention grants that give `right` without holding it, from the access registry: a convention
 * right held through another (`{ right }`), and an edition right held through an edition right that a
 * convention grant gives (ticketing: 'edit all editions' → the edition's edit → its ticketing).
 */
export function grantsImplying(right: ConventionRight): ConventionRight[] {
  const keyOf = (field: string) => field[3]!.toLowerCase() + field.slice(4);
  const gives = (grant: ConventionRight, target: string, level: 'convention' | 'edition', seen = new Set<string>()): boolean => {
    if (seen.has(`${level}:${target}`)) return false;
    seen.add(`${level}:${target}`);
    const definitions = (level === 'convention' ? CONVENTION_RIGHT_DEFINITIONS : EDITION_RIGHTS) as Record<string, { sources: readonly unknown[] }>;
    return (definitions[target]?.sources ?? []).some((source) => {
      if (typeof source !== 'object' || source === null) return false;
      if ('right' in source) {
        const via = (source as { right: string }).right;
        return (level === 'convention' && fieldOfRight('convention', via) === grant) || gives(grant, via, level, seen);
      }
      if ('conventionRight' in source) {
        const via = (source as { conventionRight: string }).conventionRight;
        return fieldOfRight('convention', via) === grant || gives(grant, via, 'convention', seen);
      }
      return false;
    });
  };
  const key = keyOf(right);
  return CONVENTION_RIGHTS.filter((grant) => grant !== right && (gives(grant, key, 'convention') || gives(grant, key, 'edition')));
}

/** Signs up the matrix's callers, makes the fixture convention, its team and edition. */
export async function matrixWorld(t: TestApp): Promise<MatrixWorld> {
  const pg = new Pool({ connectionString: t.databaseUrl, max: 2 });
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } }).png().toBuffer();
  /** The session cookie each user calls with, by user id (a cell may replace one: see keepOwnSession). */
  const sessions = new Map<number, string>();
  let seq = 0;
  let cellNumber = 0;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => (await pg.query(text, params)).rows as T[];
  const as = (user: MatrixUser, method: Method, path: string): Test =>
    request(t.http)[method.toLowerCase() as Lowercase<Method>](path).set('Cookie', sessions.get(user.id) ?? '');
  const unique = () => `m${++seq}_${randomBytes(3).toString('hex')}`;

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

  const people = {} as People;

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

  const only = (right: ConventionRight) => ({ [right]: true });
  // 'Without' a right holds none of the grants that imply it either: else it holds the right after all.
  const allBut = (right: ConventionRight) => {
    const lacking = new Set([right, ...grantsImplying(right)]);
    return Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, !lacking.has(r)]));
  };
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

  const fixture: Fixture = {
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

  const urlOf = (path: string, params: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));

  async function dispatch(sending: Sending): Promise<Answer> {
    let req = sending.credentials(request(t.http)[sending.method.toLowerCase() as Lowercase<Method>](urlOf(sending.path, sending.params)));
    if (sending.query) req = req.query(sending.query);
    for (const [name, value] of Object.entries(sending.headers)) req = req.set(name, value);
    if (sending.upload) req = req.attach('file', png, 'image.png');
    else if (sending.body !== undefined) req = req.send(sending.body);
    const res = await req;
    return { status: res.status, body: res.body, text: res.text };
  }

  function cellOf(row: Row, role: Role, intercept?: (sending: Sending) => Promise<Answer>): Cell {
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
    const paramsOf = (given: SendOptions['params'] = {}) =>
      Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, String(given[name!] ?? defaultParam(row.op, path, name!))]));

    return {
      role,
      caller,
      isTeam: TEAM_ROLES.has(role),
      fixture,
      fresh,
      ip: `2001:db8::${n.toString(16)}`,
      api: (m, p) => credentials(request(t.http)[m.toLowerCase() as Lowercase<Method>](p)),
      send(options = {}) {
        const sending: Sending = {
          method,
          path,
          params: paramsOf(options.params),
          query: options.query ?? row.query,
          headers: options.headers ?? {},
          body: options.body ?? row.body,
          upload: options.upload ?? row.upload ?? false,
          credentials,
        };
        return (intercept ?? dispatch)(sending);
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
          const req = httpRequest(`${base}${urlOf(path, paramsOf())}`, { headers, agent: false }, (res) => {
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

  return { fixture, fresh, people, sql, as, cellOf, dispatch, close: () => pg.end() };
}
