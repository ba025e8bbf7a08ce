// The lecturer's attendance calls (services/attendance): their sections with the date's classes, a section's roster
// for a date, its sessions and its matrix. Marks are written only through the mark queue (mark-queue.ts).
import { queryOptions } from '@tanstack/react-query';
import { api, searchParamsOf } from '@campus/shared-ui';
import {
  ATTENDANCE_PATHS,
  sectionAttendancePath,
  type AttendanceMatrix,
  type ClassSession,
  type MarksBody,
  type MarksResult,
  type Roster,
  type TeachingSection,
} from '@campus/contracts/attendance';
import { attendanceKeys } from './attendance-keys.js';

interface DataOf<T> {
  data: T;
}

export const lecturerSectionsQuery = (date: string) =>
  queryOptions({
    queryKey: attendanceKeys.sections(date),
    queryFn: async ({ signal }): Promise<TeachingSection[]> =>
      (await api.get<DataOf<TeachingSection[]>>(`${ATTENDANCE_PATHS.lecturerSections}?${searchParamsOf({ date })}`, { signal })).data,
  });

export const rosterQuery = (sectionId: string, date: string) =>
  queryOptions({
    queryKey: attendanceKeys.roster(sectionId, date),
    queryFn: async ({ signal }): Promise<Roster> =>
      (await api.get<DataOf<Roster>>(`${sectionAttendancePath(sectionId, 'roster')}?${searchParamsOf({ date })}`, { signal })).data,
  });

export const sessionsQuery = (sectionId: string, from: string, to: string) =>
  queryOptions({
    queryKey: attendanceKeys.sessions(sectionId, from, to),
    queryFn: async ({ signal }): Promise<ClassSession[]> =>
      (await api.get<DataOf<ClassSession[]>>(`${sectionAttendancePath(sectionId, 'sessions')}?${searchParamsOf({ from, to })}`, { signal })).data,
  });

export const matrixQuery = (sectionId: string, from: string, to: string) =>
  queryOptions({
    queryKey: attendanceKeys.matrix(sectionId, from, to),
    queryFn: async ({ signal }): Promise<AttendanceMatrix> =>
      (await api.get<DataOf<AttendanceMatrix>>(`${sectionAttendancePath(sectionId, 'matrix')}?${searchParamsOf({ from, to })}`, { signal })).data,
  });

/** One PUT of several marks on one date; idempotent, so a replay after a lost answer is safe. */
export async function putMarks(sectionId: string, body: MarksBody): Promise<MarksResult> {
  return (await api.put<DataOf<MarksResult>>(sectionAttendancePath(sectionId, 'marks'), body)).data;
}
