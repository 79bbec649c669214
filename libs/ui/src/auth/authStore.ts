/**
 * The one auth store shared by the shell and the remotes (this library is a federated singleton).
 * State transitions are the pure functions of authState.ts; this file only persists and notifies.
 */
import { useSyncExternalStore } from 'react';
import { setAdminModeProvider } from '@festival/api-client';
import { localRecords, sessionRecords } from '../providers/browserStorage';
import {
  EMPTY_AUTH,
  isAdminModeActive,
  readAuthState,
  withAdminMode,
  withLogin,
  withLogout,
  withUser,
  writeAuthState,
  type AuthState,
  type AuthUser,
  type StorageLike,
} from './authState';

export interface AuthSnapshot extends AuthState {
  /** True once the start-up session refresh answered (or failed). */
  sessionChecked: boolean;
  adminModeActive: boolean;
}

type Listener = () => void;

export class AuthStore {
  private state: AuthState;
  private snapshot: AuthSnapshot;
  private listeners = new Set<Listener>();
  private sessionChecked = false;

  constructor(private local: StorageLike, private session: StorageLike) {
    this.state = readAuthState(local, session);
    this.snapshot = this.makeSnapshot();
  }

  private makeSnapshot(): AuthSnapshot {
    return { ...this.state, sessionChecked: this.sessionChecked, adminModeActive: isAdminModeActive(this.state) };
  }

  private set(next: AuthState) {
    this.state = next;
    writeAuthState(next, this.local, this.session);
    this.emit();
  }

  private emit() {
    this.snapshot = this.makeSnapshot();
    for (const l of this.listeners) l();
  }

  getSnapshot = (): AuthSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  login(user: AuthUser, rememberMe: boolean) {
    this.sessionChecked = true;
    this.set(withLogin(user, rememberMe));
  }

  /** Replaces the user (session refresh, profile update); null signs out locally. */
  setUser(user: AuthUser | null) {
    this.set(withUser(this.state, user));
  }

  markSessionChecked() {
    if (this.sessionChecked) return;
    this.sessionChecked = true;
    this.emit();
  }

  logout() {
    this.set(withLogout());
  }

  setAdminMode(enabled: boolean): boolean {
    const next = withAdminMode(this.state, enabled);
    if (next === this.state) return false;
    this.set(next);
    return true;
  }

  isAdminModeActive(): boolean {
    return isAdminModeActive(this.state);
  }
}

export const authStore = new AuthStore(localRecords, sessionRecords);

// Every API call carries X-Admin-Mode: true while admin mode is active.
setAdminModeProvider(() => authStore.isAdminModeActive());

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, () => ({ ...EMPTY_AUTH, sessionChecked: false, adminModeActive: false }));
}
