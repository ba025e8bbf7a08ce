// Lecturers (SPEC: instructors): positions, employment and status, their records, bodies and list.
//
// /api/organizational (responses under `data`)
//   GET    /lecturers                             staff-read; ?departmentId&facultyId&position&employmentType&isActive → {data: Lecturer[], ...}
//   GET    /lecturers/department/:id              admin, chair (own), deans_office (own faculty) → {data: Lecturer[], ...}
//   GET    /lecturers/:id                         staff-read in scope (lecturers all) → {data: Lecturer}
//   POST   /lecturers                             admin, deans_office, chair (into their scope) → 201 {data: Lecturer, account: AccountLink} body LecturerCreateBody
//   PUT    /lecturers/:id                         admin, deans_office, chair (scope) → {data: Lecturer}   body LecturerUpdateBody
//   PUT    /departments/:departmentId/lecturers/:lecturerId   admin, deans_office (both in scope) → {data: Lecturer} (moves the lecturer)
// /api/admin/instructors
//   GET    /api/admin/instructors                 admin, deans_office, chair, QA + LecturerListFilters → {instructors: Instructor[], total, page, pageSize}
import { Type, type Static } from 'typebox';
import { PageMetaProperties, listQuery } from '../lists.js';
import { BOUNDS, LocalizedName, PersonAccountBody } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

export const POSITIONS = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Instructor'] as const;
export type Position = (typeof POSITIONS)[number];
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const LECTURER_STATUSES = ['active', 'inactive', 'sabbatical'] as const;
export type LecturerStatus = (typeof LECTURER_STATUSES)[number];
export const PositionSchema = Type.Enum(POSITIONS);
export const EmploymentTypeSchema = Type.Enum(EMPLOYMENT_TYPES);
export const LecturerStatusSchema = Type.Enum(LECTURER_STATUSES);

export const Lecturer = Type.Object({
  id: Uuid,
  userId: Uuid,
  employeeId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  title: Nullable(Type.String()),
  position: PositionSchema,
  employmentType: EmploymentTypeSchema,
  status: LecturerStatusSchema,
  isActive: Type.Boolean(),
  maxLoad: Type.Integer(),
  /** Allocated hours in the active period. */
  currentLoad: Type.Integer(),
  departmentId: Uuid,
  departmentName: LocalizedName,
  facultyId: Uuid,
  office: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Lecturer = Static<typeof Lecturer>;

/** SPEC §3 Instructor, as /api/admin/instructors lists it (department is the department's name in hy/en/ru). */
export const Instructor = Type.Object({
  id: Uuid,
  userId: Uuid,
  employeeId: Type.String(),
  title: Nullable(Type.String()),
  department: LocalizedName,
  departmentId: Uuid,
  position: PositionSchema,
  isActive: Type.Boolean(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  avatar: Nullable(Type.String()),
  maxLoad: Type.Integer(),
  currentLoad: Type.Integer(),
});
export type Instructor = Static<typeof Instructor>;

export const LecturerCreateBody = Type.Object(
  {
    employeeId: Type.String({ minLength: 1, maxLength: 40 }),
    ...PersonAccountBody.properties,
    phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    title: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
    departmentId: Uuid,
    position: PositionSchema,
    employmentType: Type.Optional(EmploymentTypeSchema),
    status: Type.Optional(LecturerStatusSchema),
    maxLoad: Type.Optional(Type.Integer({ minimum: BOUNDS.maxLoad.min, maximum: BOUNDS.maxLoad.max })),
    office: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  },
  { additionalProperties: false },
);
export type LecturerCreateBody = Static<typeof LecturerCreateBody>;
export const LecturerUpdateBody = Type.Partial(Type.Omit(LecturerCreateBody, ['email', 'password', 'departmentId']), { additionalProperties: false });
export type LecturerUpdateBody = Static<typeof LecturerUpdateBody>;
export const LECTURER_SORTS = ['lastName', 'firstName', 'employeeId', 'position', 'maxLoad', 'createdAt'] as const;
export type LecturerSort = (typeof LECTURER_SORTS)[number];
export const LecturerListQuery = listQuery(LECTURER_SORTS, {
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    position: Type.Optional(PositionSchema),
    employmentType: Type.Optional(EmploymentTypeSchema),
    status: Type.Optional(LecturerStatusSchema),
    isActive: Type.Optional(Type.Boolean()),
  });
export type LecturerListQuery = Static<typeof LecturerListQuery>;
export const InstructorListResponse = Type.Object({ instructors: Type.Array(Instructor), ...PageMetaProperties });
export type InstructorListResponse = Static<typeof InstructorListResponse>;
