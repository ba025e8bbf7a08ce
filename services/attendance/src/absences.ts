// Periods and a student's absences: the marks of ABSENCE_STATUSES on days of the chosen period (the active one by
// default), newest first, named by course and section.
import { ABSENCE_STATUSES, type AbsenceRecord, type AttendancePeriod } from '@campus/contracts/attendance';
import type { SectionReference } from '@campus/contracts/materials';
import { attendanceError, type AttendanceContext } from './context.js';
import { studentMarks } from './db/mark.repository.js';
import type { Viewer } from './viewer.js';

/** The period asked for (404 PERIOD_NOT_FOUND), else the active one, else the newest; undefined when there is none. */
export async function chosenPeriod(context: AttendanceContext, periodId?: string): Promise<AttendancePeriod | undefined> {
  const periods = await context.periods();
  if (!periodId) return periods.find((period) => period.isActive) ?? periods[0];
  const period = periods.find((one) => one.id === periodId);
  if (!period) throw attendanceError('PERIOD_NOT_FOUND', 404);
  return period;
}

export async function absencesOf(context: AttendanceContext, viewer: Viewer, periodId?: string): Promise<AbsenceRecord[]> {
  const period = await chosenPeriod(context, periodId);
  const { studentId } = viewer.access;
  if (!period || !studentId) return [];
  const marks = await studentMarks(context.db, studentId, ABSENCE_STATUSES, period.startsOn, period.endsOn);
  const sections = new Map(viewer.access.enrolled.map((section) => [section.sectionId, section]));
  // A section the student has since left is asked for by itself; one that no longer exists is left out.
  for (const sectionId of new Set(marks.map((mark) => mark.sectionId))) {
    if (!sections.has(sectionId)) {
      const section = await context.section(viewer, sectionId).catch(() => undefined);
      if (section) sections.set(sectionId, section);
    }
  }
  return marks.flatMap((mark) => {
    const section: SectionReference | undefined = sections.get(mark.sectionId);
    if (!section) return [];
    return [{ date: mark.date, courseId: section.courseId, courseCode: section.courseCode, courseName: section.courseName, sectionId: section.sectionId, sectionName: section.sectionNumber, status: mark.status, notes: mark.notes }];
  });
}
