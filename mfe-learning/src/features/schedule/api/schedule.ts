// The signed-in person's sessions of one week (GET /api/schedule?from&to): a student's and a lecturer's own
// classes, a chair's or dean's office's department's or faculty's, everything for admin and quality assurance.
import { queryOptions } from '@tanstack/react-query';
import { api, ORG_ROOT } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type ScheduleResponse, type ScheduleSession } from '@campus/contracts';

export const scheduleKeys = { week: (monday: string) => [...ORG_ROOT, 'schedule', monday] as const };

/** YYYY-MM-DD of a local date. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The Monday (YYYY-MM-DD) of the week holding `date`, `weeks` weeks on. */
export function mondayOf(date: Date, weeks = 0): string {
  return isoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7) + weeks * 7));
}

/** A session as the timetable reads it: the instructor is the class's lecturer. */
export type ScheduleEntry = ScheduleSession & { lecturerName: string | null };

export const weekScheduleQuery = (monday: string) =>
  queryOptions({
    queryKey: scheduleKeys.week(monday),
    queryFn: async ({ signal }) => {
      const [year = 0, month = 1, day = 1] = monday.split('-').map(Number);
      const query = new URLSearchParams({ from: monday, to: isoDate(new Date(year, month - 1, day + 6)) });
      const answer = await api.get<ScheduleResponse>(`${ORGANIZATIONAL_PATHS.schedule}?${query}`, { signal });
      return answer.data.map((session): ScheduleEntry => ({ ...session, lecturerName: session.instructorName }));
    },
    staleTime: 2 * 60_000,
  });
