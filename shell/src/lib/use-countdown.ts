import { useEffect, useState } from 'react';
import { isApiError } from '@campus/shared-ui';

/** Default wait when a 429 carries no retryAfter (SPEC §8). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The seconds to wait when `error` is a 429 (the server's retryAfter, else the default); undefined otherwise. */
export function retryAfterOf(error: unknown): number | undefined {
  return isApiError(error) && error.status === 429 ? (error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS) : undefined;
}

/** Seconds left until `until` (epoch ms), ticking every second; 0 when there is nothing to wait for. */
export function useCountdown(until: number | undefined): number {
  const secondsLeft = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    setLeft(secondsLeft());
    if (!until) return;
    const timer = window.setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // secondsLeft only reads `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return left;
}

export interface RateLimit<Wait extends number | null> {
  /** Seconds until the next try is allowed; 0 when there is nothing to wait for. */
  secondsLeft: number;
  /** The wait the last 429 asked for, for the message (the fallback when it named none). */
  retryAfter: Wait;
  /** Call with a failed request's error: a 429 starts the countdown, anything else leaves it as it is. */
  noteError: (error: unknown) => void;
}

/**
 * A 429 answer starts a countdown of the server's retryAfter, or of `fallbackSeconds` when it names none.
 * With `null` a 429 without retryAfter starts no countdown and `retryAfter` is null (the screen says "try later").
 */
export function useRateLimit(): RateLimit<number>;
export function useRateLimit(fallbackSeconds: null): RateLimit<number | null>;
export function useRateLimit(fallbackSeconds: number | null = DEFAULT_RETRY_AFTER_SECONDS): RateLimit<number | null> {
  const [limit, setLimit] = useState<{ until: number; retryAfter: number }>();
  const secondsLeft = useCountdown(limit?.until);
  const noteError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 429) return;
    const seconds = error.retryAfter ?? fallbackSeconds;
    setLimit(seconds === null ? undefined : { until: Date.now() + seconds * 1000, retryAfter: seconds });
  };
  return { secondsLeft, retryAfter: limit?.retryAfter ?? fallbackSeconds, noteError };
}

/** 75 → '1:15'. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
