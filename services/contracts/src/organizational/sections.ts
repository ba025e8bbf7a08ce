// Sections of a course in a period, and the students enrolled in them.
//
// /api/organizational (responses under `data`)
//   GET    /sections                              staff-read in scope (lecturers all); ?courseId&periodId&lecturerId&departmentId&facultyId&groupId → {data: Section[], ...}
//   GET    /sections/:id | POST /sections | PUT /sections/:id | DELETE /sections/:id   write: admin, deans_office, chair (scope)
//          (setting lecturerId: 409 SCHEDULE_CONFLICT / MAX_LOAD_EXCEEDED; the section's allocation goes with the lecturer)
//   GET    /sections/:id/enrollments              admin, QA, the section's lecturer, its department/faculty managers → {data: Enrollment[], ...}
//   POST   /sections/:id/enrollments              admin, deans_office, chair → 201 {data: EnrollResult} body EnrollBody (409 SECTION_FULL; SCHEDULE_CONFLICT when the group or a chosen student is busy then)
//   DELETE /sections/:id/enrollments/:studentId   admin, deans_office, chair → {data: {id}}
import { Type, type Static } from 'typebox';
import { listQuery } from '../lists.js';
import { LocalizedName } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

export const Section = Type.Object({
  id: Uuid,
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  periodId: Uuid,
  periodName: Type.String(),
  sectionNumber: Type.String(),
  capacity: Type.Integer(),
  enrollmentCount: Type.Integer(),
  isVirtual: Type.Boolean(),
  joinUrl: Nullable(Type.String()),
  lecturerId: Nullable(Uuid),
  /** The lecturer's name, or null (TBA). */
  lecturerName: Nullable(Type.String()),
  departmentId: Uuid,
  groupIds: Type.Array(Uuid),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Section = Static<typeof Section>;
export const SectionCreateBody = Type.Object(
  {
    courseId: Uuid,
    periodId: Uuid,
    sectionNumber: Type.String({ minLength: 1, maxLength: 10 }),
    capacity: Type.Integer({ minimum: 1, maximum: 500 }),
    isVirtual: Type.Optional(Type.Boolean()),
    joinUrl: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    lecturerId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
);
export type SectionCreateBody = Static<typeof SectionCreateBody>;
export const SectionUpdateBody = Type.Partial(Type.Omit(SectionCreateBody, ['courseId', 'periodId']), { additionalProperties: false });
export type SectionUpdateBody = Static<typeof SectionUpdateBody>;
export const SECTION_SORTS = ['sectionNumber', 'courseCode', 'capacity', 'createdAt'] as const;
export type SectionSort = (typeof SECTION_SORTS)[number];
export const SectionListQuery = listQuery(SECTION_SORTS, {
    courseId: Type.Optional(Uuid),
    periodId: Type.Optional(Uuid),
    lecturerId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    groupId: Type.Optional(Uuid),
  });
export type SectionListQuery = Static<typeof SectionListQuery>;

export const Enrollment = Type.Object({
  id: Uuid,
  sectionId: Uuid,
  studentId: Uuid,
  studentNumber: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  groupId: Nullable(Uuid),
  groupName: Nullable(Type.String()),
  enrolledAt: DateTime,
});
export type Enrollment = Static<typeof Enrollment>;
/** Enrol a whole group (its active students, and the group is linked to the section) or single students. */
export const EnrollBody = Type.Object(
  {
    groupId: Type.Optional(Uuid),
    studentIds: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type EnrollBody = Static<typeof EnrollBody>;
export const EnrollResult = Type.Object({ enrolled: Type.Integer(), alreadyEnrolled: Type.Integer(), enrollmentCount: Type.Integer(), capacity: Type.Integer() });
export type EnrollResult = Static<typeof EnrollResult>;
