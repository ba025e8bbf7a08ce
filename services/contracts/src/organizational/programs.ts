// Study programs and their academic levels.
//
// /api/organizational (responses under `data`)
//   GET    /programs                              staff-read; ?departmentId&facultyId&level → {data: Program[], ...}
//   GET    /programs/:id | POST /programs | PUT /programs/:id | DELETE /programs/:id   write: admin, deans_office (own faculty)
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { BOUNDS, LocalizedName } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

export const ACADEMIC_LEVELS = ['undergraduate', 'graduate', 'postgraduate'] as const;
export type AcademicLevel = (typeof ACADEMIC_LEVELS)[number];
export const AcademicLevelSchema = Type.Enum(ACADEMIC_LEVELS);

export const Program = Type.Object({
  id: Uuid,
  code: Type.String(),
  name: LocalizedName,
  level: AcademicLevelSchema,
  durationYears: Type.Integer(),
  departmentId: Uuid,
  departmentName: LocalizedName,
  facultyId: Uuid,
  description: Nullable(Type.String()),
  isActive: Type.Boolean(),
  studentCount: Type.Integer(),
  groupCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Program = Static<typeof Program>;
export const ProgramCreateBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    name: LocalizedName,
    level: AcademicLevelSchema,
    durationYears: Type.Integer({ minimum: BOUNDS.durationYears.min, maximum: BOUNDS.durationYears.max }),
    departmentId: Uuid,
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProgramCreateBody = Static<typeof ProgramCreateBody>;
export const ProgramUpdateBody = Type.Partial(ProgramCreateBody, { additionalProperties: false });
export type ProgramUpdateBody = Static<typeof ProgramUpdateBody>;
export const PROGRAM_SORTS = ['code', 'name', 'level', 'createdAt'] as const;
export type ProgramSort = (typeof PROGRAM_SORTS)[number];
export const ProgramListQuery = listQuery(PROGRAM_SORTS, { departmentId: Type.Optional(Uuid), facultyId: Type.Optional(Uuid), level: Type.Optional(AcademicLevelSchema) });
export type ProgramListQuery = Static<typeof ProgramListQuery>;
