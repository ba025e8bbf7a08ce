// The import schemas by entity name: what parseImportCsv, templateCsv, sampleCsv and toCsv look up.
import type { ImportRecord } from './schema.js';
import { GROUP_IMPORT } from './group.js';
import { LECTURER_IMPORT } from './lecturer.js';
import { STUDENT_IMPORT } from './student.js';
import { SUBJECT_IMPORT } from './subject.js';

export const IMPORT_SCHEMAS = {
  student: STUDENT_IMPORT,
  lecturer: LECTURER_IMPORT,
  subject: SUBJECT_IMPORT,
  group: GROUP_IMPORT,
} as const;

export type ImportEntity = keyof typeof IMPORT_SCHEMAS;
export type ImportRecordOf<E extends ImportEntity> = ImportRecord<(typeof IMPORT_SCHEMAS)[E]['fields']>;

export const IMPORT_ENTITIES = Object.keys(IMPORT_SCHEMAS) as ImportEntity[];
