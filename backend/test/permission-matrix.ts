/**
 * The permission matrix: every operation of the API, what it needs, and the status each of eight
 * callers gets. `permission-matrix.api.spec.ts` fails when an operation of the OpenAPI document has
 * no row here (or a row names no operation), then calls every cell and lists every mismatch.
 *
 * ADDING A ROW: one object with `op` (method + path exactly as in /api/docs-json), `needs` (a short
 * label), `right` when the route needs a convention or edition right, and `expect`: 8 statuses in
 * the order of ROLES below. Path parameters default to the shared fixture (see `Fixture`); give a
 * `body`, `query` or `upload` when the route takes one, and a `request` builder when each cell needs
 * a target of its own (deleting, archiving, uploading, anything a later cell would notice).
 *
 *   { op: 'GET /api/conventions/{id}/history', needs: 'convention: team', expect: [401, 403, 200, 200, 200, 200, 403, 200] },
 *
 *   { op: 'DELETE /api/editions/{id}', needs: 'edition: delete', right: 'canDeleteAllEditions',
 *     expect: [401, 403, 403, 204, 204, 204, 403, 204],
 *     request: async (c) => c.send({ params: { id: (await c.fresh.edition()).id } }) },
 *
 * An expected status is today's answer, unless the server answers wrongly: then it is the answer the
 * server should give, with a `note` saying why (the note is printed next to the mismatch).
 */
import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import type { ConventionGrantField as ConventionRight } from '../src/modules/access/access.registry';

/** The eight callers, in the order of `expect`. */
export const ROLES = ['anonymous', 'stranger', 'without', 'with', 'author', 'creator', 'admin', 'adminMode'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  anonymous: 'anonymous',
  stranger: 'stranger (signed in, no link)',
  without: 'collaborator without the right',
  with: 'collaborator with the right',
  author: 'convention author',
  creator: 'edition creator',
  admin: 'global admin without admin mode',
  adminMode: 'global admin with admin mode',
};

/**
 * Who each column is, on the fixture convention (and on every fresh convention, which gets the same team):
 * - without / with: with `right`, a collaborator holding every right but that one and those that
 *   imply it in the access registry (canManageTicketing: nor canEditAllEditions) / only that one
 *   (convention-wide: a collaborator boolean); without `right`, a collaborator holding no right /
 *   every right. Every right's 'without' column refuses on at least one row (the spec checks it).
 * - creator: a collaborator holding only 'add edition', who created the fixture edition (and every
 *   fresh edition).
 * - admin / adminMode: the same global admin, without / with the `X-Admin-Mode: true` header.
 */
export type Statuses = [anonymous: number, stranger: number, collaboratorWithout: number, collaboratorWith: number, author: number, editionCreator: number, admin: number, adminMode: number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Row {
  /** Method and OpenAPI path, e.g. `PATCH /api/editions/{id}`. */
  op: `${Method} /api/${string}`;
  /** What the route needs, for readers: "edition: edit", "signed in", "global admin"… */
  needs: string;
  /**
   * The collaborator boolean that makes the 'with' column (and whose absence makes 'without'). An
   * edition right is held convention-wide through its boolean: edit → canEditAllEditions, delete →
   * canDeleteAllEditions, volunteers → canManageVolunteers, artists → canManageArtists. Leave it out
   * for routes needing no particular right (public, signed in, team, admin).
   */
  right?: ConventionRight;
  expect: Statuses;
  /** A JSON body valid for the allowed callers. */
  body?: object;
  query?: Record<string, string>;
  /** Sends a small real PNG as the multipart field `file`. */
  upload?: boolean;
  /** Builds and sends the cell's request: fresh targets, a body per caller… Defaults to `cell.send()`. */
  request?: (cell: Cell) => Promise<Answer>;
  /** Why an expected status is not today's answer; printed next to the mismatch. */
  note?: string;
}

export interface Answer {
  status: number;
  body?: unknown;
  text?: string;
}

export interface MatrixUser {
  id: number;
  email: string;
  pseudo: string;
  /** Null for users made directly in the database (targets nobody signs in as). */
  password: string | null;
}

/**
 * What the cells share. Path parameters default to it: `{id}` is the fixture convention under
 * /api/conventions, the fixture edition under /api/editions, the fixture feedback under
 * /api/admin/feedback; `{collaboratorId}` is `targetCollaborator`; `{editionId}` the fixture edition.
 */
export interface Fixture {
  convention: { id: number };
  /** Online, made by the edition creator. */
  edition: { id: number };
  /** A collaborator with no right who never calls: the one rows read or change. */
  targetCollaborator: { id: number; userId: number };
  feedback: { id: number };
  /** The caller of each column for a row needing `right` (undefined: anonymous). */
  callerOf(role: Role, right?: ConventionRight): MatrixUser | undefined;
}

export interface SendOptions {
  params?: Record<string, string | number>;
  body?: object;
  query?: Record<string, string>;
  upload?: boolean;
  headers?: Record<string, string>;
}

/** Fresh targets, made through the API or directly in the database, each for one cell. */
export interface Fresh {
  /**
   * A convention of the fixture's author with the fixture's team (same users, same rights);
   * `edition`: with an online edition made by the edition creator; `logo`: with a logo; `archived`:
   * archived by its author; `email`: its contact address.
   */
  convention(options?: { edition?: boolean; logo?: boolean; archived?: boolean; email?: string }): Promise<{ id: number; editionId?: number }>;
  /** A claimable convention: contact e-mail, no team, an author who has not signed in for two years. */
  abandonedConvention(): Promise<{ id: number }>;
  /** An online edition of the fixture convention made by the edition creator; `image`: with an image. */
  edition(options?: { image?: boolean }): Promise<{ id: number }>;
  /** A user made in the database, without password; `verified: false` leaves the e-mail unverified. */
  user(options?: { verified?: boolean }): Promise<MatrixUser>;
  /** A new collaborator (no right) of a convention. */
  collaborator(conventionId: number): Promise<{ id: number; userId: number }>;
  /** An unread notification of a user. */
  notification(userId: number): Promise<{ id: number }>;
  /** A pending claim request of the user on the convention; returns its code. */
  claimCode(conventionId: number, userId: number): Promise<string>;
  /** A valid password-reset token of the user. */
  resetToken(userId: number): Promise<string>;
  /** A new account registered through the API (not verified yet), and the code mailed to it. */
  registration(): Promise<{ email: string; code: string }>;
  /** A small real PNG. */
  image(): Buffer;
  /** Unique, valid registration data. */
  account(): { email: string; pseudo: string; password: string; nom: string; prenom: string };
  /** An https push endpoint nobody uses yet. */
  pushEndpoint(): string;
  /** A browser's push keys (P-256 public key and auth secret, base64url). */
  pushKeys(): { p256dh: string; auth: string };
}

export interface Cell {
  readonly role: Role;
  /** Undefined for anonymous. */
  readonly caller?: MatrixUser;
  /** Author, collaborators and edition creator: the fixture's team. */
  readonly isTeam: boolean;
  readonly fixture: Fixture;
  readonly fresh: Fresh;
  /** A client address of this cell's own (the test server trusts X-Forwarded-For): for limits counted per address. */
  readonly ip: string;
  /** Sends the row's request as the caller (session cookie, X-Admin-Mode for adminMode). */
  send(options?: SendOptions): Promise<Answer>;
  /** A request with the caller's credentials, for a set-up step of the cell. */
  api(method: Method, path: string): Test;
  /** Signs the caller in again: from now on the cell uses that session (for calls that end or replace it). */
  ownSession(): Promise<void>;
  /** After a call that ended the caller's other sessions: the cell's own session becomes the caller's. */
  keepOwnSession(): void;
  /** Opens the row's path as an event stream; answers its status once the headers are in, and closes it. */
  eventStream(): Promise<Answer>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

const NOTE_CREATOR = "rule being added: the edition's creator holds edit and delete rights on that edition";

export const MATRIX: Row[] = [
  // expect: anonymous, stranger, collaborator without the right, collaborator with the right,
  //         convention author, edition creator, global admin, global admin in admin mode.

  // ── auth: anyone may call; the columns are simply who calls ─────────────────────────────────
  { op: 'POST /api/auth/register', needs: 'anyone', expect: [201, 201, 201, 201, 201, 201, 201, 201],
    request: (c) => c.send({ body: c.fresh.account() }) },
  { op: 'POST /api/auth/verify-email', needs: 'anyone (the code mailed to a new account)', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    // Verifying signs the new account in, replacing the caller's session: the cell uses a session of its own.
    request: async (c) => {
      const { email, code } = await c.fresh.registration();
      await c.ownSession();
      return c.send({ body: { email, code } });
    } },
  { op: 'POST /api/auth/resend-verification', needs: 'anyone (a new unverified account)', expect: [204, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => c.send({ body: { email: (await c.fresh.user({ verified: false })).email } }) },
  { op: 'POST /api/auth/login', needs: 'anyone (the caller signs in as themselves; anonymous as the stranger)', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const who = c.caller ?? c.fixture.callerOf('stranger')!;
      await c.ownSession();
      return c.send({ body: { identifier: who.pseudo, password: who.password } });
    } },
  { op: 'POST /api/auth/logout', needs: 'anyone (ends the caller\'s own session)', expect: [204, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      await c.ownSession();
      return c.send();
    } },
  { op: 'POST /api/auth/forgot-password', needs: 'anyone (limited per address)', expect: [204, 204, 204, 204, 204, 204, 204, 204],
    request: (c) => c.send({ body: { email: c.caller?.email ?? 'nobody@example.com' }, headers: { 'X-Forwarded-For': c.ip } }) },
  { op: 'POST /api/auth/reset-password', needs: 'anyone (a valid token of another account)', expect: [204, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => c.send({ body: { token: await c.fresh.resetToken((await c.fresh.user()).id), password: 'another horse battery' } }) },
  { op: 'GET /api/session/me', needs: 'anyone (a visitor gets 200 with user: null)', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/_auth/session', needs: 'signed in (anonymous: 401, "nobody")', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'DELETE /api/_auth/session', needs: 'anyone (ends the caller\'s own session)', expect: [204, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      await c.ownSession();
      return c.send();
    } },

  // ── profile: the caller's own account ──────────────────────────────────────────────────────
  { op: 'GET /api/profile', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'PATCH /api/profile', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    body: { prenom: 'Camille', preferredLanguage: 'en' } },
  { op: 'POST /api/profile/picture', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200], upload: true },
  { op: 'DELETE /api/profile/picture', needs: 'signed in (the caller\'s picture, set first)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      if (c.caller) await c.api('POST', '/api/profile/picture').attach('file', c.fresh.image(), 'me.png').expect(200);
      return c.send();
    } },
  { op: 'POST /api/profile/password', needs: 'signed in (the caller\'s current password)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    // Other sessions of the caller end: the cell's own session becomes the caller's (the password stays the same).
    request: async (c) => {
      await c.ownSession();
      const res = await c.send({ body: { currentPassword: c.caller?.password ?? 'x', newPassword: c.caller?.password ?? 'correct horse battery' } });
      if (res.status === 204) c.keepOwnSession();
      return res;
    } },

  // ── feedback ───────────────────────────────────────────────────────────────────────────────
  { op: 'POST /api/feedback', needs: 'anyone (visitors give an e-mail and a name; limited per account or address)', expect: [201, 201, 201, 201, 201, 201, 201, 201],
    request: (c) => c.send({
      body: { type: 'SUGGESTION', subject: 'Matrix', message: 'A map legend would help', ...(c.caller ? {} : { email: 'visitor@example.com', name: 'Visitor' }) },
      headers: { 'X-Forwarded-For': c.ip },
    }) },

  // ── administration ─────────────────────────────────────────────────────────────────────────
  { op: 'GET /api/admin/stats', needs: 'global admin in admin mode', expect: [401, 403, 403, 403, 403, 403, 403, 200] },
  { op: 'GET /api/admin/feedback', needs: 'global admin in admin mode', expect: [401, 403, 403, 403, 403, 403, 403, 200] },
  { op: 'PATCH /api/admin/feedback/{id}', needs: 'global admin in admin mode', expect: [401, 403, 403, 403, 403, 403, 403, 200],
    body: { resolved: true, adminNotes: 'Seen' } },
  { op: 'POST /api/admin/notifications', needs: 'global admin in admin mode', expect: [401, 403, 403, 403, 403, 403, 403, 201],
    body: { target: 'self', type: 'INFO', title: 'Matrix', message: 'A test notification' } },
  { op: 'GET /api/admin/notifications', needs: 'global admin in admin mode', expect: [401, 403, 403, 403, 403, 403, 403, 200] },
  { op: 'GET /api/admin/notifications/recipients', needs: 'global admin in admin mode', expect: [401, 403, 403, 403, 403, 403, 403, 200],
    query: { q: 'ma' } },

  // ── conventions ────────────────────────────────────────────────────────────────────────────
  { op: 'POST /api/conventions', needs: 'signed in', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    body: { name: 'Matrix convention', email: 'contact@example.org' } },
  { op: 'GET /api/conventions/mine', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/conventions/{id}', needs: 'convention: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/conventions/{id}/permissions', needs: 'convention: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'PATCH /api/conventions/{id}', needs: 'convention: edit', right: 'canEditConvention', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    body: { description: 'Jugglers meet every spring' } },
  { op: 'DELETE /api/conventions/{id}', needs: 'convention: delete', right: 'canDeleteConvention', expect: [401, 403, 403, 204, 204, 403, 403, 204],
    request: async (c) => c.send({ params: { id: (await c.fresh.convention()).id } }) },
  { op: 'POST /api/conventions/{id}/archive', needs: 'convention: edit', right: 'canEditConvention', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { id: (await c.fresh.convention()).id } }) },
  { op: 'POST /api/conventions/{id}/unarchive', needs: 'convention: edit (archived: hidden from outsiders)', right: 'canEditConvention', expect: [404, 404, 403, 200, 200, 403, 404, 200],
    request: async (c) => c.send({ params: { id: (await c.fresh.convention({ archived: true })).id } }) },
  { op: 'POST /api/conventions/{id}/logo', needs: 'convention: edit', right: 'canEditConvention', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { id: (await c.fresh.convention()).id }, upload: true }) },
  { op: 'DELETE /api/conventions/{id}/logo', needs: 'convention: edit', right: 'canEditConvention', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { id: (await c.fresh.convention({ logo: true })).id } }) },
  { op: 'GET /api/conventions/{id}/collaborators', needs: 'convention: team', expect: [401, 403, 200, 200, 200, 200, 403, 200] },
  { op: 'POST /api/conventions/{id}/collaborators', needs: 'convention: manage collaborators', right: 'canManageCollaborators', expect: [401, 403, 403, 201, 201, 403, 403, 201],
    request: async (c) => c.send({ body: { identifier: (await c.fresh.user()).pseudo, title: 'Stage manager' } }) },
  { op: 'PATCH /api/conventions/{id}/collaborators/{collaboratorId}', needs: 'convention: manage collaborators', right: 'canManageCollaborators', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    body: { title: 'Stage manager' } },
  { op: 'DELETE /api/conventions/{id}/collaborators/{collaboratorId}', needs: 'convention: manage collaborators', right: 'canManageCollaborators', expect: [401, 403, 403, 204, 204, 403, 403, 204],
    request: async (c) => c.send({ params: { collaboratorId: (await c.fresh.collaborator(c.fixture.convention.id)).id } }) },
  { op: 'GET /api/conventions/{id}/claim', needs: 'convention: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  // Target: an abandoned convention (claimable) for outsiders; for the team columns, a convention with
  // a contact e-mail and its team (a team makes it unclaimable: 409).
  { op: 'POST /api/conventions/{id}/claim', needs: 'signed in, convention: view, claimable', expect: [401, 202, 409, 409, 409, 409, 202, 202],
    request: async (c) => c.send({ params: { id: (await claimTarget(c)).id } }) },
  { op: 'POST /api/conventions/{id}/claim/verify', needs: 'signed in, convention: view, the caller\'s claim code', expect: [401, 200, 409, 409, 409, 409, 200, 200],
    request: async (c) => {
      const { id } = await claimTarget(c);
      const code = c.caller ? await c.fresh.claimCode(id, c.caller.id) : '123456';
      return c.send({ params: { id }, body: { code } });
    } },
  { op: 'GET /api/conventions/{id}/history', needs: 'convention: team', expect: [401, 403, 200, 200, 200, 200, 403, 200] },

  // ── editions of a convention ───────────────────────────────────────────────────────────────
  { op: 'POST /api/conventions/{id}/editions', needs: 'convention: add edition', right: 'canAddEdition', expect: [401, 403, 403, 201, 201, 201, 403, 201],
    body: { name: 'Matrix 2028', startDate: '2028-05-01', endDate: '2028-05-03' } },
  { op: 'GET /api/conventions/{id}/editions', needs: 'convention: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/conventions/{id}/editions/permissions', needs: 'convention: team', expect: [401, 403, 200, 200, 200, 200, 403, 200] },
  { op: 'GET /api/conventions/{id}/collaborators/{collaboratorId}/editions', needs: 'convention: team', expect: [401, 403, 200, 200, 200, 200, 403, 200] },
  // Sets no right (a caller may give only rights they hold, and 'with' holds only 'manage collaborators').
  { op: 'PUT /api/conventions/{id}/collaborators/{collaboratorId}/editions/{editionId}', needs: 'convention: manage collaborators', right: 'canManageCollaborators', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    body: { canEdit: false, canDelete: false, canManageVolunteers: false, canManageArtists: false } },

  // ── editions ───────────────────────────────────────────────────────────────────────────────
  { op: 'GET /api/editions', needs: 'anyone', expect: [200, 200, 200, 200, 200, 200, 200, 200], query: { q: 'Matrix' } },
  { op: 'GET /api/editions/map', needs: 'anyone', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/favorites', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'PUT /api/editions/{id}/favorite', needs: 'signed in, edition: view (the caller\'s own star)', expect: [401, 204, 204, 204, 204, 204, 204, 204] },
  { op: 'DELETE /api/editions/{id}/favorite', needs: 'signed in, edition: view (the caller\'s own star, set first)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      if (c.caller) await c.sql('insert into edition_favorites (user_id, edition_id) values ($1, $2) on conflict do nothing', [c.caller.id, c.fixture.edition.id]);
      return c.send();
    } },
  { op: 'GET /api/editions/mine', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/editions/{id}', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/editions/{id}/permissions', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'PATCH /api/editions/{id}', needs: 'edition: edit', right: 'canEditAllEditions', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    body: { description: 'Juggling, fire and aerial' }, note: NOTE_CREATOR },
  { op: 'DELETE /api/editions/{id}', needs: 'edition: delete', right: 'canDeleteAllEditions', expect: [401, 403, 403, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { id: (await c.fresh.edition()).id } }), note: NOTE_CREATOR },
  { op: 'POST /api/editions/{id}/image', needs: 'edition: edit', right: 'canEditAllEditions', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { id: (await c.fresh.edition()).id }, upload: true }), note: NOTE_CREATOR },
  { op: 'DELETE /api/editions/{id}/image', needs: 'edition: edit', right: 'canEditAllEditions', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { id: (await c.fresh.edition({ image: true })).id } }), note: NOTE_CREATOR },

  // ── notifications: the caller's own ────────────────────────────────────────────────────────
  { op: 'GET /api/notifications', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/notifications/stats', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/notifications/preferences', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'PUT /api/notifications/preferences', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    body: { preferences: { other: { email: false } } } },
  { op: 'GET /api/notifications/stream', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: (c) => c.eventStream() },
  { op: 'PATCH /api/notifications/mark-all-read', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200], body: {} },
  { op: 'PATCH /api/notifications/{id}/read', needs: 'signed in (the caller\'s own notification)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { id: (await ownNotification(c)).id } }) },
  { op: 'PATCH /api/notifications/{id}/unread', needs: 'signed in (the caller\'s own notification)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { id: (await ownNotification(c)).id } }) },
  { op: 'DELETE /api/notifications/{id}/delete', needs: 'signed in (the caller\'s own notification)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { id: (await ownNotification(c)).id } }) },
  { op: 'GET /api/health', needs: 'anyone (liveness)', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/health/ready', needs: 'anyone (readiness: the database answers)', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/notifications/push/public-key', needs: 'anyone', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/notifications/push/check', needs: 'signed in', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    body: { endpoint: 'https://push.example.com/matrix/check' } },
  { op: 'POST /api/notifications/push/subscribe', needs: 'signed in (a new browser of the caller\'s)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const endpoint = c.fresh.pushEndpoint();
      const res = await c.send({ body: { subscription: { endpoint, expirationTime: null, keys: c.fresh.pushKeys() } } });
      // No later notification of this test should try to reach a push service that does not exist.
      await c.sql('update push_subscriptions set is_active = false where endpoint = $1', [endpoint]);
      return res;
    } },
  { op: 'POST /api/notifications/push/unsubscribe', needs: 'signed in (a browser of the caller\'s, subscribed first)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const endpoint = c.fresh.pushEndpoint();
      if (c.caller) {
        const keys = c.fresh.pushKeys();
        await c.sql('insert into push_subscriptions (user_id, endpoint, p256dh, auth, is_active) values ($1, $2, $3, $4, true)', [c.caller.id, endpoint, keys.p256dh, keys.auth]);
      }
      return c.send({ body: { endpoint } });
    } },

  // ── volunteers: settings, form, applications (applications.controller.ts) ──────────────────
  // (rows of the applications feature)
  { op: 'GET /api/editions/{id}/volunteers/settings', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'PATCH /api/editions/{id}/volunteers/settings', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    body: { volunteersAskDiet: true, minRestMinutes: 60 } },
  { op: 'GET /api/editions/{id}/volunteers/info', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/editions/{id}/volunteers/applications', needs: 'signed in, edition: view, applications open (the caller applies once, on an edition of its own)', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      await openVolunteers(c, id);
      const { startDate } = await editionDays(c, id);
      return c.send({ params: { id }, body: { phone: '0611223344', eventAvailability: true, arrivalDateTime: `${startDate}T10:00:00.000Z`, departureDateTime: `${startDate}T20:00:00.000Z` } });
    } },
  { op: 'DELETE /api/editions/{id}/volunteers/application', needs: 'signed in, edition: view (the caller\'s own pending application)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      if (c.caller) await volunteerApplication(c, id, c.caller.id);
      return c.send({ params: { id } });
    } },
  { op: 'GET /api/editions/{id}/volunteers/applications', needs: 'edition: lead volunteer teams (managers: all; team leaders: their teams)', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    query: { status: 'PENDING', sort: 'name' } },
  { op: 'GET /api/editions/{id}/volunteers/applications/export.csv', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'GET /api/editions/{id}/volunteers/applications/emails', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'GET /api/editions/{id}/volunteers/applications/badges', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'POST /api/editions/{id}/volunteers/applications/manual', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 201, 201, 403, 403, 201],
    request: async (c) => c.send({ body: { identifier: (await c.fresh.user()).pseudo } }) },
  { op: 'GET /api/editions/{id}/volunteers/applications/{applicationId}', needs: 'edition: lead volunteer teams (a leader: their teams\' members)', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { applicationId: await volunteerApplication(c, c.fixture.edition.id, (await c.fresh.user()).id) } }) },
  { op: 'PATCH /api/editions/{id}/volunteers/applications/{applicationId}', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { applicationId: await volunteerApplication(c, c.fixture.edition.id, (await c.fresh.user()).id) }, body: { motivation: 'Corrected' } }) },
  { op: 'PATCH /api/editions/{id}/volunteers/applications/{applicationId}/status', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { applicationId: await volunteerApplication(c, c.fixture.edition.id, (await c.fresh.user()).id) }, body: { status: 'ACCEPTED' } }) },
  { op: 'PUT /api/editions/{id}/volunteers/applications/{applicationId}/teams', needs: 'edition: manage volunteers (an accepted volunteer)', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { applicationId: await volunteerApplication(c, c.fixture.edition.id, (await c.fresh.user()).id, 'ACCEPTED') }, body: { teams: [] } }) },

  // ── volunteers: teams, slots, planning, a volunteer's own slots and feed (planning.controller.ts)
  // (rows of the planning feature)
  // Managers work on every team; a team leader (an accepted volunteer) only on theirs: their cells are in volunteers-planning.api.spec.ts.
  { op: 'GET /api/editions/{id}/volunteers/teams', needs: 'edition: lead volunteer teams', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'POST /api/editions/{id}/volunteers/teams', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 201, 201, 403, 403, 201],
    body: { name: 'Matrix team', color: '#228be6' } },
  { op: 'PATCH /api/editions/{id}/volunteers/teams/{teamId}', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { teamId: await volunteerTeam(c, c.fixture.edition.id) }, body: { name: 'Renamed' } }) },
  { op: 'DELETE /api/editions/{id}/volunteers/teams/{teamId}', needs: 'edition: manage volunteers', right: 'canManageVolunteers', expect: [401, 403, 403, 204, 204, 403, 403, 204],
    request: async (c) => c.send({ params: { teamId: await volunteerTeam(c, c.fixture.edition.id) } }) },
  { op: 'GET /api/editions/{id}/volunteers/slots', needs: 'edition: lead volunteer teams', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'POST /api/editions/{id}/volunteers/slots', needs: 'edition: lead volunteer teams (a team they work on)', right: 'canManageVolunteers', expect: [401, 403, 403, 201, 201, 403, 403, 201],
    request: async (c) => {
      const { startDate } = await editionDays(c, c.fixture.edition.id);
      const teamId = await volunteerTeam(c, c.fixture.edition.id);
      return c.send({ body: { teamId, title: 'Matrix slot', startDateTime: `${startDate}T10:00:00.000Z`, endDateTime: `${startDate}T12:00:00.000Z`, maxVolunteers: 2 } });
    } },
  { op: 'POST /api/editions/{id}/volunteers/slots/copy-day', needs: 'edition: lead volunteer teams', right: 'canManageVolunteers', expect: [401, 403, 403, 201, 201, 403, 403, 201],
    body: { from: '2001-01-01', to: '2001-01-02' } },
  { op: 'PATCH /api/editions/{id}/volunteers/slots/{slotId}', needs: 'edition: lead volunteer teams (a slot of their teams)', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { slotId: await timeSlot(c, c.fixture.edition.id) }, body: { title: 'Renamed', maxVolunteers: 4 } }) },
  { op: 'DELETE /api/editions/{id}/volunteers/slots/{slotId}', needs: 'edition: lead volunteer teams (a slot of their teams)', right: 'canManageVolunteers', expect: [401, 403, 403, 204, 204, 403, 403, 204],
    request: async (c) => c.send({ params: { slotId: await timeSlot(c, c.fixture.edition.id) } }) },
  { op: 'POST /api/editions/{id}/volunteers/slots/{slotId}/assignments', needs: 'edition: lead volunteer teams (an accepted volunteer on a slot of their teams)', right: 'canManageVolunteers',
    expect: [401, 403, 403, 201, 201, 403, 403, 201],
    request: async (c) => {
      const userId = (await c.fresh.user()).id;
      await volunteerApplication(c, c.fixture.edition.id, userId, 'ACCEPTED');
      return c.send({ params: { slotId: await timeSlot(c, c.fixture.edition.id) }, body: { userId } });
    } },
  { op: 'DELETE /api/editions/{id}/volunteers/slots/{slotId}/assignments/{userId}', needs: 'edition: lead volunteer teams (someone on a slot of their teams)', right: 'canManageVolunteers',
    expect: [401, 403, 403, 204, 204, 403, 403, 204],
    request: async (c) => {
      const userId = (await c.fresh.user()).id;
      await volunteerApplication(c, c.fixture.edition.id, userId, 'ACCEPTED');
      const slotId = await timeSlot(c, c.fixture.edition.id);
      await c.sql('insert into volunteer_assignments (time_slot_id, user_id) values ($1, $2)', [slotId, userId]);
      return c.send({ params: { slotId, userId } });
    } },
  { op: 'POST /api/editions/{id}/volunteers/slots/{slotId}/assignments/{userId}/move', needs: 'edition: lead volunteer teams (someone on a slot of their teams, onto another of their teams\' slots)', right: 'canManageVolunteers',
    expect: [401, 403, 403, 201, 201, 403, 403, 201],
    request: async (c) => {
      const userId = (await c.fresh.user()).id;
      await volunteerApplication(c, c.fixture.edition.id, userId, 'ACCEPTED');
      const slotId = await timeSlot(c, c.fixture.edition.id);
      await c.sql('insert into volunteer_assignments (time_slot_id, user_id) values ($1, $2)', [slotId, userId]);
      return c.send({ params: { slotId, userId }, body: { toSlotId: await timeSlot(c, c.fixture.edition.id) } });
    } },
  { op: 'GET /api/editions/{id}/volunteers/planning', needs: 'edition: see the volunteer planning (lead volunteer teams, or an accepted volunteer)', right: 'canManageVolunteers',
    expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'GET /api/editions/{id}/volunteers/planning/candidates', needs: 'edition: lead volunteer teams (a slot of their teams)', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ query: { slotId: String(await timeSlot(c, c.fixture.edition.id)) } }) },
  { op: 'GET /api/editions/{id}/volunteers/planning/export.csv', needs: 'edition: lead volunteer teams', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    query: { by: 'person' } },
  { op: 'GET /api/my-tickets', needs: 'signed in (the tickets on the caller\'s own verified e-mail)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/volunteers/mine', needs: 'signed in (the caller\'s own applications)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/editions/{id}/volunteers/slots/{slotId}/self', needs: 'edition: see the volunteer planning, as an accepted volunteer, self sign-up on (each caller accepted on an edition of its own)',
    expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      if (c.caller) await volunteerApplication(c, id, c.caller.id, 'ACCEPTED');
      return c.send({ params: { id, slotId: await selfSignUpSlot(c, id) } });
    } },
  { op: 'DELETE /api/editions/{id}/volunteers/slots/{slotId}/self', needs: 'edition: see the volunteer planning, as an accepted volunteer on the slot, self sign-up on (an edition of its own)',
    expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      const slotId = await selfSignUpSlot(c, id);
      if (c.caller) {
        await volunteerApplication(c, id, c.caller.id, 'ACCEPTED');
        await c.sql('insert into volunteer_assignments (time_slot_id, user_id) values ($1, $2)', [slotId, c.caller.id]);
      }
      return c.send({ params: { id, slotId } });
    } },
  { op: 'POST /api/editions/{id}/volunteers/calendar-token', needs: 'signed in, the caller\'s own application to the edition, whatever its visibility (on an edition of its own)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      if (c.caller) await volunteerApplication(c, id, c.caller.id);
      return c.send({ params: { id } });
    } },
  // A volunteer's own meals: the caller's own application on an edition of its own (anyone else's answers 404).
  { op: 'GET /api/volunteers/mine/{applicationId}/meals', needs: "signed in, the caller's own application (another's: 404)", expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      const applicationId = await volunteerApplication(c, id, c.caller?.id ?? (await c.fresh.user()).id, 'ACCEPTED');
      await volunteerMeal(c, id, applicationId);
      return c.send({ params: { applicationId } });
    } },
  { op: 'PATCH /api/volunteers/mine/{applicationId}/meals/{mealId}', needs: "signed in, a meal of the caller's own application (another's: 404)", expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      const applicationId = await volunteerApplication(c, id, c.caller?.id ?? (await c.fresh.user()).id, 'ACCEPTED');
      return c.send({ params: { applicationId, mealId: await volunteerMeal(c, id, applicationId) }, body: { accepted: false } });
    } },
  { op: 'GET /api/volunteers/calendar/{token}.ics', needs: 'anyone holding the secret of a feed', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const applicationId = await volunteerApplication(c, c.fixture.edition.id, (await c.fresh.user()).id, 'ACCEPTED');
      const [row] = await c.sql<{ token: string }>('select calendar_token as token from edition_volunteer_applications where id = $1', [applicationId]);
      return c.send({ params: { token: row.token } });
    } },

  // ── volunteers: group messages (messages.controller.ts) ─────────────────────────────────────
  // (rows of the messages feature)
  { op: 'POST /api/editions/{id}/volunteers/messages', needs: 'edition: lead volunteer teams (managers: any target)', right: 'canManageVolunteers',
    expect: [401, 403, 403, 201, 201, 403, 403, 201],
    request: async (c) => {
      await acceptedVolunteer(c, (await c.fresh.user()).id);
      return c.send({ body: { title: 'Matrix briefing', message: 'Meet at the gate at 18:00', target: 'ALL' } });
    } },
  { op: 'GET /api/editions/{id}/volunteers/messages', needs: 'edition: lead volunteer teams', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'GET /api/editions/{id}/volunteers/messages/{groupId}', needs: 'edition: lead volunteer teams', right: 'canManageVolunteers', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { groupId: await messageGroup(c, (await c.fresh.user()).id) } }) },
  { op: 'POST /api/editions/{id}/volunteers/messages/{groupId}/remind', needs: 'edition: lead volunteer teams (a group with someone to remind)', right: 'canManageVolunteers',
    expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { groupId: await messageGroup(c, (await c.fresh.user()).id) } }) },
  { op: 'GET /api/editions/{id}/volunteers/messages/{groupId}/mine', needs: 'signed in, edition: view, a recipient of the group (else 404)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { groupId: await messageGroup(c, (c.caller ?? c.fixture.callerOf('stranger')!).id, false) } }) },
  { op: 'POST /api/editions/{id}/volunteers/messages/{groupId}/confirm', needs: 'signed in, edition: view, a recipient of the group (else 404)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { groupId: await messageGroup(c, (c.caller ?? c.fixture.callerOf('stranger')!).id, false) } }) },

  // ── ticketing (backend/src/modules/ticketing) ─────────────────────────────────────────────
  // 'manage ticketing' is held with the edition's edit right: the edition's creator holds it as well, and the
  // 'without' collaborator holds neither canManageTicketing nor canEditAllEditions (which implies it).
  // (rows of the external feature)
  { op: 'GET /api/editions/{id}/ticketing/external', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'PUT /api/editions/{id}/ticketing/external', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    body: { provider: 'OTHER' } },
  { op: 'POST /api/editions/{id}/ticketing/external/test', needs: 'edition: manage ticketing (another provider than HelloAsso: 400, no call made)', right: 'canManageTicketing',
    expect: [401, 403, 403, 400, 400, 400, 403, 400], body: { provider: 'OTHER' } },
  { op: 'DELETE /api/editions/{id}/ticketing/external', needs: 'edition: manage ticketing (an edition of its own, connected)', right: 'canManageTicketing', expect: [401, 403, 403, 204, 204, 204, 403, 204],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      await helloAssoConnection(c, id);
      return c.send({ params: { id } });
    } },

  // (rows of the sync feature)
  { op: 'POST /api/editions/{id}/ticketing/sync', needs: 'edition: manage ticketing (an edition of its own, connected to HelloAsso)', right: 'canManageTicketing',
    expect: [401, 403, 403, 202, 202, 202, 403, 202],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      await helloAssoConnection(c, id);
      return c.send({ params: { id } });
    } },
  { op: 'POST /api/editions/{id}/ticketing/sync/cancel', needs: 'edition: manage ticketing (an edition of its own, with a sync queued)', right: 'canManageTicketing',
    expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      await c.sql(`insert into ticketing_sync_runs (edition_id, trigger) values ($1, 'SCHEDULE')`, [id]);
      return c.send({ params: { id } });
    } },
  { op: 'GET /api/editions/{id}/ticketing/sync/runs', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'GET /api/editions/{id}/ticketing/sync/runs/{runId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => {
      const [run] = await c.sql<{ id: number }>(`insert into ticketing_sync_runs (edition_id, trigger, status, started_at, finished_at) values ($1, 'MANUAL', 'SUCCEEDED', now(), now()) returning id`, [c.fixture.edition.id]);
      return c.send({ params: { runId: run.id } });
    } },
  { op: 'POST /api/ticketing/webhooks/helloasso/{token}', needs: 'anyone holding the token of a HelloAsso connection (an edition of its own)', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const { id } = await c.fresh.edition();
      return c.send({ params: { token: await helloAssoConnection(c, id) }, body: { eventType: 'Order', data: { id: 1 } } });
    } },

  // (rows of the catalogue feature)
  { op: 'GET /api/editions/{id}/ticketing/catalogue', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'GET /api/editions/{id}/ticketing/tiers', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/ticketing/tiers', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 201, 201, 201, 403, 201],
    body: { name: 'Matrix tier', price: 1500 } },
  { op: 'PUT /api/editions/{id}/ticketing/tiers/order', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ body: { ids: [await catalogueRow(c, 'ticketing_tiers', { name: 'Matrix tier' })] } }) },
  { op: 'PATCH /api/editions/{id}/ticketing/tiers/{tierId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { tierId: await catalogueRow(c, 'ticketing_tiers', { name: 'Matrix tier' }) }, body: { customName: 'Renamed', isActive: false } }) },
  { op: 'PUT /api/editions/{id}/ticketing/tiers/{tierId}/links', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { tierId: await catalogueRow(c, 'ticketing_tiers', { name: 'Matrix tier' }) }, body: { quotaIds: [await catalogueRow(c, 'ticketing_quotas', { title: 'Matrix quota', quantity: 5 })] } }) },
  { op: 'DELETE /api/editions/{id}/ticketing/tiers/{tierId}', needs: 'edition: manage ticketing (a local tier without tickets)', right: 'canManageTicketing', expect: [401, 403, 403, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { tierId: await catalogueRow(c, 'ticketing_tiers', { name: 'Matrix tier' }) } }) },
  { op: 'GET /api/editions/{id}/ticketing/quotas', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/ticketing/quotas', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 201, 201, 201, 403, 201],
    body: { title: 'Matrix quota', quantity: 10 } },
  { op: 'PATCH /api/editions/{id}/ticketing/quotas/{quotaId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { quotaId: await catalogueRow(c, 'ticketing_quotas', { title: 'Matrix quota', quantity: 5 }) }, body: { quantity: 3 } }) },
  { op: 'PUT /api/editions/{id}/ticketing/quotas/{quotaId}/links', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { quotaId: await catalogueRow(c, 'ticketing_quotas', { title: 'Matrix quota', quantity: 5 }) }, body: { tierIds: [await catalogueRow(c, 'ticketing_tiers', { name: 'Matrix tier' })] } }) },
  { op: 'DELETE /api/editions/{id}/ticketing/quotas/{quotaId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { quotaId: await catalogueRow(c, 'ticketing_quotas', { title: 'Matrix quota', quantity: 5 }) } }) },
  { op: 'GET /api/editions/{id}/ticketing/options', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/ticketing/options', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 201, 201, 201, 403, 201],
    body: { name: 'Matrix option', price: 500 } },
  { op: 'PATCH /api/editions/{id}/ticketing/options/{optionId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { optionId: await catalogueRow(c, 'ticketing_options', { name: 'Matrix option' }) }, body: { description: 'Changed' } }) },
  { op: 'PUT /api/editions/{id}/ticketing/options/{optionId}/links', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { optionId: await catalogueRow(c, 'ticketing_options', { name: 'Matrix option' }) }, body: { returnableItemIds: [await catalogueRow(c, 'ticketing_returnable_items', { name: 'Matrix cup' })] } }) },
  { op: 'DELETE /api/editions/{id}/ticketing/options/{optionId}', needs: 'edition: manage ticketing (a local option no ticket took)', right: 'canManageTicketing', expect: [401, 403, 403, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { optionId: await catalogueRow(c, 'ticketing_options', { name: 'Matrix option' }) } }) },
  { op: 'GET /api/editions/{id}/ticketing/custom-fields', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/ticketing/custom-fields', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 201, 201, 201, 403, 201],
    body: { label: 'Matrix size', type: 'ChoiceList', values: ['S', 'M'] } },
  { op: 'PATCH /api/editions/{id}/ticketing/custom-fields/{fieldId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { fieldId: await catalogueRow(c, 'ticketing_tier_custom_fields', { label: 'Matrix field', type: 'TextInput' }) }, body: { label: 'Renamed', isRequired: true } }) },
  { op: 'DELETE /api/editions/{id}/ticketing/custom-fields/{fieldId}', needs: 'edition: manage ticketing (a local field no ticket answers)', right: 'canManageTicketing', expect: [401, 403, 403, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { fieldId: await catalogueRow(c, 'ticketing_tier_custom_fields', { label: 'Matrix field', type: 'TextInput' }) } }) },
  { op: 'GET /api/editions/{id}/ticketing/returnable-items', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/ticketing/returnable-items', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 201, 201, 201, 403, 201],
    body: { name: 'Matrix cup' } },
  { op: 'PATCH /api/editions/{id}/ticketing/returnable-items/{itemId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { itemId: await catalogueRow(c, 'ticketing_returnable_items', { name: 'Matrix cup' }) }, body: { name: 'Matrix wristband' } }) },
  { op: 'PUT /api/editions/{id}/ticketing/returnable-items/{itemId}/links', needs: 'edition: manage ticketing (teams of the edition)', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { itemId: await catalogueRow(c, 'ticketing_returnable_items', { name: 'Matrix cup' }) }, body: { teamIds: [await volunteerTeam(c, c.fixture.edition.id)] } }) },
  { op: 'DELETE /api/editions/{id}/ticketing/returnable-items/{itemId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { itemId: await catalogueRow(c, 'ticketing_returnable_items', { name: 'Matrix cup' }) } }) },
  { op: 'GET /api/editions/{id}/ticketing/volunteer-returnable-items', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'PUT /api/editions/{id}/ticketing/volunteer-returnable-items', needs: 'edition: manage ticketing (a team and items of the edition)', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) =>
      c.send({ body: { teamId: await volunteerTeam(c, c.fixture.edition.id), returnableItemIds: [await catalogueRow(c, 'ticketing_returnable_items', { name: 'Matrix cup' })] } }) },

  // (rows of the orders feature)
  { op: 'GET /api/editions/{id}/ticketing/orders', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    query: { search: 'dupont', validated: 'false' } },
  { op: 'GET /api/editions/{id}/ticketing/orders.csv', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'GET /api/editions/{id}/ticketing/attendees.csv', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/ticketing/orders', needs: 'edition: manage ticketing (an active tier)', right: 'canManageTicketing', expect: [401, 403, 403, 201, 201, 201, 403, 201],
    request: async (c) => {
      const tierId = await catalogueRow(c, 'ticketing_tiers', { name: 'Matrix tier', price: 1500 });
      return c.send({ body: { payerFirstName: 'Matrix', payerLastName: 'Payer', paymentMethod: 'CASH', items: [{ tierId, firstName: 'Matrix', lastName: 'Attendee' }] } });
    } },
  { op: 'GET /api/editions/{id}/ticketing/orders/{orderId}', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { orderId: await ticketingOrder(c, 'SYNCED') } }) },
  { op: 'POST /api/editions/{id}/ticketing/orders/{orderId}/cancel', needs: 'edition: manage ticketing (an order taken on site)', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { orderId: await ticketingOrder(c, 'ONSITE') } }) },
  { op: 'GET /api/editions/{id}/ticketing/summary', needs: 'edition: manage ticketing', right: 'canManageTicketing', expect: [401, 403, 403, 200, 200, 200, 403, 200] },

  // ── gate (backend/src/modules/gate): scanAtGate = manage ticketing or manage volunteers (so the
  //    collaborator without canManageTicketing still scans, through canManageVolunteers) ───────
  { op: 'POST /api/editions/{id}/gate/check', needs: 'edition: scan at the gate', right: 'canManageTicketing', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ body: { code: (await gateTicket(c)).code } }) },
  { op: 'POST /api/editions/{id}/gate/entries', needs: 'edition: scan at the gate', right: 'canManageTicketing', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ body: { code: (await gateTicket(c)).code, clientId: randomUUID(), deviceId: 'matrix-phone', scannedAt: new Date().toISOString(), offline: false } }) },
  { op: 'POST /api/editions/{id}/gate/entries/sync', needs: 'edition: scan at the gate', right: 'canManageTicketing', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ body: { entries: [{ code: (await gateTicket(c)).code, clientId: randomUUID(), deviceId: 'matrix-phone', scannedAt: new Date().toISOString(), offline: true }] } }) },
  { op: 'POST /api/editions/{id}/gate/entries/{entryId}/undo', needs: 'edition: scan at the gate (an entry in force)', right: 'canManageTicketing', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { entryId: await gateEntry(c) }, body: { deviceId: 'matrix-phone' } }) },
  { op: 'GET /api/editions/{id}/gate/history', needs: 'edition: scan at the gate', right: 'canManageTicketing', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ query: { kind: 'TICKET', subjectId: String((await gateTicket(c)).itemId) } }) },
  { op: 'GET /api/editions/{id}/gate/search', needs: 'edition: scan at the gate', right: 'canManageTicketing', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    query: { q: 'matrix' } },
  // ── meals (backend/src/modules/meals): manageMeals = edit or manage volunteers (so the collaborator
  //    without canManageVolunteers still configures, through canEditAllEditions) ───────────────
  { op: 'GET /api/editions/{id}/meals', needs: 'edition: manage meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/meals/grid/sync', needs: 'edition: manage meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    body: { confirmRemoval: false } },
  { op: 'PATCH /api/editions/{id}/meals/{mealId}', needs: 'edition: manage meals (a meal of the edition)', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await gridMeal(c) }, body: { phases: ['EVENT', 'SETUP'] } }) },
  // ── gate: the board (offline copy, dashboard, live feed) ──────────────────────────────────────
  // scanAtGate follows manageTicketing or manageVolunteers (and access-control teams): no single grant makes the columns.
  { op: 'GET /api/editions/{id}/gate/copy', needs: 'edition: scan at the gate', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    query: { deviceId: 'matrix-device' } },
  { op: 'GET /api/editions/{id}/gate/dashboard', needs: 'edition: scan at the gate', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'GET /api/editions/{id}/gate/live', needs: 'edition: scan at the gate', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: (c) => c.eventStream() },

  // ── meals: the kitchen's lists (backend/src/modules/meals/kitchen.controller.ts) ──────────────
  // manageMeals follows the edition's edit right or manageVolunteers: no single grant makes the columns.
  { op: 'GET /api/editions/{id}/kitchen', needs: 'edition: manage meals', expect: [401, 403, 403, 200, 200, 200, 403, 200] },
  { op: 'GET /api/editions/{id}/kitchen/meals/{mealId}', needs: 'edition: manage meals', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await kitchenMeal(c) } }) },
  { op: 'GET /api/editions/{id}/kitchen/meals/{mealId}/eaters.csv', needs: 'edition: manage meals', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await kitchenMeal(c) } }) },
  { op: 'GET /api/editions/{id}/kitchen/day', needs: 'edition: manage meals', expect: [401, 403, 403, 200, 200, 200, 403, 200],
    query: { date: '2027-01-01' } },
  // ── meals: the canteen (backend/src/modules/meals, canteen.*): validateMeals = manageMeals (edit or
  //    manage volunteers) and meal-validation teams (so the collaborator without canManageVolunteers still validates, through edit) ──
  { op: 'GET /api/editions/{id}/meals/canteen/meals', needs: 'edition: validate meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200] },
  { op: 'POST /api/editions/{id}/meals/{mealId}/check', needs: 'edition: validate meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await canteenMeal(c) }, body: { code: (await gateTicket(c)).code } }) },
  { op: 'POST /api/editions/{id}/meals/{mealId}/entries', needs: 'edition: validate meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await canteenMeal(c) }, body: { code: await mealTicket(c), clientId: randomUUID(), deviceId: 'matrix-phone', scannedAt: new Date().toISOString(), offline: false } }) },
  { op: 'POST /api/editions/{id}/meals/{mealId}/entries/sync', needs: 'edition: validate meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await canteenMeal(c) }, body: { entries: [{ code: await mealTicket(c), clientId: randomUUID(), deviceId: 'matrix-phone', scannedAt: new Date().toISOString(), offline: true }] } }) },
  { op: 'POST /api/editions/{id}/meals/canteen/entries/{entryId}/undo', needs: 'edition: validate meals (a meal validation in force)', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { entryId: await mealEntry(c) }, body: { deviceId: 'matrix-phone' } }) },
  { op: 'GET /api/editions/{id}/meals/canteen/history', needs: 'edition: validate meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ query: { kind: 'TICKET', subjectId: String((await gateTicket(c)).itemId) } }) },
  { op: 'GET /api/editions/{id}/meals/{mealId}/search', needs: 'edition: validate meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await canteenMeal(c) }, query: { q: 'matrix' } }) },
  { op: 'GET /api/editions/{id}/meals/{mealId}/copy', needs: 'edition: validate meals', right: 'canManageVolunteers', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { mealId: await canteenMeal(c) } }) },

  // ── artists (backend/src/modules/artists) ───────────────────────────────────────────────────
  // 'manage artists' (convention-wide canManageArtists, or on the edition); an artist's own space:
  // the artist source (each caller made an artist on an edition of its own).
  // (rows of the records feature)
  { op: 'GET /api/editions/{id}/artists', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    query: { search: 'matrix', payment: 'unpaid', pickup: 'true', accommodation: 'needed', arrived: 'false' } },
  { op: 'GET /api/editions/{id}/artists.csv', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'POST /api/editions/{id}/artists', needs: 'edition: manage artists (a user not an artist yet)', right: 'canManageArtists', expect: [401, 403, 403, 201, 201, 403, 403, 201],
    request: async (c) => c.send({ body: { identifier: (await c.fresh.user()).pseudo } }) },
  { op: 'GET /api/editions/{id}/artists/responsibles', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'GET /api/editions/{id}/artists/{artistId}', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { artistId: await recordsArtist(c) } }) },
  { op: 'PATCH /api/editions/{id}/artists/{artistId}', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { artistId: await recordsArtist(c) }, body: { organizerNotes: 'Matrix', payment: 15000 } }) },
  { op: 'DELETE /api/editions/{id}/artists/{artistId}', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 204, 204, 403, 403, 204],
    request: async (c) => c.send({ params: { artistId: await recordsArtist(c) } }) },
  // (rows of the shows feature)
  { op: 'GET /api/editions/{id}/shows', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'GET /api/editions/{id}/shows/choices', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200] },
  { op: 'POST /api/editions/{id}/shows', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 201, 201, 403, 403, 201],
    body: { title: 'Matrix show', startDateTime: '2030-05-16T18:00:00.000Z', duration: 60, location: 'Matrix stage', artistIds: [], returnableItems: [] } },
  { op: 'PATCH /api/editions/{id}/shows/{showId}', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { showId: await matrixShow(c) }, body: { title: 'Renamed show', duration: 90 } }) },
  { op: 'DELETE /api/editions/{id}/shows/{showId}', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 204, 204, 403, 403, 204],
    request: async (c) => c.send({ params: { showId: await matrixShow(c) } }) },
  // (rows of the programme feature)
  { op: 'GET /api/editions/{id}/programme', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'PUT /api/editions/{id}/programme/{showId}/favorite', needs: 'signed in, edition: view (the caller\'s own star on a show of the edition)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => c.send({ params: { showId: await programmeShow(c) } }) },
  { op: 'DELETE /api/editions/{id}/programme/{showId}/favorite', needs: 'signed in, edition: view (the caller\'s own star, set first)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      const showId = await programmeShow(c);
      if (c.caller) await c.sql('insert into show_favorites (user_id, show_id) values ($1, $2)', [c.caller.id, showId]);
      return c.send({ params: { showId } });
    } },
  { op: 'GET /api/shows/favorites', needs: 'signed in (the caller\'s own starred shows)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/shows/calendar-feed', needs: 'signed in (the caller\'s own feed)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/shows/calendar-feed/renew', needs: 'signed in (the caller\'s own feed)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/shows/calendar/{token}.ics', needs: 'anyone holding the secret of a feed', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const [row] = await c.sql<{ token: string }>('insert into show_calendar_feeds (user_id, token) values ($1, md5(random()::text) || substr(md5(random()::text), 1, 16)) returning token', [(await c.fresh.user()).id]);
      return c.send({ params: { token: row.token } });
    } },
  // (rows of the artist-space feature)
  { op: 'GET /api/editions/{id}/artist-space', needs: 'signed in, edition: artist space (each caller an artist on an edition of its own)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { id: await artistSpaceEdition(c) } }) },
  { op: 'PATCH /api/editions/{id}/artist-space', needs: 'signed in, edition: artist space (each caller an artist on an edition of its own)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { id: await artistSpaceEdition(c) }, body: { allergies: 'Matrix pollen', invoiceProvided: true } }) },
  { op: 'GET /api/artists/mine', needs: 'signed in (the caller\'s own artist records)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  // (rows of the artists' meals, backend/src/modules/meals)
  { op: 'GET /api/editions/{id}/artists/{artistId}/meals', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: { artistId: (await artistMeal(c)).artistId } }) },
  { op: 'PATCH /api/editions/{id}/artists/{artistId}/meals/{mealId}', needs: 'edition: manage artists (a meal of the artist)', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    request: async (c) => c.send({ params: await artistMeal(c), body: { accepted: false, afterShow: true } }) },
  { op: 'GET /api/editions/{id}/artist-space/meals', needs: 'signed in, edition: artist space (each caller an artist on an edition of its own)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { id: await artistSpaceEdition(c) } }) },
  // (rows of the pickups feature)
  { op: 'GET /api/editions/{id}/artist-pickups', needs: 'edition: manage artists', right: 'canManageArtists', expect: [401, 403, 403, 200, 200, 403, 403, 200],
    query: { mine: 'true' } },

  // ── workshops (backend/src/modules/workshops) ──────────────────────────────────────────────
  // Visitors read; 'propose workshop' (the team, accepted volunteers, artists, ticket holders);
  // the team ('team' right) keeps the locations and edits or deletes any workshop.
  // (rows of the workshops feature)
  { op: 'GET /api/editions/{id}/workshop-locations', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/editions/{id}/workshop-locations', needs: 'edition: team', expect: [401, 403, 201, 201, 201, 201, 403, 201],
    request: (c) => c.send({ body: { name: `Matrix ${c.role} ${Math.random().toString(36).slice(2)}` } }) },
  { op: 'PATCH /api/editions/{id}/workshop-locations/{locationId}', needs: 'edition: team', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { locationId: await workshopsLocation(c) }, body: { name: `Matrix ${c.role} ${Math.random().toString(36).slice(2)}` } }) },
  { op: 'DELETE /api/editions/{id}/workshop-locations/{locationId}', needs: 'edition: team', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { locationId: await workshopsLocation(c) } }) },
  { op: 'GET /api/editions/{id}/workshops', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/editions/{id}/workshops/{workshopId}', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { workshopId: await workshopsWorkshop(c, c.fixture.edition.id) } }) },
  { op: 'POST /api/editions/{id}/workshops', needs: 'signed in, edition: propose workshop (team, accepted volunteers, artists, ticket holders; on an edition with workshops on)',
    expect: [401, 403, 201, 201, 201, 201, 403, 201],
    request: async (c) => {
      const edition = await workshopsEdition(c);
      return c.send({ params: { id: edition.id }, body: { title: 'Matrix workshop', startDateTime: `${edition.startDate}T10:00:00Z`, endDateTime: `${edition.startDate}T11:00:00Z` } });
    } },
  { op: 'PATCH /api/editions/{id}/workshops/{workshopId}', needs: 'signed in, edition: view; its creator or the team (another user\'s workshop, workshops on)', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => {
      const edition = await workshopsEdition(c);
      return c.send({ params: { id: edition.id, workshopId: await workshopsWorkshop(c, edition.id) }, body: { title: 'Matrix workshop, renamed' } });
    } },
  { op: 'DELETE /api/editions/{id}/workshops/{workshopId}', needs: 'signed in, edition: view; its creator or the team (another user\'s workshop)', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { workshopId: await workshopsWorkshop(c, c.fixture.edition.id) } }) },
  { op: 'PUT /api/editions/{id}/workshops/{workshopId}/favorite', needs: 'signed in, edition: view (the caller\'s own star)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => c.send({ params: { workshopId: await workshopsWorkshop(c, c.fixture.edition.id) } }) },
  { op: 'DELETE /api/editions/{id}/workshops/{workshopId}/favorite', needs: 'signed in, edition: view (the caller\'s own star, set first)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      const workshopId = await workshopsWorkshop(c, c.fixture.edition.id);
      if (c.caller) await c.sql('insert into workshop_favorites (user_id, workshop_id) values ($1, $2)', [c.caller.id, workshopId]);
      return c.send({ params: { workshopId } });
    } },
  { op: 'POST /api/editions/{id}/calendar-feed', needs: 'signed in, edition: view (the caller\'s own feed of the edition)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/editions/{id}/calendar-feed/renew', needs: 'signed in, edition: view (the caller\'s own feed of the edition)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/calendar/{token}.ics', needs: 'anyone holding the secret of a feed', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const [row] = await c.sql<{ token: string }>(
        'insert into edition_calendar_feeds (edition_id, user_id, token) values ($1, $2, md5(random()::text) || substr(md5(random()::text), 1, 16)) returning token',
        [c.fixture.edition.id, (await c.fresh.user()).id],
      );
      return c.send({ params: { token: row.token } });
    } },

  // ── carpooling (backend/src/modules/carpool) ───────────────────────────────────────────────
  // Visitors read; signed-in users offer, request, book and comment; owners change their own.
  // (rows of the carpool feature)
  { op: 'GET /api/editions/{id}/carpool/offers', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/editions/{id}/carpool/offers', needs: 'signed in, edition: view', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    body: { tripDate: '2030-05-16T08:00:00.000Z', locationCity: 'Matrix city', availableSeats: 3, direction: 'TO_EVENT', phoneNumber: '+33 6 00 00 00 00' } },
  { op: 'GET /api/editions/{id}/carpool/offers/{offerId}', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c) } }) },
  { op: 'PATCH /api/editions/{id}/carpool/offers/{offerId}', needs: 'signed in, edition: view (the caller\'s own offer)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c, c.caller?.id) }, body: { availableSeats: 2, musicAllowed: true } }) },
  { op: 'DELETE /api/editions/{id}/carpool/offers/{offerId}', needs: 'signed in, edition: view (the caller\'s own offer)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c, c.caller?.id) } }) },
  { op: 'GET /api/editions/{id}/carpool/offers/{offerId}/comments', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c) } }) },
  { op: 'POST /api/editions/{id}/carpool/offers/{offerId}/comments', needs: 'signed in, edition: view', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c) }, body: { content: 'Matrix comment' } }) },
  { op: 'DELETE /api/editions/{id}/carpool/offers/{offerId}/comments/{commentId}', needs: 'signed in, edition: view (the caller\'s own comment)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      const offerId = await carpoolOffer(c);
      return c.send({ params: { offerId, commentId: await carpoolComment(c, 'carpool_comments', 'offer_id', offerId) } });
    } },
  { op: 'GET /api/editions/{id}/carpool/offers/{offerId}/bookings', needs: 'signed in, edition: view (the driver of the offer)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c, c.caller?.id) } }) },
  { op: 'POST /api/editions/{id}/carpool/offers/{offerId}/bookings', needs: 'signed in, edition: view (not on one\'s own offer)', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c) }, body: { seats: 1, message: 'Matrix ask' } }) },
  { op: 'POST /api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/accept', needs: 'signed in, edition: view (the driver of the offer)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const offerId = await carpoolOffer(c, c.caller?.id);
      return c.send({ params: { offerId, bookingId: await carpoolBooking(c, offerId) } });
    } },
  { op: 'POST /api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/reject', needs: 'signed in, edition: view (the driver of the offer)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const offerId = await carpoolOffer(c, c.caller?.id);
      return c.send({ params: { offerId, bookingId: await carpoolBooking(c, offerId) } });
    } },
  { op: 'POST /api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/cancel', needs: 'signed in, edition: view (the requester of the booking)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const offerId = await carpoolOffer(c);
      return c.send({ params: { offerId, bookingId: await carpoolBooking(c, offerId, c.caller?.id) } });
    } },
  { op: 'POST /api/editions/{id}/carpool/offers/{offerId}/passengers', needs: 'signed in, edition: view (the driver of the offer)', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => c.send({ params: { offerId: await carpoolOffer(c, c.caller?.id) }, body: { identifier: (await c.fresh.user()).pseudo } }) },
  { op: 'DELETE /api/editions/{id}/carpool/offers/{offerId}/passengers/{passengerId}', needs: 'signed in, edition: view (the driver of the offer)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      const offerId = await carpoolOffer(c, c.caller?.id);
      const [row] = await c.sql<{ id: number }>('insert into carpool_passengers (offer_id, user_id) values ($1, $2) returning id', [offerId, (await c.fresh.user()).id]);
      return c.send({ params: { offerId, passengerId: row.id } });
    } },
  { op: 'GET /api/editions/{id}/carpool/mine', needs: 'signed in, edition: view (the caller\'s own carpooling)', expect: [401, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'GET /api/editions/{id}/carpool/requests', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200] },
  { op: 'POST /api/editions/{id}/carpool/requests', needs: 'signed in, edition: view', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    body: { tripDate: '2030-05-16T07:00:00.000Z', locationCity: 'Matrix town', seatsNeeded: 1, direction: 'FROM_EVENT' } },
  { op: 'GET /api/editions/{id}/carpool/requests/{requestId}', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { requestId: await carpoolRequest(c) } }) },
  { op: 'PATCH /api/editions/{id}/carpool/requests/{requestId}', needs: 'signed in, edition: view (the caller\'s own request)', expect: [401, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { requestId: await carpoolRequest(c, c.caller?.id) }, body: { seatsNeeded: 2 } }) },
  { op: 'DELETE /api/editions/{id}/carpool/requests/{requestId}', needs: 'signed in, edition: view (the caller\'s own request)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => c.send({ params: { requestId: await carpoolRequest(c, c.caller?.id) } }) },
  { op: 'GET /api/editions/{id}/carpool/requests/{requestId}/comments', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { requestId: await carpoolRequest(c) } }) },
  { op: 'POST /api/editions/{id}/carpool/requests/{requestId}/comments', needs: 'signed in, edition: view', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => c.send({ params: { requestId: await carpoolRequest(c) }, body: { content: 'Matrix comment' } }) },
  { op: 'DELETE /api/editions/{id}/carpool/requests/{requestId}/comments/{commentId}', needs: 'signed in, edition: view (the caller\'s own comment)', expect: [401, 204, 204, 204, 204, 204, 204, 204],
    request: async (c) => {
      const requestId = await carpoolRequest(c);
      return c.send({ params: { requestId, commentId: await carpoolComment(c, 'carpool_request_comments', 'request_id', requestId) } });
    } },

  // ── posts and comments (backend/src/modules/posts) ─────────────────────────────────────────
  // Visitors read; the team ('team' right) posts and moderates; signed-in users comment.
  // (rows of the posts feature)
  { op: 'GET /api/editions/{id}/posts', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200], query: { page: '1', pageSize: '50' } },
  { op: 'POST /api/editions/{id}/posts', needs: 'edition: team', expect: [401, 403, 201, 201, 201, 201, 403, 201],
    body: { content: 'Matrix **post**', pinned: false } },
  { op: 'PATCH /api/editions/{id}/posts/{postId}', needs: 'edition: team', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { postId: await postsPost(c) }, body: { content: 'Matrix: edited' } }) },
  { op: 'PUT /api/editions/{id}/posts/{postId}/pin', needs: 'edition: team', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { postId: await postsPost(c) } }) },
  { op: 'DELETE /api/editions/{id}/posts/{postId}/pin', needs: 'edition: team (a pinned post)', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { postId: await postsPost(c, true) } }) },
  { op: 'DELETE /api/editions/{id}/posts/{postId}', needs: 'edition: team', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { postId: await postsPost(c) } }) },
  { op: 'GET /api/editions/{id}/posts/{postId}/comments', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => {
      const postId = await postsPost(c);
      await postsComment(c, postId);
      return c.send({ params: { postId }, query: { page: '1', pageSize: '20' } });
    } },
  { op: 'POST /api/editions/{id}/posts/{postId}/comments', needs: 'signed in, edition: view', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => c.send({ params: { postId: await postsPost(c) }, body: { content: 'Matrix comment' } }) },
  { op: 'DELETE /api/editions/{id}/posts/{postId}/comments/{commentId}', needs: 'signed in, edition: view; another user\'s comment: the team (moderation), its author (in the API spec)', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => {
      const postId = await postsPost(c);
      return c.send({ params: { postId, commentId: await postsComment(c, postId) } });
    } },

  // ── lost and found (backend/src/modules/lost-found) ────────────────────────────────────────
  // Visitors read; the team ('team' right) records items and marks them returned; signed-in users comment.
  // (rows of the lost-found feature)
  { op: 'GET /api/editions/{id}/lost-found', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200], query: { status: 'LOST', page: '1', pageSize: '10' } },
  { op: 'GET /api/editions/{id}/lost-found/{itemId}', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { itemId: await lostFoundItem(c) } }) },
  { op: 'GET /api/editions/{id}/lost-found/{itemId}/comments', needs: 'edition: view', expect: [200, 200, 200, 200, 200, 200, 200, 200],
    request: async (c) => c.send({ params: { itemId: await lostFoundItem(c) } }) },
  { op: 'POST /api/editions/{id}/lost-found/{itemId}/comments', needs: 'signed in, edition: view', expect: [401, 201, 201, 201, 201, 201, 201, 201],
    request: async (c) => c.send({ params: { itemId: await lostFoundItem(c) }, body: { content: 'Matrix: it is mine' } }) },
  { op: 'DELETE /api/editions/{id}/lost-found/{itemId}/comments/{commentId}', needs: 'signed in, edition: view; its author or the team (here: another user\'s comment)', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => {
      const itemId = await lostFoundItem(c);
      return c.send({ params: { itemId, commentId: await lostFoundComment(c, itemId) } });
    } },
  { op: 'POST /api/editions/{id}/lost-found', needs: 'edition: team', expect: [401, 403, 201, 201, 201, 201, 403, 201], body: { description: 'Matrix: a blue scarf' } },
  { op: 'PATCH /api/editions/{id}/lost-found/{itemId}', needs: 'edition: team', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { itemId: await lostFoundItem(c) }, body: { description: 'Matrix: a red scarf', status: 'RETURNED' } }) },
  { op: 'POST /api/editions/{id}/lost-found/{itemId}/photo', needs: 'edition: team', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { itemId: await lostFoundItem(c) }, upload: true }) },
  { op: 'DELETE /api/editions/{id}/lost-found/{itemId}/photo', needs: 'edition: team', expect: [401, 403, 200, 200, 200, 200, 403, 200],
    request: async (c) => c.send({ params: { itemId: await lostFoundItem(c, '/uploads/lost-found/matrix/none.webp') } }) },
  { op: 'DELETE /api/editions/{id}/lost-found/{itemId}', needs: 'edition: team', expect: [401, 403, 204, 204, 204, 204, 403, 204],
    request: async (c) => c.send({ params: { itemId: await lostFoundItem(c) } }) },
];

/**
 * A HelloAsso connection of the edition, made in the database with a secret that is not sealed (a
 * run queued for it fails at once, calling nobody); answers its webhook token.
 */
async function helloAssoConnection(c: Cell, editionId: number): Promise<string> {
  const [row] = await c.sql<{ id: number; token: string }>(
    `insert into external_ticketings (edition_id, provider, webhook_token) values ($1, 'HELLOASSO', md5(random()::text) || substr(md5(random()::text), 1, 16)) returning id, webhook_token as token`,
    [editionId],
  );
  await c.sql(
    `insert into helloasso_configs (external_ticketing_id, client_id, client_secret, organization_slug, form_slug, api_base_url) values ($1, 'matrix', 'not sealed', 'matrix-org', 'matrix-form', 'https://127.0.0.1:9')`,
    [row.id],
  );
  return row.token;
}

/** A show of the fixture edition (made in the database); answers its id. */
async function matrixShow(c: Cell): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into shows (edition_id, title, start_date_time, duration) values ($1, 'Matrix show', now(), 60) returning id`, [c.fixture.edition.id]);
  return row.id;
}

/** An abandoned convention for outsiders; for the team, a convention with its team (not claimable). */
function claimTarget(c: Cell): Promise<{ id: number }> {
  return c.isTeam ? c.fresh.convention({ email: 'contact@example.org' }) : c.fresh.abandonedConvention();
}

/** A notification of the caller's; for anonymous, one of the stranger's. */
function ownNotification(c: Cell): Promise<{ id: number }> {
  return c.fresh.notification((c.caller ?? c.fixture.callerOf('stranger')!).id);
}

/** An accepted volunteer of the fixture edition (made in the database). */
async function acceptedVolunteer(c: Cell, userId: number): Promise<void> {
  await c.sql(
    `insert into edition_volunteer_applications (edition_id, user_id, status, qr_token, calendar_token)
     values ($1, $2::int, 'ACCEPTED', md5(random()::text) || md5($2::text), md5(random()::text) || md5(($2::int + 1)::text)) on conflict do nothing`,
    [c.fixture.edition.id, userId],
  );
}

/**
 * A group message of the fixture edition to every accepted volunteer, with this user among its
 * unconfirmed recipients; `asVolunteer`: made an accepted volunteer first (a caller is not: that would
 * give them volunteer rights in later rows).
 */
async function messageGroup(c: Cell, recipientId: number, asVolunteer = true): Promise<number> {
  if (asVolunteer) await acceptedVolunteer(c, recipientId);
  const [group] = await c.sql<{ id: number }>(
    `insert into volunteer_notification_groups (edition_id, title, message, target_type, recipient_count) values ($1, 'Matrix', 'A group message', 'ALL', 1) returning id`,
    [c.fixture.edition.id],
  );
  await c.sql('insert into volunteer_notification_confirmations (group_id, user_id) values ($1, $2)', [group.id, recipientId]);
  return group.id;
}

/** Opens the volunteer form of an edition. */
async function openVolunteers(c: Cell, editionId: number): Promise<void> {
  await c.sql('insert into edition_volunteer_settings (edition_id, volunteers_open) values ($1, true) on conflict (edition_id) do update set volunteers_open = true', [editionId]);
}

async function editionDays(c: Cell, editionId: number): Promise<{ startDate: string; endDate: string }> {
  const [row] = await c.sql<{ startDate: string; endDate: string }>('select start_date::text as "startDate", end_date::text as "endDate" from editions where id = $1', [editionId]);
  return row;
}

/** A valid application of the user to the edition (event availability, arrival and departure on its first day); answers its id. */
async function volunteerApplication(c: Cell, editionId: number, userId: number, status = 'PENDING'): Promise<number> {
  const { startDate } = await editionDays(c, editionId);
  const [row] = await c.sql<{ id: number }>(
    `insert into edition_volunteer_applications (edition_id, user_id, status, event_availability, arrival_date_time, departure_date_time, qr_token, calendar_token)
     values ($1, $2, $3, true, $4, $5, md5(random()::text), md5(random()::text)) returning id`,
    [editionId, userId, status, `${startDate}T10:00:00Z`, `${startDate}T20:00:00Z`],
  );
  return row.id;
}

/** A dinner of the edition's first day and the application's selection of it; answers the meal's id. */
async function volunteerMeal(c: Cell, editionId: number, applicationId: number): Promise<number> {
  const { startDate } = await editionDays(c, editionId);
  const [meal] = await c.sql<{ id: number }>(`insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, $2, 'DINNER', '{EVENT}') returning id`, [editionId, startDate]);
  await c.sql('insert into volunteer_meal_selections (volunteer_id, meal_id) values ($1, $2)', [applicationId, meal.id]);
  return meal.id;
}

/** A team of the edition, visible to volunteers; answers its id. */
async function volunteerTeam(c: Cell, editionId: number): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into volunteer_teams (edition_id, name) values ($1, 'Matrix team') returning id`, [editionId]);
  return row.id;
}

/** A slot (10:00-12:00 UTC on the edition's first day, 5 needed) of a new team of the edition; answers its id. */
async function timeSlot(c: Cell, editionId: number): Promise<number> {
  const { startDate } = await editionDays(c, editionId);
  const teamId = await volunteerTeam(c, editionId);
  const [row] = await c.sql<{ id: number }>(
    `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values ($1, $2, 'Matrix slot', $3, $4, 5) returning id`,
    [editionId, teamId, `${startDate}T10:00:00Z`, `${startDate}T12:00:00Z`],
  );
  return row.id;
}

/** A slot volunteers may take themselves: self sign-up on, a visible team, two days from now. */
async function selfSignUpSlot(c: Cell, editionId: number): Promise<number> {
  await c.sql('insert into edition_volunteer_settings (edition_id, self_sign_up) values ($1, true) on conflict (edition_id) do update set self_sign_up = true', [editionId]);
  const teamId = await volunteerTeam(c, editionId);
  const [row] = await c.sql<{ id: number }>(
    `insert into volunteer_time_slots (edition_id, team_id, title, start_date_time, end_date_time, max_volunteers) values ($1, $2, 'Matrix slot', now() + interval '2 days', now() + interval '2 days 2 hours', 5) returning id`,
    [editionId, teamId],
  );
  return row.id;
}

/** A row of the fixture edition's ticketing catalogue (tier, quota, option, custom field, returnable item), made in the database; answers its id. */
async function catalogueRow(c: Cell, table: string, columns: Record<string, string | number>): Promise<number> {
  const names = Object.keys(columns);
  const [row] = await c.sql<{ id: number }>(
    `insert into ${table} (edition_id, ${names.join(', ')}) values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [c.fixture.edition.id, ...names.map((n) => columns[n])],
  );
  return row.id;
}

/** An order of one ticket in the fixture edition: as the sync writes it, or taken on site (cancellable). */
async function ticketingOrder(c: Cell, source: 'SYNCED' | 'ONSITE'): Promise<number> {
  const [order] = await c.sql<{ id: number }>(
    `insert into ticketing_orders (edition_id, source, payer_first_name, payer_last_name, payment_method, order_date)
     values ($1, $2, 'Matrix', 'Payer', $3, now()) returning id`,
    [c.fixture.edition.id, source, source === 'ONSITE' ? 'CASH' : null],
  );
  await c.sql(`insert into ticketing_order_items (order_id, edition_id, first_name, last_name, state, qr_code) values ($1, $2, 'Matrix', 'Attendee', 'Processed', md5(random()::text))`, [
    order.id,
    c.fixture.edition.id,
  ]);
  return order.id;
}

/** A valid ticket of the fixture edition, made in the database: its item id and the code the gate scans. */
async function gateTicket(c: Cell): Promise<{ itemId: number; code: string }> {
  const orderId = await ticketingOrder(c, 'SYNCED');
  const [item] = await c.sql<{ id: number; qr_code: string }>('select id, qr_code from ticketing_order_items where order_id = $1', [orderId]);
  return { itemId: item.id, code: item.qr_code };
}

/** A meal of the fixture edition's grid on a day of its own, made in the database; answers its id. */
async function gridMeal(c: Cell): Promise<number> {
  const [row] = await c.sql<{ id: number }>(
    `insert into volunteer_meals (edition_id, date, meal_type, phases)
     select $1, coalesce(max(date), '2030-01-01'::date) + 1, 'LUNCH', '{EVENT}' from volunteer_meals where edition_id = $1 returning id`,
    [c.fixture.edition.id],
  );
  return row.id;
}

/** An entry in force of a new ticket of the fixture edition, made in the database; answers its id. */
async function gateEntry(c: Cell): Promise<number> {
  const { itemId } = await gateTicket(c);
  const [row] = await c.sql<{ id: number }>(
    `insert into gate_entries (edition_id, subject_kind, subject_id, action, client_id, device_id, at) values ($1, 'TICKET', $2, 'ENTRY', $3, 'matrix-phone', now()) returning id`,
    [c.fixture.edition.id, itemId, randomUUID()],
  );
  return row.id;
}

/** The fixture edition's lunch of 2027-01-01 (made once, in the database); answers its id. */
async function kitchenMeal(c: Cell): Promise<number> {
  const [row] = await c.sql<{ id: number }>(
    `insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, '2027-01-01', 'LUNCH', '{EVENT}')
     on conflict (edition_id, date, meal_type) do update set enabled = true returning id`,
    [c.fixture.edition.id],
  );
  return row.id;
}

/** Today's lunch of the fixture edition's grid (made once, found again); answers its id. */
async function canteenMeal(c: Cell): Promise<number> {
  const [row] = await c.sql<{ id: number }>(
    `insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, current_date, 'LUNCH', '{EVENT}')
     on conflict (edition_id, date, meal_type) do update set enabled = true returning id`,
    [c.fixture.edition.id],
  );
  return row.id;
}

/** A valid ticket of the fixture edition carrying its lunch: the code the canteen scans. */
async function mealTicket(c: Cell): Promise<string> {
  const { itemId, code } = await gateTicket(c);
  await c.sql('insert into ticketing_order_item_meals (order_item_id, meal_id) values ($1, $2)', [itemId, await canteenMeal(c)]);
  return code;
}

/** A meal validation in force of a new ticket of the fixture edition, made in the database; answers its id. */
async function mealEntry(c: Cell): Promise<number> {
  const { itemId } = await gateTicket(c);
  const [row] = await c.sql<{ id: number }>(
    `insert into gate_entries (edition_id, checkpoint, subject_kind, subject_id, action, client_id, device_id, at) values ($1, $2, 'TICKET', $3, 'ENTRY', $4, 'matrix-phone', now()) returning id`,
    [c.fixture.edition.id, `MEAL:${await canteenMeal(c)}`, itemId, randomUUID()],
  );
  return row.id;
}

/** An artist of the fixture edition: a new user's record, made in the database; answers its id. */
async function recordsArtist(c: Cell): Promise<number> {
  const user = await c.fresh.user();
  const [row] = await c.sql<{ id: number }>(`insert into edition_artists (edition_id, user_id, qr_token) values ($1, $2, md5(random()::text) || md5(random()::text)) returning id`, [
    c.fixture.edition.id,
    user.id,
  ]);
  return row.id;
}

/** A meal of the fixture edition's grid (one lunch, shared by the cells) held by a new artist of it; answers both ids. */
async function artistMeal(c: Cell): Promise<{ artistId: number; mealId: number }> {
  const artistId = await recordsArtist(c);
  const [meal] = await c.sql<{ id: number }>(
    `insert into volunteer_meals (edition_id, date, meal_type, phases) values ($1, '2030-05-16', 'LUNCH', '{EVENT}')
     on conflict (edition_id, date, meal_type) do update set enabled = volunteer_meals.enabled returning id`,
    [c.fixture.edition.id],
  );
  await c.sql('insert into artist_meal_selections (artist_id, meal_id) values ($1, $2)', [artistId, meal.id]);
  return { artistId, mealId: meal.id };
}

/** A show of the fixture edition for the programme rows (made in the database); answers its id. */
async function programmeShow(c: Cell): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into shows (edition_id, title, start_date_time, duration) values ($1, 'Matrix programme show', now(), 45) returning id`, [c.fixture.edition.id]);
  return row.id;
}

/** A new online edition with the caller as one of its artists (anonymous: none); answers its id. */
async function artistSpaceEdition(c: Cell): Promise<number> {
  const { id } = await c.fresh.edition();
  if (c.caller) await c.sql(`insert into edition_artists (edition_id, user_id, qr_token) values ($1, $2, md5(random()::text) || md5(random()::text))`, [id, c.caller.id]);
  return id;
}

/** lost-found: an item of the fixture edition (made in the database), with this photo path if given; answers its id. */
async function lostFoundItem(c: Cell, imageUrl: string | null = null): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into lost_found_items (edition_id, description, image_url) values ($1, 'Matrix item', $2) returning id`, [c.fixture.edition.id, imageUrl]);
  return row.id;
}

/** lost-found: a comment of a new user (not the caller) under the item; answers its id. */
async function lostFoundComment(c: Cell, itemId: number): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into lost_found_comments (item_id, user_id, content) values ($1, $2, 'Matrix: mine') returning id`, [itemId, (await c.fresh.user()).id]);
  return row.id;
}

/** posts: a post of the fixture edition (made in the database, by nobody who calls); answers its id. */
async function postsPost(c: Cell, pinned = false): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into edition_posts (edition_id, content, pinned) values ($1, 'Matrix: a post', $2) returning id`, [c.fixture.edition.id, pinned]);
  return row.id;
}

/** posts: a comment of a new user (not the caller) under the post; answers its id. */
async function postsComment(c: Cell, postId: number): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into edition_post_comments (post_id, user_id, content) values ($1, $2, 'Matrix: theirs') returning id`, [postId, (await c.fresh.user()).id]);
  return row.id;
}

/** workshops: a new online edition of the fixture convention (made by the edition creator) with workshops on; answers its id and first day. */
async function workshopsEdition(c: Cell): Promise<{ id: number; startDate: string }> {
  const { id } = await c.fresh.edition();
  await c.sql('update editions set workshops_enabled = true where id = $1', [id]);
  return { id, startDate: (await editionDays(c, id)).startDate };
}

/** workshops: a workshop of the edition proposed by a new user (made in the database); answers its id. */
async function workshopsWorkshop(c: Cell, editionId: number): Promise<number> {
  const creator = await c.fresh.user();
  const [row] = await c.sql<{ id: number }>(
    `insert into workshops (edition_id, creator_id, title, start_date_time, end_date_time) values ($1, $2, 'Matrix workshop', now(), now() + interval '1 hour') returning id`,
    [editionId, creator.id],
  );
  return row.id;
}

/** workshops: a location of the fixture edition (made in the database, a name of its own); answers its id. */
async function workshopsLocation(c: Cell): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into workshop_locations (edition_id, name) values ($1, 'Matrix ' || md5(random()::text)) returning id`, [c.fixture.edition.id]);
  return row.id;
}

/** A carpool offer (3 seats, to the event) of the fixture edition, made in the database, by `driverId` (a new user when absent); answers its id. */
async function carpoolOffer(c: Cell, driverId?: number): Promise<number> {
  const [row] = await c.sql<{ id: number }>(
    `insert into carpool_offers (edition_id, user_id, trip_date, location_city, available_seats, direction, phone_number) values ($1, $2, '2030-05-16T08:00:00Z', 'Matrix city', 3, 'TO_EVENT', '+33 6 00 00 00 00') returning id`,
    [c.fixture.edition.id, driverId ?? (await c.fresh.user()).id],
  );
  return row.id;
}

/** A carpool request of the fixture edition, made in the database, by `authorId` (a new user when absent); answers its id. */
async function carpoolRequest(c: Cell, authorId?: number): Promise<number> {
  const [row] = await c.sql<{ id: number }>(
    `insert into carpool_requests (edition_id, user_id, trip_date, location_city, seats_needed, direction) values ($1, $2, '2030-05-16T07:00:00Z', 'Matrix town', 1, 'TO_EVENT') returning id`,
    [c.fixture.edition.id, authorId ?? (await c.fresh.user()).id],
  );
  return row.id;
}

/** A PENDING booking of one seat on the offer by `requesterId` (a new user when absent); answers its id. */
async function carpoolBooking(c: Cell, offerId: number, requesterId?: number): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into carpool_bookings (offer_id, requester_id, seats) values ($1, $2, 1) returning id`, [offerId, requesterId ?? (await c.fresh.user()).id]);
  return row.id;
}

/** A comment under an offer or a request (`table`, `parent`: the carpool tables), by the caller (the stranger for anonymous); answers its id. */
async function carpoolComment(c: Cell, table: 'carpool_comments' | 'carpool_request_comments', parent: 'offer_id' | 'request_id', parentId: number): Promise<number> {
  const [row] = await c.sql<{ id: number }>(`insert into ${table} (${parent}, user_id, content) values ($1, $2, 'Matrix comment') returning id`, [parentId, (c.caller ?? c.fixture.callerOf('stranger')!).id]);
  return row.id;
}
