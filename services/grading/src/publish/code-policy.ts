// How long a code lives, how many wrong codes void it, and how often one may be asked for (README: why), with the
// two request limits: in Redis when REDIS_URL is set (every instance counts together), in memory otherwise.
import type { RateLimiter, ServiceDeps } from '@campus/kit';

export const CODE_POLICY = {
  ttlMinutes: 10,
  maxAttempts: 5,
  cooldownSeconds: 60,
  perHour: 5,
} as const;

export interface CodeLimits {
  cooldown: RateLimiter;
  hourly: RateLimiter;
}

/** The kit keeps one limiter per rule, so every caller of this shares the counts. */
export function codeLimits(deps: ServiceDeps): CodeLimits {
  return {
    // Both windows end on their own: no block beyond the window (blockSeconds 0), so retryAfter is exact.
    cooldown: deps.rateLimiter({ name: 'grading-code-cooldown', points: 1, durationSeconds: CODE_POLICY.cooldownSeconds, blockSeconds: 0 }),
    hourly: deps.rateLimiter({ name: 'grading-code-hourly', points: CODE_POLICY.perHour, durationSeconds: 3600, blockSeconds: 0 }),
  };
}

export const limitKeyOf = (lecturerId: string, midtermId: string): string => `${lecturerId}:${midtermId}`;
