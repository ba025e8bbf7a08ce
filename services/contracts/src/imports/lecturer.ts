// The lecturer CSV import (SPEC §3 "CSV import schemas"): its columns, header aliases, bounds and defaults.
import { DEPARTMENT, EMAIL, FIRST_NAME, LAST_NAME, NOTES, PHONE_ALIASES } from './common.js';
import { date, list, number, oneOf, text } from './fields.js';
import type { ImportRecord } from './schema.js';

export const POSITIONS = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Instructor'] as const;
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract'] as const;
export const LECTURER_STATUSES = ['active', 'inactive', 'sabbatical'] as const;

export const LECTURER_IMPORT = {
  entity: 'lecturer',
  fields: {
    employeeId: text('Employee ID', ['employee number', 'employee no', 'staff id', 'staff number', 'personnel number'], {
      unique: true,
    }),
    firstName: FIRST_NAME,
    lastName: LAST_NAME,
    email: EMAIL,
    phone: text('Phone', PHONE_ALIASES),
    department: DEPARTMENT,
    position: oneOf('Position', ['title', 'rank', 'academic title'], POSITIONS),
    employmentType: oneOf('Employment type', ['employment', 'contract type'], EMPLOYMENT_TYPES),
    qualification: text('Qualification', ['degree', 'academic degree']),
    specializations: list('Specializations', ['specialization', 'specialisations', 'specialties', 'expertise'], {
      requiredMessage: 'Specializations are required',
    }),
    experience: number('Experience', ['years of experience', 'experience years'], { integer: true, min: 0 }),
    maxLoad: number('Max load', ['maximum load', 'max hours', 'teaching load'], { integer: true, min: 1, max: 40 }),
    joiningDate: date('Joining date', ['join date', 'hire date', 'start date', 'date joined']),
    salary: number('Salary', ['monthly salary'], { min: 0, exclusiveMin: true }, { optional: true }),
    office: text('Office', ['office room', 'room']),
    status: oneOf('Status', ['employment status'], LECTURER_STATUSES, { default: 'active' }),
    notes: NOTES,
  },
} as const;

export type LecturerImportRecord = ImportRecord<typeof LECTURER_IMPORT.fields>;
