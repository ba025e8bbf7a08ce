// Weekly classes of the department: all of them (for the week grid), create, update/move, delete.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchList, ORG_ROOT } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type WeeklyClass, type WeeklyClassCreateBody, type WeeklyClassUpdateBody } from '@campus/contracts';

export const weeklyClassKeys = { all: [...ORG_ROOT, 'weekly-classes'] as const, week: (departmentId: string | undefined) => [...ORG_ROOT, 'weekly-classes', departmentId] as const };

/** Every class of the week, page by page (the API pages at 100 at most). */
async function fetchWeek(departmentId: string, signal: AbortSignal): Promise<WeeklyClass[]> {
  const classes: WeeklyClass[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const response = await fetchList(ORGANIZATIONAL_PATHS.weeklyClasses, { departmentId, pageSize: 100, page, sort: 'weekday' }, signal);
    classes.push(...response.data);
    if (classes.length >= response.total || response.data.length === 0) break;
  }
  return classes;
}

export const weekQuery = (departmentId: string | undefined) =>
  queryOptions({
    queryKey: weeklyClassKeys.week(departmentId),
    queryFn: ({ signal }) => fetchWeek(departmentId!, signal),
    enabled: Boolean(departmentId),
    staleTime: 60_000,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: weeklyClassKeys.all });
}

export type WeeklyClassSave = { id?: undefined; body: WeeklyClassCreateBody } | { id: string; body: WeeklyClassUpdateBody };

export function useSaveWeeklyClass() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (save: WeeklyClassSave) =>
      save.id ? api.put<{ data: WeeklyClass }>(`${ORGANIZATIONAL_PATHS.weeklyClasses}/${save.id}`, save.body) : api.post<{ data: WeeklyClass }>(ORGANIZATIONAL_PATHS.weeklyClasses, save.body),
    onSuccess: invalidate,
  });
}

export function useDeleteWeeklyClass() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`${ORGANIZATIONAL_PATHS.weeklyClasses}/${id}`), onSuccess: invalidate });
}
