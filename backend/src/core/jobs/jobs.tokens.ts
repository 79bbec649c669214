/** The database URL the queue and the listener connect to (known only once the database is resolved). */
export const JOBS_DATABASE_URL = Symbol('JOBS_DATABASE_URL');
