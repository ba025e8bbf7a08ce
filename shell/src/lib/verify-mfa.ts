// POST /api/auth/verify-mfa: after a login that answered {requiresMFA: true} the code finishes the sign-in; while
// signed in it confirms turning two-factor verification on (Settings). Both answer the user, which becomes the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyMfaResponse } from '@campus/contracts';
import { api, authKeys, useAuthStore } from '@campus/shared-ui';

export type VerifyMfaSignIn = ReturnType<typeof useVerifyMfaSignIn>;

export function useVerifyMfaSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<VerifyMfaResponse>('/api/auth/verify-mfa', { token }),
    onSuccess: ({ user }) => {
      useAuthStore.getState().setSession(user);
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}
