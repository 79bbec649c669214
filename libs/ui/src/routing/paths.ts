/** Pure path rules: login target with returnTo, safe redirects, API-path navigation guard. */

export const AUTH_PAGES = ['/login', '/register', '/auth/forgot-password', '/auth/reset-password', '/verify-email', '/logout'] as const;

function splitPath(fullPath: string): { pathname: string; search: string; hash: string } {
  const hashIndex = fullPath.indexOf('#');
  const hash = hashIndex >= 0 ? fullPath.slice(hashIndex) : '';
  const rest = hashIndex >= 0 ? fullPath.slice(0, hashIndex) : fullPath;
  const qIndex = rest.indexOf('?');
  return {
    pathname: (qIndex >= 0 ? rest.slice(0, qIndex) : rest) || '/',
    search: qIndex >= 0 ? rest.slice(qIndex) : '',
    hash,
  };
}

function normalisePathname(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

export function isAuthPage(pathname: string): boolean {
  return (AUTH_PAGES as readonly string[]).includes(normalisePathname(splitPath(pathname).pathname));
}

/** Current path (pathname + search + hash) without any returnTo parameter. */
export function stripReturnTo(fullPath: string): string {
  const { pathname, search, hash } = splitPath(fullPath);
  const params = new URLSearchParams(search);
  params.delete('returnTo');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Where the header's login button goes: /login?returnTo=<current path without returnTo>,
 * or plain /login when the current page is itself an authentication page.
 */
export function loginPathFor(currentFullPath: string): string {
  if (isAuthPage(currentFullPath)) return '/login';
  return `/login?returnTo=${encodeURIComponent(stripReturnTo(currentFullPath))}`;
}

/** A same-site relative path we may redirect to: "/x", never "//host", "/\\host", a scheme or the API. */
export function isSafeReturnTo(value: string | null | undefined): value is string {
  if (!value || typeof value !== 'string') return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters (tab, newline…) could smuggle a different target past the checks above.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return false;
  if (isApiPath(value)) return false;
  return true;
}

/** The returnTo query parameter when it is safe, otherwise the fallback. */
export function safeReturnTo(search: string, fallback = '/'): string {
  const value = new URLSearchParams(search).get('returnTo');
  return isSafeReturnTo(value) ? value : fallback;
}

export function isApiPath(path: string): boolean {
  return /^\/api(\/|$|\?|#)/.test(path);
}

export const API_NAVIGATION_WARNING = 'Navigation vers endpoint API annulée';

/** Returns false (and logs the warning) when a client-side navigation targets the API. */
export function allowClientNavigation(path: string): boolean {
  if (isApiPath(path)) {
    console.warn(API_NAVIGATION_WARNING, path);
    return false;
  }
  return true;
}
