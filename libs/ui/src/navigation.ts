/** Where the login button goes, and which return targets are safe to follow. */

export const AUTH_PAGES = ['/login', '/register', '/auth/forgot-password', '/auth/reset-password', '/verify-email', '/logout'];

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The login button's target: /login?returnTo=<current full path without any returnTo>, or plain
 * /login when the current page is itself an authentication page.
 */
export function loginHref(pathname: string, search = '', hash = ''): string {
  if (isAuthPage(pathname)) return '/login';
  const params = new URLSearchParams(search);
  params.delete('returnTo');
  const query = params.toString();
  const target = `${pathname}${query ? `?${query}` : ''}${hash}`;
  return `/login?returnTo=${encodeURIComponent(target)}`;
}

/** Follows only same-site relative paths (no //host, no scheme, no way back to an auth page). */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  const path = value.split(/[?#]/)[0];
  if (isAuthPage(path) || path.startsWith('/api/')) return fallback;
  return value;
}

/** Client navigation must never go to the API. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export const API_NAVIGATION_WARNING = 'Navigation vers endpoint API annulée';
