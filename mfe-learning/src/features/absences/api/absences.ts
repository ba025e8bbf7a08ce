// The student's absences (services/attendance): the academic periods (cached 5 minutes, SPEC §9) and the marks of one
// period that are not attendance in full.
import { queryOptions } from '@tanstack/react-query';
import { api, searchParamsOf } from '@campus/shared-ui';
import { ATTENDANCE_PATHS, type AbsenceRecord, type AttendancePeriod } from '@campus/contracts/attendance';

interface DataOf<T> {
  data: T;
}

export const periodsQuery = queryOptions({
  queryKey: ['attendance', 'periods'],
  queryFn: async ({ signal }) => (await api.get<DataOf<AttendancePeriod[]>>(ATTENDANCE_PATHS.periods, { signal })).data,
  staleTime: 5 * 60_000,
});

export const absencesQuery = (academicPeriodId: string) =>
  queryOptions({
    queryKey: ['attendance', 'absences', academicPeriodId],
    queryFn: async ({ signal }) =>
      (await api.get<DataOf<AbsenceRecord[]>>(`${ATTENDANCE_PATHS.absences}?${searchParamsOf({ academicPeriodId })}`, { signal })).data,
  });
