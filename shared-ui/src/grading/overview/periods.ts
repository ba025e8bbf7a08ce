// The academic periods (semesters) every grading screen chooses from, read from organizational's academic years
// (any signed-in person may). A screen opens on the term in its address, else (the staff screens) the caller's area's
// default term, else the active one (defaultPeriod, components/period-screen.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_MINE_PATH, type MyArea } from '@campus/contracts/grading';
import { ORGANIZATIONAL_PATHS, type AcademicYear } from '@campus/contracts/organizational';
import { api } from '../../api/client.js';
import { ORG_ROOT } from '../../academic/org-api.js';
import { useCurrentUser } from '../../auth/auth-api.js';
import { hasRole } from '../../auth/rbac.js';

/** Newest first. Kept 5 minutes: periods change a few times a year. */
export const academicPeriodsQuery = queryOptions({
  queryKey: [...ORG_ROOT, 'academic-years', 'periods'] as const,
  queryFn: async ({ signal }) => {
    const years = (await api.get<{ data: AcademicYear[] }>(ORGANIZATIONAL_PATHS.academicYears, { signal })).data;
    return years.flatMap((year) => year.periods).toSorted((a, b) => b.startsOn.localeCompare(a.startsOn));
  },
  staleTime: 5 * 60_000,
});

/** The caller's area and its default term (grading works it out from the units the caller manages). Under the area
 * settings' key, so saving them marks it stale. */
export const myAreaQuery = queryOptions({
  queryKey: ['grading', 'area-settings', 'mine'] as const,
  queryFn: async ({ signal }) => (await api.get<{ data: MyArea }>(SETTINGS_MINE_PATH, { signal })).data,
  // Asked each time a screen opens (useAreaDefaultTerm waits for that answer), so neither kept fresh nor stored.
  staleTime: 0,
  refetchOnMount: 'always',
  meta: { persist: false },
});

/**
 * The caller's area's default term for a staff screen that chooses a term: `isPending` until it is known, since a
 * screen reads its opening filters once. Asked afresh each time a screen opens (a term just chosen in the settings
 * counts at once); only a dean's office or a chair has an area, and a failure counts as no default.
 */
export function useAreaDefaultTerm(): { isPending: boolean; periodId: string | undefined } {
  const { data: user } = useCurrentUser();
  const hasArea = hasRole(user, 'deans_office', 'chair');
  const area = useQuery({ ...myAreaQuery, enabled: hasArea });
  return { isPending: hasArea && !area.isFetchedAfterMount, periodId: area.data?.defaultPeriodId ?? undefined };
}
