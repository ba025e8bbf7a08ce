// Teaching allocation: which lecturer teaches which course for how many hours, and each lecturer's load.
// /api/allocation
//   GET    /api/allocation/lecturer/subjects      lecturer (own) → {success: true, data: AllocatedSubject[]}
//   GET    /api/allocation/allocations            admin, deans_office, chair; ?lecturerId&courseId&sectionId&departmentId&facultyId&periodId&search (lecturer name, course code or title) → {data: Allocation[], ...}
//   POST   /api/allocation/allocations            admin, deans_office, chair → 201 {data: Allocation} body AllocationCreateBody (409 MAX_LOAD_EXCEEDED; SCHEDULE_CONFLICT with a sectionId)
//   PUT    /api/allocation/allocations/:id        same → {data: Allocation} body AllocationUpdateBody
//   DELETE /api/allocation/allocations/:id        same → {data: {id}}
//   GET    /api/allocation/loads                  admin, deans_office, chair; ?departmentId&facultyId&periodId → {data: LecturerLoad[]}
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { LocalizedName } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

/** What a lecturer does in an allocated course: leads it, teaches it, or assists. */
export const ALLOCATION_ROLES = ['leader', 'lecturer', 'assistant'] as const;
export const AllocationRoleSchema = Type.Enum(ALLOCATION_ROLES);

export const Allocation = Type.Object({
  id: Uuid,
  lecturerId: Uuid,
  lecturerName: Type.String(),
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionId: Nullable(Uuid),
  sectionNumber: Nullable(Type.String()),
  periodId: Uuid,
  periodName: Type.String(),
  hours: Type.Integer(),
  role: AllocationRoleSchema,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Allocation = Static<typeof Allocation>;
export const AllocationCreateBody = Type.Object(
  {
    lecturerId: Uuid,
    courseId: Uuid,
    sectionId: Type.Optional(Nullable(Uuid)),
    /** Defaults to the active period. */
    periodId: Type.Optional(Uuid),
    hours: Type.Integer({ minimum: 1, maximum: 40 }),
    role: Type.Optional(AllocationRoleSchema),
  },
  { additionalProperties: false },
);
export type AllocationCreateBody = Static<typeof AllocationCreateBody>;
export const AllocationUpdateBody = Type.Object(
  {
    hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 40 })),
    role: Type.Optional(AllocationRoleSchema),
  },
  { additionalProperties: false },
);
export type AllocationUpdateBody = Static<typeof AllocationUpdateBody>;
export const ALLOCATION_SORTS = ['lecturerName', 'courseCode', 'hours', 'createdAt'] as const;
export type AllocationSort = (typeof ALLOCATION_SORTS)[number];
export const AllocationListQuery = listQuery(ALLOCATION_SORTS, {
    lecturerId: Type.Optional(Uuid),
    courseId: Type.Optional(Uuid),
    sectionId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    periodId: Type.Optional(Uuid),
  });
export type AllocationListQuery = Static<typeof AllocationListQuery>;

/** SPEC §7 GET allocation/lecturer/subjects: a lecturer's subjects (SPEC §3 Subject: course, semester, leader). */
export const AllocatedSubject = Type.Object({
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  semester: Type.Integer(),
  leaderId: Nullable(Uuid),
  leaderName: Nullable(Type.String()),
  isLeader: Type.Boolean(),
  hours: Type.Integer(),
  sections: Type.Array(Type.Object({ id: Uuid, sectionNumber: Type.String(), enrollmentCount: Type.Integer(), capacity: Type.Integer() })),
});
export type AllocatedSubject = Static<typeof AllocatedSubject>;
export const AllocatedSubjectsResponse = Type.Object({ success: Type.Boolean(), data: Type.Array(AllocatedSubject) });
export type AllocatedSubjectsResponse = Static<typeof AllocatedSubjectsResponse>;

export const LecturerLoad = Type.Object({
  lecturerId: Uuid,
  lecturerName: Type.String(),
  departmentId: Uuid,
  maxLoad: Type.Integer(),
  currentLoad: Type.Integer(),
  /** currentLoad / maxLoad × 100, rounded. */
  percent: Type.Integer(),
  allocationCount: Type.Integer(),
});
export type LecturerLoad = Static<typeof LecturerLoad>;
export const LoadQuery = Type.Object({
  departmentId: Type.Optional(Uuid),
  facultyId: Type.Optional(Uuid),
  periodId: Type.Optional(Uuid),
});
export type LoadQuery = Static<typeof LoadQuery>;
