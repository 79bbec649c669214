/** Injection token: the URL of the database this process uses (known once the embedded server, if any, is up). */
export const DATABASE_URL = Symbol('DATABASE_URL');
