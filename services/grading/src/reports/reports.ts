// The reports' figures, all from the examination board's reading of the other services' APIs (organizational's
// students and sections and teaching load, attendance's summary) and grading's published scores, in the caller's
// scope as the board resolves it (administrators and quality assurance all, the dean's office its faculties, chairs
// their departments).
import type { AttendanceReport, EnrolmentReport, GradeBand, GradesReport, ReportQuery, StudentProgress, SubjectAttendance, SubjectGrades, TeachingLoad } from '@campus/contracts/grading';
import type { FastifyRequest } from 'fastify';
import type { Board } from '../board/board.js';

export interface GradeRange {
  min: number;
  max: number;
  passMark: number;
}

/** The grade range in this many equal bands (0–4, 4–8, … 16–20 for 0..20). */
export const BAND_COUNT = 5;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const byCode = <T extends { courseCode: string }>(rows: T[]) => rows.sort((a, b) => a.courseCode.localeCompare(b.courseCode));

export function gradeBands({ min, max }: GradeRange): GradeBand[] {
  const width = (max - min) / BAND_COUNT;
  return Array.from({ length: BAND_COUNT }, (_, index) => ({ from: round(min + index * width, 2), to: index === BAND_COUNT - 1 ? max : round(min + (index + 1) * width, 2) }));
}

const bandOf = (bands: GradeBand[], score: number) => {
  const index = bands.findIndex((band) => score < band.to);
  return index === -1 ? bands.length - 1 : index;
};

type Subject = StudentProgress['subjects'][number];
/** Each course of the students' subjects with the (student, subject) pairs in it. */
function perCourse(students: StudentProgress[]): Map<string, { subject: Subject; pairs: Subject[] }> {
  const courses = new Map<string, { subject: Subject; pairs: Subject[] }>();
  for (const student of students)
    for (const subject of student.subjects) {
      const course = courses.get(subject.courseId) ?? { subject, pairs: [] };
      course.pairs.push(subject);
      courses.set(subject.courseId, course);
    }
  return courses;
}

export function enrolmentOf(period: EnrolmentReport['period'], students: StudentProgress[]): EnrolmentReport {
  const counts = new Map<string, EnrolmentReport['data'][number]>();
  for (const student of students) {
    const key = `${student.programCode ?? ''}\u0000${student.groupName ?? ''}`;
    const row = counts.get(key) ?? { programCode: student.programCode, groupName: student.groupName, students: 0 };
    row.students += 1;
    counts.set(key, row);
  }
  const data = [...counts.values()].sort((a, b) => (a.programCode ?? '').localeCompare(b.programCode ?? '') || (a.groupName ?? '').localeCompare(b.groupName ?? ''));
  return { period, data, total: students.length };
}

export function gradesOf(period: GradesReport['period'], students: StudentProgress[], range: GradeRange): GradesReport {
  const bands = gradeBands(range);
  const data: SubjectGrades[] = [];
  for (const [courseId, { subject, pairs }] of perCourse(students)) {
    const scores = pairs.flatMap((pair) => pair.scores.map((entry) => entry.score));
    const graded = pairs.filter((pair) => pair.scores.length);
    const counts = bands.map(() => 0);
    for (const score of scores) counts[bandOf(bands, score)]! += 1;
    // Judged as the board judges it: by the pass mark of the student's department (area settings), not one for all.
    const passed = graded.filter((pair) => !pair.belowPassMark).length;
    data.push({
      courseId,
      courseCode: subject.courseCode,
      courseName: subject.courseName,
      students: graded.length,
      scores: scores.length,
      bands: counts,
      mean: scores.length ? round(scores.reduce((sum, score) => sum + score, 0) / scores.length, 2) : null,
      passRate: graded.length ? round(passed / graded.length, 4) : null,
    });
  }
  return { period, passMark: range.passMark, bands, data: byCode(data) };
}

export function attendanceOf(period: AttendanceReport['period'], students: StudentProgress[]): AttendanceReport {
  const data: SubjectAttendance[] = [];
  for (const [courseId, { subject, pairs }] of perCourse(students)) {
    const studentDays = pairs.reduce((sum, pair) => sum + pair.sessionsHeld, 0);
    const missed = pairs.reduce((sum, pair) => sum + pair.missed, 0);
    data.push({ courseId, courseCode: subject.courseCode, courseName: subject.courseName, students: pairs.length, studentDays, missed, attendedShare: studentDays ? round((studentDays - missed) / studentDays, 4) : null });
  }
  return { period, data: byCode(data) };
}

export interface Reports {
  enrolment(request: FastifyRequest, query: ReportQuery): Promise<EnrolmentReport>;
  teachingLoad(request: FastifyRequest, query: ReportQuery): Promise<TeachingLoad>;
  grades(request: FastifyRequest, query: ReportQuery): Promise<GradesReport>;
  attendance(request: FastifyRequest, query: ReportQuery): Promise<AttendanceReport>;
}

export function reports(board: Board, range: GradeRange): Reports {
  return {
    async enrolment(request, query) {
      const { period, students } = await board.progress(request, query);
      return enrolmentOf(period, students);
    },
    teachingLoad: (request, query) => board.teachingLoad(request, query),
    async grades(request, query) {
      const { period, students } = await board.progress(request, query);
      return gradesOf(period, students, range);
    },
    async attendance(request, query) {
      const { period, students } = await board.progress(request, query);
      return attendanceOf(period, students);
    },
  };
}
