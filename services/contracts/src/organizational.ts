// Request and response schemas of the organizational service: faculties, departments, programs, academic years
// and periods, courses (subjects), sections, groups, students, lecturers (instructors), enrollments, rooms, weekly
// classes, lecturer allocation, dashboards and analytics. The schema is the validation, the TypeScript type and the
// API documentation at once.
//
// Routes. Scope: admin → everything; deans_office → the faculties whose dean_user_id is the caller; chair → the
// departments whose chair_user_id is the caller (and their faculty read-only); lecturer → read what they teach;
// student → 403 on every staff route. "staff-read" = admin, deans_office, chair, lecturer, quality_assurance.
// One group, lecturer, section or weekly class follows the scope of its list; one department or program is read
// within the faculties the caller reads (a lecturer: their own department); out of scope → 403 OUT_OF_SCOPE,
// nonexistent → 404. The faculty, department and program lists are open to all staff (pickers need the names).
// Every list takes ListQuery (page ≥ 1, pageSize 1–100 default 20, search, sort = a whitelisted column, order
// asc|desc) plus the filters named; answers {data, total, page, pageSize} unless said otherwise.
//
// /api/organizational (responses under `data`)
//   GET    /my-department                         any signed-in → {data: Department | null} (chair's department; a lecturer's own)
//   GET    /my-faculty                            any signed-in → {data: Faculty | null} (dean's faculty; else the faculty of my-department)
//   GET    /dashboard/department/:id              admin, chair (own), deans_office (own faculty) → {data: DepartmentDashboard}
//   GET    /dashboard/faculty/:id                 admin, deans_office (own), chair (own faculty) → {data: FacultyDashboard}
//   GET    /faculties                             staff-read → {data: Faculty[], total, page, pageSize}
//   GET    /faculties/:id                         staff-read → {data: Faculty}
//   POST   /faculties                             admin → 201 {data: Faculty, dean?: AccountLink}   body FacultyCreateBody
//   POST   /faculties/with-dean                   admin → 201 {data: Faculty, dean: AccountLink}    body FacultyWithDeanBody (409 on a taken code before any account is touched)
//   PUT    /faculties/:id                         admin, deans_office (own) → {data: Faculty, dean?: AccountLink}  body FacultyUpdateBody
//          (a new deanUserId must be an active account, else 400; it is given the deans_office role like with-dean)
//   DELETE /faculties/:id                         admin → {data: {id}} (409 while it has departments)
//   GET    /departments                           staff-read; ?facultyId → {data: Department[], ...}
//   GET    /departments/:id                       admin, QA, deans_office and chair (faculties they read), lecturer (own department) → {data: Department}
//   POST   /departments                           admin, deans_office (own faculty) → 201 {data, chair?: AccountLink} body DepartmentCreateBody
//   POST   /departments/with-chair                admin, deans_office (own faculty) → 201 {data, chair: AccountLink} body DepartmentWithChairBody
//   PUT    /departments/:id                       admin, deans_office (own faculty), chair (own) → {data, chair?: AccountLink}  body DepartmentUpdateBody
//          (a new chairUserId must be an active account, else 400; it is given the chair role like with-chair)
//   DELETE /departments/:id                       admin, deans_office (own faculty) → {data: {id}} (409 while it has programs/courses/lecturers)
//   GET    /lecturers                             staff-read; ?departmentId&facultyId&position&employmentType&isActive → {data: Lecturer[], ...}
//   GET    /lecturers/department/:id              admin, chair (own), deans_office (own faculty) → {data: Lecturer[], ...}
//   GET    /lecturers/:id                         staff-read in scope (lecturers all) → {data: Lecturer}
//   POST   /lecturers                             admin, deans_office, chair (into their scope) → 201 {data: Lecturer, account: AccountLink} body LecturerCreateBody
//   PUT    /lecturers/:id                         admin, deans_office, chair (scope) → {data: Lecturer}   body LecturerUpdateBody
//   PUT    /departments/:departmentId/lecturers/:lecturerId   admin, deans_office (both in scope) → {data: Lecturer} (moves the lecturer)
//   GET    /students/faculty/:id                  admin, deans_office (own) → {data: Student[], ...} + StudentListFilters
//   POST   /students                              admin, deans_office → 201 {data: Student, account: AccountLink} body StudentCreateBody
//   GET    /programs                              staff-read; ?departmentId&facultyId&level → {data: Program[], ...}
//   GET    /programs/:id | POST /programs | PUT /programs/:id | DELETE /programs/:id   write: admin, deans_office (own faculty)
//   GET    /academic-years                        any signed-in → {data: AcademicYear[] (with periods)}
//   POST   /academic-years | POST /periods | PUT /periods/:id (isActive: true makes it the one active period)  admin
//   GET    /groups                                staff-read; ?departmentId&programId&status&year → {data: Group[], ...}
//   GET    /groups/:id | POST /groups | PUT /groups/:id | DELETE /groups/:id   write: admin, deans_office (scope)
//   PATCH  /groups/:id/status                     admin, deans_office → {data: Group}  body GroupStatusBody (409 GROUP_TRANSITION names both states)
//   POST   /groups/:id/archive                    admin, deans_office → {data: Group}
//   GET    /groups/:id/students                   staff-read, limited to students the caller may see → {data: Student[], ...}
//   GET    /sections                              staff-read in scope (lecturers all); ?courseId&periodId&lecturerId&departmentId&facultyId&groupId → {data: Section[], ...}
//   GET    /sections/:id | POST /sections | PUT /sections/:id | DELETE /sections/:id   write: admin, deans_office, chair (scope)
//          (setting lecturerId: 409 SCHEDULE_CONFLICT / MAX_LOAD_EXCEEDED; the section's allocation goes with the lecturer)
//   GET    /sections/:id/enrollments              admin, QA, the section's lecturer, its department/faculty managers → {data: Enrollment[], ...}
//   POST   /sections/:id/enrollments              admin, deans_office, chair → 201 {data: EnrollResult} body EnrollBody (409 SECTION_FULL; SCHEDULE_CONFLICT when the group is busy then)
//   DELETE /sections/:id/enrollments/:studentId   admin, deans_office, chair → {data: {id}}
//   GET    /rooms | POST /rooms | PUT /rooms/:id | DELETE /rooms/:id   read staff-read; write admin, deans_office, chair
//   GET    /weekly-classes                        staff-read; ?sectionId&roomId&lecturerId&groupId&departmentId&weekday → {data: WeeklyClass[], ...} (pageSize ≤ 100)
//   POST   /weekly-classes | PUT /weekly-classes/:id | DELETE /weekly-classes/:id   admin, deans_office, chair (scope) (409 SCHEDULE_CONFLICT)
//   GET    /analytics/enrollment-by-program       admin, deans_office, chair, quality_assurance; ?facultyId&departmentId → {data: ProgramEnrollment[]}
//   GET    /analytics/load-by-lecturer            same; ?facultyId&departmentId → {data: LecturerLoad[]}
//   GET    /analytics/group-sizes                 same; ?facultyId&departmentId → {data: GroupSize[]}
// /api/deans-office
//   POST   /students                              admin, deans_office → 201 {success, data: Student, temporaryPassword?} body DeansOfficeStudentBody
// /api/courses (subjects)
//   GET    /api/courses                           any signed-in (students see active courses) + CourseListFilters → {courses: Course[], total, page, pageSize}
//   GET    /api/courses/:id                       any signed-in → {course: Course}
//   POST   /api/courses | PUT /api/courses/:id | DELETE /api/courses/:id   admin, deans_office, chair (own department) → {course}
// /api/students
//   GET    /api/students                          admin, deans_office (own faculty), chair (own department), lecturer (own sections), QA + StudentListFilters → {students: Student[], total, page, pageSize}
//   GET    /api/students/:id | PUT /api/students/:id   read same; write admin, deans_office → {student}
// /api/admin/instructors
//   GET    /api/admin/instructors                 admin, deans_office, chair, QA + LecturerListFilters → {instructors: Instructor[], total, page, pageSize}
// /api/allocation
//   GET    /api/allocation/lecturer/subjects      lecturer (own) → {success: true, data: AllocatedSubject[]}
//   GET    /api/allocation/allocations            admin, deans_office, chair; ?lecturerId&courseId&sectionId&departmentId&facultyId&periodId&search (lecturer name, course code or title) → {data: Allocation[], ...}
//   POST   /api/allocation/allocations            admin, deans_office, chair → 201 {data: Allocation} body AllocationCreateBody (409 MAX_LOAD_EXCEEDED; SCHEDULE_CONFLICT with a sectionId)
//   PUT    /api/allocation/allocations/:id        same → {data: Allocation} body AllocationUpdateBody
//   DELETE /api/allocation/allocations/:id        same → {data: {id}}
//   GET    /api/allocation/loads                  admin, deans_office, chair; ?departmentId&facultyId&periodId → {data: LecturerLoad[]}
// /api/dashboard, /api/schedule
//   GET    /api/dashboard/stats, GET /api/dashboard   any signed-in → DashboardStats {totalCourses, totalStudents}
//   GET    /api/dashboard/total-students          staff-read → {total}
//   GET    /api/dashboard/upcoming-classes        any signed-in; ?limit (default 10) → UpcomingClassesResponse
//   GET    /api/schedule                          any signed-in; ?from&to (YYYY-MM-DD) → {data: ScheduleSession[]} (own classes)
import { Type, type Static, type TProperties, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
/** YYYY-MM-DD */
const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
/** HH:mm, 24-hour */
export const ClockTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' });

// ---------------------------------------------------------------- enumerations and bounds (SPEC §4, §5)

export const ACADEMIC_LEVELS = ['undergraduate', 'graduate', 'postgraduate'] as const;
export type AcademicLevel = (typeof ACADEMIC_LEVELS)[number];
export const ENROLLMENT_STATUSES = ['active', 'inactive', 'graduated', 'dropped'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
export const POSITIONS = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Instructor'] as const;
export type Position = (typeof POSITIONS)[number];
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const LECTURER_STATUSES = ['active', 'inactive', 'sabbatical'] as const;
export type LecturerStatus = (typeof LECTURER_STATUSES)[number];
export const SUBJECT_TYPES = ['core', 'elective', 'lab'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const SUBJECT_STATUSES = ['active', 'inactive'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];
export const GROUP_STATUSES = ['forming', 'active', 'on_hold', 'completed', 'cancelled', 'archived', 'inactive', 'graduated'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
export const GROUP_TYPES = ['regular', 'evening', 'distance', 'international'] as const;
/** SPEC enumeration; no record stores a gender yet. */
export const GENDERS = ['male', 'female', 'other'] as const;
/** What a lecturer does in an allocated course: leads it, teaches it, or assists. */
export const ALLOCATION_ROLES = ['leader', 'lecturer', 'assistant'] as const;

/**
 * Which group status may follow which. Archiving is allowed from every status but archived itself; a graduated,
 * cancelled or archived group is otherwise final.
 */
export const GROUP_TRANSITIONS: Record<GroupStatus, readonly GroupStatus[]> = {
  forming: ['active', 'cancelled', 'archived'],
  active: ['on_hold', 'completed', 'inactive', 'archived'],
  on_hold: ['active', 'cancelled', 'archived'],
  inactive: ['active', 'archived'],
  completed: ['graduated', 'archived'],
  graduated: ['archived'],
  cancelled: ['archived'],
  archived: [],
};

export function canTransitionGroup(from: GroupStatus, to: GroupStatus): boolean {
  return GROUP_TRANSITIONS[from].includes(to);
}

export const BOUNDS = {
  credits: { min: 1, max: 10 },
  level: { min: 1, max: 4 },
  weeklyHours: { min: 1, max: 10 },
  maxLoad: { min: 1, max: 40 },
  capacity: { min: 1, max: 100 },
  yearOfStudy: { min: 1, max: 10 },
  admissionYear: { min: 2020, max: 2030 },
  durationYears: { min: 1, max: 8 },
  weekday: { min: 1, max: 7 },
  pageSize: { max: 100, default: 20 },
} as const;



export const AcademicLevelSchema = Type.Enum(ACADEMIC_LEVELS);
export const EnrollmentStatusSchema = Type.Enum(ENROLLMENT_STATUSES);
export const PositionSchema = Type.Enum(POSITIONS);
export const EmploymentTypeSchema = Type.Enum(EMPLOYMENT_TYPES);
export const LecturerStatusSchema = Type.Enum(LECTURER_STATUSES);
export const SubjectTypeSchema = Type.Enum(SUBJECT_TYPES);
export const SubjectStatusSchema = Type.Enum(SUBJECT_STATUSES);
export const GroupStatusSchema = Type.Enum(GROUP_STATUSES);
export const GroupTypeSchema = Type.Enum(GROUP_TYPES);
export const AllocationRoleSchema = Type.Enum(ALLOCATION_ROLES);

/** A name in the three interface languages; hy is required (default and fallback). */
export const LocalizedName = Type.Object({
  hy: Type.String({ minLength: 1, maxLength: 200 }),
  en: Type.String({ maxLength: 200 }),
  ru: Type.String({ maxLength: 200 }),
});
export type LocalizedName = Static<typeof LocalizedName>;

/** The name in a language, falling back to Armenian. */
export function localizedName(name: LocalizedName, language: string): string {
  const value = (name as Record<string, string>)[language];
  return value && value.trim() ? value : name.hy;
}

// ---------------------------------------------------------------- list queries and envelopes

const ListQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: BOUNDS.pageSize.max, default: BOUNDS.pageSize.default })),
  /** Case-insensitive; names, codes and emails match by prefix of a word or of the whole value. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  /** One of the list's sortable columns (named per list); unknown names answer 400. */
  sort: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};
/** A list's query: paging, search and sort, then its own filters. Any other key answers 400 naming it. */
function listQuery<P extends TProperties>(filters: P) {
  return Type.Object({ ...ListQueryProperties, ...filters }, { additionalProperties: false });
}
export const ListQuery = listQuery({});
export type ListQuery = Static<typeof ListQuery>;

const PageMeta = { total: Type.Integer({ minimum: 0 }), page: Type.Integer({ minimum: 1 }), pageSize: Type.Integer({ minimum: 1 }) };

export const DataList = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), ...PageMeta });
export const DataOne = <T extends TSchema>(item: T) => Type.Object({ data: item });
export const DeletedResponse = Type.Object({ data: Type.Object({ id: Type.String() }) });
export type DeletedResponse = Static<typeof DeletedResponse>;
export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** A person's account in auth, created or linked when the record was made. */
export const AccountLink = Type.Object({
  userId: Uuid,
  email: Type.String(),
  created: Type.Boolean(),
  /** Only when the account was created now and the caller did not choose the password. */
  temporaryPassword: Type.Optional(Type.String()),
});
export type AccountLink = Static<typeof AccountLink>;

// ---------------------------------------------------------------- faculties and departments

export const Faculty = Type.Object({
  id: Uuid,
  code: Type.String(),
  name: LocalizedName,
  description: Nullable(Type.String()),
  deanUserId: Nullable(Uuid),
  deanName: Nullable(Type.String()),
  deanEmail: Nullable(Type.String()),
  departmentCount: Type.Integer(),
  studentCount: Type.Integer(),
  lecturerCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Faculty = Static<typeof Faculty>;

export const FacultyCreateBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    name: LocalizedName,
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    deanUserId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
);
export type FacultyCreateBody = Static<typeof FacultyCreateBody>;
export const FacultyUpdateBody = Type.Partial(FacultyCreateBody, { additionalProperties: false });
export type FacultyUpdateBody = Static<typeof FacultyUpdateBody>;

/** The person who gets (or already has) an account; the role is added to an existing account. */
export const PersonAccountBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    /** Optional chosen password (≥ 8); else a temporary one is generated and returned once. */
    password: Type.Optional(Type.String({ minLength: 8, maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type PersonAccountBody = Static<typeof PersonAccountBody>;

export const FacultyWithDeanBody = Type.Object(
  { faculty: Type.Omit(FacultyCreateBody, ['deanUserId']), dean: PersonAccountBody },
  { additionalProperties: false },
);
export type FacultyWithDeanBody = Static<typeof FacultyWithDeanBody>;

export const Department = Type.Object({
  id: Uuid,
  code: Type.String(),
  name: LocalizedName,
  description: Nullable(Type.String()),
  facultyId: Uuid,
  facultyName: LocalizedName,
  chairUserId: Nullable(Uuid),
  chairName: Nullable(Type.String()),
  chairEmail: Nullable(Type.String()),
  lecturerCount: Type.Integer(),
  courseCount: Type.Integer(),
  programCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Department = Static<typeof Department>;

export const DepartmentCreateBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    name: LocalizedName,
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    facultyId: Uuid,
    chairUserId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false },
);
export type DepartmentCreateBody = Static<typeof DepartmentCreateBody>;
export const DepartmentUpdateBody = Type.Partial(DepartmentCreateBody, { additionalProperties: false });
export type DepartmentUpdateBody = Static<typeof DepartmentUpdateBody>;
export const DepartmentWithChairBody = Type.Object(
  { department: Type.Omit(DepartmentCreateBody, ['chairUserId']), chair: PersonAccountBody },
  { additionalProperties: false },
);
export type DepartmentWithChairBody = Static<typeof DepartmentWithChairBody>;
export const DepartmentListQuery = listQuery({ facultyId: Type.Optional(Uuid) });
export type DepartmentListQuery = Static<typeof DepartmentListQuery>;
// Sortable: code, name, createdAt.

// ---------------------------------------------------------------- programs, academic years, periods

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
export const ProgramListQuery = listQuery({ departmentId: Type.Optional(Uuid), facultyId: Type.Optional(Uuid), level: Type.Optional(AcademicLevelSchema) });
export type ProgramListQuery = Static<typeof ProgramListQuery>;
// Sortable: code, name, level, createdAt.

export const AcademicPeriod = Type.Object({
  id: Uuid,
  academicYearId: Uuid,
  name: Type.String(),
  /** 1 or 2 */
  semester: Type.Integer({ minimum: 1, maximum: 2 }),
  startsOn: DateOnly,
  endsOn: DateOnly,
  isActive: Type.Boolean(),
});
export type AcademicPeriod = Static<typeof AcademicPeriod>;
export const AcademicYear = Type.Object({
  id: Uuid,
  /** YYYY-YYYY */
  name: Type.String(),
  startsOn: DateOnly,
  endsOn: DateOnly,
  isActive: Type.Boolean(),
  periods: Type.Array(AcademicPeriod),
});
export type AcademicYear = Static<typeof AcademicYear>;
export const AcademicYearCreateBody = Type.Object(
  { name: Type.String({ pattern: '^\\d{4}-\\d{4}$' }), startsOn: DateOnly, endsOn: DateOnly, isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AcademicYearCreateBody = Static<typeof AcademicYearCreateBody>;
export const PeriodCreateBody = Type.Object(
  {
    academicYearId: Uuid,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    semester: Type.Integer({ minimum: 1, maximum: 2 }),
    startsOn: DateOnly,
    endsOn: DateOnly,
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PeriodCreateBody = Static<typeof PeriodCreateBody>;
export const PeriodUpdateBody = Type.Partial(Type.Omit(PeriodCreateBody, ['academicYearId']), { additionalProperties: false });
export type PeriodUpdateBody = Static<typeof PeriodUpdateBody>;

// ---------------------------------------------------------------- lecturers (instructors)

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
export const LecturerListQuery = listQuery({
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    position: Type.Optional(PositionSchema),
    employmentType: Type.Optional(EmploymentTypeSchema),
    status: Type.Optional(LecturerStatusSchema),
    isActive: Type.Optional(Type.Boolean()),
  });
export type LecturerListQuery = Static<typeof LecturerListQuery>;
// Sortable: lastName, firstName, employeeId, position, maxLoad, createdAt.
export const InstructorListResponse = Type.Object({ instructors: Type.Array(Instructor), ...PageMeta });
export type InstructorListResponse = Static<typeof InstructorListResponse>;

// ---------------------------------------------------------------- students

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

/** SPEC §7 Dean's office: POST /api/deans-office/students. */
export const DeansOfficeStudentBody = Type.Object(
  {
    ...PersonAccountBody.properties,
    yearOfStudy: Type.Integer({ minimum: BOUNDS.yearOfStudy.min, maximum: BOUNDS.yearOfStudy.max }),
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
});
export type DeansOfficeStudentResponse = Static<typeof DeansOfficeStudentResponse>;

export const StudentListQuery = listQuery({
    programId: Type.Optional(Uuid),
    groupId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    yearOfStudy: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    status: Type.Optional(EnrollmentStatusSchema),
  });
export type StudentListQuery = Static<typeof StudentListQuery>;
// Sortable: lastName, firstName, studentId, email, yearOfStudy, enrollmentDate, createdAt.
export const StudentListResponse = Type.Object({ students: Type.Array(Student), ...PageMeta });
export type StudentListResponse = Static<typeof StudentListResponse>;

// ---------------------------------------------------------------- courses (subjects)

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
export const CourseListQuery = listQuery({
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    semester: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
    type: Type.Optional(SubjectTypeSchema),
    status: Type.Optional(SubjectStatusSchema),
    leaderId: Type.Optional(Uuid),
  });
export type CourseListQuery = Static<typeof CourseListQuery>;
// Sortable: code, name (Armenian), credits, level, semester, createdAt.
export const CourseListResponse = Type.Object({ courses: Type.Array(Course), ...PageMeta });
export type CourseListResponse = Static<typeof CourseListResponse>;
export const CourseResponse = Type.Object({ course: Course });
export type CourseResponse = Static<typeof CourseResponse>;

// ---------------------------------------------------------------- groups

export const Group = Type.Object({
  id: Uuid,
  name: Type.String(),
  code: Type.String(),
  type: GroupTypeSchema,
  /** Year of study, 1–10. */
  year: Type.Integer(),
  academicYear: Nullable(Type.String()),
  departmentId: Uuid,
  departmentName: LocalizedName,
  programId: Nullable(Uuid),
  programName: Nullable(LocalizedName),
  advisorId: Nullable(Uuid),
  /** The advisor's name, or null when unassigned. */
  advisorName: Nullable(Type.String()),
  classroom: Nullable(Type.String()),
  maxCapacity: Type.Integer(),
  studentCount: Type.Integer(),
  status: GroupStatusSchema,
  notes: Nullable(Type.String()),
  /** The statuses this group may move to now. */
  allowedTransitions: Type.Array(GroupStatusSchema),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Group = Static<typeof Group>;
export const GroupCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    code: Type.String({ minLength: 1, maxLength: 30 }),
    type: Type.Optional(GroupTypeSchema),
    year: Type.Integer({ minimum: 1, maximum: 10 }),
    academicYear: Type.Optional(Nullable(Type.String({ pattern: '^\\d{4}-\\d{4}$' }))),
    departmentId: Uuid,
    programId: Type.Optional(Nullable(Uuid)),
    advisorId: Type.Optional(Nullable(Uuid)),
    classroom: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    maxCapacity: Type.Integer({ minimum: BOUNDS.capacity.min, maximum: BOUNDS.capacity.max }),
    status: Type.Optional(Type.Union([Type.Literal('forming'), Type.Literal('active')])),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type GroupCreateBody = Static<typeof GroupCreateBody>;
/** Status changes go through PATCH /groups/:id/status. */
export const GroupUpdateBody = Type.Partial(Type.Omit(GroupCreateBody, ['status']), { additionalProperties: false });
export type GroupUpdateBody = Static<typeof GroupUpdateBody>;
export const GroupStatusBody = Type.Object({ status: GroupStatusSchema }, { additionalProperties: false });
export type GroupStatusBody = Static<typeof GroupStatusBody>;
export const GroupListQuery = listQuery({
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    programId: Type.Optional(Uuid),
    status: Type.Optional(GroupStatusSchema),
    year: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  });
export type GroupListQuery = Static<typeof GroupListQuery>;
// Sortable: name, code, year, status, studentCount, createdAt.

// ---------------------------------------------------------------- sections and enrollments

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
export const SectionListQuery = listQuery({
    courseId: Type.Optional(Uuid),
    periodId: Type.Optional(Uuid),
    lecturerId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    groupId: Type.Optional(Uuid),
  });
export type SectionListQuery = Static<typeof SectionListQuery>;
// Sortable: sectionNumber, courseCode, capacity, createdAt.

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

// ---------------------------------------------------------------- rooms and weekly classes

export const Room = Type.Object({
  id: Uuid,
  code: Type.String(),
  building: Type.String(),
  capacity: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Room = Static<typeof Room>;
export const RoomCreateBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }), building: Type.String({ minLength: 1, maxLength: 100 }), capacity: Type.Integer({ minimum: 1, maximum: 1000 }) },
  { additionalProperties: false },
);
export type RoomCreateBody = Static<typeof RoomCreateBody>;
export const RoomUpdateBody = Type.Partial(RoomCreateBody, { additionalProperties: false });
export type RoomUpdateBody = Static<typeof RoomUpdateBody>;

export const WeeklyClass = Type.Object({
  id: Uuid,
  sectionId: Uuid,
  sectionNumber: Type.String(),
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  /** 1 = Monday … 7 = Sunday */
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  startTime: ClockTime,
  endTime: ClockTime,
  roomId: Nullable(Uuid),
  roomCode: Nullable(Type.String()),
  isVirtual: Type.Boolean(),
  lecturerId: Nullable(Uuid),
  lecturerName: Nullable(Type.String()),
  groupIds: Type.Array(Uuid),
  groupNames: Type.Array(Type.String()),
  departmentId: Uuid,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type WeeklyClass = Static<typeof WeeklyClass>;
export const WeeklyClassCreateBody = Type.Object(
  {
    sectionId: Uuid,
    weekday: Type.Integer({ minimum: 1, maximum: 7 }),
    startTime: ClockTime,
    endTime: ClockTime,
    roomId: Type.Optional(Nullable(Uuid)),
    isVirtual: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WeeklyClassCreateBody = Static<typeof WeeklyClassCreateBody>;
export const WeeklyClassUpdateBody = Type.Partial(Type.Omit(WeeklyClassCreateBody, ['sectionId']), { additionalProperties: false });
export type WeeklyClassUpdateBody = Static<typeof WeeklyClassUpdateBody>;
export const WeeklyClassListQuery = listQuery({
    sectionId: Type.Optional(Uuid),
    roomId: Type.Optional(Uuid),
    lecturerId: Type.Optional(Uuid),
    groupId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    periodId: Type.Optional(Uuid),
    weekday: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  });
export type WeeklyClassListQuery = Static<typeof WeeklyClassListQuery>;
// Sortable: weekday (then start time), startTime, courseCode, roomCode.
/** 409 SCHEDULE_CONFLICT details: what the new class collides with. */
export const ScheduleConflict = Type.Object({
  kind: Type.Union([Type.Literal('room'), Type.Literal('lecturer'), Type.Literal('group')]),
  classId: Uuid,
  courseCode: Type.String(),
  sectionNumber: Type.String(),
  weekday: Type.Integer(),
  startTime: ClockTime,
  endTime: ClockTime,
  /** The room code, lecturer name or group name. */
  resource: Type.String(),
});
export type ScheduleConflict = Static<typeof ScheduleConflict>;

// ---------------------------------------------------------------- allocation

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
export const AllocationListQuery = listQuery({
    lecturerId: Type.Optional(Uuid),
    courseId: Type.Optional(Uuid),
    sectionId: Type.Optional(Uuid),
    departmentId: Type.Optional(Uuid),
    facultyId: Type.Optional(Uuid),
    periodId: Type.Optional(Uuid),
  });
export type AllocationListQuery = Static<typeof AllocationListQuery>;
// Sortable: lecturerName, courseCode, hours, createdAt.

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

// ---------------------------------------------------------------- dashboards and analytics

export const DepartmentDashboard = Type.Object({
  department: Department,
  lecturerCount: Type.Integer(),
  activeLecturerCount: Type.Integer(),
  courseCount: Type.Integer(),
  sectionCount: Type.Integer(),
  groupCount: Type.Integer(),
  studentCount: Type.Integer(),
  weeklyClassCount: Type.Integer(),
  /** Allocated hours / sum of max loads, in percent. */
  loadPercent: Type.Integer(),
  unallocatedSectionCount: Type.Integer(),
});
export type DepartmentDashboard = Static<typeof DepartmentDashboard>;
export const FacultyDashboard = Type.Object({
  faculty: Faculty,
  departmentCount: Type.Integer(),
  programCount: Type.Integer(),
  groupCount: Type.Integer(),
  studentCount: Type.Integer(),
  activeStudentCount: Type.Integer(),
  lecturerCount: Type.Integer(),
  courseCount: Type.Integer(),
  studentsByYear: Type.Array(Type.Object({ yearOfStudy: Type.Integer(), count: Type.Integer() })),
  studentsByStatus: Type.Array(Type.Object({ status: EnrollmentStatusSchema, count: Type.Integer() })),
});
export type FacultyDashboard = Static<typeof FacultyDashboard>;

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

/** SPEC §3 Dashboard stats. For a student: their courses; a lecturer: their courses and students; staff: scope. */
export const DashboardStats = Type.Object({ totalCourses: Type.Integer(), totalStudents: Type.Integer() });
export type DashboardStats = Static<typeof DashboardStats>;
export const TotalStudentsResponse = Type.Object({ total: Type.Integer() });
export type TotalStudentsResponse = Static<typeof TotalStudentsResponse>;

/** SPEC §3 Upcoming class. */
export const UpcomingClass = Type.Object({
  id: Type.String({ description: 'weekly class id + date' }),
  weeklyClassId: Uuid,
  sectionId: Uuid,
  courseName: Type.String(),
  courseNames: LocalizedName,
  courseCode: Type.String(),
  sectionNumber: Type.String(),
  isVirtual: Type.Boolean(),
  /** The next start as an ISO date-time (server time zone). */
  nextClassDate: DateTime,
  endTime: ClockTime,
  roomCode: Nullable(Type.String()),
  enrollmentCount: Type.Integer(),
  maxEnrollment: Type.Integer(),
  instructorName: Nullable(Type.String()),
  joinUrl: Nullable(Type.String()),
  /** The join window opens 15 minutes before the start and closes at the end. */
  joinWindowOpen: Type.Boolean(),
  canJoinAt: DateTime,
});
export type UpcomingClass = Static<typeof UpcomingClass>;
export const UpcomingClassesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  /** The reader's interface language, for the course names (default Armenian). */
  lang: Type.Optional(Type.Union([Type.Literal('hy'), Type.Literal('en'), Type.Literal('ru')])),
});
export type UpcomingClassesQuery = Static<typeof UpcomingClassesQuery>;
export const UpcomingClassesResponse = Type.Object({ classes: Type.Array(UpcomingClass), total: Type.Integer(), lastUpdated: DateTime });
export type UpcomingClassesResponse = Static<typeof UpcomingClassesResponse>;

/** SPEC §3 Schedule session: one occurrence of a weekly class on a date. */
export const ScheduleSession = Type.Object({
  id: Type.String(),
  weeklyClassId: Uuid,
  date: DateOnly,
  weekday: Type.Integer(),
  startTime: ClockTime,
  endTime: ClockTime,
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionId: Uuid,
  sectionNumber: Type.String(),
  instructorName: Nullable(Type.String()),
  roomCode: Nullable(Type.String()),
  capacity: Type.Integer(),
  enrollmentCount: Type.Integer(),
  isVirtual: Type.Boolean(),
  joinUrl: Nullable(Type.String()),
  groupNames: Type.Array(Type.String()),
  /** The caller teaches or attends it. */
  highlighted: Type.Boolean(),
});
export type ScheduleSession = Static<typeof ScheduleSession>;
export const ScheduleQuery = Type.Object({ from: Type.Optional(DateOnly), to: Type.Optional(DateOnly) });
export type ScheduleQuery = Static<typeof ScheduleQuery>;
export const ScheduleResponse = Type.Object({ data: Type.Array(ScheduleSession) });
export type ScheduleResponse = Static<typeof ScheduleResponse>;
