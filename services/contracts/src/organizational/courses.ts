// Courses (SPEC: subjects): types and statuses, their records, bodies and list.
// /api/courses (subjects)
//   GET    /api/courses                           any signed-in (students see active courses) + CourseListFilters → {courses: Course[], total, page, pageSize}
//                                                  mine=true: only the caller's courses (enrolled, taught or led, of their departments or faculties; all for admin and QA)
//   GET    /api/courses/:id                       any signed-in → {course: Course}
//   POST   /api/courses | PUT /api/courses/:id | DELETE /api/courses/:id   admin, deans_office, chair (own department) → {course}
import { Type, type Static } from 'typebox';
import { PageMetaProperties, listQuery } from '../lists.js';
import { BOUNDS, LocalizedName } from './common.js';
import { DateTime, Nullable, Uuid } from './primitives.js';

export const SUBJECT_TYPES = ['core', 'elective', 'lab'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const SUBJECT_STATUSES = ['active', 'inactive'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];
export const SubjectTypeSchema = Type.Enum(SUBJECT_TYPES);
export const SubjectStatusSchema = Type.Enum(SUBJECT_STATUSES);

export const Course = Type.Object({
  id: Uuid,
  code: Type.String(),
  name: LocalizedName,
  description: Nullable(Type.String()),
  credits: Type.Integer(),
  departmentId: Uuid,
  departmentName: LocalizedName,
  semester: Type.Integer({ minimum: 1, maximum: 2 }),
  level: Type.Integer({ minimum: 1, maximum: 4 }),
  type: SubjectTypeSchema,
  prerequisites: Type.Array(Uuid),
  weeklyHours: Type.Integer(),
  labHours: Type.Integer(),
  examHours: Type.Integer(),
  status: SubjectStatusSchema,
  leaderId: Nullable(Uuid),
  leaderName: Nullable(Type.String()),
  sectionCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Course = Static<typeof Course>;

export const CourseCreateBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    name: LocalizedName,
    description: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
    credits: Type.Integer({ minimum: BOUNDS.credits.min, maximum: BOUNDS.credits.max }),
    departmentId: Uuid,
    semester: Type.Integer({ minimum: 1, maximum: 2 }),
    level: Type.Integer({ minimum: BOUNDS.level.min, maximum: BOUNDS.level.max }),
    type: SubjectTypeSchema,
    prerequisites: Type.Optional(Type.Array(Uuid, { maxItems: 20 })),
    weeklyHours: Type.Integer({ minimum: BOUNDS.weeklyHours.min, maximum: BOUNDS.weeklyHours.max }),
    labHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 40 })),
    examHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 40 })),
    status: Type.Optional(SubjectStatusSchema),
    leaderId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
);
export type CourseCreateBody = Static<typeof CourseCreateBody>;
export const CourseUpdateBody = Type.Partial(CourseCreateBody, { additionalProperties: false });
export type CourseUpdateBody = Static<typeof CourseUpdateBody>;
/** `name` sorts by the Armenian name. */
export const COURSE_SORTS = ['code', 'name', 'credits', 'level', 'semester', 'createdAt'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const CourseListQuery = listQuery(COURSE_SORTS, {
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    semester: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
    type: Type.Optional(SubjectTypeSchema),
    status: Type.Optional(SubjectStatusSchema),
    leaderId: Type.Optional(Uuid),
    /** Only the caller's own courses: those they are enrolled in, teach or lead, and their departments' (see the service's scope). */
    mine: Type.Optional(Type.Boolean()),
  });
export type CourseListQuery = Static<typeof CourseListQuery>;
export const CourseListResponse = Type.Object({ courses: Type.Array(Course), ...PageMetaProperties });
export type CourseListResponse = Static<typeof CourseListResponse>;
export const CourseResponse = Type.Object({ course: Course });
export type CourseResponse = Static<typeof CourseResponse>;
