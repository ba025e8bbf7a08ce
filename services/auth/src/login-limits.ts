// Login throttling, after OWASP's authentication guidance: failed attempts count per account and address pair (so
// one person's password cannot be guessed, and nobody elsewhere can lock its owner out with 5 wrong passwords), per
// account from every address at a slower rate (so guessing from many addresses stops too), and per address (so one
// client cannot sweep many accounts). Only failures count, so a computer lab behind one address signs in all day;
// a successful sign-in clears the account's counters.
import type { AppError, RateLimiter, RateLimitRule, ServiceDeps } from '@campus/kit';
import { tooManyRequests } from '@campus/kit';

export const LOGIN_PAIR_RULE: RateLimitRule = { name: 'auth-login-pair', points: 5, durationSeconds: 15 * 60 };
/** Ten times the pair's allowance, over an hour: only a spread-out guessing attempt reaches it. */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { name: 'auth-login-account-all', points: 50, durationSeconds: 60 * 60 };
/** Generous enough for a computer lab signing in behind one NAT address. */
export const LOGIN_IP_RULE: RateLimitRule = { name: 'auth-login-ip', points: 30, durationSeconds: 15 * 60 };

export interface LoginLimits {
  pair: RateLimiter;
  account: RateLimiter;
  ip: RateLimiter;
}

export function createLoginLimits(deps: ServiceDeps): LoginLimits {
  return { pair: deps.rateLimiter(LOGIN_PAIR_RULE), account: deps.rateLimiter(LOGIN_ACCOUNT_RULE), ip: deps.rateLimiter(LOGIN_IP_RULE) };
}

const pairKey = (ip: string, email: string) => `${email} ${ip}`;

/** retryAfter is whole seconds, as the rate limiter reports it. */
export function tooManyLoginAttempts(retryAfter: number): AppError {
  return tooManyRequests(retryAfter, `Too many login attempts. Please try again in ${retryAfter} seconds.`);
}

/** Throws 429 while the address, the account from this address, or the account as a whole is over its limit. */
export async function assertLoginAllowed(limits: LoginLimits, ip: string, email: string): Promise<void> {
  for (const state of [await limits.ip.peek(ip), await limits.pair.peek(pairKey(ip, email)), await limits.account.peek(email)]) {
    if (!state.allowed) throw tooManyLoginAttempts(state.retryAfter);
  }
}

/** Counts one failed attempt for the address, the pair and the account. */
export async function countFailedLogin(limits: LoginLimits, ip: string, email: string): Promise<void> {
  await Promise.all([limits.ip.consume(ip), limits.pair.consume(pairKey(ip, email)), limits.account.consume(email)]);
}

/** After a sign-in or a password reset, which prove the owner: the account's failures are forgotten. */
export async function clearFailedLogins(limits: LoginLimits, ip: string, email: string): Promise<void> {
  await Promise.all([limits.pair.reset(pairKey(ip, email)), limits.account.reset(email)]);
}
