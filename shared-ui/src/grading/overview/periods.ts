// The academic periods (semesters) every grading screen chooses from, read from organizational's academic years
// (any signed-in person may). A screen opens on the active one (defaultPeriod, components/period-screen.ts).
import { queryOptions } from '@tanstack/react-query';
import { ORGANIZATIONAL_PATHS, type AcademicYear } from '@campus/contracts/organizational';
import { api } from '../../api/client.js';
import { ORG_ROOT } from '../../academic/org-api.js';

/** Newest first. Kept 5 minutes: periods change a few times a year. */
export const academicPeriodsQuery = queryOptions({
  queryKey: [...ORG_ROOT, 'academic-years', 'periods'] as const,
  queryFn: async ({ signal }) => {
    const years = (await api.get<{ data: AcademicYear[] }>(ORGANIZATIONAL_PATHS.academicYears, { signal })).data;
    return years.flatMap((year) => year.periods).toSorted((a, b) => b.startsOn.localeCompare(a.startsOn));
  },
  staleTime: 5 * 60_000,
});
