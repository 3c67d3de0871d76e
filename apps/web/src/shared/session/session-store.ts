import { local, readItem, writeItem } from '@/shared/lib/storage';
import { storageKeys } from './storage-keys';

/** Logged out, logged in, password expired (000 §4). The user itself lives in the query cache. */
export interface SessionState {
  access: string | null;
  refresh: string | null;
  passwordExpired: boolean;
  /** The path asked for before login (not login, not change-password). */
  returnTo: string | null;
  /** Set by an explicit logout: the next redirect to login does not remember the page. */
  explicitLogout: boolean;
}

export type SessionListener = (state: SessionState, previous: SessionState) => void;

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: SessionListener): () => void;
  setTokens(access: string, refresh: string): void;
  markPasswordExpired(): void;
  clearPasswordExpired(): void;
  logout(options?: { explicit?: boolean }): void;
  setReturnTo(path: string | null): void;
  /** Returns the remembered path and forgets it. */
  takeReturnTo(): string | null;
  /** Returns whether the last logout was explicit and forgets it. */
  takeExplicitLogout(): boolean;
}

export const isLoggedIn = (state: SessionState): boolean => state.access !== null;

export function createSessionStore(storage: () => Storage | undefined = local): SessionStore {
  let state: SessionState = {
    access: readItem(storage(), storageKeys.access),
    refresh: readItem(storage(), storageKeys.refresh),
    passwordExpired: false,
    returnTo: null,
    explicitLogout: false,
  };
  const listeners = new Set<SessionListener>();

  const set = (patch: Partial<SessionState>) => {
    const previous = state;
    state = { ...state, ...patch };
    if ('access' in patch) writeItem(storage(), storageKeys.access, state.access);
    if ('refresh' in patch) writeItem(storage(), storageKeys.refresh, state.refresh);
    for (const listener of [...listeners]) listener(state, previous);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens: (access, refresh) => set({ access, refresh, explicitLogout: false }),
    markPasswordExpired: () => {
      if (!state.passwordExpired) set({ passwordExpired: true });
    },
    clearPasswordExpired: () => {
      if (state.passwordExpired) set({ passwordExpired: false });
    },
    logout: ({ explicit = false } = {}) => {
      if (state.access === null && state.refresh === null && !state.passwordExpired) {
        if (explicit && !state.explicitLogout) set({ explicitLogout: true });
        return;
      }
      set({ access: null, refresh: null, passwordExpired: false, explicitLogout: explicit });
    },
    setReturnTo: (returnTo) => set({ returnTo }),
    takeReturnTo: () => {
      const { returnTo } = state;
      if (returnTo !== null) set({ returnTo: null });
      return returnTo;
    },
    takeExplicitLogout: () => {
      const { explicitLogout } = state;
      if (explicitLogout) set({ explicitLogout: false });
      return explicitLogout;
    },
  };
}

/** The one session of the app. */
export const sessionStore = createSessionStore();

// Another tab signing out (or in) changes the tokens here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.access && event.key !== storageKeys.refresh && event.key !== null) return;
    const access = readItem(local(), storageKeys.access);
    const refresh = readItem(local(), storageKeys.refresh);
    const current = sessionStore.getState();
    if (access === current.access && refresh === current.refresh) return;
    if (access && refresh) sessionStore.setTokens(access, refresh);
    else sessionStore.logout();
  });
}
