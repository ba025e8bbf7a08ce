// Who may read which results, from the token's roles and permissions and organizational's answer about the caller's
// place in teaching (CourseAccessCache, 30 s), never from the client's word:
// - managers (surveys:manage; administrators, and quality assurance by default) and quality assurance: everything;
// - a lecturer: the evaluations about them or of the sections they teach;
// - a chair: the evaluations of their departments' courses; the dean's office: of their faculties' courses;
// - anyone else: 403 RESULTS_ACCESS_DENIED.
import { hasPermission, hasRole } from '@campus/contracts';
import type { CourseAccess } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';
import type { EvaluationReach } from '../db/results.repository.js';
import type { SurveyRow } from '../db/survey.table.js';
import { surveysError } from '../errors.js';

export interface Reader {
  userId: string;
  /** Holds surveys:manage: sees a named survey's figures under the threshold (see withheld). */
  manages: boolean;
  /** Reads every survey's results. */
  readsAll: boolean;
  /** Lecturers, chairs and the dean's office: the evaluations within this reach. */
  reach: EvaluationReach | undefined;
}

export function readerOf(user: FastifyRequest['user'], access: CourseAccess): Reader {
  const manages = hasPermission(user, 'surveys', 'manage');
  const readsAll = manages || hasRole(user, 'admin', 'quality_assurance');
  const teaches = hasRole(user, 'lecturer', 'chair', 'deans_office') || access.teaching.length > 0 || access.scopeCourseIds.length > 0;
  return {
    userId: user.sub,
    manages,
    readsAll,
    reach: !readsAll && teaches ? { lecturerUserId: user.sub, sectionIds: access.teaching.map((section) => section.sectionId), courseIds: access.scopeCourseIds } : undefined,
  };
}

export const accessDenied = () => surveysError('RESULTS_ACCESS_DENIED', 403);

/** The reach evaluations are listed within (undefined: all), or 403 for a caller who reads none. */
export function reachOf(reader: Reader): EvaluationReach | undefined {
  if (reader.readsAll) return undefined;
  if (!reader.reach) throw accessDenied();
  return reader.reach;
}

/** One survey's results: managers and QA any; others only an evaluation in their reach. */
export function canReadSurvey(reader: Reader, row: Pick<SurveyRow, 'kind' | 'section_id' | 'course_id' | 'lecturer_user_id'>): boolean {
  if (reader.readsAll) return true;
  const reach = reader.reach;
  if (!reach || row.kind !== 'course_evaluation') return false;
  return row.lecturer_user_id === reach.lecturerUserId || reach.sectionIds.includes(row.section_id!) || reach.courseIds.includes(row.course_id!);
}

/**
 * Figures are withheld while fewer than the threshold answered, for everyone when the survey is anonymous (a small
 * class stays anonymous). A named survey's respondents gave their names to its managers, so managers see its figures
 * whatever the count; everyone else (a lecturer, a chair) still sees none under the threshold.
 */
export const withheld = (responses: number, minResponses: number, anonymous: boolean, reader: Reader): boolean =>
  responses < minResponses && (anonymous || !reader.manages);
