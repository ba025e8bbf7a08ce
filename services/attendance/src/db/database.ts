// The attendance schema as Kysely sees it.
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { MarkTable } from './mark.table.js';

export const ATTENDANCE_SCHEMA = 'attendance';

export interface AttendanceDatabase {
  marks: MarkTable;
}

export type AttendanceDb = Kysely<AttendanceDatabase>;

export function attendanceDatabase(deps: ServiceDeps): AttendanceDb {
  return deps.database<AttendanceDatabase>(ATTENDANCE_SCHEMA);
}
