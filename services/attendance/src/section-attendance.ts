// A section's attendance: who may read or mark it, its sessions, the roster of a day with its marks, the checked
// bulk write, the matrix (students × session days), and a lecturer's sections of a day.
import { MAX_MATRIX_DAYS, type AttendanceMatrix, type ClassSession, type MarksBody, type MarksResult, type Roster, type TeachingSection } from '@campus/contracts/attendance';
import type { SectionReference } from '@campus/contracts/materials';
import type { FastifyRequest } from 'fastify';
import { chosenPeriod } from './absences.js';
import { attendanceError, type AttendanceContext, type DayRange } from './context.js';
import { addDays, daysSpanned } from './days.js';
import { marksBetween, marksOn, writeMarks } from './db/mark.repository.js';
import { canMark, canRead, type Viewer } from './viewer.js';

/** The section, if the caller may read it (or mark it): 404 SECTION_NOT_FOUND, 403 SECTION_ACCESS_DENIED. */
export async function permittedSection(context: AttendanceContext, request: FastifyRequest, sectionId: string, need: 'read' | 'mark') {
  const viewer = await context.viewer(request);
  const section = await context.section(viewer, sectionId);
  if (!(need === 'mark' ? canMark(viewer, sectionId) : canRead(viewer, section))) throw attendanceError('SECTION_ACCESS_DENIED', 403);
  return { viewer, section };
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The asked days; what is not asked comes from the section's period (up to `until`, at most MAX_MATRIX_DAYS back
 * from its end). 400 RANGE_INVALID when the asked days run backwards or span too long.
 */
async function rangeOf(context: AttendanceContext, section: SectionReference, asked: Partial<DayRange>, until = '9999-12-31'): Promise<DayRange> {
  let { from, to } = asked;
  if (!from || !to) {
    const period = (await context.periods()).find((one) => one.id === section.periodId);
    const today = context.today();
    to ??= earlier(period?.endsOn ?? today, until);
    from ??= [period?.startsOn ?? today, addDays(to, 1 - MAX_MATRIX_DAYS)].sort()[1]!;
    // A period that has not begun: its first day, which holds nothing yet.
    if (!asked.to && to < from) to = from;
  }
  const days = daysSpanned(from, to);
  if (days < 1 || days > MAX_MATRIX_DAYS) throw attendanceError('RANGE_INVALID', 400, { from, to, maxDays: MAX_MATRIX_DAYS });
  return { from, to };
}

export async function sessionsOf(context: AttendanceContext, section: SectionReference, asked: Partial<DayRange>): Promise<ClassSession[]> {
  return context.sessions(section.sectionId, await rangeOf(context, section, asked));
}

export async function rosterOn(context: AttendanceContext, sectionId: string, date: string): Promise<Roster> {
  const [sessions, students, marks] = await Promise.all([context.sessions(sectionId, { from: date, to: date }), context.roster(sectionId), marksOn(context.db, sectionId, date)]);
  return {
    sectionId,
    date,
    sessions,
    students: students.map((student) => {
      const mark = marks.get(student.studentId);
      return { ...student, status: mark?.status ?? 'unmarked', notes: mark?.notes ?? null, markedAt: mark?.recordedAt.toISOString() ?? null };
    }),
  };
}

/**
 * Checks the whole request before writing any of it (a student twice, a future day, a day without class, students
 * not enrolled), then writes it. A `recordedAt` ahead of the server's clock counts as now, so a client whose clock
 * runs fast cannot make its marks unbeatable.
 */
export async function markSection(context: AttendanceContext, viewer: Viewer, sectionId: string, body: MarksBody): Promise<MarksResult> {
  const ids = body.marks.map((mark) => mark.studentId);
  if (new Set(ids).size !== ids.length) throw attendanceError('DUPLICATE_STUDENT', 400, { studentIds: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))] });
  if (body.date > context.today()) throw attendanceError('DATE_IN_FUTURE', 400, { date: body.date });
  const [sessions, students] = await Promise.all([context.sessions(sectionId, { from: body.date, to: body.date }), context.roster(sectionId)]);
  if (!sessions.length) throw attendanceError('NOT_A_CLASS_DAY', 400, { date: body.date });
  const enrolled = new Set(students.map((student) => student.studentId));
  const strangers = ids.filter((id) => !enrolled.has(id));
  if (strangers.length) throw attendanceError('STUDENT_NOT_IN_SECTION', 400, { studentIds: strangers });
  const now = new Date();
  const asked = body.recordedAt ? new Date(body.recordedAt) : now;
  return writeMarks(context.db, { sectionId, date: body.date, markedBy: viewer.userId, recordedAt: asked > now ? now : asked, marks: body.marks });
}

/** Students × the days the section met (and any day that holds a mark), within the asked days or its period so far. */
export async function matrixOf(context: AttendanceContext, section: SectionReference, asked: Partial<DayRange>): Promise<AttendanceMatrix> {
  const range = await rangeOf(context, section, asked, context.today());
  const [sessions, students, marks] = await Promise.all([context.sessions(section.sectionId, range), context.roster(section.sectionId), marksBetween(context.db, section.sectionId, range.from, range.to)]);
  const dates = [...new Set([...sessions.map((session) => session.date), ...marks.map((mark) => mark.date)])].sort();
  const byStudent = new Map<string, AttendanceMatrix['students'][number]['marks']>();
  for (const mark of marks) {
    let row = byStudent.get(mark.studentId);
    if (!row) byStudent.set(mark.studentId, (row = {}));
    row[mark.date] = mark.status;
  }
  return { sectionId: section.sectionId, dates, students: students.map((student) => ({ ...student, marks: byStudent.get(student.studentId) ?? {} })) };
}

/** The sections the caller teaches in the active period with their sessions on the day: those with a class first, by start. */
export async function lecturerSections(context: AttendanceContext, viewer: Viewer, date: string): Promise<TeachingSection[]> {
  const period = await chosenPeriod(context);
  const teaching = viewer.access.teaching.filter((section) => section.periodId === period?.id);
  const sections = await Promise.all(teaching.map(async (section) => ({ ...section, sessionsOnDate: await context.sessions(section.sectionId, { from: date, to: date }) })));
  const firstStart = (section: TeachingSection) => section.sessionsOnDate[0]?.startTime ?? '99:99';
  return sections.sort((a, b) => firstStart(a).localeCompare(firstStart(b)));
}
