// Attempt counters: in Redis when configured (shared by every instance), in memory otherwise.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitResult, RateLimitRule } from './types.js';

export function createRateLimiter(rule: RateLimitRule, redis?: Redis, prefix = 'campus:rl'): RateLimiter {
  const options = {
    keyPrefix: `${prefix}:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? rule.durationSeconds,
  };
  const limiter: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  return {
    async consume(key: string): Promise<RateLimitResult> {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfter: 0 };
      } catch (rejection) {
        // Over the limit is an answer, not an error; a store failure is an error.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async peek(key: string): Promise<RateLimitResult> {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < rule.points) return { allowed: true, retryAfter: 0 };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}
