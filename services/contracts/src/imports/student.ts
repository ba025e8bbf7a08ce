// The student CSV import (SPEC §3 "CSV import schemas"): its columns, header aliases, bounds and defaults, and the
// body a row becomes for the dean's office bulk import (SPEC §7 "Dean's office").
import { DEPARTMENT, EMAIL, FIRST_NAME, LAST_NAME, NOTES, PHONE_ALIASES, PROGRAM } from './common.js';
import { date, number, oneOf, text } from './fields.js';
import type { ImportRecord } from './schema.js';

export const GENDERS = ['male', 'female', 'other'] as const;
export const ACADEMIC_LEVELS = ['undergraduate', 'graduate', 'postgraduate'] as const;
export const ENROLLMENT_STATUSES = ['active', 'inactive', 'graduated', 'dropped'] as const;

export const STUDENT_IMPORT = {
  entity: 'student',
  fields: {
    studentId: text('Student ID', ['student number', 'student no', 'student code', 'matriculation number'], {
      unique: true,
    }),
    firstName: FIRST_NAME,
    lastName: LAST_NAME,
    email: EMAIL,
    phone: text('Phone', PHONE_ALIASES, { optional: true }),
    dateOfBirth: date('Date of birth', ['dob', 'birth date', 'birthday']),
    gender: oneOf('Gender', ['sex'], GENDERS),
    nationality: text('Nationality', ['citizenship']),
    admissionYear: number('Admission year', ['admission', 'year of admission', 'entry year', 'intake year'], {
      integer: true,
      min: 2020,
      max: 2030,
    }),
    department: DEPARTMENT,
    program: PROGRAM,
    academicLevel: oneOf('Academic level', ['level', 'degree level', 'study level'], ACADEMIC_LEVELS),
    enrollmentStatus: oneOf('Enrollment status', ['status', 'enrolment status'], ENROLLMENT_STATUSES, {
      default: 'active',
    }),
    gpa: number('GPA', ['grade point average'], { min: 0, max: 4 }, { optional: true }),
    emergencyContact: text('Emergency contact', ['emergency phone', 'emergency contact phone', 'emergency']),
    address: text('Address', ['home address', 'postal address'], { long: true }),
    notes: NOTES,
  },
} as const;

export type StudentImportRecord = ImportRecord<typeof STUDENT_IMPORT.fields>;

/** The body of one dean's office bulk-import row (POST /api/deans-office/students without the password). */
export interface DeansOfficeBulkStudent {
  firstName: string;
  lastName: string;
  email: string;
  yearOfStudy?: number;
}

/**
 * SPEC §7, literally: "In bulk import the body has only firstName, lastName, email, yearOfStudy. yearOfStudy is 1
 * when admissionYear is present." So a row with an admission year is a first-year student (whatever the year), and
 * a row without one sends no yearOfStudy (the schema requires admissionYear, so a valid row always has it).
 */
export function deansOfficeBulkStudent(record: StudentImportRecord): DeansOfficeBulkStudent {
  const body: DeansOfficeBulkStudent = {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
  };
  if (record.admissionYear !== undefined) body.yearOfStudy = 1;
  return body;
}
