// @campus/contracts/imports: the CSV import and export schemas of students, lecturers, subjects and groups, shared
// by the browser (preview, template, sample, export) and the server (the import it runs). A subpath of its own, not
// re-exported from the package index, because it carries papaparse and /login must not.
export { normalizeName, splitList } from './fields.js';
export type { FieldValue, ImportFieldDef } from './fields.js';
export { issue, validationSummary, UNEXPECTED_VALIDATION_ERROR } from './messages.js';
export type { ImportIssue, ImportMessageCode, ImportMessageParams } from './messages.js';
export type { ImportFields, ImportRecord, ImportSchema } from './schema.js';
export { IMPORT_ENTITIES, IMPORT_SCHEMAS } from './registry.js';
export type { ImportEntity, ImportRecordOf } from './registry.js';
export { IMPORT_DELIMITERS, IMPORT_LIMITS, parseImportCsv, parseWithSchema } from './parse.js';
export type { ImportDelimiter, ImportParseResult, ImportRowError } from './parse.js';
export {
  ACADEMIC_LEVELS,
  deansOfficeBulkStudent,
  ENROLLMENT_STATUSES,
  GENDERS,
  STUDENT_IMPORT,
} from './student.js';
export type { DeansOfficeBulkStudent, StudentImportRecord } from './student.js';
