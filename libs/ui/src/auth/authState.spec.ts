import {
  AUTH_KEYS,
  clearAuthState,
  isAdminModeActive,
  readAuthState,
  withAdminMode,
  withLogin,
  withLogout,
  withUser,
  writeAuthState,
  type AuthUser,
  type StorageLike,
} from './authState';

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.has(k) ? this.data.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const user = (over: Partial<AuthUser> = {}): AuthUser =>
  ({ id: 1, email: 'a@b.c', emailHash: 'h', pseudo: 'ann', nom: 'Doe', prenom: 'Ann', phone: null, preferredLanguage: 'en',
    profilePicture: null, isEmailVerified: true, isGlobalAdmin: false, createdAt: '', updatedAt: '', lastLoginAt: null, ...over }) as AuthUser;

describe('auth state storage', () => {
  it('keeps everything in localStorage when rememberMe is true', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    writeAuthState(withLogin(user(), true), local, session);
    expect(local.getItem(AUTH_KEYS.user)).toContain('"pseudo":"ann"');
    expect(local.getItem(AUTH_KEYS.rememberMe)).toBe('true');
    expect(local.getItem(AUTH_KEYS.adminMode)).toBe('false');
    expect(session.data.size).toBe(0);
    expect(readAuthState(local, session)).toEqual({ user: user(), rememberMe: true, adminMode: false });
  });

  it('uses sessionStorage when rememberMe is false', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    writeAuthState(withLogin(user(), false), local, session);
    expect(local.data.size).toBe(0);
    expect(session.getItem(AUTH_KEYS.user)).not.toBeNull();
    expect(readAuthState(local, session).user?.pseudo).toBe('ann');
  });

  it('switching storage removes the old copy', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    writeAuthState(withLogin(user(), true), local, session);
    writeAuthState(withLogin(user(), false), local, session);
    expect(local.data.size).toBe(0);
    expect(session.data.size).toBe(3);
  });

  it('reads an empty or corrupt store as signed out', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    expect(readAuthState(local, session)).toEqual({ user: null, rememberMe: false, adminMode: false });
    session.setItem(AUTH_KEYS.user, '{not json');
    expect(readAuthState(local, session).user).toBeNull();
  });

  it('clears every key from both storages', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    writeAuthState(withLogin(user(), true), local, session);
    session.setItem(AUTH_KEYS.adminMode, 'true');
    clearAuthState(local, session);
    expect(local.data.size + session.data.size).toBe(0);
  });
});

describe('auth transitions', () => {
  it('logout clears user, rememberMe and adminMode', () => {
    expect(withLogout()).toEqual({ user: null, rememberMe: false, adminMode: false });
  });

  it('a failed session refresh leaves no user', () => {
    const state = withAdminMode(withLogin(user({ isGlobalAdmin: true }), true), true);
    expect(withUser(state, null)).toEqual({ user: null, rememberMe: false, adminMode: false });
  });

  it('a refreshed user keeps rememberMe', () => {
    const state = withLogin(user(), true);
    expect(withUser(state, user({ pseudo: 'bob' }))).toEqual({ user: user({ pseudo: 'bob' }), rememberMe: true, adminMode: false });
  });

  it('only a global admin can enable admin mode', () => {
    const plain = withLogin(user(), false);
    expect(withAdminMode(plain, true).adminMode).toBe(false);
    const admin = withLogin(user({ isGlobalAdmin: true }), false);
    const on = withAdminMode(admin, true);
    expect(on.adminMode).toBe(true);
    expect(isAdminModeActive(on)).toBe(true);
    expect(withAdminMode(on, false).adminMode).toBe(false);
  });

  it('admin mode is inactive when the user lost admin rights', () => {
    expect(isAdminModeActive({ user: user(), rememberMe: false, adminMode: true })).toBe(false);
    const on = withAdminMode(withLogin(user({ isGlobalAdmin: true }), false), true);
    expect(withUser(on, user()).adminMode).toBe(false);
  });

  it('never reads adminMode for a non-admin from storage', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    writeAuthState({ user: user(), rememberMe: false, adminMode: true }, local, session);
    expect(readAuthState(local, session).adminMode).toBe(false);
  });
});
