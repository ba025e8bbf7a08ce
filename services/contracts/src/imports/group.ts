// The group CSV import (SPEC §3 "CSV import schemas"): its columns, header aliases, bounds and defaults.
import { DEPARTMENT, LEVEL, NOTES, PROGRAM, SEMESTER } from './common.js';
import { academicYear, number, oneOf, text } from './fields.js';
import type { ImportRecord } from './schema.js';

export const GROUP_IMPORT_STATUSES = ['active', 'inactive', 'completed'] as const;

export const GROUP_IMPORT = {
  entity: 'group',
  fields: {
    name: text('Group name', ['group']),
    code: text('Group code', [], { unique: true }),
    department: DEPARTMENT,
    program: PROGRAM,
    level: LEVEL,
    semester: SEMESTER,
    academicYear: academicYear('Academic year', ['school year', 'academic session']),
    maxCapacity: number('Max capacity', ['capacity', 'maximum capacity', 'max students'], {
      integer: true,
      min: 1,
      max: 100,
    }),
    currentEnrollment: number('Current enrollment', ['enrollment', 'enrolment', 'enrolled'], { min: 0 }, { default: 0 }),
    status: oneOf('Status', [], GROUP_IMPORT_STATUSES, { default: 'active' }),
    advisor: text('Advisor', ['adviser', 'curator', 'tutor', 'mentor']),
    classroom: text('Classroom', ['home room', 'room']),
    notes: NOTES,
  },
} as const;

export type GroupImportRecord = ImportRecord<typeof GROUP_IMPORT.fields>;
