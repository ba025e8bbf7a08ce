// Whether Google sign-in is configured: GET /api/auth/google/check answers 200 {url} when it is, 404 when it is
// not, and 429 {retryAfter} while this address is over the login limits (SPEC §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleCheckResponse } from '@campus/contracts';
import { api } from '@campus/shared-ui';
import { retryAfterOf } from '../../../lib/use-countdown.js';

export type GoogleSignInStatus =
  | { state: 'available'; url: string }
  /** `until` is epoch ms, so the countdown survives re-renders. */
  | { state: 'limited'; retryAfter: number; until: number }
  | { state: 'unavailable' };

export const googleSignInQuery = queryOptions({
  queryKey: ['auth', 'google-check'],
  queryFn: async (): Promise<GoogleSignInStatus> => {
    try {
      const { url } = await api.get<GoogleCheckResponse>('/api/auth/google/check');
      return { state: 'available', url };
    } catch (error) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) return { state: 'limited', retryAfter, until: Date.now() + retryAfter * 1000 };
      // 404, 5xx or no network: the button stays disabled with its explanation.
      return { state: 'unavailable' };
    }
  },
  staleTime: 5 * 60_000,
  meta: { persist: false },
});

export function useGoogleSignInStatus(): GoogleSignInStatus | undefined {
  return useQuery(googleSignInQuery).data;
}
