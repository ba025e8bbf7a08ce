// The at-risk rules of the examination board, pure: a subject's figures from its published scores and class days,
// and a student's verdict from their subjects (AtRiskRules says each rule; the boundaries are strict: an average
// equal to the pass mark passes, absences equal to the share do not exceed it).
import type { AtRiskReason, AtRiskRules, StudentProgress, SubjectProgress } from '@campus/contracts/grading';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

export interface SubjectFigures {
  sectionId: string;
  courseId: string;
  courseCode: string;
  courseName: SubjectProgress['courseName'];
  scores: { number: number; score: number }[];
  sessionsHeld: number;
  missed: number;
}

/** Compared unrounded: missed > share × held avoids a quotient's rounding at the boundary. */
export function subjectProgress(figures: SubjectFigures, rules: AtRiskRules): SubjectProgress & { exactAverage: number | null } {
  const exactAverage = mean(figures.scores.map((entry) => entry.score));
  return {
    ...figures,
    scores: [...figures.scores].sort((a, b) => a.number - b.number),
    average: exactAverage === null ? null : round(exactAverage, 2),
    missedShare: figures.sessionsHeld ? round(figures.missed / figures.sessionsHeld, 4) : null,
    belowPassMark: exactAverage !== null && exactAverage < rules.passMark,
    overAbsenceShare: figures.sessionsHeld > 0 && figures.missed > rules.absenceShare * figures.sessionsHeld,
    exactAverage,
  };
}

export interface StudentFigures {
  studentId: string;
  studentNumber: string | null;
  fullName: string;
  programCode: string | null;
  groupName: string | null;
  subjects: SubjectFigures[];
}

export function studentProgress(student: StudentFigures, rules: AtRiskRules): StudentProgress {
  const subjects = student.subjects.map((figures) => subjectProgress(figures, rules));
  const exactAverage = mean(subjects.flatMap((subject) => subject.scores.map((entry) => entry.score)));
  const held = subjects.reduce((sum, subject) => sum + subject.sessionsHeld, 0);
  const missed = subjects.reduce((sum, subject) => sum + subject.missed, 0);
  const reasons: AtRiskReason[] = [];
  if (exactAverage !== null && exactAverage < rules.passMark) reasons.push('low_average');
  if (rules.failingSubjects > 0 && subjects.filter((subject) => subject.belowPassMark).length >= rules.failingSubjects) reasons.push('failing_subjects');
  if (subjects.some((subject) => subject.overAbsenceShare)) reasons.push('absences');
  return {
    studentId: student.studentId,
    studentNumber: student.studentNumber,
    fullName: student.fullName,
    programCode: student.programCode,
    groupName: student.groupName,
    subjects: subjects.map(({ exactAverage: _exact, ...subject }) => subject),
    average: exactAverage === null ? null : round(exactAverage, 2),
    missedShare: held ? round(missed / held, 4) : null,
    atRisk: reasons.length > 0,
    reasons,
  };
}
