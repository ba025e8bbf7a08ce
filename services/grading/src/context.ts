// What every grading route shares: the midterms, the bounds (the service's configuration), organizational's answers
// (the caller's place in teaching, cached 30 s; a section, its students, the sections of a scope, a course, the
// periods) and the caller as grading sees them.
import { ORGANIZATIONAL_ATTENDANCE_PATHS, type AttendancePeriod, type RosterStudent } from '@campus/contracts/attendance';
import { GRADING_MESSAGES, ORGANIZATIONAL_GRADING_PATHS, type GradingBounds, type GradingErrorCode, type ScopedSection, type ScopedSectionsQuery } from '@campus/contracts/grading';
import { ORGANIZATIONAL_INTERNAL_PATHS, type CourseReference, type SectionReference } from '@campus/contracts/materials';
import { AppError, CourseAccessCache, type ServiceDeps } from '@campus/kit';
import type { FastifyRequest } from 'fastify';
import { gradingDatabase, type GradingDb } from './db/database.js';
import { viewerOf, type Viewer } from './viewer.js';
import { areaSettings, type AreaSettingsService } from './settings/area-settings.js';

export interface GradingContext {
  deps: ServiceDeps;
  db: GradingDb;
  access: CourseAccessCache;
  bounds: GradingBounds;
  /** The areas' own pass marks and rules (a section's department's, else its faculty's, else the bounds'). */
  settings: AreaSettingsService;
  viewer(request: FastifyRequest): Promise<Viewer>;
  /** A section with its course and period: one the viewer teaches, else organizational's (404 SECTION_NOT_FOUND). */
  section(viewer: Viewer, sectionId: string): Promise<SectionReference>;
  /** The students enrolled in the section, by name. */
  roster(sectionId: string): Promise<RosterStudent[]>;
  /** The sections matching every filter given, with lecturer, department, faculty and student count. */
  sections(query: ScopedSectionsQuery): Promise<ScopedSection[]>;
  /** A course (404 SUBJECT_NOT_FOUND). */
  course(courseId: string): Promise<CourseReference>;
  /** Every academic period, newest first. */
  periods(): Promise<AttendancePeriod[]>;
}

export const gradingError = (code: GradingErrorCode, status: number, details?: unknown) => new AppError(status, code, GRADING_MESSAGES[code], details);

/** organizational's 404 as this service's own code. */
const notFoundAs = (code: GradingErrorCode) => (error: unknown) => {
  throw error instanceof AppError && error.status === 404 ? gradingError(code, 404) : error;
};

export function gradingContext(deps: ServiceDeps, settings: AreaSettingsService = areaSettings(deps)): GradingContext {
  const access = new CourseAccessCache(deps);
  const organizational = <T>(path: string) => deps.services.request<{ data: T }>('organizational', { method: 'GET', path }).then((answer) => answer.data);
  return {
    deps,
    db: gradingDatabase(deps),
    access,
    bounds: deps.config.grading,
    settings,
    viewer: access.viewers(viewerOf),
    async section(viewer, sectionId) {
      const own = viewer.access.teaching.find((section) => section.sectionId === sectionId);
      if (own) return own;
      return organizational<SectionReference>(ORGANIZATIONAL_INTERNAL_PATHS.sectionReference(sectionId)).catch(notFoundAs('SECTION_NOT_FOUND'));
    },
    roster: (sectionId) => organizational(ORGANIZATIONAL_ATTENDANCE_PATHS.roster(sectionId)),
    sections(query) {
      const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return organizational(`${ORGANIZATIONAL_GRADING_PATHS.sections}?${search.toString()}`);
    },
    course: (courseId) => organizational<CourseReference>(ORGANIZATIONAL_INTERNAL_PATHS.courseReference(courseId)).catch(notFoundAs('SUBJECT_NOT_FOUND')),
    periods: () => organizational(ORGANIZATIONAL_ATTENDANCE_PATHS.periods),
  };
}
