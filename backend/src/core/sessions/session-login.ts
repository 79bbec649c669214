import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'festival.sid';

/**
 * The request's session, for the handlers that sign users in and out: `@HttpSession() session:
 * SessionHandle`. passport regenerates the session id at sign-in (no session fixation); sign-out
 * deletes the session server-side, so a copied cookie is worthless afterwards.
 */
export class SessionHandle {
  constructor(
    private readonly req: Request,
    private readonly res: Response,
  ) {}

  /** The id of the current session (kept when a password change ends the user's other sessions). */
  get id(): string {
    return this.req.sessionID;
  }

  /** Runs a passport strategy on the request's body and resolves with the user it accepted (the strategy's user type). */
  authenticate<U extends Express.User>(strategy: string): Promise<U> {
    return new Promise((resolve, reject) => {
      const next: NextFunction = (err?: unknown) => reject(err);
      passport.authenticate(strategy, { session: false }, (err: unknown, user: U | false) => {
        if (err) return reject(err);
        if (!user) return reject(new Error('Strategy accepted no user'));
        resolve(user);
      })(this.req, this.res, next);
    });
  }

  /** Signs the user in: remember-me makes the cookie last 30 days, otherwise it lasts the browser session. */
  async start(user: Express.User, rememberMe: boolean): Promise<void> {
    const { req } = this;
    await new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
    req.session.cookie.maxAge = rememberMe ? REMEMBER_ME_MS : undefined;
    await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  }

  /** Signs out and deletes the session server-side. */
  async end(): Promise<void> {
    const { req } = this;
    await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    this.res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}

export const HttpSession = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionHandle => {
  const http = ctx.switchToHttp();
  return new SessionHandle(http.getRequest<Request>(), http.getResponse<Response>());
});
