import type { Request, Response, NextFunction } from 'express';
import passport from 'passport';
import type { User } from '../../modules/users/user.entity';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

/** Runs a passport strategy on the request and resolves with the user it accepted. */
export function authenticate(strategy: string, req: Request, res: Response): Promise<User> {
  return new Promise((resolve, reject) => {
    const next: NextFunction = (err?: unknown) => reject(err);
    passport.authenticate(strategy, { session: false }, (err: unknown, user: User | false) => {
      if (err) return reject(err);
      if (!user) return reject(new Error('Strategy accepted no user'));
      resolve(user);
    })(req, res, next);
  });
}

/**
 * Signs the user in. passport regenerates the session id (no session fixation); remember-me makes
 * the cookie last 30 days, otherwise it is a browser-session cookie.
 */
export async function startSession(req: Request, user: User, rememberMe: boolean): Promise<void> {
  await new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
  req.session.cookie.maxAge = rememberMe ? REMEMBER_ME_MS : undefined;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/** Signs out and deletes the session server-side, so a copied cookie is worthless afterwards. */
export async function endSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
  await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

export const SESSION_COOKIE = 'festival.sid';
