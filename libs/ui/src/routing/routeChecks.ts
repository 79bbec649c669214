/** The one registry of route checks (spec §6). Each check is a pure function of the user and location. */
import type { AuthUser } from '../auth/authState';
import { loginPathFor, safeReturnTo } from './paths';

export type RouteCheckName = 'guest-only' | 'auth-protected' | 'super-admin' | 'authenticated' | 'verify-email-access';

export interface RouteCheckContext {
  user: AuthUser | null;
  /** pathname + search (+ hash) of the page being entered */
  pathname: string;
  search: string;
  hash?: string;
}

export type RouteCheckResult = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'deny'; status: 403 | 404 };

const allow: RouteCheckResult = { kind: 'allow' };

const toLogin = (ctx: RouteCheckContext): RouteCheckResult => ({
  kind: 'redirect',
  to: loginPathFor(`${ctx.pathname}${ctx.search}${ctx.hash ?? ''}`),
});

export const ROUTE_CHECKS: Record<RouteCheckName, (ctx: RouteCheckContext) => RouteCheckResult> = {
  /** Login, registration, password reset: a signed-in user goes on to returnTo or home. */
  'guest-only': (ctx) => (ctx.user ? { kind: 'redirect', to: safeReturnTo(ctx.search, '/') } : allow),
  /** Signed-in pages: guests go to the login page, coming back afterwards. */
  'auth-protected': (ctx) => (ctx.user ? allow : toLogin(ctx)),
  /** Artist management: any signed-in user (finer rights are the API's job). */
  authenticated: (ctx) => (ctx.user ? allow : toLogin(ctx)),
  /** Admin pages: signed in and a global administrator. */
  'super-admin': (ctx) => {
    if (!ctx.user) return toLogin(ctx);
    return ctx.user.isGlobalAdmin ? allow : { kind: 'deny', status: 403 };
  },
  /** E-mail verification: with an email query parameter, or as a signed-in unverified user. */
  'verify-email-access': (ctx) => {
    const email = new URLSearchParams(ctx.search).get('email');
    if (email && email.trim()) return allow;
    if (ctx.user && !ctx.user.isEmailVerified) return allow;
    return { kind: 'redirect', to: '/login' };
  },
};

export function isRouteCheckName(name: string): name is RouteCheckName {
  return Object.prototype.hasOwnProperty.call(ROUTE_CHECKS, name);
}

/** Runs a named check; an unknown name is a programming error and throws. */
export function runRouteCheck(name: string, ctx: RouteCheckContext): RouteCheckResult {
  if (!isRouteCheckName(name)) throw new Error(`Unknown route check: ${name}`);
  return ROUTE_CHECKS[name](ctx);
}

/** Whether a check needs to know the session before answering for a signed-out visitor. */
export function needsSession(name: RouteCheckName): boolean {
  return name !== 'guest-only';
}
