// The examination board: each student's progress across the period's subjects and each lecturer's teaching load.
// Students, their sections and the lecturers' figures are organizational's answers, class days and absences
// attendance's summary, published scores ours. Administrators and quality assurance see the whole university; the
// dean's office and chairs the departments they manage (organizational resolves them from the caller's id).
import { ATTENDANCE_INTERNAL_PATHS, ATTENDANCE_SUMMARY_MAX_SECTIONS, ORGANIZATIONAL_ATTENDANCE_PATHS, type AttendancePeriod, type SectionAttendanceSummary } from '@campus/contracts/attendance';
import { hasRole } from '@campus/contracts';
import {
  GRADING_MESSAGES,
  ORGANIZATIONAL_BOARD_PATHS,
  type AtRiskRules,
  type BoardProgress,
  type BoardProgressQuery,
  type BoardStudent,
  type LecturerTeaching,
  type StudentProgress,
  type TeachingLoad,
  type TeachingLoadQuery,
} from '@campus/contracts/grading';
import { AppError, type ServiceDeps } from '@campus/kit';
import type { FastifyRequest } from 'fastify';
import { gradingDatabase, type GradingDb } from '../db/database.js';
import { sectionScores } from '../db/midterm.repository.js';
import { studentProgress } from './at-risk.js';
import { unitKey, type AreaSettingsService } from '../settings/area-settings.js';

export interface Board {
  progress(request: FastifyRequest, query: Omit<BoardProgressQuery, 'page' | 'pageSize'>): Promise<{ period: BoardProgress['period']; students: StudentProgress[]; rules: AtRiskRules }>;
  teachingLoad(request: FastifyRequest, query: TeachingLoadQuery): Promise<TeachingLoad>;
  rules: AtRiskRules;
}

const queryString = (values: Record<string, string | boolean | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

export function board(deps: ServiceDeps, settings: AreaSettingsService): Board {
  const db: GradingDb = gradingDatabase(deps);
  const rules: AtRiskRules = { passMark: deps.config.grading.passMark, ...deps.config.grading.atRisk };
  const ask = <T>(service: 'organizational' | 'attendance', path: string) => deps.services.request<{ data: T }>(service, { method: 'GET', path }).then((answer) => answer.data);

  /** The period asked for (404 PERIOD_NOT_FOUND), else the active one, else the newest. */
  async function periodOf(periodId?: string): Promise<AttendancePeriod | undefined> {
    const periods = await ask<AttendancePeriod[]>('organizational', ORGANIZATIONAL_ATTENDANCE_PATHS.periods);
    if (!periodId) return periods.find((period) => period.isActive) ?? periods[0];
    const period = periods.find((one) => one.id === periodId);
    if (!period) throw new AppError(404, 'PERIOD_NOT_FOUND', GRADING_MESSAGES.PERIOD_NOT_FOUND);
    return period;
  }

  /** Administrators and quality assurance: no one's units (all); anyone else: their own. */
  const managerOf = (request: FastifyRequest) => (hasRole(request.user, 'admin') || hasRole(request.user, 'quality_assurance') ? undefined : request.user.sub);

  async function attendanceOf(sectionIds: string[]): Promise<Map<string, SectionAttendanceSummary>> {
    const answers = await Promise.all(chunks(sectionIds, ATTENDANCE_SUMMARY_MAX_SECTIONS).map((part) => ask<SectionAttendanceSummary[]>('attendance', `${ATTENDANCE_INTERNAL_PATHS.summary}?sectionIds=${part.join(',')}`)));
    return new Map(answers.flat().map((summary) => [summary.sectionId, summary]));
  }

  return {
    rules,
    async progress(request, query) {
      const period = await periodOf(query.periodId);
      if (!period) return { period: null, students: [], rules };
      const { atRiskOnly: _atRiskOnly, ...filters } = query;
      const students = await ask<BoardStudent[]>('organizational', `${ORGANIZATIONAL_BOARD_PATHS.students}?${queryString({ ...filters, periodId: period.id, managerUserId: managerOf(request) })}`);
      const sectionIds = [...new Set(students.flatMap((student) => student.sections.map((section) => section.sectionId)))];
      const [scores, attendance] = await Promise.all([sectionScores(db, sectionIds, 'published_score'), attendanceOf(sectionIds)]);
      const scoresOf = new Map<string, { number: number; score: number }[]>();
      for (const entry of scores) {
        const key = `${entry.sectionId}:${entry.studentId}`;
        scoresOf.set(key, [...(scoresOf.get(key) ?? []), { number: entry.number, score: entry.score }]);
      }
      const missedOf = new Map<string, number>();
      for (const summary of attendance.values()) for (const row of summary.students) missedOf.set(`${summary.sectionId}:${row.studentId}`, row.counts.absent);
      // Each student by their department's rules (else the faculty's, else the configuration's); the answer's rules
      // are those every student shares, else the configuration's.
      const effective = await settings.effective(students.map((student) => ({ facultyId: student.facultyId, departmentId: student.departmentId })));
      const rulesOf = (student: BoardStudent) => {
        const { passMark, failingSubjects, absenceShare, source } = effective.get(unitKey({ facultyId: student.facultyId, departmentId: student.departmentId }))!;
        return { passMark, failingSubjects, absenceShare, source };
      };
      const distinct = new Set(students.map((student) => JSON.stringify(({ ...rulesOf(student), source: undefined }))));
      const shared = distinct.size === 1 ? (({ passMark, failingSubjects, absenceShare }) => ({ passMark, failingSubjects, absenceShare }))(rulesOf(students[0]!)) : rules;
      return {
        period: { id: period.id, name: period.name },
        rules: shared,
        students: students.map((student) => ({
          ...studentProgress(
            {
              ...student,
              subjects: student.sections.map((section) => {
                const key = `${section.sectionId}:${student.studentId}`;
                return { ...section, scores: scoresOf.get(key) ?? [], sessionsHeld: attendance.get(section.sectionId)?.sessionsHeld ?? 0, missed: missedOf.get(key) ?? 0 };
              }),
            },
            rulesOf(student),
          ),
          rules: rulesOf(student),
        })),
      };
    },
    async teachingLoad(request, query) {
      const period = await periodOf(query.periodId);
      if (!period) return { period: null, data: [] };
      const data = await ask<LecturerTeaching[]>('organizational', `${ORGANIZATIONAL_BOARD_PATHS.teachingLoad}?${queryString({ ...query, periodId: period.id, managerUserId: managerOf(request) })}`);
      return { period: { id: period.id, name: period.name }, data };
    },
  };
}
