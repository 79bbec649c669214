/** What the auth module tells the rest of the system, after its commit. */

/**
 * Someone proved they read the inbox of an address: a new account entered the code mailed to it, or
 * a password-reset link first verified it. What waited for that address (an artist's invitation) becomes theirs.
 */
export class EmailVerified {
  static readonly event = 'auth.emailVerified';
  constructor(
    readonly userId: number,
    /** As stored: lower-cased and trimmed. */
    readonly email: string,
  ) {}
}
