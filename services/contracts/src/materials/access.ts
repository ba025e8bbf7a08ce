// What the materials service asks organizational (service token only) to decide who sees what:
//   GET /internal/organizational/course-access/:userId        → CourseAccess (the person's sections and courses)
//   GET /internal/organizational/sections/:sectionId/reference → {data: SectionReference} (404 when none)
//   GET /internal/organizational/courses/:courseId/reference   → {data: CourseReference} (404 when none)
//   GET /internal/organizational/courses/:courseId/student-users?sectionId → {userIds} (whom to notify)
import { Type, type Static } from 'typebox';
import { LocalizedName } from '../organizational/common.js';

const Uuid = Type.String({ format: 'uuid' });

/** A section with its course and period, as material pages name it. */
export const SectionReference = Type.Object({
  sectionId: Uuid,
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionNumber: Type.String(),
  periodId: Uuid,
  periodName: Type.String(),
});
export type SectionReference = Static<typeof SectionReference>;

export const CourseReference = Type.Object({ id: Uuid, code: Type.String(), name: LocalizedName, leaderUserId: Type.Union([Uuid, Type.Null()]) });
export type CourseReference = Static<typeof CourseReference>;

/** A person's place in teaching: what they teach, are enrolled in, lead, and the courses of the units they manage. */
export const CourseAccess = Type.Object({
  /** Sections whose lecturer the person is. */
  teaching: Type.Array(SectionReference),
  /** Sections the person is enrolled in as a student. */
  enrolled: Type.Array(SectionReference),
  /** Courses whose leader the person is. */
  ledCourseIds: Type.Array(Uuid),
  /** Courses of the departments they chair and of the faculties whose dean's office they are. */
  scopeCourseIds: Type.Array(Uuid),
  /** The person's student record, when they are a student (attendance marks are kept per student record). */
  studentId: Type.Union([Uuid, Type.Null()]),
  /** The person's lecturer record, when they are a lecturer. */
  lecturerId: Type.Union([Uuid, Type.Null()]),
});
export type CourseAccess = Static<typeof CourseAccess>;

export const UserIdParams = Type.Object({ userId: Uuid });
export const SectionIdParams = Type.Object({ sectionId: Uuid });
export const CourseIdParams = Type.Object({ courseId: Uuid });
export const StudentUsersQuery = Type.Object({ sectionId: Type.Optional(Uuid) }, { additionalProperties: false });
export type StudentUsersQuery = Static<typeof StudentUsersQuery>;
export const StudentUsers = Type.Object({ userIds: Type.Array(Uuid) });
export type StudentUsers = Static<typeof StudentUsers>;

export const ORGANIZATIONAL_INTERNAL_PATHS = {
  courseAccess: '/internal/organizational/course-access',
  sectionReference: (sectionId: string) => `/internal/organizational/sections/${sectionId}/reference`,
  courseReference: (courseId: string) => `/internal/organizational/courses/${courseId}/reference`,
  studentUsers: (courseId: string, sectionId?: string) =>
    `/internal/organizational/courses/${courseId}/student-users${sectionId ? `?sectionId=${sectionId}` : ''}`,
} as const;
