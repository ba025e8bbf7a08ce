// @campus/contracts/imports: the CSV import and export schemas of students, lecturers, subjects and groups, shared
// by the browser (preview, template, sample, export) and the server (the import it runs). A subpath of its own, not
// re-exported from the package index, because it carries papaparse and /login must not.
export { normalizeName, splitList } from './fields.js';
export type { FieldValue, ImportFieldDef } from './fields.js';
export { issue, validationSummary, UNEXPECTED_VALIDATION_ERROR } from './messages.js';
export type { ImportIssue, ImportMessageCode, ImportMessageParams } from './messages.js';
export { IMPORT_OUTCOME_CODES, outcome } from './outcomes.js';
export type { ImportOutcome, ImportOutcomeCode } from './outcomes.js';
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
export { GROUP_IMPORT, GROUP_IMPORT_STATUSES } from './group.js';
export type { GroupImportRecord } from './group.js';
export { EMPLOYMENT_TYPES, LECTURER_IMPORT, LECTURER_STATUSES, POSITIONS } from './lecturer.js';
export type { LecturerImportRecord } from './lecturer.js';
export { SUBJECT_IMPORT, SUBJECT_STATUSES, SUBJECT_TYPES } from './subject.js';
export type { SubjectImportRecord } from './subject.js';
export { sampleCsv, templateCsv } from './samples.js';
export { toCsv } from './export.js';
export type { CsvDateFormat, CsvExportOptions } from './export.js';
