/**
 * Auth state of the browser (spec section 4): user, rememberMe and adminMode, kept under the keys
 * authUser, rememberMe and adminMode in localStorage when rememberMe is true, otherwise in
 * sessionStorage. One store shared by the shell and every remote (Module Federation singleton).
 */
import { useSyncExternalStore } from 'react';
import { setAdminModeProvider, type Schemas } from '@festival/api-client';

export type AuthUser = Schemas['UserDto'];

export interface AuthState {
  user: AuthUser | null;
  rememberMe: boolean;
  adminMode: boolean;
}

export const STORAGE_KEYS = { user: 'authUser', rememberMe: 'rememberMe', adminMode: 'adminMode' } as const;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readState(local: StorageLike, session: StorageLike): AuthState {
  const rememberMe = local.getItem(STORAGE_KEYS.rememberMe) === 'true';
  const store = rememberMe ? local : session;
  let user: AuthUser | null = null;
  try {
    user = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null') as AuthUser | null;
  } catch {
    user = null;
  }
  return { user, rememberMe, adminMode: store.getItem(STORAGE_KEYS.adminMode) === 'true' };
}

export function writeState(state: AuthState, local: StorageLike, session: StorageLike): void {
  for (const s of [local, session]) for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
  if (!state.user) return;
  const store = state.rememberMe ? local : session;
  store.setItem(STORAGE_KEYS.user, JSON.stringify(state.user));
  store.setItem(STORAGE_KEYS.rememberMe, String(state.rememberMe));
  store.setItem(STORAGE_KEYS.adminMode, String(state.adminMode));
}

/** Admin mode counts only for a global admin who switched it on. */
export function isAdminModeActive(state: AuthState): boolean {
  return !!state.user?.isGlobalAdmin && state.adminMode;
}

const memory = (): StorageLike => {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
};

export function createAuthStore(local: StorageLike = memory(), session: StorageLike = memory()) {
  let state = readState(local, session);
  const listeners = new Set<() => void>();
  const set = (next: AuthState) => {
    state = next;
    writeState(state, local, session);
    listeners.forEach((l) => l());
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** After login: the user and the remember-me choice; admin mode starts off. */
    signIn(user: AuthUser, rememberMe: boolean) {
      set({ user, rememberMe, adminMode: false });
    },
    /** After a session refresh: the server's user replaces the stored one; none signs out. */
    setUser(user: AuthUser | null) {
      if (!user) set({ user: null, rememberMe: false, adminMode: false });
      else set({ ...state, user, adminMode: state.adminMode && user.isGlobalAdmin });
    },
    /** Only a global admin can switch it on; switching off is always allowed. */
    setAdminMode(on: boolean) {
      if (on && !state.user?.isGlobalAdmin) return;
      set({ ...state, adminMode: on });
    },
    signOut() {
      set({ user: null, rememberMe: false, adminMode: false });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

export const authStore: AuthStore =
  typeof window === 'undefined' ? createAuthStore() : createAuthStore(window.localStorage, window.sessionStorage);

setAdminModeProvider(() => isAdminModeActive(authStore.get()));

export function useAuth(): AuthState & { adminModeActive: boolean } {
  const state = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
  return { ...state, adminModeActive: isAdminModeActive(state) };
}
