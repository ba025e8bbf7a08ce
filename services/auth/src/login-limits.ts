// Login throttling: per account (so one person's password cannot be guessed) and per IP (so one client cannot
// sweep many accounts). Every attempt counts; a successful sign-in clears the account's counter.
import type { RateLimiter, RateLimitRule, ServiceDeps } from '@campus/kit';
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

export function tooManyLoginAttempts(retryAfter: number) {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return tooManyRequests(seconds, `Too many login attempts. Please try again in ${seconds} seconds.`);
}

/** Counts one attempt for the IP and the account; throws 429 when either is over its limit. */
export async function countLoginAttempt(limits: LoginLimits, ip: string, email: string): Promise<void> {
  const byIp = await limits.ip.consume(ip);
  if (!byIp.allowed) throw tooManyLoginAttempts(byIp.retryAfter);
  const byAccount = await limits.account.consume(email);
  if (!byAccount.allowed) throw tooManyLoginAttempts(byAccount.retryAfter);
}
