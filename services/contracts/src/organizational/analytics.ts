// Analytics: students per program, load per lecturer, group sizes within a faculty or department.
//
// /api/organizational (responses under `data`)
//   GET    /analytics/enrollment-by-program       admin, deans_office, chair, quality_assurance; ?facultyId&departmentId → {data: ProgramEnrollment[]}
//   GET    /analytics/load-by-lecturer            same; ?facultyId&departmentId → {data: LecturerLoad[]}
//   GET    /analytics/group-sizes                 same; ?facultyId&departmentId → {data: GroupSize[]}
import { Type, type Static, type TSchema } from 'typebox';
import { LocalizedName } from './common.js';
import { GroupStatusSchema } from './groups.js';
import { Uuid } from './primitives.js';
import { AcademicLevelSchema } from './programs.js';

export const AnalyticsQuery = Type.Object({ facultyId: Type.Optional(Uuid), departmentId: Type.Optional(Uuid) });
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;
export const ProgramEnrollment = Type.Object({
  programId: Uuid,
  programCode: Type.String(),
  programName: LocalizedName,
  level: AcademicLevelSchema,
  studentCount: Type.Integer(),
  activeCount: Type.Integer(),
  groupCount: Type.Integer(),
});
export type ProgramEnrollment = Static<typeof ProgramEnrollment>;
export const GroupSize = Type.Object({
  groupId: Uuid,
  groupName: Type.String(),
  status: GroupStatusSchema,
  studentCount: Type.Integer(),
  maxCapacity: Type.Integer(),
  /** studentCount / maxCapacity × 100, rounded, capped at 100. */
  percent: Type.Integer(),
});
export type GroupSize = Static<typeof GroupSize>;
export const AnalyticsList = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
