// Demo marks (demo mode only, once): every session of the last four weeks of classes (up to yesterday, or to the end
// of the active period when it is over, as in the summer) of the sections lecturer@campus.test teaches in it, with a few absences, late arrivals and excused days spread over the students by a
// fixed rule, and student@campus.test absent, late and excused on some of them, so the student's absences page and
// the lecturer's matrix have content. Organizational and auth are asked as in a request; when they cannot be
// reached (the service started alone before them) the seed says so and the next start tries again.
import type { InternalUsersResponse } from '@campus/contracts';
import type { Mark, RosterStudent } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_INTERNAL_PATHS, type CourseAccess, type SectionReference } from '@campus/contracts/materials';
import type { ServiceDeps } from '@campus/kit';
import { chosenPeriod } from './absences.js';
import { attendanceContext, type AttendanceContext } from './context.js';
import { writeMarks } from './db/mark.repository.js';
import { MADE_NOTES, madeRecordedAt, recentClassDays } from './recent-classes.js';

const DEMO_LECTURER = 'lecturer@campus.test';
const DEMO_STUDENT = 'student@campus.test';
/** The demo student's status at the n-th past session, newest first: something to see on the absences page. */
const DEMO_STUDENT_STATUSES: Mark['status'][] = ['present', 'absent', 'present', 'late', 'present', 'excused', 'present', 'partial'];

/** Mostly present; one in a dozen absent, late or excused, by the student's and the session's place. */
function statusOf(student: RosterStudent, studentIndex: number, sessionIndex: number, demoStudentId: string | undefined): Mark['status'] {
  if (student.userId === demoStudentId) return DEMO_STUDENT_STATUSES[sessionIndex % DEMO_STUDENT_STATUSES.length]!;
  const turn = (studentIndex * 7 + sessionIndex * 5) % 12;
  return turn === 0 ? 'absent' : turn === 1 ? 'late' : turn === 2 ? 'excused' : 'present';
}

async function seedSection(context: AttendanceContext, section: SectionReference, period: { endsOn: string }, lecturerId: string, demoStudentId: string | undefined): Promise<void> {
  const [days, students] = await Promise.all([recentClassDays(context, section.sectionId, period), context.roster(section.sectionId)]);
  for (const [sessionIndex, date] of days.entries()) {
    const marks = students.map((student, studentIndex): Mark => {
      const status = statusOf(student, studentIndex, sessionIndex, demoStudentId);
      return { studentId: student.studentId, status, notes: MADE_NOTES[status] ?? null };
    });
    if (marks.length) await writeMarks(context.db, { sectionId: section.sectionId, date, markedBy: lecturerId, recordedAt: madeRecordedAt(date), marks });
  }
}

export async function seedAttendance(deps: ServiceDeps): Promise<void> {
  if (!deps.config.demo) return;
  const context = attendanceContext(deps);
  try {
    if (await context.db.selectFrom('marks').select('section_id').limit(1).executeTakeFirst()) return;
    const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [DEMO_LECTURER, DEMO_STUDENT] } });
    const lecturer = users.find((user) => user.email === DEMO_LECTURER);
    if (!lecturer) return;
    const access = await deps.services.request<CourseAccess>('organizational', { method: 'GET', path: `${ORGANIZATIONAL_INTERNAL_PATHS.courseAccess}/${lecturer.id}` });
    const period = await chosenPeriod(context);
    if (!period) return;
    const demoStudentId = users.find((user) => user.email === DEMO_STUDENT)?.id;
    for (const section of access.teaching.filter((one) => one.periodId === period.id)) await seedSection(context, section, period, lecturer.id, demoStudentId);
  } catch (error) {
    deps.log.warn({ err: error }, 'demo attendance was not seeded; the next start tries again');
  }
}
