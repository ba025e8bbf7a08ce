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

/** A 429 answer starts a countdown (`secondsLeft`); `retryAfter` is the wait it asked for, for the message. */
export function useRateLimit() {
  const [limit, setLimit] = useState<{ until: number; retryAfter: number }>();
  const secondsLeft = useCountdown(limit?.until);
  const noteError = (error: unknown) => {
    const seconds = retryAfterOf(error);
    if (seconds !== undefined) setLimit({ until: Date.now() + seconds * 1000, retryAfter: seconds });
  };
  return { secondsLeft, retryAfter: limit?.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS, noteError };
}

/** 75 → '1:15'. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
