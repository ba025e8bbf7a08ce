// What every attendance route shares: the marks, organizational's answers (the caller's place in teaching, cached
// 30 s; sections, their sessions and students; the periods), the caller as attendance sees them, and today's date
// in the university's time zone.
import {
  ATTENDANCE_MESSAGES,
  ORGANIZATIONAL_ATTENDANCE_PATHS,
  type AttendanceErrorCode,
  type AttendancePeriod,
  type ClassSession,
  type RosterStudent,
} from '@campus/contracts/attendance';
import { ORGANIZATIONAL_INTERNAL_PATHS, type SectionReference } from '@campus/contracts/materials';
import { dayIn } from '@campus/contracts/organizational';
import { AppError, CourseAccessCache, type ServiceDeps } from '@campus/kit';
import type { FastifyRequest } from 'fastify';
import { attendanceDatabase, type AttendanceDb } from './db/database.js';
import { viewerOf, type Viewer } from './viewer.js';

export interface DayRange {
  from: string;
  to: string;
}

export interface AttendanceContext {
  deps: ServiceDeps;
  db: AttendanceDb;
  access: CourseAccessCache;
  viewer(request: FastifyRequest): Promise<Viewer>;
  /** A section with its course and period: one the viewer teaches, else organizational's (404 SECTION_NOT_FOUND). */
  section(viewer: Viewer, sectionId: string): Promise<SectionReference>;
  /** The section's sessions between two days, holidays and days outside its period left out. */
  sessions(sectionId: string, range: DayRange): Promise<ClassSession[]>;
  /** The students enrolled in the section, by name. */
  roster(sectionId: string): Promise<RosterStudent[]>;
  /** Every academic period, newest first. */
  periods(): Promise<AttendancePeriod[]>;
  /** Today in the university's time zone (YYYY-MM-DD). */
  today(): string;
}

export const attendanceError = (code: AttendanceErrorCode, status: number, details?: unknown) => new AppError(status, code, ATTENDANCE_MESSAGES[code], details);

export function attendanceContext(deps: ServiceDeps): AttendanceContext {
  const access = new CourseAccessCache(deps);
  const organizational = <T>(path: string) => deps.services.request<{ data: T }>('organizational', { method: 'GET', path }).then((answer) => answer.data);
  return {
    deps,
    db: attendanceDatabase(deps),
    access,
    viewer: access.viewers(viewerOf),
    async section(viewer, sectionId) {
      const own = viewer.access.teaching.find((section) => section.sectionId === sectionId);
      if (own) return own;
      return organizational<SectionReference>(ORGANIZATIONAL_INTERNAL_PATHS.sectionReference(sectionId)).catch((error: unknown) => {
        throw error instanceof AppError && error.status === 404 ? attendanceError('SECTION_NOT_FOUND', 404) : error;
      });
    },
    sessions: (sectionId, { from, to }) => organizational(`${ORGANIZATIONAL_ATTENDANCE_PATHS.sessions(sectionId)}?from=${from}&to=${to}`),
    roster: (sectionId) => organizational(ORGANIZATIONAL_ATTENDANCE_PATHS.roster(sectionId)),
    periods: () => organizational(ORGANIZATIONAL_ATTENDANCE_PATHS.periods),
    today: () => dayIn(new Date(), deps.config.timeZone),
  };
}
