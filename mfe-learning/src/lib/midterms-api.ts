// The student's published midterm grades (services/grading, GET /api/grading/student/midterms): one period's, and the
// latest few for the dashboard. Both refresh by themselves when a grade notification arrives (meta.refreshOn: the
// shell invalidates them), so a grade shows the moment it is published. Never kept in browser storage.
import { queryOptions } from '@tanstack/react-query';
import { api, searchParamsOf, type QueryMeta } from '@campus/shared-ui';
import { GRADING_PATHS, type StudentMidterm } from '@campus/contracts/grading';

/** A grade notification, or any notification that links to /midterms. */
const LIVE_GRADES: QueryMeta = { persist: false, refreshOn: { types: ['grade'], link: '/midterms' } };

export const studentMidtermKeys = {
  all: ['grading', 'student-midterms'] as const,
  period: (periodId: string | undefined) => [...studentMidtermKeys.all, periodId ?? 'default'] as const,
};

async function fetchStudentMidterms(periodId: string | undefined, signal: AbortSignal): Promise<StudentMidterm[]> {
  const query = searchParamsOf({ periodId });
  return (await api.get<{ data: StudentMidterm[] }>(query ? `${GRADING_PATHS.studentMidterms}?${query}` : GRADING_PATHS.studentMidterms, { signal })).data;
}

/** One period's grades; without a period, the server's default (the active one). */
export const studentMidtermsQuery = (periodId: string | undefined) =>
  queryOptions({
    queryKey: studentMidtermKeys.period(periodId),
    queryFn: ({ signal }) => fetchStudentMidterms(periodId, signal),
    meta: LIVE_GRADES,
  });

/** Newest published first, then by course and midterm number. */
export function byPublished(grades: readonly StudentMidterm[]): StudentMidterm[] {
  return grades.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.courseCode.localeCompare(b.courseCode) || a.number - b.number);
}

export type GradeOutcome = 'pass' | 'fail' | 'none';

/** Pass at or above the pass mark; a grade published empty is neither. */
export function outcomeOf(grade: Pick<StudentMidterm, 'score' | 'passMark'>): GradeOutcome {
  if (grade.score === null) return 'none';
  return grade.score >= grade.passMark ? 'pass' : 'fail';
}
