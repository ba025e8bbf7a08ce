// What the publish flow shares: the grading tables, the code key, the two request limits and the lecturer's
// sections as organizational answers them (never the client's word).
import type { InternalUsersResponse } from '@campus/contracts';
import type { SectionReference } from '@campus/contracts/materials';
import { GRADING_MESSAGES, type GradingErrorCode } from '@campus/contracts/grading';
import { AppError, CourseAccessCache, type RateLimiter, type ServiceDeps } from '@campus/kit';
import type { FastifyRequest } from 'fastify';
import { gradingDatabase, type GradingDb } from '../db/database.js';
import { codeKeyOf } from './code-secret.js';

/** How long a code lives, how many wrong codes void it, and how often one may be asked for (README: why). */
export const CODE_POLICY = {
  ttlMinutes: 10,
  maxAttempts: 5,
  cooldownSeconds: 60,
  perHour: 5,
} as const;

export interface Lecturer {
  userId: string;
  email: string;
  section: SectionReference;
}

export interface PublishContext {
  deps: ServiceDeps;
  db: GradingDb;
  key: Buffer;
  limits: { cooldown: RateLimiter; hourly: RateLimiter };
  /** The caller as the section's lecturer; 403 SECTION_ACCESS_DENIED when they do not teach it. */
  lecturer(request: FastifyRequest, sectionId: string): Promise<Lecturer>;
  /** The person's name as auth has it now (a publish keeps it), else their email. */
  displayName(userId: string): Promise<string>;
  now(): Date;
}

export const gradingError = (code: GradingErrorCode, status: number, details?: unknown) => new AppError(status, code, GRADING_MESSAGES[code], details);

export function publishContext(deps: ServiceDeps, now: () => Date = () => new Date()): PublishContext {
  const access = new CourseAccessCache(deps);
  return {
    deps,
    db: gradingDatabase(deps),
    key: codeKeyOf(deps.config.serviceToken),
    limits: {
      // Both windows end on their own: no block beyond the window (blockSeconds 0), so retryAfter is exact.
      cooldown: deps.rateLimiter({ name: 'grading-code-cooldown', points: 1, durationSeconds: CODE_POLICY.cooldownSeconds, blockSeconds: 0 }),
      hourly: deps.rateLimiter({ name: 'grading-code-hourly', points: CODE_POLICY.perHour, durationSeconds: 3600, blockSeconds: 0 }),
    },
    async lecturer(request, sectionId) {
      const { teaching } = await access.of(request.user.sub);
      const section = teaching.find((one) => one.sectionId === sectionId);
      if (!section) throw gradingError('SECTION_ACCESS_DENIED', 403);
      return { userId: request.user.sub, email: request.user.email, section };
    },
    async displayName(userId) {
      const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [userId] } });
      return users[0]?.displayName ?? '';
    },
    now,
  };
}
