// CSV export of students, lecturers, subjects and groups (SPEC §3 "The CSV export helper supports selected fields,
// header inclusion, and date formats ISO, US and EU"):
//   GET /api/organizational/exports/:entity?fields=a,b&header=false&dateFormat=eu → text/csv, an attachment
// streamed page by page, scoped like the lists (admin: everything; the dean's office: its faculties). Field names are
// the import schemas' where the record has them (an export imports again), plus a few the import does not take.
// Departments, programs and groups are written by code (name for a group), the advisor by email.
import { Type, type Static } from 'typebox';

/** The same names as the imports' entities. */
export const EXPORT_ENTITIES = ['students', 'lecturers', 'subjects', 'groups'] as const;

export const EXPORT_FIELDS = {
  students: [
    'studentId',
    'firstName',
    'lastName',
    'email',
    'phone',
    'dateOfBirth',
    'gender',
    'nationality',
    'admissionYear',
    'department',
    'program',
    'academicLevel',
    'enrollmentStatus',
    'gpa',
    'emergencyContact',
    'address',
    'notes',
    'yearOfStudy',
    'group',
    'enrollmentDate',
    'createdAt',
  ],
  lecturers: ['employeeId', 'firstName', 'lastName', 'email', 'phone', 'department', 'position', 'employmentType', 'maxLoad', 'office', 'status', 'title', 'createdAt'],
  subjects: ['code', 'name', 'credits', 'department', 'semester', 'level', 'type', 'prerequisites', 'description', 'weeklyHours', 'labHours', 'examHours', 'status', 'createdAt'],
  groups: ['name', 'code', 'department', 'program', 'level', 'academicYear', 'maxCapacity', 'currentEnrollment', 'status', 'advisor', 'classroom', 'notes', 'type', 'createdAt'],
} as const satisfies Record<ExportEntity, readonly string[]>;

export type ExportEntity = (typeof EXPORT_ENTITIES)[number];
export type ExportField<E extends ExportEntity> = (typeof EXPORT_FIELDS)[E][number];

/** The fields holding a date or a time, which dateFormat writes as ISO (2026-09-01), US (09/01/2026) or EU (01.09.2026). */
export const EXPORT_DATE_FIELDS = ['dateOfBirth', 'enrollmentDate', 'createdAt'] as const;

export const EXPORT_DATE_FORMATS = ['iso', 'us', 'eu'] as const;

export const ExportParams = Type.Object({ entity: Type.Enum(EXPORT_ENTITIES) });
export type ExportParams = Static<typeof ExportParams>;

export const ExportQuery = Type.Object(
  {
    /** Comma-separated field names, in the order wanted; every field of the entity when absent. */
    fields: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    /** Write the header row (default true). */
    header: Type.Optional(Type.Boolean({ default: true })),
    dateFormat: Type.Optional(Type.Enum(EXPORT_DATE_FORMATS, { default: 'iso' })),
  },
  { additionalProperties: false },
);
export type ExportQuery = Static<typeof ExportQuery>;
