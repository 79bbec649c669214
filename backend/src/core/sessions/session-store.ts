import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Request } from 'express';
import type { SessionCache } from './session-cache';

const PgStore = connectPgSimple(session);

/** The user a session's load brought along: null when it names no (existing) user. */
const SESSION_USER = Symbol('sessionUser');
type WithSessionUser = Request & { [SESSION_USER]?: object | null };

type Callback = (err?: unknown) => void;

export interface SessionUserStoreOptions extends connectPgSimple.PGStoreOptions {
  tableName: string;
  /** This process's memory of sessions (see SessionCache); none when the app only describes its routes (preview). */
  cache: SessionCache | null;
  /** A users row (column names as in the table) as the user handlers are given. */
  userOfRow: (row: Record<string, unknown>) => object;
}

/**
 * Sessions in PostgreSQL (connect-pg-simple) whose load also reads the signed-in user: one query
 * where the session middleware and passport's deserialisation made two, and none while this process
 * remembers the session (SessionCache). The user is handed to passport through the request (see
 * `sessionUserOf`); writes, expiry and destroy are connect-pg-simple's own, and make the memory forget
 * (touch writes nothing: the store is made with `disableTouch`).
 */
export class SessionUserStore extends PgStore {
  /** The user read with each loaded session object, until express-session makes the request's session of it. */
  private readonly users = new WeakMap<object, object | null>();
  private readonly table: string;
  private readonly cache: SessionCache | null;
  private readonly userOfRow: (row: Record<string, unknown>) => object;

  constructor({ cache, userOfRow, ...options }: SessionUserStoreOptions) {
    // Expired sessions are pruned by a scheduled job on one replica (session-pruning.ts), not by each store.
    super({ ...options, pruneSessionInterval: false });
    this.table = `"${options.tableName}"`;
    this.cache = cache;
    this.userOfRow = userOfRow;
  }

  override get(sid: string, fn: (err: unknown, session?: SessionData | null) => void): void {
    const hit = this.cache?.get(sid);
    if (hit) return fn(null, this.loaded(JSON.parse(hit.json) as SessionData, hit.user));
    const version = this.cache?.version ?? 0;
    // The user id passport keeps in the session, when it is one (anything else joins no user).
    const userId = `case when (s.sess #>> '{passport,user}') ~ '^[0-9]{1,9}$' then (s.sess #>> '{passport,user}')::int end`;
    const sql = `select s.sess::text as "sessionJson", extract(epoch from s.expire::timestamptz) * 1000 as "sessionExpires", u.*
      from ${this.table} s left join "users" u on u.id = ${userId}
      where s.sid = $1 and s.expire >= to_timestamp($2)`;
    (this as unknown as PgQuery).query(sql, [sid, Math.ceil(Date.now() / 1000)], (err, row) => {
      if (err) return fn(err);
      if (!row) return fn(null, null);
      const { sessionJson, sessionExpires, ...fields } = row;
      let data: SessionData;
      try {
        data = JSON.parse(String(sessionJson)) as SessionData;
      } catch {
        return this.destroy(sid, fn);
      }
      const user = fields.id == null ? null : Object.freeze(this.userOfRow(fields));
      this.cache?.remember(sid, { json: String(sessionJson), user, userId: fields.id == null ? null : Number(fields.id), expires: Number(sessionExpires) }, version);
      fn(null, this.loaded(data, user));
    });
  }

  override set(sid: string, data: SessionData, fn?: Callback): void {
    this.cache?.invalidate();
    super.set(sid, data, this.forgetting(fn));
  }

  override destroy(sid: string, fn?: Callback): void {
    this.cache?.invalidate();
    super.destroy(sid, this.forgetting(fn));
  }

  override createSession(req: Request, data: SessionData) {
    const user = this.users.get(data);
    if (user !== undefined) (req as WithSessionUser)[SESSION_USER] = user;
    return super.createSession(req, data);
  }

  /** A session object for express-session, with the user it names kept for `createSession`. */
  private loaded(data: SessionData, user: object | null): SessionData {
    this.users.set(data, user);
    return data;
  }

  /** Forgets again once the write is done (a read may have begun while it ran). */
  private forgetting(fn?: Callback): Callback {
    return (err) => {
      this.cache?.invalidate();
      fn?.(err);
    };
  }
}

/** connect-pg-simple's query helper (first row of the answer), not in its type definitions. */
interface PgQuery {
  query(sql: string, params: unknown[], fn: (err: Error | null, row?: Record<string, unknown>) => void): void;
}

/**
 * The user loaded with this request's session: undefined when the session was not loaded by
 * SessionUserStore (then passport reads the user itself), null when it names no existing user.
 */
export function sessionUserOf(req: Request): object | null | undefined {
  return (req as WithSessionUser)[SESSION_USER];
}
