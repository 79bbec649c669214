import { allowClientNavigation, isApiPath, isAuthPage, isSafeReturnTo, loginPathFor, safeReturnTo, stripReturnTo } from './paths';

describe('loginPathFor', () => {
  it('adds the current full path as returnTo', () => {
    expect(loginPathFor('/editions/3?tab=info')).toBe('/login?returnTo=%2Feditions%2F3%3Ftab%3Dinfo');
    expect(loginPathFor('/')).toBe('/login?returnTo=%2F');
  });

  it('strips any returnTo already in the current query', () => {
    expect(loginPathFor('/profile?returnTo=%2Fadmin&x=1')).toBe('/login?returnTo=%2Fprofile%3Fx%3D1');
    expect(loginPathFor('/profile?returnTo=/admin')).toBe('/login?returnTo=%2Fprofile');
  });

  it('goes to plain /login from an authentication page', () => {
    for (const p of ['/login', '/register', '/auth/forgot-password', '/auth/reset-password?token=x', '/verify-email?email=a', '/logout', '/login/']) {
      expect(loginPathFor(p)).toBe('/login');
    }
  });

  it('does not treat look-alike paths as auth pages', () => {
    expect(isAuthPage('/login-help')).toBe(false);
    expect(isAuthPage('/auth')).toBe(false);
    expect(loginPathFor('/registered')).toBe('/login?returnTo=%2Fregistered');
  });

  it('keeps the hash', () => {
    expect(stripReturnTo('/a?returnTo=x#top')).toBe('/a#top');
  });
});

describe('safe returnTo', () => {
  it('accepts same-site relative paths only', () => {
    expect(isSafeReturnTo('/profile')).toBe(true);
    expect(isSafeReturnTo('/editions/1?x=2')).toBe(true);
    expect(isSafeReturnTo('//evil.example')).toBe(false);
    expect(isSafeReturnTo('/\\evil.example')).toBe(false);
    expect(isSafeReturnTo('https://evil.example')).toBe(false);
    expect(isSafeReturnTo('javascript:alert(1)')).toBe(false);
    expect(isSafeReturnTo('profile')).toBe(false);
    expect(isSafeReturnTo('/api/admin/stats')).toBe(false);
    expect(isSafeReturnTo('')).toBe(false);
    expect(isSafeReturnTo(null)).toBe(false);
  });

  it('reads returnTo from a query string with a fallback', () => {
    expect(safeReturnTo('?returnTo=%2Fprofile')).toBe('/profile');
    expect(safeReturnTo('?returnTo=https%3A%2F%2Fx.y')).toBe('/');
    expect(safeReturnTo('', '/home')).toBe('/home');
  });
});

describe('API navigation guard', () => {
  it('detects API paths', () => {
    expect(isApiPath('/api/auth/login')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/editions/api')).toBe(false);
  });

  it('cancels and warns for API paths', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowClientNavigation('/api/session/me')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Navigation vers endpoint API annulée', '/api/session/me');
    expect(allowClientNavigation('/profile')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
