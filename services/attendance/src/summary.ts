// The attendance summary other services read (the examination board): per section, its class days so far and each
// student's count of every mark. Class days are organizational's (weekly classes on dates, holidays removed), marks
// ours; a section organizational does not know has held nothing.
import { ORGANIZATIONAL_ATTENDANCE_PATHS, type AttendanceSummaryQuery, type ClassSession, type SectionAttendanceSummary } from '@campus/contracts/attendance';
import { AppError } from '@campus/kit';
import type { AttendanceContext } from './context.js';
import { markCountsOf } from './db/mark.repository.js';

/** The distinct days the section met up to `to` (two classes on one day are one day: marks are per day). */
async function classDaysUpTo(context: AttendanceContext, sectionId: string, to: string): Promise<number> {
  // Without a range organizational answers the section's whole period.
  const sessions = await context.deps.services
    .request<{ data: ClassSession[] }>('organizational', { method: 'GET', path: ORGANIZATIONAL_ATTENDANCE_PATHS.sessions(sectionId) })
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return [];
      throw error;
    });
  return new Set(sessions.filter((session) => session.date <= to).map((session) => session.date)).size;
}

export async function attendanceSummary(context: AttendanceContext, query: AttendanceSummaryQuery): Promise<SectionAttendanceSummary[]> {
  const sectionIds = [...new Set(query.sectionIds.split(',').map((id) => id.toLowerCase()))];
  const today = context.today();
  const to = query.to && query.to < today ? query.to : today;
  const [held, counts] = await Promise.all([Promise.all(sectionIds.map((sectionId) => classDaysUpTo(context, sectionId, to))), markCountsOf(context.db, sectionIds, to)]);
  return sectionIds.map((sectionId, index) => ({ sectionId, sessionsHeld: held[index]!, students: counts.get(sectionId) ?? [] }));
}
