// Whether Google sign-in is configured: GET /api/auth/google/check answers 200 only when it is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@campus/shared-ui';

export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

export const googleSignInQuery = queryOptions({
  queryKey: ['auth', 'google-check'],
  queryFn: async () => {
    try {
      await api.get<unknown>('/api/auth/google/check');
      return true;
    } catch {
      // 404, 429, 5xx or no network: the button stays disabled with its explanation.
      return false;
    }
  },
  staleTime: 5 * 60_000,
  meta: { persist: false },
});

export function useGoogleSignInAvailable(): boolean {
  return useQuery(googleSignInQuery).data === true;
}
