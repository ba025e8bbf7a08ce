// What the publish flow shares: grading's context (its tables, organizational's answers, the caller), the code key,
// the request limits, and the rule that only the section's lecturer asks for codes and publishes: the code proves
// who they are, so an administrator cannot stand in.
import type { InternalUsersResponse } from '@campus/contracts';
import type { SectionReference } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';
import { gradingError, type GradingContext } from '../context.js';
import { permittedSection } from '../sheets.js';
import { codeKeyOf } from './code-secret.js';
import { codeLimits, type CodeLimits } from './code-policy.js';

export interface Lecturer {
  userId: string;
  email: string;
  section: SectionReference;
}

export interface PublishContext {
  grading: GradingContext;
  key: Buffer;
  limits: CodeLimits;
  /** The caller as the section's lecturer: 404 for an unknown section or midterm number, else 403 SECTION_ACCESS_DENIED when they do not teach it. */
  lecturer(request: FastifyRequest, sectionId: string, number: number): Promise<Lecturer>;
  /** The person's name as auth has it now (a publish keeps it). */
  displayName(userId: string): Promise<string>;
  now(): Date;
}

export function publishContext(grading: GradingContext, now: () => Date = () => new Date()): PublishContext {
  const { deps } = grading;
  return {
    grading,
    key: codeKeyOf(deps.config.serviceToken),
    limits: codeLimits(deps),
    async lecturer(request, sectionId, number) {
      const { viewer, section } = await permittedSection(grading, request, sectionId, number, 'change');
      if (!viewer.access.teaching.some((one) => one.sectionId === sectionId)) throw gradingError('SECTION_ACCESS_DENIED', 403);
      return { userId: viewer.userId, email: request.user.email, section };
    },
    async displayName(userId) {
      const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [userId] } });
      return users[0]?.displayName ?? '';
    },
    now,
  };
}
