// Sign out: tell the server, forget the session and every cached query, and start afresh on /login.
// A full page load (not a client-side navigation) also drops whatever the remotes kept in memory.
import { create } from 'zustand';
import { QUERY_CACHE_STORAGE_KEY, api, clearSession, getQueryClient } from '@campus/shared-ui';

interface SignOutState {
  signingOut: boolean;
  signOut: () => Promise<void>;
}

export const useSignOut = create<SignOutState>()((set, get) => ({
  signingOut: false,
  signOut: async () => {
    if (get().signingOut) return;
    set({ signingOut: true });
    try {
      await api.post<unknown>('/api/auth/logout');
    } catch (error) {
      // The session is forgotten here either way; the server's cookie expires on its own.
      console.warn('Sign-out request failed', error);
    }
    clearSession(getQueryClient());
    try {
      // The persister writes at most once a second; do not leave this person's data for the next one.
      localStorage.removeItem(QUERY_CACHE_STORAGE_KEY);
    } catch {
      // No storage, nothing left behind.
    }
    window.location.replace('/login');
  },
}));
