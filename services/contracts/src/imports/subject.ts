// The subject CSV import (SPEC §3 "CSV import schemas"): its columns, header aliases, bounds and defaults.
import { DEPARTMENT, LEVEL, SEMESTER } from './common.js';
import { list, number, oneOf, text } from './fields.js';
import type { ImportRecord } from './schema.js';

export const SUBJECT_TYPES = ['core', 'elective', 'lab'] as const;
export const SUBJECT_STATUSES = ['active', 'inactive'] as const;

export const SUBJECT_IMPORT = {
  entity: 'subject',
  fields: {
    code: text('Subject code', ['course code'], { unique: true }),
    name: text('Subject name', ['title', 'subject', 'course name', 'subject title']),
    credits: number('Credits', ['credit', 'ects'], { integer: true, min: 1, max: 10 }),
    department: DEPARTMENT,
    semester: SEMESTER,
    level: LEVEL,
    type: oneOf('Type', ['subject type', 'kind', 'category'], SUBJECT_TYPES),
    /**
     * Optional, though the spec does not mark it: an introductory subject has none, and an empty cell is how a
     * spreadsheet says so. Codes are separated by commas, semicolons or vertical bars.
     */
    prerequisites: list('Prerequisites', ['prerequisite', 'prereqs', 'requires'], { optional: true }),
    description: text('Description', ['summary'], { long: true }),
    weeklyHours: number('Weekly hours', ['hours per week', 'hours'], { integer: true, min: 1, max: 10 }),
    labHours: number('Lab hours', ['laboratory hours'], { min: 0 }, { default: 0 }),
    examHours: number('Exam hours', ['examination hours'], { min: 0 }, { default: 0 }),
    status: oneOf('Status', [], SUBJECT_STATUSES, { default: 'active' }),
  },
} as const;

export type SubjectImportRecord = ImportRecord<typeof SUBJECT_IMPORT.fields>;
