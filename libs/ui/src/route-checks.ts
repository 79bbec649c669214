/** The route checks of spec section 6, as one registry the shell and the remotes share. */
import type { AuthState } from './auth-store';
import { loginHref, safeReturnTo } from './navigation';

export type RouteCheck = 'guest-only' | 'auth-protected' | 'super-admin' | 'authenticated' | 'verify-email-access';

export type CheckResult = { allow: true } | { redirect: string } | { notFound: true };

export interface CheckContext {
  auth: Pick<AuthState, 'user'>;
  pathname: string;
  search: string;
}

const signedInOrLogin = (c: CheckContext): CheckResult => (c.auth.user ? { allow: true } : { redirect: loginHref(c.pathname, c.search) });

const CHECKS: Record<RouteCheck, (c: CheckContext) => CheckResult> = {
  // Signed-in users have nothing to do on login or registration pages: back to where they were going.
  'guest-only': (c) => (c.auth.user ? { redirect: safeReturnTo(new URLSearchParams(c.search).get('returnTo')) } : { allow: true }),
  'auth-protected': signedInOrLogin,
  authenticated: signedInOrLogin,
  // An admin page does not exist for anyone else.
  'super-admin': (c) => (!c.auth.user ? { redirect: loginHref(c.pathname, c.search) } : c.auth.user.isGlobalAdmin ? { allow: true } : { notFound: true }),
  // The code page needs an address to verify: from the link, or a signed-in unverified user.
  'verify-email-access': (c) =>
    new URLSearchParams(c.search).get('email') || (c.auth.user && !c.auth.user.isEmailVerified) ? { allow: true } : { redirect: '/login' },
};

export function runCheck(name: string, context: CheckContext): CheckResult {
  const check = CHECKS[name as RouteCheck];
  if (!check) throw new Error(`Unknown route check: ${name}`);
  return check(context);
}
