// The examination board's reads (services/grading /api/grading/board): a page of students' progress for the table,
// every page of the same view for the CSV, the view as a PDF, the teaching load; and the academic periods to choose
// from (organizational's academic years, kept 5 minutes).
import { queryOptions } from '@tanstack/react-query';
import { api, searchParamsOf, type PagedListParams } from '@campus/shared-ui';
import { BOARD_PATHS, type BoardProgress, type BoardProgressQuery, type StudentProgress, type TeachingLoad, type TeachingLoadQuery } from '@campus/contracts/grading';
import { ORGANIZATIONAL_PATHS, type AcademicYear } from '@campus/contracts/organizational';

export const boardKeys = {
  progress: ['grading', 'board', 'progress'] as const,
  load: ['grading', 'board', 'teaching-load'] as const,
};

export const periodsQuery = queryOptions({
  queryKey: ['organizational', 'academic-years', 'periods'] as const,
  queryFn: async ({ signal }) => {
    const years = (await api.get<{ data: AcademicYear[] }>(ORGANIZATIONAL_PATHS.academicYears, { signal })).data;
    return years.flatMap((year) => year.periods).toSorted((a, b) => b.startsOn.localeCompare(a.startsOn));
  },
  staleTime: 5 * 60_000,
});

/** The filters of the table as the API names them (the list's own keys are the query's names). */
export type ProgressFilters = Omit<BoardProgressQuery, 'page' | 'pageSize'>;

export function progressFilters(params: Pick<PagedListParams, 'search' | 'filters'>): ProgressFilters {
  const { atRisk, ...filters } = params.filters;
  return { ...filters, search: params.search || undefined, atRiskOnly: atRisk === 'yes' ? true : undefined };
}

export async function fetchProgress(params: PagedListParams, signal: AbortSignal) {
  const board = await api.get<BoardProgress>(`${BOARD_PATHS.progress}?${searchParamsOf({ ...progressFilters(params), page: params.page, pageSize: params.pageSize })}`, { signal });
  const result = { rows: board.data, total: board.total, board };
  return result;
}

/** Every student of the view, a hundred at a time (the server's largest page). */
export async function fetchWholeProgress(filters: ProgressFilters): Promise<StudentProgress[]> {
  const rows: StudentProgress[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<BoardProgress>(`${BOARD_PATHS.progress}?${searchParamsOf({ ...filters, page, pageSize: 100 })}`);
    rows.push(...answer.data);
    if (rows.length >= answer.total || answer.data.length === 0) return rows;
  }
}

export const teachingLoadQuery = (query: TeachingLoadQuery) =>
  queryOptions({
    queryKey: [...boardKeys.load, query] as const,
    queryFn: async ({ signal }) => api.get<TeachingLoad>(`${BOARD_PATHS.teachingLoad}?${searchParamsOf(query)}`, { signal }),
  });
