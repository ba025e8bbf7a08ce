// The examination board's at-risk rules on their boundaries (pure; the board's API test covers them on real data):
// an average equal to the pass mark passes and one step under it does not; absences equal to the share do not exceed
// it and one more does; failing subjects count from the configured number, and 0 turns that rule off.
import { describe, expect, test } from '@jest/globals';
import type { AtRiskRules } from '@campus/contracts/grading';
import { studentProgress, subjectProgress, type SubjectFigures } from '../src/board/at-risk.js';

const rules: AtRiskRules = { passMark: 10, absenceShare: 0.25, failingSubjects: 2 };
const subject = (scores: number[], sessionsHeld = 0, missed = 0, code = 'C1'): SubjectFigures => ({
  sectionId: `00000000-0000-4000-8000-00000000000${code.slice(-1)}`,
  courseId: `10000000-0000-4000-8000-00000000000${code.slice(-1)}`,
  courseCode: code,
  courseName: { hy: code, en: code, ru: code },
  scores: scores.map((score, index) => ({ number: index + 1, score })),
  sessionsHeld,
  missed,
});
const student = (subjects: SubjectFigures[]) => ({ studentId: 'a0000000-0000-4000-8000-000000000001', studentNumber: 'S1', fullName: 'Ani Petrosyan', programCode: 'CS', groupName: 'CS-1', subjects });

describe('a subject', () => {
  test('when the published scores average exactly the pass mark, then it is not below it; 0.5 under it is', () => {
    expect(subjectProgress(subject([10, 10]), rules)).toMatchObject({ average: 10, belowPassMark: false });
    expect(subjectProgress(subject([9.5, 10.5]), rules)).toMatchObject({ average: 10, belowPassMark: false });
    expect(subjectProgress(subject([9.5, 10]), rules)).toMatchObject({ average: 9.75, belowPassMark: true });
  });

  test('when nothing is published, then there is no average and no grade flag', () => {
    expect(subjectProgress(subject([]), rules)).toMatchObject({ average: null, belowPassMark: false, scores: [] });
  });

  test('when absences equal a quarter of the class days, then they do not exceed it; one more does', () => {
    expect(subjectProgress(subject([], 8, 2), rules)).toMatchObject({ missedShare: 0.25, overAbsenceShare: false });
    expect(subjectProgress(subject([], 8, 3), rules)).toMatchObject({ missedShare: 0.375, overAbsenceShare: true });
    // 0.3 × 10 is 3.0000000000000004 in floating point: three of ten is not over 30 %.
    expect(subjectProgress(subject([], 10, 3), { ...rules, absenceShare: 0.3 }).overAbsenceShare).toBe(false);
  });

  test('when no class has been held, then the share is unknown and never over', () => {
    expect(subjectProgress(subject([], 0, 0), rules)).toMatchObject({ missedShare: null, overAbsenceShare: false });
  });
});

describe('a student', () => {
  test('when every published score of the period averages the pass mark, then they are not at risk', () => {
    const progress = studentProgress(student([subject([12, 12], 10, 0, 'C1'), subject([8, 8], 10, 0, 'C2')]), rules);
    expect(progress).toMatchObject({ average: 10, atRisk: false, reasons: [] });
    expect(progress.subjects.map((one) => one.belowPassMark)).toEqual([false, true]);
  });

  test('when the average is under the pass mark, then low_average', () => {
    expect(studentProgress(student([subject([12, 11.5], 10, 0, 'C1'), subject([8, 8], 10, 0, 'C2')]), rules)).toMatchObject({ average: 9.88, atRisk: true, reasons: ['low_average'] });
  });

  test('when two subjects average under the pass mark, then failing_subjects, even with a good overall average; 0 turns the rule off', () => {
    const figures = student([subject([20, 20], 0, 0, 'C1'), subject([9.5], 0, 0, 'C2'), subject([9.5], 0, 0, 'C3')]);
    expect(studentProgress(figures, rules)).toMatchObject({ atRisk: true, reasons: ['failing_subjects'] });
    expect(studentProgress(figures, { ...rules, failingSubjects: 3 })).toMatchObject({ atRisk: false, reasons: [] });
    expect(studentProgress(figures, { ...rules, failingSubjects: 0 })).toMatchObject({ atRisk: false, reasons: [] });
  });

  test('when one subject has absences over the share, then absences, whatever the overall share', () => {
    const progress = studentProgress(student([subject([], 8, 3, 'C1'), subject([], 40, 0, 'C2')]), rules);
    expect(progress).toMatchObject({ atRisk: true, reasons: ['absences'], missedShare: 0.0625, average: null });
  });

  test('when every rule holds, then every reason, in order', () => {
    expect(studentProgress(student([subject([5], 4, 2, 'C1'), subject([5], 4, 0, 'C2')]), rules).reasons).toEqual(['low_average', 'failing_subjects', 'absences']);
  });
});
