import { isApiPath, loginHref, safeReturnTo } from './navigation';

describe('login button target', () => {
  it('returns to the current full path, without any returnTo already there', () => {
    expect(loginHref('/editions/4', '?tab=info&returnTo=%2Fevil', '#map')).toBe(`/login?returnTo=${encodeURIComponent('/editions/4?tab=info#map')}`);
    expect(loginHref('/', '')).toBe('/login?returnTo=%2F');
  });

  it('goes to plain /login from an authentication page', () => {
    for (const p of ['/login', '/register', '/auth/forgot-password', '/auth/reset-password', '/verify-email', '/logout']) {
      expect(loginHref(p, '?returnTo=/profile')).toBe('/login');
    }
  });
});

describe('safeReturnTo', () => {
  it('follows same-site paths only', () => {
    expect(safeReturnTo('/profile?x=1')).toBe('/profile?x=1');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/');
    expect(safeReturnTo('/api/session/me')).toBe('/');
    expect(safeReturnTo(null, '/home')).toBe('/home');
  });

  it('recognises API paths', () => {
    expect(isApiPath('/api/session/me')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
  });
});
