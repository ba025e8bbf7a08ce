// Students: enrolment statuses, their records, bodies (the dean's office form too) and list.
//
// /api/organizational (responses under `data`)
//   GET    /students/faculty/:id                  admin, deans_office (own) → {data: Student[], ...} + StudentListFilters
//   POST   /students                              admin, deans_office → 201 {data: Student, account: AccountLink} body StudentCreateBody
// /api/deans-office
//   POST   /students                              admin, deans_office → 201 {success, data: Student, temporaryPassword?} body DeansOfficeStudentBody
// /api/students
//   GET    /api/students                          admin, deans_office (own faculty), chair (own department), lecturer (own sections), QA + StudentListFilters → {students: Student[], total, page, pageSize}
//   GET    /api/students/:id | PUT /api/students/:id   read same; write admin, deans_office → {student}
import { Type, type Static } from 'typebox';
import { PageMetaProperties, listQuery } from '../lists.js';
import { AccountLink, BOUNDS, LocalizedName, PersonAccountBody } from './common.js';
import { DateOnly, DateTime, Nullable, Uuid } from './primitives.js';
import { PROVISIONING_OUTCOMES } from '../google-workspace.js';

export const ENROLLMENT_STATUSES = ['active', 'inactive', 'graduated', 'dropped'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
/** SPEC enumeration; no record stores a gender yet. */
export const GENDERS = ['male', 'female', 'other'] as const;
export const EnrollmentStatusSchema = Type.Enum(ENROLLMENT_STATUSES);

export const Student = Type.Object({
  id: Uuid,
  userId: Uuid,
  studentId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  enrollmentDate: DateOnly,
  yearOfStudy: Type.Integer(),
  status: EnrollmentStatusSchema,
  programId: Nullable(Uuid),
  programName: Nullable(LocalizedName),
  programCode: Nullable(Type.String()),
  groupId: Nullable(Uuid),
  groupName: Nullable(Type.String()),
  departmentId: Nullable(Uuid),
  facultyId: Nullable(Uuid),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Student = Static<typeof Student>;

export const StudentCreateBody = Type.Object(
  {
    studentId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'generated when absent' })),
    ...PersonAccountBody.properties,
    phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    yearOfStudy: Type.Optional(Type.Integer({ minimum: BOUNDS.yearOfStudy.min, maximum: BOUNDS.yearOfStudy.max })),
    programId: Type.Optional(Nullable(Uuid)),
    groupId: Type.Optional(Nullable(Uuid)),
    status: Type.Optional(EnrollmentStatusSchema),
    enrollmentDate: Type.Optional(DateOnly),
  },
  { additionalProperties: false },
);
export type StudentCreateBody = Static<typeof StudentCreateBody>;
export const StudentUpdateBody = Type.Partial(Type.Omit(StudentCreateBody, ['email', 'password']), { additionalProperties: false });
export type StudentUpdateBody = Static<typeof StudentUpdateBody>;

/** SPEC §8 and §5 Single student creation: what the form and the server say. */
export const STUDENT_FORM_MESSAGES = {
  required: 'First, last name & email required',
  failed: 'Failed to create student',
} as const;

/**
 * SPEC §7 Dean's office: POST /api/deans-office/students. Names, email and password are checked by the handler, so
 * an empty name answers 'First, last name & email required' and a short password the password rule, as the form says.
 */
export const DeansOfficeStudentBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
    /** A chosen temporary password (≥ 8); else one is generated and answered once. */
    password: Type.Optional(Type.String({ maxLength: 256 })),
    yearOfStudy: Type.Integer({ minimum: BOUNDS.yearOfStudy.min, maximum: BOUNDS.yearOfStudy.max }),
    /** The creator opts in to creating the person's Google Workspace account (written to the audit log as a warning). */
    allowProvision: Type.Optional(Type.Boolean()),
    programId: Type.Optional(Uuid),
    groupId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type DeansOfficeStudentBody = Static<typeof DeansOfficeStudentBody>;
export const DeansOfficeStudentResponse = Type.Object({
  success: Type.Boolean(),
  data: Student,
  account: AccountLink,
  /** The password the account was created with, when the server generated it. */
  temporaryPassword: Type.Optional(Type.String()),
  /** What became of allowProvision: queued as a job, not configured here, outside the Workspace domain, or not asked. */
  provisioning: Type.Enum(PROVISIONING_OUTCOMES),
});
export type DeansOfficeStudentResponse = Static<typeof DeansOfficeStudentResponse>;

export const STUDENT_SORTS = ['lastName', 'firstName', 'studentId', 'email', 'yearOfStudy', 'enrollmentDate', 'createdAt'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export const StudentListQuery = listQuery(STUDENT_SORTS, {
    programId: Type.Optional(Uuid),
    groupId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    yearOfStudy: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    status: Type.Optional(EnrollmentStatusSchema),
  });
export type StudentListQuery = Static<typeof StudentListQuery>;
export const StudentListResponse = Type.Object({ students: Type.Array(Student), ...PageMetaProperties });
export type StudentListResponse = Static<typeof StudentListResponse>;
