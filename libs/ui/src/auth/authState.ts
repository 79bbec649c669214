/** Pure auth-state rules (spec §4): what is stored where, and how login/logout/admin mode change it. */
import type { Schemas } from '@festival/api-client';

export type AuthUser = Schemas['UserDto'];

export interface AuthState {
  user: AuthUser | null;
  rememberMe: boolean;
  adminMode: boolean;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const AUTH_KEYS = { user: 'authUser', rememberMe: 'rememberMe', adminMode: 'adminMode' } as const;

export const EMPTY_AUTH: AuthState = { user: null, rememberMe: false, adminMode: false };

function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as AuthUser | null;
    return value && typeof value === 'object' && typeof value.id !== 'undefined' ? value : null;
  } catch {
    return null;
  }
}

/** rememberMe lives in long-lived storage; it says which storage holds the rest. */
export function readAuthState(local: StorageLike, session: StorageLike): AuthState {
  const rememberMe = local.getItem(AUTH_KEYS.rememberMe) === 'true';
  const store = rememberMe ? local : session;
  const user = parseUser(store.getItem(AUTH_KEYS.user));
  const adminMode = store.getItem(AUTH_KEYS.adminMode) === 'true';
  return { user, rememberMe: user ? rememberMe : false, adminMode: Boolean(user?.isGlobalAdmin && adminMode) };
}

export function clearAuthState(local: StorageLike, session: StorageLike): void {
  for (const s of [local, session]) for (const key of Object.values(AUTH_KEYS)) s.removeItem(key);
}

/** Writes the state to localStorage when rememberMe is set, otherwise to sessionStorage. */
export function writeAuthState(state: AuthState, local: StorageLike, session: StorageLike): void {
  clearAuthState(local, session);
  if (!state.user) return;
  const store = state.rememberMe ? local : session;
  store.setItem(AUTH_KEYS.user, JSON.stringify(state.user));
  store.setItem(AUTH_KEYS.rememberMe, String(state.rememberMe));
  store.setItem(AUTH_KEYS.adminMode, String(state.adminMode));
}

/** Admin mode counts only for a global admin who switched it on. */
export function isAdminModeActive(state: AuthState): boolean {
  return Boolean(state.user?.isGlobalAdmin && state.adminMode);
}

export function withLogin(user: AuthUser, rememberMe: boolean): AuthState {
  return { user, rememberMe, adminMode: false };
}

/** A refreshed (or failed: null) session user; admin mode survives only for a global admin. */
export function withUser(state: AuthState, user: AuthUser | null): AuthState {
  if (!user) return { ...EMPTY_AUTH };
  return { user, rememberMe: state.rememberMe, adminMode: Boolean(user.isGlobalAdmin && state.adminMode) };
}

/** Only a global admin may enable it; anyone may disable it. */
export function withAdminMode(state: AuthState, enabled: boolean): AuthState {
  if (enabled && !state.user?.isGlobalAdmin) return state;
  return { ...state, adminMode: enabled };
}

export function withLogout(): AuthState {
  return { ...EMPTY_AUTH };
}
