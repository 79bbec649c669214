import { createAuthStore, isAdminModeActive, STORAGE_KEYS, type AuthUser } from './auth-store';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const user = (over: Partial<AuthUser> = {}) => ({ id: 1, pseudo: 'lea', isGlobalAdmin: false, ...over }) as AuthUser;

describe('auth store', () => {
  it('keeps user, rememberMe and adminMode in localStorage with remember-me', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const store = createAuthStore(local, session);
    store.signIn(user(), true);
    expect(JSON.parse(local.getItem(STORAGE_KEYS.user)!)).toMatchObject({ pseudo: 'lea' });
    expect(local.getItem('rememberMe')).toBe('true');
    expect(local.getItem('adminMode')).toBe('false');
    expect(session.data.size).toBe(0);
    // A reload reads it back.
    expect(createAuthStore(local, session).get().user?.pseudo).toBe('lea');
  });

  it('uses sessionStorage without remember-me', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    createAuthStore(local, session).signIn(user(), false);
    expect(local.data.size).toBe(0);
    expect(session.getItem('authUser')).toContain('lea');
    expect(createAuthStore(local, session).get()).toMatchObject({ rememberMe: false, user: { pseudo: 'lea' } });
  });

  it('lets only a global admin switch admin mode on, and logout clears everything', () => {
    const local = new MemoryStorage();
    const store = createAuthStore(local, new MemoryStorage());
    store.signIn(user(), true);
    store.setAdminMode(true);
    expect(store.get().adminMode).toBe(false);
    store.setUser(user({ isGlobalAdmin: true }));
    store.setAdminMode(true);
    expect(isAdminModeActive(store.get())).toBe(true);
    expect(local.getItem('adminMode')).toBe('true');
    store.signOut();
    expect(store.get()).toEqual({ user: null, rememberMe: false, adminMode: false });
    expect(local.data.size).toBe(0);
  });

  it('drops admin mode when the refreshed user is no longer an admin, and signs out on no user', () => {
    const store = createAuthStore(new MemoryStorage(), new MemoryStorage());
    store.signIn(user({ isGlobalAdmin: true }), false);
    store.setAdminMode(true);
    store.setUser(user({ isGlobalAdmin: false }));
    expect(isAdminModeActive(store.get())).toBe(false);
    store.setUser(null);
    expect(store.get().user).toBeNull();
  });
});
