/**
 * Writes that change neither a session nor a user, on a hot path: the scans of a gate or a canteen (many a second
 * from the same few phones). The server treats them as it treats reads (server.ts): the session comes
 * from this process's memory when it holds it, and they do not make the memory forget everyone's
 * sessions as other writes do (SessionCache.holdDuring). A write of that user that does change them
 * (sign-out, a password) still holds that user's sessions out of memory while it runs, and its commit
 * is heard by every replica, as for any read.
 *
 * A route listed here must never write the `session` or `users` tables, directly or through a
 * listener of its events (`session-neutral.spec.ts` holds the list to the routes of the document).
 */
export const SESSION_NEUTRAL_WRITES: readonly RegExp[] = [
  /^\/api\/editions\/\d+\/gate\/(check|entries|entries\/sync)$/,
  // The canteen's scans, on the gate's machinery.
  /^\/api\/editions\/\d+\/meals\/\d+\/(check|entries|entries\/sync)$/,
];

/** Whether a request is one of those writes. */
export const isSessionNeutralWrite = (method: string, path: string): boolean => method === 'POST' && SESSION_NEUTRAL_WRITES.some((route) => route.test(path));
