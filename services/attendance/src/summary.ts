// The attendance summary other services read (the examination board): per section, its class days so far and each
// student's count of every mark. Class days are organizational's (weekly classes on dates, holidays removed; one call
// for all the sections), marks ours; a section organizational does not know has held nothing.
import { ORGANIZATIONAL_CLASS_DAYS_PATH, type AttendanceSummaryQuery, type SectionAttendanceSummary, type SectionClassDays } from '@campus/contracts/attendance';
import type { AttendanceContext } from './context.js';
import { markCountsOf } from './db/mark.repository.js';

export async function attendanceSummary(context: AttendanceContext, query: AttendanceSummaryQuery): Promise<SectionAttendanceSummary[]> {
  const sectionIds = [...new Set(query.sectionIds.split(',').map((id) => id.toLowerCase()))];
  const today = context.today();
  const to = query.to && query.to < today ? query.to : today;
  const [held, counts] = await Promise.all([
    context.deps.services.request<{ data: SectionClassDays[] }>('organizational', { method: 'GET', path: `${ORGANIZATIONAL_CLASS_DAYS_PATH}?sectionIds=${sectionIds.join(',')}&to=${to}` }),
    markCountsOf(context.db, sectionIds, to),
  ]);
  const days = new Map(held.data.map((section) => [section.sectionId, section.days]));
  return sectionIds.map((sectionId) => ({ sectionId, sessionsHeld: days.get(sectionId) ?? 0, students: counts.get(sectionId) ?? [] }));
}
