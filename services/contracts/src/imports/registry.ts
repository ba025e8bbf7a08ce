// The import schemas by entity name: what parseImportCsv, templateCsv, sampleCsv and toCsv look up.
import type { ImportRecord } from './schema.js';
import { STUDENT_IMPORT } from './student.js';

export const IMPORT_SCHEMAS = {
  student: STUDENT_IMPORT,
} as const;

export type ImportEntity = keyof typeof IMPORT_SCHEMAS;
export type ImportRecordOf<E extends ImportEntity> = ImportRecord<(typeof IMPORT_SCHEMAS)[E]['fields']>;

export const IMPORT_ENTITIES = Object.keys(IMPORT_SCHEMAS) as ImportEntity[];
