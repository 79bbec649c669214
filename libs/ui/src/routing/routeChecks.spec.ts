import type { AuthUser } from '../auth/authState';
import { runRouteCheck } from './routeChecks';

const user = (over: Partial<AuthUser> = {}) => ({ id: 1, pseudo: 'ann', isGlobalAdmin: false, isEmailVerified: true, ...over }) as AuthUser;
const ctx = (u: AuthUser | null, pathname = '/profile', search = '') => ({ user: u, pathname, search });

describe('route checks', () => {
  it('guest-only lets guests in and sends users to returnTo or home', () => {
    expect(runRouteCheck('guest-only', ctx(null, '/login'))).toEqual({ kind: 'allow' });
    expect(runRouteCheck('guest-only', ctx(user(), '/login'))).toEqual({ kind: 'redirect', to: '/' });
    expect(runRouteCheck('guest-only', ctx(user(), '/login', '?returnTo=%2Fprofile'))).toEqual({ kind: 'redirect', to: '/profile' });
    expect(runRouteCheck('guest-only', ctx(user(), '/login', '?returnTo=https%3A%2F%2Fevil'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('auth-protected and authenticated send guests to login with returnTo', () => {
    for (const name of ['auth-protected', 'authenticated']) {
      expect(runRouteCheck(name, ctx(null, '/profile', '?tab=a'))).toEqual({ kind: 'redirect', to: '/login?returnTo=%2Fprofile%3Ftab%3Da' });
      expect(runRouteCheck(name, ctx(user()))).toEqual({ kind: 'allow' });
    }
  });

  it('super-admin needs a signed-in global admin', () => {
    expect(runRouteCheck('super-admin', ctx(null, '/admin'))).toEqual({ kind: 'redirect', to: '/login?returnTo=%2Fadmin' });
    expect(runRouteCheck('super-admin', ctx(user(), '/admin'))).toEqual({ kind: 'deny', status: 403 });
    expect(runRouteCheck('super-admin', ctx(user({ isGlobalAdmin: true }), '/admin'))).toEqual({ kind: 'allow' });
  });

  it('verify-email-access needs an email parameter or an unverified signed-in user', () => {
    expect(runRouteCheck('verify-email-access', ctx(null, '/verify-email', '?email=a%40b.c'))).toEqual({ kind: 'allow' });
    expect(runRouteCheck('verify-email-access', ctx(null, '/verify-email'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(runRouteCheck('verify-email-access', ctx(null, '/verify-email', '?email='))).toEqual({ kind: 'redirect', to: '/login' });
    expect(runRouteCheck('verify-email-access', ctx(user({ isEmailVerified: false }), '/verify-email'))).toEqual({ kind: 'allow' });
    expect(runRouteCheck('verify-email-access', ctx(user(), '/verify-email'))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('throws on an unknown check', () => {
    expect(() => runRouteCheck('nope', ctx(null))).toThrow('Unknown route check: nope');
  });
});
