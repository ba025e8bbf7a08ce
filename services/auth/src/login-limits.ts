// Login throttling: per account (so one person's password cannot be guessed) and per IP (so one client cannot
// sweep many accounts). Only failed attempts count, so a computer lab behind one address can sign in all day;
// a successful sign-in clears the account's counter.
import type { AppError, RateLimiter, RateLimitRule, ServiceDeps } from '@campus/kit';
import { tooManyRequests } from '@campus/kit';

export const LOGIN_ACCOUNT_RULE: RateLimitRule = { name: 'auth-login-account', points: 5, durationSeconds: 15 * 60 };
/** Generous enough for a computer lab signing in behind one NAT address. */
export const LOGIN_IP_RULE: RateLimitRule = { name: 'auth-login-ip', points: 30, durationSeconds: 15 * 60 };

export interface LoginLimits {
  account: RateLimiter;
  ip: RateLimiter;
}

export function createLoginLimits(deps: ServiceDeps): LoginLimits {
  return { account: deps.rateLimiter(LOGIN_ACCOUNT_RULE), ip: deps.rateLimiter(LOGIN_IP_RULE) };
}

/** retryAfter is whole seconds, as the rate limiter reports it. */
export function tooManyLoginAttempts(retryAfter: number): AppError {
  return tooManyRequests(retryAfter, `Too many login attempts. Please try again in ${retryAfter} seconds.`);
}

/** Throws 429 while the IP or the account is over its limit of failed attempts. */
export async function assertLoginAllowed(limits: LoginLimits, ip: string, email: string): Promise<void> {
  for (const state of [await limits.ip.peek(ip), await limits.account.peek(email)]) {
    if (!state.allowed) throw tooManyLoginAttempts(state.retryAfter);
  }
}

/** Counts one failed attempt for the IP and the account. */
export async function countFailedLogin(limits: LoginLimits, ip: string, email: string): Promise<void> {
  await Promise.all([limits.ip.consume(ip), limits.account.consume(email)]);
}
