import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Request } from 'express';

const PgStore = connectPgSimple(session);

/** The users row a session's load brought along: null when it names no (existing) user. */
const USER_ROW = Symbol('sessionUserRow');
type WithUserRow = Request & { [USER_ROW]?: Record<string, unknown> | null };

/**
 * Sessions in PostgreSQL (connect-pg-simple) whose load also reads the signed-in user: one query
 * where the session middleware and passport's deserialisation made two, on every signed-in request.
 * The user's row is handed to passport through the request (see `userRowOf`); everything else
 * (writes, expiry, destroy) is connect-pg-simple's own.
 */
export class SessionUserStore extends PgStore {
  /** The row read with each loaded session object, until express-session makes the request's session of it. */
  private readonly rows = new WeakMap<object, Record<string, unknown> | null>();
  private readonly table: string;

  constructor(options: connectPgSimple.PGStoreOptions & { tableName: string }) {
    // Expired sessions are pruned by a scheduled job on one replica (session-pruning.ts), not by each store.
    super({ ...options, pruneSessionInterval: false });
    this.table = `"${options.tableName}"`;
  }

  override get(sid: string, fn: (err: unknown, session?: SessionData | null) => void): void {
    // The user id passport keeps in the session, when it is one (anything else joins no user).
    const userId = `case when (s.sess #>> '{passport,user}') ~ '^[0-9]{1,9}$' then (s.sess #>> '{passport,user}')::int end`;
    const sql = `select s.sess as "sessionData", u.* from ${this.table} s left join "users" u on u.id = ${userId}
      where s.sid = $1 and s.expire >= to_timestamp($2)`;
    (this as unknown as PgQuery).query(sql, [sid, Math.ceil(Date.now() / 1000)], (err, row) => {
      if (err) return fn(err);
      if (!row) return fn(null, null);
      const { sessionData, ...user } = row;
      let data: SessionData;
      try {
        data = (typeof sessionData === 'string' ? JSON.parse(sessionData) : sessionData) as SessionData;
      } catch {
        return this.destroy(sid, fn);
      }
      this.rows.set(data, user.id == null ? null : user);
      fn(null, data);
    });
  }

  override createSession(req: Request, data: SessionData) {
    const row = this.rows.get(data);
    if (row !== undefined) (req as WithUserRow)[USER_ROW] = row;
    return super.createSession(req, data);
  }
}

/** connect-pg-simple's query helper (first row of the answer), not in its type definitions. */
interface PgQuery {
  query(sql: string, params: unknown[], fn: (err: Error | null, row?: Record<string, unknown>) => void): void;
}

/**
 * The users row loaded with this request's session: undefined when the session was not loaded by
 * SessionUserStore (then passport reads the user itself), null when it names no existing user.
 */
export function userRowOf(req: Request): Record<string, unknown> | null | undefined {
  return (req as WithUserRow)[USER_ROW];
}
