/**
 * How long the server waits on PostgreSQL before answering 503, for every pool of the process (the
 * ORM's, the sessions', the jobs'): a frozen or unreachable database fails a request in seconds
 * instead of holding it. Migrations run without them (a data migration may take minutes).
 */
export const DATABASE_TIMEOUTS = {
  /** Opening a connection. */
  connectMs: 3_000,
  /** Waiting for a free connection of the pool. */
  acquireMs: 5_000,
  /** PostgreSQL cancels a statement running longer (a request's queries take milliseconds). */
  statementMs: 8_000,
  /** The client gives up on an answer that does not come (the server is frozen: it cannot cancel). */
  queryMs: 10_000,
} as const;

/** node-postgres client settings carrying the timeouts above. */
export const PG_CLIENT_TIMEOUTS = {
  connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
  statement_timeout: DATABASE_TIMEOUTS.statementMs,
  query_timeout: DATABASE_TIMEOUTS.queryMs,
} as const;

// Not ECONNABORTED: that is Express telling a file's download was abandoned by its browser.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/** Connection exceptions (08…), shutdowns and "cannot connect now" (57P0…), too many connections, statement timeout. */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-4]|53300|57014)$/;
// `timeout expired`: node-postgres's own connect timeout (connectionTimeoutMillis), met when the ORM's
// pool opens a connection to a frozen server, which accepts the socket but never answers.
const UNAVAILABLE_MESSAGE =
  /^timeout expired$|Connection terminated|Query read timeout|timeout exceeded when trying to connect|Timeout acquiring a connection|Client has encountered a connection error|Connection refused|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether an error says the database cannot answer now (unreachable, restarting, frozen, saturated,
 * or a statement timed out), as opposed to a fault of the request or the code: such errors become
 * 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Reading the request failed (its client hung up half-way: ECONNABORTED): the client's fault, not the database's.
  if (isRequestReadError(error)) return false;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown; previous?: unknown }).cause ?? (e as { previous?: unknown }).previous;
  }
  return false;
}

/** Whether the database itself is out of reach (not merely one slow statement): the server stops trying it for a moment. */
export function isDatabaseDown(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '57014') return false;
    e = (e as { cause?: unknown }).cause ?? (e as { previous?: unknown }).previous;
  }
  return true;
}

/** An error of reading the request's body (body-parser, raw-body): an HTTP status of its own and a `type` such as 'request.aborted'. */
export function isRequestReadError(error: unknown): error is { status: number; type: string } {
  return !!error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number' && typeof (error as { type?: unknown }).type === 'string';
}
