// Who is signed in, kept for this tab's session (sessionStorage, key `campus-auth`).
// The server stays the authority: this only decides what the UI shows before /api/auth/me answers.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@campus/contracts';

export const AUTH_STORAGE_KEY = 'campus-auth';

export interface AuthState {
  user: User | null;
  roles: string[];
  permissions: string[];
  isAuthenticated: boolean;
  /** The password was right and the server asked for the MFA code (SPEC §4 Session); verify-mfa finishes. */
  mfaRequired: boolean;
  setSession: (user: User) => void;
  setMfaRequired: (required: boolean) => void;
  clear: () => void;
}

function signedOut(): Pick<AuthState, 'user' | 'roles' | 'permissions' | 'isAuthenticated' | 'mfaRequired'> {
  return { user: null, roles: [], permissions: [], isAuthenticated: false, mfaRequired: false };
}

/** sessionStorage where it exists; nothing is stored elsewhere (node tests, private modes that throw). */
function sessionStorageOrMemory(): Storage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Access can throw when storage is disabled; fall through to memory.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
    clear: () => memory.clear(),
    key: (index) => [...memory.keys()][index] ?? null,
    get length() {
      return memory.size;
    },
  };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut(),
      setSession: (user) =>
        set({
          user,
          roles: [user.role, ...user.roles.filter((role) => role !== user.role)],
          permissions: user.permissions,
          isAuthenticated: true,
          mfaRequired: false,
        }),
      setMfaRequired: (mfaRequired) => set({ mfaRequired }),
      clear: () => set(signedOut()),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(sessionStorageOrMemory),
      partialize: ({ user, roles, permissions, isAuthenticated, mfaRequired }) => ({ user, roles, permissions, isAuthenticated, mfaRequired }),
    },
  ),
);
