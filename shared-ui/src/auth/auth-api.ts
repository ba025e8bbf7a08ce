// Sign-in, sign-out and "who am I", as React Query options and hooks.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoAccount, DemoAccountsResponse, LoginBody, LoginResponse, User } from '@campus/contracts';
import { api } from '../api/client.js';
import { isApiError } from '../api/api-error.js';
import { useAuthStore } from './auth-store.js';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  demoAccounts: () => [...authKeys.all, 'demo-accounts'] as const,
};

/** GET /api/auth/me, keeping the session store in step with the server's answer. */
export async function fetchCurrentUser(): Promise<User> {
  const user = await api.get<User>('/api/auth/me');
  useAuthStore.getState().setSession(user);
  return user;
}

export const authQueries = {
  me: () =>
    queryOptions({
      queryKey: authKeys.me(),
      queryFn: fetchCurrentUser,
      // Session data stays out of localStorage; sessionStorage (auth store) covers reloads.
      meta: { persist: false },
    }),
  demoAccounts: () =>
    queryOptions({
      queryKey: authKeys.demoAccounts(),
      queryFn: fetchDemoAccounts,
      meta: { persist: false },
      staleTime: Infinity,
    }),
};

/** Demo accounts for the login page; 404 means demo mode is off, which is an empty list, not an error. */
export async function fetchDemoAccounts(): Promise<DemoAccount[]> {
  try {
    const body = await api.get<DemoAccountsResponse>('/api/auth/demo-accounts');
    return body.data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery(authQueries.me());
}

export function useDemoAccounts() {
  return useQuery(authQueries.demoAccounts());
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginBody) => api.post<LoginResponse>('/api/auth/login', credentials),
    onSuccess: ({ requiresMFA, user }) => {
      if (requiresMFA || !user) {
        useAuthStore.getState().setMfaRequired(true);
        return;
      }
      useAuthStore.getState().setSession(user);
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}

/** Drops the signed-in user and every cached query (a different person may sign in next). */
export function clearSession(queryClient: { clear: () => void }): void {
  useAuthStore.getState().clear();
  queryClient.clear();
}
