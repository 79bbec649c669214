import type { AuthUser } from './auth-store';
import { runCheck } from './route-checks';

const u = (over: Partial<AuthUser> = {}) => ({ id: 1, isGlobalAdmin: false, isEmailVerified: true, ...over }) as AuthUser;
const ctx = (user: AuthUser | null, pathname = '/profile', search = '') => ({ auth: { user }, pathname, search });

describe('route checks', () => {
  it('guest-only sends signed-in users to a safe returnTo', () => {
    expect(runCheck('guest-only', ctx(null, '/login'))).toEqual({ allow: true });
    expect(runCheck('guest-only', ctx(u(), '/login', '?returnTo=%2Ffavorites'))).toEqual({ redirect: '/favorites' });
    expect(runCheck('guest-only', ctx(u(), '/login', '?returnTo=https://evil'))).toEqual({ redirect: '/' });
  });

  it('auth-protected and authenticated send guests to login with returnTo', () => {
    expect(runCheck('auth-protected', ctx(null, '/profile', '?a=1'))).toEqual({ redirect: '/login?returnTo=%2Fprofile%3Fa%3D1' });
    expect(runCheck('authenticated', ctx(u()))).toEqual({ allow: true });
  });

  it('super-admin: guests to login, others get a 404, admins pass', () => {
    expect(runCheck('super-admin', ctx(null, '/admin'))).toEqual({ redirect: '/login?returnTo=%2Fadmin' });
    expect(runCheck('super-admin', ctx(u(), '/admin'))).toEqual({ notFound: true });
    expect(runCheck('super-admin', ctx(u({ isGlobalAdmin: true }), '/admin'))).toEqual({ allow: true });
  });

  it('verify-email-access needs an e-mail in the link or an unverified signed-in user', () => {
    expect(runCheck('verify-email-access', ctx(null, '/verify-email', '?email=a%40b.c'))).toEqual({ allow: true });
    expect(runCheck('verify-email-access', ctx(u({ isEmailVerified: false }), '/verify-email'))).toEqual({ allow: true });
    expect(runCheck('verify-email-access', ctx(null, '/verify-email'))).toEqual({ redirect: '/login' });
  });

  it('throws on an unknown check', () => {
    expect(() => runCheck('moderator', ctx(u()))).toThrow('Unknown route check: moderator');
  });
});
